"""What the loader adds for lint (docs/design.md §3): lint_ignore, phrase lines, contradictions."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._lint import ACKNOWLEDGEABLE
from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.model._errors import GoldenSetError

ITEM = """\
- id: pt-syarat
  surface: public
  domain: badan-hukum-pt
  question: "Apa saja syarat mendirikan PT perorangan?"
  expected:
    must_include:
      - WNI
      - 17 tahun
    must_not_include: ["wajib akta notaris"]
    rubric: Pendiri WNI, satu orang.
  verified: true
"""


def load(text: str):
    return parse_golden_set(textwrap.dedent(text), "set.yaml")


def problems_of(text: str) -> list:
    with pytest.raises(GoldenSetError) as info:
        load(text)
    return info.value.problems


def test_each_phrase_keeps_its_own_line() -> None:
    (it,) = load(ITEM).items
    assert it.line == 1
    assert it.must_include_lines == (7, 8)
    assert it.must_not_include_lines == (9,)


def test_lint_ignore_is_loaded_and_left_out_of_the_digest() -> None:
    plain = load(ITEM)
    acked = load(ITEM + "  lint_ignore: [negation-trap, no-rubric]\n")
    assert acked.items[0].lint_ignore == frozenset({"negation-trap", "no-rubric"})
    assert plain.items[0].lint_ignore == frozenset()
    assert acked.digest == plain.digest
    assert acked.items[0].expected == plain.items[0].expected
    empty = load(ITEM + "  lint_ignore: []\n")
    assert empty.items[0].lint_ignore == frozenset()


def test_unknown_lint_ignore_name_is_an_error_with_line_item_and_suggestion() -> None:
    (p,) = problems_of(ITEM + "  lint_ignore:\n    - negation-trap\n    - negation-trp\n")
    assert p.file == "set.yaml"
    assert p.line == 14
    assert p.item_id == "pt-syarat"
    assert "'negation-trp'" in p.message
    assert "did you mean negation-trap?" in p.message
    assert "short-token" in p.message  # the names that are allowed are listed


@pytest.mark.parametrize("value", ["negation-trap", "{a: b}", "[unverified]", "[3]"])
def test_lint_ignore_must_be_a_list_of_acknowledgeable_names(value: str) -> None:
    (p,) = problems_of(ITEM + f"  lint_ignore: {value}\n")
    assert p.item_id == "pt-syarat" and p.line == 12
    assert "lint_ignore" in p.message


def test_a_phrase_both_required_and_forbidden_is_an_error() -> None:
    text = ITEM.replace('["wajib akta notaris"]', '["17 Tahun"]')
    (p,) = problems_of(text)
    assert (p.line, p.item_id) == (8, "pt-syarat")
    assert "no answer can pass" in p.message and "also forbidden" in p.message


def test_a_required_phrase_containing_a_forbidden_one_is_an_error() -> None:
    text = ITEM.replace("- 17 tahun", "- tidak wajib akta notaris")
    (p,) = problems_of(text)
    assert p.line == 8
    assert "contains the forbidden 'wajib akta notaris'" in p.message


def test_a_required_phrase_inside_a_forbidden_one_still_loads() -> None:
    text = ITEM.replace("- 17 tahun", "- akta notaris")
    assert load(text).items[0].expected.must_include == ("WNI", "akta notaris")


NAMES = st.sampled_from(
    [*sorted(ACKNOWLEDGEABLE), "unverified", "verified-with-warnings", "negation_trap", "x", "17"]
)


@settings(max_examples=150, deadline=None)
@given(names=st.lists(NAMES, max_size=6))
def test_lint_ignore_loads_exactly_the_valid_names_or_names_each_invalid_one(
    names: list[str],
) -> None:
    text = ITEM + "  lint_ignore: [" + ", ".join(f'"{n}"' for n in names) + "]\n"
    bad = [n for n in names if n not in ACKNOWLEDGEABLE]
    if not bad:
        assert load(text).items[0].lint_ignore == frozenset(names)
        return
    problems = problems_of(text)
    assert len(problems) == len(bad)
    for p, name in zip(problems, bad, strict=True):
        assert (p.line, p.item_id) == (12, "pt-syarat")
        assert repr(name) in p.message
