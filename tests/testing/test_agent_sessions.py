"""The agent stand-in's session database, read with a plain aiohttp client (issue 44 §6).

The script's staff sessions and the sessions its own runs made are listed at
``/sessions`` (paged, sorted, filtered as AgentOS filters) with their runs at
``/sessions/{id}/runs`` (times, answers, tool calls, failed runs). Parity with
the real AgentOS is in tests/internal/test_agent_standin_sessions.py; here the
rest of the wire and every way the ``sessions:`` part of a script can be
wrong.
"""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.testing import AgentStandIn
from goldeneval.testing._script import ScriptError, load_script

from .test_agent_standin import _VALUES, _run

SCRIPT = """\
questions:
  - question: Tiga provinsi teratas?
    answer: Jawa Barat, DKI Jakarta.
    tools:
      - {name: registrations, args: {year: 2024}, result: {Jawa Barat: 1410}}
sessions:
  - id: sesi-rina
    user: rina
    runs:
      - question: Tiga provinsi teratas?
        at: 2025-03-03T09:15:00+07:00
      - question: kalau 2023 gmn?
        at: 2025-03-03T09:20:00+07:00
        answer: Jawa Barat lagi.
        tools: []
  - user: budi
    runs:
      - question: berapa fidusia hari ini
        at: 2025-03-05T08:00:00Z
        tools: [{name: count_rows, args: {table: fidusia}, result: "3"}]
  - runs:
      - question: CV minggu lalu?
        at: 2025-02-20 10:00:00
"""


async def _get(session: aiohttp.ClientSession, url: str, key: str | None = "k") -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with session.get(url, headers=headers) as resp:
        return resp.status, await resp.json()


async def test_scripted_sessions_are_listed_newest_first_and_paged(
    session: aiohttp.ClientSession,
) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml"), key="k") as agent:
        base = f"{agent.url}/sessions?type=agent&component_id={agent.agent_id}"
        _, first = await _get(session, base + "&limit=2&sort_by=updated_at&sort_order=desc")
        _, second = await _get(session, base + "&limit=2&page=2&sort_by=updated_at")
        _, oldest = await _get(session, base + "&sort_order=asc")
        _, team = await _get(session, f"{agent.url}/sessions?type=team")
        _, other = await _get(session, f"{agent.url}/sessions?component_id=another-agent")
        _, budi = await _get(session, f"{agent.url}/sessions?user_id=budi")
    assert [s["session_id"] for s in first["data"]] == ["staff-session-2", "sesi-rina"]
    assert first["meta"] == {"page": 1, "limit": 2, "total_count": 3, "total_pages": 2}
    assert [s["session_id"] for s in second["data"]] == ["staff-session-3"]
    assert oldest["data"][0]["session_id"] == "staff-session-3"
    rina = first["data"][1]
    assert rina["user_id"] == "rina" and rina["agent_id"] == agent.agent_id
    assert (rina["created_at"], rina["updated_at"]) == (
        "2025-03-03T02:15:00Z",
        "2025-03-03T02:20:00Z",
    )
    assert rina["session_name"] == "Tiga provinsi teratas?"
    assert team["data"] == [] and other["data"] == []
    assert [s["session_id"] for s in budi["data"]] == ["staff-session-2"]


async def test_a_sessions_runs_carry_their_answer_tools_and_time(
    session: aiohttp.ClientSession,
) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml"), key="k") as agent:
        _, runs = await _get(session, f"{agent.url}/sessions/sesi-rina/runs?type=agent")
        after = "created_after=1740968200"  # 2025-03-03T02:16:40Z: the second run only
        _, late = await _get(session, f"{agent.url}/sessions/sesi-rina/runs?{after}")
        code, gone = await _get(session, f"{agent.url}/sessions/sesi-rina/runs?user_id=budi")
    first, second = runs
    # A run without its own answer and tools takes the question's scripted ones.
    assert first["run_input"] == "Tiga provinsi teratas?"
    assert first["content"] == "Jawa Barat, DKI Jakarta."
    assert [(t["tool_name"], t["tool_args"]) for t in first["tools"]] == [
        ("registrations", {"year": 2024})
    ]
    assert (first["status"], first["parent_run_id"], first["run_id"]) == (
        "COMPLETED",
        None,
        "sesi-rina-run-1",
    )
    assert second["content"] == "Jawa Barat lagi." and second["tools"] == []
    assert [r["run_id"] for r in late] == ["sesi-rina-run-2"]
    assert (code, gone) == (404, {"detail": "Session with ID sesi-rina not found"})


async def test_the_stand_ins_own_runs_are_stored_and_listed(
    session: aiohttp.ClientSession,
) -> None:
    # The same questions, no scripted session.
    script = SCRIPT.split("sessions:")[0]
    script += "  - question: Gagal\n    error: {type: TimeoutError, message: db down}\n"
    async with AgentStandIn(load_script(script, "s.yaml")) as agent:
        url = f"{agent.url}/agents/{agent.agent_id}/runs"
        await _run(session, url, "Tiga provinsi teratas?", session_id="live", user_id="ani")
        await _run(session, url, "Gagal", session_id="live", user_id="ani")
        await _run(session, f"{agent.url}/teams/{agent.team_id}/runs", "Gagal", session_id="t")
        _, listing = await _get(session, f"{agent.url}/sessions?type=agent", key=None)
        _, runs = await _get(session, f"{agent.url}/sessions/live/runs", key=None)
        _, team = await _get(session, f"{agent.url}/sessions?type=team", key=None)
    assert [s["session_id"] for s in listing["data"]] == ["live"]
    assert [(r["run_input"], r["status"]) for r in runs] == [
        ("Tiga provinsi teratas?", "COMPLETED"),
        ("Gagal", "ERROR"),
    ]
    assert runs[0]["tools"][0]["tool_name"] == "registrations"
    assert runs[1]["content"] == "db down"
    assert [s["team_id"] for s in team["data"]] == [agent.team_id]


@pytest.mark.parametrize(
    "query",
    ["type=robot", "limit=0", "page=-1", "sort_by=colour", "sort_order=up", "limit=x"],
)
async def test_a_listing_query_agentos_refuses_is_422(
    session: aiohttp.ClientSession, query: str
) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml")) as agent:
        code, body = await _get(session, f"{agent.url}/sessions?{query}", key=None)
    assert code == 422 and "detail" in body


async def test_without_the_key_nothing_is_listed(session: aiohttp.ClientSession) -> None:
    async with AgentStandIn(load_script(SCRIPT, "s.yaml"), key="k") as agent:
        assert await _get(session, f"{agent.url}/sessions", key=None) == (
            401,
            {"detail": "Authorization header required"},
        )
        code, _ = await _get(session, f"{agent.url}/sessions/sesi-rina/runs", key="wrong")
    assert code == 401


@pytest.mark.parametrize(
    ("sessions", "said"),
    [
        ([{"runs": [{"question": "q", "at": "Senin pagi"}]}], "s.yaml:3: sessions.0.runs.0.at"),
        ([{"runs": [{"question": "q"}]}], "sessions.0.runs.0.at must be a time"),
        ([{"runs": []}], "runs must be a non-empty list"),
        ([{"run": [{"question": "q", "at": "2025-03-03"}]}], "did you mean runs?"),
        ([{"runs": [{"qustion": "q", "at": "2025-03-03"}]}], "did you mean question?"),
        ([{"id": "a", "runs": [{"question": "q", "at": "2025-03-03T00:00:00"}]}] * 2, "twice"),
        ({"id": "a"}, "sessions must be a list"),
    ],
)
def test_a_wrong_sessions_part_names_its_line(sessions: Any, said: str) -> None:
    with pytest.raises(ScriptError, match=r"^s\.yaml") as caught:
        load_script(yaml.safe_dump({"sessions": sessions}), "s.yaml")
    assert said in str(caught.value)


@settings(max_examples=200)
@given(
    key=st.sampled_from(["id", "user", "runs", "other"]),
    run_key=st.sampled_from(["question", "at", "answer", "tools", "other"]),
    value=_VALUES,
)
def test_any_sessions_part_is_scripted_or_refused_with_its_line(
    key: str, run_key: str, value: Any
) -> None:
    run = {"question": "q", "at": "2025-03-03T10:00:00Z", run_key: value}
    entry = {"runs": [run], key: value} if key != "runs" else {"runs": value}
    problem, script = None, None
    try:
        script = load_script(yaml.safe_dump({"sessions": [entry]}), "s.yaml")
    except ScriptError as exc:
        problem = str(exc)
    if script is None:
        assert problem is not None and problem.startswith("s.yaml"), problem
        return
    for scripted in script.sessions:
        assert isinstance(scripted.id, str) and isinstance(scripted.user, str)
        for r in scripted.runs:
            assert isinstance(r.question, str) and r.at.tzinfo is not None
            assert r.answer is None or isinstance(r.answer, str)
