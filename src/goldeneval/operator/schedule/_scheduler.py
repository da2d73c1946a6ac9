"""The GoldenSchedule controller: thin kopf handlers, one loop, API calls through KubeApi.

kopf delivers GoldenSchedule events (``on.event`` only, like the GoldenRun
handlers, so kopf writes no finalizers or bookkeeping onto the objects); the
scheduler remembers which schedules exist and runs one loop that wakes at the
earliest next slot, on any change of a schedule or of a run it owns, and at
least every ``resync_seconds``. Each pass re-reads the schedule and its runs
from the API server and applies :func:`plan_schedule`, so what happens never
depends on memory: a restarted operator recomputes the same slot and the same
run name, and creating that name a second time is a 409.

The clock is injectable (tests drive the scheduler through days of slots in
seconds); the operator uses the system clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

import kopf

from goldeneval.model import GoldenEvalError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.kube import Conflict, KubeApi, core_path, goldenrun_path
from goldeneval.operator.reconcile import rfc3339
from goldeneval.operator.schedule._cron import Cron, ScheduleError, period_seconds
from goldeneval.operator.schedule._schedule import (
    LABEL_SCHEDULE,
    SCHEDULE_KIND,
    SCHEDULE_PLURAL,
    SchedulePlan,
    ScheduleSpec,
    plan_schedule,
)
from goldeneval.operator.serve import SchedulePeriod
from goldeneval.operator.spec import API_VERSION, GROUP, PLURAL, VERSION

log = logging.getLogger("goldeneval.operator")

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """Now, in UTC."""
    return datetime.now(UTC)


def schedule_path(namespace: str, name: str | None = None, *, status: bool = False) -> str:
    """REST path of GoldenSchedules (collection, one object, or its status subresource)."""
    base = f"/apis/{GROUP}/{VERSION}/namespaces/{quote(namespace)}/{SCHEDULE_PLURAL}"
    if name is None:
        return base
    return f"{base}/{quote(name)}" + ("/status" if status else "")


class Scheduler:
    """Every GoldenSchedule the operator watches, and the loop that runs them."""

    def __init__(self, api: KubeApi, *, resync_seconds: float, clock: Clock = system_clock):
        self._api = api
        self._clock = clock
        self._resync = resync_seconds
        self._lock = threading.Lock()
        self._schedules: dict[tuple[str, str], Mapping[str, Any]] = {}
        self._wake_at: dict[tuple[str, str], datetime] = {}
        self._kick: asyncio.Event | None = None
        self._periods: dict[tuple[str, str, int], float | None] = {}

    # ---- kopf events

    def on_schedule_event(self, event_type: str | None, body: Mapping[str, Any]) -> None:
        """A GoldenSchedule was listed, added, modified or deleted."""
        meta = body.get("metadata") or {}
        key = (str(meta.get("namespace") or ""), str(meta.get("name") or ""))
        with self._lock:
            if event_type == "DELETED":
                self._schedules.pop(key, None)
                self._wake_at.pop(key, None)
            else:
                # kopf's body is a view; keep a plain copy of what the metrics read
                self._schedules[key] = {"metadata": dict(meta), "spec": body.get("spec") or {}}
        self.kick()

    def on_run_event(self, body: Mapping[str, Any]) -> None:
        """A GoldenRun changed: look again if a schedule owns it (Forbid, history)."""
        labels = (body.get("metadata") or {}).get("labels") or {}
        if LABEL_SCHEDULE in labels:
            self.kick()

    def kick(self) -> None:
        """Wake the loop now (call on the loop's thread: the handlers are async)."""
        if self._kick is not None:
            self._kick.set()

    # ---- metrics

    def periods(self) -> Iterator[SchedulePeriod]:
        """The period of every active, valid schedule (``goldeneval_schedule_period_seconds``)."""
        now = self._clock()
        with self._lock:
            schedules = list(self._schedules.items())
        for (namespace, name), body in schedules:
            try:
                spec = ScheduleSpec.from_body(body)
            except ScheduleError:
                continue
            if spec.suspend:
                continue
            period = self._period(spec.cron, now)
            if period is not None:
                yield SchedulePeriod(namespace, name, spec.suite, period)

    def _period(self, cron: Cron, now: datetime) -> float | None:
        # A period changes at most with the date (DST); compute it once a day.
        key = (cron.expression, cron.zone.key, now.toordinal())
        if key not in self._periods:
            if len(self._periods) > 1000:
                self._periods.clear()
            self._periods[key] = period_seconds(cron, now)
        return self._periods[key]

    # ---- the loop

    async def run_forever(self) -> None:
        """Reconcile every schedule, then sleep until a slot, a change or the resync."""
        self._kick = asyncio.Event()
        while True:
            self._kick.clear()
            with self._lock:
                keys = sorted(self._schedules)
            for namespace, name in keys:
                try:
                    await asyncio.to_thread(self.reconcile, namespace, name)
                except GoldenEvalError as exc:
                    log.warning("schedule %s/%s: will retry: %s", namespace, name, exc)
                except Exception:  # a bug must not stop the loop; the traceback is for us
                    log.exception("schedule %s/%s crashed, will retry", namespace, name)
            timeout = self._resync
            with self._lock:
                upcoming = list(self._wake_at.values())
            if upcoming:
                until = (min(upcoming) - self._clock()).total_seconds()
                timeout = max(0.05, min(timeout, until))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._kick.wait(), timeout)

    def reconcile(self, namespace: str, name: str) -> SchedulePlan | None:
        """One pass over one schedule, from what is in the API server (blocking)."""
        schedule = self._api.get(schedule_path(namespace, name))
        if schedule is None:
            return None
        runs = self._api.list(goldenrun_path(namespace), label_selector=LABEL_SCHEDULE)
        now = self._clock()
        plan = plan_schedule(schedule, runs, now)
        created = False
        if plan.create is not None:
            try:
                self._api.create(goldenrun_path(namespace), plan.create)
                created = True
            except Conflict:
                pass  # this slot's run exists already (an earlier pass, or before a restart)
        for run in plan.delete:
            self._api.delete(goldenrun_path(namespace, run))
        previous = schedule.get("status") or {}
        if _changed(previous, plan.status):
            self._api.patch(schedule_path(namespace, name, status=True), {"status": plan.status})
        if plan.event is not None and (
            created or _ready_message(previous) != _ready_message(plan.status)
        ):
            self._post_event(schedule, plan.event, now)
        with self._lock:
            if plan.wake_at is None:
                self._wake_at.pop((namespace, name), None)
            else:
                self._wake_at[(namespace, name)] = plan.wake_at
        return plan

    def _post_event(
        self, schedule: Mapping[str, Any], event: tuple[str, str, str], now: datetime
    ) -> None:
        meta = schedule["metadata"]
        etype, reason, message = event
        stamp = rfc3339(now)
        body = {
            "apiVersion": "v1",
            "kind": "Event",
            "metadata": {"generateName": f"{meta['name']}.", "namespace": meta["namespace"]},
            "involvedObject": {
                "apiVersion": API_VERSION,
                "kind": SCHEDULE_KIND,
                "name": meta["name"],
                "namespace": meta["namespace"],
                "uid": meta.get("uid"),
            },
            "type": etype,
            "reason": reason,
            "message": scrub(message, 1000),
            "firstTimestamp": stamp,
            "lastTimestamp": stamp,
            "count": 1,
            "source": {"component": "goldeneval-operator"},
            "reportingComponent": "goldeneval-operator",
        }
        try:
            self._api.create(core_path("events", meta["namespace"]), body)
        except GoldenEvalError as exc:  # an event is a courtesy; the status says it all
            log.warning("event for schedule %s not posted: %s", meta["name"], exc)


def _ready_message(status: Mapping[str, Any]) -> str:
    ready: Mapping[str, Any] = next(
        (c for c in status.get("conditions") or () if c.get("type") == "Ready"), {}
    )
    return str(ready.get("message") or "")


def _changed(previous: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    return any(previous.get(k) != v for k, v in new.items())


def register_schedules(registry: kopf.OperatorRegistry, scheduler: Scheduler) -> None:
    """Attach the GoldenSchedule handlers to ``registry``."""

    @kopf.on.event(GROUP, VERSION, SCHEDULE_PLURAL, registry=registry)
    async def goldenschedule_event(event: kopf.RawEvent, body: kopf.Body, **_: Any) -> None:
        scheduler.on_schedule_event(event.get("type"), body)

    @kopf.on.event(GROUP, VERSION, PLURAL, labels={LABEL_SCHEDULE: kopf.PRESENT}, registry=registry)
    async def scheduled_run_event(body: kopf.Body, **_: Any) -> None:
        scheduler.on_run_event(body)
