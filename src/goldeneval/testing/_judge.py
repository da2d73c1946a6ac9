"""Judge stand-in: an OpenAI-compatible ``POST /chat/completions`` with scripted verdicts.

The verdict for a call is the first ``(substring, verdict)`` pair whose
substring occurs in the user message; otherwise ``default``. A verdict given
as a ``str`` is sent verbatim as the message content, which is how tests
script malformed output. ``capacity`` makes it behave like a saturated
gateway: beyond that many concurrent calls it answers 429 with Retry-After.

Noise and refusals, for the verdict-integrity rules (docs/design.md §4, §5):

* ``flip_rate`` with ``flip_for`` (substrings of the user message; empty
  means every item) flips that fraction of verdicts — ``pass`` inverted,
  ``correctness`` mirrored — decided by a hash of ``seed``, the message and
  how often that message was asked, so a series of runs is reproducible
  whatever the order of concurrent calls;
* ``reject_status`` answers every call with that status and
  ``reject_message`` (a misnamed model: 404 "model … does not exist";
  a bad key: 401);
* ``refuse_response_format`` answers 400 to a request that carries
  ``response_format``, as a server without structured output does.
"""

from __future__ import annotations

import hashlib
import json
import ssl
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from aiohttp import web

from goldeneval.goldenset import fold
from goldeneval.testing._server import StandIn

Verdict = Mapping[str, Any] | str
DEFAULT_VERDICT: Mapping[str, Any] = {"correctness": 0.9, "pass": True, "reason": "ok"}


class JudgeStandIn(StandIn):
    """A loopback LLM judge. ``url`` is the OpenAI base URL (``.../v1``)."""

    def __init__(
        self,
        verdicts: Sequence[tuple[str, Verdict]] = (),
        *,
        default: Verdict = DEFAULT_VERDICT,
        latency_ms: float = 0.0,
        capacity: int | None = None,
        retry_after_seconds: float = 0.05,
        fail_first: int = 0,
        fenced: bool = False,
        flip_rate: float = 0.0,
        flip_for: Sequence[str] = (),
        seed: int = 0,
        reject_status: int | None = None,
        reject_message: str = "model 'judge' does not exist",
        refuse_response_format: bool = False,
        host: str = "127.0.0.1",
        port: int = 0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(host=host, port=port, tls=tls)
        self.verdicts = list(verdicts)
        self.default = default
        self.latency_ms = latency_ms
        self.capacity = capacity
        self.retry_after_seconds = retry_after_seconds
        self.fail_remaining = fail_first
        self.fenced = fenced
        self.flip_rate = flip_rate
        """Fraction of verdicts flipped for the items ``flip_for`` names."""
        self.flip_for = list(flip_for)
        """Substrings of the user message whose verdicts may flip (empty: every item)."""
        self.seed = seed
        """Makes the flips reproducible."""
        self.reject_status = reject_status
        """Answer every call with this status (None: answer normally)."""
        self.reject_message = reject_message
        """The error message sent with ``reject_status``."""
        self.refuse_response_format = refuse_response_format
        """Answer 400 to requests carrying ``response_format``."""
        self.flips = 0
        """Verdicts flipped so far."""
        self.asked: Counter[str] = Counter()
        """Admitted calls per user message (the flip hash counts with it)."""
        self.response_formats: list[Any] = []
        """The ``response_format`` of every admitted call (None when absent), in order."""
        self.calls = 0
        """Requests received, rejected ones included."""
        self.admitted = 0
        """Requests admitted (not turned away with 429)."""
        self.rejected_429 = 0
        """Requests turned away with 429 because ``capacity`` was reached."""
        self.idempotency_keys: list[str | None] = []
        """The ``Idempotency-Key`` header of every admitted call, in order."""
        self.temperatures: list[Any] = []
        """The ``temperature`` of every admitted call, in order."""
        self.authorizations: Counter[str | None] = Counter()
        """``Authorization`` header values seen (None = absent), over every call."""
        self.models: Counter[str | None] = Counter()
        """``model`` values seen over admitted calls."""
        self.last_messages: list[Any] = []
        """The ``messages`` of the most recent admitted call."""
        self.report_usage = True
        """Send ``usage`` with each reply, as OpenAI-compatible servers do."""
        self.prompt_tokens = 0
        """Prompt tokens reported so far (one per word of the messages)."""
        self.completion_tokens = 0
        """Completion tokens reported so far (one per word of the reply)."""

    @property
    def url(self) -> str:
        """OpenAI-style base URL; calls go to ``{url}/chat/completions``."""
        return self.base_url + "/v1"

    @property
    def with_authorization(self) -> int:
        """Calls that carried an Authorization header."""
        return sum(n for k, n in self.authorizations.items() if k is not None)

    @property
    def without_authorization(self) -> int:
        """Calls that carried no Authorization header."""
        return self.authorizations[None]

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/chat/completions", self._handle)
        app.router.add_post("/v1/chat/completions", self._handle)

    async def _handle(self, request: web.Request) -> web.Response:
        self.calls += 1
        self.authorizations[request.headers.get("Authorization")] += 1
        if self.capacity is not None and self.in_flight >= self.capacity:
            self.rejected_429 += 1
            return web.json_response(
                {"error": {"message": "stand-in: over capacity", "type": "rate_limit"}},
                status=429,
                headers={"Retry-After": f"{self.retry_after_seconds:g}"},
            )
        self.admitted += 1
        with self._counted():
            return await self._complete(request)

    async def _complete(self, request: web.Request) -> web.Response:
        self.idempotency_keys.append(request.headers.get("Idempotency-Key"))
        try:
            body = await request.json()
            messages = body["messages"]
            user = next(m["content"] for m in reversed(messages) if m.get("role") == "user")
        except (ValueError, KeyError, TypeError, StopIteration, AttributeError):
            return web.json_response(
                {"error": {"message": "expected messages with a user message"}}, status=400
            )
        self.temperatures.append(body.get("temperature"))
        self.models[body.get("model")] += 1
        self.response_formats.append(body.get("response_format"))
        self.last_messages = messages
        # Keyed on the whole prompt: it holds the question, so a question's
        # judge delay is the same in every run (``latency_sigma``).
        await self._delay(str(user))
        if self.reject_status is not None:
            error = {"message": self.reject_message, "type": "invalid_request_error"}
            return web.json_response({"error": error}, status=self.reject_status)
        if self.refuse_response_format and "response_format" in body:
            error = {"message": "unknown parameter: response_format is not supported"}
            return web.json_response({"error": error}, status=400)
        if self.fail_remaining > 0:
            self.fail_remaining -= 1
            return web.json_response({"error": {"message": "stand-in: unavailable"}}, status=503)
        reply = self._reply(str(user), body.get("model"))
        if self.report_usage:
            # A word is a token here: deterministic, so a test can sum what was reported.
            prompt = sum(len(str(m.get("content", "")).split()) for m in messages)
            completion = len(reply["choices"][0]["message"]["content"].split())
            self.prompt_tokens += prompt
            self.completion_tokens += completion
            reply["usage"] = {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": prompt + completion,
            }
        return web.json_response(reply)

    def _flipped(self, user: str) -> bool:
        """Whether this call's verdict flips: a reproducible draw per (seed, message, n-th ask)."""
        n = self.asked[user]
        self.asked[user] += 1
        if self.flip_rate <= 0 or (self.flip_for and not any(s in user for s in self.flip_for)):
            return False
        digest = hashlib.sha256(f"{self.seed}\0{n}\0{user}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64 < self.flip_rate

    def _content(self, user: str) -> str:
        # Scripted keys match as the fact gate matches phrases, so a question
        # copied with other spacing or quotes still finds its verdict.
        folded = fold(user)
        verdict = next((v for sub, v in self.verdicts if fold(sub) in folded), self.default)
        flip = self._flipped(user)
        if isinstance(verdict, str):
            return verdict
        if flip:
            self.flips += 1
            verdict = {
                **verdict,
                "correctness": round(1.0 - float(verdict["correctness"]), 6),
                "pass": not verdict["pass"],
                "reason": f"flipped: {verdict.get('reason', '')}",
            }
        text = json.dumps(dict(verdict), ensure_ascii=False)
        if self.fenced:
            return f"Here is my assessment.\n```json\n{text}\n```\nI hope this helps."
        return text

    def _reply(self, user: str, model: Any) -> dict[str, Any]:
        return {
            "id": f"standin-{self.admitted}",
            "object": "chat.completion",
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": self._content(user)},
                    "finish_reason": "stop",
                }
            ],
        }
