"""Fixtures for the HTTP client tests: a real aiohttp session and a fast retry policy."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import Session, make_client


@pytest.fixture
async def http() -> AsyncIterator[Session]:
    """The evaluator's session, as a run opens it."""
    async with make_client(timeout=5.0, max_connections=32) as client:
        yield client


@pytest.fixture
def fast_policy() -> RetryPolicy:
    """Three attempts with millisecond backoff, so retry tests stay fast."""
    return RetryPolicy(max_attempts=3, base_delay=0.005, max_delay=1.0)
