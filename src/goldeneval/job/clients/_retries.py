"""The retry loop shared by the chatbot and judge clients (docs/design.md §7).

:func:`call_with_retries` makes one logical call out of several attempts:
each attempt holds one limiter slot and its own timeout; connection errors,
timeouts, 429 and 5xx but 501 are retried with exponential backoff and full jitter,
honouring ``Retry-After``; other 4xx fail at once, a ``3xx`` with the
``Location`` named. Backpressure (429, or 503 with ``Retry-After``) does not
use up attempts: a gateway saying "later" must slow the run down, not fail
its items, so those waits are bounded by their own budget
(``RetryPolicy.max_backpressure``). Every reason it gives passes through the
session's :class:`~goldeneval.config._scrub.Scrubber`: what a remote party sent
back never carries a secret or an unencodable character out of here.

The HTTP client itself is :mod:`goldeneval.job.clients._session` (aiohttp).
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from goldeneval.config import storable
from goldeneval.job.clients._limits import Limiter
from goldeneval.job.clients._session import Reply, Session, TransportFailure, Unsendable

T = TypeVar("T")


class RemoteError(Exception):
    """A remote call failed for good; ``str(error)`` is the reason, safe to store and show."""

    status: int | None = None
    """The HTTP status that ended the call, when a reply did (fail-fast reads it)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a transient failure is retried."""

    max_attempts: int = 4
    """Attempts per call, the first one included."""
    base_delay: float = 0.2
    """Backoff before the second attempt is drawn from [0, base_delay]; doubles per attempt."""
    max_delay: float = 10.0
    """Upper bound of any single wait, Retry-After included."""
    max_backpressure: int = 50
    """Extra attempts allowed after backpressure replies (429, or 503 with Retry-After)."""

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"max_attempts must be at least 1, got {self.max_attempts}")
        if self.base_delay < 0 or self.max_delay < 0:
            raise ValueError("retry delays must not be negative")

    def backoff(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based): full jitter."""
        ceiling = min(self.max_delay, self.base_delay * 2 ** (attempt - 1))
        return random.uniform(0.0, ceiling)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """The wait before the next attempt: the server's Retry-After when given, else backoff."""
        if retry_after is not None:
            # A little jitter so callers told the same date do not return in lockstep.
            return min(self.max_delay, retry_after + random.uniform(0.0, retry_after * 0.1))
        return self.backoff(attempt)


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or HTTP date); None if unusable."""
    if value is None:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            import email.utils  # rare (most gateways send seconds); spared from start-up

            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when is None:
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    if seconds != seconds:  # NaN
        return None
    return max(0.0, seconds)


def _retryable_status(status: int) -> bool:
    # 501 "Not Implemented" is the server saying it will never do this (a wrong
    # path or method on a gateway): asking again cannot help, so it is a refusal.
    return status == 429 or (500 <= status <= 599 and status != 501)


def _without_status(detail: str, status: int) -> str:
    """``Not Found`` from ``404: Not Found``: many servers repeat the status in the body."""
    for prefix in (f"{status}:", f"{status} "):
        if detail.startswith(prefix):
            return detail[len(prefix) :].strip()
    return "" if detail == str(status) else detail


def _snippet(body: bytes, limit: int = 200) -> str:
    text = body[:limit].decode("utf-8", errors="replace").strip()
    try:
        data = json.loads(body) if len(body) <= 4096 else None
    except ValueError:
        data = None
    if isinstance(data, dict):
        err = data.get("error")
        msg = err.get("message") if isinstance(err, dict) else err
        if isinstance(msg, str) and msg:
            text = msg[:limit]
    return " ".join(text.split())


EXCERPT_CHARS = 120
"""How much of a failing reply's body a reason quotes."""


def _excerpt(text: str) -> str:
    """``text`` cut to :data:`EXCERPT_CHARS`, marked with ``…`` when cut."""
    return text if len(text) <= EXCERPT_CHARS else text[: EXCERPT_CHARS - 1].rstrip() + "…"


def _describe(exc: BaseException) -> str:
    # aiohttp's parser errors span lines (the offending bytes and a caret): one line
    # reads better in a report, and a hostile reply must not fill it.
    detail = " ".join(str(exc).split())[:300]
    return f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__


async def call_with_retries(
    http: Session,
    url: str,
    body: Any,
    read: Callable[[Reply], Awaitable[T]],
    *,
    party: str,
    policy: RetryPolicy,
    limiter: Limiter,
    timeout: float,
    headers: Mapping[str, str] | None = None,
    error: Callable[[str], RemoteError] = RemoteError,
    detail: Callable[[bytes], str] | None = None,
    method: str = "POST",
) -> T:
    """POST ``body`` as JSON to ``url`` until an attempt succeeds; return ``read(response)``.

    ``read`` consumes a 2xx response (it may stream it). If it raises a
    :class:`RemoteError` (the reply is unusable: wrong shape, missing
    answer), that is final and not retried. Transport errors while reading
    are retried like any other. Gives up with ``error(reason)``, e.g.
    ``chatbot returned HTTP 503 after 4 attempts``, counting the requests
    really made. Every reason, the ones ``read`` raises included, passes
    through ``http.scrub``, so nothing the party echoed (the judge's key)
    and no unencodable character leaves here; headers are never quoted.

    A ``bytes`` body is sent as it is (``headers`` then name its
    ``Content-Type``, e.g. a form); ``detail`` reads a refusal's body the way
    the party writes it (default: the start of the body, or its
    ``error.message``). ``method="GET"`` reads ``url`` instead (``body`` None):
    a listing retried like any call.
    """
    if method == "GET":
        post = _Post(http, url, b"", dict(headers or {}), detail, method)
    else:
        content = body if isinstance(body, bytes) else _encode(body)
        post = _Post(
            http, url, content, {"Content-Type": "application/json", **(headers or {})}, detail
        )
    attempt = backpressured = sent = 0
    while True:
        attempt += 1
        sent += 1
        try:
            outcome = await post.attempt(read, party, policy, limiter, timeout, error)
        except RemoteError as exc:
            exc.reason = http.scrub(exc.reason)
            exc.args = (exc.reason,)
            raise
        except Unsendable as exc:
            raise error(f"{party}: {exc}") from None
        if not isinstance(outcome, _Failed):
            return outcome
        if outcome.backpressure and backpressured < policy.max_backpressure:
            # "Come back later" is not a failure of this item: it does not use
            # up an attempt, only the separate backpressure budget.
            backpressured += 1
            attempt -= 1
            wait = policy.delay(backpressured, outcome.retry_after)
        elif attempt >= policy.max_attempts:
            break
        else:
            wait = policy.delay(attempt, outcome.retry_after)
        await asyncio.sleep(wait)
    counted = f"{outcome.reason} after {sent} attempt{'s' if sent != 1 else ''}"
    if backpressured:
        counted += (
            f" ({backpressured} of them answered 429/503 'later', "
            f"which max_attempts={policy.max_attempts} does not count)"
        )
    if outcome.said:
        # What the server said (a judge's "CUDA out of memory") is often the whole diagnosis.
        counted += f"; its last reply: {outcome.said}"
    raise error(http.scrub(counted))


@dataclass(frozen=True)
class _Failed:
    """An attempt that may be retried."""

    reason: str
    """Why it failed (``chatbot returned HTTP 503``, a timeout, a reset)."""
    retry_after: float | None = None
    """The server's ``Retry-After``, capped at the policy's longest wait."""
    backpressure: bool = False
    """The server said "later" (429, or 503 with ``Retry-After``)."""
    said: str = ""
    """The start of the reply's body, cut (``CUDA out of memory…``); empty without one."""


@dataclass(frozen=True)
class _Post:
    """One logical call's request, sent once per attempt."""

    http: Session
    """The party's session."""
    url: str
    """Where it is POSTed."""
    content: bytes
    """The JSON body."""
    headers: Mapping[str, str]
    """Its headers (never quoted in a reason)."""
    detail: Callable[[bytes], str] | None = None
    """How the party words a refusal's body (None: its start, or its ``error.message``)."""
    method: str = "POST"
    """``POST`` (``content`` sent) or ``GET``."""

    async def attempt(
        self,
        read: Callable[[Reply], Awaitable[T]],
        party: str,
        policy: RetryPolicy,
        limiter: Limiter,
        timeout: float,
        error: Callable[[str], RemoteError],
    ) -> T | _Failed:
        """One attempt in one limiter slot and its own timeout: ``read``'s value, or why it
        failed retryably; a reply that refuses the call for good raises ``error``."""
        try:
            async with (
                limiter.slot(),
                asyncio.timeout(timeout),
                (
                    self.http.get(self.url, self.headers)
                    if self.method == "GET"
                    else self.http.post(self.url, self.content, self.headers)
                ) as resp,
            ):
                status = resp.status_code
                if 200 <= status <= 299:
                    result = await read(resp)
                    limiter.on_success()
                    return result
                payload = await resp.aread()
                retry_after, backpressure = None, False
                if status in (429, 503):
                    retry_after = parse_retry_after(resp.headers.get("Retry-After"))
                    if retry_after is not None:
                        # A hostile or buggy date must not stall the run (or
                        # the limiter, which pauses every caller) for hours.
                        retry_after = min(retry_after, policy.max_delay)
                    backpressure = status == 429 or retry_after is not None
                    limiter.on_backpressure(retry_after)
                reason = f"{party} returned HTTP {status}"
                if not _retryable_status(status):
                    raise _refusal(self.http, resp, payload, reason, error, self.detail)
                # Scrubbed before it is cut: a secret across the cut must not leave a piece.
                said = (self.detail or _snippet)(payload)
                said = _excerpt(self.http.scrub(_without_status(said, status)))
                return _Failed(reason, retry_after, backpressure, said)
        except (TimeoutError, OSError) as exc:
            return _Failed(_transport_reason(party, exc, timeout))


def _refusal(
    http: Session,
    resp: Reply,
    payload: bytes,
    reason: str,
    error: Callable[[str], RemoteError],
    read_detail: Callable[[bytes], str] | None = None,
) -> RemoteError:
    """The final error for a reply that refuses the call (4xx, 501, a redirect)."""
    status = resp.status_code
    detail = _without_status((read_detail or _snippet)(payload), status)
    if 300 <= status <= 399:
        # Redirects are not followed: a POST must not silently
        # change target, and the fix belongs in the config.
        where = resp.headers.get("Location", "")[:200] or "nowhere"
        detail = (
            f"redirected to {where}; a POST is not sent on to another URL: configure the final URL"
        )
    failure = error(http.scrub(f"{reason}: {detail}" if detail else reason))
    failure.status = status
    return failure


def _encode(body: Any) -> bytes:
    """``body`` as UTF-8 JSON; text with lone surrogates is repaired (U+FFFD), never a crash."""
    text = json.dumps(body, ensure_ascii=False)
    try:
        return text.encode()
    except UnicodeEncodeError:
        return storable(text).encode()


def _transport_reason(party: str, exc: BaseException, timeout: float) -> str:
    if isinstance(exc, TimeoutError):
        return f"{party} did not answer within {timeout:g}s"
    root = exc.__cause__ if isinstance(exc, TransportFailure) and exc.__cause__ else exc
    return f"{party} connection failed ({_describe(root)})"
