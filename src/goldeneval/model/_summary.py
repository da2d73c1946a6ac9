"""What a run adds up to: baselines, regressions, counts, the gate's verdict, the summary.

Like the item records, each is a dataclass with a docstring per field and,
where it is stored or exchanged, a ``to_dict`` / ``from_dict`` pair.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from goldeneval.model._calibration import JudgeCalibration, SelectiveCalibration
from goldeneval.model._compare import Comparison
from goldeneval.model._cost import RunCost
from goldeneval.model._flaky import FlakyItem, confirmed_regression
from goldeneval.model._records import (
    DEFAULT_MIN_COVERAGE,
    DEFAULT_MIN_PASS_RATE,
    DEFAULT_PASS_THRESHOLD,
    Surface,
)
from goldeneval.model._result import ItemResult
from goldeneval.model._trajectory import ToolsChange, Trajectory
from goldeneval.model._verdict import ExpectationChange, Verdict


@dataclass(frozen=True)
class Baseline:
    """An item's most recent earlier judged (judge_status ok) result in the same suite."""

    item_id: str
    """The golden item's id."""
    run_id: str
    """The earlier run that judged it."""
    passed: bool
    """Whether it passed there."""
    answer_sha256: str | None = None
    """The answer's digest there."""
    contract_digest: str | None = None
    """The item's contract digest there."""
    judge_model: str | None = None
    """The judge model there."""
    prompt_digest: str | None = None
    """The judge prompt digest there."""
    trajectory: Trajectory | None = None
    """The tool calls its answer was made with, per turn (None: not read)."""


@dataclass(frozen=True)
class Regression:
    """An item that passed in its baseline run and fails now, both judged ok."""

    item_id: str
    """The golden item's id."""
    verified: bool
    """Only verified regressions fail the gate."""
    baseline_run_id: str | None = None
    """The run it last passed in."""
    answer_changed: bool | None = None
    """The answer differs from the baseline's (None when unknown)."""
    contract_changed: bool | None = None
    """The contract differs from the baseline's: then it is reported, never a regression."""
    judge_changed: bool | None = None
    """The judge model or prompt differs from the baseline's (None when unknown)."""
    tools_changed: bool | None = None
    """The tool calls (names, arguments, order, errors) differ from the baseline's."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Counts:
    """Result counts of a run or a shard; ``scored`` is the pass-rate denominator."""

    items: int = 0
    """Items in the run (or shard), internal ones included."""
    scored: int = 0
    """Items in the denominator (judge ok, or auto-failed)."""
    passed: int = 0
    """Items that passed."""
    failed: int = 0
    """Items that failed (scored and not passed)."""
    errored: int = 0
    """Items that could not be evaluated."""
    skipped: int = 0
    """Items not driven (internal items without an internal endpoint, expired items)."""

    def __add__(self, other: Counts) -> Counts:
        return Counts(*(getattr(self, n) + getattr(other, n) for n in COUNT_FIELDS))

    def to_dict(self) -> dict[str, int]:
        """The six counts by name, in field order (JSON, termination messages, status)."""
        return {n: getattr(self, n) for n in COUNT_FIELDS}

    @property
    def pass_rate(self) -> float | None:
        return None if self.scored == 0 else self.passed / self.scored

    @property
    def escalated(self) -> int:
        """Items awaiting an SME (§13.5): driven, neither passed, failed, errored nor skipped."""
        return self.items - self.passed - self.failed - self.errored - self.skipped

    @property
    def drivable(self) -> int:
        """Items the run asks the chatbot about (every item but the internal ones)."""
        return self.items - self.skipped

    @property
    def coverage(self) -> float | None:
        """``scored / drivable``; None when nothing is drivable."""
        return None if self.drivable <= 0 else self.scored / self.drivable


COUNT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Counts))
"""The names of the six counts, in field order."""


@dataclass(frozen=True)
class SurfaceFigures:
    """One surface's share of a run and what the gate found on it (docs/design.md §5).

    Only a surface with items in the run has figures; one whose items were all
    skipped has figures but is not evaluated (no pass rate, no coverage).
    """

    surface: Surface
    """``public`` or ``internal``."""
    counts: Counts
    """The surface's result counts (they sum to the run's over its surfaces)."""
    meets_floor: bool | None
    """Its pass rate reaches ``min_pass_rate``; False also when it cannot whatever the errored
    items would have scored; None when not evaluated or too little was scored to tell."""
    meets_coverage: bool | None
    """Enough of its drivable items were scored (``min_coverage``); None when not evaluated."""

    @property
    def evaluated(self) -> bool:
        """The run drove at least one of its items (a surface wholly skipped is not evaluated)."""
        return self.counts.drivable > 0

    def to_dict(self) -> dict[str, Any]:
        """One entry of ``--json``'s ``by_surface``: the counts, rates and findings."""
        c = self.counts
        return {
            **c.to_dict(),
            "pass_rate": c.pass_rate,
            "coverage": c.coverage,
            "evaluated": self.evaluated,
            "meets_floor": self.meets_floor,
            "meets_coverage": self.meets_coverage,
        }


@dataclass(frozen=True)
class GateVerdict:
    """The gate's decision."""

    passed: bool
    """True when the run may be promoted."""
    reasons: tuple[str, ...] = ()
    """Every failing reason (empty when passed); for no verdict, its cause alone."""
    cause: str | None = None
    """Why no verdict could be established; None when the gate passed or failed."""

    @classmethod
    def none(cls, cause: str) -> GateVerdict:
        """No verdict: the run could not establish one (never a pass)."""
        return cls(passed=False, reasons=(cause,), cause=cause)

    @property
    def verdict(self) -> Verdict:
        if self.cause is not None:
            return Verdict.NO_VERDICT
        return Verdict.PASSED if self.passed else Verdict.FAILED

    @property
    def exit_code(self) -> int:
        """0 passed, 1 failed (established), 3 no verdict (docs/design.md §5)."""
        return {Verdict.PASSED: 0, Verdict.FAILED: 1, Verdict.NO_VERDICT: 3}[self.verdict]

    @property
    def line(self) -> str:
        """The verdict line the CLI prints last."""
        if self.cause is not None:
            return "NO VERDICT: " + self.cause
        if self.passed:
            return "GATE PASSED"
        return "GATE FAILED: " + "; ".join(self.reasons)

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "reasons": list(self.reasons)}


@dataclass(frozen=True)
class StoreOutage:
    """How the store fared during this invocation (docs/design.md, storage)."""

    unreachable_seconds: float
    """Total time the store was unreachable while results waited."""
    longest_seconds: float
    """The longest single outage ridden out."""
    waited: int
    """Results that waited (in memory and in the spool) for the store to come back."""
    replayed: int = 0
    """Results an earlier, interrupted invocation left in the spool, stored at start."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "unreachable_seconds": round(self.unreachable_seconds, 3),
            "longest_seconds": round(self.longest_seconds, 3),
            "waited": self.waited,
            "replayed": self.replayed,
        }


@dataclass
class RunSummary:
    """The summary of a whole run: what ``--json`` writes and ``golden_runs`` keeps."""

    run_id: str
    """The run's id."""
    suite: str
    """What was evaluated; history and regressions are scoped by it."""
    set_digest: str
    """Digest of the golden set that was run."""
    counts: Counts
    """Result counts."""
    unverified_items: int
    """How many items of the set are ``verified: false``."""
    regressions: tuple[Regression, ...]
    """Items that regressed against their baseline, verified or not."""
    gate: GateVerdict
    """The gate decision."""
    results: tuple[ItemResult, ...] = ()
    """Every item's result."""
    min_pass_rate: float = DEFAULT_MIN_PASS_RATE
    """The pass-rate floor the gate used."""
    pass_threshold: float = DEFAULT_PASS_THRESHOLD
    """The per-item correctness threshold used."""
    started_at: float | None = None
    """Unix time the run started."""
    finished_at: float | None = None
    """Unix time the run finished."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """The share of drivable items that had to be scored for a verdict."""
    expectations_changed: tuple[ExpectationChange, ...] = ()
    """Items whose contract changed since their baseline (never regressions)."""
    judge_calibration: JudgeCalibration | None = None
    """The judge's latest calibration for this suite, model and prompt; None: not calibrated."""
    store_outage: StoreOutage | None = None
    """Store outages ridden out by this invocation; None when the store never went away."""
    comparison: Comparison | None = None
    """Compare mode: the candidate against the reference; None for a plain (history) run."""
    reference_results: tuple[ItemResult, ...] = ()
    """Compare mode: the reference's result of every item (never history, never a baseline)."""
    history_gate: GateVerdict | None = None
    """Compare mode: the verdict of the history gate alone (reported; gates only with gate_history)."""
    selective: SelectiveCalibration | None = None
    """The threshold λ the run applied (§13.5); None when escalation was off."""
    selective_line: str | None = None
    """The level every report states: ``verdicts hold ≥ 90 % SME agreement (…); 9 of 100
    escalated`` (None when escalation was off)."""
    surfaces: tuple[SurfaceFigures, ...] = ()
    """Per-surface figures, in ``SURFACES`` order, for each surface with items in the run."""
    history_flaky: tuple[FlakyItem, ...] = ()
    """Items flaky in the suite's history as of this run (§4), worst pass rate first."""
    flaky_window: int | None = None
    """The window (the suite's latest runs) ``history_flaky`` was read over; None: not read."""
    cost: RunCost | None = None
    """What the run asked of the judge and the chatbot (this invocation's; summed over the
    shards by the operator); None when not measured (a stored run reprinted)."""
    tools_changes: tuple[ToolsChange, ...] = ()
    """Items whose tool calls differ from their baseline's, with the baseline's calls (§5)."""
    _references: dict[str, ItemResult] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _flaky: dict[str, FlakyItem] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _tools: dict[str, ToolsChange] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def reference_of(self, item_id: str) -> ItemResult | None:
        """The reference's result of an item (compare mode)."""
        if len(self._references) != len(self.reference_results):
            self._references.clear()
            self._references.update((r.item_id, r) for r in self.reference_results)
        return self._references.get(item_id)

    def result_dict(self, result: ItemResult) -> dict[str, Any]:
        """One result as ``--json`` writes it; in compare mode with its ``reference`` object."""
        d = result.to_dict()
        if self.comparison is not None:
            ref = self.reference_of(result.item_id)
            d["reference"] = None if ref is None else reference_dict(ref)
        d["tools"] = result.tools_dicts()  # a conversation's every turn's calls
        d["flaky"] = result.flaky
        found = self.flaky_in_history(result.item_id)
        d["flaky_in_history"] = None if found is None else found.to_dict()
        return d

    def tools_change_of(self, item_id: str) -> ToolsChange | None:
        """The item's baseline calls when its tool calls changed since then, else None."""
        if len(self._tools) != len(self.tools_changes):  # built once: every result asks
            self._tools.update((c.item_id, c) for c in self.tools_changes)
        return self._tools.get(item_id)

    def with_history_flaky(self, found: Sequence[FlakyItem], window: int) -> RunSummary:
        """This summary with the items flaky in history marked (§4), ``found`` worst first:
        only those the one rule calls flaky, and never a confirmed regression of this run,
        so the flaky advice never stands beside a real regression."""
        regressed = {r.item_id for r in self.regressions}
        confirmed = {
            r.item_id
            for r in self.results
            if confirmed_regression(r.answers, r.answers_passed, r.item_id in regressed)
        }
        marked = tuple(f for f in found if f.flaky and f.item_id not in confirmed)
        return replace(self, history_flaky=marked, flaky_window=window)

    def flaky_in_history(self, item_id: str) -> FlakyItem | None:
        """The item's record when it is flaky in history as of this run, else None."""
        if len(self._flaky) != len(self.history_flaky):  # built once: every result asks
            self._flaky.update((f.item_id, f) for f in self.history_flaky)
        return self._flaky.get(item_id)

    def to_dict(self) -> dict[str, Any]:
        """The normative ``--json`` shape (issue #2); ``results`` last."""
        c = self.counts
        return {
            "run_id": self.run_id,
            "suite": self.suite,
            "set_digest": self.set_digest,
            **c.to_dict(),
            "pass_rate": c.pass_rate,
            "min_pass_rate": self.min_pass_rate,
            "pass_threshold": self.pass_threshold,
            "coverage": c.coverage,
            "min_coverage": self.min_coverage,
            "by_surface": {f.surface: f.to_dict() for f in self.surfaces},
            "unverified_items": self.unverified_items,
            "regressions": [r.to_dict() for r in self.regressions],
            "expectations_changed": [e.to_dict() for e in self.expectations_changed],
            "tools_changed": [t.to_dict() for t in self.tools_changes],
            "verdict": self.gate.verdict.value,
            "gate": self.gate.to_dict(),
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "judge_calibration": (
                None if self.judge_calibration is None else self.judge_calibration.to_dict()
            ),
            "store_outage": None if self.store_outage is None else self.store_outage.to_dict(),
            "cost": None if self.cost is None else self.cost.to_dict(),
            **self._compare_dict(),
            "selective": self._selective_dict(),
            "flaky": self.flaky_dict(),
            "results": self._results_dicts(),
        }

    def _selective_dict(self) -> dict[str, Any] | None:
        """The ``selective`` block: λ's figures, the escalations and the stated level."""
        if self.selective is None:
            return None
        c = self.counts
        return {
            **self.selective.to_dict(),
            "escalated": c.escalated,
            "verdicts": c.passed + c.failed + c.escalated,
            "statement": self.selective_line,
        }

    def flaky_dict(self) -> dict[str, Any]:
        """Items whose answers disagreed this run, and items flaky in history (§4)."""
        return {
            "in_run": [r.item_id for r in self.results if r.flaky],
            "window": self.flaky_window,
            "in_history": [f.to_dict() for f in self.history_flaky],
        }

    def _compare_dict(self) -> dict[str, Any]:
        if self.comparison is None:
            return {"compare": None}
        return {
            "compare": self.comparison.to_dict(),
            "history_gate": None if self.history_gate is None else self.history_gate.to_dict(),
        }

    def _results_dicts(self) -> list[dict[str, Any]]:
        return [self.result_dict(r) for r in self.results]


ANSWER_EXCERPT_CHARS = 200
"""How much of the reference's answer a ``--json`` result quotes."""


def reference_dict(ref: ItemResult) -> dict[str, Any]:
    """A result's ``reference`` object in ``--json`` (compare mode)."""
    answer = ref.answer
    if answer is not None and len(answer) > ANSWER_EXCERPT_CHARS:
        answer = answer[: ANSWER_EXCERPT_CHARS - 1] + "…"
    return {
        "outcome": ref.outcome.value,
        "correctness": ref.correctness,
        "judge_status": ref.judge_status.value,
        "answer_excerpt": answer,
    }


def ids_preview(ids: Sequence[str], limit: int = 5) -> str:
    """``a, b, c`` or ``a, b, c, … (+4 more)`` for messages."""
    shown = ", ".join(ids[:limit])
    return shown if len(ids) <= limit else f"{shown}, … (+{len(ids) - limit} more)"
