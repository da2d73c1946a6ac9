"""The pieces of a GoldenRun status (docs/design.md §9): the golden set, regressions,
the judge's calibration and compare mode's pairs, each with its status shape.

``_status`` assembles them into the status record and its transitions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from goldeneval.operator.reconcile._conditions import rfc3339
from goldeneval.verdict import ShardCalibration


def format_ratio(value: float) -> str:
    """A ratio as the decimal string the status carries (``0.875``)."""
    return f"{value:.3f}"


@dataclass(frozen=True)
class SetSummary:
    """What the operator knows about the golden set of a run."""

    source: str
    """``configmap/<name>/<key>`` or ``inline``."""
    items: int
    """Items in the set."""
    unverified: int
    """``verified: false`` items in the set."""
    digest: str
    """``sha256:`` digest of the set's items."""

    def to_dict(self) -> dict[str, Any]:
        """The status shape."""
        return {
            "source": self.source,
            "items": self.items,
            "unverified": self.unverified,
            "digest": self.digest,
        }


@dataclass(frozen=True)
class RegressionSummary:
    """Regression counts of a run, with the first ids (the counts stay exact)."""

    verified: int = 0
    """Verified items that regressed (these fail the gate)."""
    unverified: int = 0
    """Unverified items that regressed (reported only)."""
    verified_ids: tuple[str, ...] = ()
    """First ids of verified regressions."""
    unverified_ids: tuple[str, ...] = ()
    """First ids of unverified regressions."""

    def to_dict(self) -> dict[str, Any]:
        """The status shape."""
        return {
            "verified": self.verified,
            "unverified": self.unverified,
            "verifiedIds": list(self.verified_ids),
            "unverifiedIds": list(self.unverified_ids),
        }


@dataclass(frozen=True)
class CalibrationSummary:
    """The judge's latest calibration for the run's suite, model and prompt (status shape)."""

    model: str
    """The calibrated judge model."""
    kappa: str | None
    """Cohen's κ as a decimal string (the API avoids floats); None when undefined."""
    labels: int
    """How many labelled answers the κ rests on."""
    calibrated_at: str
    """RFC 3339 time the calibration was stored."""

    @classmethod
    def of(cls, c: ShardCalibration) -> CalibrationSummary:
        """From what the shards reported."""
        kappa = None if c.kappa is None else format_ratio(c.kappa)
        at = datetime.fromtimestamp(c.calibrated_at, UTC)
        return cls(model=c.model, kappa=kappa, labels=c.labels, calibrated_at=rfc3339(at))

    def to_dict(self) -> dict[str, Any]:
        """The status shape (an undefined κ is left out, as the CRD schema says)."""
        out: dict[str, Any] = {"model": self.model, "labels": self.labels}
        if self.kappa is not None:
            out["kappa"] = self.kappa
        out["calibratedAt"] = self.calibrated_at
        return out

    @classmethod
    def from_dict(cls, d: Any) -> CalibrationSummary | None:
        """Read back; None when it is missing or not the shape this operator writes."""
        if not isinstance(d, Mapping):
            return None
        model, kappa, labels = d.get("model"), d.get("kappa"), d.get("labels")
        at = d.get("calibratedAt")
        if not isinstance(model, str) or not model or not isinstance(at, str):
            return None
        if isinstance(labels, bool) or not isinstance(labels, int):
            return None
        return cls(model, kappa if isinstance(kappa, str) else None, labels, at)


@dataclass(frozen=True)
class ComparisonSummary:
    """Compare mode: the candidate against the reference (docs/design.md §5.1), summed over shards."""

    paired: int = 0
    """Drivable items scored on both sides."""
    same: int = 0
    """Pairs with the same outcome."""
    worse: int = 0
    """Pairs the reference passed and the candidate failed."""
    better: int = 0
    """Pairs the reference failed and the candidate passed."""
    unpaired: int = 0
    """Drivable items not scored on at least one side."""
    verified_worse: int = 0
    """Verified worse items (these fail the gate)."""
    verified_worse_ids: tuple[str, ...] = ()
    """First ids of the verified worse items."""
    mcnemar_p: str = "1.0000"
    """McNemar's exact p of the discordant pairs, as a decimal string (the API avoids floats)."""

    def to_dict(self) -> dict[str, Any]:
        """The status shape."""
        return {
            "paired": self.paired,
            "same": self.same,
            "worse": self.worse,
            "better": self.better,
            "unpaired": self.unpaired,
            "verifiedWorse": self.verified_worse,
            "verifiedWorseIds": list(self.verified_worse_ids),
            "mcnemarP": self.mcnemar_p,
        }

    @classmethod
    def from_dict(cls, d: Any) -> ComparisonSummary | None:
        """Read back leniently (a status written by another version); None when absent."""
        if not isinstance(d, Mapping):
            return None
        return cls(
            **{
                f: int(d.get(k) or 0)
                for f, k in (
                    ("paired", "paired"),
                    ("same", "same"),
                    ("worse", "worse"),
                    ("better", "better"),
                    ("unpaired", "unpaired"),
                    ("verified_worse", "verifiedWorse"),
                )
            },
            verified_worse_ids=tuple(str(x) for x in d.get("verifiedWorseIds") or ()),
            mcnemar_p=str(d.get("mcnemarP") or "1.0000"),
        )
