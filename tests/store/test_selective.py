"""Selective verdicts in both stores (docs/design.md §13.5): thresholds, SME verdicts, the queue."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goldeneval.goldenset import LabelValue
from goldeneval.model import (
    ItemResult,
    JudgeStatus,
    Outcome,
    SelectiveCalibration,
    StoreError,
    VerdictSource,
)
from goldeneval.store import AnswerKey, Store, StoredLabel
from goldeneval.verdict import answer_digest

from .helpers import result, start

SUITE = "tanya-prod"
OLD_RULES = "sha256:" + "1" * 64
NEW_RULES = "sha256:" + "2" * 64


def _threshold(**kw: object) -> SelectiveCalibration:
    values: dict[str, object] = {
        "suite": SUITE,
        "judge_model": "qwen2.5-32b",
        "prompt_digest": "sha256:" + "d" * 64,
        "votes": 3,
        "target": 0.9,
        "risk": 0.1,
        "threshold": 2 / 3,
        "coverage": 0.8125,
        "labels": 120,
        "agreement": 0.958333333333,
        "calibrated_at": 1_764_547_200.5,
    }
    values.update(kw)
    return SelectiveCalibration(**values)  # type: ignore[arg-type]


def _latest(store: Store, **kw: object) -> SelectiveCalibration | None:
    key: dict[str, object] = {"votes": 3, "target": 0.9, "risk": 0.1}
    key.update(kw)
    return store.latest_threshold(SUITE, "qwen2.5-32b", "sha256:" + "d" * 64, **key)  # type: ignore[arg-type]


def test_the_newest_threshold_of_the_exact_settings_is_read_back(store: Store) -> None:
    assert _latest(store) is None
    older = _threshold(threshold=1.0, calibrated_at=1.0)
    newer = _threshold()
    store.record_threshold(older)
    store.record_threshold(newer)
    store.record_threshold(_threshold(target=0.95, threshold=1.0))
    assert _latest(store) == newer
    assert _latest(store, target=0.95) == _threshold(target=0.95, threshold=1.0)
    # Another vote count, risk, prompt or suite has its own thresholds.
    assert _latest(store, votes=5) is None
    assert _latest(store, risk=0.05) is None
    assert (
        store.latest_threshold(SUITE, "qwen2.5-32b", "sha256:x", votes=3, target=0.9, risk=0.1)
        is None
    )


def test_a_calibration_without_threshold_retires_the_older_one(store: Store) -> None:
    store.record_threshold(_threshold())
    failed = _threshold(threshold=None, coverage=0.0, agreement=None, calibrated_at=2e9)
    store.record_threshold(failed)
    found = _latest(store)
    assert found == failed and found is not None and found.threshold is None


def test_the_store_refuses_a_threshold_outside_its_range(store: Store) -> None:
    with pytest.raises(StoreError):
        store.record_threshold(_threshold(target=1.5))


def _escalated(run_id: str, item_id: str, **kw: object) -> ItemResult:
    """An escalated result: the judge answered (ok), its votes split (confidence ⅔)."""
    answer = f"Jawaban untuk {item_id}."
    values: dict[str, object] = {
        "answer": answer,
        "answer_sha256": answer_digest(answer),
        "contract_digest": OLD_RULES,
        "confidence": 2 / 3,
        "correctness": 0.6,
        "judge_pass": True,
    }
    values.update(kw)
    return result(run_id, item_id, Outcome.ESCALATED, JudgeStatus.OK, **values)


def test_an_escalated_result_keeps_its_confidence_and_is_never_a_baseline(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", Outcome.PASSED, confidence=1.0)])
    store.begin_run(start("r2"))
    escalated = _escalated("r2", "a", verdict_source=VerdictSource.JUDGED)
    store.save_results([escalated])
    assert store.results("r2") == [escalated]
    assert store.final_results("r2") == {"a": escalated}
    r2 = store.get_run("r2")
    assert r2 is not None
    base = store.baselines(SUITE, r2.seq + 1, ["a"])["a"]
    assert base.run_id == "r1" and base.passed


def test_a_verdict_an_sme_gave_round_trips(store: Store) -> None:
    store.begin_run(start("r1"))
    sme = result(
        "r1",
        "a",
        Outcome.FAILED,
        answer_sha256=answer_digest("Jawaban untuk a."),
        verdict_source=VerdictSource.SME,
        verdict_run_id="r0",
    )
    store.save_results([sme])
    store.save_reference_results([replace(sme, item_id="b")])
    assert store.results("r1") == [sme]
    assert store.reference_results("r1") == [replace(sme, item_id="b")]


def _label(
    item_id: str, answer: str, contract: str | None, label: LabelValue = "fail"
) -> StoredLabel:
    return StoredLabel(
        SUITE,
        item_id,
        answer_digest(answer),
        "r1",
        label,
        None,
        1_700_000_100.0,
        contract,
    )


def test_an_sme_label_decides_only_its_exact_answer_and_expectations(store: Store) -> None:
    store.save_labels(
        [
            _label("a", "jawaban A", OLD_RULES),
            _label("b", "jawaban B", OLD_RULES, "pass"),
            _label("c", "jawaban C", None),  # kept before 0006, its result gone
        ]
    )
    asked = [
        AnswerKey("a", answer_digest("jawaban A"), OLD_RULES),  # the labelled answer
        AnswerKey("b", answer_digest("jawaban B berubah"), OLD_RULES),  # the answer changed
        AnswerKey("c", answer_digest("jawaban C"), OLD_RULES),
    ]
    found = store.sme_labels(SUITE, asked)
    assert list(found) == ["a"]
    assert (found["a"].label, found["a"].contract_digest) == ("fail", OLD_RULES)
    # The expectations changed: the label no longer decides the same answer.
    assert store.sme_labels(SUITE, [AnswerKey("a", answer_digest("jawaban A"), NEW_RULES)]) == {}
    assert store.sme_labels("other-suite", asked) == {}
    assert store.sme_labels(SUITE, []) == {}
    # Calibration reads the new field too.
    assert {x.label.contract_digest for x in store.labelled_answers(SUITE)} == {OLD_RULES, None}


def test_a_run_asks_once_whether_any_label_can_decide(store: Store) -> None:
    assert not store.has_sme_labels(SUITE)
    store.save_labels([_label("c", "jawaban C", None)])  # no contract digest: decides nothing
    assert not store.has_sme_labels(SUITE)
    store.save_labels([_label("a", "jawaban A", OLD_RULES)])
    assert store.has_sme_labels(SUITE) and not store.has_sme_labels("other-suite")


def test_the_review_queue_is_the_escalated_answers_no_sme_has_labelled(store: Store) -> None:
    store.begin_run(start("r1"))

    rows = [_escalated("r1", "z", set_line=1), _escalated("r1", "a", set_line=3)]
    rows.append(_escalated("r1", "m", set_line=2))
    rows.append(result("r1", "passed", Outcome.PASSED, contract_digest=OLD_RULES, set_line=4))
    store.save_results(rows)
    assert [r.item_id for r in store.review_queue("r1")] == ["z", "m", "a"]
    assert store.review_queue_size("r1") == 3  # the count the workbench shows, by one query
    # Labelled: out of the queue. Labelled under other expectations: still in it.
    store.save_labels(
        [_label("m", "Jawaban untuk m.", OLD_RULES), _label("a", "Jawaban untuk a.", NEW_RULES)]
    )
    queue = store.review_queue("r1")
    assert [r.item_id for r in queue] == ["z", "a"]
    assert queue[0].confidence == pytest.approx(2 / 3)
    assert store.review_queue_size("r1") == 2
    assert store.review_queue("no-such-run") == []
    assert store.review_queue_size("no-such-run") == 0


def test_a_run_keeps_its_escalations_and_the_threshold_it_applied(store: Store) -> None:
    store.begin_run(start("r1"))
    assert store.run_escalations("r1") is None
    store.record_escalations("r1", 9, _threshold())
    assert store.run_escalations("r1") == (9, _threshold())
    assert store.run_escalations("no-such-run") is None
    with pytest.raises(StoreError, match="no-such-run"):
        store.record_escalations("no-such-run", 1, _threshold())
