"""Any YAML value in the new fields gives a located error or a valid item, never a crash."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import yaml
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import fold, lint, parse_golden_set
from goldeneval.model import CountCheck, Expected, GoldenSet, GoldenSetError
from goldeneval.verdict import count_found, fact_gate

FAST = settings(max_examples=150, deadline=None)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=8),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.sampled_from(["tools", "2026-02-30", "2026-1-1", "yes", "~", "any_of", "exactly"]),
    st.dates(min_value=date(1900, 1, 1), max_value=date(2999, 12, 31)),
    st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2999, 12, 31)),
)
keys = st.one_of(
    st.sampled_from(["question", "expected", "any_of", "exactly", "at_least", "at_most"]),
    st.sampled_from(["must_include", "must_not_include", "rubric", "count", "grounded"]),
    st.text(min_size=1, max_size=6),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(keys, inner, max_size=4)),
    max_leaves=12,
)

# Shapes close to valid, so the deeper checks are reached too.
good_phrases = st.lists(
    st.sampled_from(["Banten", "Jawa", "Jawa Barat", "Bali", "Aceh"]),
    min_size=1,
    max_size=5,
    unique=True,
)
phrases = st.one_of(
    good_phrases,
    good_phrases,
    st.lists(st.sampled_from(["Banten", "bali", "BALI", "", " ", 3, None]), max_size=5),
)
small = st.integers(-1, 6)
bounds = st.one_of(
    st.fixed_dictionaries({"exactly": small}),
    st.fixed_dictionaries({"at_least": small}),
    st.fixed_dictionaries({"at_most": small}),
    st.fixed_dictionaries({"at_least": small, "at_most": small}),
    st.fixed_dictionaries(
        {}, optional={"exactly": values, "at_least": values, "at_most": values, "x": values}
    ),
)
count_check = st.builds(lambda a, b: {"any_of": a, **b}, phrases, bounds)
count_checks = st.lists(count_check, min_size=1, max_size=3)
valid_check = good_phrases.flatmap(
    lambda a: st.integers(0, len(a)).map(lambda k: {"any_of": a, "exactly": k})
)
good_turn = st.fixed_dictionaries(
    {
        "question": st.sampled_from(["q?", "r?"]),
        "expected": st.fixed_dictionaries(
            {},
            optional={
                "count": st.lists(st.one_of(valid_check, valid_check, count_check), max_size=2),
                "grounded": st.just("tools"),
                "must_include": good_phrases,
            },
        ),
    }
)
any_turn = st.fixed_dictionaries(
    {"question": st.sampled_from(["q?", "", "r?"])},
    optional={"expected": values, "extra": values},
)
turns = st.one_of(
    st.lists(good_turn, min_size=2, max_size=3),
    st.lists(st.one_of(good_turn, any_turn, values), max_size=4),
)
dates = st.one_of(st.dates(min_value=date(1900, 1, 1), max_value=date(2999, 12, 31)), values)


def item(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"id": "it", "surface": "internal", "domain": "d"}
    return {**base, **fields}


def lines_of(text: str) -> int:
    """Lines as YAML counts them: NEL and the Unicode separators break lines too."""
    return sum(text.count(b) for b in "\n\x85\u2028\u2029") + 1


def load_or_error(entry: dict[str, Any]) -> GoldenSet | None:
    """The loaded set, or None after checking the error locates every problem in the item."""
    text = yaml.safe_dump([entry], allow_unicode=True, sort_keys=False)
    error: GoldenSetError | None = None
    try:
        golden = parse_golden_set(text, "set.yaml")
    except GoldenSetError as exc:
        error = exc
    if error is not None:
        assert error.problems
        for p in error.problems:
            assert p.line is not None and 1 <= p.line <= lines_of(text), p
            assert p.item_id == "it", p
            assert p.message.strip(), p
        return None
    (loaded,) = golden.items
    assert loaded.id == "it"
    lint(golden, date(2026, 12, 1))  # lint copes with whatever loaded
    return golden


@FAST
@given(valid_until=dates, as_of=dates)
def test_any_value_as_a_date(valid_until: Any, as_of: Any) -> None:
    golden = load_or_error(item(question="q?", expected={}, valid_until=valid_until, as_of=as_of))
    if golden is not None:
        loaded = golden.items[0]
        assert isinstance(loaded.valid_until, date) and not isinstance(loaded.valid_until, datetime)
        assert isinstance(loaded.as_of, date)


@FAST
@given(count=st.one_of(values, count_checks), grounded=values, answer=st.text(max_size=30))
def test_any_value_as_count_or_grounded(count: Any, grounded: Any, answer: str) -> None:
    golden = load_or_error(item(question="q?", expected={"count": count, "grounded": grounded}))
    if golden is None:
        return
    expected = golden.items[0].expected
    assert expected.grounded in (None, "tools")
    for check in expected.count:
        n = len(check.any_of)
        assert check.any_of and len({fold(p) for p in check.any_of}) == n
        assert not (check.allows(0) and check.allows(n))  # never a check every answer meets
        assert any(check.allows(k) for k in range(n + 1))  # never one no answer meets
    gate = fact_gate(answer, expected)
    assert bool(gate.counts) == any(
        not c.allows(len(count_found(answer, c))) for c in expected.count
    )


@FAST
@given(conversation=st.one_of(values, turns), question=st.none() | st.just("q?"))
def test_any_value_as_a_conversation(conversation: Any, question: str | None) -> None:
    fields: dict[str, Any] = {"conversation": conversation}
    if question is not None:
        fields["question"] = question
    golden = load_or_error(item(**fields))
    if golden is not None:
        loaded = golden.items[0]
        assert question is None
        assert len(loaded.turns) >= 2
        assert loaded.question == loaded.turns[0].question


@FAST
@given(
    chosen=st.sets(st.sampled_from(["Banten", "Bali", "Aceh", "Papua", "Riau"])),
    low=st.integers(0, 5),
    span=st.integers(0, 5),
)
def test_count_is_the_number_of_distinct_phrases_named(
    chosen: set[str], low: int, span: int
) -> None:
    listed = ("Banten", "Bali", "Aceh", "Papua", "Riau")
    high = min(low + span, 5)
    assume(low <= high)
    check = CountCheck(listed, low, high)
    answer = " dan ".join(sorted(chosen)) + ". " + " ".join(sorted(chosen)).upper()
    assert set(count_found(answer, check)) == chosen
    gate = fact_gate(answer, Expected(count=(check,)))
    assert gate.auto_fail is not (low <= len(chosen) <= high)
