"""Limiters under real asyncio concurrency (no servers needed: they guard any awaitable)."""

from __future__ import annotations

import asyncio
import time

import pytest

from goldeneval.job.clients._limits import AdaptiveLimiter, FixedLimiter, Limiter


async def hold(limiter: Limiter, seconds: float, peak: list[int]) -> None:
    async with limiter.slot():
        peak.append(limiter.in_flight)
        await asyncio.sleep(seconds)


async def test_fixed_never_exceeds_its_limit() -> None:
    limiter = FixedLimiter(3)
    peak: list[int] = []
    await asyncio.gather(*(hold(limiter, 0.005, peak) for _ in range(30)))
    assert max(peak) == 3
    assert limiter.max_in_flight == 3
    assert limiter.in_flight == 0
    assert isinstance(limiter, Limiter)


async def test_fixed_backpressure_delays_new_slots_only() -> None:
    limiter = FixedLimiter(4)
    limiter.on_backpressure(0.15)
    limiter.on_backpressure(None)  # no date given: no extra pause
    assert limiter.limit == 4  # a fixed limit is never cut
    t0 = time.monotonic()
    async with limiter.slot():
        waited = time.monotonic() - t0
    assert 0.14 <= waited < 1.0


async def test_waiters_are_served_in_order() -> None:
    limiter = FixedLimiter(1)
    order: list[int] = []

    async def take(n: int) -> None:
        async with limiter.slot():
            order.append(n)
            await asyncio.sleep(0.001)

    await asyncio.gather(*(take(n) for n in range(8)))
    assert order == list(range(8))


async def test_cancelled_waiter_does_not_leak_a_slot() -> None:
    limiter = FixedLimiter(1)
    release = asyncio.Event()

    async def holder() -> None:
        async with limiter.slot():
            await release.wait()

    h = asyncio.create_task(holder())
    await asyncio.sleep(0)
    waiter = asyncio.create_task(hold(limiter, 0, []))
    await asyncio.sleep(0.01)
    waiter.cancel()
    release.set()
    await h
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert limiter.in_flight == 0
    async with asyncio.timeout(1):
        async with limiter.slot():
            assert limiter.in_flight == 1


async def test_adaptive_cuts_once_per_overload_without_pausing_everyone() -> None:
    limiter = AdaptiveLimiter(16)

    async def attempt_rejected() -> None:
        async with limiter.slot():
            await asyncio.sleep(0.005)
            limiter.on_backpressure(0.1)

    # Sixteen attempts admitted together all hit the same overload: one cut.
    await asyncio.gather(*(attempt_rejected() for _ in range(16)))
    assert limiter.limit == 8
    assert limiter.cuts == 1
    # The cut is the adaptive limiter's answer to overload; Retry-After is honoured
    # by the rejected call's own wait (call_with_retries), so other calls go on at
    # the reduced limit instead of the whole gateway idling for the pause.
    # Not paused: a free slot is admissible now (a stopwatch here would time the machine).
    assert limiter._admissible()
    async with limiter.slot():
        # An attempt admitted after the cut that is rejected again cuts again.
        limiter.on_backpressure(None)
    assert limiter.limit == 4
    assert limiter.cuts == 2


async def test_adaptive_never_below_minimum() -> None:
    limiter = AdaptiveLimiter(4, minimum=2)
    for _ in range(5):
        limiter.on_backpressure(None)  # outside any slot: each counts
    assert limiter.limit == 2


async def test_adaptive_shrink_blocks_new_slots_until_under_the_limit() -> None:
    limiter = AdaptiveLimiter(4)
    release = asyncio.Event()
    admitted_at: list[int] = []

    async def long_call() -> None:
        async with limiter.slot():
            await release.wait()

    holders = [asyncio.create_task(long_call()) for _ in range(4)]
    await asyncio.sleep(0.01)
    limiter.on_backpressure(None)
    assert limiter.limit == 2

    async def newcomer() -> None:
        async with limiter.slot():
            admitted_at.append(limiter.in_flight)

    new = asyncio.create_task(newcomer())
    await asyncio.sleep(0.01)
    assert admitted_at == []  # 4 in flight, limit 2: must wait
    release.set()
    await asyncio.gather(*holders, new)
    assert len(admitted_at) == 1
    assert admitted_at[0] <= 2


async def test_adaptive_grows_back_additively_to_maximum() -> None:
    limiter = AdaptiveLimiter(8, maximum=10)
    limiter.on_backpressure(None)
    assert limiter.limit == 4
    for _ in range(3):
        limiter.on_success()
    assert limiter.limit == 4  # +1 only after `limit` successes
    limiter.on_success()
    assert limiter.limit == 5
    for _ in range(200):
        limiter.on_success()
    assert limiter.limit == 10  # never beyond maximum


async def test_adaptive_recovers_fast_to_a_validated_level() -> None:
    limiter = AdaptiveLimiter(4, maximum=20, probe_factor=4)
    for _ in range(4):
        limiter.on_success()
    assert limiter.limit == 5  # 4 was a full round without backpressure: validated
    limiter.on_backpressure(None)
    assert limiter.limit == 2
    limiter.on_success()
    limiter.on_success()
    assert limiter.limit == 4  # back to the validated level one step per success
    for _ in range(15):
        limiter.on_success()
    assert limiter.limit == 4  # above it: probes slowly (4 * 4 successes)
    limiter.on_success()
    assert limiter.limit == 5


def test_invalid_limits_are_rejected() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        FixedLimiter(0)
    with pytest.raises(ValueError, match="minimum <= start <= maximum"):
        AdaptiveLimiter(4, minimum=5)
    with pytest.raises(ValueError, match="decrease"):
        AdaptiveLimiter(4, decrease=1.0)
