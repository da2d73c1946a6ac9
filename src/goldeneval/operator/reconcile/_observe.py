"""Observing a GoldenRun: what the reconcile step reads from the API server.

:func:`observe` gathers the run, its Job, the Job's pods and events, and the
golden set into one :class:`Observed` value; everything after it is pure.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from goldeneval.model import ClusterError
from goldeneval.operator.kube import KubeApi, core_path, job_path
from goldeneval.operator.reconcile._conditions import parse_time
from goldeneval.operator.reconcile._jobs import LABEL_JOB_NAME, golden_set_yaml, job_name
from goldeneval.operator.reconcile._pods import finished
from goldeneval.operator.reconcile._status import GoldenRunStatus, observe_generation
from goldeneval.operator.spec import (
    DEFAULT_OPERATOR_NAMESPACE,
    InvalidRunSpec,
    OperatorConfig,
    RunRef,
    resolve_run,
)

log = logging.getLogger("goldeneval.operator")


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
    job_events: tuple[Mapping[str, Any], ...] = ()
    """Events on the unfinished Job (the Job controller's ``FailedCreate``)."""
    operator_namespace: str = DEFAULT_OPERATOR_NAMESPACE
    """Where this operator runs (the report command names it when it is not the default)."""


def observe(
    api: KubeApi, body: Mapping[str, Any], config: OperatorConfig, now: datetime
) -> Observed:
    """Read what :func:`decide` needs for a GoldenRun body from the API server."""
    run = RunView.from_body(body)
    if run.deleting or (run.status is not None and run.status.phase.terminal):
        return Observed(run=run, now=now, operator_namespace=config.operator_namespace)
    ns = run.ref.namespace
    name = job_name(run.ref.name, run.ref.uid)
    job = api.get(job_path(ns, name))
    pods: tuple[Mapping[str, Any], ...] = ()
    events: tuple[Mapping[str, Any], ...] = ()
    if job is not None:
        pods = tuple(api.list(core_path("pods", ns), label_selector=f"{LABEL_JOB_NAME}={name}"))
        if not finished(job):
            events = _job_events(api, ns, name)
    golden = None
    if job is None or run.status is None or run.status.golden_set is None:
        golden = _read_golden(api, run, config)
    return Observed(
        run=run,
        now=now,
        job=job,
        pods=pods,
        golden=golden,
        job_events=events,
        operator_namespace=config.operator_namespace,
    )


def _job_events(api: KubeApi, namespace: str, job: str) -> tuple[Mapping[str, Any], ...]:
    """Events on the Job; best effort (RBAC from before ``list events`` was needed)."""
    try:
        return tuple(
            api.list(
                core_path("events", namespace),
                field_selector=f"involvedObject.kind=Job,involvedObject.name={job}",
            )
        )
    except ClusterError as exc:
        log.warning(
            "cannot read the events of Job %s/%s, so pods it cannot create are only "
            "noticed at its deadline (grant list on events): %s",
            namespace,
            job,
            exc,
        )
        return ()


def _read_golden(api: KubeApi, run: RunView, config: OperatorConfig) -> GoldenSetText | None:
    try:
        resolved = resolve_run(run.ref, run.spec, config)
    except InvalidRunSpec:
        return None  # decide() reports the spec problem itself
    if resolved.golden.inline_items is not None:
        return GoldenSetText(golden_set_yaml(resolved.golden.inline_items))
    cm = api.get(core_path("configmaps", run.ref.namespace, resolved.golden.configmap_name))
    if cm is None:
        return GoldenSetText(
            None,
            f"ConfigMap {run.ref.namespace}/{resolved.golden.configmap_name} "
            "(spec.goldenSet.configMapRef) "
            "does not exist",
        )
    text = (cm.get("data") or {}).get(resolved.golden.configmap_key)
    if text is None:
        keys = ", ".join(sorted((cm.get("data") or {}).keys())) or "none"
        return GoldenSetText(
            None,
            f"ConfigMap {run.ref.namespace}/{resolved.golden.configmap_name} has no key "
            f"{resolved.golden.configmap_key!r} (keys: {keys}); fix spec.goldenSet.configMapRef.key",
        )
    return GoldenSetText(str(text))


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
