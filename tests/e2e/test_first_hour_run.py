"""A run says what it does (issue 23): resuming, quiet, and no judge latency without judge calls."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

from .conftest import Env, item


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[Env]:
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp_path, f"sqlite:///{tmp_path / 'history.db'}", bot, judge)


def _run(lite: Env, cli, *extra: str):  # type: ignore[no-untyped-def]
    items = [item("a"), item("b")]
    lite.answer(items)
    return cli(
        "run", "-set", str(lite.write_set(items)), "-config", str(lite.write_config()), *extra
    )


def test_a_resumed_run_says_it_is_resuming(lite: Env, cli) -> None:
    first = _run(lite, cli, "--run-id", "r1")
    assert first.code == 0 and "resuming" not in first.err
    again = _run(lite, cli, "--run-id", "r1")
    assert again.code == 0
    assert "goldeneval: resuming run r1: 2 of 2 items already stored, 0 to go" in again.err


def test_progress_lines_in_a_log_and_none_with_quiet(lite: Env, cli) -> None:
    loud = _run(lite, cli)
    assert "progress: 2/2 items: 2 passed" in loud.err
    assert "judge concurrency" in loud.err
    quiet = _run(lite, cli, "--quiet")
    assert quiet.code == 0
    assert "progress:" not in quiet.err


def test_no_judge_latency_is_reported_for_a_run_that_asked_no_judge(lite: Env, cli) -> None:
    first = _run(lite, cli)
    assert "latency judge" in first.out
    calls = lite.judge.calls
    reused = _run(lite, cli)  # unchanged answers: every verdict is reused
    assert reused.code == 0
    assert lite.judge.calls == calls
    assert "latency judge" not in reused.out
    assert "latency chatbot" in reused.out
