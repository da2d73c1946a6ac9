"""Reading an evaluator Job and its pods: outcomes, shard summaries, pods that cannot start.

Pure functions over the objects as the API server returns them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from goldeneval.operator._scrub import last_lines, scrub
from goldeneval.operator.reconcile._conditions import Reason, parse_time
from goldeneval.operator.reconcile._jobs import CONTAINER, LABEL_COMPLETION_INDEX, LABEL_RUN_UID
from goldeneval.verdict import ShardNoVerdict, ShardSummary, ShardSummaryError

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


def job_condition(job: Mapping[str, Any], ctype: str) -> Mapping[str, Any] | None:
    for cond in (job.get("status") or {}).get("conditions") or ():
        if cond.get("type") == ctype and cond.get("status") == "True":
            return dict(cond)
    return None


def finished(job: Mapping[str, Any]) -> bool:
    """The Job has an outcome (Complete or Failed)."""
    return job_condition(job, "Complete") is not None or job_condition(job, "Failed") is not None


def pod_creation_failure(
    job: Mapping[str, Any] | None,
    events: Sequence[Mapping[str, Any]],
    *,
    now: datetime,
    grace_seconds: float,
) -> tuple[Reason, str] | None:
    """The Job controller has failed to create pods for longer than the grace time.

    Its ``FailedCreate`` events carry the cluster's own reason (no evaluator
    ServiceAccount, a quota, an admission webhook); without reading them the
    run would look Running until its deadline and then blame latency.
    """
    if job is None:
        return None
    meta = job.get("metadata") or {}
    uid = meta.get("uid")
    failures = [
        e
        for e in events
        if e.get("reason") == "FailedCreate"
        and (not uid or (e.get("involvedObject") or {}).get("uid") in (None, uid))
    ]
    if not failures:
        return None
    # Since the first failure (the Job's creation when an event carries no time).
    created = parse_time(meta.get("creationTimestamp")) or now
    first = min(
        parse_time(e.get("firstTimestamp") or e.get("eventTime")) or created for e in failures
    )
    if (now - first).total_seconds() < grace_seconds:
        return None
    latest = max(failures, key=lambda e: str(e.get("lastTimestamp") or e.get("eventTime") or ""))
    detail = scrub(str(latest.get("message") or "no message"), 600)
    return (
        Reason.POD_CREATION_FAILED,
        f"the Job controller cannot create the evaluator pods of Job {meta.get('name', '?')}: "
        f"{detail}; fix that in the namespace (the evaluator ServiceAccount, quotas, "
        "admission policies), then create a new GoldenRun",
    )


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


def _last_failed(
    pods: Sequence[Mapping[str, Any]],
) -> tuple[Mapping[str, Any], Mapping[str, Any]] | None:
    """The most recent failed pod and its container's terminated state."""
    failed = [
        (p, t)
        for p in pods
        if (t := _terminated(p)) is not None and t.get("exitCode") not in (0, None)
    ]
    return max(failed, key=lambda pt: _pod_created(pt[0])) if failed else None


def no_verdict_of(pods: Sequence[Mapping[str, Any]], *, run_id: str) -> ShardNoVerdict | None:
    """The no-verdict record the most recent failed pod of this run left, if it left one.

    Anything else in the message (a log tail, another run's record, a malformed
    record) is None: the failure is then reported as it is, never as a cause
    the pod did not state.
    """
    last = _last_failed(pods)
    if last is None:
        return None
    message = str(last[1].get("message") or "").strip()
    if not message.startswith("{"):
        return None
    try:
        record = ShardNoVerdict.from_dict(json.loads(message))
    except (ValueError, KeyError, TypeError, RecursionError):
        return None
    return record if record.run_id == run_id else None


def failure_detail(pods: Sequence[Mapping[str, Any]]) -> str:
    """What the most recent failed pod said (exit code and the tail of its message)."""
    last = _last_failed(pods)
    if last is None:
        return "no pod reported an exit code"
    pod, term = last
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
            "check that the Secrets the run names (judge, database, internal agent) exist "
            "in this namespace with their keys, "
            "then create a new GoldenRun",
        )
    return None


def owned_by(obj: Mapping[str, Any], uid: str) -> bool:
    meta = obj.get("metadata") or {}
    if any(ref.get("uid") == uid for ref in meta.get("ownerReferences") or ()):
        return True
    return (meta.get("labels") or {}).get(LABEL_RUN_UID) == uid
