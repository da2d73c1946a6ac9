"""What one shard pod reports to the operator: :class:`ShardSummary`, bounded to fit a
termination message, and read back defensively (it crosses a process boundary);
:class:`ShardNoVerdict` when the pod ends without one for a cause the run's status names.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from goldeneval.model import (
    COUNT_FIELDS,
    DEFAULT_MIN_COVERAGE,
    SURFACES,
    Comparison,
    Counts,
    RunCost,
    Surface,
    VerdictSource,
)

SHARD_SUMMARY_MAX_BYTES = 4096
"""Kubernetes keeps at most this much of a termination message."""
SHARD_SUMMARY_MAX_IDS = 20
"""Regression ids listed in a shard summary; the counts stay exact."""
CALIBRATION_MODEL_MAX_CHARS = 253
"""Longest judge model name a shard summary reports a calibration for (a cut name would
label the metric with a model that does not exist, so a longer one reports none)."""


@dataclass(frozen=True)
class ShardCalibration:
    """The judge's latest calibration as a shard reports it: what the operator's status and
    ``goldeneval_judge_agreement`` show, nothing more (the summary is bounded)."""

    model: str
    """The calibrated judge model (the run's judge model)."""
    kappa: float | None
    """Cohen's κ against the SME labels; None when undefined."""
    labels: int
    """How many labelled answers the κ rests on."""
    calibrated_at: float
    """Unix time the calibration was stored."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "kappa": self.kappa,
            "labels": self.labels,
            "at": self.calibrated_at,
        }

    @classmethod
    def from_dict(cls, d: Any) -> ShardCalibration:
        """Read back; raises ``ValueError`` when any field is not what a shard writes."""
        if not isinstance(d, Mapping):
            raise ValueError("calibration must be an object")
        model, kappa, labels, at = d.get("model"), d.get("kappa"), d.get("labels"), d.get("at")
        if not isinstance(model, str) or not model or len(model) > CALIBRATION_MODEL_MAX_CHARS:
            raise ValueError("calibration.model must be a judge model name")
        if kappa is not None and (
            isinstance(kappa, bool)
            or not isinstance(kappa, int | float)
            or not -1.0 <= kappa <= 1.0  # also refuses NaN
        ):
            raise ValueError(f"calibration.kappa must be a number in [-1, 1], got {kappa!r}")
        if isinstance(labels, bool) or not isinstance(labels, int) or labels < 0:
            raise ValueError(f"calibration.labels must be a whole number >= 0, got {labels!r}")
        if (
            isinstance(at, bool)
            or not isinstance(at, int | float)
            or not math.isfinite(at)
            or at < 0
        ):
            raise ValueError(f"calibration.at must be a Unix time, got {at!r}")
        return cls(model, None if kappa is None else float(kappa), labels, float(at))


@dataclass(frozen=True, kw_only=True)
class RunTally:
    """What the gate decides on, as a shard reports it and as the shards add up."""

    run_id: str
    """The run the shard belongs to."""
    suite: str
    """The suite evaluated."""
    set_digest: str
    """Digest of the whole golden set (every shard must agree)."""
    counts: Counts
    """The result counts."""
    by_surface: Mapping[Surface, Counts] | None = None
    """The counts per surface with items (they sum to ``counts``); None from an evaluator that
    predates the internal surface (it drove public items only)."""
    unverified_items: int
    """``verified: false`` items in the whole set (not only this shard)."""
    verified_regressions: tuple[str, ...]
    """Ids of verified items that regressed (at most SHARD_SUMMARY_MAX_IDS kept)."""
    unverified_regressions: tuple[str, ...]
    """Ids of unverified items that regressed (at most SHARD_SUMMARY_MAX_IDS kept)."""
    verified_regression_count: int
    """Total verified regressions, also when the id list was cut."""
    unverified_regression_count: int
    """Total unverified regressions, also when the id list was cut."""
    stop: str | None = None
    """Why a shard stopped before evaluating its items (a party refused every call), if it did;
    then there is no verdict."""
    calibration: ShardCalibration | None = None
    """The judge's latest calibration for the suite, model and prompt (None: not calibrated)."""
    verdict_sources: Mapping[VerdictSource, int] | None = None
    """Verdicts by where they came from (judged, reused, an SME's label), every source
    present; None from an evaluator that predates them."""
    flaky: int | None = None
    """Items whose answers disagreed (answer confirmation, §4); None from an evaluator that
    predates it."""


@dataclass(frozen=True, kw_only=True)
class ShardSummary(RunTally):
    """What one shard pod reports in its termination message (≤ 4096 bytes of JSON)."""

    shard: int
    """This shard's index."""
    shards: int
    """How many shards the run has."""
    version: int = 1
    """Format version of this record."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """The coverage floor the shard's evaluator was configured with (the run's verdict uses it)."""
    compare: Comparison | None = None
    """Compare mode: this shard's pair counts (worse/better id lists dropped, verified worse kept)."""
    cost: RunCost | None = None
    """What the shard asked of the judge and the chatbot; None from an evaluator that predates
    it (then the run's sum is unknown, never an undercount)."""

    def to_dict(self) -> dict[str, Any]:
        c = self.counts
        return {
            "v": self.version,
            "run_id": self.run_id,
            "suite": self.suite,
            "shard": self.shard,
            "shards": self.shards,
            "set_digest": self.set_digest,
            "counts": c.to_dict(),
            **(
                {}
                if self.by_surface is None
                else {"by_surface": {k: v.to_dict() for k, v in self.by_surface.items()}}
            ),
            "unverified_items": self.unverified_items,
            "regressions": {
                "verified": self.verified_regression_count,
                "unverified": self.unverified_regression_count,
                "verified_ids": list(self.verified_regressions),
                "unverified_ids": list(self.unverified_regressions),
            },
            "min_coverage": self.min_coverage,
            **({} if self.stop is None else {"stop": self.stop}),
            **({} if self.calibration is None else {"calibration": self.calibration.to_dict()}),
            **(
                {}
                if self.verdict_sources is None
                else {"sources": {k.value: n for k, n in self.verdict_sources.items()}}
            ),
            **({} if self.flaky is None else {"flaky": self.flaky}),
            **({} if self.compare is None else {"compare": _compare_dict(self.compare)}),
            **({} if self.cost is None else {"cost": self.cost.to_dict()}),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ShardSummary:
        """Parse a termination message; raises ``ValueError``/``KeyError``/``TypeError`` when malformed."""
        c = d["counts"]
        r = d["regressions"]

        def nat(v: Any) -> int:
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise ValueError(f"expected a non-negative integer, got {v!r}")
            return v

        def ids(v: Any) -> tuple[str, ...]:
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise ValueError("expected a list of item ids")
            return tuple(v)

        min_coverage = d.get("min_coverage", DEFAULT_MIN_COVERAGE)
        if (
            isinstance(min_coverage, bool)
            or not isinstance(min_coverage, int | float)
            or not 0 <= min_coverage <= 1
        ):
            raise ValueError(f"min_coverage must be a number in [0, 1], got {min_coverage!r}")
        stop = d.get("stop")
        if stop is not None and not isinstance(stop, str):
            raise ValueError("stop must be a string")
        raw_calibration = d.get("calibration")
        calibration = (
            None if raw_calibration is None else ShardCalibration.from_dict(raw_calibration)
        )
        counts = _counts_from(c, nat)
        by_surface = _by_surface_from(d.get("by_surface"), counts, nat)
        if not 0 <= d["shard"] < d["shards"]:
            raise ValueError(f"shard {d['shard']} is outside 0..{d['shards'] - 1}")
        if not isinstance(d["run_id"], str) or not isinstance(d["set_digest"], str):
            raise ValueError("run_id and set_digest must be strings")
        return cls(
            version=nat(d.get("v", 1)),
            run_id=d["run_id"],
            suite=str(d["suite"]),
            shard=nat(d["shard"]),
            shards=nat(d["shards"]),
            set_digest=d["set_digest"],
            counts=counts,
            by_surface=by_surface,
            unverified_items=nat(d["unverified_items"]),
            verified_regressions=ids(r["verified_ids"]),
            unverified_regressions=ids(r["unverified_ids"]),
            verified_regression_count=nat(r["verified"]),
            unverified_regression_count=nat(r["unverified"]),
            min_coverage=float(min_coverage),
            stop=stop,
            compare=None if d.get("compare") is None else _compare_from(d["compare"], nat, ids),
            calibration=calibration,
            verdict_sources=_sources_from(d.get("sources"), nat),
            flaky=None if d.get("flaky") is None else nat(d["flaky"]),
            cost=_cost_from(d.get("cost")),
        )


def _cost_from(raw: Any) -> RunCost | None:
    """``cost`` read back; None when absent (an older evaluator's summary)."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise ValueError("cost must be an object")
    return RunCost.from_dict(raw)


def _sources_from(raw: Any, nat: Callable[[Any], int]) -> Mapping[VerdictSource, int] | None:
    """``sources`` read back: a count for every verdict source; None when absent (an older
    evaluator's summary); raises ValueError when malformed."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or set(raw) != {s.value for s in VerdictSource}:
        raise ValueError("sources must count judged, reused and sme verdicts")
    return {s: nat(raw[s.value]) for s in VerdictSource}


def _counts_from(c: Any, nat: Callable[[Any], int], where: str = "counts") -> Counts:
    """Six counts read back and checked; raises ValueError/KeyError/TypeError when malformed."""
    if not isinstance(c, Mapping):
        raise ValueError(f"{where} must be an object")
    counts = Counts(**{n: nat(c[n]) for n in COUNT_FIELDS})
    # The items that are neither passed, failed, errored nor skipped await an SME
    # (``Counts.escalated``): the four may add up to fewer than the items, never more.
    if counts.passed + counts.failed + counts.errored + counts.skipped > counts.items:
        raise ValueError(f"{where} add up to more than items")
    if not counts.passed <= counts.scored <= counts.items:
        raise ValueError(f"{where} are inconsistent (need passed <= scored <= items)")
    return counts


def _by_surface_from(
    d: Any, total: Counts, nat: Callable[[Any], int]
) -> dict[Surface, Counts] | None:
    """The per-surface counts read back (None when absent: an older evaluator); they must
    name known surfaces and add up to the shard's counts, or the summary is refused."""
    if d is None:
        return None
    if not isinstance(d, Mapping):
        raise ValueError("by_surface must be an object")
    unknown = [k for k in d if k not in SURFACES]
    if unknown:
        raise ValueError(f"by_surface names unknown surface(s) {unknown!r}")
    out = {s: _counts_from(d[s], nat, f"by_surface.{s}") for s in SURFACES if s in d}
    summed = sum(out.values(), Counts())
    if summed != total:
        raise ValueError("by_surface counts do not add up to the shard's counts")
    return out


NoVerdictCause = Literal["store_unreachable", "judge_not_calibrated"]
"""Why a shard pod ended without a summary: ``store_unreachable`` — the history store
stayed unreachable for the whole outage budget (``store_outage_seconds``);
``judge_not_calibrated`` — ``judge.min_agreement`` refused the judge before any
chatbot call (no calibration at or above the floor for the suite, model and prompt)."""
NO_VERDICT_CAUSES: tuple[NoVerdictCause, ...] = ("store_unreachable", "judge_not_calibrated")
_DETAIL_MAX = 1500
"""Characters of the evaluator's own explanation kept (the record stays far below 4096 bytes)."""


@dataclass(frozen=True)
class ShardNoVerdict:
    """What a shard pod reports in its termination message when it ends NO VERDICT (exit 3)
    for a cause the operator should name in the run's status."""

    run_id: str
    """The run the shard belongs to."""
    shard: int
    """This shard's index."""
    shards: int
    """How many shards the run has."""
    cause: NoVerdictCause
    """Why the shard gave up."""
    unreachable_seconds: float
    """How long the store had been unreachable when the shard gave up."""
    kept: int
    """Finished results that could not be stored, kept only in the pod's spool."""
    detail: str
    """The store's last failure, one line, secrets masked (cut to a bounded length)."""
    version: int = 1
    """Format version of this record."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "v": self.version,
            "no_verdict": self.cause,
            "run_id": self.run_id,
            "shard": self.shard,
            "shards": self.shards,
            "unreachable_seconds": round(self.unreachable_seconds, 1),
            "kept": self.kept,
            "detail": " ".join(self.detail.split())[:_DETAIL_MAX],
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ShardNoVerdict:
        """Parse a termination message; raises ``ValueError``/``KeyError``/``TypeError`` when malformed."""
        cause = d["no_verdict"]
        if cause not in NO_VERDICT_CAUSES:
            raise ValueError(f"unknown no-verdict cause {cause!r}")
        nums = {k: d[k] for k in ("shard", "shards", "kept", "v")}
        if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in nums.values()):
            raise ValueError("shard, shards, kept and v must be non-negative integers")
        if not 0 <= nums["shard"] < nums["shards"]:
            raise ValueError(f"shard {nums['shard']} is outside 0..{nums['shards'] - 1}")
        seconds = d["unreachable_seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not seconds >= 0:
            raise ValueError("unreachable_seconds must be a non-negative number")
        if not isinstance(d["run_id"], str) or not isinstance(d["detail"], str):
            raise ValueError("run_id and detail must be strings")
        return cls(
            run_id=d["run_id"],
            shard=nums["shard"],
            shards=nums["shards"],
            cause=cause,
            unreachable_seconds=float(seconds),
            kept=nums["kept"],
            detail=d["detail"][:_DETAIL_MAX],
            version=nums["v"],
        )


_PAIR_COUNTS = ("paired", "same", "worse", "better", "unpaired", "reference_passed")


def _compare_dict(c: Comparison) -> dict[str, Any]:
    """A shard's comparison, compactly: the counts and the verified worse ids."""
    return {
        **{n: getattr(c, n) for n in _PAIR_COUNTS},
        "unpaired_reference": c.unpaired_reference,
        "verified_worse": c.verified_worse,
        "verified_worse_ids": list(c.verified_worse_ids),
        "reference_url": c.reference_url,
        # Additive: a shard of an older evaluator has none, and the run's sum has none then.
        **(
            {"by_surface": {k: _surface_dict(v) for k, v in c.by_surface.items()}}
            if c.by_surface
            else {}
        ),
    }


def _surface_dict(c: Comparison) -> dict[str, Any]:
    """One surface's comparison in a shard summary: its counts only (the ids are the run's)."""
    return {**_compare_dict(c), "verified_worse_ids": []}


def _compare_from(
    d: Any, nat: Callable[[Any], int], ids: Callable[[Any], tuple[str, ...]]
) -> Comparison:
    """A shard's comparison read back; raises ValueError/KeyError/TypeError when malformed."""
    if not isinstance(d, Mapping):
        raise ValueError("compare must be a mapping")
    n = {k: nat(d[k]) for k in (*_PAIR_COUNTS, "unpaired_reference", "verified_worse")}
    if n["same"] + n["worse"] + n["better"] != n["paired"]:
        raise ValueError("compare counts do not add up to paired")
    if n["reference_passed"] > n["paired"] or n["worse"] > n["reference_passed"]:
        raise ValueError("compare counts are inconsistent")
    if not isinstance(d["reference_url"], str):
        raise ValueError("compare.reference_url must be a string")
    verified = ids(d["verified_worse_ids"])
    parts = d.get("by_surface", {})
    if not isinstance(parts, Mapping) or not all(s in SURFACES for s in parts):
        raise ValueError(f"compare.by_surface must map surfaces ({', '.join(SURFACES)})")
    return Comparison(
        by_surface={k: _compare_from(v, nat, ids) for k, v in parts.items()},
        reference_url=d["reference_url"],
        paired=n["paired"],
        same=n["same"],
        worse=n["worse"],
        better=n["better"],
        unpaired=n["unpaired"],
        reference_passed=n["reference_passed"],
        mcnemar_p=1.0,  # recomputed from the summed counts; a shard's own p means nothing
        verified_worse_ids=verified,
        verified_worse=n["verified_worse"],
        unpaired_reference=n["unpaired_reference"],
    )
