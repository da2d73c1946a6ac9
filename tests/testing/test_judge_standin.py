"""The judge stand-in over real loopback HTTP."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp

from goldeneval.testing import DEFAULT_VERDICT, JudgeStandIn
from goldeneval.testing._judge import Verdict


def request(user: str, **extra: Any) -> dict[str, Any]:
    return {
        "model": "m",
        "temperature": 0,
        "messages": [{"role": "system", "content": "sys"}, {"role": "user", "content": user}],
        **extra,
    }


async def content(r: aiohttp.ClientResponse) -> str:
    data = await r.json()
    return str(data["choices"][0]["message"]["content"])


async def test_first_matching_verdict_wins_else_default(session: aiohttp.ClientSession) -> None:
    verdicts: list[tuple[str, Verdict]] = [
        ("salah", {"correctness": 0.1, "pass": False, "reason": "wrong"}),
        ("sal", {"correctness": 0.5, "pass": False, "reason": "never reached for 'salah'"}),
        ("rusak", "this is not json"),
    ]
    async with JudgeStandIn(verdicts) as judge:
        url = judge.url + "/chat/completions"
        r = await session.post(url, json=request("jawaban salah"))
        assert '"reason": "wrong"' in await content(r)
        r = await session.post(url, json=request("jawaban rusak"))
        assert await content(r) == "this is not json"
        r = await session.post(url, json=request("jawaban benar"))
        assert '"correctness": 0.9' in await content(r)
        # Both the bare and the /v1 route answer.
        r = await session.post(judge.base_url + "/chat/completions", json=request("x"))
        assert r.status == 200
        assert judge.calls == 4
        assert judge.temperatures == [0, 0, 0, 0]
        assert DEFAULT_VERDICT["pass"] is True


async def test_fenced_wraps_json_in_prose(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(fenced=True) as judge:
        r = await session.post(judge.url + "/chat/completions", json=request("x"))
        text = await content(r)
    assert "```json\n{" in text
    assert not text.startswith("{")


async def test_records_headers(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn() as judge:
        url = judge.url + "/chat/completions"
        await session.post(url, json=request("x"), headers={"Idempotency-Key": "r:1"})
        await session.post(
            url, json=request("x"), headers={"Idempotency-Key": "r:2", "Authorization": "Bearer k"}
        )
        assert judge.idempotency_keys == ["r:1", "r:2"]
        assert judge.with_authorization == 1
        assert judge.without_authorization == 1
        assert judge.authorizations["Bearer k"] == 1


async def test_capacity_answers_429_with_retry_after(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(capacity=2, latency_ms=100, retry_after_seconds=0.25) as judge:
        url = judge.url + "/chat/completions"

        async def one() -> tuple[int, str | None]:
            r = await session.post(url, json=request("x"))
            await r.read()
            return r.status, r.headers.get("Retry-After")

        results = await asyncio.gather(*(one() for _ in range(5)))
    statuses = sorted(s for s, _ in results)
    assert statuses == [200, 200, 429, 429, 429]
    assert {ra for s, ra in results if s == 429} == {"0.25"}
    assert judge.admitted == 2
    assert judge.rejected_429 == 3
    assert judge.max_in_flight == 2


async def test_fail_first_and_bad_body(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(fail_first=1) as judge:
        url = judge.url + "/chat/completions"
        r1 = await session.post(url, json=request("x"))
        r2 = await session.post(url, json=request("x"))
        r3 = await session.post(url, json={"messages": [{"role": "system", "content": "s"}]})
        assert [r1.status, r2.status, r3.status] == [503, 200, 400]
