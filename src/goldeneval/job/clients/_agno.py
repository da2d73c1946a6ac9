"""The internal surface's client: an agent or team served by Agno's AgentOS (issue #27 §1).

``POST {url}/agents/{agent}/runs`` (``/teams/{team}/runs`` for a team) with
form fields ``message``, ``stream=true``, ``session_id``, ``user_id`` and the
configured extra ``form`` fields; the reply is an event stream read by
:class:`~goldeneval.job.clients._agnorun.RunReader`. The transport is the
public chatbot's: the same pooled session, retry loop, timeouts and
backoff, with a limiter of its own (one client per surface).

A conversation is several :meth:`AgnoClient.ask` calls with one session id
(:meth:`AgnoClient.new_session`): AgentOS keeps the history of a session for
the ``user_id`` that owns it.

Refusals are said in the user's terms, each a :class:`AgnoError` carrying
the HTTP status for the run's fail-fast watch: 401/403 name the endpoint's
refusal of the token, 404 names the agent (or, for ``Session not found``,
says the session belongs to another ``user_id``), 422 quotes the server's
field message. The token is never part of a reason or an answer: every
text passes through the token source's scrubber as well as the run's.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

from goldeneval.config import InternalConfig
from goldeneval.job.clients._agnoauth import TOKEN_ENV, TokenError, TokenSource
from goldeneval.job.clients._agnorun import AgnoError, RunReader, ToolTrace
from goldeneval.job.clients._limits import Limiter
from goldeneval.job.clients._retries import RetryPolicy, call_with_retries
from goldeneval.job.clients._session import Reply, Session
from goldeneval.job.clients._sse import EventStream


def agent_name(cfg: InternalConfig) -> str:
    """How messages name the asked agent: ``internal agent 'data-agent'``."""
    return f"internal team {cfg.team!r}" if cfg.team else f"internal agent {cfg.agent!r}"


@dataclass(frozen=True)
class AgentAnswer:
    """One answer of the internal agent: the text, the tools it used and the timing."""

    text: str
    """The answer (``RunCompleted`` content; the deltas when the completion had none)."""
    tools: tuple[ToolTrace, ...]
    """Every tool call of the run, in completion order."""
    session_id: str
    """The session the question was asked in (the next turn of a conversation reuses it)."""
    latency_ms: float
    """Wall time of the whole call, retries and backoff included."""
    ttfb_ms: float
    """From the start of the call to the first byte of the stream that was used."""
    from_deltas: bool = False
    """The completion had no content, so the text was joined from the content deltas."""

    @property
    def tools_json(self) -> list[dict[str, Any]]:
        """``[{name, args, result, error}]`` for the store and the JSON output."""
        return [t.to_json() for t in self.tools]


def server_detail(body: bytes) -> str:
    """What a FastAPI refusal says: ``detail`` as text, or its field errors as ``loc: msg``."""
    try:
        data = json.loads(body) if len(body) <= 65536 else None
    except ValueError:
        data = None
    detail = data.get("detail") if isinstance(data, dict) else None
    if isinstance(detail, str):
        return " ".join(detail.split())[:300]
    if isinstance(detail, list):
        said = []
        for entry in detail[:5]:
            if isinstance(entry, dict):
                loc = entry.get("loc")
                where = ".".join(map(str, loc)) if isinstance(loc, list) else "?"
                said.append(f"{where}: {entry.get('msg', '')}")
        if said:
            return "; ".join(said)[:500]
    return " ".join(body[:200].decode("utf-8", errors="replace").split())


class _NoToken(AgnoError):
    """No token could be had (unreadable file, refused client credentials): said as it is."""


class AgnoClient:
    """Asks the internal agent; one instance per run and surface, safe to share between tasks."""

    def __init__(
        self,
        http: Session,
        cfg: InternalConfig,
        limiter: Limiter,
        policy: RetryPolicy,
        tokens: TokenSource,
    ) -> None:
        self._http = http
        self._cfg = cfg
        self._limiter = limiter
        self._policy = policy
        self._tokens = tokens
        base = cfg.url.rstrip("/")
        kind, ident = ("teams", cfg.team) if cfg.team else ("agents", cfg.agent)
        self.url = f"{base}/{kind}/{quote(str(ident), safe='')}/runs"
        """Where runs are POSTed."""
        self.party = agent_name(cfg)
        """How messages name the asked agent or team."""

    @staticmethod
    def new_session() -> str:
        """A fresh session id: one per item, shared by the turns of a conversation."""
        return f"goldeneval-{uuid.uuid4().hex}"

    def _scrub(self, text: str) -> str:
        return self._tokens.scrubber().secrets_only(self._http.scrub.secrets_only(text))

    async def ask(self, question: str, session_id: str | None = None) -> AgentAnswer:
        """The agent's answer to ``question`` in ``session_id`` (a new session when None).

        AgnoError when the run fails, the stream ends early, or the server
        refuses (after the transport's retries for what may pass). A token
        refused with 401/403 is read or fetched again, and the question is
        sent once more when that gives a different token (rotated since):
        the refusal happened before any run, so the session is untouched.
        """
        session = session_id or self.new_session()
        start = time.perf_counter()
        first_byte: list[float] = []
        token = await self._token()
        try:
            try:
                run = await self._post(question, session, token, first_byte)
            except AgnoError as exc:
                if exc.status not in (401, 403) or token is None:
                    raise
                self._tokens.invalidate()
                fresh = await self._token()
                if fresh == token:
                    raise
                token = fresh
                run = await self._post(question, session, token, first_byte)
            text, from_deltas = run.finish()
        except AgnoError as exc:
            raise self._explained(exc, session, token is not None) from None
        end = time.perf_counter()
        ttfb = first_byte[0] if first_byte else end
        return AgentAnswer(
            text=text,
            tools=tuple(run.tools),
            session_id=session,
            latency_ms=(end - start) * 1000,
            ttfb_ms=(ttfb - start) * 1000,
            from_deltas=from_deltas,
        )

    async def _token(self) -> str | None:
        try:
            return await self._tokens.token()
        except TokenError as exc:
            raise _NoToken(f"{self.party}: {exc}", exc.status) from None

    async def _post(
        self, question: str, session: str, token: str | None, first_byte: list[float]
    ) -> RunReader:
        """One run through the retry loop; the stream read into a RunReader."""
        body = {
            **self._cfg.form,
            "message": question,
            "stream": "true",
            "session_id": session,
            "user_id": self._cfg.user_id,
        }
        headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            "Accept": "text/event-stream",
        }
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"

        async def read(resp: Reply) -> RunReader:
            first_byte.clear()
            return await self._read(resp, first_byte)

        return await call_with_retries(
            self._http,
            self.url,
            urlencode(body).encode(),
            read,
            party=self.party,
            policy=self._policy,
            limiter=self._limiter,
            timeout=self._cfg.timeout_seconds,
            headers=headers,
            error=AgnoError,
            detail=server_detail,
        )

    async def _read(self, resp: Reply, first_byte: list[float]) -> RunReader:
        ctype = resp.headers.get("content-type", "").lower()
        if "text/event-stream" not in ctype:
            head = (await resp.aread())[:120].decode("utf-8", errors="replace")
            raise AgnoError(
                f"{self.party} did not stream its run (content type {ctype or 'missing'!r}; "
                f"starts with {head!r}); is {self._cfg.url} an AgentOS?"
            )
        run = RunReader(self.party, team=self._cfg.team is not None, scrub=self._scrub)
        stream = EventStream()
        async for chunk in resp.aiter_bytes():
            if not first_byte:
                first_byte.append(time.perf_counter())
            for name, data in stream.feed_named(chunk):
                run.feed(name, data)
            if run.completed:
                # The completion is the run's last word: a connection lost after
                # it must not make the retry loop ask (and run) the question again.
                await resp.drain()
                break
        return run

    def _explained(self, exc: AgnoError, session: str, sent_token: bool) -> AgnoError:
        """``exc`` said in the user's terms, with its status kept and every token masked."""
        if isinstance(exc, _NoToken):
            return exc  # already says which file or endpoint failed; it quotes no token
        status = exc.status
        reason = str(exc)
        said = reason.partition(f"HTTP {status}")[2].lstrip(": ") if status else ""
        where = f"{self.party} at {self._cfg.url}"
        if status in (401, 403):
            why = (
                "the endpoint refused goldeneval's token"
                if sent_token
                else "no token is configured: set internal.token_file, internal.oidc "
                f"or {TOKEN_ENV}"
            )
            # In brackets: after "token:" the scrubber would take the words for a secret.
            reason = f"{where}: HTTP {status} {said or 'Unauthorized'} ({why})"
        elif status == 404 and "session" in said.lower():
            reason = (
                f"{where}: HTTP 404 {said}: session {session!r} belongs to another user_id "
                f"than {self._cfg.user_id!r}"
            )
        elif status == 404:
            kind, ident = ("team", self._cfg.team) if self._cfg.team else ("agent", self._cfg.agent)
            reason = (
                f"{where}: HTTP 404 {said or 'Not Found'}: AgentOS serves no {kind} {ident!r}; "
                f"check goldeneval.internal.{kind}"
            )
        elif status == 422:
            reason = f"{where} rejected the request's fields: HTTP 422 {said}".rstrip()
        return AgnoError(self._http.scrub(self._tokens.scrubber()(reason)), status, exc.error_type)
