"""Chatbot client: ``POST {chatbot_url}/api/orchestrate`` (docs/design.md §7).

The body is the configured template with ``{question}`` substituted in every
string value, and ``{session}`` with the conversation's session id (one per
item, the same for every turn of a conversation, so a chatbot that keys its
memory on it answers a follow-up in context); the answer is picked from the reply along a dotted path
(``answer``, ``data.text``, ``choices.0.text``). JSON replies and
``text/event-stream`` replies are both understood, told apart by content
type: in a stream (read by :class:`~goldeneval.job.clients._sse.EventStream`, the
event-stream rules) each event's ``data`` is a JSON object (the path picks
that event's chunk) or plain text, chunks are concatenated in order, and
``data: [DONE]`` ends the stream.

The answer is made storable at this boundary (``Scrubber.secrets_only``): a
character whose UTF-16 halves arrived in two events is joined back, a lone
surrogate from a JSON escape becomes U+FFFD, and a secret of this run that
the chatbot echoes is masked. Nothing else in the answer is touched.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.config import ChatbotConfig
from goldeneval.job.clients._limits import Limiter
from goldeneval.job.clients._retries import RemoteError, RetryPolicy, call_with_retries
from goldeneval.job.clients._session import Reply, Session
from goldeneval.job.clients._sse import EventStream
from goldeneval.model import ToolCall

PLACEHOLDER = "{question}"
SESSION_PLACEHOLDER = "{session}"
"""Replaced by the item's session id: every turn of a conversation sends the same one."""


class ChatbotError(RemoteError):
    """The chatbot could not give a usable answer; ``str(error)`` says why (the item is errored)."""


@dataclass(frozen=True)
class Answer:
    """One answer of the chatbot and how long it took."""

    text: str
    """The answer text (SSE chunks already concatenated)."""
    latency_ms: float
    """Wall time of the whole call, retries and backoff included."""
    ttfb_ms: float
    """From the start of the call to the first byte of the reply that was used."""
    tools: tuple[ToolCall, ...] = ()
    """The tools the party called while answering (the internal agent; none for the chatbot)."""


def render_request(template: Any, question: str, session: str = "") -> Any:
    """The template with ``{question}`` (and ``{session}``) replaced inside every string value.

    Keys are untouched. Works on the parsed structure, not on JSON text, so
    quotes, backslashes and newlines in the question can never break the
    body. The session is replaced first: a question that happens to contain
    ``{session}`` is sent as written.
    """
    if isinstance(template, str):
        return template.replace(SESSION_PLACEHOLDER, session).replace(PLACEHOLDER, question)
    if isinstance(template, Mapping):
        return {k: render_request(v, question, session) for k, v in template.items()}
    if isinstance(template, list | tuple):
        return [render_request(v, question, session) for v in template]
    return template


def _keys_of(node: Any) -> str:
    if isinstance(node, Mapping):
        return "keys " + (", ".join(repr(str(k)) for k in list(node)[:20]) or "(none)")
    if isinstance(node, list):
        return f"a list of {len(node)} element(s)"
    return f"a {type(node).__name__}"


def pick(data: Any, path: str) -> Any:
    """Follow a dotted path (numeric parts index lists); ChatbotError naming what is missing."""
    node = data
    walked: list[str] = []
    for part in path.split("."):
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            where = ".".join(walked) or "the top level"
            raise ChatbotError(
                f"answer path {path!r} not found in the chatbot's reply: no {part!r} at "
                f"{where}, which has {_keys_of(node)}; set goldeneval.chatbot.answer_path"
            )
        walked.append(part)
    return node


def _text_at(data: Any, path: str) -> str:
    value = pick(data, path)
    if not isinstance(value, str):
        raise ChatbotError(
            f"answer path {path!r} holds a {type(value).__name__}, not text; "
            "point goldeneval.chatbot.answer_path at the answer string"
        )
    return value


class ChatbotClient:
    """Asks the chatbot under test; one instance per run, safe to share between tasks."""

    def __init__(
        self, http: Session, cfg: ChatbotConfig, limiter: Limiter, policy: RetryPolicy
    ) -> None:
        self._http = http
        self._cfg = cfg
        self._limiter = limiter
        self._policy = policy
        self.url = cfg.url.rstrip("/") + "/api/orchestrate"
        """Where questions are POSTed."""

    async def ask(self, question: str, session: str | None = None) -> Answer:
        """The chatbot's answer to ``question``; ChatbotError after retries or on a bad reply.

        ``session`` replaces ``{session}`` in the request template (empty when None).
        """
        start = time.perf_counter()
        first_byte: list[float] = []

        async def read(resp: Reply) -> str:
            first_byte.clear()
            ctype = resp.headers.get("content-type", "").lower()
            if "text/event-stream" in ctype:
                return await self._read_sse(resp, first_byte)
            # A JSON reply is read whole: its first byte arrives with the headers.
            first_byte.append(time.perf_counter())
            return self._read_json(await resp.aread(), ctype)

        raw = await call_with_retries(
            self._http,
            self.url,
            render_request(self._cfg.request, question, session or ""),
            read,
            party="chatbot",
            policy=self._policy,
            limiter=self._limiter,
            timeout=self._cfg.timeout_seconds,
            error=ChatbotError,
        )
        text = self._http.scrub.secrets_only(raw)
        end = time.perf_counter()
        ttfb = first_byte[0] if first_byte else end
        return Answer(text=text, latency_ms=(end - start) * 1000, ttfb_ms=(ttfb - start) * 1000)

    def _read_json(self, body: bytes, ctype: str) -> str:
        try:
            data = json.loads(body)
        except ValueError:
            head = body[:120].decode("utf-8", errors="replace")
            raise ChatbotError(
                f"the chatbot's reply is neither JSON nor an event stream "
                f"(content type {ctype or 'missing'!r}; starts with {head!r})"
            ) from None
        return _text_at(data, self._cfg.answer_path)

    async def _read_sse(self, resp: Reply, first_byte: list[float]) -> str:
        path = self._cfg.answer_path
        parts: list[str] = []
        matched = False
        seen_keys: list[str] = []

        def dispatch(data: str) -> bool:
            """Handle one complete event; True when it was ``[DONE]``."""
            nonlocal matched
            if data.strip() == "[DONE]":
                return True
            event: Any = None
            if data.lstrip().startswith("{"):
                try:
                    event = json.loads(data)
                except ValueError:
                    event = None
            if not isinstance(event, dict):
                parts.append(data)
                matched = True
                return False
            try:
                value = pick(event, path)
            except ChatbotError:
                # Streams often interleave metadata events (sources, usage);
                # only a stream where *no* event has the path is an error.
                if not seen_keys:
                    seen_keys.append(_keys_of(event))
                return False
            if not isinstance(value, str):
                raise ChatbotError(
                    f"answer path {path!r} holds a {type(value).__name__} in a stream event, "
                    "not text"
                )
            parts.append(value)
            matched = True
            return False

        stream = EventStream()
        done = False
        async for chunk in resp.aiter_bytes():
            if not first_byte:
                first_byte.append(time.perf_counter())
            for data in stream.feed(chunk):
                if dispatch(data):
                    done = True
                    break
            if done:
                # The body's end usually follows [DONE] at once: read it, so the
                # connection goes back to the pool instead of being closed.
                await resp.drain()
                break
        if not matched and seen_keys:
            raise ChatbotError(
                f"answer path {path!r} not found in any event of the chatbot's stream "
                f"(an event has {seen_keys[0]}); set goldeneval.chatbot.answer_path"
            )
        return "".join(parts)
