"""Reading an AgentOS event stream: the answer, the fallbacks, and garbage that never passes.

The parser and the run reader without a server: named events under any
chunking, the rules of the answer (own completion, deltas only as a
fallback, nested runs ignored), and property tests on arbitrary input.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config import Scrubber
from goldeneval.job.clients import AgnoError
from goldeneval.job.clients._agnorun import TOOL_RESULT_BYTES, RunReader, cut_result
from goldeneval.job.clients._sse import EventStream

PARTY = "internal agent 'data-agent'"


def event(name: str, **data: Any) -> bytes:
    """One event as AgentOS writes it."""
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


def read(stream: bytes, *, team: bool = False, cuts: list[int] | None = None) -> RunReader:
    """A run reader fed ``stream`` in pieces cut at ``cuts``."""
    points = sorted({c % (len(stream) + 1) for c in cuts or []} | {0, len(stream)})
    parser = EventStream()
    run = RunReader(PARTY, team=team, scrub=Scrubber(["s3cret-token"]).secrets_only)
    for a, b in itertools.pairwise(points):
        for name, data in parser.feed_named(stream[a:b]):
            run.feed(name, data)
    return run


def answer(stream: bytes, **kw: Any) -> tuple[str, bool]:
    return read(stream, **kw).finish()


START = event("RunStarted", run_id="r1")


def test_named_events_under_any_chunking() -> None:
    stream = b"event: A\ndata: 1\n\n: comment\nevent: B\nevent: C\ndata: 2\r\n\r\ndata: 3\n\n"
    for cut in range(len(stream)):
        parser = EventStream()
        got = parser.feed_named(stream[:cut]) + parser.feed_named(stream[cut:])
        assert got == [("A", "1"), ("C", "2"), ("message", "3")], cut


def test_the_completion_content_is_the_answer_not_the_deltas() -> None:
    stream = (
        START
        + event("RunContent", run_id="r1", content="draft ")
        + event("RunCompleted", run_id="r1", content="final answer")
    )
    assert answer(stream) == ("final answer", False)


def test_deltas_are_the_answer_only_when_the_completion_has_none() -> None:
    stream = (
        START
        + event("RunContent", run_id="r1", content="Jawa ")
        + event("RunContent", run_id="r1", content={"not": "text"})
        + event("RunContent", run_id="r1", content="Barat")
        + event("RunCompleted", run_id="r1", content=None)
    )
    assert answer(stream) == ("Jawa Barat", True)


def test_structured_content_is_kept_as_json() -> None:
    stream = START + event("RunCompleted", run_id="r1", content={"b": 1, "a": ["x"]})
    assert answer(stream) == ('{"a": ["x"], "b": 1}', False)


def test_a_nested_run_never_gives_the_answer() -> None:
    stream = (
        START
        + event("RunStarted", run_id="inner")
        + event("RunCompleted", run_id="inner", content="the inner agent's answer")
    )
    with pytest.raises(AgnoError, match="ended without RunCompleted"):
        answer(stream)
    assert answer(stream + event("RunCompleted", run_id="r1", content="outer")) == ("outer", False)


def test_a_team_ignores_its_members_completions_and_errors() -> None:
    stream = (
        event("TeamRunStarted", run_id="t1")
        + event("RunStarted", run_id="m1")
        + event("RunError", run_id="m1", content="member failed", error_type="X")
        + event("RunCompleted", run_id="m1", content="member answer")
        + event("TeamRunContent", run_id="t1", content="team ")
    )
    with pytest.raises(AgnoError, match="ended without TeamRunCompleted"):
        answer(stream, team=True)
    done = stream + event("TeamRunCompleted", run_id="t1", content="team answer")
    assert answer(done, team=True) == ("team answer", False)


@pytest.mark.parametrize(
    ("failure", "message"),
    [
        (
            event("RunError", run_id="r1", content="db down\nretry", error_type="OperationalError"),
            r"the run failed \(RunError\) OperationalError: db down retry",
        ),
        (event("RunError", run_id="r1"), r"the run failed \(RunError\) no message"),
        (event("RunCancelled", run_id="r1", reason="shutdown"), r"cancelled \(shutdown\)"),
        (event("RunPaused", run_id="r1"), "paused for a human"),
    ],
)
def test_a_failed_run_is_never_an_answer(failure: bytes, message: str) -> None:
    with pytest.raises(AgnoError, match=message):
        answer(START + failure + event("RunCompleted", run_id="r1", content="late"))


def test_tool_traces_are_scrubbed_deduplicated_and_cut() -> None:
    tool = {
        "tool_call_id": "c1",
        "tool_name": "lookup",
        "tool_args": {"q": "key s3cret-token", "n": [1, "s3cret-token"]},
        "tool_call_error": True,
        "result": "x" * (TOOL_RESULT_BYTES + 10),
    }
    stream = (
        START
        + event("ToolCallCompleted", run_id="r1", tool=tool)
        + event("ToolCallCompleted", run_id="r1", tool=tool)  # relayed twice
        + event("ToolCallCompleted", run_id="r1", tool="not an object")
        + event("TeamToolCallCompleted", run_id="r1", tool={"result": {"rows": 2}})
        + event("RunCompleted", run_id="r1", content="ok")
    )
    run = read(stream)
    first, second = run.tools
    assert first.args == {"q": "key ***", "n": [1, "***"]}
    assert first.error and first.cut
    assert (
        first.result
        == "x" * TOOL_RESULT_BYTES + f"\n[… cut at 4096 of {TOOL_RESULT_BYTES + 10} bytes]"
    )
    assert second.to_json() == {
        "name": "(unnamed)",
        "args": {},
        "result": '{"rows": 2}',
        "error": False,
    }


def test_a_cut_never_splits_a_character() -> None:
    text = "é" * 3000  # 2 bytes each
    kept, cut = cut_result(text)
    assert cut
    body = kept.split("\n[…")[0]
    assert body == "é" * (TOOL_RESULT_BYTES // 2)
    assert cut_result("short") == ("short", False)


def test_unknown_events_and_non_object_data_are_ignored() -> None:
    stream = (
        START
        + b'event: SomethingNew\ndata: {"content": "no"}\n\n'
        + b"event: RunCompleted\ndata: not json\n\n"
        + b"event: RunCompleted\ndata: [1, 2]\n\n"
        + b'data: {"event": "RunCompleted", "run_id": "r1", "content": "named in the data"}\n\n'
    )
    assert answer(stream) == ("named in the data", False)


def test_an_echoed_token_is_masked_in_the_answer() -> None:
    stream = START + event("RunCompleted", run_id="r1", content="your key is s3cret-token")
    assert answer(stream) == ("your key is ***", False)


_FRAGMENTS = st.lists(
    st.sampled_from(
        [
            b"event: RunCompleted\n",
            b"event: RunStarted\n",
            b"event: RunError\n",
            b'data: {"content": "x", "run_id": "r"}\n',
            b'data: {"run_id": "q"}\n',
            b"data: {\n",
            b"data: null\n",
            b"\n",
            b"\r\n",
            b": comment\n",
            b"\xff\xfe",
        ]
    ),
    max_size=12,
).map(b"".join)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400) | _FRAGMENTS, st.lists(st.integers(0, 600), max_size=6))
def test_arbitrary_bytes_never_crash_and_never_pass(stream: bytes, cuts: list[int]) -> None:
    try:
        text, _ = answer(stream, cuts=cuts)
    except AgnoError:
        return
    # An answer only ever comes from a completion event the stream really holds.
    assert b"RunCompleted" in stream
    assert isinstance(text, str)


_NAMES = st.sampled_from(
    [
        "RunStarted",
        "RunContent",
        "RunCompleted",
        "RunError",
        "ToolCallCompleted",
        "TeamRunCompleted",
        "X",
    ]
)
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=5,
)
_EVENTS = st.lists(
    st.tuples(
        _NAMES,
        st.dictionaries(
            st.sampled_from(["run_id", "content", "tool", "error_type", "event", "reason"]),
            _VALUES,
            max_size=4,
        ),
    ),
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(_EVENTS, st.booleans())
def test_arbitrary_agentos_events_never_crash(events: list[tuple[str, Any]], team: bool) -> None:
    stream = b"".join(event(name, **data) for name, data in events)
    completion = "TeamRunCompleted" if team else "RunCompleted"
    try:
        read(stream, team=team).finish()
    except AgnoError:
        return
    assert any(name == completion for name, _ in events)
    assert not any(name == ("TeamRunError" if team else "RunError") for name, _ in events)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300) | _FRAGMENTS, st.integers(0, 300))
def test_named_events_do_not_depend_on_the_chunking(stream: bytes, cut: int) -> None:
    whole = EventStream().feed_named(stream)
    parser = EventStream()
    assert parser.feed_named(stream[:cut]) + parser.feed_named(stream[cut:]) == whole
