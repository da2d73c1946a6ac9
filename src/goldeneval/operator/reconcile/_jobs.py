"""The evaluator Job (docs/design.md §9) and the ConfigMap for inline golden sets.

Pure functions from a :class:`ResolvedRun` to Kubernetes manifests (plain
dicts). The Job's name is derived from the GoldenRun's name and uid, so every
reconcile of the same run asks for the same Job and a second create is a 409,
never a second Job.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from goldeneval.config import DEFAULT_API_KEY_ENV
from goldeneval.operator.reconcile._envnames import env_name, plain_env
from goldeneval.operator.reconcile._internaljob import REFERENCE, mount_internal
from goldeneval.operator.spec import (
    API_VERSION,
    KIND,
    ConfigMapRef,
    EvaluatorConfig,
    OperatorConfig,
    ResolvedRun,
    deadline_margin,
    dns_name,
)

CONTAINER = "evaluator"
GOLDEN_MOUNT = "/golden"
CA_MOUNT = "/etc/goldeneval/ca"
"""Where the evaluator finds ``evaluator.caBundleConfigMapRef`` (as ``ca.crt``)."""
TERMINATION_LOG = "/dev/termination-log"
EXIT_INVALID_INPUT = 2
MANAGED_BY = "goldeneval-operator"

LABEL_MANAGED_BY = "app.kubernetes.io/managed-by"
LABEL_NAME = "app.kubernetes.io/name"
LABEL_COMPONENT = "app.kubernetes.io/component"
LABEL_RUN = "goldeneval.ahu.go.id/run"
LABEL_RUN_UID = "goldeneval.ahu.go.id/run-uid"
LABEL_SUITE = "goldeneval.ahu.go.id/suite"

# Set by the Job controller on every pod of an Indexed Job.
LABEL_JOB_NAME = "job-name"
LABEL_COMPLETION_INDEX = "batch.kubernetes.io/job-completion-index"

# Pod names of an Indexed Job are "<job>-<index>-<5 random>"; keeping the Job
# name at 52 leaves room for that within the 63-character hostname limit.
JOB_NAME_LIMIT = 52


SPOOL_MOUNT = "/var/lib/goldeneval/spool"
"""The evaluator's spool (``spool_dir``): an emptyDir, writable under a read-only root."""


def job_name(run_name: str, uid: str) -> str:
    """The evaluator Job's name: deterministic per GoldenRun, at most 52 characters."""
    return dns_name(run_name, uid, suffix="eval", limit=JOB_NAME_LIMIT)


def run_labels(run: ResolvedRun) -> dict[str, str]:
    """Labels put on every object created for a run (how the operator finds them again)."""
    return {
        LABEL_NAME: "goldeneval",
        LABEL_COMPONENT: "evaluator",
        LABEL_MANAGED_BY: MANAGED_BY,
        LABEL_RUN: _label_value(run.ref.name),
        LABEL_RUN_UID: run.ref.uid,
        LABEL_SUITE: run.suite,
    }


def _label_value(text: str) -> str:
    """A label value (≤ 63 characters, alphanumeric at both ends)."""
    return text[:63].rstrip("-_.")


def owner_reference(run: ResolvedRun) -> dict[str, Any]:
    """Makes the GoldenRun the controller of an object, so the garbage collector removes
    it with the run (no finalizer needed)."""
    return {
        "apiVersion": API_VERSION,
        "kind": KIND,
        "name": run.ref.name,
        "uid": run.ref.uid,
        "controller": True,
        "blockOwnerDeletion": True,
    }


def golden_set_yaml(items: tuple[Mapping[str, Any], ...]) -> str:
    """Inline items as the YAML file the evaluator reads (same format as a set file)."""
    return yaml.safe_dump([dict(i) for i in items], sort_keys=False, allow_unicode=True)


def build_inline_configmap(run: ResolvedRun) -> dict[str, Any]:
    """The ConfigMap holding a run's inline items (owned by the run)."""
    assert run.golden.inline_items is not None
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {
            "name": run.golden.configmap_name,
            "namespace": run.ref.namespace,
            "labels": run_labels(run),
            "ownerReferences": [owner_reference(run)],
        },
        "data": {run.golden.configmap_key: golden_set_yaml(run.golden.inline_items)},
    }


def evaluator_deadline(timeout_seconds: int) -> int:
    """The evaluator's own deadline: a little before the Job's, so a slow run still
    writes its shard summary instead of being killed mid-way."""
    return max(1, timeout_seconds - deadline_margin(timeout_seconds))


def _ratio(value: float) -> str:
    return repr(float(value))


def _env(run: ResolvedRun) -> list[dict[str, Any]]:
    """The evaluator's settings as its environment: what is always set, what is given, secrets."""
    env = [
        plain_env("suite", run.suite),
        plain_env("chatbot_url", run.chatbot.url),
        plain_env("judge_url", run.judge.url),
        plain_env("judge_model", run.judge.model),
        plain_env("min_pass_rate", _ratio(run.gate.min_pass_rate)),
        plain_env("pass_threshold", _ratio(run.gate.pass_threshold)),
        plain_env("min_coverage", _ratio(run.gate.min_coverage)),
        plain_env("allow_unverified", "true" if run.gate.allow_unverified else "false"),
        plain_env("concurrency", run.pod.concurrency),
        plain_env("deadline_seconds", evaluator_deadline(run.pod.timeout_seconds)),
        plain_env("spool_dir", SPOOL_MOUNT),
    ]
    optional = _optional_settings(run)
    env += [plain_env(setting, value) for setting, value in optional if value is not None]
    return env + _secret_env(run)


def _optional_settings(run: ResolvedRun) -> list[tuple[str, object | None]]:
    """Settings the spec or the operator defaults may leave to the evaluator (None: not set)."""
    optional: list[tuple[str, object | None]] = [
        ("chatbot_request", run.chatbot.request),
        ("chatbot_answer_path", run.chatbot.answer_path),
        ("chatbot_timeout", run.chatbot.timeout_seconds),
        ("chatbot_concurrency", run.chatbot.concurrency),
        ("chatbot_samples", run.chatbot.samples),
        ("judge_timeout", run.judge.timeout_seconds),
        ("judge_concurrency", run.judge.concurrency),
        ("judge_samples", run.judge.samples),
        ("judge_borderline", run.judge.borderline),
        ("judge_reuse_max_age_days", run.judge.reuse_max_age_days),
        ("min_agreement", run.judge.min_agreement),
        ("target_agreement", run.judge.target_agreement),
        ("risk", run.judge.risk),
        ("judge_max_tokens_per_run", run.judge.max_tokens_per_run),
        ("store_outage_seconds", run.pod.store_outage_seconds),
    ]
    cmp = run.compare
    if cmp is not None:
        optional += [
            ("compare_url", cmp.url),
            ("compare_request", cmp.request),
            ("compare_answer_path", cmp.answer_path),
            ("compare_timeout", cmp.timeout_seconds),
            ("compare_max_drop", None if cmp.max_drop is None else _ratio(cmp.max_drop)),
            ("compare_alpha", None if cmp.alpha is None else _ratio(cmp.alpha)),
            (
                "compare_gate_history",
                None if cmp.gate_history is None else str(cmp.gate_history).lower(),
            ),
        ]
    return optional


def _secret_env(run: ResolvedRun) -> list[dict[str, Any]]:
    """The store's DSN and the judge's key, as references to their Secrets.

    Credentials are referenced, never copied: they stay out of the Job spec,
    the command line and the GoldenRun.
    """
    env: list[dict[str, Any]] = [
        {
            "name": env_name("store"),
            "valueFrom": {
                "secretKeyRef": {"name": run.pod.database.name, "key": run.pod.database.key}
            },
        }
    ]
    if run.judge.api_key is not None:
        env.append(
            {
                "name": DEFAULT_API_KEY_ENV,
                "valueFrom": {
                    "secretKeyRef": {"name": run.judge.api_key.name, "key": run.judge.api_key.key}
                },
            }
        )
    return env


def build_job(run: ResolvedRun, config: OperatorConfig) -> dict[str, Any]:
    """The Indexed evaluator Job of a run."""
    ev = config.evaluator
    labels = run_labels(run)
    container = _container(run, ev)
    pod_spec = _pod_spec(run, ev, container)
    if ev.ca_bundle is not None:
        _mount_ca_bundle(ev.ca_bundle, container, pod_spec)
    if run.internal is not None:
        mount_internal(run.internal, container, pod_spec)
    if run.compare is not None and run.compare.internal is not None:
        mount_internal(run.compare.internal, container, pod_spec, REFERENCE)
    if ev.service_account_name:
        pod_spec["serviceAccountName"] = ev.service_account_name
    if ev.image_pull_secrets:
        pod_spec["imagePullSecrets"] = [{"name": n} for n in ev.image_pull_secrets]
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {
            "name": job_name(run.ref.name, run.ref.uid),
            "namespace": run.ref.namespace,
            "labels": labels,
            "ownerReferences": [owner_reference(run)],
        },
        "spec": {
            "completionMode": "Indexed",
            "completions": run.pod.shards,
            "parallelism": run.pod.shards,
            "backoffLimit": ev.backoff_limit,
            "activeDeadlineSeconds": run.pod.timeout_seconds,
            "ttlSecondsAfterFinished": ev.ttl_seconds_after_finished,
            "podFailurePolicy": _pod_failure_policy(),
            "template": {"metadata": {"labels": labels}, "spec": pod_spec},
        },
    }


def _pod_failure_policy() -> dict[str, Any]:
    """Which pod failures end the Job at once, and which are not counted against its retries."""
    return {
        "rules": [
            # Exit 2 = invalid input: retrying cannot help, fail the Job now.
            {
                "action": "FailJob",
                "onExitCodes": {
                    "containerName": CONTAINER,
                    "operator": "In",
                    "values": [EXIT_INVALID_INPUT],
                },
            },
            # Evictions and preemptions are not the evaluator's fault.
            {
                "action": "Ignore",
                "onPodConditions": [{"type": "DisruptionTarget", "status": "True"}],
            },
        ]
    }


def _container(run: ResolvedRun, ev: EvaluatorConfig) -> dict[str, Any]:
    """The evaluator container: ``goldeneval run`` on one shard, locked down, its summary as the termination message."""
    args = [
        "run",
        "--set",
        f"{GOLDEN_MOUNT}/{run.golden.configmap_key}",
        "--suite",
        run.suite,
        "--run-id",
        run.ref.uid,
        "--shard",
        f"/{run.pod.shards}",
        "--summary-file",
        TERMINATION_LOG,
    ]
    return {
        "name": CONTAINER,
        "image": run.pod.image,
        "imagePullPolicy": ev.image_pull_policy,
        "command": ["goldeneval"],
        "args": args,
        "env": _env(run),
        "resources": dict(run.pod.resources),
        "securityContext": {
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "runAsNonRoot": True,
            "capabilities": {"drop": ["ALL"]},
        },
        "terminationMessagePath": TERMINATION_LOG,
        # A pod that dies before writing its summary still explains itself:
        # the tail of its log becomes the termination message.
        "terminationMessagePolicy": "FallbackToLogsOnError",
        "volumeMounts": [
            {"name": "golden-set", "mountPath": GOLDEN_MOUNT, "readOnly": True},
            {"name": "tmp", "mountPath": "/tmp"},  # noqa: S108 - an emptyDir, the only writable path
            {"name": "spool", "mountPath": SPOOL_MOUNT},
        ],
    }


def _pod_spec(run: ResolvedRun, ev: EvaluatorConfig, container: dict[str, Any]) -> dict[str, Any]:
    """The pod around the container: non-root, no API token, the set and two scratch volumes."""
    return {
        "restartPolicy": "Never",
        "automountServiceAccountToken": False,
        "enableServiceLinks": False,
        "securityContext": {
            "runAsNonRoot": True,
            "runAsUser": ev.run_as_user,
            "runAsGroup": ev.run_as_user,
            "fsGroup": ev.run_as_user,
            "seccompProfile": {"type": "RuntimeDefault"},
        },
        "containers": [container],
        "volumes": [
            {
                "name": "golden-set",
                "configMap": {
                    "name": run.golden.configmap_name,
                    "items": [{"key": run.golden.configmap_key, "path": run.golden.configmap_key}],
                },
            },
            {"name": "tmp", "emptyDir": {"sizeLimit": "64Mi"}},
            # Results not yet stored during a database outage (about 1 KiB each).
            {"name": "spool", "emptyDir": {"sizeLimit": "256Mi"}},
        ],
    }


def _mount_ca_bundle(ca: ConfigMapRef, container: dict[str, Any], pod_spec: dict[str, Any]) -> None:
    """The operator's CA bundle, mounted and named by the evaluator's ``ca_file`` setting."""
    container["env"].append({"name": env_name("ca_file"), "value": f"{CA_MOUNT}/ca.crt"})
    container["volumeMounts"].append({"name": "ca-bundle", "mountPath": CA_MOUNT, "readOnly": True})
    pod_spec["volumes"].append(
        {
            "name": "ca-bundle",
            "configMap": {"name": ca.name, "items": [{"key": ca.key, "path": "ca.crt"}]},
        }
    )
