"""The store's records: what callers hand the store and what it hands back.

They sit at the bottom of the room, below the interface and both backends,
so the interface, the row mapping and the SQL mixins all import them
downward and none of them imports another to reach a record.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from goldeneval.goldenset import LabelValue
from goldeneval.model import (
    DEFAULT_MIN_COVERAGE,
    Counts,
    GateVerdict,
    ItemResult,
    Regression,
)


@dataclass(frozen=True)
class ReuseKey:
    """What must be equal for an earlier verdict to be reused (docs/design.md §4)."""

    suite: str
    """Same suite."""
    item_id: str
    """Same item."""
    answer_sha256: str
    """Same answer, byte for byte."""
    contract_digest: str
    """Same contract."""
    judge_model: str
    """Same judge model."""
    prompt_digest: str
    """Same judge prompt and decoding parameters."""
    not_before: float
    """Unix time: older judgements are not reused."""
    run_id: str
    """The asking run (its own rows are never a source)."""


class RunStatus(StrEnum):
    """Where a run's row stands."""

    RUNNING = "running"
    FINISHED = "finished"
    INTERRUPTED = "interrupted"


@dataclass(frozen=True)
class RunStart:
    """What is known about a run when it starts."""

    run_id: str
    """The run's id (CLI: generated or ``--run-id``; cluster: the GoldenRun uid)."""
    suite: str
    """History scope."""
    set_digest: str
    """Digest of the golden set."""
    set_source: str
    """Where the set came from (path or ConfigMap key)."""
    started_at: float
    """Unix time."""
    min_pass_rate: float
    """Gate floor used."""
    pass_threshold: float
    """Item threshold used."""
    allow_unverified: bool
    """Whether unverified items were accepted."""
    unverified_items: int
    """``verified: false`` items in the set."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """Share of drivable items that must be scored for a verdict."""
    judge_model: str | None = None
    """The judge model the run is judged by (a resume must keep it)."""
    compare: Mapping[str, Any] | None = None
    """Compare mode's reference URL and rules (a resume must keep them); None: a plain run."""
    chatbot_samples: int | None = None
    """``chatbot.samples``: answers that confirm a would-be regression (a resume must keep it)."""


@dataclass(frozen=True)
class RunRecord:
    """One row of ``golden_runs``."""

    run_id: str
    """The run's id."""
    suite: str
    """History scope."""
    set_digest: str
    """Digest of the golden set."""
    set_source: str
    """Where the set came from."""
    status: RunStatus
    """running / finished / interrupted."""
    started_at: float
    """Unix time the run first started (kept on resume)."""
    finished_at: float | None
    """Unix time it was last finalised."""
    counts: Counts | None
    """Result counts at finalisation."""
    unverified_items: int
    """``verified: false`` items in the set."""
    min_pass_rate: float
    """Gate floor used."""
    pass_threshold: float
    """Item threshold used."""
    allow_unverified: bool
    """Whether unverified items were accepted."""
    gate: GateVerdict | None
    """Verdict at finalisation (None while running, or for a shard that does not decide)."""
    regressions: tuple[Regression, ...]
    """Regressions found at finalisation."""
    seq: int
    """Monotonic order of runs in the store; "earlier run" means smaller seq."""
    min_coverage: float | None = None
    """Coverage floor used (None for runs stored before it was kept)."""
    judge_model: str | None = None
    """Judge model used (None for runs stored before it was kept)."""
    compare: Mapping[str, Any] | None = None
    """Compare mode's reference URL and rules; None: a plain run."""
    chatbot_samples: int | None = None
    """``chatbot.samples`` used (None for runs stored before it was kept)."""

    def to_dict(self) -> dict[str, Any]:
        """The row as JSON (``history --json``, ``suites --json``, the operator's API)."""
        c = self.counts
        return {
            "run_id": self.run_id,
            "suite": self.suite,
            "status": self.status.value,
            "set_digest": self.set_digest,
            "set_source": self.set_source,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "counts": None if c is None else c.to_dict(),
            "pass_rate": None if c is None else c.pass_rate,
            "min_pass_rate": self.min_pass_rate,
            "pass_threshold": self.pass_threshold,
            "allow_unverified": self.allow_unverified,
            "unverified_items": self.unverified_items,
            "gate": None if self.gate is None else self.gate.to_dict(),
            # Additive: the three-valued verdict, which gate.passed alone cannot tell apart.
            "verdict": None if self.gate is None else self.gate.verdict.value,
            "regressions": [r.to_dict() for r in self.regressions],
            "compare": None if self.compare is None else dict(self.compare),
        }


@dataclass(frozen=True)
class ItemLatency:
    """An item's timings in its latest result that has any (see ``Store.latest_latencies``)."""

    chatbot_ms: float | None
    """Chatbot latency; None when the chatbot never answered (the item errored)."""
    judge_ms: float | None
    """Judge latency; None when the judge was not asked."""
    elapsed_ms: float | None
    """Item start to finish (retries, queueing and all); None when not recorded."""


@dataclass(frozen=True)
class StoredLabel:
    """One SME label as the store keeps it."""

    suite: str
    """The suite of the labelled run."""
    item_id: str
    """The golden item."""
    answer_sha256: str
    """Digest of the exact answer the SME read: the label belongs to it alone."""
    run_id: str
    """The run whose stored result holds that answer."""
    label: LabelValue
    """The SME's verdict on the answer."""
    note: str | None
    """The SME's remark."""
    labelled_at: float
    """Unix time the label was stored."""
    contract_digest: str | None = None
    """Digest of the expectations the answer was labelled under (§13.5): the label is the
    answer's verdict only while they are unchanged. None for labels kept before 0006."""
    labelled_by: str | None = None
    """Who gave it: ``local:NAME`` (the command line, a workbench on a laptop) or the
    cluster's TokenReview user name. None for labels kept before 0016."""


@dataclass(frozen=True)
class LabelledAnswer:
    """A stored label with the stored result whose answer it labels."""

    label: StoredLabel
    """The label."""
    result: ItemResult | None
    """The result of ``label.run_id`` for the item, when it still holds the labelled answer."""


@dataclass(frozen=True)
class AnswerKey:
    """The exact answer a stored SME label must match to be its verdict."""

    item_id: str
    """The golden item."""
    answer_sha256: str
    """Digest of the answer text."""
    contract_digest: str
    """Digest of the item's expectations the answer is judged against."""
