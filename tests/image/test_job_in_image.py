"""The image, built with podman, runs the operator's evaluator Job as its pod would.

``tests/image/build.sh`` builds the Dockerfile (``make image-check`` runs only
this module); the Job is the one the operator's own ``build_job`` makes from
a GoldenRun, so the command line, environment, mounts and user can never drift
from what a cluster would run. :mod:`tests.image.kubelet` lays the pod out as
the kubelet does: read-only root, UID 65532, emptyDirs, the golden set as a
read-only ConfigMap file, and ``/dev/termination-log`` a 0666 file in a
root-owned 0755 ``/dev``. The evaluator talks to loopback stand-ins and writes
to a fresh PostgreSQL database, the store a Job really uses (its Secret's DSN).
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import psycopg
import pytest

from goldeneval.operator.reconcile._jobs import build_job
from goldeneval.operator.spec import RunRef, resolve_run
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from goldeneval.verdict._shardsummary import ShardSummary
from tests.operator.factories import GOLDEN_YAML, UID, operator_config
from tests.podlayout import EMPTY_DIR, VOLUME_DIR

from .kubelet import DEVICES, Image, PodFiles, mounted, run_container

TAG = "localhost/goldeneval:check"
BUILD = Path(__file__).with_name("build.sh")
ANSWER = "BENAR: pendiri WNI berusia 17 tahun; dokumen publik dapat diapostille."
SECRETS_DB = ("goldeneval-db", "dsn")
SECRETS_JUDGE = ("goldeneval-judge", "api-key")


@pytest.fixture(scope="module")
def image() -> Iterator[Image]:
    """The project's image, built (base stand-in once, layers cached) and mounted."""
    if os.geteuid() != 0:
        pytest.fail("the image check needs root: podman's chroot isolation and mount namespaces")
    started = time.monotonic()
    proc = subprocess.run([str(BUILD), TAG], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, f"{BUILD} {TAG} failed:\n{proc.stdout}{proc.stderr}"
    print(f"image built in {time.monotonic() - started:.1f}s")
    with mounted(TAG) as img:
        yield img


def evaluator_job(chatbot_url: str, judge_url: str, suite: str) -> dict[str, Any]:
    """The Job the operator builds for a one-shard GoldenRun pointed at the stand-ins."""
    config = operator_config()
    config = replace(config, evaluator=replace(config.evaluator, image=TAG))
    spec = {
        "suite": suite,
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "chatbot": {"url": chatbot_url},
        "judge": {"url": judge_url, "model": "qwen2.5-32b-instruct"},
        "shards": 1,
    }
    return build_job(resolve_run(RunRef("tanya", "image-check", UID), spec, config), config)


def run_job(image: Image, job: dict[str, Any], dsn: str, work: Path) -> PodFiles:
    (volume,) = (v for v in job["spec"]["template"]["spec"]["volumes"] if "configMap" in v)
    (item,) = volume["configMap"]["items"]
    return run_container(
        job,
        image,
        secrets={SECRETS_DB: dsn, SECRETS_JUDGE: "sk-image-check"},
        configmaps={volume["configMap"]["name"]: {item["key"]: GOLDEN_YAML}},
        work=work,
    )


def test_the_operators_job_passes_in_the_image_as_uid_65532_with_a_kubelet_dev(
    image: Image, pg_dsn: str, tmp_path: Path
) -> None:
    bot, judge = ChatbotStandIn(default_answer=ANSWER), JudgeStandIn()
    with serve_in_thread(bot) as b, serve_in_thread(judge) as j:
        job = evaluator_job(b.url, j.url, "image-check")
        started = time.monotonic()
        pod = run_job(image, job, pg_dsn, tmp_path)
        print(f"the Job's container ran in {time.monotonic() - started:.1f}s")
    assert pod.exit_code == 0, f"exit {pod.exit_code}\n{pod.stdout}\n{pod.stderr}"
    summary = ShardSummary.from_dict(json.loads(pod.termination_log))
    assert (summary.run_id, summary.suite, summary.shard, summary.shards) == (
        UID,
        "image-check",
        0,
        1,
    )
    assert summary.counts.items == summary.counts.passed == 2
    assert summary.verified_regression_count == summary.unverified_regression_count == 0
    assert summary.stop is None
    with psycopg.connect(pg_dsn) as conn:
        row = conn.execute("SELECT count(*) FROM golden_results WHERE run_id = %s", (UID,))
        assert row.fetchone() == (2,)
    # Only the writable mounts were written: not the image root, not /dev.
    assert pod.root_writes == ()
    assert sorted(pod.dev_entries) == sorted([*DEVICES, "fd", "shm", "termination-log"])


PROBE = """
import errno, json, os
def attempt(path):
    try:
        with open(path, "a") as f:
            f.write("probe")
        return "written"
    except OSError as exc:
        return errno.errorcode[exc.errno]
print(json.dumps({
    "ids": [os.getuid(), os.getgid(), sorted(os.getgroups())],
    "cwd": os.getcwd(),
    "writes": {p: attempt(p) for p in (
        "/dev/termination-log", "/dev/summary.json", "/var/tmp/probe", "/golden/probe",
        "/tmp/probe", "/var/lib/goldeneval/spool/probe")},
}))
"""


def test_the_pod_layout_is_the_kubelets(image: Image, tmp_path: Path) -> None:
    """What the Job's command meets: only its emptyDirs and the termination log are writable.

    Without this the first test could pass against a layout kinder than a cluster's.
    """
    job = evaluator_job("http://127.0.0.1:9", "http://127.0.0.1:9/v1", "image-probe")
    (container,) = job["spec"]["template"]["spec"]["containers"]
    container["command"], container["args"] = ["python", "-c", PROBE], []
    pod = run_job(image, job, "postgresql://unused@127.0.0.1:9/none", tmp_path)
    assert pod.exit_code == 0, pod.stderr
    seen = json.loads(pod.stdout)
    assert seen["ids"] == [65532, 65532, [65532]]
    assert seen["cwd"] == "/tmp"
    assert seen["writes"] == {
        "/dev/termination-log": "written",  # the kubelet's 0666 file
        "/dev/summary.json": "EACCES",  # /dev is root's, 0755
        "/var/tmp/probe": "EROFS",  # 1777 in the image, but the root is read-only
        "/golden/probe": "EROFS",  # the ConfigMap
        "/tmp/probe": "written",  # emptyDir
        "/var/lib/goldeneval/spool/probe": "written",  # emptyDir
    }
    assert pod.termination_log == "probe"
    assert (pod.volumes["tmp"] / "probe").read_text() == "probe"
    assert pod.root_writes == ()
    # The volumes as the table in tests/podlayout.py says (the Job simulator's pods follow it too).
    fs_group = job["spec"]["template"]["spec"]["securityContext"]["fsGroup"]
    for name, node in (("tmp", EMPTY_DIR), ("golden-set", VOLUME_DIR)):
        st = pod.volumes[name].stat()
        assert (st.st_gid, stat.S_IMODE(st.st_mode)) == (
            node.gid(fs_group),
            node.full_mode(fs_group),
        ), name
