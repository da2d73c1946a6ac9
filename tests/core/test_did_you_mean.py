"""The one "did you mean" of every file goldeneval reads (issue 40 §6)."""

from __future__ import annotations

import string

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from goldeneval.config._settings import _GATE_KEYS
from goldeneval.config._table import SETTINGS
from goldeneval.goldenset._counts import COUNT_KEYS
from goldeneval.goldenset._expected import EXPECTED_KEYS
from goldeneval.goldenset._labels import LABEL_KEYS
from goldeneval.goldenset._parse import ITEM_KEYS
from goldeneval.goldenset._tools import CALL_KEYS, TOOLS_KEYS
from goldeneval.goldenset._turns import TURN_KEYS
from goldeneval.model import closest_keys, did_you_mean
from goldeneval.operator.spec._configtable import GATE_KEYS
from goldeneval.testing._script import (
    _DEFAULT_KEYS,
    _ENTRY_KEYS,
    _ERROR_KEYS,
    _JUDGE_KEYS,
    _RUN_KEYS,
    _SESSION_KEYS,
    _TOOL_KEYS,
)

KEY_SETS: dict[str, tuple[str, ...]] = {
    "item": ITEM_KEYS,
    "expected": EXPECTED_KEYS,
    "expected.tools": TOOLS_KEYS,
    "must_call entry": CALL_KEYS,
    "count": COUNT_KEYS,
    "turn": TURN_KEYS,
    "labels": LABEL_KEYS,
    "script entry": _ENTRY_KEYS,
    "script default": _DEFAULT_KEYS,
    "script judge": _JUDGE_KEYS,
    "script tool": _TOOL_KEYS,
    "script error": _ERROR_KEYS,
    "script session": _SESSION_KEYS,
    "script session run": _RUN_KEYS,
    "config gate": _GATE_KEYS,
    "operator gate": GATE_KEYS,
    # every section of the config file: the keys beside each other under one path
    **{
        ".".join(prefix) or "config top": tuple(
            sorted({s.path[len(prefix)] for s in SETTINGS if s.path[: len(prefix)] == prefix})
        )
        for prefix in {s.path[:n] for s in SETTINGS for n in range(len(s.path))}
    },
}

LETTERS = string.ascii_lowercase + "_"


@st.composite
def one_edit(draw: st.DrawFn, key: str) -> str:
    """``key`` with one character deleted, inserted, substituted or swapped with its neighbour."""
    kind = draw(st.sampled_from(["delete", "insert", "substitute", "transpose"]))
    at = draw(st.integers(0, len(key) - (2 if kind == "transpose" else 1)))
    char = draw(st.sampled_from(LETTERS + "ABZ0-"))
    if kind == "delete":
        return key[:at] + key[at + 1 :]
    if kind == "insert":
        at = draw(st.integers(0, len(key)))
        return key[:at] + char + key[at:]
    if kind == "substitute":
        return key[:at] + char + key[at + 1 :]
    return key[:at] + key[at + 1] + key[at] + key[at + 2 :]


@st.composite
def typo_of_a_real_key(draw: st.DrawFn) -> tuple[str, str, tuple[str, ...]]:
    known = draw(st.sampled_from(sorted(KEY_SETS.values())))
    key = draw(st.sampled_from([k for k in known if len(k) >= 4] or ["skip"]))
    assume(key in known)
    return key, draw(one_edit(key)), known


@given(typo_of_a_real_key())
def test_every_single_typo_of_a_real_key_gets_that_key_suggested(
    case: tuple[str, str, tuple[str, ...]],
) -> None:
    key, typo, known = case
    assume(typo not in known)  # an edit that spells another key is no unknown key
    assert key in closest_keys(typo, known)
    assert key in did_you_mean(typo, known).removeprefix("did you mean ").rstrip("?").split(" or ")


@st.composite
def typo_of_any_key(draw: st.DrawFn) -> tuple[str, str, list[str]]:
    words = st.text(LETTERS, min_size=1, max_size=24)
    known = draw(st.lists(words, min_size=1, max_size=12, unique=True))
    key = draw(st.text(LETTERS, min_size=4, max_size=24))
    return key, draw(one_edit(key)), [*known, key]


@given(typo_of_any_key())
def test_every_single_typo_of_any_key_gets_that_key_suggested(
    case: tuple[str, str, list[str]],
) -> None:
    key, typo, known = case
    assume(typo not in known)
    assert key in closest_keys(typo, known)


@pytest.mark.parametrize(
    ("typo", "known", "suggested"),
    [
        ("qestion", ITEM_KEYS, "question"),
        ("must_not_inclde", EXPECTED_KEYS, "must_not_include"),
        ("no_error", TOOLS_KEYS, "no_errors"),
        ("verifed", ITEM_KEYS, "verified"),
        ("rubirc", EXPECTED_KEYS, "rubric"),  # a swap in a short key
        ("lable", LABEL_KEYS, "label"),
        ("nmae", CALL_KEYS, "name"),
        ("golden_min_passrate", _GATE_KEYS, "golden_min_pass_rate"),
    ],
)
def test_the_typos_named_in_the_issue_are_caught(
    typo: str, known: tuple[str, ...], suggested: str
) -> None:
    assert did_you_mean(typo, known) == f"did you mean {suggested}?"


@pytest.mark.parametrize(
    ("name", "known"),
    [
        ("answer", TURN_KEYS),
        ("pass_rate", _JUDGE_KEYS),
        ("kind", _ERROR_KEYS),
        ("zzzzzzzz", ITEM_KEYS),
        ("x" * 500, ITEM_KEYS),
    ],
)
def test_nothing_is_suggested_when_no_key_is_close(name: str, known: tuple[str, ...]) -> None:
    assert closest_keys(name, known) == ()
    assert did_you_mean(name, known) == ""


def test_a_tie_names_both_keys() -> None:
    assert did_you_mean("cat", ["bat", "cut"]) == "did you mean bat or cut?"
