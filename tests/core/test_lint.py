"""Lint warnings (docs/design.md §3): what they flag, and that they never change matching."""

from __future__ import annotations

from goldeneval._goldenset import digest
from goldeneval._lint import LintCode, LintWarning, format_warnings, lint
from goldeneval._models import GoldenSet, Item
from goldeneval._scoring import fact_gate

from .factories import item


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
    assert codes(g) == [LintCode.COMMON_WORD]
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
    assert codes(g) == [LintCode.INSIDE_WORDS]
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


def test_required_and_forbidden_overlap_is_flagged() -> None:
    same = golden(
        item("a", must_include=("Akta Notaris",), must_not_include=("akta notaris",), verified=True)
    )
    (w,) = only(same, LintCode.REQUIRED_AND_FORBIDDEN)
    assert "no answer can pass" in w.message
    contained = golden(
        item(
            "a",
            must_include=("tidak wajib akta notaris",),
            must_not_include=("wajib akta",),
            verified=True,
        )
    )
    (w,) = only(contained, LintCode.REQUIRED_AND_FORBIDDEN)
    assert "no answer can pass" in w.message
    part = golden(
        item("a", must_include=("akta",), must_not_include=("wajib akta notaris",), verified=True)
    )
    (w,) = only(part, LintCode.REQUIRED_AND_FORBIDDEN)
    assert "part of" in w.message


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
