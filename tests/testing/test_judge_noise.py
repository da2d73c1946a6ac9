"""The judge stand-in's noise and refusal modes, over real loopback HTTP."""

from __future__ import annotations

import json
from typing import Any

import aiohttp

from goldeneval.testing import JudgeStandIn


def request(user: str, **extra: Any) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": "user", "content": user}], **extra}


async def verdicts(
    session: aiohttp.ClientSession, judge: JudgeStandIn, users: list[str]
) -> list[bool]:
    out = []
    for user in users:
        r = await session.post(judge.url + "/chat/completions", json=request(user))
        data = await r.json()
        out.append(bool(json.loads(data["choices"][0]["message"]["content"])["pass"]))
    return out


async def test_flips_are_reproducible_restricted_and_near_the_rate(
    session: aiohttp.ClientSession,
) -> None:
    users = [f"noisy {n % 10}" for n in range(400)] + ["steady"] * 50
    async with JudgeStandIn(flip_rate=0.2, flip_for=["noisy"], seed=3) as a:
        first = await verdicts(session, a, users)
    async with JudgeStandIn(flip_rate=0.2, flip_for=["noisy"], seed=3) as b:
        again = await verdicts(session, b, users)
    async with JudgeStandIn(flip_rate=0.2, flip_for=["noisy"], seed=4) as c:
        other = await verdicts(session, c, users)
    assert first == again  # same seed, same series
    assert first != other
    flipped = first[:400].count(False)
    assert 50 <= flipped <= 110  # 20 % of 400, loosely
    assert a.flips == flipped
    assert all(first[400:])  # "steady" is not in flip_for


async def test_a_flipped_verdict_mirrors_correctness(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(flip_rate=1.0) as judge:
        r = await session.post(judge.url + "/chat/completions", json=request("x"))
        data = await r.json()
    verdict = json.loads(data["choices"][0]["message"]["content"])
    assert verdict["pass"] is False and abs(verdict["correctness"] - 0.1) < 1e-9


async def test_reject_and_refuse_modes(session: aiohttp.ClientSession) -> None:
    async with JudgeStandIn(reject_status=404, reject_message="model 'q' does not exist") as j:
        r = await session.post(j.url + "/chat/completions", json=request("x"))
        assert r.status == 404
        assert (await r.json())["error"]["message"] == "model 'q' does not exist"
    async with JudgeStandIn(refuse_response_format=True) as j:
        url = j.url + "/chat/completions"
        r = await session.post(url, json=request("x", response_format={"type": "json_object"}))
        assert r.status == 400
        assert "response_format" in (await r.json())["error"]["message"]
        r = await session.post(url, json=request("x"))
        assert r.status == 200
        assert j.response_formats == [{"type": "json_object"}, None]
