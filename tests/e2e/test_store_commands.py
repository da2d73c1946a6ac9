"""``report``, ``history`` and ``suites`` find the store as ``run`` does and say which one they read."""

from __future__ import annotations

import json
from urllib.parse import urlsplit, urlunsplit

import pytest

from .conftest import Env, item


def _two_runs(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    """r1 passes; r2 fails on one item and errors on another (both verified)."""
    items = [item("a"), item("b"), item("c")]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    assert cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1").code == 0
    env.bot.answers[items[1]["question"]] = "jawaban salah"
    env.bot.status_for[items[2]["question"]] = 500
    assert cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r2").code == 1


def test_store_commands_read_the_store_the_environment_names(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    _two_runs(env, cli)
    monkeypatch.setenv("GOLDENEVAL_STORE", env.store)
    monkeypatch.setenv("GOLDENEVAL_SUITE", "tanya-test")

    report = cli("report")
    history = cli("history", "--json")

    assert report.code == 1 and "goldeneval report: suite tanya-test, run r2" in report.out
    assert f"reading store {env.store}" in report.err
    data = json.loads(history.out)
    assert [r["run_id"] for r in data["runs"]] == ["r2", "r1"]
    newest = data["runs"][0]
    assert newest["counts"]["errored"] == 1 and newest["gate"]["passed"] is False
    assert newest["gate"]["reasons"] and newest["started_at"] > 0


def test_history_rows_carry_time_reasons_errored_and_a_trend_legend(env: Env, cli) -> None:
    _two_runs(env, cli)
    cfg = str(env.tmp / "config.yaml")

    runs = cli("history", "--config", cfg)
    one = cli("history", "--config", cfg, "--item", "b")
    as_json = json.loads(cli("history", "--config", cfg, "--item", "b", "--json").out)

    header, r2, reason = runs.out.splitlines()[1:4]
    assert "started" in header and "errored" in header
    assert r2.startswith("r2") and r2.endswith("FAILED") and " 1  " in r2  # 1 errored
    assert reason.strip().startswith("pass rate")  # the gate's reason under its run
    assert "trend: PF" in one.out
    assert "P passed, F failed, E errored" in one.out
    assert as_json["trend"] == "PF" and "oldest first" in as_json["legend"]
    assert [r["outcome"] for r in as_json["results"]] == ["failed", "passed"]


def test_suites_lists_each_suite_with_its_latest_verdict(env: Env, cli) -> None:
    _two_runs(env, cli)
    items = [item("x")]
    env.answer(items)
    other = env.write_config({"goldeneval.suite": "lain"}, name="other.yaml")
    assert cli("run", "-set", str(env.write_set(items, "x.yaml")), "-config", str(other)).code == 0

    listed = cli("suites", "--store", env.store)
    as_json = json.loads(cli("suites", "--store", env.store, "--json").out)

    rows = listed.out.splitlines()[1:]
    assert rows[0].startswith("lain") and rows[0].endswith("PASSED")
    assert rows[1].startswith("tanya-test") and " r2 " in rows[1] and rows[1].endswith("FAILED")
    assert [(s["suite"], s["gate"]["passed"]) for s in as_json["suites"]] == [
        ("lain", True),
        ("tanya-test", False),
    ]


def test_no_run_hint_fits_how_the_suite_was_chosen(env: Env, cli) -> None:
    _two_runs(env, cli)

    named = cli("report", "--store", env.store, "--suite", "nosuch")
    defaulted = cli("report", "--store", env.store)

    assert named.code == 2 and "try --suite" not in named.err
    assert "no finished run of suite 'nosuch'" in named.err and "goldeneval suites" in named.err
    assert defaulted.code == 2 and "give --suite NAME" in defaulted.err


def test_the_store_is_named_without_its_password(pg_dsn: str, cli) -> None:
    parts = urlsplit(pg_dsn)  # trust auth on loopback: the password is ignored, never shown
    netloc = f"{parts.username or 'postgres'}:s3cret-pw@{parts.hostname}:{parts.port or 5432}"
    dsn = urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))

    listed = cli("suites", "--store", dsn)

    assert listed.code == 0 and "no runs in this store yet" in listed.out
    assert "s3cret-pw" not in listed.out + listed.err
    assert f"{parts.username or 'postgres'}:***@" in listed.err


def test_history_flaky_lists_items_that_changed_twice_worst_first(env: Env, cli) -> None:
    _two_runs(env, cli)  # r1: a, b, c pass; r2: b fails, c errors
    items = [item("a"), item("b"), item("c")]
    env.answer(items)
    env.bot.answers[items[0]["question"]] = "jawaban salah"
    cfg = str(env.tmp / "config.yaml")
    set_path = str(env.tmp / "set.yaml")
    assert cli("run", "-set", set_path, "-config", cfg, "--run-id", "r3").code == 1
    env.answer(items)
    r4 = cli("run", "-set", set_path, "-config", cfg, "--run-id", "r4", "--json", "-")
    assert r4.code == 0
    # The run's own report marks what history makes flaky as of this run.
    marked = json.loads(r4.out)
    assert [f["item_id"] for f in marked["flaky"]["in_history"]] == ["a", "b"]
    assert {r["item_id"]: r["flaky_in_history"] is not None for r in marked["results"]} == {
        "a": True,
        "b": True,
        "c": False,
    }
    assert "flaky in history (the suite's last 10 runs" in r4.err
    # History as it was at r2: b passed, then failed; one change is a regression, not noise.
    assert "flaky" not in cli("report", "-config", cfg, "--run-id", "r2").out
    reprinted = cli("report", "-config", cfg, "--run-id", "r3")  # b: pass, fail, pass
    assert ": 1: b 0.67 (2/3 passed, 0 runs split, 2 changes)" in " ".join(reprinted.out.split())

    text = cli("history", "--config", cfg, "--flaky")
    as_json = json.loads(cli("history", "--config", cfg, "--flaky", "--json").out)
    narrow = json.loads(
        cli("history", "--config", cfg, "--flaky", "--json", "--flaky-window", "2").out
    )

    assert text.code == 0
    rows = text.out.splitlines()
    assert "worst first" in rows[0] and "the suite's last 10 runs" in rows[0]
    # b: P F P P (3/4); a: P P F P (3/4); c errored once, so P P P: never flaky.
    assert [r.split()[0] for r in rows[2:4]] == ["a", "b"]
    assert rows[2].split()[1:] == ["0.75", "3/4", "0", "2"]
    assert as_json["window"] == 10
    assert [(f["item_id"], f["passed"], f["runs"]) for f in as_json["flaky"]] == [
        ("a", 3, 4),
        ("b", 3, 4),
    ]
    # Over the last two runs a changed once (F P), b never: neither is flaky.
    assert narrow["flaky"] == []
