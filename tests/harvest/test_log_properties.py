"""The log reader takes any bytes: every non-blank line is read, then kept or dropped."""

from __future__ import annotations

import io
import json

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from goldeneval.job.harvest._logs import GZIP_MAGIC, read_log
from goldeneval.job.harvest._source import REASONS
from goldeneval.model import Window

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
FIELD = st.sampled_from(["question", "answer", "at", "session", "surface", "feedback", "x"])
RECORDS = st.dictionaries(
    FIELD, JSON_VALUES | st.sampled_from(["up", "down", "internal", "2025-03-03"])
)


def lines_of(data: bytes) -> int:
    return sum(1 for line in data.split(b"\n") if line.strip())


@settings(max_examples=200)
@given(st.lists(st.binary(max_size=40).filter(lambda b: b"\n" not in b and b"\r" not in b)))
def test_any_bytes_are_read_and_counted(raw: list[bytes]) -> None:
    data = b"\n".join(raw) + b"\n"
    assume(not data.startswith(GZIP_MAGIC))  # compressed data: test_log_formats.py
    found = read_log("-", Window(None, None), stdin=io.BytesIO(data))
    assert found.read == lines_of(data)
    assert len(found.questions) + sum(found.dropped.values()) == found.read
    assert set(found.dropped) <= set(REASONS)


@settings(max_examples=200)
@given(
    st.lists(RECORDS, max_size=8),
    st.sampled_from([Window(None, None), Window("2025-03-03", "2025-03-03")]),
)
def test_any_json_objects_are_kept_or_dropped_with_a_reason(
    records: list[dict[str, object]], window: Window
) -> None:
    data = "".join(json.dumps(r) + "\n" for r in records).encode()
    found = read_log("-", window, stdin=io.BytesIO(data))
    assert found.read == len(records)
    assert len(found.questions) + sum(found.dropped.values()) == len(records)
    for q in found.questions:
        assert q.text.strip() and q.surface in ("public", "internal")
        assert q.text.encode("utf-8")  # printable and writable
