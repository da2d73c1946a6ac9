"""What a GoldenSchedule needs done at a given time: a pure plan, no I/O.

:func:`plan_schedule` takes the GoldenSchedule object, the GoldenRuns it owns
and ``now``, and returns the run to create (named after its slot), the runs
to delete (``Replace`` and the history limits) and the status to write. The
controller (``_scheduler.py``) does the API calls around it; because the plan
is computed from what is in the API server and a slot's run name is fixed, a
restarted operator or two reconciles in a row never create a second run for
one slot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from goldeneval.operator.reconcile import RunFacts, RunOutcome, parse_time, rfc3339
from goldeneval.operator.schedule._cron import Cron, Due, ScheduleError, due, slot_id
from goldeneval.operator.spec import API_VERSION, GROUP

SCHEDULE_KIND = "GoldenSchedule"
SCHEDULE_PLURAL = "goldenschedules"
LABEL_SCHEDULE = f"{GROUP}/schedule"
"""Label on every GoldenRun a schedule creates: the schedule's name."""
ANNOTATION_SLOT = f"{GROUP}/scheduled-at"
"""Annotation on every GoldenRun a schedule creates: its slot (RFC 3339)."""

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)

Policy = Literal["Forbid", "Replace", "Allow"]
POLICIES: tuple[Policy, ...] = ("Forbid", "Replace", "Allow")


@dataclass(frozen=True)
class ScheduleSpec:
    """A GoldenSchedule's spec, validated."""

    cron: Cron
    """When: the cron expression in its time zone."""
    suspend: bool
    """No new runs while true."""
    policy: Policy
    """What a slot does while a run of the schedule is still going."""
    deadline: int | None
    """``startingDeadlineSeconds``: a slot later than this is skipped."""
    keep_passed: int
    """``successfulRunsHistoryLimit``."""
    keep_failed: int
    """``failedRunsHistoryLimit`` (failed and no-verdict runs)."""
    suite: str
    """``template.spec.suite``."""

    @classmethod
    def from_body(cls, body: Mapping[str, Any]) -> ScheduleSpec:
        """Validate what the CRD schema cannot (the cron syntax, the zone)."""
        spec = body.get("spec") or {}
        cron = Cron.parse(str(spec.get("schedule") or ""), spec.get("timeZone"))
        policy = spec.get("concurrencyPolicy") or "Forbid"
        if policy not in POLICIES:
            raise ScheduleError(f"spec.concurrencyPolicy {policy!r} must be one of {POLICIES}")
        template = (spec.get("template") or {}).get("spec") or {}
        suite = template.get("suite")
        if not isinstance(suite, str) or not suite:
            raise ScheduleError("spec.template.spec.suite is required")
        deadline = spec.get("startingDeadlineSeconds")
        return cls(
            cron=cron,
            suspend=bool(spec.get("suspend")),
            policy=policy,
            deadline=None if deadline is None else int(deadline),
            keep_passed=int(spec.get("successfulRunsHistoryLimit", 3)),
            keep_failed=int(spec.get("failedRunsHistoryLimit", 3)),
            suite=suite,
        )


@dataclass(frozen=True)
class OwnedRun:
    """A GoldenRun of the schedule, as the plan needs it."""

    name: str
    """Its name."""
    uid: str
    """Its uid."""
    slot: datetime | None
    """The slot it was created for (annotation)."""
    outcome: RunOutcome | None
    """None while it runs."""
    completion: datetime | None
    """When it finished."""

    @classmethod
    def from_body(cls, body: Mapping[str, Any]) -> OwnedRun:
        meta = body.get("metadata") or {}
        facts = RunFacts.from_body(body)
        completion = (body.get("status") or {}).get("completionTime")
        return cls(
            name=str(meta.get("name") or ""),
            uid=str(meta.get("uid") or ""),
            slot=parse_time((meta.get("annotations") or {}).get(ANNOTATION_SLOT)),
            outcome=None if facts is None else facts.outcome,
            completion=parse_time(completion) if facts and facts.outcome else None,
        )


def owned_by(run: Mapping[str, Any], schedule_uid: str) -> bool:
    """Whether ``run`` was created by the schedule with this uid."""
    refs = (run.get("metadata") or {}).get("ownerReferences") or ()
    return any(r.get("uid") == schedule_uid and r.get("kind") == SCHEDULE_KIND for r in refs)


@dataclass(frozen=True)
class SchedulePlan:
    """What to do for a schedule now."""

    create: dict[str, Any] | None
    """The GoldenRun to create (a 409 means it exists: nothing to do)."""
    delete: tuple[str, ...]
    """GoldenRuns to delete (replaced, or beyond the history limits)."""
    status: dict[str, Any]
    """The whole status to write."""
    wake_at: datetime | None
    """When the schedule next needs a look (its next slot)."""
    event: tuple[str, str, str] | None = None
    """An event to post: (type, reason, message)."""


def run_name(schedule: str, slot: datetime) -> str:
    """The GoldenRun of ``slot``: the same name whoever computes it, whenever."""
    return f"{schedule}-{slot_id(slot)}"


def build_run(schedule: Mapping[str, Any], slot: datetime) -> dict[str, Any]:
    """The GoldenRun for ``slot``, owned by the schedule (deleted with it)."""
    meta = schedule["metadata"]
    template = schedule["spec"]["template"]
    tmeta = template.get("metadata") or {}
    return {
        "apiVersion": API_VERSION,
        "kind": "GoldenRun",
        "metadata": {
            "name": run_name(meta["name"], slot),
            "namespace": meta["namespace"],
            "labels": {**(tmeta.get("labels") or {}), LABEL_SCHEDULE: meta["name"]},
            "annotations": {**(tmeta.get("annotations") or {}), ANNOTATION_SLOT: rfc3339(slot)},
            "ownerReferences": [
                {
                    "apiVersion": API_VERSION,
                    "kind": SCHEDULE_KIND,
                    "name": meta["name"],
                    "uid": meta["uid"],
                    "controller": True,
                    "blockOwnerDeletion": True,
                }
            ],
        },
        "spec": dict(template["spec"]),
    }


def _history(runs: Sequence[OwnedRun], keep_passed: int, keep_failed: int) -> list[str]:
    """Finished runs beyond the limits, oldest first.

    The newest finished run is always kept, whatever the limits: it carries the
    suite's latest-run metrics and last-run time, which the alerts read.
    """
    finished = [r for r in runs if r.outcome is not None]
    newest = max(finished, key=_finished_key, default=None)
    out: list[str] = []
    for passed, keep in ((True, keep_passed), (False, keep_failed)):
        done = sorted((r for r in finished if (r.outcome == "passed") is passed), key=_finished_key)
        out.extend(r.name for r in done[: max(0, len(done) - keep)] if r is not newest)
    return out


def _finished_key(run: OwnedRun) -> tuple[datetime, str]:
    return (run.completion or run.slot or _EPOCH, run.name)


def _condition(
    previous: Mapping[str, Any],
    ctype: str,
    status: str,
    reason: str,
    message: str,
    *,
    generation: int,
    now: datetime,
) -> dict[str, Any]:
    old: Mapping[str, Any] = next(
        (c for c in previous.get("conditions") or () if c.get("type") == ctype), {}
    )
    moved = old.get("status") != status or not old.get("lastTransitionTime")
    return {
        "type": ctype,
        "status": status,
        "reason": reason,
        "message": message,
        "lastTransitionTime": rfc3339(now) if moved else old["lastTransitionTime"],
        "observedGeneration": generation,
    }


def plan_schedule(
    schedule: Mapping[str, Any], runs: Sequence[Mapping[str, Any]], now: datetime
) -> SchedulePlan:
    """The plan for ``schedule`` at ``now``, given every GoldenRun in its namespace
    (those it does not own are ignored)."""
    seen = _Seen(schedule, runs, now)
    try:
        spec = ScheduleSpec.from_body(schedule)
    except ScheduleError as exc:
        # Nothing is created or deleted until the schedule is fixed.
        return seen.plan(None, [], ("False", "InvalidSchedule", str(exc)), None, limits=None)
    limits = (spec.keep_passed, spec.keep_failed)
    reference = max([seen.created, *seen.scheduled])
    decision = due(spec.cron, reference=reference, now=now, starting_deadline_seconds=spec.deadline)
    if spec.suspend:
        return seen.plan(
            None,
            [],
            ("False", "Suspended", "spec.suspend is true"),
            None,
            limits=limits,
            suspended=True,
        )
    if decision.slot is None:
        return _between_slots(seen, spec, decision, limits)
    return _start_slot(seen, schedule, spec, decision, limits)


class _Seen:
    """What the schedule's status and its runs say at ``now``; every plan's status starts here."""

    def __init__(
        self, schedule: Mapping[str, Any], runs: Sequence[Mapping[str, Any]], now: datetime
    ) -> None:
        meta = schedule.get("metadata") or {}
        self.now = now
        self.previous: Mapping[str, Any] = schedule.get("status") or {}
        self.generation = int(meta.get("generation") or 0)
        self.created = parse_time(meta.get("creationTimestamp")) or now
        self.owned = [
            OwnedRun.from_body(r) for r in runs if owned_by(r, str(meta.get("uid") or ""))
        ]
        last_success = parse_time(self.previous.get("lastSuccessfulTime"))
        for run in self.owned:
            if run.outcome == "passed" and run.completion is not None:
                last_success = max(last_success or run.completion, run.completion)
        self.base: dict[str, Any] = {
            "observedGeneration": self.generation,
            "lastScheduleTime": self.previous.get("lastScheduleTime"),
            "lastSuccessfulTime": None if last_success is None else rfc3339(last_success),
        }
        slots = [r.slot for r in self.owned if r.slot is not None]
        last = parse_time(self.previous.get("lastScheduleTime"))
        self.scheduled = [t for t in (last, *slots) if t]
        if self.scheduled:
            self.base["lastScheduleTime"] = rfc3339(max(self.scheduled))

    def plan(
        self,
        create: dict[str, Any] | None,
        delete: list[str],
        ready: tuple[str, str, str],
        wake_at: datetime | None,
        *,
        limits: tuple[int, int] | None,
        event: tuple[str, str, str] | None = None,
        suspended: bool = False,
    ) -> SchedulePlan:
        """The plan: what to create and delete, and the status that says so."""
        gone = set(delete)
        if limits is not None:
            delete += [n for n in _history(self.owned, *limits) if n not in gone]
        status = {
            **self.base,
            "nextScheduleTime": None if wake_at is None or suspended else rfc3339(wake_at),
            "active": self._active(create, gone),
            "conditions": [
                _condition(
                    self.previous, "Ready", *ready, generation=self.generation, now=self.now
                ),
                _condition(
                    self.previous,
                    "Suspended",
                    "True" if suspended else "False",
                    "Suspended" if suspended else "Active",
                    "spec.suspend is true: no new runs" if suspended else "",
                    generation=self.generation,
                    now=self.now,
                ),
            ],
        }
        return SchedulePlan(create, tuple(delete), status, wake_at, event)

    def _active(self, create: dict[str, Any] | None, gone: set[str]) -> list[dict[str, str]]:
        """The unfinished runs once the plan is applied (``status.active``), by name."""
        active = [{"name": r.name, "uid": r.uid} for r in self.owned if r.outcome is None]
        active = [a for a in active if a["name"] not in gone]
        if create is not None and create["metadata"]["name"] not in {a["name"] for a in active}:
            active.append({"name": create["metadata"]["name"]})
        return sorted(active, key=lambda a: a["name"])


def _between_slots(
    seen: _Seen, spec: ScheduleSpec, decision: Due, limits: tuple[int, int]
) -> SchedulePlan:
    """No slot is due: wait for the next, saying so when a slot was missed."""
    next_text = "none" if decision.next_slot is None else rfc3339(decision.next_slot)
    if decision.too_late is not None:
        message = (
            f"the slot of {rfc3339(decision.too_late)} was not started within "
            f"startingDeadlineSeconds ({spec.deadline}) and is skipped; next run {next_text}"
        )
        return seen.plan(
            None,
            [],
            ("True", "SlotMissed", message),
            decision.next_slot,
            limits=limits,
            event=("Warning", "SlotMissed", message),
        )
    ready = ("True", "Scheduled", f"next run {next_text}")
    return seen.plan(None, [], ready, decision.next_slot, limits=limits)


def _start_slot(
    seen: _Seen,
    schedule: Mapping[str, Any],
    spec: ScheduleSpec,
    decision: Due,
    limits: tuple[int, int],
) -> SchedulePlan:
    """A slot is due: create its run, unless the concurrency policy says wait (or replace)."""
    assert decision.slot is not None
    slot = decision.slot
    next_text = "none" if decision.next_slot is None else rfc3339(decision.next_slot)
    body = build_run(schedule, slot)
    name = body["metadata"]["name"]
    others = [r for r in seen.owned if r.outcome is None and r.name != name]
    if others and spec.policy == "Forbid":
        waiting = ", ".join(r.name for r in others)
        message = (
            f"the slot of {rfc3339(slot)} waits for {waiting} to finish (concurrencyPolicy Forbid)"
        )
        return seen.plan(None, [], ("True", "Waiting", message), decision.next_slot, limits=limits)
    replaced = [r.name for r in others] if spec.policy == "Replace" else []
    seen.base["lastScheduleTime"] = rfc3339(slot)
    missed = f"; {decision.missed} earlier missed slot(s) skipped" if decision.missed else ""
    message = f"created GoldenRun {name} for the slot of {rfc3339(slot)}{missed}"
    if replaced:
        message += f"; replaced {', '.join(replaced)}"
    return seen.plan(
        body,
        replaced,
        ("True", "Scheduled", f"{message}; next run {next_text}"),
        decision.next_slot,
        limits=limits,
        event=("Normal", "RunCreated", message),
    )
