"""ci/golden-gate.sh, run against a scripted stand-in for kubectl."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.recipes._recipes import CONDITION_TYPES, EXAMPLES, PHASES

SCRIPT = EXAMPLES / "ci" / "golden-gate.sh"

FAKE_KUBECTL = """#!/bin/sh
echo "$*" >> "$KUBECTL_LOG"
case "$1" in
  create) echo "goldenrun.goldeneval.ahu.go.id/tanya-prod-ci-abc12" ;;
  wait) exit "${FAKE_WAIT_RC:-0}" ;;
  get)
    case "$*" in
      *'type=="Passed")].status'*) printf '%s' "$FAKE_PASSED" ;;
      *'type=="Passed")].message'*) printf '%s' "$FAKE_MESSAGE" ;;
      *'.status.phase'*) printf '%s' "$FAKE_PHASE" ;;
      *) echo "status: {}" ;;
    esac ;;
  *) exit 99 ;;
esac
"""


def run_gate(tmp_path: Path, **env: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    bindir = tmp_path / "bin"
    bindir.mkdir(exist_ok=True)
    kubectl = bindir / "kubectl"
    kubectl.write_text(FAKE_KUBECTL)
    kubectl.chmod(0o755)
    log = tmp_path / "kubectl.log"
    log.write_text("")
    full_env = {
        **os.environ,
        "PATH": f"{bindir}{os.pathsep}{os.environ['PATH']}",
        "KUBECTL_LOG": str(log),
        "FAKE_PASSED": "",
        "FAKE_PHASE": "",
        "FAKE_MESSAGE": "",
        **env,
    }
    proc = subprocess.run(
        ["sh", str(SCRIPT), str(EXAMPLES / "ci" / "goldenrun.yaml"), "tanya", "90s"],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=30,
        check=False,
    )
    return proc, log.read_text().splitlines()


def test_passed_gate_exits_zero(tmp_path: Path) -> None:
    proc, calls = run_gate(
        tmp_path,
        FAKE_PASSED="True",
        FAKE_PHASE="Passed",
        FAKE_MESSAGE="GATE PASSED: pass rate 0.93",
    )
    assert proc.returncode == 0, proc.stderr
    assert "PASSED" in proc.stdout and "0.93" in proc.stdout
    assert calls[0].startswith("create --namespace tanya -f ")
    assert calls[1] == (
        "wait --namespace tanya --for=condition=Complete --timeout=90s "
        "goldenrun.goldeneval.ahu.go.id/tanya-prod-ci-abc12"
    )


def test_failed_gate_exits_one(tmp_path: Path) -> None:
    proc, _ = run_gate(
        tmp_path,
        FAKE_PASSED="False",
        FAKE_PHASE="Failed",
        FAKE_MESSAGE="GATE FAILED: pass rate 0.72 < 0.80",
    )
    assert proc.returncode == 1
    assert "FAILED" in proc.stderr and "0.72 < 0.80" in proc.stderr


def test_errored_run_exits_three(tmp_path: Path) -> None:
    proc, _ = run_gate(
        tmp_path, FAKE_PASSED="False", FAKE_PHASE="Error", FAKE_MESSAGE="judge unreachable"
    )
    assert proc.returncode == 3
    assert "ERROR" in proc.stderr


def test_timeout_exits_three_and_shows_the_run(tmp_path: Path) -> None:
    proc, calls = run_gate(tmp_path, FAKE_WAIT_RC="1")
    assert proc.returncode == 3
    assert "did not complete within 90s" in proc.stderr
    assert calls[-1].startswith(
        "get --namespace tanya goldenrun.goldeneval.ahu.go.id/tanya-prod-ci-abc12 -o yaml"
    )


@pytest.mark.parametrize("missing_passed", ["", "Unknown"])
def test_anything_but_passed_true_fails(tmp_path: Path, missing_passed: str) -> None:
    proc, _ = run_gate(tmp_path, FAKE_PASSED=missing_passed, FAKE_PHASE="Failed")
    assert proc.returncode == 1


def test_script_only_uses_conditions_and_phases_that_exist() -> None:
    text = SCRIPT.read_text()
    conditions = set(re.findall(r"condition=(\w+)", text)) | set(re.findall(r'type=="(\w+)"', text))
    assert conditions == {"Complete", "Passed"}
    assert conditions <= CONDITION_TYPES
    phases = set(re.findall(r'"\$phase" = "(\w+)"', text))
    assert phases and phases <= PHASES


def test_docs_and_notes_use_existing_conditions() -> None:
    repo = EXAMPLES.parents[1]
    for path in (
        repo / "docs" / "pipelines.md",
        repo / "docs" / "operations.md",
        repo / "charts" / "goldeneval" / "templates" / "NOTES.txt",
    ):
        text = path.read_text()
        used = set(re.findall(r"condition=(\w+)", text)) | set(
            re.findall(r'type==\\?"(\w+)\\?"', text)
        )
        assert used, path
        assert used <= CONDITION_TYPES, (path, used - CONDITION_TYPES)
