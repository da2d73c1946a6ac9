"""Builders shared by the store tests."""

from __future__ import annotations

from typing import Any

from goldeneval.model import ItemResult, JudgeStatus, Outcome
from goldeneval.store import RunStart


def start(run_id: str, suite: str = "tanya-prod", **kw: Any) -> RunStart:
    """A RunStart with plausible defaults."""
    values: dict[str, Any] = {
        "run_id": run_id,
        "suite": suite,
        "set_digest": "sha256:" + "ab" * 32,
        "set_source": "deploy/golden/golden-set.yaml",
        "started_at": 1_700_000_000.25,
        "min_pass_rate": 0.8,
        "pass_threshold": 0.7,
        "allow_unverified": False,
        "unverified_items": 2,
    }
    values.update(kw)
    return RunStart(**values)


def result(
    run_id: str,
    item_id: str,
    outcome: Outcome = Outcome.PASSED,
    judge_status: JudgeStatus | None = None,
    **kw: Any,
) -> ItemResult:
    """An ItemResult whose judge_status follows the outcome unless given."""
    if judge_status is None:
        judge_status = {
            Outcome.PASSED: JudgeStatus.OK,
            Outcome.FAILED: JudgeStatus.OK,
            Outcome.ERRORED: JudgeStatus.ERROR,
            Outcome.SKIPPED: JudgeStatus.SKIPPED,
        }[outcome]
    values: dict[str, Any] = {
        "run_id": run_id,
        "item_id": item_id,
        "surface": "internal" if outcome is Outcome.SKIPPED else "public",
        "domain": "pt-perorangan",
        "verified": True,
        "question": f"Pertanyaan {item_id}?",
        "outcome": outcome,
        "judge_status": judge_status,
    }
    if outcome is Outcome.ERRORED:
        values["error"] = "chatbot: HTTP 503"
    elif outcome is not Outcome.SKIPPED:
        values["answer"] = f"Jawaban untuk {item_id}."
        values["correctness"] = 0.9 if outcome is Outcome.PASSED else 0.2
        values["judge_pass"] = outcome is Outcome.PASSED
    values.update(kw)
    return ItemResult(**values)
