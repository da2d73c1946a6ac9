"""Heavy-tailed stand-in latency: lognormal, stable per question, recorded."""

from __future__ import annotations

import json
import math
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, delay_seconds
from tests.testing.test_serve import post, start_cli


def test_fixed_latency_without_sigma() -> None:
    assert delay_seconds(50, 0, "q") == 0.05
    assert delay_seconds(0, 0.8, "q") == 0.0


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=200), st.floats(1, 5000), st.floats(0.01, 2))
def test_same_question_same_delay(question: str, median_ms: float, sigma: float) -> None:
    first = delay_seconds(median_ms, sigma, question)
    assert first > 0
    assert delay_seconds(median_ms, sigma, question) == first


def test_lognormal_median_and_spread() -> None:
    delays = [delay_seconds(400, 0.8, f"question {i}?") for i in range(4000)]
    logs = [math.log(d) for d in delays]
    # Median 0.4 s and log-space spread 0.8, within sampling error of 4000 draws.
    assert abs(statistics.median(delays) - 0.4) < 0.03
    assert abs(statistics.stdev(logs) - 0.8) < 0.04
    # Heavy-tailed: the slowest answer is many times the median.
    assert max(delays) > 5 * 0.4


async def test_chatbot_delay_is_per_question_and_recorded(
    session: aiohttp.ClientSession,
) -> None:
    async with ChatbotStandIn({"a?": "A", "b?": "B"}, latency_ms=30) as bot:
        bot.latency_sigma = 1.0
        bot.recording = True
        before = time.time()
        for question in ("a?", "b?", "a?"):
            r = await session.post(bot.url + "/api/orchestrate", json={"message": question})
            assert r.status == 200
        assert [s.delay_seconds for s in bot.served] == [
            delay_seconds(30, 1.0, q) for q in ("a?", "b?", "a?")
        ]
        assert bot.served[0].key_digest == bot.served[2].key_digest != bot.served[1].key_digest
        assert all(before <= s.received_at <= time.time() for s in bot.served)


async def test_judge_delay_follows_the_prompt(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(latency_ms=20) as judge:
        judge.latency_sigma = 0.5
        judge.recording = True
        for content in ("prompt one", "prompt two"):
            body = {"messages": [{"role": "user", "content": content}]}
            r = await session.post(judge.url + "/chat/completions", json=body)
            assert r.status == 200
        assert [s.delay_seconds for s in judge.served] == [
            delay_seconds(20, 0.5, "prompt one"),
            delay_seconds(20, 0.5, "prompt two"),
        ]


def test_cli_lognormal_latency_and_record(tmp_path: Path) -> None:
    record = tmp_path / "served.jsonl"
    proc, chatbot_url, judge_url = start_cli(
        "--latency-ms", "20", "--latency-sigma", "0.7", "--judge-latency-ms", "10",
        "--judge-latency-sigma", "0.3", "--record", str(record),
    )  # fmt: skip
    try:
        assert post(chatbot_url + "/api/orchestrate", {"message": "q1?"})[0] == 200
        body = {"messages": [{"role": "user", "content": "judge me"}]}
        assert post(judge_url + "/chat/completions", body)[0] == 200
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=10)
    assert proc.returncode == 0
    rows = [json.loads(line) for line in record.read_text().splitlines()]
    assert [(r["server"], r["delay_seconds"]) for r in rows] == [
        ("chatbot", delay_seconds(20, 0.7, "q1?")),
        ("judge", delay_seconds(10, 0.3, "judge me")),
    ]


def test_cli_refuses_negative_sigma() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval.testing", "serve", "--latency-sigma", "-1"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 2
    assert "--latency-sigma must be 0 or more" in proc.stderr
