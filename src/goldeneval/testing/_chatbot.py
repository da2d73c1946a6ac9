"""Chatbot stand-in: ``POST /api/orchestrate`` answering from a mapping, with fault knobs.

Replies are JSON (``{"answer": "..."}``, or nested along ``answer_path``) or a
``text/event-stream`` of chunks ending with ``data: [DONE]``. Knobs: latency
(fixed, or lognormal per question with ``latency_sigma``), per-question HTTP
status, the first N requests failing (optionally with a Retry-After header),
dropped connections. Session memory for conversations: a body with a string
at ``session_field`` (the request template's ``{session}``) is remembered
per session, and a question listed in ``follow_ups`` gets its scripted
answer only when its earlier question was asked in the same session (the
default answer otherwise), as a chatbot that lost the context would reply.

A sampling chatbot (answer confirmation, docs/design.md §4): with
``flip_rate`` (every question) or ``flip_rate_for`` (per question) p, an
answer is replaced by a wrong one (``wrong_answers``, else the default
answer: either misses the item's ``must_include`` facts), seeded and
order-free (:mod:`goldeneval.testing._flips`).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from typing import Any

from aiohttp import web

from goldeneval.goldenset import fold
from goldeneval.testing._flips import Flipping
from goldeneval.testing._server import StandIn, dotted_get, nest

DEFAULT_ANSWER = "Maaf, saya belum punya jawaban untuk pertanyaan itu."


class ChatbotStandIn(StandIn, Flipping):
    """A loopback chatbot. ``url`` is the base URL to configure as ``chatbot_url``."""

    def __init__(
        self,
        answers: Mapping[str, str] | None = None,
        *,
        default_answer: str = DEFAULT_ANSWER,
        latency_ms: float = 0.0,
        sse: bool = False,
        sse_json: bool = True,
        sse_chunks: int = 3,
        answer_path: str = "answer",
        question_field: str = "message",
        status_for: Mapping[str, int] | None = None,
        fail_first: int = 0,
        fail_status: int = 503,
        retry_after: str | None = None,
        drop_connection_for: Collection[str] = (),
        host: str = "127.0.0.1",
        port: int = 0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(host=host, port=port, tls=tls)
        self.answers: dict[str, str] = dict(answers or {})
        """Question → answer; other questions get ``default_answer``."""
        self.default_answer = default_answer
        self.latency_ms = latency_ms
        self.sse = sse
        self.sse_json = sse_json
        self.sse_chunks = max(1, sse_chunks)
        self.answer_path = answer_path
        self.question_field = question_field
        self.status_for: dict[str, int] = dict(status_for or {})
        self.fail_remaining = fail_first
        self.fail_status = fail_status
        self.retry_after = retry_after
        """``Retry-After`` header value sent with the fail-first replies (None: no header)."""
        self.drop_connection_for = frozenset(drop_connection_for)
        self.requests = 0
        """Requests received (every attempt counts)."""
        self.requests_per_question: Counter[str] = Counter()
        """Requests received per question (only requests whose body could be read)."""
        self.last_body: Any = None
        """The most recent request body, as parsed JSON."""
        self.on_unscripted: Callable[[str], None] | None = None
        """Told, once per question, of a question no scripted answer matched (None: silent)."""
        self._unscripted: set[str] = set()
        self.on_question: Callable[[str], None] | None = None
        """Told of every request's question before it is answered (a test turns knobs then)."""
        self.session_field = "session"
        """Where a body carries its session id (the template's ``{session}``)."""
        self.follow_ups: dict[str, str] = {}
        """Follow-up question → the earlier question it needs in the same session."""
        self.sessions: dict[str, list[str]] = {}
        """Session id → the questions asked in it, in order."""
        self.wrong_answers: dict[str, str] = {}
        """Question → the wrong answer a flip gives (default: ``default_answer``)."""
        self._init_flips()

    @property
    def url(self) -> str:
        """Base URL: questions go to ``{url}/api/orchestrate``."""
        return self.base_url

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/api/orchestrate", self._handle)

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        self.requests += 1
        with self._counted():
            return await self._answer(request)

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        # The body is read before the delay, because a heavy-tailed delay is
        # chosen per question; a bad body is still refused only after it.
        try:
            body = await request.json()
            question = dotted_get(body, self.question_field)
        except (ValueError, KeyError):
            body = question = None
        await self._delay(question if isinstance(question, str) else "")
        if self.fail_remaining > 0:
            self.fail_remaining -= 1
            headers = {"Retry-After": self.retry_after} if self.retry_after is not None else None
            return web.json_response(
                {"error": "stand-in: failing the first requests"},
                status=self.fail_status,
                headers=headers,
            )
        if body is None:
            return web.json_response(
                {"error": f"expected a JSON body with a string at {self.question_field!r}"},
                status=400,
            )
        if not isinstance(question, str):
            return web.json_response(
                {"error": f"{self.question_field!r} is not a string"}, status=400
            )
        self.last_body = body
        self.requests_per_question[question] += 1
        if self.on_question is not None:
            self.on_question(question)
        if question in self.drop_connection_for:
            # Close the socket without writing a response: the client sees a
            # disconnect, as when a pod dies mid-request.
            if request.transport is not None:
                request.transport.close()
            raise asyncio.CancelledError
        status = self.status_for.get(question)
        if status is not None:
            return web.json_response({"error": f"stand-in: status {status}"}, status=status)
        answer = self._in_session(body, question)
        if not self.sse:
            return web.json_response(nest(self.answer_path, answer))
        return await self._stream(request, answer)

    def _in_session(self, body: Any, question: str) -> str:
        """The answer, given what the body's session was asked before."""
        session = body.get(self.session_field) if isinstance(body, dict) else None
        earlier = self.sessions.setdefault(session, []) if isinstance(session, str) else []
        needed = self.follow_ups.get(question)
        remembered = needed is None or needed in earlier
        earlier.append(question)
        if not remembered:
            return self.default_answer
        if self._flips(question):
            return self.wrong_answers.get(question, self.default_answer)
        return self.answer_for(question)

    def answer_for(self, question: str) -> str:
        """The scripted answer: the question as written, else as the fact gate folds it
        (case, spacing, typographic quotes); else the default answer, reported once."""
        if question in self.answers:
            return self.answers[question]
        folded = fold(question)
        for scripted, answer in self.answers.items():
            if fold(scripted) == folded:
                return answer
        if self.on_unscripted is not None and folded not in self._unscripted:
            self._unscripted.add(folded)
            self.on_unscripted(question)
        return self.default_answer

    def _chunks(self, answer: str) -> list[str]:
        n = min(self.sse_chunks, max(1, len(answer)))
        size = -(-len(answer) // n) if answer else 0
        if size == 0:
            return [""]
        return [answer[i : i + size] for i in range(0, len(answer), size)]

    async def _stream(self, request: web.Request, answer: str) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for chunk in self._chunks(answer):
            if self.sse_json:
                payload = "data: " + json.dumps(nest(self.answer_path, chunk)) + "\n\n"
            else:
                # A multi-line chunk is several data lines of one event; the
                # client joins them back with newlines (SSE rules).
                payload = "".join(f"data: {line}\n" for line in chunk.split("\n")) + "\n"
            await resp.write(payload.encode())
        await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp
