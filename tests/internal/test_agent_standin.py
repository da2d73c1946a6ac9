"""The product's agent stand-in against the real AgentOS (issue 36 §1): same questions, same results.

One script file tells the stand-in what the test AgentOS's scripted model
does (a tool call with its result, a conversation that needs its session, a
run error); the same golden set is run through the real CLI against each,
and every item must come out the same: outcome, answer, tool traces, error.
The refusals (a wrong key, an unknown agent, another user's session) must be
said the same way too, since users will meet them first on the stand-in.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.config import InternalConfig
from goldeneval.job.clients import AgnoClient, AgnoError, FixedLimiter, RetryPolicy, StaticToken
from goldeneval.job.clients._session import make_client
from goldeneval.testing import AgentStandIn, ChatbotStandIn, JudgeStandIn, serve_in_thread
from goldeneval.testing._script import load_script
from tests.e2e.conftest import CliRun, Env, load_json
from tests.internal.agentos import AGENT_ID, TEAM_ID, registrations, serve
from tests.internal.test_internal_run import internal

KEY = f"os-key-{secrets.token_hex(8)}"
TOP = "Tiga provinsi teratas: Jawa Barat (1410), DKI Jakarta (1250), Jawa Timur (1120)."

SCRIPT = {
    "questions": [
        {
            "question": "Tiga provinsi dengan registrasi terbanyak 2024?",
            "answer": TOP,
            "tools": [
                {"name": "registrations", "args": {"year": 2024}, "result": registrations(2024)}
            ],
        },
        {"question": "Tolong ingat angka 7", "answer": "Baik, saya ingat."},
        {
            "question": "Berapa angka tadi?",
            "after": "Tolong ingat angka 7",
            "answer": "Angkanya 7.",
        },
        {
            "question": "Coba gagal sekarang",
            "error": {"type": "ScriptedFailure", "message": "the scripted model was told to fail"},
        },
    ]
}
"""What the test AgentOS's scripted model does, said in the stand-in's script."""


ITEMS = [
    internal(
        "top3",
        "Tiga provinsi dengan registrasi terbanyak 2024?",
        must_include=["Jawa Barat"],
        grounded="tools",
    ),
    # Fails on both: the answer names no Banten.
    internal("banten", "Tiga provinsi dengan registrasi terbanyak 2024?", must_include=["Banten"]),
    {
        "id": "ingat",
        "surface": "internal",
        "domain": "data",
        "conversation": [
            {"question": "Tolong ingat angka 7", "expected": {"must_include": ["ingat"]}},
            {"question": "Berapa angka tadi?", "expected": {"must_include": ["Angkanya 7"]}},
        ],
        "verified": True,
    },
    internal("gagal", "Coba gagal sekarang", must_include=["x"]),
]


@pytest.fixture(scope="module")
def servers() -> Iterator[dict[str, str]]:
    """Both agents under the same key and ids: name -> base URL."""
    standin = AgentStandIn(
        load_script(yaml.safe_dump(SCRIPT), "parity.yaml"),
        agent_id=AGENT_ID,
        team_id=TEAM_ID,
        key=KEY,
    )
    with serve(KEY) as real, serve_in_thread(standin) as fake:
        yield {"agentos": real.url, "stand-in": fake.url}


def _run(tmp: Path, url: str, cli, token: str = KEY) -> tuple[CliRun, dict[str, Any]]:  # type: ignore[no-untyped-def]
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        env = Env(tmp, f"sqlite:///{tmp / 'h.db'}", bot, judge)
        token_file = tmp / "token"
        token_file.write_text(token, encoding="utf-8")
        section = {"url": url, "agent": AGENT_ID, "user_id": "ci", "token_file": str(token_file)}
        cfg = env.write_config({"goldeneval.internal": section, "goldeneval.max_attempts": 1})
        out = tmp / "summary.json"
        done = cli(
            "run", "-set", str(env.write_set(ITEMS)), "-config", str(cfg), "--json", str(out)
        )
        return done, load_json(out)


def _comparable(summary: dict[str, Any], url: str) -> dict[str, Any]:
    """Per item what a user reads, with the server's URL taken out."""
    keep = ("outcome", "answer", "tools", "error", "auto_fail", "failed_checks", "turns")
    text = json.dumps(
        {r["item_id"]: {k: r.get(k) for k in keep} for r in summary["results"]}, sort_keys=True
    )
    return json.loads(text.replace(url, "URL"))  # type: ignore[no-any-return]


def test_the_same_script_gives_the_same_results_from_both(
    servers: dict[str, str], tmp_path: Path, cli
) -> None:
    got = {}
    for name, url in servers.items():
        (tmp_path / name).mkdir()
        done, summary = _run(tmp_path / name, url, cli)
        assert done.code == 1, done.err  # "banten" and "gagal" fail the gate on both
        got[name] = _comparable(summary, url)
    assert got["stand-in"] == got["agentos"]
    real = got["agentos"]
    assert real["top3"]["outcome"] == "passed"
    assert real["top3"]["tools"][0]["args"] == {"year": 2024}
    assert real["banten"]["outcome"] == "failed"
    assert real["ingat"]["outcome"] == "passed"
    # Named once: not "internal agent: internal agent 'data-agent': …" (issue 36 §4).
    assert real["gagal"]["error"] == (
        f"internal agent {AGENT_ID!r}: the run failed (RunError) ScriptedFailure: "
        "the scripted model was told to fail"
    )


async def _ask(url: str, question: str, session: str | None = None, **cfg: Any) -> str:
    fields: dict[str, Any] = {"url": url, "agent": AGENT_ID, "user_id": "staff-a", **cfg}
    token = fields.pop("token", KEY)
    config = InternalConfig(**fields)
    policy = RetryPolicy(max_attempts=1, base_delay=0.001, max_delay=0.01)
    async with make_client(timeout=5.0, max_connections=2) as http:
        client = AgnoClient(http, config, FixedLimiter(1), policy, StaticToken(token))
        try:
            return (await client.ask(question, session)).text
        except AgnoError as exc:
            return f"error {exc.status}: {exc}".replace(url, "URL")


@pytest.mark.parametrize(
    "settings",
    [
        pytest.param({"token": "wrong-key"}, id="wrong key"),
        pytest.param({"agent": "no-such-agent"}, id="unknown agent"),
        pytest.param({"team": "no-such-team", "agent": None}, id="unknown team"),
    ],
)
async def test_refusals_are_said_the_same_way(
    servers: dict[str, str], settings: dict[str, Any]
) -> None:
    said = {name: await _ask(url, "Halo", **settings) for name, url in servers.items()}
    assert said["stand-in"] == said["agentos"]
    assert said["agentos"].startswith(("error 401", "error 404"))


async def test_another_users_session_is_refused_the_same_way(servers: dict[str, str]) -> None:
    said = {}
    for name, url in servers.items():
        session = AgnoClient.new_session()
        await _ask(url, "Tolong ingat angka 7", session)
        said[name] = (await _ask(url, "Berapa angka tadi?", session, user_id="staff-b")).replace(
            session, "SESSION"
        )
    assert said["stand-in"] == said["agentos"]
    assert "belongs to another user_id than 'staff-b'" in said["agentos"]


async def test_a_follow_up_outside_its_session_gets_no_scripted_answer(
    servers: dict[str, str],
) -> None:
    url = servers["stand-in"]
    assert await _ask(url, "Berapa angka tadi?") != "Angkanya 7."
    session = AgnoClient.new_session()
    await _ask(url, "Tolong ingat angka 7", session)
    assert await _ask(url, "Berapa angka tadi?", session) == "Angkanya 7."


async def test_stream_false_is_answered_alike(servers: dict[str, str]) -> None:
    """A run with ``stream=false``: one JSON object, the same content, status and tools."""
    import aiohttp

    said = {}
    async with aiohttp.ClientSession(headers={"Authorization": f"Bearer {KEY}"}) as http:
        for name, url in servers.items():
            got = []
            for question in (
                "Tiga provinsi dengan registrasi terbanyak 2024?",
                "Coba gagal sekarang",
            ):
                form = {"message": question, "stream": "false", "user_id": "u"}
                async with http.post(f"{url}/agents/{AGENT_ID}/runs", data=form) as resp:
                    assert resp.content_type == "application/json"
                    run = await resp.json()
                tools = [
                    (t["tool_name"], t["tool_args"], t["tool_call_error"], t["result"])
                    for t in run.get("tools") or ()
                ]
                got.append((resp.status, run["status"], run["content"], run["user_id"], tools))
            said[name] = got
    assert said["stand-in"] == said["agentos"]
    assert said["agentos"][0][1:3] == ("COMPLETED", TOP)
    assert said["agentos"][1][1] == "ERROR"


async def test_the_tools_lint_reads_are_listed_alike(servers: dict[str, str]) -> None:
    """``lint --config``'s reader finds the stand-in's scripted tools as it finds the real ones."""
    from goldeneval.job.clients._agnotools import agent_tools

    found = {}
    async with make_client(timeout=5.0, max_connections=2) as http:
        for name, url in servers.items():
            for which in ({"agent": AGENT_ID}, {"team": TEAM_ID}):
                cfg = InternalConfig(url=url, user_id="u", **which)
                found[name, *which] = await agent_tools(http, cfg, StaticToken(KEY))
    assert found["stand-in", "agent"] == found["stand-in", "team"] == {"registrations"}
    assert found["stand-in", "agent"] < found["agentos", "agent"]
    assert "registrations" in found["agentos", "team"]  # a member's, as the team lists it
