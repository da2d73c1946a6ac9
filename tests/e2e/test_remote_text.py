"""Whatever the chatbot and the judge send back, ``goldeneval run`` finishes, stores and leaks nothing.

Real stand-ins over loopback, the real CLI, both stores (issue 10: lone
surrogates, ids in headers, secrets echoed by a gateway).
"""

from __future__ import annotations

import sqlite3
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from goldeneval.store import open_store
from goldeneval.testing import serve_in_thread
from tests.job.gateways import EchoingGateway

from .conftest import Env, item, load_json

KEY = "sk-gateway-echo-7f3a9c2e51"
DSN_PASSWORD = "pg-pass-9e8d7c6b"


def stored_text(dsn: str) -> str:
    """Every row of both tables as text, read past goldeneval's own code."""
    tables = ("golden_runs", "golden_results")
    if dsn.startswith("sqlite:///"):
        with sqlite3.connect(dsn.removeprefix("sqlite:///")) as conn:
            return "\n".join(
                repr(row) for t in tables for row in conn.execute(f"SELECT * FROM {t}")
            )
    with psycopg.connect(dsn) as conn:
        return "\n".join(
            str(row[0])
            for t in tables
            for row in conn.execute(f"SELECT row_to_json(t)::text FROM {t} t")
        )


def with_password(dsn: str) -> str:
    """The DSN with a password the loopback server (trust auth) accepts and ignores."""
    if not dsn.startswith("postgresql://"):
        return dsn
    parts = urlsplit(dsn)
    user, _, host = parts.netloc.rpartition("@")
    netloc = f"{user or 'postgres'}:{DSN_PASSWORD}@{host}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def test_a_gateway_echoing_the_key_and_the_dsn_password_leaks_neither(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOLDENEVAL_JUDGE_API_KEY", KEY)
    store = with_password(env.store)
    # SQLite has no password: there the key is the only secret of the run.
    secrets = [KEY, DSN_PASSWORD] if store != env.store else [KEY]
    items = [item("a"), item("b")]
    env.answer(items)
    outputs = []
    with (
        serve_in_thread(EchoingGateway()) as refusing,
        serve_in_thread(EchoingGateway(reason="saw " + " and ".join(secrets))) as chatty,
    ):
        for run_id, gateway in (("refused", refusing), ("chatty", chatty)):
            cfg = env.write_config({"goldeneval.store": store, "goldeneval.judge.url": gateway.url})
            json_path, junit_path = env.tmp / f"{run_id}.json", env.tmp / f"{run_id}.xml"
            run = cli(
                "run", "-set", str(env.write_set(items)), "-config", str(cfg),
                "--run-id", run_id, "--json", str(json_path), "--junit", str(junit_path),
            )  # fmt: skip
            outputs += [run.out, run.err, json_path.read_text(), junit_path.read_text()]
            assert gateway.calls >= 2
        assert refusing.calls == 2  # a 401 is final: one call per item
    refused = load_json(env.tmp / "refused.json")
    assert refused["errored"] == 2
    assert "judge returned HTTP 401: invalid credentials: Bearer ***" in outputs[0] + outputs[2]
    assert load_json(env.tmp / "chatty.json")["passed"] == 2
    everything = "\n".join([*outputs, stored_text(store)])
    assert "saw ***" in everything  # the reason is kept, the secrets masked
    assert all(secret not in everything for secret in secrets)


def test_a_judge_key_with_a_trailing_newline_is_exit_2_naming_the_variable(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOLDENEVAL_JUDGE_API_KEY", KEY + "\n")
    items = [item("a")]
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(env.write_config()))
    assert run.code == 2
    assert "GOLDENEVAL_JUDGE_API_KEY" in run.err
    assert KEY not in run.out + run.err
    assert env.judge.calls == 0
    assert "Traceback" not in run.err


def test_ids_any_header_would_refuse_are_all_judged(env: Env, cli) -> None:
    items = [item("pt–perorangan"), item("İzin"), item("公司注册"), item("apostille-01")]
    env.answer(items)
    out = env.tmp / "s.json"
    run = cli(
        "run", "-set", str(env.write_set(items)), "-config", str(env.write_config()),
        "--run-id", "nightly-İ", "--json", str(out),
    )  # fmt: skip
    assert run.code == 0, run.err
    assert load_json(out)["passed"] == 4
    assert env.judge.calls == 4  # each at its first attempt
    keys = env.judge.idempotency_keys
    assert len(set(keys)) == 4
    assert all(k is not None and k.isascii() for k in keys)


def test_surrogates_from_the_chatbot_and_the_judge_never_crash_a_run(env: Env, cli) -> None:
    # Answer a: a JSON escape of a lone surrogate. Answer b: an emoji whose UTF-16
    # halves arrive in two stream events ("ben\ud83d" | "\ude00ar!"). The judge's
    # reason holds a lone surrogate too.
    items = [item("a", must_include=("benar",)), item("b", must_include=("ben",))]
    env.bot.answers[items[0]["question"]] = "benar \ud800"
    env.bot.answers[items[1]["question"]] = "ben\ud83d\ude00ar!"
    env.bot.sse, env.bot.sse_chunks = True, 2
    env.judge.default = {"correctness": 0.9, "pass": True, "reason": "baik \ud800"}
    out, junit = env.tmp / "s.json", env.tmp / "j.xml"
    run = cli(
        "run", "-set", str(env.write_set(items)), "-config", str(env.write_config()),
        "--run-id", "r1", "--json", str(out), "--junit", str(junit),
    )  # fmt: skip
    assert run.code == 0, run.err
    assert load_json(out)["passed"] == 2
    ET.parse(junit)
    store = open_store(env.store)
    try:
        rows = {r.item_id: r for r in store.results("r1")}
    finally:
        store.close()
    assert rows["a"].answer == "benar \ufffd"
    assert rows["b"].answer == "ben😀ar!"
    assert rows["a"].judge_reason == "baik \ufffd"
    assert "\ufffd" in Path(out).read_text(encoding="utf-8")
