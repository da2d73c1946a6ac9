"""The fact gate and the item pass rule (docs/design.md §4, normative)."""

from __future__ import annotations

import pytest

from goldeneval.goldenset._matching import contains, fold
from goldeneval.model import Expected, JudgeStatus, Outcome
from goldeneval.verdict._scoring import (
    JudgeVerdict,
    errored_result,
    fact_gate,
    score,
    skipped_result,
)

from .factories import RUN, item

ANSWER = "Pendiri harus WNI, berusia minimal 17 tahun, dan PT didirikan oleh satu orang."


def test_fact_gate_is_case_insensitive() -> None:
    gate = fact_gate("pendiri harus wni.", Expected(must_include=("WNI",)))
    assert not gate.auto_fail
    gate = fact_gate("TIDAK WAJIB AKTA NOTARIS", Expected(must_not_include=("wajib akta notaris",)))
    assert gate.forbidden == ("wajib akta notaris",)


def test_fact_gate_uses_casefold_not_lower() -> None:
    # "ß".lower() stays "ß" but casefolds to "ss": only casefold matches "STRASSE".
    assert fold("Straße") == "strasse"
    assert contains("STRASSE 1", "straße")
    assert not fact_gate("Alamat: STRASSE 1", Expected(must_include=("Straße",))).auto_fail


def test_fact_gate_matches_substrings_without_word_boundaries() -> None:
    # The documented caveat: "PT" is found inside "kapten" and "tidak" inside "ketidakpastian".
    gate = fact_gate("Sang kapten menjawab.", Expected(must_not_include=("PT",)))
    assert gate.forbidden == ("PT",)
    gate = fact_gate("ada ketidakpastian", Expected(must_include=("tidak",)))
    assert not gate.auto_fail


def test_fact_gate_does_not_stem() -> None:
    gate = fact_gate("Dokumen didaftarkan.", Expected(must_include=("pendaftaran",)))
    assert gate.missing == ("pendaftaran",)


def test_fact_gate_records_every_offending_phrase_in_order() -> None:
    expected = Expected(
        must_include=("WNI", "akta pendirian", "satu orang", "modal dasar"),
        must_not_include=("wajib akta notaris", "dua orang", "17 tahun"),
    )
    gate = fact_gate(ANSWER, expected)
    assert gate.missing == ("akta pendirian", "modal dasar")
    assert gate.forbidden == ("17 tahun",)
    assert gate.phrases == ("akta pendirian", "modal dasar", "17 tahun")
    assert gate.reason == (
        'missing "akta pendirian"; missing "modal dasar"; forbidden "17 tahun" present'
    )


def test_fact_gate_passes_with_empty_lists() -> None:
    gate = fact_gate("apa saja", Expected())
    assert not gate.auto_fail
    assert gate.reason is None


def gate_for(answer: str, it=None):
    it = it or item(must_include=("WNI",), must_not_include=("wajib akta notaris",))
    return it, fact_gate(answer, it.expected)


@pytest.mark.parametrize(
    ("correctness", "judge_pass", "outcome"),
    [
        (0.9, True, Outcome.PASSED),
        (0.7, True, Outcome.PASSED),  # exactly at the threshold passes
        (0.69, True, Outcome.FAILED),  # below the threshold fails despite judge pass
        (1.0, False, Outcome.FAILED),  # the judge's own fail fails
    ],
)
def test_item_pass_rule(correctness: float, judge_pass: bool, outcome: Outcome) -> None:
    it, gate = gate_for("Pendiri harus WNI.")
    r = score(
        it, RUN, "Pendiri harus WNI.", gate, JudgeVerdict(correctness, judge_pass, "r"), None, 0.7
    )
    assert r.outcome is outcome
    assert r.judge_status is JudgeStatus.OK
    assert r.is_scored
    assert r.correctness == correctness


def test_failing_reason_names_the_threshold_or_the_judge() -> None:
    it, gate = gate_for("Pendiri harus WNI.")
    low = score(it, RUN, "x WNI", gate, JudgeVerdict(0.5, True, "ok-ish"), None, 0.7)
    assert "0.50 < threshold 0.70" in low.reason
    judged = score(it, RUN, "x WNI", gate, JudgeVerdict(0.9, False, "salah"), None, 0.7)
    assert "salah" in judged.reason


def test_auto_fail_beats_a_perfect_judge() -> None:
    answer = "Pendiri WNI; tidak wajib akta notaris."
    it, gate = gate_for(answer)
    r = score(it, RUN, answer, gate, JudgeVerdict(1.0, True, "benar"), None, 0.7)
    assert r.outcome is Outcome.FAILED
    assert r.auto_fail == ("wajib akta notaris",)
    assert 'forbidden "wajib akta notaris" present' in r.reason
    assert r.is_scored


def test_auto_fail_with_judge_error_is_scored_and_failed() -> None:
    answer = "Pendiri bebas."
    it, gate = gate_for(answer)
    r = score(it, RUN, answer, gate, None, "judge timed out", 0.7)
    assert r.outcome is Outcome.FAILED
    assert r.judge_status is JudgeStatus.ERROR
    assert r.auto_fail == ("WNI",)
    assert r.is_scored


def test_judge_error_without_auto_fail_is_errored_outside_the_denominator() -> None:
    answer = "Pendiri harus WNI."
    it, gate = gate_for(answer)
    r = score(it, RUN, answer, gate, None, "judge reply was not a verdict", 0.7)
    assert r.outcome is Outcome.ERRORED
    assert r.judge_status is JudgeStatus.ERROR
    assert not r.is_scored
    assert "not a verdict" in r.reason
    assert not r.is_final  # a rerun drives it again


def test_judge_not_asked_for_an_auto_fail_is_still_a_scored_fail() -> None:
    answer = "Pendiri bebas."
    it, gate = gate_for(answer)
    r = score(it, RUN, answer, gate, None, None, 0.7, judge_asked=False)
    assert r.outcome is Outcome.FAILED
    assert r.judge_status is JudgeStatus.SKIPPED
    assert r.is_scored


def test_internal_items_are_skipped_without_calls() -> None:
    r = skipped_result(item(surface="internal"), RUN)
    assert r.outcome is Outcome.SKIPPED
    assert r.judge_status is JudgeStatus.SKIPPED
    assert r.answer is None
    assert not r.is_scored


def test_chatbot_error_is_errored_with_reason() -> None:
    r = errored_result(item(), RUN, "HTTP 502 after 4 attempts")
    assert r.outcome is Outcome.ERRORED
    assert r.judge_status is JudgeStatus.ERROR
    assert "HTTP 502" in r.reason
    assert not r.is_scored
