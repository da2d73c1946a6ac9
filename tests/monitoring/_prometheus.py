"""A real Prometheus server for the tests: own temp dir, loopback port, short intervals.

Debian's ``prometheus`` package provides the binary (``.ci/run`` installs it);
its system service is never used. The server runs as a subprocess that the
context manager always stops, so a test cannot leave it behind.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.conftest import unused_port, wait_until


class Prometheus:
    """A started server and the few API calls the tests need."""

    def __init__(self, url: str, log: Path) -> None:
        self.url = url
        self.log_path = log

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-4000:]

    def alerts(self) -> list[dict[str, Any]]:
        """``GET /api/v1/alerts``: pending and firing alerts."""
        reply = httpx.get(f"{self.url}/api/v1/alerts", timeout=5)
        reply.raise_for_status()
        alerts: list[dict[str, Any]] = reply.json()["data"]["alerts"]
        return alerts

    def query(self, promql: str) -> list[dict[str, Any]]:
        """``GET /api/v1/query``: the instant vector's samples."""
        reply = httpx.get(f"{self.url}/api/v1/query", params={"query": promql}, timeout=5)
        reply.raise_for_status()
        result: list[dict[str, Any]] = reply.json()["data"]["result"]
        return result

    def wait_for(self, what: str, predicate: Any, timeout: float = 60.0) -> Any:
        return wait_until(
            what,
            predicate,
            timeout,
            interval=0.5,
            detail=lambda: f"alerts: {self.alerts()}\nprometheus log:\n{self.log()}",
        )


def _https(https: dict[str, Any] | None) -> dict[str, Any]:
    if https is None:
        return {}
    return {
        "scheme": "https",
        "tls_config": {"ca_file": str(https["ca_file"])},
        "authorization": {"type": "Bearer", "credentials_file": str(https["token_file"])},
    }


@contextmanager
def prometheus(
    workdir: Path,
    target: str,
    rules: Path,
    *,
    target_labels: dict[str, str],
    https: dict[str, Any] | None = None,
) -> Iterator[Prometheus]:
    """Prometheus scraping ``target`` (host:port) every second with ``rules``.

    ``https``: scrape over HTTPS with ``ca_file`` and the bearer token in
    ``token_file`` (what the chart's ServiceMonitor sets up).
    """
    binary = shutil.which("prometheus")
    if binary is None:
        pytest.fail("prometheus is missing: apt-get install prometheus (.ci/run does it)")
    port = unused_port()
    config = workdir / "prometheus.yml"
    config.write_text(
        yaml.safe_dump(
            {
                "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
                "rule_files": [str(rules)],
                "scrape_configs": [
                    {
                        # the chart's Service name, as the ServiceMonitor's job label
                        "job_name": "goldeneval-metrics",
                        # keep the series' own namespace label (the chart's ServiceMonitor does)
                        "honor_labels": True,
                        "static_configs": [{"targets": [target], "labels": target_labels}],
                        **_https(https),
                    }
                ],
            }
        )
    )
    log = workdir / "prometheus.log"
    with log.open("ab") as out:
        proc = subprocess.Popen(
            [
                binary,
                f"--config.file={config}",
                f"--storage.tsdb.path={workdir / 'data'}",
                f"--web.listen-address=127.0.0.1:{port}",
                "--storage.tsdb.retention.time=1h",
                "--log.level=warn",
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    server = Prometheus(f"http://127.0.0.1:{port}", log)
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"prometheus exited early:\n{server.log()}")
            try:
                if httpx.get(f"{server.url}/-/ready", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"prometheus never became ready:\n{server.log()}")
            time.sleep(0.2)
        yield server
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
