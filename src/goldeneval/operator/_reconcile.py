"""Reconciliation of one GoldenRun: observe, decide (pure), act.

:func:`decide` is a pure function from what was observed (the GoldenRun, its
Job, the Job's pods, the golden-set text, the time) to a :class:`Plan`
(objects to create, a status to write, events to post). :func:`reconcile_run`
does the I/O around it. Every reconcile starts from what is in the API
server, not from memory, so a restarted operator, a repeated event or two
reconciles racing each other converge on the same state and never create a
second Job (a create of the deterministic Job name is a 409).

The verdict comes from the shard summaries in the pods' termination messages,
summed by ``goldeneval._summary.aggregate_shards`` — the same gate the CLI
uses. Anything missing or unreadable makes the run ``Error``, never a pass.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from goldeneval._errors import GoldenSetError
from goldeneval._goldenset import parse_golden_set
from goldeneval._models import GoldenSet, ShardSummary
from goldeneval._summary import AggregateRun, ShardSummaryError, aggregate_shards
from goldeneval.operator._config import OperatorConfig
from goldeneval.operator._jobs import (
    CONTAINER,
    LABEL_COMPLETION_INDEX,
    LABEL_JOB_NAME,
    LABEL_RUN_UID,
    build_inline_configmap,
    build_job,
    golden_set_yaml,
    job_name,
)
from goldeneval.operator._kube import Conflict, KubeApi, core_path, goldenrun_path, job_path
from goldeneval.operator._scrub import last_lines, scrub
from goldeneval.operator._spec import (
    API_VERSION,
    KIND,
    InvalidRunSpec,
    ResolvedRun,
    RunRef,
    resolve_run,
)
from goldeneval.operator._status import (
    GoldenRunStatus,
    Phase,
    Reason,
    RegressionSummary,
    Results,
    SetSummary,
    format_ratio,
    observe_generation,
    parse_time,
    rfc3339,
    transition,
)

log = logging.getLogger("goldeneval.operator")

IMAGE_PULL_REASONS = frozenset(
    {
        "ErrImagePull",
        "ImagePullBackOff",
        "InvalidImageName",
        "ErrImageNeverPull",
        "RegistryUnavailable",
    }
)
CONFIG_REASONS = frozenset({"CreateContainerConfigError", "CreateContainerError"})


class EventType(StrEnum):
    """Kubernetes event types."""

    NORMAL = "Normal"
    WARNING = "Warning"


@dataclass(frozen=True)
class EventSpec:
    """An event to post on the GoldenRun."""

    type: EventType
    """Normal or Warning."""
    reason: str
    """CamelCase reason."""
    message: str
    """Human-readable message (already scrubbed)."""


@dataclass(frozen=True)
class RunView:
    """The parts of a GoldenRun object reconciliation reads."""

    ref: RunRef
    """Namespace, name, uid."""
    generation: int
    """``metadata.generation``."""
    created: datetime | None
    """``metadata.creationTimestamp``."""
    spec: Mapping[str, Any]
    """The spec as stored."""
    status: GoldenRunStatus | None
    """The status this operator wrote last (None before the first reconcile)."""
    deleting: bool = False
    """``metadata.deletionTimestamp`` is set."""

    @classmethod
    def from_body(cls, body: Mapping[str, Any]) -> RunView:
        """Read a GoldenRun as returned by the API."""
        meta = body.get("metadata") or {}
        return cls(
            ref=RunRef(
                namespace=str(meta.get("namespace") or ""),
                name=str(meta.get("name") or ""),
                uid=str(meta.get("uid") or ""),
            ),
            generation=int(meta.get("generation") or 1),
            created=parse_time(meta.get("creationTimestamp")),
            spec=body.get("spec") or {},
            status=GoldenRunStatus.from_dict(body.get("status")),
            deleting=bool(meta.get("deletionTimestamp")),
        )


@dataclass(frozen=True)
class GoldenSetText:
    """The golden set as found in the cluster (or why it was not found)."""

    text: str | None
    """The YAML text; None when it could not be found."""
    problem: str | None = None
    """Why it could not be found (ConfigMap or key missing)."""


@dataclass(frozen=True)
class Observed:
    """Everything :func:`decide` looks at."""

    run: RunView
    """The GoldenRun."""
    now: datetime
    """The time of this reconcile."""
    job: Mapping[str, Any] | None = None
    """The run's Job, None when it does not exist."""
    pods: tuple[Mapping[str, Any], ...] = ()
    """The Job's pods."""
    golden: GoldenSetText | None = None
    """The golden set (only looked up before the Job exists)."""


@dataclass(frozen=True)
class Plan:
    """What to do to converge; empty when nothing needs doing."""

    status: GoldenRunStatus | None = None
    """New status to write (None = unchanged)."""
    configmap: Mapping[str, Any] | None = None
    """ConfigMap to create (inline golden set)."""
    job: Mapping[str, Any] | None = None
    """Job to create."""
    delete_job: str | None = None
    """Name of a Job to delete (a pod that can never start)."""
    events: tuple[EventSpec, ...] = field(default=())
    """Events to post on the GoldenRun."""


# ------------------------------------------------------------------ pods and jobs


def _job_condition(job: Mapping[str, Any], ctype: str) -> Mapping[str, Any] | None:
    for cond in (job.get("status") or {}).get("conditions") or ():
        if cond.get("type") == ctype and cond.get("status") == "True":
            return dict(cond)
    return None


def pod_index(pod: Mapping[str, Any]) -> int | None:
    """The completion index of an Indexed Job's pod."""
    meta = pod.get("metadata") or {}
    raw = (meta.get("labels") or {}).get(LABEL_COMPLETION_INDEX)
    if raw is None:
        raw = (meta.get("annotations") or {}).get(LABEL_COMPLETION_INDEX)
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


def _container_status(pod: Mapping[str, Any]) -> Mapping[str, Any]:
    statuses = (pod.get("status") or {}).get("containerStatuses") or []
    for cs in statuses:
        if cs.get("name") == CONTAINER:
            return dict(cs)
    return dict(statuses[0]) if statuses else {}


def _terminated(pod: Mapping[str, Any]) -> Mapping[str, Any] | None:
    state = _container_status(pod).get("state") or {}
    term = state.get("terminated")
    return dict(term) if isinstance(term, Mapping) else None


def _pod_created(pod: Mapping[str, Any]) -> str:
    return str((pod.get("metadata") or {}).get("creationTimestamp") or "")


def read_shard_summaries(
    pods: Sequence[Mapping[str, Any]], *, shards: int, run_id: str
) -> dict[int, ShardSummary]:
    """Each index's shard summary from its succeeded pod's termination message.

    Raises ShardSummaryError (→ Error) when a succeeded pod carries no message,
    an unparseable one, or one of another run.
    """
    out: dict[int, ShardSummary] = {}
    succeeded = [
        (p, t) for p in pods if (t := _terminated(p)) is not None and t.get("exitCode") == 0
    ]
    # The newest succeeded pod of an index wins (a retried index may have more).
    for pod, term in sorted(succeeded, key=lambda pt: _pod_created(pt[0]), reverse=True):
        index = pod_index(pod)
        if index is None or index in out or not 0 <= index < shards:
            continue
        name = (pod.get("metadata") or {}).get("name", "?")
        message = str(term.get("message") or "").strip()
        if not message:
            raise ShardSummaryError(
                f"shard {index} (pod {name}) exited 0 but left no summary "
                "in its termination message"
            )
        try:
            summary = ShardSummary.from_dict(json.loads(message))
        except (ValueError, KeyError, TypeError) as exc:
            raise ShardSummaryError(
                f"shard {index} (pod {name}) left a termination message that is not a shard "
                f"summary ({type(exc).__name__}: {scrub(str(exc), 200)})"
            ) from None
        if summary.run_id != run_id:
            raise ShardSummaryError(
                f"shard {index} (pod {name}) reported run {summary.run_id!r}, "
                f"not this run ({run_id})"
            )
        out[index] = summary
    return out


def failure_detail(pods: Sequence[Mapping[str, Any]]) -> str:
    """What the most recent failed pod said (exit code and the tail of its message)."""
    failed = [
        (p, t)
        for p in pods
        if (t := _terminated(p)) is not None and t.get("exitCode") not in (0, None)
    ]
    if not failed:
        return "no pod reported an exit code"
    pod, term = max(failed, key=lambda pt: _pod_created(pt[0]))
    index = pod_index(pod)
    code = term.get("exitCode")
    why = term.get("reason") or "Error"
    message = scrub(last_lines(str(term.get("message") or "")), 700)
    where = f"shard {index}" if index is not None else "a pod"
    text = f"{where} exited with code {code} ({why})"
    return f"{text}: {message}" if message else text


def stuck_pod(
    pods: Sequence[Mapping[str, Any]], *, now: datetime, grace_seconds: float
) -> tuple[Reason, str] | None:
    """A pod that cannot start (image pull, missing Secret) for longer than the grace time."""
    for pod in pods:
        waiting = (_container_status(pod).get("state") or {}).get("waiting") or {}
        reason = waiting.get("reason")
        if reason not in IMAGE_PULL_REASONS and reason not in CONFIG_REASONS:
            continue
        created = parse_time(_pod_created(pod)) or now
        if (now - created).total_seconds() < grace_seconds:
            continue
        name = (pod.get("metadata") or {}).get("name", "?")
        detail = scrub(str(waiting.get("message") or ""), 400)
        if reason in IMAGE_PULL_REASONS:
            return (
                Reason.IMAGE_PULL_FAILED,
                f"pod {name} cannot pull its image ({reason}{': ' + detail if detail else ''}); "
                "fix spec.image or evaluator.image (and imagePullSecrets), "
                "then create a new GoldenRun",
            )
        return (
            Reason.CONTAINER_CONFIG_ERROR,
            f"pod {name} cannot start ({reason}{': ' + detail if detail else ''}); "
            "check that the judge and database Secrets exist in this namespace, "
            "then create a new GoldenRun",
        )
    return None


def _owned_by(obj: Mapping[str, Any], uid: str) -> bool:
    meta = obj.get("metadata") or {}
    if any(ref.get("uid") == uid for ref in meta.get("ownerReferences") or ()):
        return True
    return (meta.get("labels") or {}).get(LABEL_RUN_UID) == uid


# ------------------------------------------------------------------ decide


def _results(agg: AggregateRun, source: str) -> Results:
    return Results(
        counts=agg.counts,
        pass_rate=agg.counts.pass_rate,
        regressions=RegressionSummary(
            verified=agg.verified_regression_count,
            unverified=agg.unverified_regression_count,
            verified_ids=agg.verified_regressions,
            unverified_ids=agg.unverified_regressions,
        ),
        gate_passed=agg.gate.passed,
        gate_reasons=agg.gate.reasons,
        golden_set=SetSummary(
            source=source,
            items=agg.counts.items,
            unverified=agg.unverified_items,
            digest=agg.set_digest,
        ),
    )


def _verdict_message(agg: AggregateRun, min_pass_rate: float) -> str:
    c = agg.counts
    rate = "n/a" if c.pass_rate is None else format_ratio(c.pass_rate)
    facts = (
        f"pass rate {rate} (min {format_ratio(min_pass_rate)}): {c.passed}/{c.scored} scored items "
        f"passed, {c.errored} errored, {c.skipped} skipped; "
        f"{agg.verified_regression_count} verified / "
        f"{agg.unverified_regression_count} unverified regressions"
    )
    return f"{agg.gate.line} — {facts}"


def _terminal(
    obs: Observed,
    previous: GoldenRunStatus | None,
    phase: Phase,
    reason: Reason,
    message: str,
    *,
    results: Results | None = None,
    resolved: ResolvedRun | None = None,
    delete_job: str | None = None,
    extra_events: tuple[EventSpec, ...] = (),
) -> Plan:
    message = scrub(message)
    status = transition(
        previous,
        phase,
        reason,
        message,
        generation=obs.run.generation,
        now=obs.now,
        run_id=obs.run.ref.uid,
        min_pass_rate=None if resolved is None else resolved.min_pass_rate,
        results=results,
    )
    etype = EventType.NORMAL if phase is Phase.PASSED else EventType.WARNING
    return Plan(
        status=status,
        delete_job=delete_job,
        events=(*extra_events, EventSpec(etype, reason.value, message)),
    )


def _set_summary(resolved: ResolvedRun, golden: GoldenSetText | None) -> SetSummary | None:
    if golden is None or golden.text is None:
        return None
    try:
        gs = parse_golden_set(golden.text, resolved.golden_source)
    except GoldenSetError:
        return None
    return _summary_of(resolved, gs)


def _summary_of(resolved: ResolvedRun, gs: GoldenSet) -> SetSummary:
    return SetSummary(resolved.golden_source, len(gs.items), len(gs.unverified), gs.digest)


def _running(
    prev: GoldenRunStatus | None,
    obs: Observed,
    resolved: ResolvedRun,
    job_name: str,
    reason: Reason,
    message: str,
    golden_set: SetSummary | None,
) -> GoldenRunStatus:
    """The status of a run whose evaluator Job exists."""
    run = obs.run
    return transition(
        prev,
        Phase.RUNNING,
        reason,
        message,
        generation=run.generation,
        now=obs.now,
        run_id=run.ref.uid,
        job_name=job_name,
        min_pass_rate=resolved.min_pass_rate,
        golden_set=golden_set,
    )


def decide(obs: Observed, config: OperatorConfig) -> Plan:
    """The pure reconcile step (see the module docstring and docs/operator.md)."""
    run = obs.run
    prev = run.status
    if run.deleting:
        return Plan()  # the garbage collector removes the Job and ConfigMap
    if prev is not None and prev.phase.terminal:
        acknowledged = observe_generation(prev, run.generation)
        return Plan(status=None if acknowledged == prev else acknowledged)

    try:
        resolved = resolve_run(run.ref, run.spec, config)
    except InvalidRunSpec as exc:
        return _terminal(obs, prev, Phase.ERROR, Reason.INVALID_SPEC, str(exc))

    name = job_name(run.ref.name, run.ref.uid)
    job = obs.job
    if job is not None and not _owned_by(job, run.ref.uid):
        return _terminal(
            obs,
            prev,
            Phase.ERROR,
            Reason.JOB_CONFLICT,
            f"a Job named {name} already exists and does not belong to this GoldenRun; "
            "delete it or create the GoldenRun under another name",
            resolved=resolved,
        )

    if job is None:
        if prev is not None and prev.phase is Phase.RUNNING and prev.job_name:
            return _terminal(
                obs,
                prev,
                Phase.ERROR,
                Reason.JOB_MISSING,
                f"the evaluator Job {prev.job_name} disappeared before its results were read "
                "(deleted by hand?); create a new GoldenRun to rerun",
                resolved=resolved,
            )
        return _start(obs, prev, resolved, name, config)

    events: list[EventSpec] = []
    current = prev
    if prev is None or prev.phase is not Phase.RUNNING:
        # The Job exists but the status does not say so: the operator stopped
        # between creating the Job and writing the status. Adopt the Job.
        message = f"evaluator Job {name} is running ({resolved.shards} shard(s))"
        current = _running(
            prev,
            obs,
            resolved,
            name,
            Reason.JOB_RUNNING,
            message,
            _set_summary(resolved, obs.golden),
        )
        events.append(EventSpec(EventType.NORMAL, "Started", message))
    else:
        current = observe_generation(prev, run.generation)

    plan = _follow_job(obs, current, resolved, job, tuple(events), config)
    if plan is not None:
        return plan
    return Plan(status=None if current == prev else current, events=tuple(events))


def _start(
    obs: Observed,
    prev: GoldenRunStatus | None,
    resolved: ResolvedRun,
    name: str,
    config: OperatorConfig,
) -> Plan:
    run = obs.run
    golden = obs.golden
    if golden is None or golden.text is None:
        problem = (golden.problem if golden else None) or "the golden set could not be read"
        waited = (obs.now - (run.created or obs.now)).total_seconds()
        if waited >= config.pending_timeout_seconds:
            return _terminal(
                obs,
                prev,
                Phase.ERROR,
                Reason.GOLDEN_SET_NOT_FOUND,
                f"{problem}; gave up after waiting {int(waited)}s",
                resolved=resolved,
            )
        message = f"{problem}; waiting for it (up to {int(config.pending_timeout_seconds)}s)"
        status = transition(
            prev,
            Phase.PENDING,
            Reason.WAITING_FOR_GOLDEN_SET,
            message,
            generation=run.generation,
            now=obs.now,
            run_id=run.ref.uid,
            min_pass_rate=resolved.min_pass_rate,
        )
        first = prev is None or prev.reason is not Reason.WAITING_FOR_GOLDEN_SET
        events = (EventSpec(EventType.WARNING, Reason.WAITING_FOR_GOLDEN_SET.value, message),)
        return Plan(status=None if status == prev else status, events=events if first else ())
    try:
        gs = parse_golden_set(golden.text, resolved.golden_source)
    except GoldenSetError as exc:
        # Checked before any pod starts: a broken set fails in seconds, with
        # every problem listed, and is never retried.
        return _terminal(
            obs, prev, Phase.ERROR, Reason.INVALID_GOLDEN_SET, str(exc), resolved=resolved
        )
    message = (
        f"evaluating {len(gs.items)} items from {resolved.golden_source} in "
        f"{resolved.shards} shard(s) with Job {name}"
    )
    status = _running(
        prev, obs, resolved, name, Reason.JOB_CREATED, message, _summary_of(resolved, gs)
    )
    return Plan(
        status=status,
        configmap=build_inline_configmap(resolved) if resolved.inline_items is not None else None,
        job=build_job(resolved, config),
        events=(EventSpec(EventType.NORMAL, "Started", message),),
    )


def _follow_job(
    obs: Observed,
    current: GoldenRunStatus | None,
    resolved: ResolvedRun,
    job: Mapping[str, Any],
    events: tuple[EventSpec, ...],
    config: OperatorConfig,
) -> Plan | None:
    """The terminal plan once the Job has an outcome; None while it is still running."""
    name = str((job.get("metadata") or {}).get("name") or "")
    if _job_condition(job, "Complete") is not None:
        try:
            summaries = read_shard_summaries(
                obs.pods, shards=resolved.shards, run_id=resolved.ref.uid
            )
            agg = aggregate_shards(
                summaries,
                shards=resolved.shards,
                min_pass_rate=resolved.min_pass_rate,
                allow_unverified=resolved.allow_unverified,
            )
        except ShardSummaryError as exc:
            return _terminal(
                obs,
                current,
                Phase.ERROR,
                Reason.SHARD_SUMMARY_INVALID,
                f"the evaluator Job {name} completed but its results cannot be trusted: {exc}",
                resolved=resolved,
                extra_events=events,
            )
        passed = agg.gate.passed
        if agg.gate.cause is not None:
            # No verdict (docs/design.md §5): Complete=True, Passed=False, never a pass.
            return _terminal(
                obs,
                current,
                Phase.ERROR,
                Reason.NO_VERDICT,
                _verdict_message(agg, resolved.min_pass_rate),
                results=_results(agg, resolved.golden_source),
                resolved=resolved,
                extra_events=events,
            )
        return _terminal(
            obs,
            current,
            Phase.PASSED if passed else Phase.FAILED,
            Reason.GATE_PASSED if passed else Reason.GATE_FAILED,
            _verdict_message(agg, resolved.min_pass_rate),
            results=_results(agg, resolved.golden_source),
            resolved=resolved,
            extra_events=events,
        )
    failed = _job_condition(job, "Failed")
    if failed is not None:
        why = str(failed.get("reason") or "")
        detail = failure_detail(obs.pods)
        if why == "PodFailurePolicy":
            reason, message = (
                Reason.INVALID_INPUT,
                f"the evaluator rejected its input, so the Job was not retried: {detail}",
            )
        elif why == "DeadlineExceeded":
            reason, message = (
                Reason.DEADLINE_EXCEEDED,
                "the evaluator did not finish within spec.timeoutSeconds "
                f"({resolved.timeout_seconds}s); "
                "raise it, add shards, or check the chatbot and judge latency",
            )
        elif why == "BackoffLimitExceeded":
            limit = (job.get("spec") or {}).get("backoffLimit")
            reason, message = (
                Reason.EVALUATOR_FAILED,
                f"the evaluator kept failing (backoffLimit {limit} exhausted); "
                f"last failure: {detail}",
            )
        else:
            reason, message = (
                Reason.JOB_FAILED,
                f"the evaluator Job {name} failed ({why or 'no reason given'}): {detail}",
            )
        return _terminal(
            obs, current, Phase.ERROR, reason, message, resolved=resolved, extra_events=events
        )
    stuck = stuck_pod(
        obs.pods, now=obs.now, grace_seconds=config.evaluator.image_pull_grace_seconds
    )
    if stuck is not None:
        reason, message = stuck
        return _terminal(
            obs,
            current,
            Phase.ERROR,
            reason,
            message,
            resolved=resolved,
            delete_job=name,  # nothing will change without a new spec: free the quota now
            extra_events=events,
        )
    return None


# ------------------------------------------------------------------ I/O


def observe(
    api: KubeApi, body: Mapping[str, Any], config: OperatorConfig, now: datetime
) -> Observed:
    """Read what :func:`decide` needs for a GoldenRun body from the API server."""
    run = RunView.from_body(body)
    if run.deleting or (run.status is not None and run.status.phase.terminal):
        return Observed(run=run, now=now)
    ns = run.ref.namespace
    name = job_name(run.ref.name, run.ref.uid)
    job = api.get(job_path(ns, name))
    pods: tuple[Mapping[str, Any], ...] = ()
    if job is not None:
        pods = tuple(api.list(core_path("pods", ns), label_selector=f"{LABEL_JOB_NAME}={name}"))
    golden = None
    if job is None or run.status is None or run.status.golden_set is None:
        golden = _read_golden(api, run, config)
    return Observed(run=run, now=now, job=job, pods=pods, golden=golden)


def _read_golden(api: KubeApi, run: RunView, config: OperatorConfig) -> GoldenSetText | None:
    try:
        resolved = resolve_run(run.ref, run.spec, config)
    except InvalidRunSpec:
        return None  # decide() reports the spec problem itself
    if resolved.inline_items is not None:
        return GoldenSetText(golden_set_yaml(resolved.inline_items))
    cm = api.get(core_path("configmaps", run.ref.namespace, resolved.configmap_name))
    if cm is None:
        return GoldenSetText(
            None,
            f"ConfigMap {run.ref.namespace}/{resolved.configmap_name} "
            "(spec.goldenSet.configMapRef) "
            "does not exist",
        )
    text = (cm.get("data") or {}).get(resolved.configmap_key)
    if text is None:
        keys = ", ".join(sorted((cm.get("data") or {}).keys())) or "none"
        return GoldenSetText(
            None,
            f"ConfigMap {run.ref.namespace}/{resolved.configmap_name} has no key "
            f"{resolved.configmap_key!r} (keys: {keys}); fix spec.goldenSet.configMapRef.key",
        )
    return GoldenSetText(str(text))


def post_event(api: KubeApi, run: RunView, event: EventSpec, now: datetime) -> None:
    """Post a Kubernetes event on the GoldenRun (best effort: failures are logged)."""
    ns = run.ref.namespace
    body = {
        "apiVersion": "v1",
        "kind": "Event",
        "metadata": {"generateName": f"{run.ref.name[:200]}.", "namespace": ns},
        "involvedObject": {
            "apiVersion": API_VERSION,
            "kind": KIND,
            "name": run.ref.name,
            "namespace": ns,
            "uid": run.ref.uid,
        },
        "type": event.type.value,
        "reason": event.reason,
        "message": event.message,
        "source": {"component": "goldeneval-operator"},
        "reportingComponent": "goldeneval-operator",
        "reportingInstance": "goldeneval-operator",
        "firstTimestamp": rfc3339(now),
        "lastTimestamp": rfc3339(now),
        "count": 1,
    }
    try:
        api.create(core_path("events", ns), body)
    except Exception as exc:  # an event is never worth failing a reconcile for
        log.warning("could not post event %s on %s/%s: %s", event.reason, ns, run.ref.name, exc)


def apply_plan(api: KubeApi, run: RunView, plan: Plan, now: datetime) -> None:
    """Carry out a plan: objects first, then the status, then the events."""
    ns = run.ref.namespace
    if plan.configmap is not None:
        # A 409 means an earlier attempt created it; its content derives from the immutable spec.
        with contextlib.suppress(Conflict):
            api.create(core_path("configmaps", ns), plan.configmap)
    if plan.job is not None:
        # A 409 means an earlier reconcile (or operator) created it: still exactly one Job.
        with contextlib.suppress(Conflict):
            api.create(job_path(ns), plan.job)
    if plan.delete_job is not None:
        api.delete(job_path(ns, plan.delete_job))
    if plan.status is not None:
        api.patch(goldenrun_path(ns, run.ref.name, status=True), {"status": plan.status.to_dict()})
    for event in plan.events:
        log.info("%s/%s: %s: %s", ns, run.ref.name, event.reason, event.message)
        post_event(api, run, event, now)


def settled(body: Mapping[str, Any]) -> bool:
    """A finished run whose status already acknowledges its generation.

    :func:`decide` leaves such a run alone, so an event about it (every
    finished run is listed when the operator starts, and each status patch
    comes back as an event) needs no read of the API server.
    """
    run = RunView.from_body(body)
    status = run.status
    return (
        status is not None
        and status.phase.terminal
        and not run.deleting
        and observe_generation(status, run.generation) is status
    )


def reconcile_run(
    api: KubeApi,
    config: OperatorConfig,
    namespace: str,
    name: str,
    *,
    now: datetime | None = None,
) -> Plan | None:
    """One full reconcile of a GoldenRun by name; None when it no longer exists."""
    body = api.get(goldenrun_path(namespace, name))
    if body is None:
        return None
    when = now or datetime.now(UTC)
    observed = observe(api, body, config, when)
    plan = decide(observed, config)
    apply_plan(api, observed.run, plan, when)
    return plan
