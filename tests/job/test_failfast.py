"""RefusalWatch: the warm-up bound, the trip, and the release at the first success."""

from __future__ import annotations

import asyncio

from goldeneval.job.clients._failfast import PartyRefused, RefusalWatch, describe_rejection
from goldeneval.job.clients._retries import RemoteError


def rejection(status: int, text: str) -> RemoteError:
    error = RemoteError(f"judge returned HTTP {status}: {text}")
    error.status = status
    return error


async def test_three_rejections_without_a_success_trip_and_stop_queued_calls() -> None:
    watch = RefusalWatch("judge")
    entered = 0
    refused = 0

    async def call() -> None:
        nonlocal entered, refused
        try:
            async with watch.call():
                entered += 1
                await asyncio.sleep(0.01)
                watch.record(rejection(404, "model 'x' does not exist"))
        except PartyRefused:
            refused += 1

    await asyncio.gather(*(call() for _ in range(40)))
    assert watch.cause == "judge rejects every request: HTTP 404 model 'x' does not exist"
    assert entered <= 5 and refused == 40 - entered


async def test_the_first_success_releases_every_queued_call_at_once() -> None:
    watch = RefusalWatch("chatbot")
    in_flight = peak = 0

    async def call(n: int) -> None:
        nonlocal in_flight, peak
        async with watch.call():
            in_flight += 1
            peak = max(peak, in_flight)
            await asyncio.sleep(0.05 if n else 0.01)
            watch.record(None)
            in_flight -= 1

    await asyncio.gather(*(call(n) for n in range(30)))
    assert watch.succeeded and watch.cause is None
    assert peak > 20  # not held at three once the party has answered


async def test_outages_and_late_rejections_never_trip() -> None:
    watch = RefusalWatch("judge")
    for _ in range(5):
        watch.record(RemoteError("judge did not answer within 60s"))  # no status: an outage
    watch.record(rejection(503, "overloaded"))
    assert watch.cause is None
    watch.record(None)
    for _ in range(5):
        watch.record(rejection(400, "context length exceeded"))  # item-specific, after a success
    assert watch.cause is None


def test_describe_rejection_keeps_status_and_message() -> None:
    error = rejection(401, "invalid api key")
    assert describe_rejection(error, 401) == "HTTP 401 invalid api key"
    assert describe_rejection(RemoteError("judge returned HTTP 403"), 403) == "HTTP 403"
