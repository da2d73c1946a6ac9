"""The internal agent's client against a real AgentOS (agno from PyPI, served by uvicorn).

Answers, tool traces, conversations, a team, and every way a run can fail
without a pass: RunError, a stream cut short, a dropped connection, and the
server's refusals (unknown agent, a session of another user, a bad field).
"""

from __future__ import annotations

import json

import pytest

from goldeneval.config import resolve
from goldeneval.job.clients import AgnoError, ToolTrace
from goldeneval.job.clients._agnorun import TOOL_RESULT_BYTES
from goldeneval.model import ConfigError
from tests.internal.agentos import MEMBER_ID, REGISTRATIONS, TEAM_ID, RunningOS, registrations
from tests.internal.conftest import MakeClient


async def test_the_answer_is_the_run_completed_content(client: MakeClient) -> None:
    answer = await client().ask("Halo, apa kabar?")
    assert answer.text == "Halo dari agen: Halo, apa kabar?"
    assert not answer.from_deltas
    assert answer.tools == ()
    assert answer.session_id.startswith("goldeneval-")
    assert 0 < answer.ttfb_ms <= answer.latency_ms


async def test_a_tool_call_is_kept_with_its_result(client: MakeClient) -> None:
    answer = await client().ask("Provinsi mana yang paling banyak pendaftaran tahun 2024?")
    assert answer.text == (
        "Tiga provinsi teratas: Jawa Barat (1410), DKI Jakarta (1250), Jawa Timur (1120)."
    )
    assert answer.tools == (
        ToolTrace(
            name="registrations", args={"year": 2024}, result=registrations(2024), error=False
        ),
    )
    assert answer.tools_json == [
        {
            "name": "registrations",
            "args": {"year": 2024},
            "result": registrations(2024),
            "error": False,
        }
    ]


async def test_a_long_tool_result_is_cut_at_4_kb_and_marked(client: MakeClient) -> None:
    answer = await client().ask("Berikan daftar lengkap pendaftaran")
    whole = registrations(0)
    assert len(whole.encode()) > TOOL_RESULT_BYTES
    (trace,) = answer.tools
    assert trace.cut
    assert trace.result is not None
    kept, mark = trace.result.split("\n[…", 1)
    assert whole.startswith(kept)
    assert len(kept.encode()) == TOOL_RESULT_BYTES
    assert mark == f" cut at {TOOL_RESULT_BYTES} of {len(whole.encode())} bytes]"


async def test_a_conversation_is_answered_from_its_session(client: MakeClient) -> None:
    agent = client()
    session = agent.new_session()
    first = await agent.ask("Tolong ingat angka 42", session)
    second = await agent.ask("Berapa angka tadi?", session)
    assert first.session_id == second.session_id == session
    assert second.text == "Angkanya 42."
    # The same second turn in a session of its own has nothing to answer from.
    alone = await agent.ask("Berapa angka tadi?")
    assert alone.text == "tidak ada angka"


async def test_a_team_answers_with_its_own_completion_not_its_members(
    client: MakeClient,
) -> None:
    answer = await client(agent=None, team=TEAM_ID).ask("Provinsi mana yang terbanyak?")
    assert answer.text == (
        "Tim: Tiga provinsi teratas: Jawa Barat (1410), DKI Jakarta (1250), Jawa Timur (1120)."
    )
    names = [t.name for t in answer.tools]
    assert names == ["registrations", "delegate_task_to_member"]
    assert answer.tools[0].result == json.dumps(REGISTRATIONS[2024])
    assert answer.tools[1].args == {"member_id": MEMBER_ID, "task": "Provinsi mana yang terbanyak?"}


async def test_a_run_error_errors_the_item_with_its_type(client: MakeClient) -> None:
    with pytest.raises(AgnoError) as caught:
        await client().ask("Coba gagal sekarang")
    error = caught.value
    assert error.error_type == "ScriptedFailure"
    assert error.status is None  # arrived inside an HTTP 200: not a refusal
    assert str(error) == (
        "internal agent 'data-agent': the run failed (RunError) "
        "ScriptedFailure: the scripted model was told to fail"
    )


async def test_a_token_echoed_in_a_run_error_is_masked(
    client: MakeClient, agentos: RunningOS
) -> None:
    with pytest.raises(AgnoError) as caught:
        await client().ask("bocor")
    assert agentos.key not in str(caught.value)
    assert str(caught.value).endswith("upstream refused key ***")


async def test_a_stream_that_ends_without_completion_errors(client: MakeClient) -> None:
    with pytest.raises(AgnoError, match=r"the stream ended without RunCompleted \(\d+ event"):
        await client().ask("potong jawabannya")


async def test_a_dropped_stream_is_retried_then_errors(
    client: MakeClient, agentos: RunningOS
) -> None:
    before = agentos.wire.runs
    with pytest.raises(AgnoError, match=r"connection failed .* after 2 attempts") as caught:
        await client().ask("putus di tengah")
    assert caught.value.status is None
    assert agentos.wire.runs - before == 2


async def test_an_unknown_agent_is_named(client: MakeClient, agentos: RunningOS) -> None:
    with pytest.raises(AgnoError) as caught:
        await client(agent="no-such-agent").ask("Halo")
    assert caught.value.status == 404
    assert str(caught.value) == (
        f"internal agent 'no-such-agent' at {agentos.url}: HTTP 404 Agent not found: "
        "AgentOS serves no agent 'no-such-agent'; check goldeneval.internal.agent"
    )


async def test_an_unknown_team_is_named(client: MakeClient) -> None:
    with pytest.raises(AgnoError, match=r"serves no team 'no-such-team'; check .*internal\.team"):
        await client(agent=None, team="no-such-team").ask("Halo")


async def test_a_session_of_another_user_is_said_so(client: MakeClient) -> None:
    owner = client(user_id="staff-a")
    session = owner.new_session()
    await owner.ask("Tolong ingat angka 7", session)
    with pytest.raises(AgnoError) as caught:
        await client(user_id="staff-b").ask("Berapa angka tadi?", session)
    assert caught.value.status == 404
    assert f"session {session!r} belongs to another user_id than 'staff-b'" in str(caught.value)


async def test_a_rejected_field_quotes_the_server(client: MakeClient, agentos: RunningOS) -> None:
    with pytest.raises(AgnoError) as caught:
        await client(form={"version": "terbaru"}).ask("Halo")
    assert caught.value.status == 422
    assert str(caught.value) == (
        f"internal agent 'data-agent' at {agentos.url} rejected the request's fields: "
        "HTTP 422 body.version: Input should be a valid integer, unable to parse string as "
        "an integer"
    )


async def test_extra_form_fields_reach_the_agent(client: MakeClient) -> None:
    # A field AgentOS knows (``version``) with a valid value: the run is made as usual.
    answer = await client(form={"version": "1"}).ask("Halo")
    assert answer.text == "Halo dari agen: Halo"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"agent": "a", "team": "t"}, "name exactly one of agent"),
        ({}, "name exactly one of agent"),
        ({"agent": "a", "form": {"session_id": "x"}}, "may not set session_id"),
        ({"agent": "a", "user_id": ""}, "user_id must be a non-empty string"),
    ],
)
def test_settings_that_cannot_work_are_refused(fields: dict[str, object], message: str) -> None:
    """The one settings record (``goldeneval.internal``) refuses them, naming the key."""
    data = {
        "chatbot_url": "http://127.0.0.1:1",
        "goldeneval": {
            "judge": {"url": "http://127.0.0.1:2"},
            "internal": {"url": "http://127.0.0.1:3", **fields},
        },
    }
    with pytest.raises(ConfigError, match=message):
        resolve(data, {}, {})
