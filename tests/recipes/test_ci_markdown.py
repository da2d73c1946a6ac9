"""ci/github-actions.yml and ci/gitlab-ci-markdown.yml: parsed, and their shell steps run for real.

The steps that matter are executed as the CI runner would run them (``sh -e``),
with the real ``goldeneval`` against the loopback stand-ins: the gate's exit
code must reach the job unchanged, and the publishing steps must publish the
Markdown summary on a failed gate and on NO VERDICT alike.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.recipes._recipes import EXAMPLES

GITHUB = EXAMPLES / "ci" / "github-actions.yml"
GITLAB = EXAMPLES / "ci" / "gitlab-ci-markdown.yml"
BIN = str(Path(sys.executable).parent)  # where the venv's goldeneval lives


@dataclass
class Workspace:
    """A checkout with the paths the recipes name, and stand-ins behind its config."""

    root: Path
    bot: ChatbotStandIn
    judge: JudgeStandIn

    def env(self, **extra: str) -> dict[str, str]:
        return {
            "PATH": f"{BIN}:{os.environ['PATH']}",
            "HOME": str(self.root),
            "GOLDENEVAL_STORE": f"sqlite:///{self.root / 'history.db'}",
            "GOLDENEVAL_JUDGE_API_KEY": "sk-ci-secret-key-42",
            **extra,
        }


@pytest.fixture
def workspace(tmp_path: Path) -> Iterator[Workspace]:
    golden = tmp_path / "golden"
    golden.mkdir()
    items = [
        {
            "id": f"q{n}",
            "surface": "public",
            "domain": "pt",
            "question": f"pertanyaan {n}?",
            "expected": {"must_include": ["benar"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }
        for n in range(4)
    ]
    (golden / "golden-set.yaml").write_text(yaml.safe_dump(items), encoding="utf-8")
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        cfg = {
            "chatbot_url": bot.url,
            "goldeneval": {"suite": "ci", "judge": {"url": judge.url, "model": "stand-in"}},
        }
        (golden / "config.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        for it in items:
            bot.answers[it["question"]] = "jawaban yang benar"
        yield Workspace(tmp_path, bot, judge)


def sh(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["sh", "-e", "-c", script],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


# ------------------------------------------------------------------ GitHub Actions


def github_steps() -> dict[str, dict[str, Any]]:
    workflow = yaml.safe_load(GITHUB.read_text())
    (job,) = workflow["jobs"].values()
    return {s.get("name", s.get("uses", "")): s for s in job["steps"]}


def github_script(step: dict[str, Any]) -> str:
    """The step's shell with the few expressions it uses replaced by a run's values."""
    values = {"github.run_id": "77", "github.run_attempt": "1"}
    return re.sub(r"\$\{\{\s*([\w.]+)\s*\}\}", lambda m: values[m.group(1)], step["run"])


def test_github_workflow_publishes_on_every_outcome_and_keeps_the_gate_code() -> None:
    steps = github_steps()
    gate = steps["golden gate"]
    assert gate["id"] == "gate" and "continue-on-error" not in gate
    assert (
        "--markdown golden-summary.md" in gate["run"] and "--junit golden-junit.xml" in gate["run"]
    )
    after = list(steps)[list(steps).index("golden gate") + 1 :]
    assert after, "nothing publishes the gate's results"
    for name in after:
        # always(): a failed gate (exit 1) and NO VERDICT (exit 3) fail the gate step.
        assert str(steps[name].get("if", "")).startswith("always()"), name
    assert any(s.get("uses", "").startswith("actions/upload-artifact@") for s in steps.values())
    assert any("GITHUB_STEP_SUMMARY" in s.get("run", "") for s in steps.values())
    comment = steps["comment on the pull request"]
    assert comment["with"]["path"] == "golden-summary.md" and "pull_request" in comment["if"]
    junit = [s for s in steps.values() if "junit" in s.get("uses", "")]
    assert junit and junit[0]["with"]["report_paths"] == "golden-junit.xml"


@pytest.mark.parametrize(
    ("breakage", "code", "title"),
    [
        ("none", 0, "GATE PASSED"),
        ("answer", 1, "GATE FAILED"),
        ("judge", 3, "NO VERDICT"),
    ],
)
def test_github_steps_run_keep_the_exit_code_and_write_the_summary(
    workspace: Workspace, breakage: str, code: int, title: str
) -> None:
    if breakage == "answer":
        workspace.bot.answers["pertanyaan 0?"] = "jawaban lain"
    if breakage == "judge":
        workspace.judge.reject_status = 503
        workspace.judge.reject_message = "judge overloaded"
    output, page = workspace.root / "gh-output", workspace.root / "gh-summary"
    env = workspace.env(GITHUB_OUTPUT=str(output), GITHUB_STEP_SUMMARY=str(page))
    steps = github_steps()
    gate = sh(github_script(steps["golden gate"]), workspace.root, env)
    assert gate.returncode == code, gate.stderr
    assert output.read_text().strip() == f"exit-code={code}"
    publish = steps["publish the summary"]
    done = sh(publish["run"], workspace.root, {**env, "CODE": str(code)})
    assert done.returncode == 0, done.stderr
    assert page.read_text(encoding="utf-8").startswith("### ") and title in page.read_text()
    assert "sk-ci-secret-key-42" not in page.read_text()
    assert (workspace.root / "golden-junit.xml").exists()


def test_github_summary_step_explains_a_missing_summary(workspace: Workspace) -> None:
    (workspace.root / "golden" / "golden-set.yaml").write_text("- id: [broken\n")
    output, page = workspace.root / "gh-output", workspace.root / "gh-summary"
    env = workspace.env(GITHUB_OUTPUT=str(output), GITHUB_STEP_SUMMARY=str(page))
    steps = github_steps()
    assert sh(github_script(steps["golden gate"]), workspace.root, env).returncode == 2
    done = sh(steps["publish the summary"]["run"], workspace.root, {**env, "CODE": "2"})
    assert done.returncode == 0
    assert "goldeneval wrote no summary (exit 2)" in page.read_text()


# ------------------------------------------------------------------ GitLab CI


class _Notes(BaseHTTPRequestHandler):
    received: list[tuple[str, dict[str, str], dict[str, Any]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.received.append((self.path, {k.lower(): v for k, v in self.headers.items()}, body))
        self.send_response(201)
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def notes() -> Iterator[tuple[str, list[tuple[str, dict[str, str], dict[str, Any]]]]]:
    server = HTTPServer(("127.0.0.1", 0), _Notes)
    _Notes.received = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/api/v4", _Notes.received
    finally:
        server.shutdown()
        server.server_close()


def gitlab_job() -> dict[str, Any]:
    (job,) = yaml.safe_load(GITLAB.read_text()).values()
    assert isinstance(job, dict)
    return job


def test_gitlab_job_keeps_its_reports_whatever_the_verdict() -> None:
    job = gitlab_job()
    assert job["artifacts"]["when"] == "always"
    assert job["artifacts"]["reports"]["junit"] == "golden-junit.xml"
    assert "golden-summary.md" in job["artifacts"]["paths"]
    assert job["image"]["entrypoint"] == [""]
    assert "allow_failure" not in job  # a failed gate and NO VERDICT fail the pipeline


@pytest.mark.parametrize(("judge_down", "code"), [(False, 1), (True, 3)])
def test_gitlab_script_keeps_the_code_and_after_script_posts_the_note(
    workspace: Workspace, notes: tuple[str, list[Any]], judge_down: bool, code: int
) -> None:
    api, received = notes
    workspace.bot.answers["pertanyaan 1?"] = "<script>alert(1)</script> jawaban yang benar"
    if not judge_down:
        workspace.bot.answers["pertanyaan 0?"] = "jawaban lain"  # fails the fact gate
    else:
        workspace.judge.reject_status = 503
        workspace.judge.reject_message = "judge overloaded"
    job = gitlab_job()
    env = workspace.env(
        CI_PIPELINE_ID="5",
        CI_JOB_ID="9",
        CI_MERGE_REQUEST_IID="12",
        CI_PROJECT_ID="34",
        CI_API_V4_URL=api,
        GOLDENEVAL_NOTE_TOKEN="glpat-note-token",
    )
    run = sh("\n".join(job["script"]), workspace.root, env)
    assert run.returncode == code, run.stderr
    after = sh("\n".join(job["after_script"]), workspace.root, env)
    assert after.returncode == 0, after.stderr
    (note,) = received
    path, headers, body = note
    assert path == "/api/v4/projects/34/merge_requests/12/notes"
    assert headers["private-token"] == "glpat-note-token"
    summary = (workspace.root / "golden-summary.md").read_text(encoding="utf-8")
    assert body == {"body": summary}
    assert ("NO VERDICT" if judge_down else "GATE FAILED") in summary.splitlines()[0]
    assert "<script>" not in summary.replace("`<script>", "")  # only ever inside a code span


def test_gitlab_after_script_posts_nothing_outside_a_merge_request(
    workspace: Workspace, notes: tuple[str, list[Any]]
) -> None:
    api, received = notes
    job = gitlab_job()
    env = workspace.env(CI_PIPELINE_ID="5", CI_JOB_ID="9", CI_API_V4_URL=api)
    assert sh("\n".join(job["script"]), workspace.root, env).returncode == 0
    assert sh("\n".join(job["after_script"]), workspace.root, env).returncode == 0
    assert received == []
