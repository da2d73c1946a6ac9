"""Verdict records (docs/design.md §4-§5): the three outcomes, verdict sources, judge samples.

Kept apart from :mod:`goldeneval.model`, which builds on them, so the
records of verdict integrity live in one place; ``_models`` re-exports them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any


class Verdict(StrEnum):
    """The three outcomes of a run (docs/design.md §5); the CLI's exit code follows it."""

    PASSED = "passed"
    FAILED = "failed"
    NO_VERDICT = "no_verdict"


class VerdictSource(StrEnum):
    """Where an item's judge verdict came from (docs/design.md §4)."""

    JUDGED = "judged"
    """The judge was asked in this run."""
    REUSED = "reused"
    """An earlier run's verdict on the same answer, contract, model and prompt."""
    SME = "sme"
    """An SME's stored label of this exact answer under this contract (§13.5): no judge call."""


@dataclass(frozen=True)
class JudgeSample:
    """One answer of the judge about one item (a confirmed verdict has several)."""

    correctness: float
    """The sample's correctness in [0, 1]."""
    passed: bool
    """Whether this sample alone would pass the item (judge pass and correctness ≥ threshold)."""

    def to_dict(self) -> dict[str, Any]:
        return {"correctness": self.correctness, "pass": self.passed}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> JudgeSample:
        return cls(correctness=float(d["correctness"]), passed=bool(d["pass"]))


def samples_from(value: Any) -> tuple[JudgeSample, ...]:
    """Samples from their JSON list form (the store, ``--json``)."""
    return tuple(JudgeSample.from_dict(x) for x in value or ())


def tally_line(samples: Sequence[JudgeSample]) -> str | None:
    """``judge 1/5 pass`` for a verdict decided by several samples; None for a single one."""
    if len(samples) < 2:
        return None
    return f"judge {sum(1 for x in samples if x.passed)}/{len(samples)} pass"


@dataclass(frozen=True)
class ExpectationChange:
    """An item whose contract changed since its baseline: this run is its new baseline."""

    item_id: str
    """The golden item's id."""
    baseline_run_id: str
    """The run judged against the old expectations."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
