"""End to end with the tools users run: kubectl, goldeneval submit/wait, /metrics, the API."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlencode

import pytest
from prometheus_client.parser import text_string_to_metric_families

from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import BAD, ROOT, SUBMIT_WAIT, Cluster, OperatorProcess, golden_yaml

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

FINAL = ("Passed", "Failed", "Error")
EXAMPLES = ROOT / "deploy" / "examples"


def kubectl(cluster: Cluster, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["kubectl", *args],
        env=cluster.env(),
        cwd=cluster.workdir,  # not the kubeconfig's directory
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def goldeneval(
    cluster: Cluster, *args: str, timeout: float = 90, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goldeneval", *args],
        env={**cluster.env(), **(env or {})},
        cwd=cluster.workdir,  # not the kubeconfig's directory
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_kubectl_apply_and_wait_on_the_example(cluster: Cluster, operator: OperatorProcess) -> None:
    cluster.prepare_namespace("tanya", operator.dsn)
    applied = kubectl(
        cluster,
        "apply",
        "--validate=false",
        "-f",
        str(EXAMPLES / "golden-set-configmap.yaml"),
        "-f",
        str(EXAMPLES / "goldenrun.yaml"),
    )
    assert applied.returncode == 0, applied.stderr
    assert "goldenrun.goldeneval.ahu.go.id/tanya-prod-example created" in applied.stdout
    waited = kubectl(
        cluster,
        "wait",
        "--for=condition=Complete",
        "goldenrun/tanya-prod-example",
        "-n",
        "tanya",
        "--timeout=60s",
    )
    assert waited.returncode == 0, waited.stderr
    assert "condition met" in waited.stdout
    passed = kubectl(
        cluster,
        "get",
        "goldenrun/tanya-prod-example",
        "-n",
        "tanya",
        "-o",
        'jsonpath={.status.conditions[?(@.type=="Passed")].status}',
    )
    assert passed.stdout == "True", passed.stderr
    table = kubectl(cluster, "get", "goldenruns", "-n", "tanya")
    assert table.returncode == 0, table.stderr
    header, row = table.stdout.splitlines()[:2]
    assert header.split()[:5] == ["NAME", "SUITE", "PHASE", "PASS", "RATE"]
    assert row.split()[:4] == ["tanya-prod-example", "tanya-public-prod", "Passed", "1.000"]


def test_the_spec_is_immutable(cluster: Cluster, operator: OperatorProcess) -> None:
    cluster.prepare_namespace("immutable", operator.dsn)
    cluster.configmap("immutable", "golden-set", {"golden-set.yaml": golden_yaml("immutable", 1)})
    name = cluster.submit_run(
        "immutable",
        {"suite": "e2e-immutable", "goldenSet": {"configMapRef": {"name": "golden-set"}}},
    )
    patched = kubectl(
        cluster,
        "patch",
        f"goldenrun/{name}",
        "-n",
        "immutable",
        "--type=merge",
        "-p",
        '{"spec":{"shards":2}}',
    )
    assert patched.returncode != 0
    assert "spec is immutable" in patched.stderr


def test_submit_wait_returns_the_gate_verdict(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    tmp_path: Path,
) -> None:
    bot, _ = standins
    ns = "submit"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("submit-ok", 2)})
    ok = goldeneval(
        cluster,
        "submit",
        "-n",
        ns,
        "--suite",
        "e2e-submit",
        "--configmap",
        "golden-set",
        *SUBMIT_WAIT,
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.strip().splitlines()[-1] == "GATE PASSED"
    assert "results: 2 passed, 0 failed" in ok.stdout

    # A failing gate, with the set sent inline from a file.
    set_file = tmp_path / "set.yaml"
    set_file.write_text(golden_yaml("submit-bad", 1))
    bot.answers["[submit-bad] pertanyaan nomor 0?"] = BAD
    bad = goldeneval(
        cluster,
        "submit",
        "-n",
        ns,
        "--suite",
        "e2e-submit-bad",
        "--set",
        str(set_file),
        *SUBMIT_WAIT,
    )
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert bad.stdout.strip().splitlines()[-1].startswith("GATE FAILED: pass rate 0.00 < 0.80")
    name = re.search(r"goldenrun.goldeneval.ahu.go.id/(\S+) created", bad.stdout)
    assert name is not None
    # `goldeneval wait` on the finished run gives the same verdict.
    again = goldeneval(cluster, "wait", name.group(1), "-n", ns, "--timeout", "10")
    assert again.returncode == 1
    assert again.stdout.strip().splitlines()[-1] == bad.stdout.strip().splitlines()[-1]


def test_submit_rejections_are_clear(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path
) -> None:
    # Rejected by the CRD schema in the API server: exit 2, the field named, no traceback.
    invalid = goldeneval(
        cluster, "submit", "-n", "submit", "--suite", "s", "--configmap", "g", "--shards", "0"
    )
    assert invalid.returncode == 2
    assert "spec.shards" in invalid.stderr and "Traceback" not in invalid.stderr
    # A broken set file is caught before the cluster sees it.
    broken = tmp_path / "broken.yaml"
    broken.write_text("- id: a\n  surface: public\n")
    bad_set = goldeneval(cluster, "submit", "-n", "submit", "--suite", "s", "--set", str(broken))
    assert bad_set.returncode == 2
    assert "broken.yaml" in bad_set.stderr and "Traceback" not in bad_set.stderr
    # An unfinished wait is not a pass.
    missing = goldeneval(cluster, "wait", "does-not-exist", "-n", "submit", "--timeout", "1")
    assert missing.returncode == 3
    assert "does not exist" in missing.stderr


def families(operator: OperatorProcess) -> dict[str, list]:
    text = operator.get("/metrics")[1]
    return {f.name: f.samples for f in text_string_to_metric_families(text)}


def test_metrics_and_api_show_the_latest_run(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, _ = standins
    ns = "metrics"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("metrics", 4)})
    bot.answers["[metrics] pertanyaan nomor 3?"] = BAD
    spec = {
        "suite": "e2e-metrics",
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "minPassRate": 0.7,
    }
    name = cluster.submit_run(ns, spec)
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Passed"

    def ours(samples: list) -> list:
        return [s for s in samples if s.labels.get("suite") == "e2e-metrics"]

    fam = cluster.wait_for(
        "the metrics of the run",
        lambda: (f := families(operator)) and ours(f.get("goldeneval_pass_ratio", [])) and f,
        timeout=10,
    )
    values = {
        (
            n,
            tuple(sorted((k, v) for k, v in s.labels.items() if k not in ("namespace", "suite"))),
        ): s.value
        for n, samples in fam.items()
        for s in ours(samples)
    }
    assert values[("goldeneval_pass_ratio", ())] == 0.75
    assert values[("goldeneval_min_pass_ratio", ())] == 0.7
    assert values[("goldeneval_gate_passed", ())] == 1.0
    assert values[("goldeneval_items", (("result", "failed"),))] == 1.0
    assert values[("goldeneval_items", (("result", "passed"),))] == 3.0
    assert values[("goldeneval_regressions", (("verified", "true"),))] == 0.0
    assert values[("goldeneval_runs", (("outcome", "passed"),))] == 1.0
    assert values[("goldeneval_last_run_timestamp_seconds", ())] > 1.7e9
    assert values[("goldeneval_run_duration_seconds", ())] >= 0
    # What the run cost: the stand-in judge reports usage, every item was asked once.
    assert values[("goldeneval_judge_tokens", (("kind", "prompt"),))] > 0
    assert values[("goldeneval_judge_tokens", (("kind", "completion"),))] > 0
    assert values[("goldeneval_chatbot_calls", ())] == 4.0
    # Labelled by namespace and suite only, never by the run's name.
    allowed = {"namespace", "suite", "verified", "result", "outcome", "surface", "source", "kind"}
    for samples in fam.values():
        for s in samples:
            if s.name.startswith("goldeneval_"):
                assert set(s.labels) <= allowed, s
                assert name not in s.labels.values()

    # The read-only API: the latest run of the suite, with its items, from Postgres.
    code, text = operator.get(
        f"/api/quality/golden?{urlencode({'suite': 'e2e-metrics'})}", timeout=10
    )
    assert code == 200, text
    data = json.loads(text)
    assert data["run"]["run_id"] == status["runId"]
    assert data["run"]["counts"]["items"] == 4
    assert sorted(i["item_id"] for i in data["items"]) == [f"metrics-item-{i}" for i in range(4)]
    assert {i["outcome"] for i in data["items"]} == {"passed", "failed"}
    assert operator.dsn not in text
    # The run's status names the command showing its report; the API links its page.
    assert (
        status["report"] == f"goldeneval report --cluster {ns}/e2e-metrics --run {status['runId']}"
    )
    assert data["report"] == f"/reports/{ns}/e2e-metrics?run={status['runId']}"
    code, page = operator.get(data["report"], timeout=10)
    assert code == 200 and "<html" in page.lower()
    assert BAD in page and "metrics-item-3" in page
    assert operator.get("/api/quality/golden")[0] == 400
    assert operator.get("/api/quality/golden?suite=nope")[0] == 404
    code, text = operator.get("/healthz", token=None)
    assert (code, json.loads(text)) == (200, {"status": "ok"})
