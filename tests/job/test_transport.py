"""The evaluator's HTTP session (aiohttp) against a loopback server that sends scripted bytes.

The stand-ins (aiohttp servers) exercise the common framings through the
client tests; the server here lets a test say exactly what goes over the
wire: split packets, chunk extensions and trailers, interim replies,
compressed bodies, early closes and malformed replies. These pin down the
behaviour the evaluator relies on from its one HTTP stack.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import ssl
import zlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import trustme

from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import RemoteError, RetryPolicy, call_with_retries
from goldeneval.job.clients._session import Reply, Session, TransportFailure
from tests.conftest import server_tls

from .scripted import RESET, Exchange, ScriptedServer, replies

CHUNKED = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"


def ok(body: bytes, *headers: str) -> bytes:
    head = "".join(f"{h}\r\n" for h in headers)
    return f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\n{head}\r\n".encode() + body


async def post(session: Session, url: str, body: bytes = b"{}") -> tuple[int, bytes]:
    async with session.post(url, body, {"Content-Type": "application/json"}) as reply:
        return reply.status_code, await reply.aread()


def retrying(session: Session, url: str, attempts: int = 3):  # type: ignore[no-untyped-def]
    async def read(resp: Reply) -> int:
        await resp.aread()
        return resp.status_code

    return call_with_retries(
        session,
        url,
        {},
        read,
        party="chatbot",
        policy=RetryPolicy(max_attempts=attempts, base_delay=0.001),
        limiter=FixedLimiter(1),
        timeout=5,
    )


async def test_request_is_well_formed_and_the_connection_is_reused() -> None:
    async with (
        ScriptedServer(replies(ok(b'{"answer": "ya"}'))) as server,
        Session(timeout=5, max_connections=4) as session,
    ):
        assert await post(session, server.url, b'{"q": 1}') == (200, b'{"answer": "ya"}')
        assert await post(session, server.url, b'{"q": 2}') == (200, b'{"answer": "ya"}')
    first = server.exchanges[0]
    assert first.head.startswith("POST /api/orchestrate?x=1 HTTP/1.1\r\n")
    assert first.headers["host"] == f"127.0.0.1:{server.port}"
    assert first.headers["content-type"] == "application/json"
    assert first.headers["content-length"] == "8"
    assert "cookie" not in first.headers
    assert [e.body for e in server.exchanges] == [b'{"q": 1}', b'{"q": 2}']
    assert server.connections == 1


async def test_connection_close_and_http10_replies_are_not_reused() -> None:
    for reply in (
        ok(b"a", "Connection: close"),
        b"HTTP/1.0 200 OK\r\nContent-Length: 1\r\n\r\na",
    ):
        async with (
            ScriptedServer(replies(reply)) as server,
            Session(timeout=5, max_connections=4) as session,
        ):
            for _ in range(3):
                assert await post(session, server.url) == (200, b"a")
        assert server.connections == 3, reply


async def test_chunked_body_split_byte_by_byte_with_extensions_and_trailers() -> None:
    wire = (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        b"5;note=x\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n"
    )

    async def dribble(_: Exchange) -> AsyncIterator[bytes | float | str | None]:
        for i in range(len(wire)):
            yield wire[i : i + 1]
            if i % 7 == 0:
                yield 0.001

    async with (
        ScriptedServer(dribble) as server,
        Session(timeout=5, max_connections=4) as session,
    ):
        assert await post(session, server.url) == (200, b"hello, world")
        async with session.post(server.url, b"{}", {}) as reply:
            pieces = [p async for p in reply.aiter_bytes()]
        assert b"".join(pieces) == b"hello, world"
    assert server.connections == 1  # the trailers were consumed, so the connection stayed usable


async def test_body_until_close_interim_replies_and_header_lookup() -> None:
    wire = (
        b"HTTP/1.1 100 Continue\r\n\r\n"
        b"HTTP/1.1 200 OK\r\nX-Part: a\r\nCONTENT-TYPE: text/plain\r\n\r\n"
        b"line one\r\nline two\nlast"
    )
    async with (
        ScriptedServer(replies(wire, None)) as server,
        Session(timeout=5, max_connections=4) as session,
        session.post(server.url, b"{}", {}) as reply,
    ):
        assert reply.status_code == 200
        assert reply.headers.get("Content-Type") == "text/plain"
        assert reply.headers["X-PART"] == "a"
        assert await reply.aread() == b"line one\r\nline two\nlast"


async def test_a_body_until_close_cut_by_a_reset_is_a_failure_not_a_short_answer() -> None:
    head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n"
    async with (
        ScriptedServer(replies(head + b'{"answer": "Syarat pendirian PT', 0.05, RESET)) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        with pytest.raises(TransportFailure, match="lost before the reply was complete"):
            await post(session, server.url)


@pytest.mark.parametrize("coding", ["gzip", "deflate"])
async def test_compressed_bodies_are_decoded(coding: str) -> None:
    text = json.dumps({"answer": "Apostille diajukan secara daring. " * 200}).encode()
    body = gzip.compress(text) if coding == "gzip" else zlib.compress(text)
    async with (
        ScriptedServer(replies(ok(body, f"Content-Encoding: {coding}"))) as server,
        Session(timeout=5, max_connections=4) as session,
    ):
        assert await post(session, server.url) == (200, text)


@pytest.mark.parametrize(
    ("wire", "message"),
    [
        (b"SSH-2.0-OpenSSH_9.6\r\n\r\n", "Bad status line"),
        (b"HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "Invalid header token"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: -3\r\n\r\n", "Content-Length"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: \xb2\r\n\r\n", "Content-Length"),
        (b"HTTP/1.1 \xb200 OK\r\n\r\n", "Invalid status code"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "chunk size"),
        # What the hand-written client used to accept (issue 13): loose chunk sizes,
        # framing by both length and chunks, a NUL inside a header value.
        (CHUNKED + b"+5\r\nhello\r\n0\r\n\r\n", "chunk size"),
        (CHUNKED + b"0x5\r\nhello\r\n0\r\n\r\n", "chunk size"),
        (CHUNKED + b"0_5\r\nhello\r\n0\r\n\r\n", "chunk size"),
        (
            b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"5\r\nhello\r\n0\r\n\r\n",
            "Transfer-Encoding can't be present with Content-Length",
        ),
        (
            b"HTTP/1.1 200 OK\r\nX-Note: a\x00b\r\nContent-Length: 1\r\n\r\na",
            "Invalid HTTP header",
        ),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", "payload is not completed"),
        (b"HTTP/1.1 200 OK\r\nX-Big: " + b"y" * 70_000, "Got more than 8190 bytes"),
    ],
)
async def test_malformed_or_truncated_replies_are_transport_failures(
    wire: bytes, message: str
) -> None:
    async with (
        ScriptedServer(replies(wire, None)) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        with pytest.raises(TransportFailure, match=message):
            await post(session, server.url)
        # The slot and the broken connection were given back: the next call starts afresh.
        with pytest.raises(TransportFailure, match=message):
            await post(session, server.url)
        assert server.connections == 2
        # Through the retry loop it is a connection failure of the party, retried,
        # and the reason is one line.
        with pytest.raises(
            RemoteError, match=r"chatbot connection failed .* after 2 attempts"
        ) as err:
            await retrying(session, server.url, attempts=2)
        assert "\n" not in str(err.value)
    assert server.connections == 4


async def test_an_idle_connection_the_server_closed_is_not_reused() -> None:
    async with (
        ScriptedServer(replies(ok(b"a"), 0.0, None)) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        for _ in range(3):
            assert await post(session, server.url) == (200, b"a")
            await asyncio.sleep(0.05)  # the server's close reaches us while the connection idles
    assert server.connections == 3


async def test_never_more_connections_than_allowed() -> None:
    async with (
        ScriptedServer(replies(0.02, ok(b"a"))) as server,
        Session(timeout=5, max_connections=3) as session,
    ):
        results = await asyncio.gather(*(post(session, server.url) for _ in range(12)))
    assert results == [(200, b"a")] * 12
    assert server.max_open == 3


async def test_a_cancelled_exchange_frees_its_slot_and_drops_its_connection() -> None:
    async with (
        ScriptedServer(replies(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n", 1.0, b"a")) as slow,
        Session(timeout=5, max_connections=1) as session,
    ):
        with pytest.raises(TimeoutError):
            async with asyncio.timeout(0.1):
                await post(session, slow.url)
        async with asyncio.timeout(5):  # the single slot is free again
            assert await post(session, slow.url) == (200, b"a")
    assert slow.connections == 2  # the half-read connection was not reused


async def test_large_streamed_body_arrives_whole() -> None:
    body = bytes(range(256)) * (6 * 4096)  # 6 MiB: reading pauses and resumes on the way
    async with (
        ScriptedServer(replies(ok(body))) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        async with session.post(server.url, b"{}", {}) as reply:
            received = bytearray()
            async for piece in reply.aiter_bytes():
                received += piece
                await asyncio.sleep(0)  # a slow consumer
        assert received == body
        assert await post(session, server.url) == (200, body)
    assert server.connections == 1


async def test_a_header_with_a_line_break_is_refused_without_showing_it() -> None:
    async with (
        ScriptedServer(replies(ok(b"a"))) as server,
        Session(timeout=5, max_connections=1) as session,
    ):

        async def read(resp: Reply) -> int:
            return resp.status_code

        with pytest.raises(RemoteError) as err:
            await call_with_retries(
                session,
                server.url,
                {},
                read,
                party="judge",
                policy=RetryPolicy(max_attempts=3, base_delay=0.001),
                limiter=FixedLimiter(1),
                timeout=5,
                headers={"Authorization": "Bearer s3cr3t\n"},
            )
    assert str(err.value) == "judge: a request header is not valid (ValueError)"
    assert server.exchanges == []  # nothing was sent, and it was not retried


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
async def test_redirects_are_not_followed_and_the_reason_names_the_target(status: int) -> None:
    moved = (
        f"HTTP/1.1 {status} Moved\r\nLocation: https://bot.example/new\r\nContent-Length: 0\r\n\r\n"
    ).encode()
    async with (
        ScriptedServer(replies(moved)) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        with pytest.raises(RemoteError) as err:
            await retrying(session, server.url)
    assert str(err.value) == (
        f"chatbot returned HTTP {status}: redirected to https://bot.example/new; "
        "a POST is not sent on to another URL: configure the final URL"
    )
    assert len(server.exchanges) == 1  # not followed, and not retried either


async def test_refused_connection_and_bad_urls_fail_as_transport_errors() -> None:
    async with ScriptedServer(replies(ok(b""))) as server:
        url = server.url
    async with Session(timeout=5, max_connections=1) as session:
        with pytest.raises(OSError, match="Connect call failed"):
            await post(session, url)
        with pytest.raises(RemoteError, match=r"chatbot connection failed \(Client"):
            await retrying(session, url)
        with pytest.raises(RemoteError, match="chatbot: the URL is not usable"):
            await retrying(session, "ftp://127.0.0.1/x")
        with pytest.raises(RemoteError, match="chatbot: the URL is not usable"):
            await retrying(session, "http://[::1/x")


async def test_https_verifies_the_server_against_the_configured_ca(
    private_ca: trustme.CA, tmp_path: Path
) -> None:
    ca_file = tmp_path / "ca.pem"
    private_ca.cert_pem.write_to_path(str(ca_file))
    trusting = ssl.create_default_context(cafile=str(ca_file))
    async with ScriptedServer(replies(ok(b"secure")), tls=server_tls(private_ca)) as server:
        async with Session(timeout=5, max_connections=2) as untrusting:
            with pytest.raises(OSError, match="CERTIFICATE_VERIFY_FAILED"):
                await post(untrusting, server.url)
        async with Session(timeout=5, max_connections=2, tls=trusting) as session:
            assert await post(session, server.url) == (200, b"secure")
            assert await post(session, server.url) == (200, b"secure")
    # The refused handshake never reached the server's handler; the trusted
    # session sent both requests on one kept-alive connection.
    assert server.connections == 1
    assert len(server.exchanges) == 2


async def test_a_stream_left_after_its_last_event_keeps_its_connection() -> None:
    events = b'data: {"answer": "ya"}\n\ndata: [DONE]\n\n'
    wire = (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
        + b"%x\r\n" % len(events)
        + events
        + b"\r\n"
    )
    async with (
        # The body's last chunk follows [DONE] a moment later, as servers do.
        ScriptedServer(replies(wire, 0.01, b"0\r\n\r\n")) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        for _ in range(3):
            async with session.post(server.url, b"{}", {}) as reply:
                async for piece in reply.aiter_bytes():
                    if b"[DONE]" in piece:
                        break
                await reply.drain()
    assert server.connections == 1


async def test_an_endless_stream_left_unread_is_closed_not_drained() -> None:
    endless = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + b"4000\r\n" + b"x" * 0x4000
    chunk = b"\r\n4000\r\n" + b"x" * 0x4000

    async def flood(_: Exchange) -> AsyncIterator[bytes | float | str | None]:
        yield endless
        for _ in range(20):  # 320 KiB more, beyond what is drained for reuse
            yield chunk
            yield 0.001

    async with (
        ScriptedServer(flood) as server,
        Session(timeout=5, max_connections=1) as session,
    ):
        async with session.post(server.url, b"{}", {}) as reply:
            assert reply.status_code == 200
            await reply.drain()
        async with asyncio.timeout(5):  # the slot is free: the flooded connection was dropped
            async with session.post(server.url, b"{}", {}) as reply:
                assert reply.status_code == 200
    assert server.connections == 2
