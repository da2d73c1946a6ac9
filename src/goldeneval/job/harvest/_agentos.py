"""``harvest --agentos``: what staff asked the internal agent, read from its AgentOS (§14).

The agent (or team) is the one runs ask, configured the same way
(``goldeneval.internal``: URL, agent or team, token file, client credentials
or ``GOLDENEVAL_INTERNAL_TOKEN``) and reached through the same client code:
the pooled session, the retry loop, the token source and the scrubbers.

``GET {url}/sessions?type=agent&component_id=ID`` lists its sessions, a page
at a time, newest activity first (``sort_by=updated_at``), so the listing
stops at the first session last active before the window. Each session's
runs come from ``GET {url}/sessions/{id}/runs`` (with ``created_after`` /
``created_before`` for the window, checked again here by day). A run is one
question: its ``run_input``, its answer (``content``) and the names of the
tools it called. A team's members run as child runs (``parent_run_id``):
their tool calls count for the team's run, the child runs are not
questions of their own.

Every text is de-identified before a :class:`~goldeneval.model.Question` is
built. A run without input is dropped and counted (``no-question``). An
AgentOS that cannot be reached or refuses (after the retries) ends the
harvest as an InfrastructureError naming its address; the token never shows,
even when the server echoes it back.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from urllib.parse import quote, urlencode

from goldeneval.config import Config, InternalConfig, Scrubber, config_secrets
from goldeneval.job._files import load_trust
from goldeneval.job.clients import FixedLimiter, RetryPolicy, agent_name, make_client, token_source
from goldeneval.job.clients._agno import server_detail
from goldeneval.job.clients._agnoauth import TokenError, TokenSource
from goldeneval.job.clients._retries import RemoteError, call_with_retries
from goldeneval.job.clients._session import Reply, Session
from goldeneval.job.harvest._source import (
    NO_QUESTION,
    OUTSIDE_WINDOW,
    SESSION_GONE,
    SourceRead,
    in_window,
    safe_text,
)
from goldeneval.model import AgentRun, ConfigError, InfrastructureError, Question, Window

PAGE = 100
"""Sessions asked for per page of the listing."""
LISTING_LIMIT = 64 * 1024 * 1024
"""Bytes of one listing or one session's runs read at most."""
_NOT_TOOLS = frozenset({"delegate_task_to_member", "delegate_task_to_members"})
"""A team leader's hand-over to a member: how a team works, not a tool the question needed."""


class _Refused(RemoteError):
    """AgentOS answered, but not with what was asked for (a final, unretried failure)."""


class _Reader:
    """One harvest's reads of one AgentOS: its session, token and address."""

    def __init__(
        self, http: Session, agent: InternalConfig, tokens: TokenSource, policy: RetryPolicy
    ):
        self.http = http
        self.agent = agent
        self.tokens = tokens
        self.policy = policy
        self.base = agent.url.rstrip("/")
        self.party = agent_name(agent)
        self.limiter = FixedLimiter(agent.concurrency)

    async def get(self, path: str, query: dict[str, Any], *, gone_ok: bool = False) -> Any:
        """The JSON at ``path``; InfrastructureError naming the AgentOS when it cannot be had
        (``gone_ok``: None for a 404, a session deleted since it was listed)."""
        url = f"{self.base}{path}?{urlencode(query)}"
        headers = {"Accept": "application/json"}
        try:
            token = await self.tokens.token()
        except TokenError as exc:
            raise InfrastructureError(self._masked(f"{self.party}: {exc}")) from None
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"

        async def read(reply: Reply) -> Any:
            body = await reply.aread()
            try:
                return json.loads(body[:LISTING_LIMIT])
            except (ValueError, RecursionError):
                raise _Refused(f"{self.party} at {url}: the reply is not JSON") from None

        try:
            return await call_with_retries(
                self.http,
                url,
                None,
                read,
                party=f"{self.party} at {self.base}",
                policy=self.policy,
                limiter=self.limiter,
                timeout=self.agent.timeout_seconds,
                headers=headers,
                detail=server_detail,
                method="GET",
            )
        except RemoteError as exc:
            if gone_ok and exc.status == 404:
                return None
            raise InfrastructureError(
                self._masked(self._explained(exc, token is not None))
            ) from None

    def _explained(self, exc: RemoteError, sent_token: bool) -> str:
        reason = str(exc)
        if exc.status in (401, 403):
            why = "the token was refused" if sent_token else "no token is configured"
            # In brackets: after "token:" the scrubber would take the words for a secret.
            return f"{reason} ({why}; check goldeneval.internal's token_file, oidc or token)"
        if exc.status == 404:
            return f"{reason} (is {self.base} an AgentOS with a session database?)"
        return reason

    def _masked(self, text: str) -> str:
        return self.http.scrub(self.tokens.scrubber()(text))

    async def sessions(self, window: Window) -> list[dict[str, Any]]:
        """Every session of the agent that may hold a run in the window, newest first."""
        kind, ident = ("team", self.agent.team) if self.agent.team else ("agent", self.agent.agent)
        since = _day_start(window.since)
        found: list[dict[str, Any]] = []
        page = 1
        while True:
            query = {"type": kind, "component_id": ident, "limit": PAGE, "page": page}
            listing = await self.get(
                "/sessions", {**query, "sort_by": "updated_at", "sort_order": "desc"}
            )
            data = listing.get("data") if isinstance(listing, dict) else None
            if not isinstance(data, list):
                raise InfrastructureError(
                    f"{self.party} at {self.base}: /sessions listed no 'data'"
                )
            for entry in data:
                if not isinstance(entry, dict) or not isinstance(entry.get("session_id"), str):
                    continue
                updated = _when(entry.get("updated_at")) or _when(entry.get("created_at"))
                if since is not None and updated is not None and updated < since:
                    return found  # the rest were last active before the window
                found.append(entry)
            meta = listing.get("meta") if isinstance(listing, dict) else None
            pages = meta.get("total_pages") if isinstance(meta, dict) else None
            if not data or not isinstance(pages, int) or page >= pages:
                return found
            page += 1

    async def runs(self, session_id: str, window: Window) -> list[dict[str, Any]] | None:
        """The session's runs in the window (None: the session is gone since it was listed)."""
        kind = "team" if self.agent.team else "agent"
        query: dict[str, Any] = {"type": kind}
        if (since := _day_start(window.since)) is not None:
            query["created_after"] = int(since.timestamp()) - 1
        if (until := _day_start(window.until)) is not None:
            query["created_before"] = int((until + timedelta(days=1)).timestamp())
        got = await self.get(f"/sessions/{quote(session_id, safe='')}/runs", query, gone_ok=True)
        if got is None:
            return None
        return [r for r in got if isinstance(r, dict)] if isinstance(got, list) else []


async def read_agentos(
    cfg: Config, window: Window, progress: Callable[[int], None] | None = None
) -> SourceRead:
    """Every question asked of the configured internal agent in ``window``, de-identified.

    ``progress`` hears the number of runs read so far, after each session.
    """
    agent = cfg.internal
    if agent is None:
        raise ConfigError(
            "harvest --agentos needs the internal agent: set goldeneval.internal.url and "
            ".agent (or .team) in the config, as for runs"
        )
    tls = load_trust(cfg.ca_file)
    scrub = Scrubber(config_secrets(cfg))
    out = SourceRead()
    async with make_client(agent.timeout_seconds, agent.concurrency, tls=tls, scrub=scrub) as http:
        tokens = token_source(http, token_file=agent.token_file, oidc=agent.oidc)
        reader = _Reader(http, agent, tokens, RetryPolicy(max_attempts=cfg.max_attempts))
        sessions = await reader.sessions(window)
        until = _day_start(window.until)
        wanted = [
            s["session_id"]
            for s in sessions
            if until is None
            or (c := _when(s.get("created_at"))) is None
            or c < until + timedelta(days=1)
        ]
        batch = max(1, agent.concurrency)
        for start in range(0, len(wanted), batch):
            chunk = wanted[start : start + batch]
            answers = await asyncio.gather(*(reader.runs(s, window) for s in chunk))
            for session_id, runs in zip(chunk, answers, strict=True):
                if runs is None:
                    out.drop(SESSION_GONE, safe_text(session_id))
                    continue
                before = out.read
                _keep(out, session_id, runs, window)
                if progress is not None:
                    progress(out.read - before)  # progress adds up what it is given
    return out


def _keep(out: SourceRead, session_id: str, runs: list[dict[str, Any]], window: Window) -> None:
    """Count each top-level run of a session and keep its question (members' tools folded in)."""
    children: dict[str, list[str]] = {}
    for run in runs:
        parent = run.get("parent_run_id")
        if isinstance(parent, str) and parent:
            children.setdefault(parent, []).extend(_tool_names(run))
    # Ids are the AgentOS's, and a client may choose them (an e-mail in a session id): what
    # is kept of them passes the same rule as every other text; lookups use them as sent.
    session = safe_text(session_id)
    for run in runs:
        if run.get("parent_run_id"):
            continue
        sent_id = str(run.get("run_id") or "")
        run_id = safe_text(sent_id)
        out.read += 1
        where = f"{session}/{run_id}"
        at = _when(run.get("created_at"))
        if not in_window(at, window):
            out.drop(OUTSIDE_WINDOW, where)
            continue
        asked = run.get("run_input")
        if not isinstance(asked, str) or not asked.strip():
            out.drop(NO_QUESTION, where)
            continue
        tools = [*_tool_names(run), *children.get(sent_id, [])]
        out.questions.append(
            Question(
                text=safe_text(asked.strip()),
                surface="internal",
                source=AgentRun(session, run_id),
                at=at,
                session=session,
                answer=_answer(run.get("content")),
                tools=tuple(safe_text(t) for t in tools if t not in _NOT_TOOLS),
            )
        )


def _tool_names(run: dict[str, Any]) -> list[str]:
    tools = run.get("tools")
    return [
        t["tool_name"]
        for t in (tools if isinstance(tools, list) else ())
        if isinstance(t, dict) and isinstance(t.get("tool_name"), str) and t["tool_name"]
    ]


def _answer(content: Any) -> str | None:
    """The run's answer as text, de-identified (structured output as JSON); None without one."""
    if content is None or content == "":
        return None
    text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
    return safe_text(text)


def _when(value: Any) -> datetime | None:
    """A time AgentOS sends (ISO 8601 text or epoch seconds), as UTC; None when unreadable."""
    try:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return datetime.fromtimestamp(value, UTC)
        if isinstance(value, str) and value:
            at = datetime.fromisoformat(value.replace("Z", "+00:00"))
            return at if at.tzinfo else at.replace(tzinfo=UTC)
    except (ValueError, OverflowError, OSError):
        return None
    return None


def _day_start(day: str | None) -> datetime | None:
    """Midnight UTC of a ``YYYY-MM-DD`` window bound."""
    return None if day is None else datetime.combine(date.fromisoformat(day), time(), UTC)
