"""Stand-ins from sync code (a daemon-thread loop) and from the shell."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread


def post(url: str, body: object) -> tuple[int, bytes]:
    req = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def test_serve_in_thread_from_sync_code() -> None:
    with (
        serve_in_thread(ChatbotStandIn({"q": "a"})) as bot,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        status, body = post(bot.url + "/api/orchestrate", {"message": "q"})
        assert (status, json.loads(body)) == (200, {"answer": "a"})
        status, _ = post(
            judge.url + "/chat/completions", {"messages": [{"role": "user", "content": "x"}]}
        )
        assert status == 200
        assert bot.requests == 1
        assert judge.calls == 1
        url = bot.url
    # Stopped on exit: the port no longer answers.
    with pytest.raises(urllib.error.URLError):
        post(url + "/api/orchestrate", {"message": "q"})


def test_serve_in_thread_reports_bind_failure() -> None:
    with serve_in_thread(ChatbotStandIn()) as bot:
        taken = bot.port
        with (
            pytest.raises(RuntimeError, match="failed to start"),
            serve_in_thread(ChatbotStandIn(port=taken)),
        ):
            pass


def start_cli(*args: str) -> tuple[subprocess.Popen[str], str, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "goldeneval.testing", "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    first = proc.stdout.readline().strip()
    second = proc.stdout.readline().strip()
    if not first.startswith("chatbot_url="):
        proc.kill()
        _, err = proc.communicate()
        pytest.fail(f"serve did not print its URLs: {first!r} {err}")
    return proc, first.split("=", 1)[1], second.split("=", 1)[1]


def test_cli_serve_prints_urls_and_stops_on_sigterm(tmp_path: Path) -> None:
    answers = tmp_path / "answers.yaml"
    answers.write_text("'apa itu fidusia?': 'Jaminan atas benda bergerak.'\n", encoding="utf-8")
    proc, chatbot_url, judge_url = start_cli(
        "--answers", str(answers), "--sse", "--judge-capacity", "4", "--latency-ms", "1"
    )
    try:
        assert judge_url.endswith("/v1")
        status, body = post(chatbot_url + "/api/orchestrate", {"message": "apa itu fidusia?"})
        assert status == 200
        assert b"data: [DONE]" in body
        assert "Jaminan" in "".join(
            json.loads(line[6:])["answer"]
            for line in body.decode().splitlines()
            if line.startswith("data: {")
        )
        status, _ = post(
            judge_url + "/chat/completions", {"messages": [{"role": "user", "content": "x"}]}
        )
        assert status == 200
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0
    assert "chatbot requests=1" in err


def test_cli_answers_from_golden_set(tmp_path: Path) -> None:
    golden = tmp_path / "set.yaml"
    golden.write_text(
        "- id: a\n  surface: public\n  domain: fidusia\n  question: Q1?\n"
        "  expected: {must_include: [AHU Online, 30 hari], must_not_include: [], rubric: r}\n",
        encoding="utf-8",
    )
    proc, chatbot_url, _ = start_cli("--answers", str(golden))
    try:
        status, body = post(chatbot_url + "/api/orchestrate", {"message": "Q1?"})
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=10)
    answer = json.loads(body)["answer"]
    assert status == 200
    assert "AHU Online" in answer
    assert "30 hari" in answer


def test_cli_rejects_bad_answers_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("- just a string\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval.testing", "serve", "--answers", str(bad)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 2
    assert "mapping of question -> answer or a golden set" in proc.stderr
