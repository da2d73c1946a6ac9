"""A run says what it does (issue 23): resuming, quiet, and no judge latency without judge calls."""

from __future__ import annotations

from .conftest import Env, run_two_items


def test_a_resumed_run_says_it_is_resuming(lite: Env, cli) -> None:
    first = run_two_items(cli, lite, "--run-id", "r1")
    assert first.code == 0 and "resuming" not in first.err
    again = run_two_items(cli, lite, "--run-id", "r1")
    assert again.code == 0
    assert "goldeneval: resuming run r1: 2 of 2 items already stored, 0 to go" in again.err


def test_progress_lines_in_a_log_and_none_with_quiet(lite: Env, cli) -> None:
    loud = run_two_items(cli, lite)
    assert "progress: 2/2 items: 2 passed" in loud.err
    assert "judge concurrency" in loud.err
    quiet = run_two_items(cli, lite, "--quiet")
    assert quiet.code == 0
    assert "progress:" not in quiet.err


def test_quiet_prints_only_the_outcome(lite: Env, cli) -> None:
    """Issue 29: no header, no table; the outcome line alone."""
    loud = run_two_items(cli, lite)
    assert "goldeneval: suite tanya-test, 2 items from" in loud.err
    quiet = run_two_items(cli, lite, "--quiet")
    assert quiet.code == 0
    assert "goldeneval: suite" not in quiet.err and "judge concurrency" not in quiet.err
    assert quiet.out.splitlines() == [loud.last_line]
    assert quiet.out.startswith("GATE PASSED")


def test_no_judge_latency_is_reported_for_a_run_that_asked_no_judge(lite: Env, cli) -> None:
    first = run_two_items(cli, lite)
    assert "latency judge" in first.out
    calls = lite.judge.calls
    reused = run_two_items(cli, lite)  # unchanged answers: every verdict is reused
    assert reused.code == 0
    assert lite.judge.calls == calls
    assert "latency judge" not in reused.out
    assert "latency chatbot" in reused.out
