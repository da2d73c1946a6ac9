"""Deciding: the pure reconcile step from what was observed to a :class:`Plan`.

:func:`decide` maps the observed world (the GoldenRun, its Job, the Job's
pods, the golden-set text, the time) to the objects to create, the status to
write and the events to post. It never reads the API server, so a restarted
operator, a repeated event or two reconciles racing each other converge on
the same plan.

The verdict comes from the shard summaries in the pods' termination messages,
summed by ``goldeneval.verdict._aggregate.aggregate_shards`` — the same gate the CLI
uses. Anything missing or unreadable makes the run ``Error``, never a pass.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goldeneval.config import DEFAULT_COMPARE_ALPHA, DEFAULT_COMPARE_MAX_DROP
from goldeneval.goldenset import parse_golden_set
from goldeneval.model import GoldenSetError
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._jobs import build_inline_configmap, build_job, job_name
from goldeneval.operator.reconcile._observe import Observed
from goldeneval.operator.reconcile._plan import (
    EventSpec,
    EventType,
    Plan,
    no_verdict_message,
    results_of,
    running_status,
    set_summary,
    summary_of,
    terminal_plan,
    verdict_message,
)
from goldeneval.operator.reconcile._pods import (
    failure_detail,
    job_condition,
    no_verdict_of,
    owned_by,
    pod_creation_failure,
    read_shard_summaries,
    stuck_pod,
)
from goldeneval.operator.reconcile._status import (
    GoldenRunStatus,
    Results,
    observe_generation,
    transition,
)
from goldeneval.operator.spec import InvalidRunSpec, OperatorConfig, ResolvedRun, resolve_run
from goldeneval.verdict import CompareRules, GateRules, ShardSummaryError, aggregate_shards


def compare_rules(run: ResolvedRun) -> CompareRules | None:
    """The pairwise gate's rules of a compare-mode run (the evaluator's defaults where unset)."""
    cmp = run.compare
    if cmp is None:
        return None
    return CompareRules(
        max_drop=DEFAULT_COMPARE_MAX_DROP if cmp.max_drop is None else cmp.max_drop,
        alpha=DEFAULT_COMPARE_ALPHA if cmp.alpha is None else cmp.alpha,
        gate_history=bool(cmp.gate_history),
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
        return terminal_plan(obs, prev, Phase.ERROR, Reason.INVALID_SPEC, str(exc))

    name = job_name(run.ref.name, run.ref.uid)
    job = obs.job
    if job is not None and not owned_by(job, run.ref.uid):
        return terminal_plan(
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
            return terminal_plan(
                obs,
                prev,
                Phase.ERROR,
                Reason.JOB_MISSING,
                f"the evaluator Job {prev.job_name} disappeared before its results were read "
                "(deleted by hand?); create a new GoldenRun to rerun",
                resolved=resolved,
            )
        return _start(obs, prev, resolved, name, config)

    current, events = _running(obs, resolved, name)
    plan = _follow_job(obs, current, resolved, job, events, config)
    if plan is not None:
        return plan
    return Plan(status=None if current == prev else current, events=events)


def _running(
    obs: Observed, resolved: ResolvedRun, name: str
) -> tuple[GoldenRunStatus, tuple[EventSpec, ...]]:
    """The status of a run whose Job exists, and the event to post when it is adopted."""
    prev = obs.run.status
    if prev is not None and prev.phase is Phase.RUNNING:
        return observe_generation(prev, obs.run.generation), ()
    # The Job exists but the status does not say so: the operator stopped
    # between creating the Job and writing the status. Adopt the Job.
    message = f"evaluator Job {name} is running ({resolved.pod.shards} shard(s))"
    current = running_status(
        prev,
        obs,
        resolved,
        name,
        Reason.JOB_RUNNING,
        message,
        set_summary(resolved, obs.golden),
    )
    return current, (EventSpec(EventType.NORMAL, "Started", message),)


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
            return terminal_plan(
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
            min_pass_rate=resolved.gate.min_pass_rate,
        )
        first = prev is None or prev.reason is not Reason.WAITING_FOR_GOLDEN_SET
        events = (EventSpec(EventType.WARNING, Reason.WAITING_FOR_GOLDEN_SET.value, message),)
        return Plan(status=None if status == prev else status, events=events if first else ())
    try:
        gs = parse_golden_set(golden.text, resolved.golden_source)
    except GoldenSetError as exc:
        # Checked before any pod starts: a broken set fails in seconds, with
        # every problem listed, and is never retried.
        return terminal_plan(
            obs, prev, Phase.ERROR, Reason.INVALID_GOLDEN_SET, str(exc), resolved=resolved
        )
    message = (
        f"evaluating {len(gs.items)} items from {resolved.golden_source} in "
        f"{resolved.pod.shards} shard(s) with Job {name}"
    )
    status = running_status(
        prev, obs, resolved, name, Reason.JOB_CREATED, message, summary_of(resolved, gs)
    )
    return Plan(
        status=status,
        configmap=build_inline_configmap(resolved)
        if resolved.golden.inline_items is not None
        else None,
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
    end = _Ending(obs, current, resolved, events)
    if job_condition(job, "Complete") is not None:
        return _completed(end, name)
    failed = job_condition(job, "Failed")
    if failed is not None:
        return _failed(end, job, name, str(failed.get("reason") or ""))
    grace = config.evaluator.image_pull_grace_seconds
    stuck = stuck_pod(obs.pods, now=obs.now, grace_seconds=grace) or pod_creation_failure(
        job, obs.job_events, now=obs.now, grace_seconds=grace
    )
    if stuck is not None:
        reason, message = stuck
        # Nothing will change without a new spec: delete the Job to free the quota now.
        return end(Phase.ERROR, reason, message, delete_job=name)
    return None


class _Ending:
    """Ends a followed run: its terminal plan, with the run, its status and its events fixed."""

    def __init__(
        self,
        obs: Observed,
        current: GoldenRunStatus | None,
        resolved: ResolvedRun,
        events: tuple[EventSpec, ...],
    ) -> None:
        self.obs = obs
        self.current = current
        self.resolved = resolved
        self.events = events

    def __call__(
        self,
        phase: Phase,
        reason: Reason,
        message: str,
        *,
        results: Results | None = None,
        delete_job: str | None = None,
    ) -> Plan:
        return terminal_plan(
            self.obs,
            self.current,
            phase,
            reason,
            message,
            results=results,
            resolved=self.resolved,
            delete_job=delete_job,
            extra_events=self.events,
        )


def _completed(end: _Ending, name: str) -> Plan:
    """The Job completed: the verdict of its shards' summaries, or why they cannot be trusted."""
    resolved = end.resolved
    try:
        summaries = read_shard_summaries(
            end.obs.pods, shards=resolved.pod.shards, run_id=resolved.ref.uid
        )
        agg = aggregate_shards(
            summaries,
            shards=resolved.pod.shards,
            rules=GateRules(
                resolved.gate.min_pass_rate,
                resolved.gate.allow_unverified,
                resolved.gate.min_coverage,
            ),
            compare=compare_rules(resolved),
        )
    except ShardSummaryError as exc:
        return end(
            Phase.ERROR,
            Reason.SHARD_SUMMARY_INVALID,
            f"the evaluator Job {name} completed but its results cannot be trusted: {exc}",
        )
    results = results_of(agg, resolved.golden_source)
    message = verdict_message(agg, resolved.gate.min_pass_rate)
    if agg.gate.cause is not None:
        # No verdict (docs/design.md §5): Complete=True, Passed=False, never a pass.
        return end(Phase.ERROR, Reason.NO_VERDICT, message, results=results)
    passed = agg.gate.passed
    return end(
        Phase.PASSED if passed else Phase.FAILED,
        Reason.GATE_PASSED if passed else Reason.GATE_FAILED,
        message,
        results=results,
    )


def _failed(end: _Ending, job: Mapping[str, Any], name: str, why: str) -> Plan:
    """The Job failed: no verdict when its pods said so, else why it failed and what to do."""
    outage = no_verdict_of(end.obs.pods, run_id=end.resolved.ref.uid)
    if outage is not None and why != "DeadlineExceeded":
        # Its pods (retries included) gave up on the database, or the judge is not
        # calibrated enough: no verdict, and the status says why and what to do
        # rather than quoting a log tail.
        return end(Phase.ERROR, Reason.NO_VERDICT, no_verdict_message(outage))
    detail = failure_detail(end.obs.pods)
    if why == "PodFailurePolicy":
        reason, message = (
            Reason.INVALID_INPUT,
            f"the evaluator rejected its input, so the Job was not retried: {detail}",
        )
    elif why == "DeadlineExceeded":
        reason, message = (
            Reason.DEADLINE_EXCEEDED,
            "the evaluator did not finish within spec.timeoutSeconds "
            f"({end.resolved.pod.timeout_seconds}s); "
            "raise it, add shards, or check the chatbot and judge latency",
        )
    elif why == "BackoffLimitExceeded":
        limit = (job.get("spec") or {}).get("backoffLimit")
        reason, message = (
            Reason.EVALUATOR_FAILED,
            f"the evaluator kept failing (backoffLimit {limit} exhausted); last failure: {detail}",
        )
    else:
        reason, message = (
            Reason.JOB_FAILED,
            f"the evaluator Job {name} failed ({why or 'no reason given'}): {detail}",
        )
    return end(Phase.ERROR, reason, message)
