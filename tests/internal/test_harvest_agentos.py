"""``harvest --agentos`` against a real AgentOS with stored sessions (docs/design.md §14).

The AgentOS is agno's own (tests/internal/agentos.py), its sessions in agno's
in-memory session store: some written by real runs through AgentOS (the
scripted model calls the real tool), some written through agno's session API
with the dates a week of staff work would have. Every question comes back
de-identified, with its tools; the listing is paged; the window is applied;
an AgentOS that refuses or cannot be reached is an InfrastructureError naming
its address, the token never in it.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import socket
import urllib.parse
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from agno.db.in_memory import InMemoryDb
from agno.models.response import ToolExecution
from agno.run.agent import RunInput, RunOutput
from agno.run.team import TeamRunOutput
from agno.session import AgentSession, TeamSession
from aiohttp import web

from goldeneval.config import Config, resolve
from goldeneval.job.harvest import _agentos
from goldeneval.job.harvest._agentos import read_agentos
from goldeneval.model import AgentRun, ConfigError, InfrastructureError, Window
from goldeneval.testing import StandIn, serve_in_thread
from tests.internal.agentos import AGENT_ID, MEMBER_ID, TEAM_ID, RunningOS, serve

NIK = "3174012501990003"
PHONE = "0812-3456-7890"
EMAIL = "rina.wulandari@contoh.go.id"
WEEK = Window("2025-03-03", "2025-03-09")


@pytest.fixture
def db() -> InMemoryDb:
    """The AgentOS's session store (agno's own), empty."""
    return InMemoryDb()


@pytest.fixture
def agentos(db: InMemoryDb) -> Iterator[RunningOS]:
    with serve(f"os-key-{secrets.token_hex(8)}", db=db) as running:
        yield running


def config(url: str, token_file: Path, **internal: Any) -> Config:
    settings = {"url": url, "agent": AGENT_ID, "token_file": str(token_file), **internal}
    cfg, _ = resolve(
        {"goldeneval": {"internal": settings, "max_attempts": 2}}, {}, {}, require_chatbot=False
    )
    return cfg


@pytest.fixture
def token_file(tmp_path: Path, agentos: RunningOS) -> Path:
    path = tmp_path / "token"
    path.write_text(agentos.key)
    return path


def ask(agentos: RunningOS, question: str, user: str = "staff-1") -> None:
    """One real run through AgentOS (not streamed), stored in its session store."""
    body = urllib.parse.urlencode({"message": question, "stream": "false", "user_id": user})
    request = urllib.request.Request(
        f"{agentos.url}/agents/{AGENT_ID}/runs",
        data=body.encode(),
        headers={"Authorization": f"Bearer {agentos.key}"},
    )
    with urllib.request.urlopen(request, timeout=30) as reply:
        assert reply.status == 200


def at(day: int, hour: int = 10) -> int:
    return int(datetime(2025, 3, day, hour, tzinfo=UTC).timestamp())


def stored(
    db: InMemoryDb, session: str, *runs: tuple[int, str, list[str]], user: str = "u"
) -> None:
    """A session of the agent written through agno's session API: (when, input, tools) per run."""
    outputs = [
        RunOutput(
            run_id=f"{session}-r{n}",
            agent_id=AGENT_ID,
            session_id=session,
            user_id=user,
            input=RunInput(input_content=text),
            content=f"Jawaban untuk: {text}",
            tools=[ToolExecution(tool_name=t, tool_args={}, result="{}") for t in tools],
            created_at=when,
        )
        for n, (when, text, tools) in enumerate(runs)
    ]
    db.upsert_session(
        AgentSession(
            session_id=session,
            agent_id=AGENT_ID,
            user_id=user,
            runs=outputs,  # type: ignore[arg-type]
            created_at=runs[0][0],
            updated_at=runs[-1][0],
        )
    )


ALL = Window(None, None)


def harvest(cfg: Config, window: Window = ALL) -> Any:
    seen: list[int] = []
    got = asyncio.run(read_agentos(cfg, window, seen.append))
    return got, seen


def test_real_staff_sessions_come_back_de_identified_with_their_tools(
    agentos: RunningOS, token_file: Path
) -> None:
    ask(agentos, "provinsi mana paling banyak pendaftaran PT tahun 2024?")
    ask(agentos, f"cek status NIK {NIK}, hubungi {PHONE}", user="staff-2")
    ask(agentos, f"kirim rekap ke {EMAIL}")
    got, seen = harvest(config(agentos.url, token_file))
    assert got.read == 3 and not got.dropped
    texts = sorted(q.text for q in got.questions)
    assert texts == [
        "cek status NIK <NIK>, hubungi <TELEPON>",
        "kirim rekap ke <EMAIL>",
        "provinsi mana paling banyak pendaftaran PT tahun 2024?",
    ]
    by_text = {q.text: q for q in got.questions}
    tool_question = by_text["provinsi mana paling banyak pendaftaran PT tahun 2024?"]
    assert tool_question.tools == ("registrations",)
    assert tool_question.answer is not None and "Jawa Barat" in tool_question.answer
    assert all(q.surface == "internal" and q.at is not None for q in got.questions)
    assert all(
        isinstance(q.source, AgentRun) and q.session == q.source.session_id for q in got.questions
    )
    everything = json.dumps([repr(q) for q in got.questions])
    for detail in (NIK, "3456", "7890", "rina.wulandari", "contoh.go.id"):
        assert detail not in everything  # the model echoed them into its answers too
    assert sum(seen) == got.read == 3  # progress is told what each session added


def test_the_listing_is_paged_and_the_window_applied(
    agentos: RunningOS, db: InMemoryDb, token_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_agentos, "PAGE", 3)  # 13 sessions: five pages of listing
    for day in range(1, 13):
        stored(db, f"s{day:02d}", (at(day), f"berapa PT baru di hari ke-{day}", ["count_rows"]))
    # Opened before the window, active in it: its run inside the window counts. Written
    # again, as a later run does, agno's store moves its updated_at on (to now).
    stored(db, "long", (at(2), "pertanyaan lama", []), (at(4), "lanjutan di minggu ini", []))
    stored(db, "long", (at(2), "pertanyaan lama", []), (at(4), "lanjutan di minggu ini", []))
    got, _ = harvest(config(agentos.url, token_file), WEEK)
    texts = sorted(q.text for q in got.questions)
    assert texts == sorted(
        [f"berapa PT baru di hari ke-{d}" for d in range(3, 10)] + ["lanjutan di minggu ini"]
    )
    assert all(q.tools == ("count_rows",) for q in got.questions if "hari ke" in q.text)
    assert {q.at.date().isoformat() for q in got.questions if q.at} <= {
        f"2025-03-0{d}" for d in range(3, 10)
    }
    everything, _ = harvest(config(agentos.url, token_file))
    assert everything.read == 14 and len(everything.questions) == 14


def test_a_run_without_input_is_dropped_and_counted(
    agentos: RunningOS, db: InMemoryDb, token_file: Path
) -> None:
    stored(db, "empty", (at(5), "   ", []), (at(5, 11), "apa syarat perubahan akta?", []))
    got, _ = harvest(config(agentos.url, token_file), WEEK)
    assert [q.text for q in got.questions] == ["apa syarat perubahan akta?"]
    assert got.read == 2
    assert got.dropped == {"no-question": 1}
    assert got.dropped_at == {"no-question": ["empty/empty-r0"]}


def test_escapes_and_details_in_ids_answers_and_tool_names_are_cleaned_too(
    agentos: RunningOS, db: InMemoryDb, token_file: Path
) -> None:
    # A client chose the session id (an e-mail in it); the input carries a terminal escape.
    stored(db, f"sesi:{EMAIL}", (at(5), "cek \x1b[2J status akta\x07", ["count_rows"]))
    got, _ = harvest(config(agentos.url, token_file), WEEK)
    (q,) = got.questions
    assert q.text == "cek  [2J status akta "
    assert q.session == "sesi:<EMAIL>" and q.source == AgentRun("sesi:<EMAIL>", q.source.run_id)
    assert EMAIL not in repr(q) and "\x1b" not in repr(q)


def test_a_teams_question_carries_its_members_tools(
    agentos: RunningOS, db: InMemoryDb, token_file: Path
) -> None:
    leader = TeamRunOutput(
        run_id="lead-1",
        team_id=TEAM_ID,
        session_id="team-s",
        input=RunInput(input_content=f"rekap pendaftaran untuk {EMAIL}"),
        content="Tim: rekap terlampir",
        tools=[ToolExecution(tool_name="delegate_task_to_member", tool_args={}, result="ok")],
        created_at=at(6),
    )
    member = RunOutput(
        run_id="member-1",
        agent_id=MEMBER_ID,
        session_id="team-s",
        parent_run_id="lead-1",
        input=RunInput(input_content="rekap pendaftaran"),
        content="rekap",
        tools=[ToolExecution(tool_name="registrations", tool_args={"year": 2024}, result="{}")],
        created_at=at(6),
    )
    db.upsert_session(
        TeamSession(
            session_id="team-s",
            team_id=TEAM_ID,
            user_id="u",
            runs=[member, leader],  # type: ignore[list-item]
            created_at=at(6),
            updated_at=at(6),
        )
    )
    got, _ = harvest(config(agentos.url, token_file, agent=None, team=TEAM_ID), WEEK)
    assert [(q.text, q.tools) for q in got.questions] == [
        ("rekap pendaftaran untuk <EMAIL>", ("registrations",))
    ]
    assert got.read == 1


def test_a_refused_token_is_an_infrastructure_error_naming_the_agentos(
    agentos: RunningOS, tmp_path: Path
) -> None:
    wrong = tmp_path / "wrong"
    wrong.write_text("not-the-key-5d1e")
    with pytest.raises(InfrastructureError) as caught:
        harvest(config(agentos.url, wrong))
    message = str(caught.value)
    assert caught.value.exit_code == 3
    assert agentos.url in message and "HTTP 401" in message
    assert "not-the-key-5d1e" not in message and agentos.key not in message


class Refusing(StandIn):
    """An AgentOS look-alike that refuses every listing, quoting the token it was sent."""

    def __init__(self, status: int) -> None:
        super().__init__()
        self.status = status
        self.calls = 0

    def _routes(self, app: web.Application) -> None:
        app.router.add_get("/sessions", self._handle)

    async def _handle(self, request: web.Request) -> web.Response:
        self.calls += 1
        said = f"rejected {request.headers.get('Authorization', '')}"
        return web.json_response({"detail": said}, status=self.status)


@pytest.mark.parametrize(("status", "calls"), [(401, 1), (403, 1), (404, 1), (503, 2)])
def test_a_refusing_agentos_never_shows_the_token(tmp_path: Path, status: int, calls: int) -> None:
    token = tmp_path / "token"
    token.write_text("tok-9f8e7d6c5b4a")
    with serve_in_thread(Refusing(status)) as server:
        with pytest.raises(InfrastructureError) as caught:
            harvest(config(server.base_url, token))
        assert server.calls == calls  # refusals at once, 5xx retried (max_attempts: 2)
        address = server.base_url
    message = str(caught.value)
    assert address in message and f"HTTP {status}" in message
    assert "tok-9f8e7d6c5b4a" not in message


def test_an_unreachable_agentos_is_named(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = tmp_path / "token"
    token.write_text("t")
    with pytest.raises(InfrastructureError, match=f"127.0.0.1:{port}"):
        harvest(config(f"http://127.0.0.1:{port}", token))


def test_without_an_internal_agent_the_config_is_named() -> None:
    cfg, _ = resolve(None, {}, {}, require_chatbot=False)
    with pytest.raises(ConfigError, match=r"goldeneval\.internal"):
        harvest(cfg)
