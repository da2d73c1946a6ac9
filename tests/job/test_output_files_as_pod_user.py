"""Outputs are judged as the evaluator will write them, by the user it runs as (issue 30).

In a pod the kubelet bind-mounts a 0666 ``/dev/termination-log`` into a
root-owned 0755 ``/dev``: the evaluator (UID 65532) can write the file but
create nothing beside it. The up-front check once demanded a writable
directory, and every shard exited 2. These tests lay the files out that way
and ask the check from a process running as 65532, as the pod does.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.operator.podfs import check_can_run_as
from tests.podlayout import DEFAULT_USER

CHECK = """
import json, sys
from goldeneval.job._files import check_outputs, write_output
from goldeneval.model import UsageError
try:
    check_outputs({"--summary-file": sys.argv[1]})
except UsageError as exc:
    print(json.dumps({"refused": str(exc)}))
else:
    write_output(sys.argv[1], '{"verdict": "passed"}')
    print(json.dumps({"written": True}))
"""


@pytest.fixture
def root() -> Iterator[Path]:
    """A root-owned 0755 directory standing for the container's read-only root."""
    check_can_run_as(DEFAULT_USER, DEFAULT_USER)
    with tempfile.TemporaryDirectory(prefix="podroot-") as d:
        path = Path(d)
        path.chmod(0o755)
        (path / "dev").mkdir(mode=0o755)
        yield path


def _check_as_pod_user(path: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", CHECK, str(path)],
        user=DEFAULT_USER,
        group=DEFAULT_USER,
        capture_output=True,
        text=True,
        cwd="/",
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_termination_log_the_kubelet_made_is_writable_in_a_directory_that_is_not(
    root: Path,
) -> None:
    log = root / "dev" / "termination-log"
    log.touch()
    log.chmod(0o666)

    outcome = _check_as_pod_user(log)

    assert outcome == {"written": True}
    assert json.loads(log.read_text()) == {"verdict": "passed"}
    assert sorted(p.name for p in (root / "dev").iterdir()) == ["termination-log"]


def test_a_new_file_in_a_directory_the_user_cannot_write_is_refused_up_front(root: Path) -> None:
    target = root / "dev" / "summary.json"

    outcome = _check_as_pod_user(target)

    assert outcome == {
        "refused": f"--summary-file {target}: the directory {target.parent} is not writable, "
        "so the file cannot be created there; choose a writable directory"
    }
    assert not target.exists()


def test_an_existing_file_the_user_may_not_write_is_refused_whatever_its_directory(
    root: Path,
) -> None:
    (root / "work").mkdir(mode=0o777)
    (root / "work").chmod(0o777)
    target = root / "work" / "summary.json"
    target.write_text("kept")
    target.chmod(0o644)  # root's file in a directory everyone may write

    outcome = _check_as_pod_user(target)

    assert outcome == {"refused": f"--summary-file {target}: the file exists and is not writable"}
    assert target.read_text() == "kept"
