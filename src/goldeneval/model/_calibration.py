"""How far a judge agrees with the SMEs: the records a run reports and the gate reads."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class JudgeCalibration:
    """The latest stored calibration of one judge (model and prompt) on one suite.

    Written by ``goldeneval calibrate``; every run states it (text, JSON, HTML)
    and ``judge.min_agreement`` gates on it before any chatbot call.
    """

    suite: str
    """The suite whose SME labels the judge was measured against."""
    judge_model: str
    """The judge model that was measured (as configured, e.g. ``qwen2.5-32b-instruct``)."""
    prompt_digest: str
    """Digest of the judge prompt measured; a prompt change needs a new calibration."""
    kappa: float | None
    """Cohen's κ of the judge's item verdicts against the SME labels; None when
    undefined (every label or every verdict the same, so chance agreement is 1)."""
    kappa_ci: tuple[float, float] | None
    """Its 95 % interval, or None with ``kappa``."""
    labels: int
    """How many labelled answers were judged (the κ's n)."""
    calibrated_at: float
    """Unix time the calibration was stored."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": self.suite,
            "judge_model": self.judge_model,
            "prompt_digest": self.prompt_digest,
            "kappa": self.kappa,
            "kappa_ci": None if self.kappa_ci is None else list(self.kappa_ci),
            "labels": self.labels,
            "calibrated_at": self.calibrated_at,
        }


@dataclass(frozen=True)
class SelectiveCalibration:
    """A stored threshold λ (docs/design.md §13.5): what ``calibrate --target-agreement`` chose.

    A run with ``judge.target_agreement`` reads the newest one for its suite,
    judge model, prompt, vote count, target and risk; a ``threshold`` of None
    (nothing passed) leaves it without a usable λ.
    """

    suite: str
    """The suite whose SME labels λ was chosen on."""
    judge_model: str
    """The judge model (or the panel's models, as configured) the labels were judged by."""
    prompt_digest: str
    """Digest of the judge prompt; a prompt change needs a new λ."""
    votes: int
    """Votes per verdict (``judge.samples`` or the panel's size): confidences depend on it."""
    target: float
    """The SME agreement promised for verdicts at or above λ."""
    risk: float
    """The chance the promise fails."""
    threshold: float | None
    """λ, or None when no threshold of the grid passed (every verdict would be escalated)."""
    coverage: float
    """Share of the labelled verdicts at or above λ."""
    labels: int
    """Labelled verdicts λ was chosen on (the test's n)."""
    agreement: float | None
    """Observed agreement of the labelled verdicts at or above λ."""
    calibrated_at: float
    """Unix time λ was stored."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": self.suite,
            "judge_model": self.judge_model,
            "prompt_digest": self.prompt_digest,
            "votes": self.votes,
            "target": self.target,
            "risk": self.risk,
            "threshold": self.threshold,
            "coverage": self.coverage,
            "labels": self.labels,
            "agreement": self.agreement,
            "calibrated_at": self.calibrated_at,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SelectiveCalibration:
        return cls(
            suite=str(d["suite"]),
            judge_model=str(d["judge_model"]),
            prompt_digest=str(d["prompt_digest"]),
            votes=int(d["votes"]),
            target=float(d["target"]),
            risk=float(d["risk"]),
            threshold=None if d.get("threshold") is None else float(d["threshold"]),
            coverage=float(d["coverage"]),
            labels=int(d["labels"]),
            agreement=None if d.get("agreement") is None else float(d["agreement"]),
            calibrated_at=float(d["calibrated_at"]),
        )
