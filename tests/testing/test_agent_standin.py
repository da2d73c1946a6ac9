"""The agent stand-in's protocol, read with a plain aiohttp client (issue 36 §1).

Its parity with the real AgentOS is tested in tests/internal/test_agent_standin.py;
here: what the script says reaches the wire as AgentOS would write it (team
names, deltas, tool error flags, run errors, statuses, sessions); any value
under the script's agent keys is scripted or refused with its line (the
wrong ones are listed in test_standins_cli.py).
"""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.testing import AgentStandIn
from goldeneval.testing._script import ScriptError, load_script

SCRIPT = """\
default:
  answer: Tidak tahu.
questions:
  - question: Tiga provinsi teratas?
    chunks: ["Jawa Barat, ", "DKI Jakarta."]
    tools:
      - {name: registrations, args: {year: 2024}, result: {Jawa Barat: 1410}}
      - {name: backup, args: {}, result: disk full, error: true}
  - question: Hitung ulang
    error: {type: TimeoutError, message: database timed out}
  - question: Sibuk
    status: 503
  - question: Angka tadi?
    after: Ingat angka 7
    answer: Angkanya 7.
"""


async def _run(
    session: aiohttp.ClientSession, url: str, question: str, **form: str
) -> tuple[int, list[tuple[str, dict[str, Any]]] | Any]:
    async with session.post(url, data={"message": question, "stream": "true", **form}) as resp:
        if resp.content_type != "text/event-stream":
            return resp.status, await resp.json()
        events = []
        for block in (await resp.text()).split("\n\n"):
            if block:
                name, data = block.split("\n")
                events.append(
                    (name.removeprefix("event: "), json.loads(data.removeprefix("data: ")))
                )
        return resp.status, events


async def test_tools_deltas_and_completion_as_agentos_streams_them(
    session: aiohttp.ClientSession,
) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
        status, events = await _run(
            session, f"{agent.url}/agents/{agent.agent_id}/runs", "tiga  provinsi teratas?"
        )
    assert status == 200
    names = [name for name, _ in events]
    assert names == [
        "RunStarted",
        "ToolCallStarted",
        "ToolCallCompleted",
        "ToolCallStarted",
        "ToolCallCompleted",
        "RunContent",
        "RunContent",
        "RunCompleted",
    ]
    tools = [data["tool"] for name, data in events if name == "ToolCallCompleted"]
    assert tools[0]["tool_args"] == {"year": 2024}
    assert json.loads(tools[0]["result"]) == {"Jawa Barat": 1410}
    assert [t["tool_call_error"] for t in tools] == [False, True]
    assert events[-1][1]["content"] == "Jawa Barat, DKI Jakarta."
    assert len({data["run_id"] for _, data in events}) == 1


async def test_a_team_run_uses_the_team_event_names(session: aiohttp.ClientSession) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
        _, events = await _run(session, f"{agent.url}/teams/{agent.team_id}/runs", "Hitung ulang")
    assert [name for name, _ in events] == ["TeamRunStarted", "TeamRunError"]
    assert events[1][1]["error_type"] == "TimeoutError"
    assert events[1][1]["content"] == "database timed out"


@pytest.mark.parametrize(
    ("path", "question", "headers", "status", "detail"),
    [
        ("/agents/stand-in-agent/runs", "Sibuk", {"Authorization": "Bearer k"}, 503, None),
        ("/agents/stand-in-agent/runs", "x", {}, 401, "Authorization header required"),
        ("/agents/stand-in-agent/runs", "x", {"Authorization": "Bearer no"}, 401, None),
        ("/agents/other/runs", "x", {"Authorization": "Bearer k"}, 404, "Agent not found"),
        ("/teams/other/runs", "x", {"Authorization": "Bearer k"}, 404, "Team not found"),
        ("/agents/stand-in-agent/runs", "", {"Authorization": "Bearer k"}, 422, None),
    ],
)
async def test_refusals_answer_json_with_a_detail(
    session: aiohttp.ClientSession,
    path: str,
    question: str,
    headers: dict[str, str],
    status: int,
    detail: str | None,
) -> None:
    async with (
        AgentStandIn(load_script(SCRIPT, "s.yaml"), key="k") as agent,
        session.post(agent.url + path, data={"message": question}, headers=headers) as resp,
    ):
        assert resp.status == status
        body = await resp.json()
    assert "detail" in body
    assert detail is None or body["detail"] == detail


async def test_a_session_keeps_its_history_and_its_owner(session: aiohttp.ClientSession) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
        url = f"{agent.url}/agents/{agent.agent_id}/runs"
        _, alone = await _run(session, url, "Angka tadi?", session_id="s1", user_id="a")
        await _run(session, url, "Ingat angka 7", session_id="s2", user_id="a")
        _, kept = await _run(session, url, "Angka tadi?", session_id="s2", user_id="a")
        status, other = await _run(session, url, "Angka tadi?", session_id="s2", user_id="b")
    assert alone[-1][1]["content"] == "Tidak tahu."
    assert kept[-1][1]["content"] == "Angkanya 7."
    assert (status, other) == (404, {"detail": "Session not found"})


_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=200)
@given(
    key=st.sampled_from(["tools", "chunks", "error", "after"]),
    value=_VALUES,
    tool_key=st.sampled_from(["name", "args", "result", "error", "other"]),
)
def test_any_agent_entry_is_scripted_or_refused_with_its_line(
    key: str, value: Any, tool_key: str
) -> None:
    entries = [{"question": "q", key: value}, {"question": "t", "tools": [{tool_key: value}]}]
    text = yaml.safe_dump({"questions": entries})
    problem, script = None, None
    try:
        script = load_script(text, "s.yaml")
    except ScriptError as exc:
        problem = str(exc)
    if script is None:
        assert problem is not None and problem.startswith("s.yaml:"), problem
        return
    for tools in script.tools.values():
        assert all(isinstance(t.name, str) and isinstance(t.error, bool) for t in tools)
        assert all(t.result is None or isinstance(t.result, str) for t in tools)
    assert all(isinstance(c, str) for chunks in script.chunks.values() for c in chunks)


async def test_stream_false_answers_the_whole_run_as_one_object(
    session: aiohttp.ClientSession,
) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
        url = f"{agent.url}/agents/{agent.agent_id}/runs"
        form = {"message": "Tiga provinsi teratas?", "stream": "false", "user_id": "u"}
        async with session.post(url, data=form) as resp:
            assert (resp.status, resp.content_type) == (200, "application/json")
            run = await resp.json()
        form = {"message": "Hitung ulang", "stream": "False"}
        async with session.post(f"{agent.url}/teams/{agent.team_id}/runs", data=form) as resp:
            failed = await resp.json()
    assert run["status"] == "COMPLETED"
    assert run["content"] == "Jawa Barat, DKI Jakarta."
    assert (run["agent_id"], run["user_id"]) == (agent.agent_id, "u")
    assert [(t["tool_name"], t["tool_args"], t["tool_call_error"]) for t in run["tools"]] == [
        ("registrations", {"year": 2024}, False),
        ("backup", {}, True),
    ]
    assert json.loads(run["tools"][0]["result"]) == {"Jawa Barat": 1410}
    assert failed["status"] == "ERROR" and failed["content"] == "database timed out"
    assert failed["team_id"] == agent.team_id and "tools" not in failed


async def test_the_details_list_the_scripted_tools_behind_the_same_refusals(
    session: aiohttp.ClientSession,
) -> None:
    auth = {"Authorization": "Bearer k"}
    async with AgentStandIn(load_script(SCRIPT, "s.yaml"), key="k") as agent:
        for path in (f"/agents/{agent.agent_id}", f"/teams/{agent.team_id}"):
            async with session.get(agent.url + path, headers=auth) as resp:
                assert resp.status == 200
                details = await resp.json()
            assert [t["name"] for t in details["tools"]["tools"]] == ["backup", "registrations"]
        async with session.get(f"{agent.url}/agents/{agent.agent_id}") as resp:
            assert (resp.status, await resp.json()) == (
                401,
                {"detail": "Authorization header required"},
            )
        async with session.get(f"{agent.url}/teams/other", headers=auth) as resp:
            assert (resp.status, await resp.json()) == (404, {"detail": "Team not found"})


async def test_a_sampling_agent_answers_some_runs_wrongly_without_its_tools(
    session: aiohttp.ClientSession,
) -> None:
    async def draw(seed: int) -> list[bool]:
        async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
            agent.flip_rate, agent.seed = 0.5, seed
            url = f"{agent.url}/agents/{agent.agent_id}/runs"
            got = []
            for _ in range(12):
                _, events = await _run(session, url, "Tiga provinsi teratas?")
                names = [name for name, _ in events]
                wrong = events[-1][1]["content"] == "Tidak tahu."
                assert wrong == ("ToolCallCompleted" not in names)  # a flip asks no data
                got.append(wrong)
            assert agent.flipped == sum(got)
            assert got == [agent.flip_drawn("Tiga provinsi teratas?", n) for n in range(12)]
            return got

    first = await draw(1)
    assert 0 < sum(first) < 12
    assert await draw(1) == first  # the same seed flips the same runs
