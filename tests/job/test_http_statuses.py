"""Statuses that are refusals: 501 is not retried, a 404's reason names the status once."""

from __future__ import annotations

import pytest
from aiohttp import web

from goldeneval.config import Scrubber
from goldeneval.job.clients._failfast import describe_rejection
from goldeneval.job.clients._retries import RemoteError, RetryPolicy
from goldeneval.job.clients._session import Session, make_client
from goldeneval.testing import ChatbotStandIn, StandIn

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


class OutOfMemoryJudge(StandIn):
    """A judge whose GPU ran out of memory: HTTP 500 with the server's own long message."""

    def __init__(self, body: str) -> None:
        super().__init__()
        self.body = body

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/chat/completions", self._handle)

    async def _handle(self, request: web.Request) -> web.Response:
        return web.Response(status=500, text=self.body)


async def test_a_5xx_reason_quotes_the_reply_scrubbed_and_cut() -> None:
    """Issue 29: "CUDA out of memory" is the diagnosis; it is shown, without the key, cut."""
    body = (
        "CUDA out of memory. Tried to allocate 2.00 GiB (key sk-live-abcdef123456 in use). "
        + "x" * 400
    )
    async with (
        OutOfMemoryJudge(body) as judge,
        make_client(5.0, 4, scrub=Scrubber(["sk-live-abcdef123456"])) as http,
    ):
        with pytest.raises(RemoteError) as err:
            await status_of(
                http, judge.base_url + "/v1/chat/completions", RetryPolicy(max_attempts=1)
            )
    reason = str(err.value)
    assert reason.startswith(
        "chatbot returned HTTP 500 after 1 attempt; its last reply: CUDA out of memory. "
        "Tried to allocate 2.00 GiB (key "
    )
    assert "sk-live-abcdef123456" not in reason
    assert reason.endswith("…") and len(reason) < 200
