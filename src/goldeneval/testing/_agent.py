"""Agent stand-in: the part of Agno's AgentOS protocol goldeneval drives, scripted per question.

``POST /agents/{id}/runs`` and ``POST /teams/{id}/runs`` take the form fields
``message``, ``stream``, ``session_id`` and ``user_id`` and answer, as
AgentOS does, with named server-sent events (``event: <Name>`` and one line
of JSON ``data``):

* ``RunStarted``, then for each scripted tool ``ToolCallStarted`` and
  ``ToolCallCompleted`` (``tool``: id, name, args, result, error flag), the
  answer as ``RunContent`` deltas and ``RunCompleted`` with the whole answer;
* a scripted error: ``RunStarted`` then ``RunError`` (``error_type`` and the
  message in ``content``), inside an HTTP 200 as AgentOS sends it;
* a team's run uses the ``Team``-prefixed names (``TeamRunStarted``,
  ``TeamToolCallCompleted``, ``TeamRunContent``, ``TeamRunCompleted``,
  ``TeamRunError``);
* with ``stream=false`` the whole run as one JSON object, as AgentOS
  answers it: ``content``, ``status`` (``COMPLETED``, or ``ERROR`` with the
  error's message as ``content``) and ``tools`` (``tool_call_id``,
  ``tool_name``, ``tool_args``, ``tool_call_error``, ``result``).

``GET /agents/{id}`` and ``GET /teams/{id}`` answer the details AgentOS
lists, whose ``tools.tools`` name every tool the script has the agent call
(what ``goldeneval lint --config`` checks ``expected.tools`` names against).

Refusals answer as AgentOS does, JSON ``{"detail": ...}``: 401 without the
security key (``key``) as a bearer token, 404 ``Agent not found`` /
``Team not found`` for another id, 404 ``Session not found`` for a session
owned by another ``user_id``, 422 without a ``message``.

A sampling agent (answer confirmation, docs/design.md §4): with
``flip_rate`` p a run answers, with chance p, the default answer without
calling any tool (seeded and order-free, :mod:`goldeneval.testing._flips`),
as an agent that skipped its data would.

Sessions are kept per ``session_id`` with the questions asked in them, so a
follow-up scripted with ``after`` gets its answer only in a session that
asked the earlier question (the default answer otherwise), like an agent
that lost its history. They are listed, with the script's staff sessions
(``sessions:``), at ``GET /sessions`` and ``GET /sessions/{id}/runs`` as
AgentOS lists its session database (:mod:`goldeneval.testing._sessions`), so
``goldeneval harvest --agentos`` reads them. No agno at run time: the events
are written here.
"""

from __future__ import annotations

import json
import re
import ssl
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from goldeneval.goldenset import fold
from goldeneval.testing._flips import Flipping
from goldeneval.testing._script import Script, ScriptedError, ScriptedTool
from goldeneval.testing._server import StandIn
from goldeneval.testing._sessions import SessionBook, StoredRun, tool_executions

AGENT_ID = "stand-in-agent"
"""The agent id the stand-in serves unless told otherwise."""
TEAM_ID = "stand-in-team"
"""The team id the stand-in serves unless told otherwise."""
DEFAULT_AGENT_ANSWER = "Maaf, data untuk pertanyaan itu tidak tersedia."
_FALSE = frozenset({"false", "0", "off", "no", "f", "n"})
"""Form values AgentOS reads as ``stream=false`` (pydantic's booleans)."""


@dataclass(frozen=True)
class _Run:
    """What one run does, before it is written as events or as one JSON object."""

    tools: tuple[ScriptedTool, ...]
    """The tool calls it reports."""
    chunks: tuple[str, ...]
    """The answer's deltas (joined: the answer)."""
    error: ScriptedError | None
    """The error it fails with (None: it completes)."""


class AgentStandIn(StandIn, Flipping):
    """A loopback AgentOS serving one agent and one team from a :class:`Script`."""

    def __init__(
        self,
        script: Script | None = None,
        *,
        agent_id: str = AGENT_ID,
        team_id: str = TEAM_ID,
        key: str | None = None,
        default_answer: str = DEFAULT_AGENT_ANSWER,
        latency_ms: float = 0.0,
        host: str = "127.0.0.1",
        port: int = 0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(host=host, port=port, tls=tls)
        self.script = script or Script()
        """Answers, deltas, tool calls, errors, follow-ups and statuses per question."""
        self.agent_id = agent_id
        """The one agent served at ``/agents/{agent_id}/runs``."""
        self.team_id = team_id
        """The one team served at ``/teams/{team_id}/runs``."""
        self.key = key
        """The security key a request must carry as ``Bearer`` (None: no auth)."""
        self.default_answer = self.script.default_answer or default_answer
        """The answer to a question the script does not answer."""
        self.latency_ms = latency_ms
        self.sessions: dict[str, tuple[str, list[str]]] = {}
        """Session id -> (the user_id owning it, the questions asked in it)."""
        self.runs = 0
        """Runs streamed (refusals not counted)."""
        self.requests = 0
        """Requests received, refusals included."""
        self.last_form: dict[str, str] = {}
        """The form fields of the most recent run."""
        self.on_unscripted: Callable[[str], None] | None = None
        """Told, once per question, of a question nothing in the script matched (None: silent)."""
        self._unscripted: set[str] = set()
        self._init_flips()
        self.book = SessionBook(agent_id, team_id)
        """The session database ``/sessions`` lists: the script's and the runs' sessions."""
        for session in self.script.sessions:
            for n, run in enumerate(session.runs, 1):
                answer = run.answer or self._scripted_answer(run.question)
                tools = self._lookup(self.script.tools, run.question) or ()
                stored = StoredRun(
                    f"{session.id}-run-{n}",
                    run.question,
                    answer,
                    tools if run.tools is None else run.tools,
                    run.at.timestamp(),
                )
                self.book.record(session.id, session.user, False, stored)

    @property
    def url(self) -> str:
        """The AgentOS base URL: ``goldeneval.internal.url``."""
        return self.base_url

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/agents/{ident}/runs", self._agent)
        app.router.add_post("/teams/{ident}/runs", self._team)
        app.router.add_get("/agents/{ident}", self._details)
        app.router.add_get("/teams/{ident}", self._details)
        self.book.routes(app, self._counted_key_refusal)

    def _counted_key_refusal(self, request: web.Request) -> web.Response | None:
        self.requests += 1
        return self._key_refusal(request)

    def _scripted_answer(self, question: str) -> str:
        """The script's whole answer to ``question`` (its chunks joined), else the default."""
        chunks = self._lookup(self.script.chunks, question)
        if chunks is not None:
            return "".join(chunks)
        answer: str | None = self._lookup(self.script.answers, question)
        return self.default_answer if answer is None else answer

    def tool_names(self) -> list[str]:
        """Every tool the script has the agent call, sorted: the tools it lists."""
        return sorted({t.name for tools in self.script.tools.values() for t in tools})

    async def _details(self, request: web.Request) -> web.Response:
        """The agent's (or team's) details, as AgentOS lists them, with its tools."""
        self.requests += 1
        team = request.path.startswith("/teams/")
        refused = self._refusal(request, team)
        if refused is not None:
            return refused
        ident = self.team_id if team else self.agent_id
        tools = [{"name": name, "parameters": {"type": "object"}} for name in self.tool_names()]
        model = {"name": "stand-in", "model": "stand-in", "provider": "goldeneval"}
        return web.json_response(
            {"id": ident, "name": ident, "model": model, "tools": {"tools": tools}}
        )

    async def _agent(self, request: web.Request) -> web.StreamResponse:
        return await self._handle(request, team=False)

    async def _team(self, request: web.Request) -> web.StreamResponse:
        return await self._handle(request, team=True)

    async def _handle(self, request: web.Request, *, team: bool) -> web.StreamResponse:
        self.requests += 1
        with self._counted():
            refused = self._refusal(request, team)
            if refused is not None:
                return refused
            form = {k: str(v) for k, v in (await request.post()).items()}
            question = form.get("message", "")
            if not question:
                missing = [{"loc": ["body", "message"], "msg": "Field required", "type": "missing"}]
                return web.json_response({"detail": missing}, status=422)
            session = form.get("session_id") or str(uuid.uuid4())
            user = form.get("user_id", "")
            owner, asked = self.sessions.setdefault(session, (user, []))
            if owner != user:
                return web.json_response({"detail": "Session not found"}, status=404)
            await self._delay(question)
            status = self._lookup(self.script.status, question)
            if status is not None:
                return web.json_response({"detail": f"stand-in: status {status}"}, status=status)
            self.last_form = form
            self.runs += 1
            remembered = self._remembered(question, asked)
            asked.append(question)
            run = self._run(question, remembered)
            ident = {"team_id": self.team_id} if team else {"agent_id": self.agent_id}
            base = {**ident, "run_id": str(uuid.uuid4()), "session_id": session}
            answer = run.error.message if run.error is not None else "".join(run.chunks)
            stored = StoredRun(
                base["run_id"], question, answer, run.tools, time.time(), run.error is not None
            )
            self.book.record(session, user, team, stored)
            if form.get("stream", "true").strip().lower() in _FALSE:
                return web.json_response(_whole(run, {**base, "user_id": user}))
            return await self._stream(request, run, base, "Team" if team else "")

    def _key_refusal(self, request: web.Request) -> web.Response | None:
        """401 as AgentOS answers it without the security key (None: the key is right)."""
        if self.key is not None:
            header = request.headers.get("Authorization")
            if header is None:
                return web.json_response({"detail": "Authorization header required"}, status=401)
            if header != f"Bearer {self.key}":
                return web.json_response({"detail": "Invalid authentication token"}, status=401)
        return None

    def _refusal(self, request: web.Request, team: bool) -> web.Response | None:
        if (refused := self._key_refusal(request)) is not None:
            return refused
        if request.match_info["ident"] != (self.team_id if team else self.agent_id):
            kind = "Team" if team else "Agent"
            return web.json_response({"detail": f"{kind} not found"}, status=404)
        return None

    def _lookup(self, table: Any, question: str) -> Any:
        """The script's entry for ``question``: as written, else as the fact gate folds it."""
        if question in table:
            return table[question]
        folded = fold(question)
        return next((v for k, v in table.items() if fold(k) == folded), None)

    def _remembered(self, question: str, asked: list[str]) -> bool:
        earlier = self._lookup(self.script.after, question)
        return earlier is None or fold(earlier) in {fold(q) for q in asked}

    def _answer(self, question: str) -> tuple[str, ...]:
        chunks = self._lookup(self.script.chunks, question)
        if chunks is not None:
            return tuple(chunks)
        if self._lookup(self.script.answers, question) is None:
            folded = fold(question)
            unscripted = self._lookup(self.script.tools, question) is None
            if unscripted and self.on_unscripted and folded not in self._unscripted:
                self._unscripted.add(folded)
                self.on_unscripted(question)
        # Word-sized deltas, as a model streams them.
        return tuple(re.findall(r"\S+\s*|\s+", self._scripted_answer(question))) or ("",)

    def _run(self, question: str, remembered: bool) -> _Run:
        """The run for ``question``: its error, or its tool calls and answer."""
        error = self._lookup(self.script.errors, question)
        if error is not None:
            return _Run((), (), error)
        if not remembered or self._flips(question):
            # A session that lost its history, or a sampled wrong answer: no data asked.
            return _Run((), (self.default_answer,), None)
        tools: tuple[ScriptedTool, ...] = self._lookup(self.script.tools, question) or ()
        return _Run(tools, self._answer(question), None)

    async def _stream(
        self, request: web.Request, run: _Run, base: dict[str, Any], prefix: str
    ) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream; charset=utf-8"})
        await resp.prepare(request)

        async def send(name: str, **data: Any) -> None:
            payload = {"created_at": int(time.time()), "event": name, **base, **data}
            line = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
            await resp.write(f"event: {name}\ndata: {line}\n\n".encode())

        await send(f"{prefix}RunStarted", model="stand-in", model_provider="goldeneval")
        if run.error is not None:
            await send(f"{prefix}RunError", content=run.error.message, error_type=run.error.type)
            await resp.write_eof()
            return resp
        for call in _calls(run, base["run_id"]):
            done = {k: v for k, v in call.items() if k not in ("result", "tool_call_error")}
            await send(f"{prefix}ToolCallStarted", tool={**done, "result": None})
            await send(
                f"{prefix}ToolCallCompleted", content=f"{call['tool_name']} completed", tool=call
            )
        for chunk in run.chunks:
            await send(f"{prefix}RunContent", content=chunk, content_type="str")
        await send(f"{prefix}RunCompleted", content="".join(run.chunks))
        await resp.write_eof()
        return resp


def _calls(run: _Run, run_id: str) -> list[dict[str, Any]]:
    """The run's tool calls as AgentOS writes them (``ToolExecution``)."""
    return tool_executions(run.tools, run_id)


def _whole(run: _Run, base: dict[str, Any]) -> dict[str, Any]:
    """A ``stream=false`` reply: the run as one object, as AgentOS's ``RunOutput`` is sent."""
    failed = run.error is not None
    content = run.error.message if run.error is not None else "".join(run.chunks)
    return {
        **base,
        "content": content,
        "content_type": "str",
        "model": "stand-in",
        "model_provider": "goldeneval",
        "created_at": int(time.time()),
        "status": "ERROR" if failed else "COMPLETED",
        **({} if failed else {"tools": _calls(run, base["run_id"])}),
    }
