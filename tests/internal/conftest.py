"""Fixtures of the internal surface's tests: a real AgentOS on loopback and clients of it."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest

from goldeneval.config import InternalConfig
from goldeneval.job.clients import AgnoClient, FixedLimiter, RetryPolicy, StaticToken
from goldeneval.job.clients._agnoauth import TokenSource
from goldeneval.job.clients._session import Session, make_client
from tests.e2e.conftest import cli  # noqa: F401 (the in-process CLI fixture, shared)
from tests.internal.agentos import AGENT_ID, RunningOS, serve

MakeClient = Callable[..., AgnoClient]


@pytest.fixture(scope="module")
def agentos() -> Iterator[RunningOS]:
    """One AgentOS for a test module (its security key is random; sessions are per test)."""
    with serve(f"os-key-{secrets.token_hex(8)}") as running:
        yield running


@pytest.fixture
async def http() -> AsyncIterator[Session]:
    """The evaluator's pooled session, as a run opens it for the internal surface."""
    async with make_client(timeout=5.0, max_connections=8) as client:
        yield client


@pytest.fixture
def fast_policy() -> RetryPolicy:
    """Two attempts with millisecond backoff, so failure tests stay fast."""
    return RetryPolicy(max_attempts=2, base_delay=0.005, max_delay=0.5)


@pytest.fixture
def client(agentos: RunningOS, http: Session, fast_policy: RetryPolicy) -> MakeClient:
    """``client(**settings)``: an AgnoClient of the module's AgentOS (its key unless told)."""

    def make(*, tokens: TokenSource | None = None, **overrides: Any) -> AgnoClient:
        fields: dict[str, Any] = {"url": agentos.url, "agent": AGENT_ID, "user_id": "staff-ci"}
        fields.update(overrides)
        cfg = InternalConfig(**fields)
        source = tokens if tokens is not None else StaticToken(agentos.key)
        return AgnoClient(http, cfg, FixedLimiter(cfg.concurrency), fast_policy, source)

    return make
