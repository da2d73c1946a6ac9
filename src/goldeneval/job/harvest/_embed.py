"""Question vectors from an OpenAI-compatible embeddings endpoint (docs/design.md §14).

With ``goldeneval.harvest.embeddings: {url, model}`` the harvest's grouping
is decided by vectors: ``POST {url}/embeddings`` with ``{"model", "input":
[...]}``, the texts in batches of :data:`BATCH`, each answer's
``data[i].embedding`` put back in input order by its ``index``. Requests go
through the same retry loop as the judge's (backoff, ``Retry-After``,
backpressure); an endpoint that keeps failing, refuses, or answers something
that is not one vector per text ends the harvest as an
``InfrastructureError`` naming the endpoint (exit 3). There is no silent
fall-back to the lexical grouping: a configured endpoint that is down would
otherwise change what the coverage figure means from one week to the next.

Only de-identified text leaves: every text passes :func:`deidentify` again
at this boundary, whatever the caller did. The key, like the judge's, comes
from the environment variable ``api_key_env`` names and never shows in a
message.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from goldeneval.config import Config, EmbeddingsConfig, Scrubber, config_secrets
from goldeneval.job._files import load_trust
from goldeneval.job.clients import FixedLimiter, RetryPolicy, make_client
from goldeneval.job.clients._retries import RemoteError, call_with_retries
from goldeneval.job.clients._session import Reply
from goldeneval.model import InfrastructureError
from goldeneval.traffic import deidentify

BATCH = 64
"""Texts per request: small enough for any gateway's request limit, few round trips."""
IN_FLIGHT = 4
"""Batches requested at once (an on-prem gateway shares its GPU with the judge)."""
REPLY_LIMIT = 64 * 1024 * 1024
"""Bytes of one reply read at most (64 vectors of 4096 floats as JSON is about 6 MB)."""


@dataclass(frozen=True)
class EmbeddingSettings:
    """Where and how question vectors are asked for: the configured endpoint, and how a
    harvest talks to it (as the judge is talked to)."""

    endpoint: EmbeddingsConfig
    """The endpoint as configured: URL, model, key, timeout per request."""
    policy: RetryPolicy = field(default_factory=RetryPolicy)
    """How transient failures are retried (``max_attempts`` as for the judge)."""
    ca_file: str | None = None
    """Extra CA certificates trusted for an https endpoint."""
    secrets: tuple[str, ...] = ()
    """The run's secrets, scrubbed from anything the endpoint sends back."""
    batch: int = BATCH
    """Texts per request."""

    @property
    def post_url(self) -> str:
        """Where texts are POSTed."""
        return self.endpoint.url.rstrip("/") + "/embeddings"


def embedding_settings(cfg: Config) -> EmbeddingSettings | None:
    """The configured endpoint's settings; None when the harvest groups by words alone."""
    if cfg.embeddings is None:
        return None
    return EmbeddingSettings(
        cfg.embeddings,
        policy=RetryPolicy(max_attempts=cfg.max_attempts),
        ca_file=cfg.ca_file,
        secrets=config_secrets(cfg),
    )


class EmbeddingError(RemoteError):
    """The endpoint's reply cannot be used (not one vector per text); final, never retried."""


async def embed(settings: EmbeddingSettings, texts: Sequence[str]) -> list[tuple[float, ...]]:
    """One vector per text, in the order given (InfrastructureError naming the endpoint if not)."""
    if not texts:
        return []
    sent = [deidentify(t) for t in texts]
    batches = [sent[i : i + settings.batch] for i in range(0, len(sent), settings.batch)]
    headers = {"Accept": "application/json"}
    key = settings.endpoint.api_key.reveal() if settings.endpoint.api_key is not None else ""
    if key:
        headers["Authorization"] = f"Bearer {key}"
    scrub = Scrubber((*settings.secrets, *((key,) if key else ())))
    limiter = FixedLimiter(IN_FLIGHT)
    tls = load_trust(settings.ca_file)
    async with make_client(
        settings.endpoint.timeout_seconds, IN_FLIGHT, tls=tls, scrub=scrub
    ) as http:

        async def one(batch: list[str]) -> list[tuple[float, ...]]:
            async def read(reply: Reply) -> list[tuple[float, ...]]:
                return vectors(await reply.aread(), len(batch))

            return await call_with_retries(
                http,
                settings.post_url,
                {"model": settings.endpoint.model, "input": batch},
                read,
                party="embeddings endpoint",
                policy=settings.policy,
                limiter=limiter,
                timeout=settings.endpoint.timeout_seconds,
                headers=headers,
                error=EmbeddingError,
            )

        try:
            # A task group: the first batch that fails for good cancels the others, so a
            # failing endpoint is not asked again, and nothing is left in flight.
            async with asyncio.TaskGroup() as group:
                tasks = [group.create_task(one(b)) for b in batches]
        except ExceptionGroup as failed:
            remote = [e for e in failed.exceptions if isinstance(e, RemoteError)]
            if not remote:
                raise
            raise InfrastructureError(
                f"the embeddings endpoint {settings.post_url} gave no vectors: {remote[0]}; "
                "check goldeneval.harvest.embeddings (url, model, key), or remove it to "
                "group by words"
            ) from None
    found = [v for task in tasks for v in task.result()]
    sizes = sorted({len(v) for v in found})
    if len(sizes) > 1:  # each reply is of one length; a model changed between two of them
        raise InfrastructureError(
            f"the embeddings endpoint {settings.post_url} gave vectors of {sizes} numbers in "
            "one harvest (did its model change?); rerun once it serves one model"
        )
    return found


def vectors(body: bytes, expected: int) -> list[tuple[float, ...]]:
    """The vectors of one reply, by ``index``; EmbeddingError unless there is one per text,
    each a non-empty list of finite numbers, all of one length."""
    try:
        data = json.loads(body[:REPLY_LIMIT]).get("data")
    except (ValueError, AttributeError, RecursionError):
        raise EmbeddingError("the reply is not a JSON object with 'data'") from None
    if not isinstance(data, list) or len(data) != expected:
        got = len(data) if isinstance(data, list) else "no"
        raise EmbeddingError(f"the reply holds {got} vectors for {expected} texts")
    found: dict[int, tuple[float, ...]] = {}
    for position, entry in enumerate(data):
        index, vector = _entry(entry, position)
        if index in found or not 0 <= index < expected:
            raise EmbeddingError(
                f"the reply's data[{position}] has index {index}, repeated or out of range"
            )
        found[index] = vector
    sizes = {len(v) for v in found.values()}
    if len(sizes) != 1:
        raise EmbeddingError(f"the reply's vectors differ in length ({sorted(sizes)})")
    return [found[i] for i in range(expected)]


def _entry(entry: Any, position: int) -> tuple[int, tuple[float, ...]]:
    """(index, vector) of one ``data`` entry (its position when it has no index)."""
    if not isinstance(entry, dict):
        raise EmbeddingError(f"the reply's data[{position}] is not an object")
    index = entry.get("index", position)
    vector = entry.get("embedding")
    if isinstance(index, bool) or not isinstance(index, int):
        raise EmbeddingError(f"the reply's data[{position}].index is not a whole number")
    numbers = _finite(vector)
    if numbers is None:
        raise EmbeddingError(
            f"the reply's data[{position}].embedding is not a list of numbers "
            "(a base64 encoding_format is not read: the endpoint must send floats)"
        )
    return index, numbers


def _finite(vector: Any) -> tuple[float, ...] | None:
    """A non-empty list of finite numbers as floats; None for anything else (a JSON integer
    too large for a float included)."""
    if not isinstance(vector, list) or not vector:
        return None
    if not all(isinstance(x, int | float) and not isinstance(x, bool) for x in vector):
        return None
    try:
        numbers = tuple(float(x) for x in vector)
    except OverflowError:
        return None
    return numbers if all(math.isfinite(x) for x in numbers) else None
