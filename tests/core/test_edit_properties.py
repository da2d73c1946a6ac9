"""Properties of the round-trip editor on generated text: whatever an SME types (quotes,
colons, ``#``, leading dashes, unicode, line breaks), the loader reads back exactly that,
and every other item keeps its bytes."""

from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

import goldeneval
from goldeneval.goldenset import (
    ItemChange,
    NewItem,
    add_item_text,
    contains,
    edit_set_text,
    fold,
    parse_golden_set,
)
from goldeneval.model import GoldenSetError
from tests.core.test_edit_styles import BARE, COMMENTED, MARKED, ODD

EXAMPLE = (Path(goldeneval.__file__).parent / "data" / "golden-set.example.yaml").read_text()
SETS = {"example": EXAMPLE, "commented": COMMENTED, "odd": ODD, "marked": MARKED, "bare": BARE}
SOURCE = "set.yaml"

_tricky = st.sampled_from([*"\"'#:-[]{},&*!|>%@`\\?~ \t\n\r", "- ", ": ", " #", "é", "\u202e"])
_chars = st.characters(exclude_categories=("Cs",))  # a UTF-8 file cannot hold a lone surrogate
_text = st.lists(st.one_of(_tricky, _chars), min_size=1, max_size=16).map("".join)
phrases = st.lists(_text.filter(lambda p: bool(fold(p).strip())), max_size=4, unique=True)
questions = _text.filter(lambda q: bool(q.strip()))


def _single_items(text: str) -> list[str]:
    return [i.id for i in parse_golden_set(text, SOURCE).items if not i.conversation]


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _around(text: str, item_id: str) -> tuple[str, str]:
    """The text before the item, and after its last line (comment lines after it included)."""
    root = yaml.compose(text)
    seq = root.value[0][1] if isinstance(root, yaml.MappingNode) else root
    starts = [_line_start(text, n.start_mark.index) for n in seq.value]
    ids = [dict((k.value, v.value) for k, v in n.value)["id"] for n in seq.value]
    at = ids.index(item_id)
    end = starts[at + 1] if at + 1 < len(starts) else len(text)
    region = text[starts[at] : end].splitlines(keepends=True)
    tail = ""
    while region and (not region[-1].strip() or region[-1].lstrip().startswith("#")):
        tail = region.pop() + tail
    return text[: starts[at]], tail + text[end:]


@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    include=phrases,
    exclude=phrases,
    question=st.one_of(st.none(), questions),
)
def test_the_loader_reads_back_exactly_the_phrases_asked_for(
    data: st.DataObject, include: list[str], exclude: list[str], question: str | None
) -> None:
    # A required phrase holding a forbidden one is a load error by design (tested elsewhere).
    exclude = [e for e in exclude if not any(contains(i, e) for i in include)]
    name = data.draw(st.sampled_from(sorted(SETS)))
    text = SETS[name]
    item_id = data.draw(st.sampled_from(_single_items(text)))
    change = ItemChange(
        question=question, must_include=tuple(include), must_not_include=tuple(exclude)
    )
    new = edit_set_text(text, item_id, change, source=SOURCE)
    item = next(i for i in parse_golden_set(new, SOURCE).items if i.id == item_id)
    assert item.expected.must_include == tuple(include)
    assert item.expected.must_not_include == tuple(exclude)
    if question is not None:
        assert item.question == question
    before, after = _around(text, item_id)
    assert new.startswith(before)
    assert new.endswith(after)


@settings(max_examples=100, deadline=None)
@given(data=st.data(), rubric=questions, name=st.sampled_from(["local:ana", "Siti: SME #1"]))
def test_a_rubric_and_a_verifier_read_back(data: st.DataObject, rubric: str, name: str) -> None:
    text = data.draw(st.sampled_from(list(SETS.values())))
    item_id = data.draw(st.sampled_from(_single_items(text)))
    change = ItemChange(rubric=rubric, verified=True, verified_by=name, verified_at="2026-12-05")
    new = edit_set_text(text, item_id, change, source=SOURCE)
    item = next(i for i in parse_golden_set(new, SOURCE).items if i.id == item_id)
    assert item.expected.rubric == rubric.strip()
    assert item.verified
    before, after = _around(text, item_id)
    assert new.startswith(before) and new.endswith(after)


@settings(max_examples=80, deadline=None)
@given(question=questions, include=phrases, domain=_text)
def test_a_new_item_reads_back_and_leaves_the_set_before_it(
    question: str, include: list[str], domain: str
) -> None:
    item = NewItem(
        id="new-item",
        surface="public",
        domain=domain,
        question=question,
        must_include=tuple(include),
    )
    new = add_item_text(EXAMPLE, item, source=SOURCE)
    assert new.startswith(EXAMPLE)
    got = parse_golden_set(new, SOURCE).items[-1]
    assert (got.id, got.domain, got.question) == ("new-item", domain, question)
    assert got.expected.must_include == tuple(include)


_tools_text = st.one_of(
    _text,
    st.lists(
        st.sampled_from(
            ["must_call: [a]", "max_calls: 2", "  - b", "must_not_call:", "# note", "{", "\t", ""]
        ),
        max_size=5,
    ).map("\n".join),
)


@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    question=st.one_of(st.none(), _text),
    include=st.one_of(st.none(), st.lists(_text, max_size=3).map(tuple)),
    rubric=st.one_of(st.none(), _text),
    tools=st.one_of(st.none(), _tools_text),
    verified=st.one_of(st.none(), st.booleans()),
    by=st.one_of(st.none(), _text),
    at=st.one_of(st.none(), st.sampled_from(["2026-12-05", "2026-02-30", "x"]), _text),
)
def test_any_change_is_written_or_refused_with_the_loaders_words_never_half_done(
    data: st.DataObject,
    question: str | None,
    include: tuple[str, ...] | None,
    rubric: str | None,
    tools: str | None,
    verified: bool | None,
    by: str | None,
    at: str | None,
) -> None:
    text = data.draw(st.sampled_from(list(SETS.values())))
    ids = [i.id for i in parse_golden_set(text, SOURCE).items]
    item_id = data.draw(st.sampled_from(ids))
    change = ItemChange(
        question=question,
        must_include=include,
        rubric=rubric,
        expected_tools=tools,
        verified=verified,
        verified_by=by,
        verified_at=at,
    )
    try:
        new = edit_set_text(text, item_id, change, source=SOURCE)
    except GoldenSetError as exc:
        asked = {
            "question": question,
            "must_include": include,
            "rubric": rubric,
            "tools": tools,
            "verified": verified,
            "verified_by": by,
            "verified_at": at,
        }
        named = [key for key, value in asked.items() if value is not None]
        for problem in exc.problems:
            assert problem.item_id == item_id
            assert any(key in problem.message for key in named), problem
        return
    assert [i.id for i in parse_golden_set(new, SOURCE).items] == ids
    before, after = _around(text, item_id)
    assert new.startswith(before) and new.endswith(after)
