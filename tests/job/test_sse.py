"""The event-stream reader: the standard's line and field rules, under any chunking."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.job.clients._sse import EventStream


def read(stream: bytes, cuts: list[int] | None = None) -> list[str]:
    """Every event's data, ``stream`` fed in pieces cut at ``cuts``."""
    points = sorted({c % (len(stream) + 1) for c in cuts or []} | {0, len(stream)})
    parser = EventStream()
    out: list[str] = []
    for a, b in itertools.pairwise(points):
        out += parser.feed(stream[a:b])
    return out


@pytest.mark.parametrize("eol", [b"\n", b"\r", b"\r\n"])
def test_every_line_end_of_the_standard(eol: bytes) -> None:
    stream = eol.join([b"data: satu", b"", b"data: dua", b"data: tiga", b"", b""])
    assert read(stream) == ["satu", "dua\ntiga"]


def test_a_leading_byte_order_mark_is_dropped_once() -> None:
    assert read(b"\xef\xbb\xbfdata: a\n\n") == ["a"]
    # Only at the very start of the stream: later it is part of the value.
    assert read(b"data: a\n\ndata: \xef\xbb\xbfb\n\n") == ["a", "\ufeffb"]


def test_fields_comments_and_spaces() -> None:
    stream = (
        b": a comment, ignored\n"
        b"event: delta\nid: 7\nretry: 100\n"
        b"data:no space\n"
        b"data:  two spaces keep one\n"
        b"data\n"  # a field name alone: an empty data line
        b"unknown: field\n"
        b"\n"
        b"event: only metadata\n\n"  # no data: no event
        b"data:\n\n"  # an empty data line is an event with empty data
    )
    assert read(stream) == ["no space\n two spaces keep one\n", ""]


def test_an_event_cut_off_by_the_end_of_the_stream_is_discarded() -> None:
    assert read(b"data: whole\n\ndata: half") == ["whole"]
    assert read(b"data: whole\n\ndata: no blank line\n") == ["whole"]


def test_a_character_split_between_chunks_and_invalid_bytes() -> None:
    emoji = "😀".encode()
    stream = b"data: a" + emoji + b"\xff\n\n"
    for cut in range(len(stream)):
        assert read(stream, [cut]) == ["a😀\ufffd"], cut


# One data line: no CR or LF inside (the format cannot carry them in a value).
line_text = st.text(alphabet=st.characters(blacklist_characters="\r\n"), max_size=30)
events = st.lists(st.lists(line_text, min_size=1, max_size=4), max_size=6)


@settings(max_examples=300, deadline=None)
@given(
    events,
    st.lists(st.sampled_from(["\n", "\r", "\r\n"]), min_size=1, max_size=5),
    st.booleans(),
    st.booleans(),
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=30),
)
def test_any_stream_under_any_chunking_gives_its_events(
    data: list[list[str]], eols: list[str], bom: bool, comments: bool, cuts: list[int]
) -> None:
    endings = itertools.cycle(eols)
    text = "\ufeff" if bom else ""

    def end() -> str:
        # A CR followed by an LF is one line end (CRLF): a blank line after a
        # CR-ended line must not start with a bare LF.
        eol = next(endings)
        return "\r\n" if eol == "\n" and text.endswith("\r") else eol

    for lines in data:
        if comments:
            text += ": keep-alive" + end()
        for line in lines:
            text += "data: " + line + end()
        text += end()
    # Encoded with surrogatepass, so lone surrogates in a value arrive as the
    # bytes a careless server would send; the reader makes U+FFFD of them.
    stream = text.encode("utf-8", "surrogatepass")
    expected = [
        "\n".join(lines).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
        for lines in data
    ]
    assert read(stream, cuts) == expected


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.lists(st.integers(min_value=0, max_value=400), max_size=20))
def test_arbitrary_bytes_never_raise_and_chunking_does_not_matter(
    stream: bytes, cuts: list[int]
) -> None:
    whole = read(stream)
    assert read(stream, cuts) == whole
    assert all("\r" not in e and isinstance(e, str) for e in whole)
