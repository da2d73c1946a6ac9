"""https chatbot and judge whose certificates come from a private CA (an on-prem PKI)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.conftest import server_tls

from .conftest import Env, item, load_json


@pytest.fixture
def https_env(tmp_path: Path, private_ca: trustme.CA) -> Iterator[Env]:
    tls = server_tls(private_ca)
    with (
        serve_in_thread(ChatbotStandIn(tls=tls)) as bot,
        serve_in_thread(JudgeStandIn(tls=tls)) as judge,
    ):
        assert bot.url.startswith("https://") and judge.url.startswith("https://")
        yield Env(tmp_path, f"sqlite:///{tmp_path}/history.db", bot, judge)


def ca_file(env: Env, ca: trustme.CA) -> Path:
    path = env.tmp / "private-ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return path


def test_a_private_ca_given_as_ca_file_is_trusted(
    https_env: Env, private_ca: trustme.CA, cli
) -> None:
    items = [item("a"), item("b")]
    https_env.answer(items)
    cfg = https_env.write_config({"goldeneval.ca_file": str(ca_file(https_env, private_ca))})
    run = cli("run", "-set", str(https_env.write_set(items)), "-config", str(cfg))
    assert run.code == 0, run.err
    assert run.last_line == "GATE PASSED"
    assert https_env.bot.requests == 2 and https_env.judge.calls == 2


def test_without_it_nothing_is_scored_and_each_item_says_why(https_env: Env, cli) -> None:
    items = [item("a"), item("b")]
    https_env.answer(items)
    out = https_env.tmp / "summary.json"
    cfg = https_env.write_config({"goldeneval.max_attempts": 1})
    run = cli(
        "run", "-set", str(https_env.write_set(items)), "-config", str(cfg), "--json", str(out)
    )
    assert run.code == 3 and run.last_line.startswith("NO VERDICT: nothing was scored")
    errors = [r["error"] for r in load_json(out)["results"]]
    assert all(
        "chatbot connection failed" in e and "CERTIFICATE_VERIFY_FAILED" in e for e in errors
    )


@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "not found"), ("not a certificate\n", "no usable CA certificate")],
)
def test_a_missing_or_unreadable_ca_file_stops_before_the_run(
    https_env: Env, cli, content: str | None, message: str
) -> None:
    bad = https_env.tmp / "ca.pem"
    if content is not None:
        bad.write_text(content, encoding="utf-8")
    items = [item("a")]
    cfg = https_env.write_config()
    run = cli(
        "run", "-set", str(https_env.write_set(items)), "-config", str(cfg), "--ca-file", str(bad)
    )
    assert run.code == 2
    assert str(bad) in run.err and message in run.err
    assert "Traceback" not in run.err
    assert https_env.bot.requests == 0
    store = open_store(https_env.store)
    try:
        assert store.runs("tanya-test") == []  # no half-written run
    finally:
        store.close()
