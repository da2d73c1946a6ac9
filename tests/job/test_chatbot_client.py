"""ChatbotClient against the real chatbot stand-in over loopback."""

from __future__ import annotations

import asyncio
import itertools
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config._records import ChatbotConfig
from goldeneval.config._scrub import Scrubber, storable
from goldeneval.job.clients._chatbot import Answer, ChatbotClient, ChatbotError, render_request
from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import Session, make_client
from goldeneval.testing import ChatbotStandIn, serve_in_thread

from .scripted import RESET, ScriptedServer, replies

ANSWER = "Pendirian PT perorangan hanya untuk WNI, melalui AHU Online."


def client(http: Session, bot: ChatbotStandIn, policy: RetryPolicy, **cfg: object) -> ChatbotClient:
    return ChatbotClient(http, ChatbotConfig(url=bot.url, **cfg), FixedLimiter(4), policy)  # type: ignore[arg-type]


async def test_json_answer(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn({"q": ANSWER}) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert isinstance(answer, Answer)
    assert answer.text == ANSWER
    assert 0 <= answer.ttfb_ms <= answer.latency_ms


async def test_sse_json_events(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn({"q": ANSWER}, sse=True, sse_chunks=5) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == ANSWER


async def test_sse_plain_events_keep_newlines(http: Session, fast_policy: RetryPolicy) -> None:
    text = "Langkah:\n1. Daftar\n2. Bayar PNBP"
    async with ChatbotStandIn({"q": text}, sse=True, sse_json=False, sse_chunks=2) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == text


async def test_sse_with_nested_path(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn({"q": ANSWER}, sse=True, answer_path="delta.content") as bot:
        answer = await client(http, bot, fast_policy, answer_path="delta.content").ask("q")
    assert answer.text == ANSWER


async def test_custom_template_and_nested_path(http: Session, fast_policy: RetryPolicy) -> None:
    question = 'Bagaimana "apostille"\\ dokumen?\nBaris dua'
    template = {"input": {"text": "{question}"}, "meta": {"lang": "id", "echo": ["Q: {question}"]}}
    async with ChatbotStandIn(
        {question: ANSWER}, answer_path="data.text", question_field="input.text"
    ) as bot:
        answer = await client(
            http, bot, fast_policy, request=template, answer_path="data.text"
        ).ask(question)
        assert bot.last_body == {
            "input": {"text": question},
            "meta": {"lang": "id", "echo": [f"Q: {question}"]},
        }
    assert answer.text == ANSWER


def test_render_request_leaves_non_strings() -> None:
    assert render_request({"a": 1, "b": None, "c": ["{question}", True]}, "x") == {
        "a": 1,
        "b": None,
        "c": ["x", True],
    }


async def test_missing_answer_path_names_path_and_keys(
    http: Session, fast_policy: RetryPolicy
) -> None:
    async with ChatbotStandIn({"q": ANSWER}) as bot:
        with pytest.raises(ChatbotError) as err:
            await client(http, bot, fast_policy, answer_path="data.text").ask("q")
        assert bot.requests == 1  # a reply of the wrong shape is not retried
    msg = str(err.value)
    assert "'data.text'" in msg
    assert "'answer'" in msg


async def test_missing_path_in_every_sse_event(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn({"q": ANSWER}, sse=True) as bot:
        with pytest.raises(ChatbotError, match="not found in any event"):
            await client(http, bot, fast_policy, answer_path="text").ask("q")


async def test_non_2xx_errors_after_retries(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn(status_for={"q": 503}) as bot:
        with pytest.raises(ChatbotError) as err:
            await client(http, bot, fast_policy).ask("q")
        assert bot.requests == 3
    assert str(err.value) == (
        "chatbot returned HTTP 503 after 3 attempts; its last reply: stand-in: status 503"
    )


async def test_4xx_is_not_retried(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn(status_for={"q": 404}) as bot:
        with pytest.raises(ChatbotError, match="chatbot returned HTTP 404"):
            await client(http, bot, fast_policy).ask("q")
        assert bot.requests == 1


async def test_fail_first_then_success(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn({"q": ANSWER}, fail_first=2, fail_status=502) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
        assert bot.requests == 3
    assert answer.text == ANSWER


async def test_retry_after_is_honoured(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn(
        {"q": ANSWER}, fail_first=1, fail_status=429, retry_after="0.3"
    ) as bot:
        t0 = time.perf_counter()
        answer = await client(http, bot, fast_policy).ask("q")
        elapsed = time.perf_counter() - t0
    assert answer.text == ANSWER
    # Backoff alone would be a few milliseconds; the server asked for 0.3 s.
    assert 0.3 <= elapsed < 2.0
    assert answer.latency_ms >= 300


async def test_retry_after_capped_at_max_delay(http: Session) -> None:
    policy = RetryPolicy(max_attempts=2, base_delay=0.001, max_delay=0.05)
    async with ChatbotStandIn(
        {"q": ANSWER}, fail_first=1, fail_status=503, retry_after="3600"
    ) as bot:
        t0 = time.perf_counter()
        await client(http, bot, policy).ask("q")
        assert time.perf_counter() - t0 < 1.0


async def test_connection_drop(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn(drop_connection_for={"q"}) as bot:
        with pytest.raises(ChatbotError) as err:
            await client(http, bot, fast_policy).ask("q")
        assert bot.requests_per_question["q"] == 3
    assert "chatbot connection failed" in str(err.value)
    assert str(err.value).endswith("after 3 attempts")


async def test_unreachable_chatbot(http: Session, fast_policy: RetryPolicy) -> None:
    async with ChatbotStandIn() as bot:
        url = bot.url
    cfg = ChatbotConfig(url=url)
    with pytest.raises(ChatbotError, match=r"connection failed .* after 3 attempts"):
        await ChatbotClient(http, cfg, FixedLimiter(1), fast_policy).ask("q")


async def test_timeout(http: Session) -> None:
    policy = RetryPolicy(max_attempts=2, base_delay=0.001)
    async with ChatbotStandIn({"q": ANSWER}) as bot:
        # The stand-in never answers (held): only the client's own timeout can end the call,
        # however slow the machine; a client without one would hit the test's 60 s guard.
        bot.hold = lambda _question: True
        try:
            with pytest.raises(ChatbotError) as err:
                async with asyncio.timeout(60):
                    await client(http, bot, policy, timeout_seconds=0.1).ask("q")
        finally:
            bot.hold = None
    assert str(err.value) == "chatbot did not answer within 0.1s after 2 attempts"


async def test_fixed_limiter_bounds_chatbot_concurrency(
    http: Session, fast_policy: RetryPolicy
) -> None:
    limiter = FixedLimiter(3)
    async with ChatbotStandIn({"q": ANSWER}, latency_ms=20) as bot:
        c = ChatbotClient(http, ChatbotConfig(url=bot.url), limiter, fast_policy)
        answers = await asyncio.gather(*(c.ask("q") for _ in range(12)))
        assert bot.max_in_flight == 3
    assert {a.text for a in answers} == {ANSWER}
    assert limiter.max_in_flight == 3


async def test_non_json_reply(http: Session, fast_policy: RetryPolicy) -> None:
    # The judge stand-in does not serve /api/orchestrate: a 404 with a text body.
    from goldeneval.testing import JudgeStandIn

    async with JudgeStandIn() as judge:
        cfg = ChatbotConfig(url=judge.base_url)
        with pytest.raises(ChatbotError, match="HTTP 404"):
            await ChatbotClient(http, cfg, FixedLimiter(1), fast_policy).ask("q")


async def test_long_events_arrive_whole(http: Session, fast_policy: RetryPolicy) -> None:
    text = "x" * 200_000  # two 100 kB events, each on one line
    async with ChatbotStandIn({"q": text}, sse=True, sse_chunks=2) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == text


async def test_an_emoji_split_into_utf16_halves_across_two_events_is_joined(
    http: Session, fast_policy: RetryPolicy
) -> None:
    # "ok😀" is four code points here: the emoji as its two UTF-16 halves, which the
    # stand-in's JSON carries as \ud83d in one event and \ude00 in the next.
    halves = "ok\ud83d\ude00"
    async with ChatbotStandIn({"q": halves}, sse=True, sse_chunks=2) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == "ok😀"
    answer.text.encode()  # storable and encodable


async def test_a_lone_surrogate_becomes_a_visible_replacement(
    http: Session, fast_policy: RetryPolicy
) -> None:
    async with ChatbotStandIn({"q": "Jam kerja \ud800 Senin"}) as bot:
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == "Jam kerja \ufffd Senin"


async def test_a_secret_the_chatbot_echoes_is_masked_but_the_answer_kept(
    fast_policy: RetryPolicy,
) -> None:
    async with (
        ChatbotStandIn({"q": "token: kunci-rahasia-9 dan token: biasa"}) as bot,
        make_client(5, 2, scrub=Scrubber(["kunci-rahasia-9"])) as http,
    ):
        answer = await client(http, bot, fast_policy).ask("q")
    assert answer.text == "token: *** dan token: biasa"


# Any text, surrogates included; the stand-in's JSON escapes them (\udXXX).
answers = st.text(max_size=40)


@settings(max_examples=60, deadline=None)
@given(answers, st.integers(min_value=1, max_value=8), st.sampled_from(["json", "sse"]))
def test_any_answer_under_any_chunking_is_stored_as_sent(text: str, chunks: int, mode: str) -> None:
    with serve_in_thread(ChatbotStandIn({"q": text}, sse=mode == "sse", sse_chunks=chunks)) as bot:

        async def ask() -> str:
            async with make_client(5, 2) as http:
                cfg = ChatbotConfig(url=bot.url)
                policy = RetryPolicy(max_attempts=1)
                return (await ChatbotClient(http, cfg, FixedLimiter(1), policy).ask("q")).text

        got = asyncio.run(ask())
    assert got == storable(text)
    got.encode()  # never a UnicodeEncodeError downstream


@settings(max_examples=60, deadline=None)
@given(
    st.binary(max_size=200),
    st.sampled_from(["text/event-stream", "application/json"]),
    st.lists(st.integers(min_value=0, max_value=300), max_size=6),
)
def test_any_bytes_in_a_reply_give_storable_text_or_a_chatbot_error(
    body: bytes, ctype: str, cuts: list[int]
) -> None:
    """Whatever bytes come back, however TCP splits them: text that encodes, or a clear error."""
    head = f"HTTP/1.1 200 OK\r\nContent-Type: {ctype}\r\nContent-Length: {len(body)}\r\n\r\n"
    points = sorted({c % (len(body) + 1) for c in cuts} | {0, len(body)})
    pieces: list[bytes | float | str | None] = [head.encode()]
    for a, b in itertools.pairwise(points):
        pieces += [body[a:b], 0.0]

    async def ask() -> str | None:
        async with (
            ScriptedServer(replies(*pieces)) as server,
            make_client(5, 1) as http,
        ):
            cfg = ChatbotConfig(url=f"http://127.0.0.1:{server.port}")
            policy = RetryPolicy(max_attempts=1)
            try:
                return (await ChatbotClient(http, cfg, FixedLimiter(1), policy).ask("q")).text
            except ChatbotError as exc:
                str(exc).encode()  # the reason is storable too
                return None

    text = asyncio.run(ask())
    if text is not None:
        text.encode()


async def test_a_stream_cut_by_a_reset_is_a_failure_not_a_short_answer(
    http: Session, fast_policy: RetryPolicy
) -> None:
    # No length, no chunks: the stream ends when the connection does, so only the
    # way it ended tells a complete answer from a pod that died mid-sentence.
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n"
    event = b'data: {"answer": "Syarat pendirian PT"}\n\n'
    async with ScriptedServer(replies(head + event, 0.05, RESET)) as server:
        cfg = ChatbotConfig(url=f"http://127.0.0.1:{server.port}")
        with pytest.raises(ChatbotError) as err:
            await ChatbotClient(http, cfg, FixedLimiter(1), fast_policy).ask("q")
    assert str(err.value) == (
        "chatbot connection failed (TransportFailure: the connection was lost before the "
        "reply was complete (Connection lost: [Errno 104] Connection reset by peer)) "
        "after 3 attempts"
    )
    assert len(server.exchanges) == 3  # retried like any transport failure
