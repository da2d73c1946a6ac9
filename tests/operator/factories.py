"""Builders for operator unit tests: GoldenRun bodies, Jobs, pods, shard summaries."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from goldeneval.model import Counts, Surface
from goldeneval.operator.reconcile._jobs import (
    LABEL_COMPLETION_INDEX,
    LABEL_JOB_NAME,
    LABEL_RUN_UID,
    job_name,
)
from goldeneval.operator.reconcile._plan import Plan
from goldeneval.operator.reconcile._reconcile import Observed, RunView, decide
from goldeneval.operator.spec import (
    ChatbotDefaults,
    JudgeDefaults,
    OperatorConfig,
    RunDefaults,
    SecretRef,
)
from goldeneval.verdict._shardsummary import ShardSummary

NOW = datetime(2025, 5, 1, 12, 0, 0, tzinfo=UTC)
UID = "0b6c1d9e-1111-4a2b-9c3d-5e6f7a8b9c0d"

GOLDEN_YAML = """\
- id: pt-syarat
  surface: public
  domain: badan-hukum-pt
  question: "Apa syarat PT perorangan?"
  expected:
    must_include: ["WNI"]
    must_not_include: []
    rubric: "WNI, 17 tahun"
  verified: true
- id: apostille-dokumen
  surface: public
  domain: apostille
  question: "Dokumen apa yang bisa diapostille?"
  expected:
    must_include: ["dokumen publik"]
    must_not_include: []
    rubric: "public documents"
  verified: true
"""


def operator_config(**overrides: Any) -> OperatorConfig:
    """A complete operator config (every default a run needs)."""
    base = OperatorConfig(
        defaults=RunDefaults(
            chatbot=ChatbotDefaults(url="http://chatbot.tanya.svc:8080"),
            judge=JudgeDefaults(
                url="http://judge.llm.svc:8000/v1",
                model="qwen2.5-32b-instruct",
                api_key_secret_ref=SecretRef("goldeneval-judge", "api-key"),
            ),
            database_secret_ref=SecretRef("goldeneval-db", "dsn"),
        ),
    )
    from dataclasses import replace

    return replace(base, **overrides)


def run_body(
    *,
    name: str = "tanya-prod-abcde",
    namespace: str = "tanya",
    uid: str = UID,
    spec: dict[str, Any] | None = None,
    status: dict[str, Any] | None = None,
    generation: int = 1,
    created: datetime = NOW,
    deleting: bool = False,
) -> dict[str, Any]:
    """A GoldenRun object as the API returns it."""
    meta: dict[str, Any] = {
        "name": name,
        "namespace": namespace,
        "uid": uid,
        "generation": generation,
        "creationTimestamp": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    if deleting:
        meta["deletionTimestamp"] = NOW.strftime("%Y-%m-%dT%H:%M:%SZ")
    body: dict[str, Any] = {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenRun",
        "metadata": meta,
        "spec": spec
        if spec is not None
        else {"suite": "tanya-public-prod", "goldenSet": {"configMapRef": {"name": "golden-set"}}},
    }
    if status is not None:
        body["status"] = status
    return body


def job_body(
    name: str, *, uid: str = UID, conditions: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """A Job owned by the run, with the given status conditions."""
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {
            "name": name,
            "namespace": "tanya",
            "labels": {LABEL_RUN_UID: uid},
            "ownerReferences": [{"kind": "GoldenRun", "uid": uid, "name": "x"}],
        },
        "spec": {"backoffLimit": 2},
        "status": {"conditions": conditions or []},
    }


def cond(ctype: str, reason: str = "") -> dict[str, Any]:
    """A True Job condition."""
    return {"type": ctype, "status": "True", "reason": reason, "message": ""}


def summary_message(
    *,
    shard: int = 0,
    shards: int = 1,
    run_id: str = UID,
    counts: Counts | None = None,
    verified_regressions: tuple[str, ...] = (),
    unverified_items: int = 0,
    digest: str = "sha256:abc",
    by_surface: Mapping[Surface, Counts] | None = None,
) -> str:
    """A shard summary as a termination message (without per-surface counts unless given,
    as an evaluator that predates them writes it)."""
    summary = ShardSummary(
        run_id=run_id,
        suite="tanya-public-prod",
        shard=shard,
        shards=shards,
        set_digest=digest,
        counts=counts or Counts(items=2, scored=2, passed=2),
        by_surface=by_surface,
        unverified_items=unverified_items,
        verified_regressions=verified_regressions,
        unverified_regressions=(),
        verified_regression_count=len(verified_regressions),
        unverified_regression_count=0,
    )
    return json.dumps(summary.to_dict())


def pod(
    job: str,
    index: int,
    *,
    exit_code: int | None = 0,
    message: str | None = None,
    waiting: str | None = None,
    created: datetime = NOW,
    suffix: str = "abcde",
) -> dict[str, Any]:
    """A pod of an Indexed Job: terminated with an exit code, or waiting with a reason."""
    state: dict[str, Any]
    if waiting is not None:
        state = {"waiting": {"reason": waiting, "message": f"{waiting}: registry says no"}}
        phase = "Pending"
    else:
        term: dict[str, Any] = {
            "exitCode": exit_code,
            "reason": "Completed" if exit_code == 0 else "Error",
        }
        if message is not None:
            term["message"] = message
        state = {"terminated": term}
        phase = "Succeeded" if exit_code == 0 else "Failed"
    return {
        "metadata": {
            "name": f"{job}-{index}-{suffix}",
            "namespace": "tanya",
            "creationTimestamp": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "labels": {LABEL_JOB_NAME: job, LABEL_COMPLETION_INDEX: str(index)},
        },
        "status": {"phase": phase, "containerStatuses": [{"name": "evaluator", "state": state}]},
    }


def later(seconds: float) -> datetime:
    """NOW plus some seconds."""
    return NOW + timedelta(seconds=seconds)


def step(body: dict[str, Any], **observed: Any) -> Plan:
    """One pure reconcile step of the run ``body`` against ``observed`` (at ``NOW`` by default)."""
    observed.setdefault("now", NOW)
    return decide(Observed(run=RunView.from_body(body), **observed), STEP_CONFIG)


STEP_CONFIG = operator_config()
"""The operator configuration :func:`step` decides with."""
STEP_JOB = job_name("tanya-prod-abcde", UID)
"""The Job name :func:`step` gives a run made by :func:`run_body`."""
