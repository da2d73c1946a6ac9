"""How far a judge agrees with the SMEs: the record a run reports and the gate reads."""

from __future__ import annotations

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
