"""Lint warnings (docs/design.md §3): what they flag, and that they never change matching."""

from __future__ import annotations

from dataclasses import replace

from goldeneval.goldenset._lint import (
    ACKNOWLEDGEABLE,
    LintCode,
    LintWarning,
    format_warnings,
    lint,
    unacknowledged,
)
from goldeneval.goldenset._parse import digest
from goldeneval.model import GoldenSet, Item
from goldeneval.verdict._scoring import fact_gate

from .factories import item as base_item


def item(item_id: str = "pt-perorangan-syarat", **fields) -> Item:  # type: ignore[no-untyped-def]
    """An item; verified ones get a rubric unless told otherwise (the no-rubric check is its own test)."""
    if fields.get("verified"):
        fields.setdefault("rubric", "Pendiri WNI, satu orang.")
    return base_item(item_id, **fields)


def golden(*items: Item) -> GoldenSet:
    return GoldenSet(source="set.yaml", items=items, digest=digest(items))


def codes(g: GoldenSet, item_id: str | None = None) -> list[LintCode]:
    return [w.code for w in lint(g) if item_id is None or w.item_id == item_id]


def only(g: GoldenSet, code: LintCode) -> list[LintWarning]:
    return [w for w in lint(g) if w.code is code]


def test_clean_verified_set_has_no_warnings() -> None:
    g = golden(
        item(
            "a",
            must_include=("WNI", "17 tahun"),
            must_not_include=("bukan warga negara Indonesia",),
            verified=True,
        )
    )
    assert lint(g) == []
    assert format_warnings([], "set.yaml") == "no lint warnings"


def test_short_forbidden_token_is_flagged() -> None:
    g = golden(item("a", must_not_include=("PT",), verified=True))
    warnings = only(g, LintCode.SHORT_TOKEN)
    assert len(warnings) == 1
    assert "'PT'" in warnings[0].message
    assert warnings[0].item_id == "a"
    assert warnings[0].line == 1


def test_whitespace_does_not_hide_a_short_token() -> None:
    g = golden(item("a", must_not_include=(" PT ",), verified=True))
    assert LintCode.SHORT_TOKEN in codes(g)


def test_common_word_is_flagged() -> None:
    g = golden(item("a", must_not_include=("dengan",), verified=True))
    assert codes(g) == [LintCode.COMMON_WORD, LintCode.VERIFIED_WITH_WARNINGS]
    g = golden(item("a", must_not_include=("Tidak",), verified=True))
    assert LintCode.COMMON_WORD in codes(g)


def test_forbidden_token_inside_ordinary_words_names_the_word() -> None:
    g = golden(item("a", must_not_include=("PT",), verified=True))
    (w,) = only(g, LintCode.INSIDE_WORDS)
    assert any(word in w.message for word in ("'adaptor'", "'kapten'", "'optik'"))
    g = golden(item("a", must_not_include=("tidak",), verified=True))
    (w,) = only(g, LintCode.INSIDE_WORDS)
    assert "ketidak" in w.message or "tidaknya" in w.message


def test_inside_words_uses_the_sets_own_questions_and_rubrics() -> None:
    g = golden(
        item("a", must_not_include=("zorg",), verified=True),
        item("b", question="Apa itu zorgvliet?", verified=True),
    )
    (w,) = only(g, LintCode.INSIDE_WORDS)
    assert "'zorgvliet'" in w.message
    assert (
        only(golden(item("a", must_not_include=("zorg",), verified=True)), LintCode.INSIDE_WORDS)
        == []
    )


def test_short_required_token_inside_words_is_flagged_but_long_phrases_are_not() -> None:
    g = golden(item("a", must_include=("PT",), verified=True))
    assert codes(g) == [LintCode.INSIDE_WORDS, LintCode.VERIFIED_WITH_WARNINGS]
    g = golden(item("a", must_include=("apostille",), question="Bisa diapostille?", verified=True))
    assert codes(g) == []


def test_negation_trap_is_flagged_unless_the_phrase_starts_with_a_negator() -> None:
    g = golden(item("a", must_not_include=("wajib akta notaris",), verified=True))
    (w,) = only(g, LintCode.NEGATION_TRAP)
    assert "tidak wajib akta notaris" in w.message
    assert "rubric" in w.message
    # The trap is real: a correct, negating answer is auto-failed by the phrase.
    assert fact_gate("PT perorangan tidak wajib akta notaris.", g.items[0].expected).auto_fail
    for negated in ("tidak wajib akta notaris", "Bukan WNA", "tanpa akta notaris", "not required"):
        g = golden(item("a", must_not_include=(negated,), verified=True))
        assert LintCode.NEGATION_TRAP not in codes(g), negated


def test_required_phrase_inside_a_forbidden_one_is_flagged() -> None:
    # (A forbidden phrase inside a required one is a load error: see test_goldenset.)
    part = golden(
        item("a", must_include=("akta",), must_not_include=("wajib akta notaris",), verified=True)
    )
    (w,) = only(part, LintCode.REQUIRED_INSIDE_FORBIDDEN)
    assert "part of" in w.message
    apart = golden(
        item("a", must_include=("WNI",), must_not_include=("wajib akta notaris",), verified=True)
    )
    assert only(apart, LintCode.REQUIRED_INSIDE_FORBIDDEN) == []


def test_duplicate_questions_after_folding_and_whitespace() -> None:
    g = golden(
        item("a", question="Apa syarat PT perorangan?", verified=True),
        item("b", question="apa  syarat\tpt PEROrangan?", verified=True),
        item("c", question="Apa syarat PT biasa?", verified=True),
    )
    (w,) = only(g, LintCode.DUPLICATE_QUESTION)
    assert w.item_id == "b"
    assert "'a'" in w.message


def test_unverified_items_get_one_summary_warning() -> None:
    g = golden(item("a"), item("b", question="lain?"), item("c", question="x?", verified=True))
    warnings = only(g, LintCode.UNVERIFIED)
    assert len(warnings) == 1
    assert warnings[0].item_id is None
    assert "2 of 3" in warnings[0].message
    assert lint(g)[-1].code is LintCode.UNVERIFIED


def test_lint_never_changes_matching() -> None:
    it = item("a", must_include=("PT",), must_not_include=("dan",))
    g = golden(it)
    before = fact_gate("Kapten dan badan", it.expected)
    assert lint(g)
    assert fact_gate("Kapten dan badan", it.expected) == before
    assert g.items == (it,)


def test_format_warnings_locates_each_warning_and_counts() -> None:
    g = golden(item("a", must_not_include=("PT",)))
    text = format_warnings(lint(g), "set.yaml")
    lines = text.splitlines()
    assert lines[0].startswith("set.yaml:1 [item a] short-token: ")
    assert any(line.startswith("set.yaml unverified: ") for line in lines)
    assert lines[-1] == f"{len(lint(g))} lint warnings"


def test_negation_examples_are_denials_a_correct_answer_would_write() -> None:
    cases = {
        "wajib akta notaris": ("tidak wajib akta notaris", "tidak lagi wajib akta notaris"),
        "Wajib akta notaris": ("tidak wajib akta notaris",),
        "akta notaris": ("tanpa akta notaris", "tidak memerlukan akta notaris"),
        "di pengadilan negeri": ("bukan di pengadilan negeri", "tidak lagi di pengadilan negeri"),
        "minimal dua orang pendiri": ("tidak perlu minimal dua orang pendiri",),
        "dikenakan biaya": ("tidak dikenakan biaya",),
        "required for every company": ("not required for every company",),
    }
    for phrase, expected in cases.items():
        g = golden(item("a", must_not_include=(phrase,), verified=True))
        (w,) = only(g, LintCode.NEGATION_TRAP)
        for example in expected:
            assert f"'{example}'" in w.message, (phrase, w.message)
        quoted = w.message.split("e.g. one saying ", 1)[1].split(", which", 1)[0]
        for example in quoted.split(" or "):
            # every example shown really is auto-failed by the phrase
            assert fact_gate(f"Jawaban: {example.strip(chr(39))}.", g.items[0].expected).forbidden


def test_phrases_a_denial_does_not_repeat_are_no_negation_trap() -> None:
    for phrase in ("masih berlaku selamanya", "sudah dihapus sejak 2020", "is mandatory for all"):
        g = golden(item("a", must_not_include=(phrase,), verified=True))
        assert LintCode.NEGATION_TRAP not in codes(g), phrase


def test_a_long_required_phrase_is_flagged_on_its_own_line() -> None:
    sentence = "pendiri harus warga negara Indonesia berusia 17 tahun"
    it = replace(
        item("a", must_include=("WNI", sentence), verified=True), must_include_lines=(5, 6)
    )
    (w,) = only(golden(it), LintCode.LONG_PHRASE)
    assert w.line == 6
    assert "8 words" in w.message and "rubric" in w.message
    six = "pendiri warga negara Indonesia 17 tahun"
    assert only(golden(item("a", must_include=(six,), verified=True)), LintCode.LONG_PHRASE) == []


def test_forbidden_phrase_warnings_point_at_the_phrases_line() -> None:
    it = replace(
        item("a", must_not_include=("minimal dua orang pendiri", "PT"), verified=True),
        line=10,
        must_not_include_lines=(14, 15),
    )
    lines = {(w.code, w.line) for w in lint(golden(it))}
    assert (LintCode.NEGATION_TRAP, 14) in lines
    assert (LintCode.SHORT_TOKEN, 15) in lines
    assert (LintCode.VERIFIED_WITH_WARNINGS, 10) in lines


def test_a_verified_item_without_rubric_is_flagged_and_an_unverified_one_is_not() -> None:
    bare = base_item("a", must_include=("WNI",), verified=True)
    assert codes(golden(bare)) == [LintCode.NO_RUBRIC]
    assert codes(golden(base_item("a", must_include=("WNI",)))) == [LintCode.UNVERIFIED]
    blank = base_item("a", must_include=("WNI",), rubric="  ", verified=True)
    assert codes(golden(blank)) == [LintCode.NO_RUBRIC]


def test_a_verified_item_with_open_warnings_is_flagged_naming_them() -> None:
    g = golden(item("a", must_not_include=("wajib akta notaris",), verified=True))
    (w,) = only(g, LintCode.VERIFIED_WITH_WARNINGS)
    assert "negation-trap" in w.message and "lint_ignore" in w.message
    unverified = golden(item("a", must_not_include=("wajib akta notaris",)))
    assert only(unverified, LintCode.VERIFIED_WITH_WARNINGS) == []


def test_lint_ignore_acknowledges_only_the_named_warnings() -> None:
    it = replace(
        item("a", must_not_include=("wajib akta notaris", "PT"), verified=True),
        lint_ignore=frozenset({"negation-trap"}),
    )
    warnings = lint(golden(it))
    by_code = {w.code: w.acknowledged for w in warnings}
    assert by_code[LintCode.NEGATION_TRAP] is True
    assert by_code[LintCode.SHORT_TOKEN] is False
    open_codes = [w.code for w in unacknowledged(warnings)]
    assert LintCode.NEGATION_TRAP not in open_codes
    assert LintCode.VERIFIED_WITH_WARNINGS in open_codes  # the short token is still open


def test_acknowledging_every_warning_leaves_nothing_for_strict() -> None:
    it = replace(
        item("a", must_not_include=("wajib akta notaris",), verified=True),
        lint_ignore=frozenset({"negation-trap"}),
    )
    warnings = lint(golden(it))
    assert [w.code for w in warnings] == [LintCode.NEGATION_TRAP]
    assert unacknowledged(warnings) == []
    text = format_warnings(warnings, "set.yaml").splitlines()
    assert text[0] == "set.yaml:1 [item a] negation-trap: acknowledged (lint_ignore)"
    assert text[-1] == "no lint warnings (1 more acknowledged with lint_ignore)"


def test_lint_ignore_changes_neither_matching_nor_the_contract() -> None:
    plain = item("a", must_not_include=("wajib akta notaris",), verified=True)
    acked = replace(plain, lint_ignore=frozenset({"negation-trap"}))
    assert acked == plain
    assert digest([acked]) == digest([plain])
    answer = "PT perorangan tidak wajib akta notaris."
    assert fact_gate(answer, acked.expected) == fact_gate(answer, plain.expected)
    assert fact_gate(answer, acked.expected).auto_fail


def test_only_item_level_warnings_can_be_acknowledged() -> None:
    assert "negation-trap" in ACKNOWLEDGEABLE
    assert "no-rubric" in ACKNOWLEDGEABLE
    assert "unverified" not in ACKNOWLEDGEABLE
    assert "verified-with-warnings" not in ACKNOWLEDGEABLE
    assert {c.value for c in LintCode} >= ACKNOWLEDGEABLE
