"""Statuses that are refusals: 501 is not retried, a 404's reason names the status once."""

from __future__ import annotations

import pytest

from goldeneval.job.clients._failfast import describe_rejection
from goldeneval.job.clients._retries import RemoteError, RetryPolicy
from goldeneval.job.clients._session import Session
from goldeneval.testing import ChatbotStandIn

from .test_http import status_of


async def test_501_is_a_refusal_not_retried(http: Session) -> None:
    async with ChatbotStandIn(fail_first=5, fail_status=501) as bot:
        with pytest.raises(RemoteError) as err:
            await status_of(http, bot.url + "/api/orchestrate", RetryPolicy(max_attempts=4))
    assert bot.requests == 1
    assert err.value.status == 501
    assert str(err.value).startswith("chatbot returned HTTP 501")


async def test_502_is_still_retried(http: Session) -> None:
    async with ChatbotStandIn(fail_first=5, fail_status=502) as bot:
        with pytest.raises(RemoteError):
            await status_of(
                http, bot.url + "/api/orchestrate", RetryPolicy(max_attempts=3, base_delay=0.001)
            )
    assert bot.requests == 3


async def test_a_404_names_its_status_once(http: Session) -> None:
    async with ChatbotStandIn() as bot:
        with pytest.raises(RemoteError) as err:
            await status_of(http, bot.url + "/no/such/path", RetryPolicy(max_attempts=2))
    assert str(err.value) == "chatbot returned HTTP 404: Not Found"
    assert describe_rejection(err.value, 404) == "HTTP 404 Not Found"
