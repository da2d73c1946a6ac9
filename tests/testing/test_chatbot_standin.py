"""The chatbot stand-in over real loopback HTTP."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from goldeneval.testing import DEFAULT_ANSWER, ChatbotStandIn


async def post(
    session: aiohttp.ClientSession, bot: ChatbotStandIn, body: object
) -> aiohttp.ClientResponse:
    return await session.post(bot.url + "/api/orchestrate", json=body)


async def test_json_answers_from_mapping_and_default(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn({"apa itu apostille?": "Legalisasi dokumen."}) as bot:
        r = await post(session, bot, {"message": "apa itu apostille?"})
        assert r.status == 200
        assert await r.json() == {"answer": "Legalisasi dokumen."}
        r = await post(session, bot, {"message": "unknown"})
        assert await r.json() == {"answer": DEFAULT_ANSWER}
        assert bot.requests == 2
        assert bot.requests_per_question == {"apa itu apostille?": 1, "unknown": 1}
        assert bot.last_body == {"message": "unknown"}


async def test_nested_answer_path_and_question_field(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn({"q": "a"}, answer_path="data.text", question_field="input.q") as bot:
        r = await post(session, bot, {"input": {"q": "q"}})
        assert await r.json() == {"data": {"text": "a"}}
        r = await post(session, bot, {"message": "q"})
        assert r.status == 400
        assert "input.q" in (await r.json())["error"]


async def test_sse_json_events_end_with_done(session: aiohttp.ClientSession) -> None:
    answer = "Pendirian PT perorangan melalui AHU Online."
    async with ChatbotStandIn({"q": answer}, sse=True, sse_chunks=4) as bot:
        r = await post(session, bot, {"message": "q"})
        assert r.headers["Content-Type"].startswith("text/event-stream")
        text = (await r.read()).decode()
    events = [e for e in text.split("\n\n") if e]
    assert events[-1] == "data: [DONE]"
    chunks = [json.loads(e.removeprefix("data: "))["answer"] for e in events[:-1]]
    assert len(chunks) == 4
    assert "".join(chunks) == answer


async def test_sse_plain_text_splits_multiline_chunks(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn(
        {"q": "baris satu\nbaris dua"}, sse=True, sse_json=False, sse_chunks=1
    ) as bot:
        r = await post(session, bot, {"message": "q"})
        text = (await r.read()).decode()
    assert text == "data: baris satu\ndata: baris dua\n\ndata: [DONE]\n\n"


async def test_status_for_and_fail_first(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn(
        status_for={"bad": 502}, fail_first=2, fail_status=429, retry_after="1"
    ) as bot:
        r1 = await post(session, bot, {"message": "x"})
        r2 = await post(session, bot, {"message": "x"})
        r3 = await post(session, bot, {"message": "x"})
        r4 = await post(session, bot, {"message": "bad"})
        assert [r1.status, r2.status, r3.status, r4.status] == [429, 429, 200, 502]
        assert r1.headers["Retry-After"] == "1"
        assert bot.requests == 4


async def test_drop_connection_closes_socket(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn(drop_connection_for={"drop"}) as bot:
        with pytest.raises(aiohttp.ClientError):
            await post(session, bot, {"message": "drop"})
        assert bot.requests_per_question["drop"] == 1
        # The server keeps serving other requests.
        r = await post(session, bot, {"message": "ok"})
        assert r.status == 200


async def test_records_max_in_flight(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn(latency_ms=50) as bot:

        async def one() -> int:
            r = await post(session, bot, {"message": "q"})
            return r.status

        statuses = await asyncio.gather(*(one() for _ in range(5)))
        assert statuses == [200] * 5
        assert bot.max_in_flight == 5
        assert bot.in_flight == 0


async def test_port_before_start_is_an_error() -> None:
    bot = ChatbotStandIn()
    with pytest.raises(RuntimeError, match="not running"):
        _ = bot.url


async def test_seeded_flips_give_wrong_answers_at_the_rate_and_repeat_with_the_seed(
    session: aiohttp.ClientSession,
) -> None:
    async def draw(seed: int) -> list[str]:
        async with ChatbotStandIn({"q": "benar", "r": "benar juga"}) as bot:
            bot.flip_rate_for = {"q": 0.3}
            bot.wrong_answers = {"q": "keliru"}
            bot.seed = seed
            got = []
            for _ in range(200):
                got.append((await (await post(session, bot, {"message": "q"})).json())["answer"])
            # A question without a rate of its own follows flip_rate (0: never flips).
            assert (await (await post(session, bot, {"message": "r"})).json()) == {
                "answer": "benar juga"
            }
            assert bot.flipped == got.count("keliru")
            return got

    first = await draw(1)
    assert set(first) == {"benar", "keliru"}
    assert 30 <= first.count("keliru") <= 90  # 60 expected; the bounds are > 5 sigma wide
    assert await draw(1) == first  # the same seed flips the same requests
    assert await draw(2) != first


async def test_every_answer_flips_at_rate_1_to_the_default(session: aiohttp.ClientSession) -> None:
    async with ChatbotStandIn({"q": "benar"}) as bot:
        bot.flip_rate = 1.0
        for _ in range(3):
            assert await (await post(session, bot, {"message": "q"})).json() == {
                "answer": DEFAULT_ANSWER
            }
        assert [bot.flip_drawn("q", n) for n in range(3)] == [True] * 3
