"""A GoldenRun's phases, reasons and its five conditions (docs/design.md §9, normative).

Pure: which condition is True in which phase, and how a condition keeps its
``lastTransitionTime`` across reconciles unless its ``status`` changes, so
watchers (``kubectl wait``, kstatus, Argo CD) see stable conditions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal


class Phase(StrEnum):
    """Where a GoldenRun stands; for humans and printer columns (conditions are for machines)."""

    PENDING = "Pending"
    RUNNING = "Running"
    PASSED = "Passed"
    FAILED = "Failed"
    ERROR = "Error"

    @property
    def terminal(self) -> bool:
        """A run in a terminal phase never changes again (its spec is immutable)."""
        return self in (Phase.PASSED, Phase.FAILED, Phase.ERROR)


class ConditionType(StrEnum):
    """The condition types every GoldenRun carries from its first reconcile on."""

    COMPLETE = "Complete"
    PASSED = "Passed"
    READY = "Ready"
    RECONCILING = "Reconciling"
    STALLED = "Stalled"


ConditionStatus = Literal["True", "False", "Unknown"]

# docs/design.md §9's table. Complete turns True on pass *and* fail so `kubectl wait
# --for=condition=Complete` returns either way; Stalled marks a finished bad
# run so kstatus/Flux read it as failed instead of "still progressing".
_TABLE: Mapping[Phase, Mapping[ConditionType, ConditionStatus]] = {
    Phase.PENDING: {
        ConditionType.COMPLETE: "False",
        ConditionType.PASSED: "Unknown",
        ConditionType.READY: "False",
        ConditionType.RECONCILING: "True",
        ConditionType.STALLED: "False",
    },
    Phase.PASSED: {
        ConditionType.COMPLETE: "True",
        ConditionType.PASSED: "True",
        ConditionType.READY: "True",
        ConditionType.RECONCILING: "False",
        ConditionType.STALLED: "False",
    },
    Phase.FAILED: {
        ConditionType.COMPLETE: "True",
        ConditionType.PASSED: "False",
        ConditionType.READY: "False",
        ConditionType.RECONCILING: "False",
        ConditionType.STALLED: "True",
    },
}


def condition_statuses(phase: Phase) -> Mapping[ConditionType, ConditionStatus]:
    """The status of each condition in a phase (Running = Pending, Error = Failed)."""
    if phase is Phase.RUNNING:
        return _TABLE[Phase.PENDING]
    if phase is Phase.ERROR:
        return _TABLE[Phase.FAILED]
    return _TABLE[phase]


class Reason(StrEnum):
    """CamelCase reasons of a phase; also the reason of its conditions and events."""

    CREATED = "Created"
    WAITING_FOR_GOLDEN_SET = "WaitingForGoldenSet"
    JOB_CREATED = "JobCreated"
    JOB_RUNNING = "JobRunning"
    GATE_PASSED = "GatePassed"
    GATE_FAILED = "GateFailed"
    NO_VERDICT = "NoVerdict"
    """The run could not establish a verdict (too little scored, a party refused every call,
    the database stayed unreachable for the whole outage budget)."""
    INVALID_SPEC = "InvalidSpec"
    INVALID_GOLDEN_SET = "InvalidGoldenSet"
    GOLDEN_SET_NOT_FOUND = "GoldenSetNotFound"
    INVALID_INPUT = "InvalidInput"
    EVALUATOR_FAILED = "EvaluatorFailed"
    DEADLINE_EXCEEDED = "DeadlineExceeded"
    IMAGE_PULL_FAILED = "ImagePullFailed"
    POD_CREATION_FAILED = "PodCreationFailed"
    CONTAINER_CONFIG_ERROR = "ContainerConfigError"
    SHARD_SUMMARY_INVALID = "ShardSummaryInvalid"
    JOB_MISSING = "JobMissing"
    JOB_CONFLICT = "JobConflict"
    JOB_FAILED = "JobFailed"


def rfc3339(when: datetime) -> str:
    """Kubernetes timestamps: UTC, whole seconds, ``Z`` suffix."""
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_time(text: str | None) -> datetime | None:
    """An RFC 3339 timestamp as written by Kubernetes, or None when absent/unreadable."""
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


@dataclass(frozen=True)
class Condition:
    """One entry of ``status.conditions`` (Kubernetes API conventions)."""

    type: ConditionType
    """Which condition."""
    status: ConditionStatus
    """``True`` / ``False`` / ``Unknown``."""
    reason: str
    """CamelCase machine-readable reason."""
    message: str
    """Human-readable detail."""
    last_transition_time: str
    """RFC 3339 time the ``status`` last changed."""
    observed_generation: int
    """``metadata.generation`` this condition was computed for."""

    def to_dict(self) -> dict[str, Any]:
        """The Kubernetes shape (camelCase keys)."""
        return {
            "type": self.type.value,
            "status": self.status,
            "reason": self.reason,
            "message": self.message,
            "lastTransitionTime": self.last_transition_time,
            "observedGeneration": self.observed_generation,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Condition | None:
        """Parse one condition; None for a type we do not own or a malformed entry."""
        try:
            ctype = ConditionType(d["type"])
        except (KeyError, ValueError):
            return None
        status = d.get("status")
        if status not in ("True", "False", "Unknown"):
            return None
        return cls(
            type=ctype,
            status=status,
            reason=str(d.get("reason", "")),
            message=str(d.get("message", "")),
            last_transition_time=str(d.get("lastTransitionTime", "")),
            observed_generation=int(d.get("observedGeneration") or 0),
        )


def build_conditions(
    phase: Phase,
    reason: Reason,
    message: str,
    *,
    generation: int,
    now: datetime,
    previous: Sequence[Condition] = (),
) -> tuple[Condition, ...]:
    """The five conditions for ``phase``; a condition keeps its ``lastTransitionTime``
    unless its ``status`` changed."""
    before = {c.type: c for c in previous}
    out: list[Condition] = []
    for ctype, status in condition_statuses(phase).items():
        old = before.get(ctype)
        moved = old is None or old.status != status or not old.last_transition_time
        out.append(
            Condition(
                type=ctype,
                status=status,
                reason=reason.value,
                message=message,
                last_transition_time=(
                    rfc3339(now) if moved or old is None else old.last_transition_time
                ),
                observed_generation=generation,
            )
        )
    return tuple(out)
