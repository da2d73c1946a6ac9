"""The evaluator Job builder (docs/design.md §9), validated against the Kubernetes schemas."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import kubernetes_validate
import pytest

from goldeneval.operator.reconcile._jobs import (
    build_inline_configmap,
    build_job,
    evaluator_deadline,
    job_name,
)
from goldeneval.operator.spec import ConfigMapRef, RunRef, resolve_run

from .factories import UID, operator_config

K8S_VERSION = "1.30.0"


def resolved(spec_extra: dict | None = None, name: str = "tanya-prod-abcde"):
    spec = {"suite": "tanya-public-prod", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    spec.update(spec_extra or {})
    return resolve_run(RunRef("tanya", name, UID), spec, operator_config())


def test_job_name_is_deterministic_short_and_a_dns_label() -> None:
    long_name = "tanya-prod-" + "x" * 240
    a, b = job_name(long_name, UID), job_name(long_name, UID)
    assert a == b
    assert len(a) <= 52
    assert re.fullmatch(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?", a)
    assert job_name(long_name, "ffffffff-0000") != a  # another uid → another Job
    assert job_name("Tanya_Prod", UID).startswith("tanya-prod-eval-")


def test_job_is_an_indexed_job_owned_by_the_run() -> None:
    job = build_job(resolved({"shards": 3, "timeoutSeconds": 900}), operator_config())
    spec = job["spec"]
    assert spec["completionMode"] == "Indexed"
    assert spec["completions"] == spec["parallelism"] == 3
    assert spec["activeDeadlineSeconds"] == 900
    assert spec["backoffLimit"] == 2
    assert spec["ttlSecondsAfterFinished"] == 86400
    (owner,) = job["metadata"]["ownerReferences"]
    assert owner == {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenRun",
        "name": "tanya-prod-abcde",
        "uid": UID,
        "controller": True,
        "blockOwnerDeletion": True,
    }
    rules = spec["podFailurePolicy"]["rules"]
    assert rules[0] == {
        "action": "FailJob",
        "onExitCodes": {"containerName": "evaluator", "operator": "In", "values": [2]},
    }
    assert rules[1]["action"] == "Ignore"
    assert rules[1]["onPodConditions"][0]["type"] == "DisruptionTarget"
    assert spec["template"]["spec"]["restartPolicy"] == "Never"  # required by podFailurePolicy


def test_pod_is_hardened() -> None:
    pod = build_job(resolved(), operator_config())["spec"]["template"]["spec"]
    assert pod["automountServiceAccountToken"] is False
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    (c,) = pod["containers"]
    sc = c["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"] == {"drop": ["ALL"]}
    mounts = {m["mountPath"]: m for m in c["volumeMounts"]}
    assert mounts["/golden"]["readOnly"] is True
    assert "/tmp" in mounts  # the one writable place
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert volumes["tmp"]["emptyDir"]
    assert volumes["golden-set"]["configMap"]["name"] == "golden-set"


def test_command_follows_the_evaluator_contract() -> None:
    c = build_job(resolved({"shards": 4}), operator_config())["spec"]["template"]["spec"][
        "containers"
    ][0]
    assert c["command"] == ["goldeneval"]
    assert c["args"] == [
        "run",
        "--set",
        "/golden/golden-set.yaml",
        "--suite",
        "tanya-public-prod",
        "--run-id",
        UID,
        "--shard",
        "/4",
        "--summary-file",
        "/dev/termination-log",
    ]
    assert c["terminationMessagePath"] == "/dev/termination-log"
    assert c["terminationMessagePolicy"] == "FallbackToLogsOnError"


def test_credentials_are_referenced_never_copied() -> None:
    c = build_job(resolved(), operator_config())["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e for e in c["env"]}
    assert env["GOLDENEVAL_STORE"] == {
        "name": "GOLDENEVAL_STORE",
        "valueFrom": {"secretKeyRef": {"name": "goldeneval-db", "key": "dsn"}},
    }
    assert env["GOLDENEVAL_JUDGE_API_KEY"]["valueFrom"]["secretKeyRef"] == {
        "name": "goldeneval-judge",
        "key": "api-key",
    }
    assert "value" not in env["GOLDENEVAL_STORE"]
    assert env["GOLDENEVAL_CHATBOT_URL"]["value"] == "http://chatbot.tanya.svc:8080"
    assert env["GOLDENEVAL_MIN_PASS_RATE"]["value"] == "0.8"
    assert env["GOLDENEVAL_ALLOW_UNVERIFIED"]["value"] == "false"
    assert env["GOLDENEVAL_DEADLINE_SECONDS"]["value"] == str(evaluator_deadline(3600))


def test_spec_overrides_win_over_defaults() -> None:
    run = resolved(
        {
            "minPassRate": 0.9,
            "allowUnverified": True,
            "image": "registry.ahu/ge:1.2",
            "chatbot": {
                "url": "http://other:1",
                "answerPath": "data.text",
                "request": '{"q": "{question}"}',
            },
            "judge": {"model": "llama3", "concurrency": 2},
            "resources": {"limits": {"memory": "1Gi"}},
        }
    )
    c = build_job(run, operator_config())["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e.get("value") for e in c["env"]}
    assert env["GOLDENEVAL_MIN_PASS_RATE"] == "0.9"
    assert env["GOLDENEVAL_ALLOW_UNVERIFIED"] == "true"
    assert env["GOLDENEVAL_CHATBOT_URL"] == "http://other:1"
    assert env["GOLDENEVAL_CHATBOT_ANSWER_PATH"] == "data.text"
    assert json.loads(env["GOLDENEVAL_CHATBOT_REQUEST"]) == {"q": "{question}"}
    assert env["GOLDENEVAL_JUDGE_MODEL"] == "llama3"
    assert env["GOLDENEVAL_JUDGE_CONCURRENCY"] == "2"
    assert c["image"] == "registry.ahu/ge:1.2"
    assert c["resources"] == {"limits": {"memory": "1Gi"}}


@pytest.mark.parametrize("shards", [1, 3])
def test_job_manifest_is_valid_kubernetes(shards: int) -> None:
    job = build_job(resolved({"shards": shards}), operator_config())
    kubernetes_validate.validate(job, K8S_VERSION, strict=True)


def test_inline_items_become_an_owned_configmap() -> None:
    items = [
        {
            "id": "a",
            "surface": "public",
            "domain": "d",
            "question": "Q?",
            "expected": {"must_include": ["x"], "must_not_include": [], "rubric": "r"},
            "verified": True,
        }
    ]
    run = resolved({"goldenSet": {"items": items}})
    cm = build_inline_configmap(run)
    kubernetes_validate.validate(cm, K8S_VERSION, strict=True)
    assert cm["metadata"]["ownerReferences"][0]["uid"] == UID
    job = build_job(run, operator_config())
    vol = job["spec"]["template"]["spec"]["volumes"][0]["configMap"]
    assert vol["name"] == cm["metadata"]["name"]
    assert list(cm["data"]) == ["golden-set.yaml"]


def test_evaluator_deadline_leaves_room_for_the_summary() -> None:
    assert evaluator_deadline(3600) == 3540
    assert evaluator_deadline(60) == 54
    for t in (60, 61, 600, 86400):
        assert 0 < evaluator_deadline(t) < t


def test_a_ca_bundle_is_mounted_read_only_and_named_to_the_evaluator() -> None:
    plain = build_job(resolved(), operator_config())["spec"]["template"]["spec"]
    assert "GOLDENEVAL_CA_FILE" not in {e["name"] for e in plain["containers"][0]["env"]}
    evaluator = replace(operator_config().evaluator, ca_bundle=ConfigMapRef("ahu-root-ca", "pem"))
    job = build_job(resolved(), operator_config(evaluator=evaluator))
    kubernetes_validate.validate(job, K8S_VERSION, strict=True)
    pod = job["spec"]["template"]["spec"]
    container = pod["containers"][0]
    env = {e["name"]: e.get("value") for e in container["env"]}
    mount = next(m for m in container["volumeMounts"] if m["name"] == "ca-bundle")
    assert mount["readOnly"] is True
    assert env["GOLDENEVAL_CA_FILE"] == mount["mountPath"] + "/ca.crt"
    volume = next(v for v in pod["volumes"] if v["name"] == "ca-bundle")
    assert volume["configMap"] == {
        "name": "ahu-root-ca",
        "items": [{"key": "pem", "path": "ca.crt"}],
    }


def test_the_pods_environment_is_what_the_evaluators_settings_table_reads() -> None:
    """One settings model: the env the operator writes resolves, unchanged, in the evaluator."""
    from goldeneval.config import DEFAULT_API_KEY_ENV, SETTINGS, resolve

    run = resolved(
        {
            "minPassRate": 0.9,
            "passThreshold": 0.65,
            "allowUnverified": True,
            "timeoutSeconds": 600,
            "chatbot": {
                "url": "http://other:1",
                "answerPath": "data.text",
                "request": '{"q": "{question}"}',
                "timeoutSeconds": 7,
                "concurrency": 3,
                "samples": 7,
            },
            "judge": {
                "model": "llama3",
                "concurrency": 2,
                "timeoutSeconds": 9,
                "samples": 3,
                "borderline": 0.25,
                "reuseMaxAgeDays": 0,
                "targetAgreement": 0.9,
                "risk": 0.05,
                "maxTokensPerRun": 50000,
            },
            "minCoverage": 0.75,
            "storeOutageSeconds": 42.5,
        }
    )
    config = replace(
        operator_config(),
        evaluator=replace(operator_config().evaluator, ca_bundle=ConfigMapRef("ca", "ca.crt")),
    )
    c = build_job(run, config)["spec"]["template"]["spec"]["containers"][0]
    known = {s.env for s in SETTINGS if s.env} | {DEFAULT_API_KEY_ENV}
    names = [e["name"] for e in c["env"]]
    assert set(names) <= known, set(names) - known  # no variable the evaluator would ignore
    assert len(names) == len(set(names))
    # Secrets as the kubelet would resolve them, then the evaluator's own resolution.
    env = {e["name"]: e.get("value", f"secret:{e['name']}") for e in c["env"]}
    env["GOLDENEVAL_STORE"] = "postgresql://u@db/x"
    cfg, warnings = resolve(None, env, {})
    assert warnings == []
    assert cfg.chatbot.url == run.chatbot.url == "http://other:1"
    assert (cfg.chatbot.answer_path, cfg.chatbot.request) == ("data.text", {"q": "{question}"})
    assert (cfg.chatbot.timeout_seconds, cfg.chatbot.concurrency) == (7, 3)
    assert cfg.chatbot.samples == run.chatbot.samples == 7
    assert cfg.judge.url == run.judge.url and cfg.judge.model == "llama3"
    assert (cfg.judge.timeout_seconds, cfg.judge.concurrency) == (9, 2)
    assert cfg.judge.api_key is not None
    assert (cfg.min_pass_rate, cfg.pass_threshold) == (0.9, 0.65)
    assert cfg.min_coverage == run.gate.min_coverage == 0.75
    assert (cfg.judge.samples, cfg.judge.borderline, cfg.judge.reuse_max_age_days) == (3, 0.25, 0)
    assert (cfg.judge.target_agreement, cfg.judge.risk) == (0.9, 0.05)
    assert cfg.judge.max_tokens_per_run == 50000
    assert cfg.allow_unverified is True and cfg.suite == run.suite
    assert cfg.store_outage_seconds == run.pod.store_outage_seconds == 42.5
    assert cfg.ca_file is not None and cfg.ca_file.endswith("/ca.crt")
    assert cfg.deadline_seconds is not None and cfg.deadline_seconds < 600


def test_unset_judge_settings_leave_the_evaluators_defaults() -> None:
    """Nothing set anywhere: the pod gets no variable for them, so the evaluator's
    defaults apply; the coverage floor is always explicit (the operator gates on it)."""
    from goldeneval.config._records import JudgeConfig
    from goldeneval.config._settings import resolve

    c = build_job(resolved(), operator_config())["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e.get("value", "postgresql://u@db/x") for e in c["env"]}
    assert env["GOLDENEVAL_MIN_COVERAGE"] == "0.5"
    for name in ("SAMPLES", "BORDERLINE", "REUSE_MAX_AGE_DAYS"):
        assert f"GOLDENEVAL_JUDGE_{name}" not in env
    assert "GOLDENEVAL_STORE_OUTAGE_SECONDS" not in env
    assert "GOLDENEVAL_TARGET_AGREEMENT" not in env and "GOLDENEVAL_RISK" not in env
    assert "GOLDENEVAL_CHATBOT_SAMPLES" not in env
    assert "GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN" not in env
    cfg, _ = resolve(None, env, {})
    assert cfg.chatbot.samples == 5  # answer confirmation on, at the evaluator's default
    assert cfg.judge.target_agreement is None  # no promise, so nothing escalates
    assert cfg.store_outage_seconds == 300
    plain = JudgeConfig(url=None, model="m")
    assert (cfg.judge.samples, cfg.judge.borderline, cfg.judge.reuse_max_age_days) == (
        plain.samples,
        plain.borderline,
        plain.reuse_max_age_days,
    )


def test_the_spool_is_an_empty_dir_the_evaluator_is_pointed_at() -> None:
    pod = build_job(resolved(), operator_config())["spec"]["template"]["spec"]
    c = pod["containers"][0]
    env = {e["name"]: e.get("value") for e in c["env"]}
    mounts = {m["name"]: m["mountPath"] for m in c["volumeMounts"]}
    volumes = {v["name"]: v for v in pod["volumes"]}
    # The root filesystem is read-only: without this the spool could not be written.
    assert env["GOLDENEVAL_SPOOL_DIR"] == mounts["spool"] == "/var/lib/goldeneval/spool"
    assert "emptyDir" in volumes["spool"]


def test_spec_compare_reaches_the_pods_through_the_evaluators_settings() -> None:
    """Compare mode (docs/design.md §5.1): spec.compare resolves, unchanged, in the evaluator."""
    from goldeneval.config._settings import resolve

    run = resolved(
        {
            "compare": {
                "chatbot": {
                    "url": "http://tanya-stable.tanya:8080",
                    "answerPath": "data.text",
                    "request": '{"q": "{question}"}',
                    "timeoutSeconds": 11,
                },
                "maxDrop": 0.05,
                "alpha": 0.01,
                "gateHistory": True,
            }
        }
    )
    c = build_job(run, operator_config())["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e.get("value", "postgresql://u@db/x") for e in c["env"]}
    cfg, warnings = resolve(None, env, {})
    assert warnings == [] and cfg.compare is not None
    assert cfg.compare.chatbot.url == "http://tanya-stable.tanya:8080"
    assert (cfg.compare.chatbot.answer_path, cfg.compare.chatbot.request) == (
        "data.text",
        {"q": "{question}"},
    )
    assert cfg.compare.chatbot.timeout_seconds == 11
    assert (cfg.compare.max_drop, cfg.compare.alpha, cfg.compare.gate_history) == (0.05, 0.01, True)
    # Without spec.compare the pod is a plain run.
    plain = build_job(resolved(), operator_config())["spec"]["template"]["spec"]["containers"][0]
    assert not any(e["name"].startswith("GOLDENEVAL_COMPARE") for e in plain["env"])


@pytest.mark.parametrize(
    ("compare", "problem"),
    [
        ({}, "spec.compare.chatbot.url is required"),
        ({"chatbot": {"url": "ftp://x"}}, "spec.compare.chatbot.url"),
        ({"chatbot": {"url": "http://s"}, "alpha": 1.0}, "spec.compare.alpha must be a number"),
        ({"chatbot": {"url": "http://s"}, "maxDrop": 2}, "spec.compare.maxDrop"),
        ({"chatbot": {"url": "http://s"}, "gateHistory": "yes"}, "gateHistory must be true or"),
    ],
)
def test_a_bad_spec_compare_is_refused_naming_the_field(compare: dict, problem: str) -> None:  # type: ignore[type-arg]
    from goldeneval.operator.spec import InvalidRunSpec

    with pytest.raises(InvalidRunSpec, match=problem):
        resolved({"compare": compare})
