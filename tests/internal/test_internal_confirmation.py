"""Answer confirmation on the internal surface (issue 34): the real agno AgentOS asked again.

A would-be regression of an internal item is asked of the agent again, each
time under a fresh ``session_id``: the scripted model sees every fresh ask
with no earlier message of its session.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.e2e.conftest import CliRun, Env
from tests.internal.agentos import AGENT_ID, RunningOS

QUESTION = "Apa kabar agen data?"
FAIL = {"correctness": 0.1, "pass": False, "reason": "tidak menjawab"}


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[Env]:
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp_path, f"sqlite:///{tmp_path / 'history.db'}", bot, judge)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    from goldeneval.cli import main

    def run(*argv: str) -> CliRun:
        code = main(list(argv))
        captured = capsys.readouterr()
        return CliRun(code, captured.out, captured.err)

    return run


def test_an_internal_would_be_regression_is_asked_again_in_fresh_sessions(
    lite: Env, agentos: RunningOS, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # the report wraps to the terminal: read whole lines
    token = lite.tmp / "token"
    token.write_text(agentos.key, encoding="utf-8")
    cfg = lite.write_config(
        {
            "goldeneval.internal": {
                "url": agentos.url,
                "agent": AGENT_ID,
                "user_id": "goldeneval-ci",
                "token_file": str(token),
            }
        }
    )
    items = [
        {
            "id": "sapa",
            "surface": "internal",
            "domain": "data",
            "question": QUESTION,
            "expected": {"must_include": ["agen"], "rubric": ""},
            "verified": True,
        }
    ]
    path = lite.write_set(items)
    assert cli("run", "-set", str(path), "-config", str(cfg), "--run-id", "r1").code == 0
    # The judge now fails the agent's unchanged answer: a would-be verified regression.
    lite.judge.verdicts = [("Halo dari agen", FAIL)]
    runs, seen = agentos.wire.runs, len(agentos.model.seen)
    again = cli("run", "-set", str(path), "-config", str(cfg), "--run-id", "r2", "--rejudge")
    assert again.code == 1, again.out
    assert "[answers 0/3 pass" in again.out, again.out
    assert agentos.wire.runs - runs == 3
    # Each ask reached the model in a session of its own: no earlier user message.
    asks = [h for h in agentos.model.seen[seen:] if h[-1][0] == "user" and QUESTION in h[-1][1]]
    assert len(asks) == 3
    assert all(sum(1 for role, _ in h if role == "user") == 1 for h in asks)
    store = open_store(lite.store)
    try:
        [result] = store.results("r2")
    finally:
        store.close()
    assert (result.answers, result.answers_passed, result.surface) == (3, 0, "internal")
