"""The records of one item's verdict: how verdicts are obtained in a run, and what one
item got (docs/design.md §4, §13.5); :mod:`._verdicts` obtains them."""

from __future__ import annotations

from dataclasses import dataclass

from goldeneval.model import JudgeSample, VerdictSource
from goldeneval.verdict import JudgeVerdict


@dataclass(frozen=True)
class VerdictSettings:
    """How verdicts are obtained in one run."""

    run_id: str
    """The asking run."""
    suite: str
    """Reuse never crosses suites."""
    pass_threshold: float
    """Item correctness threshold (a sample passes at or above it, with the judge's pass)."""
    judge_model: str
    """The model every call names."""
    prompt_digest: str
    """The judge prompt digest of this run."""
    borderline: float = 0.1
    """Confirm verdicts with correctness this close to the threshold."""
    samples: int = 7
    """Odd size of a confirmation's majority vote (1 turns confirmation off)."""
    reuse_max_age_days: float = 30.0
    """Reuse judgements up to this old (0 turns reuse off)."""
    rejudge: bool = False
    """Never reuse: ask afresh."""
    threshold: float | None = None
    """λ of selective verdicts (§13.5): every judged verdict is the majority of ``samples``
    votes with early stop, escalated below λ; None turns escalation off."""


@dataclass(frozen=True)
class Judgement:
    """The verdict for one item and where it came from."""

    verdict: JudgeVerdict | None
    """The verdict; None when the judge could not give one."""
    error: str | None = None
    """Why there is no verdict."""
    source: VerdictSource | None = None
    """judged or reused (None without a verdict)."""
    source_run_id: str | None = None
    """The run whose judgement was reused."""
    source_by: str | None = None
    """Who gave an SME label's verdict (the label's ``labelled_by``)."""
    samples: tuple[JudgeSample, ...] = ()
    """Every sample behind the verdict."""
    escalated: bool = False
    """The verdict's confidence is below λ: an SME decides (§13.5)."""
