"""Argo Rollouts' golden-verdict metric judged on the operator's real answers (issue 36 §2).

The AnalysisTemplate of deploy/examples/argo-rollouts/analysistemplate-web.yaml
is read from the file; its arguments are substituted and its conditions
evaluated (tests/recipes/argoexpr.py) on what the operator's HTTPS port
answers, token checked by the emulated API server, for runs stored by the
real CLI: passed, failed, and NO VERDICT (the judge refusing every request).
"""

from __future__ import annotations

import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.recipes._recipes import EXAMPLES, load_all
from tests.recipes.argoexpr import assess, json_path, substitute

from .conftest import Cluster
from .reportruns import SUITE, Served, served, stored_runs_with_no_verdict

HASH = "5d8f7c9b4"
OURS = f"{SUITE}-{HASH}"


def verdict_metric() -> dict[str, Any]:
    docs = load_all(EXAMPLES / "argo-rollouts" / "analysistemplate-web.yaml")
    (template,) = [d for d in docs if d.get("metadata", {}).get("name") == "golden-verdict"]
    (metric,) = template["spec"]["metrics"]
    return dict(metric)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> str:
    return stored_runs_with_no_verdict(tmp_path_factory.mktemp("rollout"))


def goldenrun(uid: str, name: str, phase: str, done: str) -> dict[str, Any]:
    return {
        "metadata": {"uid": uid, "namespace": "tanya", "name": name},
        "spec": {"suite": SUITE},
        "status": {"phase": phase, "completionTime": done},
    }


@pytest.fixture
async def app(cluster: Cluster, store: str) -> AsyncIterator[Served]:
    async with served(cluster, store) as served_app:
        yield served_app


async def measure(app: Served, token: str | None = None) -> str:
    """One measurement as Argo takes it: GET the URL, read the jsonPath, judge the result."""
    metric = verdict_metric()
    web = metric["provider"]["web"]
    args = {
        "suite": SUITE,
        "canary-hash": HASH,
        "operator-url": app.base,
        "token": token or "reader-token-of-the-e2e-tests",
    }
    url = substitute(web["url"], args)
    (auth,) = web["headers"]
    assert auth["key"] == "Authorization"
    bearer = substitute(auth["value"], args).removeprefix("Bearer ")
    status, _, body = await app.get(url.removeprefix(app.base), token=bearer)
    if status != 200:
        return "Error"  # the web provider's phase for a non-2xx answer
    result = json_path(body, web["jsonPath"])
    success = substitute(metric["successCondition"], args)
    failure = substitute(metric["failureCondition"], args)
    return assess(success, failure, result)


async def test_a_passed_gate_is_successful(app: Served) -> None:
    app.index.update(goldenrun("uid-1", OURS, "Passed", "2026-11-01T10:00:00Z"))
    assert await measure(app) == "Successful"


async def test_a_failed_gate_fails_the_analysis(app: Served) -> None:
    app.index.update(goldenrun("uid-2", OURS, "Failed", "2026-11-02T10:00:00Z"))
    assert await measure(app) == "Failed"


async def test_no_verdict_is_inconclusive_so_the_rollout_pauses(app: Served) -> None:
    app.index.update(goldenrun("uid-3", OURS, "Error", "2026-11-03T10:00:00Z"))
    status, _, body = await app.get(f"/api/quality/golden?suite={SUITE}")
    assert status == 200 and '"verdict": "no_verdict"' in body  # the store's row and the phase
    assert await measure(app) == "Inconclusive"


async def test_a_run_of_another_revision_is_never_a_pass(app: Served) -> None:
    # The latest finished run of the suite passed, but it is not this canary's.
    app.index.update(goldenrun("uid-1", f"{SUITE}-nightly-29", "Passed", "2026-11-04T10:00:00Z"))
    assert await measure(app) == "Inconclusive"
    app.index.update(goldenrun("uid-2", f"{SUITE}-other", "Failed", "2026-11-05T10:00:00Z"))
    assert await measure(app) == "Inconclusive"


async def test_a_refused_token_is_a_measurement_error(app: Served) -> None:
    app.index.update(goldenrun("uid-1", OURS, "Passed", "2026-11-01T10:00:00Z"))
    assert await measure(app, token="not-a-token-the-cluster-knows") == "Error"


def test_the_metric_keeps_inconclusive_apart_from_failure() -> None:
    metric = verdict_metric()
    assert metric["successCondition"] and metric["failureCondition"]
    assert "inconclusiveLimit" in metric and metric["failureLimit"] == 0
    assert metric["provider"]["web"]["jsonPath"] == "{$.goldenrun}"


def test_the_golden_run_step_hands_every_verdict_to_the_next_step(tmp_path: Path) -> None:
    docs = load_all(EXAMPLES / "argo-rollouts" / "analysistemplate-web.yaml")
    (template,) = [d for d in docs if d.get("metadata", {}).get("name") == "golden-run"]
    (metric,) = template["spec"]["metrics"]
    (container,) = metric["provider"]["job"]["spec"]["template"]["spec"]["containers"]
    script = container["args"][0]
    assert "name: {{args.suite}}-{{args.canary-hash}}" in script

    fake = tmp_path / "goldeneval"
    for code, job in ((0, 0), (1, 0), (3, 0), (2, 2)):
        fake.write_text(f"#!/bin/sh\nexit {code}\n")
        fake.chmod(0o755)
        body = script.replace("/tmp/goldenrun.yaml", str(tmp_path / "run.yaml"))
        done = subprocess.run(
            ["sh", "-c", body],
            env={"PATH": f"{tmp_path}:/usr/bin:/bin"},
            capture_output=True,
            check=False,
        )
        assert done.returncode == job, (code, done.stderr)
