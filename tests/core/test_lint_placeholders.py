"""Lint of de-identification placeholders (docs/design.md §3): a ``<NIK>`` left in a question
or an expectation is an error in a verified item, a warning in an unverified one, named by
file, line, item and field; text without one is never flagged."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import LintCode, lint, parse_golden_set
from goldeneval.goldenset._lintcodes import format_warnings
from goldeneval.model import PLACEHOLDERS, GoldenSetError

FIELDS = ("question", "must_include", "must_not_include", "rubric")
WORDS = st.lists(
    st.sampled_from(["syarat", "PT", "nomor", "NIK", "saya", "<", ">", "<nik", "email", "Rp"]),
    min_size=1,
    max_size=6,
).map(" ".join)
"""Text that mentions details and angle brackets, but holds no placeholder."""


def yaml_set(texts: dict[str, str], verified: bool, turns: int = 1) -> str:
    """One item whose fields hold ``texts`` (JSON strings are YAML strings), as a file.

    With ``turns`` > 1 it is a conversation and every turn holds the same texts."""
    lines = ["- id: pt-syarat", "  surface: public", "  domain: badan-hukum-pt"]
    body = [
        f"question: {json.dumps(texts['question'])}",
        "expected:",
        f"  must_include: [{json.dumps(texts['must_include'])}]",
        f"  must_not_include: [{json.dumps(texts['must_not_include'])}]",
        f"  rubric: {json.dumps(texts['rubric'])}",
    ]
    if turns == 1:
        lines += ["  " + b for b in body]
    else:
        lines.append("  conversation:")
        for _ in range(turns):
            lines += ["    - " + body[0]] + ["      " + b for b in body[1:]]
    lines.append(f"  verified: {'true' if verified else 'false'}")
    return "\n".join(lines) + "\n"


@st.composite
def marked(draw: st.DrawFn) -> tuple[dict[str, str], str, str]:
    """Texts for every field, one of them holding a placeholder in any case and place."""
    texts = {f: draw(WORDS) for f in FIELDS}
    field = draw(st.sampled_from(FIELDS))
    placeholder = draw(st.sampled_from(PLACEHOLDERS))
    typed = draw(st.sampled_from([placeholder, placeholder.lower(), placeholder.title()]))
    at = draw(st.integers(0, len(texts[field])))
    texts[field] = (texts[field][:at] + " " + typed + " " + texts[field][at:]).strip()
    return texts, field, placeholder


@settings(max_examples=150, deadline=None)
@given(marked(), st.booleans(), st.sampled_from([1, 2]))
def test_a_placeholder_is_named_in_its_field(
    case: tuple[dict[str, str], str, str], verified: bool, turns: int
) -> None:
    texts, field, placeholder = case
    try:
        golden = parse_golden_set(yaml_set(texts, verified, turns), "set.yaml")
    except GoldenSetError:  # a phrase both required and forbidden: a load error, not ours
        return
    found = [w for w in lint(golden) if w.code is LintCode.PLACEHOLDER]
    assert len(found) == turns
    name = field if field == "question" else f"expected.{field}"
    for n, w in enumerate(found, 1):
        assert w.error is verified and not w.acknowledged
        assert w.item_id == "pt-syarat" and placeholder in w.message
        assert (f"turn {n}: " if turns > 1 else "") + f"{name} holds {placeholder}" in w.message
    # A phrase points at its own line; the question and rubric at the item's.
    line = {"question": 1, "must_include": 6, "must_not_include": 7, "rubric": 1}[field]
    assert turns > 1 or found[0].line == line


@settings(max_examples=150, deadline=None)
@given(st.fixed_dictionaries({f: WORDS for f in FIELDS}), st.booleans())
def test_text_without_a_placeholder_is_never_flagged(texts: dict[str, str], verified: bool) -> None:
    try:
        golden = parse_golden_set(yaml_set(texts, verified), "set.yaml")
    except GoldenSetError:
        return
    assert not [w for w in lint(golden) if w.code is LintCode.PLACEHOLDER or w.error]


DRAFTED = {
    "question": "NIK saya <NIK> tidak bisa dipakai daftar PT?",
    "must_include": "WNI",
    "must_not_include": "hubungi <TELEPON>",
    "rubric": "Pendiri WNI.",
}


def test_the_text_names_file_line_item_and_field_and_counts_errors() -> None:
    golden = parse_golden_set(yaml_set(DRAFTED, verified=True), "set.yaml")
    text = format_warnings(lint(golden), golden.source)
    assert "set.yaml:1 [item pt-syarat] placeholder (error): question holds <NIK>" in text
    assert (
        "set.yaml:7 [item pt-syarat] placeholder (error): expected.must_not_include holds "
        "<TELEPON>" in text
    )
    assert "unacknowledged warnings (negation-trap);" in text  # the errors are no warning
    assert text.splitlines()[-1].startswith("2 lint errors; ")


def test_a_placeholder_cannot_be_acknowledged() -> None:
    text = yaml_set(DRAFTED, verified=False) + "  lint_ignore: [placeholder]\n"
    with pytest.raises(GoldenSetError, match="'placeholder' cannot be acknowledged"):
        parse_golden_set(text, "s")


def test_a_count_phrase_and_a_tool_argument_are_expectations_too() -> None:
    text = """\
- id: internal-nik
  surface: internal
  domain: statistik-internal
  question: "Berapa PT didirikan pemilik NIK ini?"
  expected:
    rubric: "Gives the count."
    count:
      - any_of: ["PT <NOMOR>", "CV Maju"]
        at_least: 1
    tools:
      must_call:
        - {name: count_rows, args: {nik: "<nik>"}}
  verified: false
"""
    found = [w for w in lint(parse_golden_set(text, "s.yaml")) if w.code is LintCode.PLACEHOLDER]
    assert [(w.line, w.error) for w in found] == [(8, False), (12, False)]
    assert "expected.count #1 holds <NOMOR>" in found[0].message
    assert "expected.tools.must_call count_rows holds <NIK>" in found[1].message
