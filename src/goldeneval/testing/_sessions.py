"""The agent stand-in's stored sessions: ``GET /sessions`` and ``GET /sessions/{id}/runs``.

AgentOS keeps every session of its agents in a session database and lists
them; ``goldeneval harvest --agentos`` reads what staff asked from there. The
stand-in keeps the same, in memory: the staff sessions its script lists
(``sessions:``, with their times, answers and tool calls) and every session
its own runs made. Both read as agno's AgentOS sends them:

* ``GET /sessions?type=agent&component_id=ID&limit=N&page=P&sort_by=updated_at&
  sort_order=desc`` (also ``user_id``): ``{"data": [session...], "meta":
  {page, limit, total_count, total_pages}}``, a session being ``session_id``,
  ``session_name`` (its first question), ``session_type``, ``user_id``,
  ``agent_id`` or ``team_id``, ``created_at`` and ``updated_at`` (ISO 8601, UTC);
* ``GET /sessions/{id}/runs?type=agent`` (also ``user_id``, ``created_after``,
  ``created_before`` in epoch seconds): the session's runs, each ``run_id``,
  ``parent_run_id``, ``agent_id`` or ``team_id``, ``user_id``, ``status``,
  ``run_input`` (the question), ``content`` (the answer),
  ``run_response_format``, ``tools`` (``tool_call_id``, ``tool_name``,
  ``tool_args``, ``tool_call_error``, ``result``) and ``created_at``; 404
  ``Session with ID … not found`` for a session it does not hold (or one of
  another ``user_id``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

from goldeneval.testing._script import ScriptedTool

_KINDS = ("agent", "team", "workflow")
"""The session types AgentOS knows (``type=``)."""
_SORTABLE = ("created_at", "updated_at", "session_name")
"""What the listing sorts by (``sort_by``)."""


@dataclass
class StoredRun:
    """One run as the session database keeps it."""

    run_id: str
    """The run's id."""
    question: str
    """Its input."""
    answer: str
    """Its answer (or, for a failed run, the error's message)."""
    tools: tuple[ScriptedTool, ...]
    """The tool calls it made."""
    at: float
    """When it was created (epoch seconds)."""
    failed: bool = False
    """It ended with an error."""


@dataclass
class StoredSession:
    """One session as the session database keeps it."""

    id: str
    """The session id."""
    user: str
    """The ``user_id`` owning it."""
    team: bool
    """A team's session (else the agent's)."""
    runs: list[StoredRun] = field(default_factory=list)
    """Its runs, in the order asked."""


class SessionBook:
    """The stand-in's session database: what ``/sessions`` lists."""

    def __init__(self, agent_id: str, team_id: str) -> None:
        self.agent_id = agent_id
        self.team_id = team_id
        self.sessions: dict[str, StoredSession] = {}
        """Session id -> the session, scripted or made by a run."""

    def record(self, session_id: str, user: str, team: bool, run: StoredRun) -> None:
        """Keep a run in its session (created on its first run)."""
        kept = self.sessions.setdefault(session_id, StoredSession(session_id, user, team))
        kept.runs.append(run)

    def routes(self, app: web.Application, refusal: Callable[[web.Request], Any]) -> None:
        """``GET /sessions`` and ``GET /sessions/{id}/runs`` on ``app``; ``refusal`` is the
        stand-in's key check (a response, or None to go on)."""

        async def listing(request: web.Request) -> web.Response:
            return refusal(request) or self._listing(request.query)

        async def runs(request: web.Request) -> web.Response:
            return refusal(request) or self._runs(request.match_info["sid"], request.query)

        app.router.add_get("/sessions", listing)
        app.router.add_get("/sessions/{sid}/runs", runs)

    def _listing(self, query: Mapping[str, str]) -> web.Response:
        kind = query.get("type")
        limit, page = _whole(query.get("limit", "20"), 1), _whole(query.get("page", "1"), 0)
        order = query.get("sort_order", "desc")
        by = query.get("sort_by", "created_at")
        if kind not in (None, *_KINDS) or limit is None or page is None or by not in _SORTABLE:
            return _invalid("type, limit, page or sort_by is not one AgentOS takes")
        if order not in ("asc", "desc"):
            return _invalid("sort_order must be asc or desc")
        chosen = [
            s
            for s in self.sessions.values()
            if s.runs
            and (kind is None or kind == ("team" if s.team else "agent"))
            and query.get("component_id") in (None, self._component(s))
            and query.get("user_id") in (None, s.user)
        ]
        chosen.sort(key=lambda s: _sort_key(s, by), reverse=order == "desc")
        start = max(page - 1, 0) * limit
        return web.json_response(
            {
                "data": [self._session(s) for s in chosen[start : start + limit]],
                "meta": {
                    "page": page,
                    "limit": limit,
                    "total_count": len(chosen),
                    "total_pages": math.ceil(len(chosen) / limit),
                },
            }
        )

    def _runs(self, session_id: str, query: Mapping[str, str]) -> web.Response:
        kept = self.sessions.get(session_id)
        if kept is None or query.get("user_id") not in (None, kept.user):
            return web.json_response(
                {"detail": f"Session with ID {session_id} not found"}, status=404
            )
        after = _whole(query.get("created_after", "0"), 0)
        before = _whole(query.get("created_before", str(2**62)), 0)
        if after is None or before is None:
            return _invalid("created_after and created_before are epoch seconds")
        owner = {"team_id": self.team_id} if kept.team else {"agent_id": self.agent_id}
        return web.json_response(
            [
                {
                    "run_id": r.run_id,
                    "parent_run_id": None,
                    **owner,
                    "user_id": kept.user,
                    "status": "ERROR" if r.failed else "COMPLETED",
                    "run_input": r.question,
                    "content": r.answer,
                    "run_response_format": "text",
                    "tools": tool_executions(r.tools, r.run_id),
                    "created_at": _iso(r.at),
                }
                for r in kept.runs
                if after <= r.at <= before
            ]
        )

    def _component(self, session: StoredSession) -> str:
        return self.team_id if session.team else self.agent_id

    def _session(self, s: StoredSession) -> dict[str, Any]:
        kind = "team" if s.team else "agent"
        return {
            "session_id": s.id,
            "session_name": s.runs[0].question,
            "created_at": _iso(s.runs[0].at),
            "updated_at": _iso(max(r.at for r in s.runs)),
            "session_type": kind,
            "user_id": s.user,
            f"{kind}_id": self._component(s),
        }


def tool_executions(tools: tuple[ScriptedTool, ...], run_id: str) -> list[dict[str, Any]]:
    """Tool calls as AgentOS writes them (``ToolExecution``), in a run's events and its record."""
    return [
        {
            "tool_call_id": f"call-{run_id}-{n}",
            "tool_name": tool.name,
            "tool_args": dict(tool.args),
            "result": tool.result,
            "tool_call_error": tool.error,
        }
        for n, tool in enumerate(tools)
    ]


def _sort_key(session: StoredSession, by: str) -> Any:
    if by == "session_name":
        return session.runs[0].question
    if by == "updated_at":
        return max(r.at for r in session.runs)
    return session.runs[0].at


def _whole(text: str, least: int) -> int | None:
    """A query's whole number of at least ``least`` (None: not one)."""
    try:
        value = int(text)
    except ValueError:
        return None
    return value if value >= least else None


def _invalid(why: str) -> web.Response:
    return web.json_response({"detail": [{"msg": why, "type": "value_error"}]}, status=422)


def _iso(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).isoformat().replace("+00:00", "Z")
