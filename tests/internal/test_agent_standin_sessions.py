"""The agent stand-in's stored sessions against the real AgentOS's (issue 44 §6).

The same staff week is written into agno's session store behind a real
AgentOS and into the stand-in's script (``sessions:``). ``harvest --agentos``'s
reader reads both and must get the same questions: text (de-identified),
time, answer, tools, session and run. What the two send for a session and a
run is compared key by key, so the stand-in never sends a field AgentOS does
not, and the refusals (a wrong key, a session it does not hold) read alike.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from agno.db.in_memory import InMemoryDb
from agno.models.response import ToolExecution
from agno.run.agent import RunInput, RunOutput
from agno.run.base import RunStatus
from agno.session import AgentSession

from goldeneval.job.harvest._agentos import read_agentos
from goldeneval.model import Question, Window
from goldeneval.testing import AgentStandIn, serve_in_thread
from goldeneval.testing._script import load_script
from tests.internal.agentos import AGENT_ID, RunningOS, serve
from tests.internal.test_harvest_agentos import config

KEY = f"os-key-{secrets.token_hex(8)}"
NIK = "3174012501990003"

# (session, user, [(when, question, answer, [(tool, args, result)])])
WEEK: list[
    tuple[str, str, list[tuple[datetime, str, str, list[tuple[str, dict[str, Any], str]]]]]
] = [
    (
        "sesi-rina-0303",
        "rina",
        [
            (
                datetime(2025, 3, 3, 2, 15, tzinfo=UTC),
                "provinsi mana paling banyak pendaftaran PT 2024?",
                "Jawa Barat (1410).",
                [("registrations", {"year": 2024}, '{"Jawa Barat": 1410}')],
            ),
            (
                datetime(2025, 3, 3, 2, 17, tzinfo=UTC),
                f"cek status pemohon NIK {NIK}",
                "Status: diproses.",
                [("lookup_region", {"name": "Jawa Barat"}, "{}"), ("count_rows", {}, "3")],
            ),
        ],
    ),
    (
        "sesi-budi-0305",
        "budi",
        [
            (
                datetime(2025, 3, 5, 7, 0, tzinfo=UTC),
                "berapa jumlah pendaftaran fidusia bulan ini",
                "Ada 3 pendaftaran.",
                [("count_rows", {"table": "fidusia"}, "3")],
            )
        ],
    ),
    (
        "sesi-lama",
        "rina",
        [(datetime(2025, 2, 20, 3, 0, tzinfo=UTC), "pendaftaran CV minggu lalu?", "12.", [])],
    ),
]


def into_agno(db: InMemoryDb) -> None:
    """The week written through agno's own session API, as a real AgentOS stores it."""
    for session, user, runs in WEEK:
        outputs = [
            RunOutput(
                run_id=f"{session}-run-{n}",
                agent_id=AGENT_ID,
                session_id=session,
                user_id=user,
                input=RunInput(input_content=question),
                content=answer,
                tools=[
                    ToolExecution(
                        tool_call_id=f"call-{session}-run-{n}-{i}",
                        tool_name=name,
                        tool_args=args,
                        result=result,
                        tool_call_error=False,
                    )
                    for i, (name, args, result) in enumerate(tools)
                ],
                created_at=int(when.timestamp()),
                status=RunStatus.completed,
            )
            for n, (when, question, answer, tools) in enumerate(runs, 1)
        ]
        db.upsert_session(
            AgentSession(
                session_id=session,
                agent_id=AGENT_ID,
                user_id=user,
                runs=outputs,  # type: ignore[arg-type]
                created_at=int(runs[0][0].timestamp()),
                updated_at=int(runs[-1][0].timestamp()),
            )
        )


def as_script() -> str:
    """The week in the stand-in's script, as a user writes it."""
    sessions = [
        {
            "id": session,
            "user": user,
            "runs": [
                {
                    "question": question,
                    "at": when.isoformat(),
                    "answer": answer,
                    "tools": [{"name": n, "args": a, "result": r} for n, a, r in tools],
                }
                for when, question, answer, tools in runs
            ],
        }
        for session, user, runs in WEEK
    ]
    return yaml.safe_dump({"sessions": sessions}, allow_unicode=True)


@pytest.fixture
def real() -> Iterator[RunningOS]:
    db = InMemoryDb()
    into_agno(db)
    with serve(KEY, db=db) as running:
        yield running


@pytest.fixture
def stand_in() -> Iterator[AgentStandIn]:
    bot = AgentStandIn(load_script(as_script(), "week.yaml"), agent_id=AGENT_ID, key=KEY)
    with serve_in_thread(bot) as served:
        yield served


def harvested(url: str, tmp_path: Path, window: Window) -> list[Question]:
    token = tmp_path / "token"
    token.write_text(KEY, encoding="utf-8")
    found = asyncio.run(read_agentos(config(url, token), window))
    return sorted(found.questions, key=lambda q: q.at or datetime.min.replace(tzinfo=UTC))


@pytest.mark.parametrize(
    "window", [Window(None, None), Window("2025-03-03", "2025-03-09"), Window("2025-03-04", None)]
)
def test_the_reader_gets_the_same_questions_from_both(
    real: RunningOS, stand_in: AgentStandIn, tmp_path: Path, window: Window
) -> None:
    from_real = harvested(real.url, tmp_path, window)
    from_stand_in = harvested(stand_in.url, tmp_path, window)
    assert from_stand_in == from_real
    assert from_real, "the week has questions in every window tried"
    texts = " ".join(q.text for q in from_stand_in)
    assert NIK not in texts and ("<NIK>" in texts or window.since == "2025-03-04")


def get(url: str, key: str | None = KEY) -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_what_is_sent_for_a_session_and_a_run_is_a_subset_of_agentos(
    real: RunningOS, stand_in: AgentStandIn
) -> None:
    query = f"/sessions?type=agent&component_id={AGENT_ID}&sort_by=updated_at&sort_order=desc"
    (code_r, listing_r), (code_s, listing_s) = get(real.url + query), get(stand_in.url + query)
    assert code_r == code_s == 200
    assert [s["session_id"] for s in listing_s["data"]] == [
        s["session_id"] for s in listing_r["data"]
    ]
    assert set(listing_s["meta"]) <= set(listing_r["meta"])
    for ours, theirs in zip(listing_s["data"], listing_r["data"], strict=True):
        assert set(ours) <= set(theirs), set(ours) - set(theirs)
        for key in ("session_id", "user_id", "agent_id", "session_type"):
            assert ours[key] == theirs[key]
        # The session's last activity is its last run's time (as AgentOS stamps it on every
        # run); agno's in-memory store stamps a session written whole with its creation.
        assert _at(ours["created_at"]) == _at(theirs["created_at"])
        assert _at(ours["updated_at"]) >= _at(theirs["updated_at"])
    runs = "/sessions/sesi-rina-0303/runs?type=agent"
    (_, runs_r), (_, runs_s) = get(real.url + runs), get(stand_in.url + runs)
    for ours, theirs in zip(runs_s, runs_r, strict=True):
        assert set(ours) <= set(theirs), set(ours) - set(theirs)
        for key in ("run_id", "run_input", "content", "user_id", "agent_id", "status"):
            assert ours[key] == theirs[key], key
        assert [t["tool_name"] for t in ours["tools"]] == [t["tool_name"] for t in theirs["tools"]]
        assert _at(ours["created_at"]) == _at(theirs["created_at"])


def test_refusals_read_alike(real: RunningOS, stand_in: AgentStandIn) -> None:
    for base in (real.url, stand_in.url):
        assert get(base + "/sessions", key="wrong")[0] == 401
        code, body = get(base + "/sessions/no-such-session/runs?type=agent")
        assert code == 404 and "not found" in body["detail"]


def _at(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))
