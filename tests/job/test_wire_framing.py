"""Property: however a reply is framed and however TCP splits it, the builtin client reads it whole.

The reply bytes are fed to the client's protocol exactly as the event loop
would (``data_received`` with arbitrary fragments, ``eof_received`` at the
end of a close-delimited body), while the client reads concurrently.
"""

from __future__ import annotations

import asyncio
import gzip
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.job._wire import _Connection, _read_reply

FRAMINGS = ("length", "chunked", "close")


def wire(body: bytes, framing: str, chunk_sizes: list[int], compressed: bool) -> bytes:
    payload = gzip.compress(body) if compressed else body
    head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    if compressed:
        head += "Content-Encoding: gzip\r\n"
    if framing == "length":
        return f"{head}Content-Length: {len(payload)}\r\n\r\n".encode() + payload
    if framing == "close":
        return f"{head}Connection: close\r\n\r\n".encode() + payload
    out = bytearray(f"{head}Transfer-Encoding: chunked\r\n\r\n".encode())
    at = 0
    sizes = iter(chunk_sizes or [len(payload) or 1])
    while at < len(payload):
        size = max(1, next(sizes, len(payload)))
        piece = payload[at : at + size]
        out += b"%x;ext=1\r\n" % len(piece) + piece + b"\r\n"
        at += len(piece)
    return bytes(out + b"0\r\nTrailer: x\r\n\r\n")


def fragments(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts} | {0, len(data)})
    return [data[a:b] for a, b in itertools.pairwise(points) if b > a]


async def read_through(stream: bytes, cuts: list[int], close_at_end: bool) -> list[bytes]:
    loop = asyncio.get_running_loop()
    conn = _Connection(loop)

    async def feed() -> None:
        for piece in fragments(stream, cuts):
            conn.data_received(piece)
            await asyncio.sleep(0)
        if close_at_end:
            conn.eof_received()

    feeder = asyncio.create_task(feed())
    bodies = []
    for _ in range(1 if close_at_end else 2):
        reply = await _read_reply(conn)
        assert reply.status_code == 200
        bodies.append(await reply.aread())
        assert reply.complete
    await feeder
    assert not conn.buffer  # nothing left over, nothing read from the next reply
    return bodies


@settings(max_examples=300, deadline=None)
@given(
    body=st.binary(max_size=3000),
    framing=st.sampled_from(FRAMINGS),
    chunk_sizes=st.lists(st.integers(min_value=1, max_value=700), max_size=8),
    cuts=st.lists(st.integers(min_value=0, max_value=10_000), max_size=30),
    compressed=st.booleans(),
)
def test_any_framing_and_any_fragmentation_gives_back_the_body(
    body: bytes, framing: str, chunk_sizes: list[int], cuts: list[int], compressed: bool
) -> None:
    one = wire(body, framing, chunk_sizes, compressed)
    close = framing == "close"
    # Keep-alive framings get a second reply right behind the first, as a reused
    # connection would: the first must end exactly where it should.
    stream = one if close else one + wire(body[::-1], framing, chunk_sizes[::-1], compressed)
    bodies = asyncio.run(asyncio.wait_for(read_through(stream, cuts, close), 10))
    assert bodies == ([body] if close else [body, body[::-1]])
