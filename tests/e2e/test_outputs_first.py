"""What a run will write is checked before anything is asked (issue 23).

A bad ``--json``/``--junit``/``--html``/``--summary-file`` path, or a store
path that is a directory, is exit 2 with the chatbot and the judge never
called and nothing stored. ``-`` is standard output (the human report then
goes to standard error). Read-only commands never create a store.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .conftest import Env, run_two_items

OUTPUT_FLAGS = ("--json", "--junit", "--html", "--summary-file")


def _nothing_happened(lite: Env) -> None:
    assert lite.bot.requests == 0
    assert lite.judge.calls == 0
    assert not (lite.tmp / "history.db").exists()


@pytest.mark.parametrize("flag", OUTPUT_FLAGS)
def test_an_output_in_a_missing_directory_is_refused_before_anything_is_asked(
    lite: Env, cli, flag: str
) -> None:
    target = lite.tmp / "nonexistent" / "out.file"
    run = run_two_items(cli, lite, flag, str(target))
    assert run.code == 2
    assert f"{flag} {target}: the directory {target.parent} does not exist" in run.err
    _nothing_happened(lite)


@pytest.mark.parametrize("flag", OUTPUT_FLAGS)
def test_an_output_that_is_a_directory_is_refused(lite: Env, cli, flag: str) -> None:
    run = run_two_items(cli, lite, flag, str(lite.tmp))
    assert run.code == 2
    assert f"{flag} {lite.tmp} is a directory" in run.err
    _nothing_happened(lite)


def test_two_outputs_on_standard_output_are_refused(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--json", "-", "--junit", "-")
    assert run.code == 2 and "--json and --junit both write to standard output" in run.err
    _nothing_happened(lite)


def test_json_dash_is_standard_output_and_the_report_goes_to_stderr(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--json", "-")
    assert run.code == 0, run.err
    summary = json.loads(run.out)
    assert summary["verdict"] == "passed"
    assert "GATE PASSED" in run.err
    assert not Path("-").exists()


def test_junit_dash_is_standard_output(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--junit", "-")
    assert run.code == 0, run.err
    assert {c.get("name") for c in ET.fromstring(run.out).iter("testcase")} >= {"a", "b"}
    assert "GATE PASSED" in run.err


def test_html_dash_is_standard_output(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--html", "-")
    assert run.code == 0, run.err
    assert run.out.lstrip().lower().startswith("<!doctype html>")
    assert "GATE PASSED" in run.err


def test_report_html_dash_is_standard_output(lite: Env, cli) -> None:
    assert run_two_items(cli, lite).code == 0
    report = cli("report", "--config", str(lite.tmp / "config.yaml"), "--html", "-")
    assert report.code == 0, report.err
    assert report.out.lstrip().lower().startswith("<!doctype html>")
    assert "GATE PASSED" in report.err


def test_a_store_path_that_is_a_directory_says_so(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--store", f"sqlite:///{lite.tmp}")
    assert run.code == 2
    assert f"the SQLite history store {lite.tmp} is a directory" in run.err
    assert lite.bot.requests == 0 and lite.judge.calls == 0


@pytest.mark.parametrize(
    "command", [["report"], ["history"], ["history", "--item", "a"], ["suites"]]
)
def test_read_only_commands_never_create_a_store(
    tmp_path: Path, cli, command: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.delenv("GOLDENEVAL_STORE", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    missing = tmp_path / "nowhere" / "history.db"

    named = cli(*command, "--store", f"sqlite:///{missing}")
    default = cli(*command)

    for run, path in (
        (named, missing),
        (default, tmp_path / "state" / "goldeneval" / "history.db"),
    ):
        assert run.code == 2, run.err
        assert f"no SQLite history store at {path}" in run.err
    assert list(tmp_path.rglob("*")) == []


def test_db_migrate_still_creates_the_store(tmp_path: Path, cli) -> None:
    path = tmp_path / "new" / "history.db"
    first = cli("db", "migrate", "--store", f"sqlite:///{path}")
    assert first.code == 0
    assert path.is_file()
    # A fresh store names what it applied; a second migrate has nothing pending.
    assert first.out.startswith("applied ") and "0001_initial.sql" in first.out, first.out
    again = cli("db", "migrate", "--store", f"sqlite:///{path}")
    assert "schema is up to date" in again.out and "no migration was pending" in again.out


def test_a_summary_file_without_a_shard_is_refused(lite: Env, cli) -> None:
    run = run_two_items(cli, lite, "--summary-file", str(lite.tmp / "s.json"))
    assert run.code == 2
    assert "--summary-file is a shard's output: add --shard I/N" in run.err
    assert not (lite.tmp / "s.json").exists()
    _nothing_happened(lite)


def test_a_kernel_file_that_opens_for_writing_is_refused_before_anything_is_asked(
    lite: Env, cli
) -> None:
    """Root may open /proc/version for writing, but no write reaches it: once the run
    was stored and then ended "cannot write" (issue 29)."""
    run = run_two_items(cli, lite, "--json", "/proc/version")
    assert run.code == 2
    assert "--json /proc/version: the file exists and is not writable" in run.err
    _nothing_happened(lite)
