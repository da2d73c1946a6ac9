"""Flagger's pause-on-no-verdict recipe: its webhook commands run against the real operator API.

The two commands of deploy/examples/flagger/canary-pause-on-no-verdict.yaml
are run with bash, as Flagger's loadtester runs them, with a stand-in
``goldeneval`` on PATH (it records its call and exits as told). The hold
hook reads the verdict from the operator's HTTPS port (its certificate
trusted through the CA file, the token checked by the emulated API server)
over runs the real CLI stored: passed, failed and NO VERDICT.
"""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.operator.kube import KubeApi, load_connection
from goldeneval.operator.serve import Gatekeeper, server_context
from goldeneval.operator.serve._http import StoreReader, build_app, start_http
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.operator.serve._tls import self_signed
from goldeneval.operator.spec import HttpAuthConfig, HttpTlsConfig
from tests.recipes._recipes import EXAMPLES

from .conftest import READER_TOKEN, Cluster
from .reportruns import SUITE, goldenrun, stored_runs_with_no_verdict

RECIPE = EXAMPLES / "flagger" / "canary-pause-on-no-verdict.yaml"
CANARY_SUITE = "tanya-public-canary"
FAKE = '#!/bin/sh\necho "$*" >> "$FAKE_LOG"\nexit "${FAKE_CODE:-0}"\n'


def hooks() -> dict[str, dict[str, Any]]:
    (canary,) = yaml.safe_load_all(RECIPE.read_text())
    return {h["name"]: h for h in canary["spec"]["analysis"]["webhooks"]}


@dataclass
class Loadtester:
    """A loadtester's shell: a stand-in goldeneval, a token file, the operator's CA."""

    tmp: Path
    api: str

    def run(self, hook: str, *, code: int = 0, token: str = READER_TOKEN) -> tuple[int, str]:
        """(exit code, goldeneval's recorded calls) of the hook's command."""
        (self.tmp / "token").write_text(token)
        log = self.tmp / "calls"
        log.write_text("")
        cmd = hooks()[hook]["metadata"]["cmd"]
        # The stored runs' suite stands for the canary suite; /tmp is the test's.
        cmd = cmd.replace(CANARY_SUITE, SUITE).replace("/tmp/", f"{self.tmp}/")
        env = {
            "PATH": f"{self.tmp / 'bin'}:/usr/bin:/bin",
            "GOLDEN_API": self.api,
            "GOLDEN_CA": str(self.tmp / "ca.crt"),
            "GOLDEN_TOKEN_FILE": str(self.tmp / "token"),
            "FAKE_LOG": str(log),
            "FAKE_CODE": str(code),
        }
        done = subprocess.run(
            ["bash", "-c", cmd], env=env, capture_output=True, text=True, timeout=60, check=False
        )
        return done.returncode, log.read_text()


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> str:
    return stored_runs_with_no_verdict(tmp_path_factory.mktemp("flagger"))


@pytest.fixture
async def served(
    cluster: Cluster, store: str, tmp_path: Path
) -> AsyncIterator[tuple[Loadtester, RunIndex]]:
    cert, key = self_signed(["127.0.0.1"])
    (tmp_path / "ca.crt").write_bytes(cert)
    (tmp_path / "tls.key").write_bytes(key)
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "goldeneval").write_text(FAKE)
    (bindir / "goldeneval").chmod(0o755)
    context, _ = server_context(
        HttpTlsConfig(cert_file=str(tmp_path / "ca.crt"), key_file=str(tmp_path / "tls.key"))
    )
    connection = await asyncio.to_thread(load_connection, str(cluster.kubeconfig))
    api = KubeApi(connection, user_agent="goldeneval-operator")
    ready = asyncio.Event()
    ready.set()
    index, reader = RunIndex(), StoreReader(store)
    app = build_app(index, ready, reader, gate=Gatekeeper(api, HttpAuthConfig()))
    runner, port = await start_http(app, "127.0.0.1", 0, context)
    try:
        yield Loadtester(tmp_path, f"https://127.0.0.1:{port}"), index
    finally:
        await runner.cleanup()
        reader.close()
        api.close()


async def hold(lt: Loadtester, **kw: Any) -> tuple[int, str]:
    return await asyncio.to_thread(lt.run, "golden-hold", **kw)


async def test_a_passed_canary_may_take_more_traffic_without_a_new_run(served) -> None:  # type: ignore[no-untyped-def]
    lt, index = served
    index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    assert await hold(lt) == (0, "")


async def test_a_failed_canary_is_held_never_promoted(served) -> None:  # type: ignore[no-untyped-def]
    lt, index = served
    index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
    assert await hold(lt) == (1, "")


async def test_no_verdict_runs_the_gate_again_and_holds_until_it_passes(served) -> None:  # type: ignore[no-untyped-def]
    lt, index = served
    index.update(goldenrun("uid-3", "tanya", "Error", "2026-11-03T10:00:00Z"))
    code, calls = await hold(lt, code=3)  # the judge is still away
    assert code == 3 and calls.startswith("submit --file ") and "--wait" in calls
    assert (lt.tmp / "goldenrun.yaml").read_text().count(f"suite: {SUITE}") == 1
    code, calls = await hold(lt, code=0)  # it is back, and the canary passes
    assert code == 0 and calls.startswith("submit ")


async def test_an_api_that_refuses_the_token_holds_the_canary(served) -> None:  # type: ignore[no-untyped-def]
    lt, index = served
    index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    assert await hold(lt, token="a-token-nobody-issued") == (1, "")


def test_the_pre_rollout_gate_rolls_back_only_an_established_failure(tmp_path: Path) -> None:
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "goldeneval").write_text(FAKE)
    (bindir / "goldeneval").chmod(0o755)
    lt = Loadtester(tmp_path, "https://unused.invalid")
    outcomes = {code: lt.run("golden-gate", code=code)[0] for code in (0, 1, 2, 3)}
    assert outcomes == {0: 0, 1: 1, 2: 2, 3: 0}
    hold_hook = hooks()["golden-hold"]
    assert hold_hook["type"] == "confirm-traffic-increase"  # non-200 holds, never rolls back
