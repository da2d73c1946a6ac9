"""The latency of ``goldeneval report --cluster`` through the port-forward.

The operator's HTTP app runs over HTTPS in process with a real SQLite store
of two runs made by the CLI; the HTTPS API server emulator of the operator
tests answers TokenReview/SubjectAccessReview and relays the port-forward
websocket to the app. Two figures, medians over ``--repeat`` calls:

* **in process**: :func:`goldeneval.operator.tools._clusterreport.fetch` (kubeconfig
  with an exec plugin, pod lookup, port-forward, TLS, GET, reviews warm);
* **command**: ``python -m goldeneval report --cluster`` as a subprocess, the
  whole thing a user waits for (interpreter start and imports included).

    .venv/bin/python bench/bench_clusterreport.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.operator.conftest import Cluster
from tests.operator.reportruns import SUITE, goldenrun, served, stored_runs

from goldeneval.operator.tools._clusterreport import ClusterReport, fetch

TOKEN = "bench-reader-token"
POD = "goldeneval-operator-bench"
LABELS = {"app.kubernetes.io/name": "goldeneval", "app.kubernetes.io/component": "operator"}


def _kubeconfig(cluster: Cluster, home: Path) -> Path:
    kube = home / ".kube"
    kube.mkdir(parents=True)
    shutil.copy(cluster.kubedir / "ca.crt", kube / "ca.crt")
    shutil.copy(cluster.kubedir / "token.sh", kube / "token.sh")
    (kube / "token").write_text(TOKEN)
    (kube / "config").write_text(yaml.safe_dump(cluster.kubeconfig_dict()))
    return kube / "config"


async def measure(cluster: Cluster, store: str, tmp: Path, repeat: int) -> None:
    async with served(cluster, store) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        port = int(app.base.rsplit(":", 1)[1])
        body = {
            "metadata": {"name": POD, "labels": LABELS},
            "spec": {
                "containers": [{"name": "op", "ports": [{"name": "http", "containerPort": port}]}]
            },
        }
        cluster.create("v1/pods", "goldeneval", body)
        ready = {
            "phase": "Running",
            "podIP": "127.0.0.1",
            "conditions": [{"type": "Ready", "status": "True"}],
        }
        cluster.call(lambda: cluster.emu.patch_status("v1/pods", "goldeneval", POD, ready))
        kubeconfig = str(_kubeconfig(cluster, tmp / "home"))
        req = ClusterReport(namespace="tanya", suite=SUITE)

        def once() -> float:
            start = time.perf_counter()
            text = fetch(req, kubeconfig=kubeconfig, context=None)
            assert text.startswith(b"goldeneval report: suite"), text[:200]
            return time.perf_counter() - start

        await asyncio.to_thread(once)  # warm: the store, the review caches
        inproc = [await asyncio.to_thread(once) for _ in range(repeat)]
        env = {**cluster.env(), "KUBECONFIG": kubeconfig}
        cmd = [sys.executable, "-m", "goldeneval", "report", "--cluster", f"tanya/{SUITE}"]

        def command() -> float:
            start = time.perf_counter()
            done = subprocess.run(cmd, env=env, capture_output=True, check=False, cwd=tmp)
            assert done.returncode == 0, done.stderr
            return time.perf_counter() - start

        whole = [await asyncio.to_thread(command) for _ in range(repeat)]
        probe = (
            "import time,sys; t0=time.perf_counter(); "
            "from goldeneval.operator.tools._clusterreport import ClusterReport, fetch; "
            "t1=time.perf_counter(); "
            f"fetch(ClusterReport('tanya', {SUITE!r}), kubeconfig={kubeconfig!r}, context=None); "
            "t2=time.perf_counter(); print(f'{t1-t0:.3f} {t2-t1:.3f}')"
        )
        phases = [
            await asyncio.to_thread(
                lambda: subprocess.run(
                    [sys.executable, "-c", probe],
                    env=env,
                    capture_output=True,
                    text=True,
                    check=True,
                ).stdout.split()
            )
            for _ in range(repeat)
        ]
        print(
            "phases of a fresh process: import median "
            f"{statistics.median(float(p[0]) for p in phases) * 1000:.0f} ms, first fetch median "
            f"{statistics.median(float(p[1]) for p in phases) * 1000:.0f} ms"
        )
        baseline = [
            await asyncio.to_thread(
                lambda: (
                    lambda s: (
                        subprocess.run(
                            [sys.executable, "-m", "goldeneval", "--help"],
                            env=env,
                            capture_output=True,
                            check=False,
                        ),
                        time.perf_counter() - s,
                    )[1]
                )(time.perf_counter())
            )
            for _ in range(repeat)
        ]
    for name, values in (
        ("in process (fetch)", inproc),
        ("command", whole),
        ("goldeneval --help", baseline),
    ):
        print(
            f"{name:>20}: median {statistics.median(values) * 1000:7.1f} ms (n={len(values)}, min {min(values) * 1000:.1f}, max {max(values) * 1000:.1f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        cluster = Cluster(tmp / "cluster")
        (tmp / "cluster").mkdir()
        cluster.start()
        try:
            cluster.identity(
                TOKEN, "bench-reader", namespaces=["tanya"], portforward=["goldeneval"]
            )
            store = stored_runs(tmp)
            os.environ.pop("KUBERNETES_SERVICE_HOST", None)
            asyncio.run(measure(cluster, store, tmp, args.repeat))
        finally:
            cluster.stop()


if __name__ == "__main__":
    main()
