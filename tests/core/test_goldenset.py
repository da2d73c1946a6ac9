"""The golden-set loader (docs/design.md §3, normative)."""

from __future__ import annotations

import textwrap

import pytest

from goldeneval.goldenset._parse import parse_golden_set, subset
from goldeneval.model._errors import GoldenSetError, InvalidInputError

GOOD = textwrap.dedent(
    """\
    - id: pt-perorangan-syarat
      surface: public
      domain: badan-hukum-pt
      question: "Apa saja syarat mendirikan PT perorangan?"
      expected:
        must_include: ["WNI", "17 tahun"]
        must_not_include: ["wajib akta notaris"]
        rubric: Pendiri WNI, satu orang.
      verified: true
    - id: apostille-dokumen
      surface: internal
      domain: apostille
      question: "Dokumen apa yang bisa diapostille?"
      expected:
        must_include: []
        must_not_include: []
        rubric: ""
    """
)


def load(text: str, source: str = "set.yaml"):
    return parse_golden_set(textwrap.dedent(text), source)


def problems_of(text: str) -> list:
    with pytest.raises(GoldenSetError) as info:
        load(text)
    return info.value.problems


def test_valid_set_loads_with_fields_and_lines() -> None:
    golden = load(GOOD)
    first, second = golden.items
    assert first.id == "pt-perorangan-syarat"
    assert first.expected.must_include == ("WNI", "17 tahun")
    assert first.expected.must_not_include == ("wajib akta notaris",)
    assert first.verified is True
    assert first.line == 1
    assert second.surface == "internal"
    assert second.line == 10
    assert golden.digest.startswith("sha256:")
    assert golden.unverified == (second,)


def test_verified_defaults_to_false() -> None:
    golden = load(GOOD)
    assert golden.items[1].verified is False


def test_empty_phrase_lists_are_allowed_also_written_bare() -> None:
    golden = load(
        """\
        - id: a
          surface: public
          domain: d
          question: q?
          expected:
            must_include:
            must_not_include: []
        """
    )
    assert golden.items[0].expected.must_include == ()
    assert golden.items[0].expected.must_not_include == ()


def test_top_level_items_mapping_is_accepted_and_digest_matches_list_form() -> None:
    nested = "items:\n" + textwrap.indent(GOOD, "  ")
    assert load(nested).digest == load(GOOD).digest
    assert [i.id for i in load(nested).items] == ["pt-perorangan-syarat", "apostille-dokumen"]


def test_top_level_mapping_with_other_keys_is_rejected() -> None:
    problems = problems_of("items: []\nname: x\n")
    assert "name" in problems[0].message


def test_digest_is_stable_under_reformatting() -> None:
    reformatted = textwrap.dedent(
        """\
        # comments and flow style do not change the content
        - {id: pt-perorangan-syarat, surface: public, domain: badan-hukum-pt,
           question: 'Apa saja syarat mendirikan PT perorangan?', verified: true,
           expected: {rubric: "Pendiri WNI, satu orang.",
                      must_not_include: [wajib akta notaris],
                      must_include: [WNI, 17 tahun]}}
        - id: apostille-dokumen
          question: "Dokumen apa yang bisa diapostille?"
          domain: apostille
          surface: internal
          expected: {}
        """
    )
    assert load(reformatted).digest == load(GOOD).digest


def test_digest_changes_when_a_contract_changes() -> None:
    changed = GOOD.replace('"17 tahun"', '"18 tahun"')
    assert load(changed).digest != load(GOOD).digest


def test_every_problem_is_reported_at_once_with_file_line_and_item() -> None:
    problems = problems_of(
        """\
        - id: a
          surface: public
          domain: d
          question: q?
          expected: {must_include: [x]}
          verifed: true
        - id: b
          surface: extranet
          domain: d
          question: ""
          expected: {must_include: [x], rubrik: typo}
        - id: a
          surface: public
          domain: d
          question: q?
          expected: {}
        """
    )
    by_item = {(p.item_id, p.line) for p in problems}
    assert ("a", 6) in by_item  # unknown key 'verifed'
    assert ("b", 8) in by_item  # bad surface
    assert ("b", 10) in by_item  # empty question
    assert ("b", 11) in by_item  # unknown expected key
    assert ("a", 12) in by_item  # duplicate id
    assert all(p.file == "set.yaml" for p in problems)
    assert len(problems) == 5
    assert [p.line for p in problems] == sorted(p.line for p in problems)


def test_unknown_keys_are_errors_naming_the_key() -> None:
    problems = problems_of(
        """\
        - id: a
          surface: public
          domain: d
          question: q?
          expected: {must_include: [x], must_not_inclde: [y]}
        """
    )
    assert len(problems) == 1
    assert "must_not_inclde" in problems[0].message


def test_duplicate_ids_name_the_first_line() -> None:
    problems = problems_of(
        """\
        - id: a
          surface: public
          domain: d
          question: q?
          expected: {}
        - id: a
          surface: public
          domain: d
          question: other?
          expected: {}
        """
    )
    assert len(problems) == 1
    assert problems[0].line == 6
    assert "line 1" in problems[0].message


@pytest.mark.parametrize(
    ("snippet", "field"),
    [
        ("question: 17", "question"),
        ("question: [a, b]", "question"),
        ("expected: {must_include: WNI}", "must_include"),
        ("expected: {must_include: [17]}", "must_include"),
        ("expected: {must_not_include: ['']}", "must_not_include"),
        ("expected: {rubric: [a]}", "rubric"),
        ("expected: [a]", "expected"),
        ("verified: yes please", "verified"),
        ("surface: 3", "surface"),
    ],
)
def test_wrong_types_are_reported(snippet: str, field: str) -> None:
    base = {
        "question": "question: q?",
        "expected": "expected: {}",
        "verified": "verified: false",
        "surface": "surface: public",
    }
    key = snippet.split(":", 1)[0]
    base[key] = snippet
    text = "- id: a\n  domain: d\n" + "".join(f"  {v}\n" for v in base.values())
    problems = problems_of(text)
    assert any(field in p.message for p in problems), problems
    assert all(p.item_id == "a" for p in problems)


def test_missing_required_keys_are_listed() -> None:
    problems = problems_of("- id: a\n  surface: public\n")
    missing = " ".join(p.message for p in problems)
    for key in ("domain", "question", "expected"):
        assert repr(key) in missing


def test_item_without_id_is_reported_by_position() -> None:
    problems = problems_of("- surface: public\n  domain: d\n  question: q?\n  expected: {}\n")
    assert any("'id'" in p.message for p in problems)


@pytest.mark.parametrize(
    "text",
    ["", "just a string\n", "- [unclosed\n", "[]\n", "- 3\n"],
)
def test_malformed_documents_are_golden_set_errors(text: str) -> None:
    with pytest.raises(GoldenSetError) as info:
        parse_golden_set(text, "broken.yaml")
    assert info.value.problems
    assert all(p.file == "broken.yaml" for p in info.value.problems)
    assert isinstance(info.value, InvalidInputError)
    assert info.value.exit_code == 2


def test_error_message_lists_every_problem() -> None:
    with pytest.raises(GoldenSetError) as info:
        load("- id: a\n  surface: nope\n  domain: d\n  question: ''\n  expected: {}\n")
    text = str(info.value)
    assert "2 problems" in text
    assert "set.yaml:2 [item a]" in text


def test_subset_keeps_the_whole_set_digest() -> None:
    golden = load(GOOD)
    part = subset(golden, golden.items[:1])
    assert part.digest == golden.digest
    assert part.items == golden.items[:1]


def test_items_are_validated_as_they_stream_with_lines_kept() -> None:
    """Large sets are validated item by item; aliases, scalars and nested lists still get lines."""
    text = (
        "items:\n"  # 1
        "  - &base\n"  # 2
        "    id: a\n"  # 3
        "    surface: public\n"  # 4
        "    domain: d\n"  # 5
        "    question: q?\n"  # 6
        "    expected: {must_include: [x]}\n"  # 7
        "  - just a string\n"  # 8
        "  - *base\n"  # 9
        "  - [1, 2]\n"  # 10
    )
    with pytest.raises(GoldenSetError) as err:
        parse_golden_set(text, "s.yaml")
    lines = [(p.line, p.item_id) for p in err.value.problems]
    assert (8, None) in lines and (10, None) in lines  # not mappings
    assert any(item == "a" for _, item in lines)  # the alias repeats id 'a'
    assert len(err.value.problems) == 3


def test_a_large_set_parses_in_order() -> None:
    text = "".join(
        f"- id: i{n}\n  surface: public\n  domain: d\n  question: q{n}?\n"
        f"  expected: {{must_include: [x]}}\n  verified: {'true' if n % 2 else 'no'}\n"
        for n in range(3000)
    )
    golden = parse_golden_set(text, "big.yaml")
    assert [i.id for i in golden.items[:3]] == ["i0", "i1", "i2"]
    assert golden.items[2999].line == 1 + 2999 * 6
    assert golden.items[1].verified is True and golden.items[2].verified is False
