"""Labels and calibrations in both stores (docs/design.md §13)."""

from __future__ import annotations

from goldeneval.model import JudgeCalibration
from goldeneval.store import Store, StoredLabel
from goldeneval.verdict import answer_digest
from tests.store.helpers import result, start


def _label(
    run_id: str, item_id: str, answer: str, label: str = "pass", **kw: object
) -> StoredLabel:
    values: dict[str, object] = {
        "suite": "tanya-prod",
        "item_id": item_id,
        "answer_sha256": answer_digest(answer),
        "run_id": run_id,
        "label": label,
        "note": None,
        "labelled_at": 1_700_000_100.0,
    }
    values.update(kw)
    return StoredLabel(**values)  # type: ignore[arg-type]


def test_a_label_follows_its_exact_answer(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", answer="old answer"), result("r1", "b")])
    store.begin_run(start("r2"))
    store.save_results([result("r2", "a", answer="new answer")])
    store.save_labels([_label("r1", "a", "old answer", "fail", note="wrong fee ∅\x00")])
    found = store.labelled_answers("tanya-prod")
    assert len(found) == 1
    got = found[0]
    assert got.label.label == "fail" and got.label.note == "wrong fee ∅\ufffd"
    assert got.result is not None
    assert (got.result.run_id, got.result.answer) == ("r1", "old answer")
    # A label claiming run r2 for the old answer's digest finds no result:
    # r2's answer is another one, and a label never applies to it.
    store.save_labels([_label("r2", "a", "old answer", "pass")])
    (again,) = store.labelled_answers("tanya-prod")
    assert again.label.run_id == "r2" and again.label.label == "pass"
    assert again.result is None
    assert store.labelled_answers("another-suite") == []


def test_labels_of_two_answers_of_one_item_are_two_labels(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", answer="one")])
    store.begin_run(start("r2"))
    store.save_results([result("r2", "a", answer="two")])
    store.save_labels([_label("r1", "a", "one", "pass"), _label("r2", "a", "two", "fail")])
    found = {x.label.run_id: x for x in store.labelled_answers("tanya-prod")}
    assert {k: (v.label.label, v.result and v.result.answer) for k, v in found.items()} == {
        "r1": ("pass", "one"),
        "r2": ("fail", "two"),
    }


def test_latest_calibration_per_judge_and_prompt(store: Store) -> None:
    assert store.latest_calibration("tanya-prod", "qwen", "sha256:p") is None

    def cal(kappa: float | None, at: float, model: str = "qwen") -> JudgeCalibration:
        ci = None if kappa is None else (kappa - 0.1, kappa + 0.1)
        return JudgeCalibration("tanya-prod", model, "sha256:p", kappa, ci, 80, at)

    store.record_calibration(cal(0.41, 1000.0), {"judge_agreement": {"kappa": 0.41}})
    store.record_calibration(cal(0.72, 2000.0), {"judge_agreement": {"kappa": 0.72}})
    store.record_calibration(cal(None, 3000.0, "llama"), {"judge_agreement": {"kappa": None}})
    latest = store.latest_calibration("tanya-prod", "qwen", "sha256:p")
    assert latest == cal(0.72, 2000.0)
    assert store.latest_calibration("tanya-prod", "llama", "sha256:p") == cal(None, 3000.0, "llama")
    assert store.latest_calibration("tanya-prod", "qwen", "sha256:other") is None
    assert store.latest_calibration("other", "qwen", "sha256:p") is None
