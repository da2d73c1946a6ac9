"""A real Agno AgentOS, served by uvicorn on loopback, whose agent needs no LLM and no network.

The agent's model is :class:`ScriptedModel`, an ``agno.models.base.Model``
subclass that answers from a script keyed by the question: it can call the
real tool :func:`registrations` (which reads :data:`REGISTRATIONS`, a small
fixture table of company registrations per province), answer from the
session's history (so a second turn only succeeds when the session is
kept), raise (AgentOS then streams ``RunError``), or stream a marker at
which the wrapper :class:`Wire` cuts the response. Everything else is agno
itself: the AgentOS routes, its form handling, its security key, its event
stream and its in-memory session store.

The questions the script knows (a substring of the question picks the line):

* ``provinsi`` — calls ``registrations(year=2024)`` and names the three
  provinces with the most registrations, from the tool's result;
* ``daftar lengkap`` — calls ``registrations(year=0)`` (every year: a
  result over 4 KB) and answers with its length;
* ``ingat angka N`` then ``angka tadi`` — the second answer is N when the
  session holds the first turn, ``tidak ada angka`` otherwise;
* ``gagal`` — the model raises :class:`ScriptedFailure`;
* ``bocor`` — the model raises with the security key in the message;
* ``potong`` — the answer streams :data:`CUT` and the wire ends the stream
  there (cleanly, without ``RunCompleted``);
* ``putus`` — the answer streams :data:`DROP` and the wire drops the
  connection there (no terminating chunk);
* ``rencana: a(k=v, …); b(…)`` — a plan: the model calls the warehouse
  tools (:func:`lookup_region`, :func:`count_rows`, :func:`delete_rows`) one
  after the other, each with the arguments written (a value that reads as
  JSON is that value, else text), then answers ``Hasil: `` and every
  result; ``lookup_region(name=Gagal)`` errors like a down service;
* a team's leader (``TEAM_ID``) delegates every question to its member agent
  and answers ``Tim: `` followed by what the member said.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("AGNO_TELEMETRY", "false")  # never phone home from a test

import uvicorn
from agno.agent import Agent
from agno.db.in_memory import InMemoryDb
from agno.models.base import Model
from agno.models.message import Message
from agno.models.response import ModelResponse
from agno.os import AgentOS
from agno.os.settings import AgnoAPISettings
from agno.team import Team

from tests.conftest import unused_port

AGENT_ID = "data-agent"
"""The agent AgentOS serves."""
MEMBER_ID = "data-member"
"""The team's member agent."""
TEAM_ID = "data-team"
"""The team AgentOS serves."""
CUT = "<<CUT-HERE>>"
"""Streamed by the model: the wire ends the response cleanly at it."""
DROP = "<<DROP-HERE>>"
"""Streamed by the model: the wire drops the connection at it."""

REGISTRATIONS: dict[int, dict[str, int]] = {
    2023: {"Jawa Barat": 1180, "DKI Jakarta": 1320, "Jawa Timur": 990, "Banten": 410, "Bali": 150},
    2024: {"Jawa Barat": 1410, "DKI Jakarta": 1250, "Jawa Timur": 1120, "Banten": 480, "Bali": 160},
}
"""Company registrations per province and year: the fixture table the tool reads."""
for _year in range(1950, 2023):  # history, so that "every year" is a long result
    REGISTRATIONS[_year] = {p: n // 2 + _year % 7 for p, n in REGISTRATIONS[2023].items()}


def registrations(year: int) -> str:
    """Company registrations per province for ``year`` (0: every year), as JSON."""
    if year == 0:
        return json.dumps({str(y): REGISTRATIONS[y] for y in sorted(REGISTRATIONS)})
    return json.dumps(REGISTRATIONS.get(year, {}))


REGION_CODES = {"jawa barat": "32", "dki jakarta": "31", "bali": "51"}
"""Region codes :func:`lookup_region` knows."""
ROWS = {("pt", "32"): 48213, ("perkumpulan", "32"): 1210, ("yayasan", "32"): 3377}
"""Rows per (table, region code) that :func:`count_rows` counts."""


def lookup_region(name: str) -> str:
    """The region code of a province, as JSON; ``Gagal`` fails like a down service."""
    if name.strip().lower() == "gagal":
        raise RuntimeError("region service unavailable (HTTP 503)")
    return json.dumps({"code": REGION_CODES.get(name.strip().lower(), "?")})


def count_rows(table: str, region: str = "") -> str:
    """How many rows ``table`` holds for ``region``."""
    return str(ROWS.get((table, region), 0))


def delete_rows(table: str) -> str:
    """A tool the agent must never call (the tests forbid it)."""
    return f"deleted every row of {table}"


WAREHOUSE_TOOLS = [lookup_region, count_rows, delete_rows]
"""The tools a plan (``rencana:``) calls."""


def _plan(question: str) -> list[tuple[str, dict[str, Any]]]:
    """The calls a ``rencana:`` question asks for, in order."""
    steps = []
    for step in question.split("rencana:", 1)[1].split(";"):
        m = re.fullmatch(r"\s*(\w+)\((.*)\)\s*", step)
        if m is None:
            continue
        args: dict[str, Any] = {}
        for pair in filter(None, (p.strip() for p in m.group(2).split(","))):
            key, _, raw = pair.partition("=")
            try:
                args[key.strip()] = json.loads(raw)
            except ValueError:
                args[key.strip()] = raw.strip()
        steps.append((m.group(1), args))
    return steps


class ScriptedFailure(RuntimeError):
    """What the scripted model raises when asked to fail."""


def _call(tool: str, /, **args: Any) -> ModelResponse:
    call = {"id": f"call-{tool}-{time.monotonic_ns()}", "type": "function"}
    call["function"] = {"name": tool, "arguments": json.dumps(args)}  # type: ignore[assignment]
    return ModelResponse(role="assistant", tool_calls=[call])


@dataclass
class ScriptedModel(Model):
    """An offline model: answers from a script, may call the tool, never touches a network."""

    id: str = "scripted"
    name: str = "Scripted"
    provider: str = "goldeneval-tests"
    leak: str = ""
    """The text the ``bocor`` question makes the model raise with (the security key)."""
    team: bool = False
    """Leads a team: delegates each question to the member, then relays its answer."""
    seen: list[list[tuple[str, str]]] = field(default_factory=list)
    """The (role, content) of every message list the model was given, for the tests."""
    latency_ms: float = 0.0
    """How long each streamed reply waits before its first delta (the bench's latency)."""

    def _reply(self, messages: list[Message]) -> ModelResponse:
        history = [(m.role, str(m.content or "")) for m in messages]
        self.seen.append(history)
        last_role, last = history[-1]
        asked = next((text for role, text in reversed(history) if role == "user"), "")
        if "rencana:" in asked and not self.team:
            return self._follow_plan(asked, history)
        if self.team:
            if last_role == "tool":
                return ModelResponse(role="assistant", content=f"Tim: {last}")
            return _call("delegate_task_to_member", member_id=MEMBER_ID, task=last)
        if last_role == "tool":
            return ModelResponse(role="assistant", content=self._from_tool(last))
        question = last.lower()
        if "gagal" in question:
            raise ScriptedFailure("the scripted model was told to fail")
        if "bocor" in question:
            raise ScriptedFailure(f"upstream refused key {self.leak}")
        if "daftar lengkap" in question:
            return _call("registrations", year=0)
        if "provinsi" in question:
            return _call("registrations", year=2024)
        if "potong" in question:
            return ModelResponse(role="assistant", content=f"Jawaban {CUT} yang terpotong")
        if "putus" in question:
            return ModelResponse(role="assistant", content=f"Jawaban {DROP} yang putus")
        if "angka tadi" in question:
            earlier = [
                m.group(1)
                for role, text in history[:-1]
                if role == "user" and (m := re.search(r"ingat angka (\d+)", text.lower()))
            ]
            return ModelResponse(
                role="assistant",
                content=f"Angkanya {earlier[-1]}." if earlier else "tidak ada angka",
            )
        if "ingat angka" in question:
            return ModelResponse(role="assistant", content="Baik, saya ingat.")
        return ModelResponse(role="assistant", content=f"Halo dari agen: {last}")

    @staticmethod
    def _follow_plan(asked: str, history: list[tuple[str, str]]) -> ModelResponse:
        """The plan's next call, or once every call is done the answer from their results."""
        last_user = max(i for i, (role, _) in enumerate(history) if role == "user")
        results = [text for role, text in history[last_user + 1 :] if role == "tool"]
        plan = _plan(asked)
        if len(results) < len(plan):
            name, args = plan[len(results)]
            return _call(name, **args)
        return ModelResponse(role="assistant", content="Hasil: " + "; ".join(results))

    @staticmethod
    def _from_tool(result: str) -> str:
        table = json.loads(result)
        if table and all(isinstance(v, dict) for v in table.values()):
            return f"Tabel lengkap: {len(result)} karakter."
        top = sorted(table, key=lambda p: table[p], reverse=True)[:3]
        return "Tiga provinsi teratas: " + ", ".join(f"{p} ({table[p]})" for p in top) + "."

    def invoke(self, *args: Any, **kwargs: Any) -> ModelResponse:
        return self._reply(kwargs["messages"])

    async def ainvoke(self, *args: Any, **kwargs: Any) -> ModelResponse:
        return self._reply(kwargs["messages"])

    def invoke_stream(self, *args: Any, **kwargs: Any) -> Iterator[ModelResponse]:
        yield from self._deltas(self._reply(kwargs["messages"]))

    async def ainvoke_stream(self, *args: Any, **kwargs: Any) -> AsyncIterator[ModelResponse]:
        if self.latency_ms:
            await asyncio.sleep(self.latency_ms / 1000)
        for delta in self._deltas(self._reply(kwargs["messages"])):
            yield delta

    @staticmethod
    def _deltas(reply: ModelResponse) -> Iterator[ModelResponse]:
        """Text in word-sized deltas, as a provider streams it; a tool call in one piece."""
        if not isinstance(reply.content, str):
            yield reply
            return
        for word in re.findall(r"\S+\s*", reply.content):
            yield ModelResponse(role="assistant", content=word)

    def _parse_provider_response(self, response: Any, **kwargs: Any) -> ModelResponse:
        return response  # type: ignore[no-any-return]

    def _parse_provider_response_delta(self, response: Any) -> ModelResponse:
        return response  # type: ignore[no-any-return]


class Wire:
    """ASGI wrapper: counts run requests, and cuts or drops a stream at a marker."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.runs = 0
        """POSTs to a ``…/runs`` route received (whatever the answer)."""

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "POST" and scope["path"].endswith("/runs"):
            self.runs += 1
        ended = False

        async def wire_send(message: dict[str, Any]) -> None:
            nonlocal ended
            if ended:
                return
            body = message.get("body", b"")
            if message["type"] == "http.response.body" and CUT.encode() in body:
                ended = True
                await send({"type": "http.response.body", "body": b"", "more_body": False})
                return
            if message["type"] == "http.response.body" and DROP.encode() in body:
                raise ConnectionAbortedError("the test wire drops this stream")
            await send(message)

        await self.app(scope, receive, wire_send)


@dataclass
class RunningOS:
    """An AgentOS serving on loopback, and the handles the tests turn."""

    url: str
    """``http://127.0.0.1:<port>``."""
    port: int
    """The loopback port (a restarted AgentOS may serve on it again: a rotated key)."""
    settings: AgnoAPISettings
    """Its settings (the security key it was started with)."""
    wire: Wire
    """Counts the run requests."""
    model: ScriptedModel
    """The agent's model (what it was shown)."""

    @property
    def key(self) -> str:
        """The security key it accepts now."""
        return self.settings.os_security_key or ""


def build_os(
    key: str, latency_ms: float = 0.0, db: InMemoryDb | None = None
) -> tuple[Any, AgnoAPISettings, ScriptedModel]:
    """The AgentOS app: an agent with the tool and a session store (``db``, default a new
    one), and a team."""
    db = db or InMemoryDb()
    model = ScriptedModel(leak=key, latency_ms=latency_ms)
    agent = Agent(
        id=AGENT_ID,
        name="Data agent",
        model=model,
        tools=[registrations, *WAREHOUSE_TOOLS],
        db=db,
        add_history_to_context=True,
        telemetry=False,
    )
    member = Agent(
        id=MEMBER_ID,
        name="Data member",
        model=ScriptedModel(leak=key),
        tools=[registrations],
        telemetry=False,
    )
    team = Team(
        id=TEAM_ID,
        name="Data team",
        model=ScriptedModel(leak=key, team=True),
        members=[member],
        db=db,
        telemetry=False,
    )
    settings = AgnoAPISettings(os_security_key=key)
    agent_os = AgentOS(agents=[agent], teams=[team], db=db, settings=settings, telemetry=False)
    return agent_os.get_app(), settings, model


@contextmanager
def serve(
    key: str, port: int | None = None, latency_ms: float = 0.0, db: InMemoryDb | None = None
) -> Iterator[RunningOS]:
    """Serve a fresh AgentOS with security key ``key`` on ``port`` (default: a free one),
    its sessions in ``db`` (default: a new, empty store)."""
    app, settings, model = build_os(key, latency_ms, db)
    wire = Wire(app)
    port = port or unused_port()
    server = uvicorn.Server(
        uvicorn.Config(wire, host="127.0.0.1", port=port, log_level="critical", lifespan="on")
    )
    thread = threading.Thread(target=server.run, name="agentos", daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test AgentOS did not start")
        time.sleep(0.02)
    try:
        yield RunningOS(
            url=f"http://127.0.0.1:{port}", port=port, settings=settings, wire=wire, model=model
        )
    finally:
        server.should_exit = True
        thread.join(timeout=10)
