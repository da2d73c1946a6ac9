"""The chart's optional harvest CronJob (docs/operations.md, "The weekly harvest").

Off by default; with ``harvest.schedule`` it runs ``goldeneval harvest
--agentos`` with the evaluator's image, the evaluator pod's lock-down, the
golden set and config from ConfigMaps, every secret from a Secret, and the
window of the last ``days`` whole days. The manifests validate against the
Kubernetes schema; the window script is run by a real shell.
"""

from __future__ import annotations

import copy
import subprocess
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import yaml

from goldeneval.config import SETTINGS

from ._render import by_kind, one, render, validate
from .conftest import COMBINATIONS

ON = COMBINATIONS["harvest"]


def cronjob(values: dict[str, Any]) -> dict[str, Any]:
    return one(render(values), "CronJob")


def pod_of(job: dict[str, Any]) -> dict[str, Any]:
    pod: dict[str, Any] = job["spec"]["jobTemplate"]["spec"]["template"]["spec"]
    return pod


def test_no_cronjob_unless_a_schedule_is_set() -> None:
    assert by_kind(render({}), "CronJob") == []
    assert by_kind(render({"harvest": {"suite": "s"}}), "CronJob") == []


def test_the_cronjob_runs_harvest_agentos_weekly_and_validates() -> None:
    job = cronjob(ON)
    validate(job)
    assert job["metadata"]["namespace"] == "tanya"
    assert job["spec"]["schedule"] == "0 2 * * 1"
    assert job["spec"]["concurrencyPolicy"] == "Forbid"
    (container,) = pod_of(job)["containers"]
    script = container["args"][0]
    assert script.startswith("exec goldeneval harvest --agentos --set /golden/golden-set.yaml ")
    assert "--config /config/config.yaml" in script
    env = {e["name"]: e for e in container["env"]}
    assert env["GOLDENEVAL_SUITE"]["value"] == "agen-data"
    assert env["GOLDENEVAL_INTERNAL_URL"]["value"] == "http://agentos.data.svc:7777"
    assert env["GOLDENEVAL_INTERNAL_AGENT"]["value"] == "data-agent"
    assert env["GOLDENEVAL_HARVEST_EMBEDDINGS_MODEL"]["value"] == "multilingual-e5-large"
    assert env["GOLDENEVAL_CA_FILE"]["value"] == "/etc/goldeneval/ca/ca.crt"
    secret_refs = {
        name: e["valueFrom"]["secretKeyRef"] for name, e in env.items() if "valueFrom" in e
    }
    assert secret_refs == {
        "GOLDENEVAL_STORE": {"name": "goldeneval-db", "key": "dsn"},
        "GOLDENEVAL_INTERNAL_TOKEN": {"name": "agentos-token", "key": "token"},
        "GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY": {
            "name": "goldeneval-embeddings",
            "key": "api-key",
        },
    }
    mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
    assert mounts == {
        "/golden": "golden-set",
        "/config": "config",
        "/etc/goldeneval/ca": "ca-bundle",
        "/tmp": "tmp",
    }


def test_it_runs_the_evaluators_image_locked_down_like_the_operator() -> None:
    objects = render(ON)
    pod = pod_of(one(objects, "CronJob"))
    operator = one(objects, "Deployment")["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["image"] == "ghcr.io/ahu/goldeneval:0.1.0"
    assert container["securityContext"] == operator["containers"][0]["securityContext"]
    assert pod["securityContext"] == operator["securityContext"]
    assert pod["automountServiceAccountToken"] is False
    assert pod["restartPolicy"] == "Never"
    evaluator = {"evaluator": {"image": {"repository": "registry.ahu.go.id/ge", "tag": "9"}}}
    assert pod_of(cronjob({**ON, **evaluator}))["containers"][0]["image"] == (
        "registry.ahu.go.id/ge:9"
    )


def test_the_window_is_the_last_days_whole_days() -> None:
    (container,) = pod_of(cronjob({"harvest": {**ON["harvest"], "days": 14}}))["containers"]
    script = container["args"][0].replace("exec goldeneval harvest", "echo", 1)
    said = subprocess.run(
        ["/bin/sh", "-c", script], capture_output=True, text=True, check=True, env={"TZ": "UTC"}
    ).stdout.split()
    today = datetime.now(UTC).date()
    since = said[said.index("--since") + 1].strip('"')
    until = said[said.index("--until") + 1].strip('"')
    assert since == (today - timedelta(days=14)).isoformat()
    assert until == (today - timedelta(days=1)).isoformat()


@pytest.mark.parametrize(
    ("missing", "said"),
    [
        ("suite", "harvest.suite is required"),
        ("goldenSetConfigMapRef", "harvest.goldenSetConfigMapRef.name"),
    ],
)
def test_a_schedule_without_what_it_needs_is_refused(missing: str, said: str) -> None:
    values = {"harvest": {k: v for k, v in ON["harvest"].items() if k != missing}}
    with pytest.raises(Exception, match=said):
        render(values)


def test_the_schema_refuses_a_misspelt_harvest_key() -> None:
    with pytest.raises(Exception, match="schedul"):
        render({"harvest": {"schedul": "0 2 * * 1"}})


def test_no_token_or_dsn_is_written_in_plain_text() -> None:
    text = yaml.safe_dump(cronjob(ON))
    assert "postgresql://" not in text and "Bearer" not in text


def test_every_variable_the_cronjob_sets_is_a_setting_and_min_cosine_passes_its_rule() -> None:
    values = copy.deepcopy(ON)
    values["harvest"]["embeddings"]["minCosine"] = "0.9"
    values["harvest"]["minQuestions"] = 30
    (container,) = pod_of(cronjob(values))["containers"]
    env = {e["name"]: e for e in container["env"]}
    table = {s.env: s for s in SETTINGS if s.env}
    # The key's variable is named by api_key_env (its default), the token's by the agent's
    # token source: both secrets, read where the table says, never settings of their own.
    secrets = {"GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY", "GOLDENEVAL_INTERNAL_TOKEN"}
    assert set(env) - secrets <= set(table), set(env) - secrets - set(table)
    cosine = table["GOLDENEVAL_HARVEST_EMBEDDINGS_MIN_COSINE"]
    assert cosine.parse(env[cosine.env]["value"]) == 0.9
    size = table["GOLDENEVAL_HARVEST_MIN_QUESTIONS"]
    assert size.parse(env[size.env]["value"]) == 30
    assert "GOLDENEVAL_HARVEST_MIN_QUESTIONS" not in {
        e["name"] for e in pod_of(cronjob(ON))["containers"][0]["env"]
    }
    assert "GOLDENEVAL_HARVEST_EMBEDDINGS_MIN_COSINE" not in {
        e["name"] for e in pod_of(cronjob(ON))["containers"][0]["env"]
    }


def test_the_schema_refuses_a_min_questions_below_one() -> None:
    with pytest.raises(Exception, match="minQuestions"):
        render({"harvest": {**ON["harvest"], "minQuestions": 0}})
