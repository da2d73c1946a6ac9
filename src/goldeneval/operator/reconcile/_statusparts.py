"""The pieces of a GoldenRun status (docs/design.md §9): the golden set, regressions,
the judge's calibration, compare mode's pairs and the per-surface figures, each with its
status shape.

``_status`` assembles them into the status record and its transitions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from goldeneval.model import COUNT_FIELDS, SURFACES, Counts, Surface, SurfaceFigures
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


@dataclass(frozen=True)
class SurfaceStatus:
    """One surface's figures in ``status.surfaces`` (docs/design.md §5, summed over shards)."""

    surface: Surface
    """``public`` or ``internal`` (the key under ``status.surfaces``)."""
    counts: Counts
    """The surface's result counts."""
    pass_rate: str | None
    """``passed / scored`` as a decimal string; None when nothing of it was scored."""
    coverage: str | None
    """``scored / drivable`` as a decimal string; None when it was not evaluated."""
    meets_floor: bool | None
    """It reached the pass-rate floor (False: it cannot; None: not evaluated or not known)."""
    meets_coverage: bool | None
    """Enough of it was scored (None: not evaluated)."""

    @classmethod
    def of(cls, f: SurfaceFigures) -> SurfaceStatus:
        """From the figures the gate recomputed on the summed shard counts."""
        c = f.counts
        return cls(
            surface=f.surface,
            counts=c,
            pass_rate=None if c.pass_rate is None else format_ratio(c.pass_rate),
            coverage=None if c.coverage is None else format_ratio(c.coverage),
            meets_floor=f.meets_floor,
            meets_coverage=f.meets_coverage,
        )

    @property
    def evaluated(self) -> bool:
        """At least one of its items was driven."""
        return self.counts.drivable > 0

    def to_dict(self) -> dict[str, Any]:
        """The status shape (unknown values are left out, as the CRD schema says)."""
        out: dict[str, Any] = {**self.counts.to_dict(), "evaluated": self.evaluated}
        optional = (
            ("passRate", self.pass_rate),
            ("coverage", self.coverage),
            ("meetsFloor", self.meets_floor),
            ("meetsCoverage", self.meets_coverage),
        )
        out.update((k, v) for k, v in optional if v is not None)
        return out

    @classmethod
    def from_dict(cls, surface: Surface, d: Any) -> SurfaceStatus | None:
        """Read back leniently (a status written by another version); None when not a mapping."""
        if not isinstance(d, Mapping):
            return None
        counts = Counts(**{n: _whole(d.get(n)) for n in COUNT_FIELDS})

        def text(key: str) -> str | None:
            value = d.get(key)
            return value if isinstance(value, str) else None

        def flag(key: str) -> bool | None:
            value = d.get(key)
            return value if isinstance(value, bool) else None

        return cls(
            surface,
            counts,
            text("passRate"),
            text("coverage"),
            flag("meetsFloor"),
            flag("meetsCoverage"),
        )


def surfaces_dict(surfaces: tuple[SurfaceStatus, ...] | None) -> dict[str, Any] | None:
    """``status.surfaces``: an object keyed by surface (None: not known)."""
    if surfaces is None:
        return None
    return {s.surface: s.to_dict() for s in surfaces}


def surfaces_from(d: Any) -> tuple[SurfaceStatus, ...] | None:
    """``status.surfaces`` read back; None when absent or not an object."""
    if not isinstance(d, Mapping):
        return None
    read = (SurfaceStatus.from_dict(s, d.get(s)) for s in SURFACES)
    return tuple(s for s in read if s is not None)


def _whole(value: Any) -> int:
    """A count read leniently: anything but a non-negative whole number is 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
