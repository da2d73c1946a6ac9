"""Fixtures for end-to-end evaluator tests: real stand-ins, real stores, the real CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.cli import main
from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread


def item(
    item_id: str,
    *,
    question: str | None = None,
    must_include: Sequence[str] = ("benar",),
    must_not_include: Sequence[str] = (),
    surface: str = "public",
    verified: bool = True,
    domain: str = "test",
) -> dict[str, Any]:
    return {
        "id": item_id,
        "surface": surface,
        "domain": domain,
        "question": question or f"pertanyaan {item_id}?",
        "expected": {
            "must_include": list(must_include),
            "must_not_include": list(must_not_include),
            "rubric": "",
        },
        "verified": verified,
    }


@dataclass
class Env:
    """One test's world: stand-ins, a store DSN, a work dir, and helpers to run the CLI."""

    tmp: Path
    store: str
    bot: ChatbotStandIn
    judge: JudgeStandIn

    def write_set(self, items: list[dict[str, Any]], name: str = "set.yaml") -> Path:
        path = self.tmp / name
        path.write_text(
            yaml.safe_dump(items, allow_unicode=True, sort_keys=False), encoding="utf-8"
        )
        return path

    def write_config(self, extra: dict[str, Any] | None = None, name: str = "config.yaml") -> Path:
        cfg: dict[str, Any] = {
            "chatbot_url": self.bot.url,
            "rag_quality": {"golden_min_pass_rate": 0.8, "golden_pass_threshold": 0.7},
            "goldeneval": {
                "suite": "tanya-test",
                "store": self.store,
                "judge": {"url": self.judge.url, "model": "stand-in"},
                "concurrency": 4,
                "max_attempts": 2,
            },
        }
        for key, value in (extra or {}).items():
            node = cfg
            *parents, leaf = key.split(".")
            for part in parents:
                node = node.setdefault(part, {})
            node[leaf] = value
        path = self.tmp / name
        path.write_text(yaml.safe_dump(cfg), encoding="utf-8")
        return path

    def answer(self, items: list[dict[str, Any]], text: str = "jawaban yang benar") -> None:
        for it in items:
            self.bot.answers[it["question"]] = text


@dataclass
class CliRun:
    code: int
    out: str
    err: str

    @property
    def last_line(self) -> str:
        return self.out.rstrip("\n").splitlines()[-1]


@pytest.fixture
def env(tmp_path: Path, schema_store_dsn: str) -> Iterator[Env]:
    """Stand-ins and a store of each backend in turn (PostgreSQL's with its schema in place)."""
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp_path, schema_store_dsn, bot, judge)


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[Env]:
    """The stand-ins on a SQLite store only: for tests of the command line, not of a store."""
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp_path, f"sqlite:///{tmp_path / 'history.db'}", bot, judge)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    """Run the real ``goldeneval`` entry point in-process and capture its output."""

    def run(*argv: str) -> CliRun:
        code = main(list(argv))
        captured = capsys.readouterr()
        return CliRun(code, captured.out, captured.err)

    return run


def run_subprocess(*argv: str, env: dict[str, str] | None = None, timeout: float = 60) -> CliRun:
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        check=False,
    )
    return CliRun(proc.returncode, proc.stdout, proc.stderr)


def load_json(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text(encoding="utf-8")))


def run_items(cli, env: Env, items, *args: str, config: Path | None = None):  # type: ignore[no-untyped-def]
    """``goldeneval run -set <items> -config <config>`` plus ``args``."""
    cfg = config or env.write_config()
    return cli("run", "-set", str(env.write_set(items)), "-config", str(cfg), *args)


def run_two_items(cli, env: Env, *args: str):  # type: ignore[no-untyped-def]
    """``goldeneval run`` of two answered items, ``a`` and ``b``, plus ``args``."""
    items = [item("a"), item("b")]
    env.answer(items)
    return run_items(cli, env, items, *args)


def stored_results(env: Env, run_id: str):  # type: ignore[no-untyped-def]
    """The run's stored results, by item id."""
    store = open_store(env.store)
    try:
        return {r.item_id: r for r in store.results(run_id)}
    finally:
        store.close()


APOSTILLE_TURNS = ("Apa itu apostille?", "Berapa biayanya?")
"""The two questions of :func:`apostille_conversation`; the second needs the first's session."""


def apostille_conversation(bot: ChatbotStandIn) -> dict[str, Any]:
    """A verified two-turn public conversation, scripted to pass on ``bot`` only when both
    turns are asked in one session (the second turn follows up on the first)."""
    first, second = APOSTILLE_TURNS
    bot.answers.update({first: "apostille menggantikan legalisasi", second: "Rp150.000"})
    bot.follow_ups[second] = first
    return {
        "id": "apostille",
        "surface": "public",
        "domain": "apostille",
        "conversation": [
            {"question": first, "expected": {"must_include": ["legalisasi"]}},
            {"question": second, "expected": {"must_include": ["150.000"]}},
        ],
        "verified": True,
    }
