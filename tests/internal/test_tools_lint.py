"""``lint --config``: expected.tools names checked against the tools AgentOS lists (issue 35)."""

from __future__ import annotations

from typing import Any

from tests.conftest import unused_port
from tests.e2e.conftest import Env
from tests.internal.agentos import TEAM_ID, RunningOS
from tests.internal.test_internal_run import config, env, internal

__all__ = ["env"]  # fixtures, imported for pytest


def tools_item(item_id: str, **tools: Any) -> dict[str, Any]:
    return internal(item_id, "Berapa PT di Jawa Barat?", rubric="counts", tools=tools)


SET = [
    tools_item(
        "typo",
        must_call=["lookup_region", {"name": "count_row", "args": {"table": "pt"}}],
        must_not_call=["delete_*", "drop_table"],
    ),
    tools_item("known", must_call=["count_rows"], must_not_call=["delete_rows", "drop_*"]),
    {
        "id": "percakapan",
        "surface": "internal",
        "domain": "data",
        "conversation": [
            {"question": "Kode?", "expected": {"tools": {"must_call": ["lookup_region"]}}},
            {"question": "Jumlah?", "expected": {"tools": {"must_call": ["hitung_baris"]}}},
        ],
        "verified": True,
    },
]


def lint_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if "] unknown-tool: " in line]


def test_names_the_agent_lacks_are_warned_about_with_their_line(
    env: Env, agentos: RunningOS, cli
) -> None:
    path = env.write_set(SET)
    plain = cli("lint", str(path))
    assert lint_lines(plain.out) == []  # without --config nothing is asked

    done = cli("lint", str(path), "-config", str(config(env, agentos)))

    assert done.code == 0, done.err
    found = lint_lines(done.out)
    assert len(found) == 3, done.out
    typo, guard, turn = found
    assert "[item typo] unknown-tool: expected.tools.must_call names 'count_row'" in typo
    assert "internal agent 'data-agent' does not have" in typo
    assert typo.endswith("did you mean count_rows?")
    assert "must_not_call names 'drop_table'" in guard and "guards nothing" in guard
    assert "[item percakapan] unknown-tool: turn 2: expected.tools.must_call names " in turn
    lines = path.read_text(encoding="utf-8").splitlines()
    line_no = int(typo.split(":")[1].split()[0])
    assert "count_row" in lines[line_no - 1]
    assert "delete_" not in done.out  # a pattern is never a typo
    strict = cli("lint", str(path), "-config", str(config(env, agentos)), "--strict")
    assert strict.code == 1


def test_an_acknowledged_warning_passes_strict(env: Env, agentos: RunningOS, cli) -> None:
    item = {**tools_item("planned", must_call=["future_tool"]), "lint_ignore": ["unknown-tool"]}
    path = env.write_set([item])
    done = cli("lint", str(path), "-config", str(config(env, agentos)), "--strict")
    assert done.code == 0, done.out
    assert "unknown-tool: acknowledged" in done.out


def test_a_teams_members_tools_count(env: Env, agentos: RunningOS, cli) -> None:
    path = env.write_set([tools_item("team", must_call=["registrations", "lookup_region"])])
    done = cli("lint", str(path), "-config", str(config(env, agentos, agent="", team=TEAM_ID)))
    assert done.code == 0, done.err
    # The member lists only registrations; lookup_region is the agent's, not the team's.
    [warning] = lint_lines(done.out)
    assert "'lookup_region', which internal team 'data-team' does not have" in warning


def test_when_agentos_refuses_lint_says_so_and_goes_on(env: Env, agentos: RunningOS, cli) -> None:
    path = env.write_set(SET)
    done = cli("lint", str(path), "-config", str(config(env, agentos, token="not-the-key")))
    assert done.code == 0
    assert lint_lines(done.out) == []
    assert "cannot list the tools of internal agent 'data-agent'" in done.err
    assert "HTTP 401" in done.err
    assert "not-the-key" not in done.err + done.out
    unset = cli("lint", str(path), "-config", str(env.write_config({}, name="plain.yaml")))
    assert "no internal agent is configured" in unset.err


def test_when_nothing_answers_lint_names_the_address_and_the_cause_exit_3(
    env: Env, agentos: RunningOS, cli
) -> None:
    path = env.write_set(SET)
    url = f"http://127.0.0.1:{unused_port()}"  # nothing listens there
    done = cli("lint", str(path), "-config", str(config(env, agentos, url=url)))
    assert done.code == 3, done.out + done.err
    first = done.err.splitlines()[0]
    assert f"cannot list the tools of internal agent 'data-agent' at {url}" in first
    assert "connection failed (ClientConnectorError: Cannot connect to host" in first
    assert "check goldeneval.internal.url" in first
    assert "unexpected error" not in done.err and "Traceback" not in done.err
    assert done.err.rstrip().endswith("exit 3")
    assert agentos.key not in done.err + done.out


def test_a_mistake_in_tools_is_exit_2_with_file_line_and_item(env: Env, cli) -> None:
    bad = tools_item("salah", must_call=["lookup_region"], order="urut", max_calls=0)
    path = env.write_set([bad, {**tools_item("publik", must_call=["x"]), "surface": "public"}])
    for argv in (
        ("lint", str(path)),
        ("run", "-set", str(path), "-config", str(env.write_config())),
    ):
        done = cli(*argv)
        assert done.code == 2, done.out
        said = done.err
        assert f"{path}:" in said
        assert "[item salah]: expected.tools.order must be in_order or any" in said
        assert "[item salah]: expected.tools.max_calls must be a positive whole number" in said
        assert "[item publik]: expected.tools needs surface: internal" in said
