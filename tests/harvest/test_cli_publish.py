"""Nothing published from a broken export (issue 44 §2, docs/design.md §14.8).

A harvest that keeps nothing is refused and stores nothing; one that keeps
fewer than ``harvest.min_questions`` is printed and stored marked too small,
so the figure the report and the metric state stays the latest large-enough
one; each stored harvest names the golden set it measured; the text says
where it was stored (never a password); ``--no-store``, ``--top`` and a log
given twice. Both stores; the exit codes and messages through the real CLI in
a subprocess where a user reads them.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.store import open_store
from goldeneval.testing import AgentStandIn, serve_in_thread
from goldeneval.testing._script import load_script
from tests.e2e.conftest import run_subprocess
from tests.harvest.conftest import SET_YAML, CliRun, write_log
from tests.harvest.test_cli import ROWS, Cli, harvest

SUITE = "tanya-prod"


def with_password(dsn: str) -> str:
    """The DSN with a password (the test server trusts loopback: any password connects)."""
    if not dsn.startswith("postgresql://"):
        return dsn
    parts = urlsplit(dsn)
    user, host = parts.netloc.split("@", 1)
    return urlunsplit(parts._replace(netloc=f"{user}:s3cret-pw@{host}"))


@pytest.fixture
def store_env(schema_store_dsn: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each store in turn, named as a user names it (GOLDENEVAL_STORE), the suite set."""
    dsn = with_password(schema_store_dsn)
    monkeypatch.setenv("GOLDENEVAL_STORE", dsn)
    monkeypatch.setenv("GOLDENEVAL_SUITE", SUITE)
    return dsn


def subprocess_cli(*argv: str, env: dict[str, str]) -> CliRun:
    """The installed command in a subprocess, ``env`` added to this process's."""
    return run_subprocess(*argv, env={**os.environ, **env}, timeout=120)


def weeks(n: int) -> list[dict[str, str]]:
    """``n`` distinct questions (four families), none dated: a week's export."""
    topics = ("syarat mendirikan PT", "biaya apostille", "cara daftar fidusia", "cek wasiat")
    return [{"question": f"{topics[i % 4]} nomor {i}"} for i in range(n)]


def test_an_empty_export_is_exit_2_naming_it_and_stores_nothing(
    store_env: str, golden: Path, tmp_path: Path
) -> None:
    empty = tmp_path / "export.jsonl"
    empty.write_text("", encoding="utf-8")
    env = {"GOLDENEVAL_STORE": store_env, "GOLDENEVAL_SUITE": SUITE}
    run = subprocess_cli("harvest", "--set", str(golden), "--log", str(empty), env=env)
    assert run.code == 2, run.err
    assert f"no question kept: no record was read from {empty}; nothing stored" in run.err
    assert "nothing stored" in run.err and run.err.rstrip().endswith("invalid input, exit 2")
    assert "coverage" not in run.out
    blank = write_log(tmp_path / "blank.jsonl", ["", "   ", '{"answer": "x"}'])
    run = subprocess_cli("harvest", "--set", str(golden), "--log", str(blank), env=env)
    assert run.code == 2 and f"every one of the 1 record read from {blank} was dropped" in run.err
    assert f"1 no-question (the question is missing, empty or not text): {blank}:3" in run.err
    store = open_store(store_env)
    try:
        assert store.harvest_history(SUITE) == []
    finally:
        store.close()


def test_a_small_harvest_is_printed_and_stored_but_states_no_coverage(
    cli: Cli, store_env: str, golden: Path, tmp_path: Path
) -> None:
    week = write_log(tmp_path / "week.jsonl", ROWS)
    run = harvest(cli, golden, week, "--min-questions", "5")
    assert run.code == 0, run.err
    assert "too few questions" not in run.out
    # --since past the log's end: only the undated line is kept, the case that published 100 %.
    rows = [*ROWS, {"question": "biaya apostille berapa"}]
    run = harvest(cli, golden, write_log(tmp_path / "late.jsonl", rows), "--since", "2030-01-01")
    assert run.code == 0, run.err
    assert "harvest: 7 records read, 2 questions kept" in run.out
    assert "too few questions (2, harvest.min_questions is 100) to state coverage" in run.out
    store = open_store(store_env)
    try:
        stated = store.latest_coverage(SUITE)
        newest = store.latest_harvest(SUITE)
        history = store.harvest_history(SUITE)
    finally:
        store.close()
    assert stated is not None and stated.kept == 6 and not stated.too_small
    assert newest is not None and newest.coverage.kept == 2 and newest.coverage.too_small
    assert [c.too_small for c in history] == [True, False]


def test_min_questions_is_a_setting_like_the_others(
    cli: Cli, store_env: str, golden: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    week = write_log(tmp_path / "week.jsonl", ROWS)
    config = tmp_path / "goldeneval.yaml"
    config.write_text(
        yaml.safe_dump({"goldeneval": {"harvest": {"min_questions": 6}}}), encoding="utf-8"
    )
    run = harvest(cli, golden, week, "--config", str(config))
    assert run.code == 0 and "too few questions" not in run.out
    monkeypatch.setenv("GOLDENEVAL_HARVEST_MIN_QUESTIONS", "7")  # env over the file
    run = harvest(cli, golden, week, "--config", str(config))
    assert "too few questions (6, harvest.min_questions is 7)" in run.out
    run = harvest(cli, golden, week, "--config", str(config), "--min-questions", "6")
    assert "too few questions" not in run.out  # the flag over both
    run = harvest(cli, golden, week, "--min-questions", "0")
    assert run.code == 2 and "--min-questions" in run.err
    config.write_text("goldeneval:\n  harvest:\n    min_question: 5\n", encoding="utf-8")
    run = harvest(cli, golden, week, "--config", str(config))
    assert run.code == 2 and "did you mean min_questions?" in run.err


def test_each_harvest_records_the_set_it_measured(
    cli: Cli, store_env: str, golden: Path, tmp_path: Path
) -> None:
    run = harvest(cli, golden, write_log(tmp_path / "week.jsonl", ROWS))
    assert run.code == 0, run.err
    store = open_store(store_env)
    try:
        newest = store.latest_harvest(SUITE)
    finally:
        store.close()
    assert newest is not None
    expected = parse_golden_set(SET_YAML, str(golden))
    assert newest.coverage.set_digest == expected.digest
    assert newest.coverage.set_items == 4


def test_the_text_says_where_it_was_stored_never_the_password(
    cli: Cli, store_env: str, golden: Path, tmp_path: Path
) -> None:
    run = harvest(cli, golden, write_log(tmp_path / "week.jsonl", ROWS))
    assert run.code == 0, run.err
    line = run.out.rstrip().splitlines()[-1]
    assert line.startswith(f"stored for suite {SUITE} in ")
    assert "s3cret-pw" not in run.out + run.err
    if store_env.startswith("postgresql://"):
        assert ":***@127.0.0.1" in line
    else:
        assert line.endswith(store_env)


def test_no_store_harvests_without_storing(
    cli: Cli, store_env: str, golden: Path, tmp_path: Path
) -> None:
    out = tmp_path / "harvest.json"
    run = harvest(
        cli, golden, write_log(tmp_path / "w.jsonl", ROWS), "--no-store", "--json", str(out)
    )
    assert run.code == 0, run.err
    assert "not stored (--no-store)" in run.out and out.exists()
    store = open_store(store_env)
    try:
        assert store.harvest_history(SUITE) == []
    finally:
        store.close()


def test_top_without_drafts_limits_the_groups_listed(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    # Four things no item asks (other services and facets), each its own group.
    asked = (
        "berapa lama proses roya fidusia",
        "cara membubarkan yayasan",
        "syarat naturalisasi WNA",
        "biaya legalisasi ijazah",
    )
    log = write_log(tmp_path / "week.jsonl", [{"question": q} for q in asked for _ in range(3)])
    run = harvest(cli, golden, log, "--top", "2", "--no-store")
    assert run.code == 0, run.err
    assert "in all, the first 2):" in run.out
    assert "   2. " in run.out and "   3. " not in run.out
    drafts = tmp_path / "drafts.yaml"
    run = harvest(cli, golden, log, "--top", "2", "--drafts", str(drafts), "--no-store")
    assert run.code == 0, run.err
    assert drafts.read_text(encoding="utf-8").count("- id: harvest-q-") == 2
    assert "   3. " in run.out  # with --drafts, --top is the drafts' count, not the list's


def test_the_same_log_given_twice_is_exit_2(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "week.jsonl", ROWS)
    again = f"{tmp_path}/./week.jsonl"
    run = cli("harvest", "--set", str(golden), "--log", str(log), "--log", again)
    assert run.code == 2
    assert f"--log {again} is given twice (as {log} too)" in run.err
    run = cli("harvest", "--set", str(golden), "--log", str(log), "--log", str(log))
    assert run.code == 2 and f"--log {log} is given twice:" in run.err


UNUSABLE = st.sampled_from(
    [
        "not json {",
        '{"answer": "jawaban tanpa pertanyaan"}',
        '{"question": ""}',
        '{"question": "   "}',
        '{"question": "terima kasih"}',
        '{"question": "halo kak"}',
        '{"question": "syarat mendirikan PT?", "at": "2020-01-01T08:00:00Z"}',
        '{"question": "biaya apostille", "at": "2031-06-01"}',
        "[1, 2]",
        "",
    ]
) | st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="{[\n\r"), max_size=30
).map(lambda t: "x" + t)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(lines=st.lists(UNUSABLE, max_size=12))
def test_any_log_that_yields_no_question_is_exit_2_and_stores_nothing(
    cli: Cli, golden: Path, tmp_path: Path, lines: list[str]
) -> None:
    log = tmp_path / "export.jsonl"
    log.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    run = cli(
        "harvest", "--set", str(golden), "--log", str(log),
        "--since", "2025-01-01", "--until", "2025-12-31",
    )  # fmt: skip
    assert run.code == 2, run.out + run.err
    assert "no question kept" in run.err and "nothing stored" in run.err
    assert "coverage" not in run.out
    assert not (tmp_path / "history.db").exists()


def test_an_agentos_with_no_session_in_the_window_is_exit_2_naming_it(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    script = """\
sessions:
  - runs:
      - {question: berapa jumlah pendaftaran fidusia bulan ini, at: 2025-02-20T10:00:00Z}
"""
    agent = AgentStandIn(load_script(script, "staff.yaml"))
    config = tmp_path / "goldeneval.yaml"
    with serve_in_thread(agent) as served:
        url = served.url
        internal = {"url": url, "agent": served.agent_id}
        config.write_text(yaml.safe_dump({"goldeneval": {"internal": internal}}), "utf-8")
        late = cli("harvest", "--set", str(golden), "--config", str(config), "--agentos",
                   "--since", "2025-03-03")  # fmt: skip
        whole = cli("harvest", "--set", str(golden), "--config", str(config), "--agentos")
    assert late.code == 2
    assert f"no record was read from the AgentOS at {url}; nothing stored" in late.err
    assert whole.code == 0, whole.err
    assert "harvest: 1 record read, 1 question kept" in whole.out
