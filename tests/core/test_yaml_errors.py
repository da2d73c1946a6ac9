"""YAML syntax errors in a golden set read as plain words, with line and enclosing item."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.model._errors import GoldenSetError, Problem

SET = """\
- id: pt-perorangan
  surface: public
  domain: badan-hukum-pt
  question: "Apa saja syarat mendirikan PT perorangan?"
  expected:
    must_include: ["WNI"]
    rubric: Pendiri WNI.
- id: pt-syarat
  surface: public
  domain: badan-hukum-pt
  question: "Apa syarat PT biasa?"
  expected:
    must_include:
      - akta notaris
    rubric: Dua pendiri.
"""

# Words of libyaml's grammar that an SME cannot act on.
JARGON = (
    "did not find expected",
    "while parsing",
    "while scanning",
    "<block end>",
    "block mapping",
    "not allowed in this context",
    "cannot start any token",
)


def problem(text: str) -> Problem:
    with pytest.raises(GoldenSetError) as info:
        parse_golden_set(text, "set.yaml")
    (p,) = info.value.problems
    for word in JARGON:
        assert word not in p.message, p.message
    return p


def test_a_misindented_line_names_its_line_and_item_in_plain_words() -> None:
    text = SET.replace("    rubric: Dua pendiri.", "     rubric: Dua pendiri.")
    p = problem(text)
    assert (p.line, p.item_id) == (15, "pt-syarat")
    assert p.message.startswith("this line is indented differently from the lines above it")
    assert "5 spaces here" in p.message
    assert str(p).startswith("set.yaml:15 [item pt-syarat]: this line is indented")


def test_an_outdented_key_belongs_to_the_item_above() -> None:
    text = SET.replace('  question: "Apa syarat PT biasa?"', ' question: "Apa syarat PT biasa?"')
    p = problem(text)
    assert (p.line, p.item_id) == (11, "pt-syarat")
    assert "indented differently" in p.message and "1 space here" in p.message


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ('question: "Apa syarat PT biasa?"', "question: Syarat: apa?", 11, "in quotes"),
        ('question: "Apa syarat PT biasa?"', 'question: "Apa syarat', 11, "never closed"),
        (
            '  surface: public\n  domain: badan-hukum-pt\n  question: "Apa syarat',
            '\tsurface: public\n  domain: badan-hukum-pt\n  question: "Apa syarat',
            9,
            "tab",
        ),
        (
            'question: "Apa syarat PT biasa?"',
            'question: "Apa syarat" PT biasa?',
            11,
            "after the closing quote",
        ),
        ('question: "Apa syarat PT biasa?"', "question: @apa", 11, "cannot begin with '@'"),
        (
            '  domain: badan-hukum-pt\n  question: "Apa syarat',
            '  domain badan-hukum-pt\n  question: "Apa syarat',
            10,
            "no ':'",
        ),
        (
            "      - akta notaris",
            '      - akta notaris\n    must_not_include: ["a", "b"',
            15,
            "not closed",
        ),
        ("    rubric: Dua pendiri.", '    rubric: "C:\\d"', 15, "backslash"),
    ],
)
def test_common_mistakes_in_the_second_item(old: str, new: str, line: int, words: str) -> None:
    assert old in SET
    p = problem(SET.replace(old, new, 1))
    assert p.line == line, p
    assert p.item_id == "pt-syarat", p
    assert words in p.message, p.message


def test_a_second_document_is_explained() -> None:
    p = problem(SET + "---\n- id: x\n")
    assert "second YAML document" in p.message


def test_an_invisible_control_character_is_located() -> None:
    p = problem(SET.replace("Dua pendiri.", "Dua\x07 pendiri."))
    assert p.line == 15 and "U+0007" in p.message


@settings(max_examples=300, deadline=None)
@given(
    pos=st.integers(min_value=0, max_value=len(SET) - 1),
    cut=st.integers(min_value=0, max_value=3),
    insert=st.sampled_from(
        [
            "",
            " ",
            "  ",
            "\t",
            ":",
            ": ",
            '"',
            "'",
            "-",
            "- ",
            "[",
            "]",
            "{",
            "#",
            "@",
            "*",
            "&",
            "\n",
            "\x00",
            "|",
            ">",
        ]
    ),
)
def test_any_damage_gives_a_located_golden_set_error_or_a_set(
    pos: int, cut: int, insert: str
) -> None:
    """Whatever is broken, loading raises GoldenSetError (or loads): never another exception."""
    text = SET[:pos] + insert + SET[pos + cut :]
    problems: list[Problem] = []
    try:
        parse_golden_set(text, "set.yaml")
    except GoldenSetError as exc:
        problems = exc.problems
        assert problems
    n_lines = text.count("\n") + 1
    for p in problems:
        assert p.file == "set.yaml"
        assert p.line is None or 1 <= p.line <= n_lines
        assert p.message
        # an id as the parser read it (a plain scalar may be folded over lines)
        assert p.item_id is None or all(word in text for word in p.item_id.split())
