"""Helpers for the stand-in tests: a raw aiohttp client (the stand-ins are tested
without goldeneval's own clients, so a bug in one cannot hide a bug in the other)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    """A plain aiohttp session for talking to the stand-ins."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as s:
        yield s
