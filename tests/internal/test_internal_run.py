"""``goldeneval run`` with internal items against a real AgentOS (issue 27): the evaluator side.

The agent is the real agno AgentOS of :mod:`tests.internal.agentos` (scripted
offline model, a real tool, an in-memory session store, its security key);
the public chatbot and the judge are the package's stand-ins. Runs go
through the real CLI, in-process and once as a subprocess.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.e2e.conftest import (
    CliRun,
    Env,
    apostille_conversation,
    item,
    load_json,
    run_subprocess,
)
from tests.internal.agentos import AGENT_ID, TEAM_ID, RunningOS, serve

TOP3 = ["Jawa Barat", "Jawa Timur", "DKI Jakarta", "Jawa Tengah", "Banten"]


def _env(tmp: Path, store: str) -> Iterator[Env]:
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp, store, bot, judge)


@pytest.fixture
def env(tmp_path: Path, store_dsn: str) -> Iterator[Env]:
    yield from _env(tmp_path, store_dsn)


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[Env]:
    yield from _env(tmp_path, f"sqlite:///{tmp_path / 'history.db'}")


def internal(item_id: str, question: str, **expected: Any) -> dict[str, Any]:
    """An internal item asking ``question`` with ``expected`` (must_include by default empty)."""
    return {
        "id": item_id,
        "surface": "internal",
        "domain": "data",
        "question": question,
        "expected": {"must_include": [], "rubric": "", **expected},
        "verified": True,
    }


def config(env: Env, agentos: RunningOS, token: str | None = None, **internal: Any) -> Path:
    """The run's config with ``goldeneval.internal`` aimed at the AgentOS (its key in a file)."""
    token_file = env.tmp / "internal-token"
    token_file.write_text(agentos.key if token is None else token, encoding="utf-8")
    section = {"url": agentos.url, "agent": AGENT_ID, "user_id": "goldeneval-ci"}
    section["token_file"] = str(token_file)
    section.update(internal)
    return env.write_config({"goldeneval.internal": {k: v for k, v in section.items() if v}})


def run(cli, env: Env, items: list[dict[str, Any]], cfg: Path, *args: str) -> CliRun:  # type: ignore[no-untyped-def]
    return cli("run", "-set", str(env.write_set(items)), "-config", str(cfg), *args)


def test_internal_items_are_asked_scored_and_keep_their_tool_traces(
    env: Env, agentos: RunningOS, cli
) -> None:
    provinces = internal(
        "top3",
        "Tiga provinsi dengan registrasi terbanyak 2024?",
        must_include=["Jawa Barat"],
        count=[{"any_of": TOP3, "exactly": 3}],
        grounded="tools",
    )
    memory = {
        "id": "ingat",
        "surface": "internal",
        "domain": "data",
        "conversation": [
            {"question": "Tolong ingat angka 7", "expected": {"must_include": ["ingat"]}},
            {"question": "Berapa angka tadi?", "expected": {"must_include": ["Angkanya 7"]}},
        ],
        "verified": True,
    }
    expired = {**internal("lama", "Provinsi 2019?"), "valid_until": "2020-01-31"}
    public = item("pub")
    env.answer([public])
    out = env.tmp / "summary.json"

    done = run(
        cli,
        env,
        [provinces, memory, expired, public],
        config(env, agentos),
        "--run-id",
        "int-1",
        "--json",
        str(out),
    )

    assert done.code == 0, done.err
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert {k: r["outcome"] for k, r in results.items()} == {
        "top3": "passed",
        "ingat": "passed",
        "lama": "skipped",
        "pub": "passed",
    }
    assert results["top3"]["answer"].startswith("Tiga provinsi teratas: Jawa Barat (1410)")
    [trace] = results["top3"]["tools"]
    assert (trace["name"], trace["args"], trace["error"]) == (
        "registrations",
        {"year": 2024},
        False,
    )
    assert json.loads(trace["result"])["Bali"] == 160
    assert results["lama"]["reason"] == "expired on 2020-01-31"
    assert [t["answer"] for t in results["ingat"]["turns"]] == ["Baik, saya ingat.", "Angkanya 7."]
    store = open_store(env.store)
    try:
        rows = {r.item_id: r for r in store.results("int-1")}
    finally:
        store.close()
    assert rows["top3"].tools[0].name == "registrations"
    assert len(rows["ingat"].turns) == 2 and rows["pub"].tools == () and rows["pub"].turns == ()
    # The public chatbot never heard of an internal item; the judge saw the tool results.
    assert env.bot.requests_per_question[provinces["question"]] == 0
    assert env.judge.calls == 4  # top3, both turns, pub: never the expired item


def test_a_conversation_fails_when_the_agent_loses_the_session(
    lite: Env, agentos: RunningOS, cli
) -> None:
    # Each turn as an item of its own: a fresh session each, so the second has no memory.
    first = internal("satu", "Tolong ingat angka 5", must_include=["ingat"])
    second = internal("dua", "Berapa angka tadi?", must_include=["Angkanya 5"])
    out = lite.tmp / "s.json"
    done = run(cli, lite, [first, second], config(lite, agentos), "--json", str(out))
    assert done.code == 1, done.err
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert results["dua"]["answer"] == "tidak ada angka"
    assert results["dua"]["outcome"] == "failed"


def test_a_team_answers_through_its_member(lite: Env, agentos: RunningOS, cli) -> None:
    out = lite.tmp / "s.json"
    cfg = config(lite, agentos, agent=None, team=TEAM_ID)
    done = run(
        cli, lite, [internal("t", "Halo tim", must_include=["Tim:"])], cfg, "--json", str(out)
    )
    assert done.code == 0, done.err
    [result] = load_json(out)["results"]
    assert result["answer"].startswith("Tim: ")


def test_run_errors_and_cut_streams_error_their_items(lite: Env, agentos: RunningOS, cli) -> None:
    items = [
        internal("ok", "Halo agen", must_include=["Halo"]),
        internal("gagal", "Tolong gagal sekarang"),
        internal("potong", "Tolong potong jawabannya"),
    ]
    out = lite.tmp / "s.json"
    done = run(cli, lite, items, config(lite, agentos), "--json", str(out))
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert results["ok"]["outcome"] == "passed"
    assert results["gagal"]["outcome"] == "errored"
    assert "ScriptedFailure" in results["gagal"]["error"] or "fail" in results["gagal"]["error"]
    assert results["potong"]["outcome"] == "errored"
    assert done.code != 0


@pytest.mark.parametrize("token", ["salah-token", ""])
def test_a_wrong_or_missing_token_is_no_verdict_naming_the_internal_endpoint(
    lite: Env, agentos: RunningOS, cli, token: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GOLDENEVAL_INTERNAL_TOKEN", raising=False)
    items = [internal(f"i{n}", f"Halo agen {n}") for n in range(6)] + [item("pub")]
    lite.answer(items[-1:])
    cfg = (
        config(lite, agentos, token=token)
        if token
        else lite.write_config({"goldeneval.internal": {"url": agentos.url, "agent": AGENT_ID}})
    )
    done = run(cli, lite, items, cfg)
    assert done.code == 3, done.err
    # One line per message, whatever the report's width (a worker has no terminal).
    text = " ".join((done.out + done.err).split())
    assert f"internal agent '{AGENT_ID}' at {agentos.url}" in text
    assert "HTTP 401" in text
    assert agentos.key not in text


def test_an_unknown_agent_is_no_verdict_naming_the_agent_id(
    lite: Env, agentos: RunningOS, cli
) -> None:
    items = [internal(f"i{n}", f"Halo agen {n}") for n in range(4)]
    done = run(cli, lite, items, config(lite, agentos, agent="tidak-ada"))
    assert done.code == 3, done.err
    assert "'tidak-ada'" in done.out + done.err


def test_without_an_internal_endpoint_internal_items_are_skipped_saying_so(lite: Env, cli) -> None:
    items = [internal("i", "Halo agen"), item("pub")]
    lite.answer(items[1:])
    out = lite.tmp / "s.json"
    done = run(cli, lite, items, lite.write_config(), "--json", str(out))
    assert done.code == 0, done.err
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert results["i"]["outcome"] == "skipped"
    assert results["i"]["reason"] == "no internal endpoint configured"


def test_a_public_conversation_keeps_its_session_through_the_request_template(
    lite: Env, cli
) -> None:
    conversation = apostille_conversation(lite.bot)
    with_session = lite.write_config(
        {"goldeneval.chatbot.request": {"message": "{question}", "session": "{session}"}},
        name="with-session.yaml",
    )
    out = lite.tmp / "s.json"
    done = run(cli, lite, [conversation], with_session, "--json", str(out))
    assert done.code == 0, done.err
    [result] = load_json(out)["results"]
    assert [t["outcome"] for t in result["turns"]] == ["passed", "passed"]
    # The judge heard each turn under a key of its own, the second with the first as context.
    assert len(set(lite.judge.idempotency_keys[-2:])) == 2
    assert "<<<EARLIER TURNS>>>" in lite.judge.last_messages[-1]["content"]

    without = lite.write_config(name="without-session.yaml")
    done = run(cli, lite, [conversation], without, "--json", str(out))
    assert done.code == 1
    [result] = load_json(out)["results"]
    assert result["outcome"] == "failed"
    assert result["reason"].startswith("turn 2: ")


class _TokenHandler(BaseHTTPRequestHandler):
    key = ""
    forms: list[dict[str, list[str]]] = []

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        form = parse_qs(self.rfile.read(length).decode())
        self.forms.append(form)
        ok = form.get("client_secret") == ["client-s3cret"]
        body = json.dumps(
            {"access_token": self.key, "token_type": "Bearer", "expires_in": 3600}
            if ok
            else {"error": "invalid_client"}
        ).encode()
        self.send_response(200 if ok else 401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


def test_a_token_by_client_credentials_in_a_subprocess_run(lite: Env, agentos: RunningOS) -> None:
    _TokenHandler.key = agentos.key
    server = ThreadingHTTPServer(("127.0.0.1", 0), _TokenHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        secret = lite.tmp / "client-secret"
        secret.write_text("client-s3cret", encoding="utf-8")
        cfg = lite.write_config(
            {
                "goldeneval.internal": {
                    "url": agentos.url,
                    "agent": AGENT_ID,
                    "oidc": {
                        "token_url": f"http://127.0.0.1:{server.server_port}/token",
                        "client_id": "goldeneval",
                        "client_secret_file": str(secret),
                    },
                }
            }
        )
        items = [internal("top3", "Provinsi teratas 2024?", must_include=["Jawa Barat"])]
        out = lite.tmp / "s.json"
        environ = {k: v for k, v in os.environ.items() if k != "GOLDENEVAL_INTERNAL_TOKEN"}
        done = run_subprocess(
            "run",
            "-set",
            str(lite.write_set(items)),
            "-config",
            str(cfg),
            "--json",
            str(out),
            env=environ,
        )
    finally:
        server.shutdown()
    assert done.code == 0, done.err
    [result] = load_json(out)["results"]
    assert result["tools"][0]["name"] == "registrations"
    assert _TokenHandler.forms and _TokenHandler.forms[0]["grant_type"] == ["client_credentials"]


def test_the_html_report_shows_tool_calls_and_turns_collapsed_and_escaped(
    lite: Env, agentos: RunningOS, cli
) -> None:
    # Asks for a province the fixture table has, but demands one the answer cannot name.
    wrong = internal(
        "top3",
        "Provinsi teratas 2024 <b>tebal</b>?",
        must_include=["Papua"],
        grounded="tools",
    )
    page = lite.tmp / "report.html"
    done = run(cli, lite, [wrong], config(lite, agentos), "--html", str(page))
    assert done.code == 1, done.err
    html = page.read_text(encoding="utf-8")
    # In the items table, the failed item's panel and its label row, collapsed: none broke a rule.
    assert html.count('<details class="calls"><summary>1 tool call</summary>') == 3
    assert "<code>registrations(year=2024)</code>" in html
    assert "&lt;b&gt;tebal&lt;/b&gt;" in html and "<b>tebal</b>" not in html


def test_a_grounded_item_is_judged_on_its_tool_results_and_fails_without_any(
    lite: Env, agentos: RunningOS, cli
) -> None:
    grounded = internal("top3", "Provinsi teratas 2024?", grounded="tools")
    out = lite.tmp / "s.json"
    done = run(cli, lite, [grounded], config(lite, agentos), "--json", str(out))
    assert done.code == 0, done.err
    user = lite.judge.last_messages[-1]["content"]
    block = user.split("<<<TOOL RESULTS>>>\n", 1)[1].split("\n<<<END TOOL RESULTS>>>", 1)[0]
    assert "TOOL CALL 1: registrations" in block and '"Bali": 160' in block

    without = internal("halo", "Halo agen", grounded="tools")
    done = run(cli, lite, [without], config(lite, agentos), "--json", str(out))
    assert done.code == 1, done.err
    [result] = load_json(out)["results"]
    assert result["outcome"] == "failed"
    assert "without consulting any tool" in result["auto_fail_reason"]


def _rekey(app: Any, key: str) -> None:
    """Give the running AgentOS's auth middleware a new key (it copied the old one at start)."""
    node = getattr(app, "middleware_stack", None)
    changed = 0
    while node is not None:
        if hasattr(node, "security_key"):
            node.security_key = key
            changed += 1
        node = getattr(node, "app", None)
    assert changed, "the AgentOS has no auth middleware holding its key"


def test_a_token_file_rotated_mid_run_costs_no_item(lite: Env, cli) -> None:
    with serve("first-key-0001") as rotating:
        cfg = config(lite, rotating)
        token_file = lite.tmp / "internal-token"
        inner = rotating.wire.app

        async def rotate_at_third_run(scope: dict[str, Any], receive: Any, send: Any) -> None:
            if rotating.wire.runs == 3 and rotating.settings.os_security_key == "first-key-0001":
                # The Secret's file is swapped and the key rotated at once, mid-run.
                fresh = lite.tmp / "internal-token.new"
                fresh.write_text("second-key-0002", encoding="utf-8")
                os.replace(fresh, token_file)
                rotating.settings.os_security_key = "second-key-0002"
                _rekey(inner, "second-key-0002")
            await inner(scope, receive, send)

        rotating.wire.app = rotate_at_third_run
        items = [internal(f"i{n}", f"Halo agen {n}", must_include=["Halo"]) for n in range(8)]
        out = lite.tmp / "s.json"
        done = run(cli, lite, items, cfg, "--json", str(out))
    assert done.code == 0, done.out + done.err
    assert {r["outcome"] for r in load_json(out)["results"]} == {"passed"}
    assert rotating.key == "second-key-0002"


def test_a_conversation_answered_the_same_reuses_its_turns_verdicts(lite: Env, cli) -> None:
    first, second = "Apa itu apostille?", "Berapa biayanya?"
    lite.bot.answers.update({first: "apostille menggantikan legalisasi", second: "Rp150.000"})
    conversation = {
        "id": "apostille",
        "surface": "public",
        "domain": "apostille",
        "conversation": [
            {"question": first, "expected": {"must_include": ["legalisasi"]}},
            {"question": second, "expected": {"must_include": ["150.000"]}},
        ],
        "verified": True,
    }
    out = lite.tmp / "s.json"
    cfg = lite.write_config()
    assert run(cli, lite, [conversation], cfg, "--run-id", "c1", "--json", str(out)).code == 0
    assert lite.judge.calls == 2
    assert run(cli, lite, [conversation], cfg, "--run-id", "c2", "--json", str(out)).code == 0
    assert lite.judge.calls == 2  # both turns' verdicts reused: nothing changed
    [result] = load_json(out)["results"]
    assert result["verdict_source"] == "reused" and result["verdict_run_id"] == "c1"
    # One answer changes: the conversation is judged afresh, turn by turn.
    lite.bot.answers[second] = "Biayanya Rp150.000 per dokumen"
    assert run(cli, lite, [conversation], cfg, "--run-id", "c3", "--json", str(out)).code == 0
    assert lite.judge.calls == 4


# ------------------------------------------------------------ answer confirmation

CONFIRM_QUESTION = "Apa kabar agen data?"
CONFIRM_FAIL = {"correctness": 0.1, "pass": False, "reason": "tidak menjawab"}


def test_an_internal_would_be_regression_is_asked_again_in_fresh_sessions(
    lite: Env, agentos: RunningOS, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Answer confirmation (issue 34): each fresh ask under a session_id of its own, so the
    scripted model sees no earlier message of its session."""
    monkeypatch.setenv("COLUMNS", "200")  # the report wraps to the terminal: read whole lines
    cfg = config(lite, agentos)
    items = [internal("sapa", CONFIRM_QUESTION, must_include=["agen"])]
    assert run(cli, lite, items, cfg, "--run-id", "r1").code == 0
    # The judge now fails the agent's unchanged answer: a would-be verified regression.
    lite.judge.verdicts = [("Halo dari agen", CONFIRM_FAIL)]
    runs, seen = agentos.wire.runs, len(agentos.model.seen)
    again = run(cli, lite, items, cfg, "--run-id", "r2", "--rejudge")
    assert again.code == 1, again.out
    assert "[answers 0/3 pass" in again.out, again.out
    assert agentos.wire.runs - runs == 3
    # Each ask reached the model in a session of its own: no earlier user message.
    asks = [
        h for h in agentos.model.seen[seen:] if h[-1][0] == "user" and CONFIRM_QUESTION in h[-1][1]
    ]
    assert len(asks) == 3
    assert all(sum(1 for role, _ in h if role == "user") == 1 for h in asks)
    store = open_store(lite.store)
    try:
        [result] = store.results("r2")
    finally:
        store.close()
    assert (result.answers, result.answers_passed, result.surface) == (3, 0, "internal")
