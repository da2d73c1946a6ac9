"""``goldeneval run`` end to end: real stand-ins over loopback, real stores, the real CLI.

Each test runs on SQLite and on PostgreSQL (the ``store_dsn`` fixture).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from goldeneval.store import open_store
from goldeneval.verdict import GateRules

from .conftest import Env, item, load_json, run_items, stored_results


def test_passing_run_stores_one_row_per_item_and_prints_verdict_last(env: Env, cli) -> None:
    items = [item("a"), item("b"), item("c", surface="internal")]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    out = env.tmp / "summary.json"
    junit = env.tmp / "junit.xml"

    run = cli(
        "run",
        "-set",
        str(set_path),
        "-config",
        str(cfg),
        "--run-id",
        "r1",
        "--json",
        str(out),
        "--junit",
        str(junit),
    )

    assert run.code == 0, run.err
    assert run.last_line == "GATE PASSED"
    summary = load_json(out)
    assert (summary["items"], summary["scored"], summary["passed"], summary["skipped"]) == (
        3,
        2,
        2,
        1,
    )
    assert summary["pass_rate"] == 1.0
    assert summary["gate"] == {"passed": True, "reasons": []}
    assert {r["item_id"]: r["outcome"] for r in summary["results"]} == {
        "a": "passed",
        "b": "passed",
        "c": "skipped",
    }
    rows = stored_results(env, "r1")
    assert set(rows) == {"a", "b", "c"}
    assert rows["c"].judge_status.value == "skipped"
    # Internal items are never driven: neither the chatbot nor the judge heard of "c".
    assert env.bot.requests_per_question[items[2]["question"]] == 0
    assert env.judge.calls == 2
    cases = ET.parse(junit).getroot().iter("testcase")
    assert {c.get("name") for c in cases} >= {"a", "b", "c"}


def test_sme_guide_invocation_without_subcommand(env: Env, cli) -> None:
    items = [item("a")]
    env.answer(items)
    run = cli("-set", str(env.write_set(items)), "-config", str(env.write_config()))
    assert run.code == 0, run.err
    assert run.last_line == "GATE PASSED"


def test_fact_gate_auto_fail_and_low_pass_rate_fail_the_gate(env: Env, cli) -> None:
    items = [item("a"), item("b", must_not_include=["salah"]), item("c"), item("d")]
    env.answer(items)
    env.bot.answers[items[1]["question"]] = "jawaban yang benar tapi salah"
    run = run_items(
        cli,
        env,
        items,
        "--run-id",
        "r1",
    )
    assert run.code == 1
    assert run.last_line.startswith("GATE FAILED: pass rate 0.75 < 0.80")
    row = stored_results(env, "r1")["b"]
    assert row.outcome.value == "failed"
    assert row.auto_fail == ("salah",)
    assert row.judge_status.value == "ok"  # the judge is still asked


def test_verified_regression_fails_gate_unverified_only_reported(env: Env, cli) -> None:
    items = [item(f"v{i}") for i in range(9)] + [item("u", verified=False)]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    assert (
        cli(
            "run",
            "-set",
            str(set_path),
            "-config",
            str(cfg),
            "-allow-unverified",
            "--run-id",
            "base",
        ).code
        == 0
    )
    # Both one verified and the unverified item now fail with a judged (ok) answer.
    env.judge.verdicts = [("jawaban buruk", {"correctness": 0.2, "pass": False, "reason": "wrong"})]
    env.bot.answers[items[0]["question"]] = "jawaban buruk tapi benar"
    env.bot.answers[items[-1]["question"]] = "jawaban buruk tapi benar"
    run = cli(
        "run",
        "-set",
        str(set_path),
        "-config",
        str(cfg),
        "-allow-unverified",
        "--run-id",
        "next",
        "--json",
        str(env.tmp / "s.json"),
    )
    assert run.code == 1
    assert "1 verified item regressed (v0)" in run.last_line
    assert "pass rate" not in run.last_line  # 8/10 = 0.80 is not below the floor
    regs = load_json(env.tmp / "s.json")["regressions"]
    assert {(r["item_id"], r["verified"]) for r in regs} == {("v0", True), ("u", False)}
    assert "u" in run.out  # the unverified regression is printed


def test_unverified_items_fail_gate_unless_allowed(env: Env, cli) -> None:
    items = [item("a", verified=False), item("b")]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    run = cli("run", "-set", str(set_path), "-config", str(cfg))
    assert run.code == 1
    assert "verified: false" in run.last_line
    assert "pass rate" not in run.last_line
    assert "-allow-unverified" in run.last_line
    assert "UNVERIFIED" in run.out.upper()  # the loud banner
    allowed = cli("run", "-set", str(set_path), "-config", str(cfg), "-allow-unverified")
    assert allowed.code == 0


def test_nothing_scored_is_no_verdict_exit_3(env: Env, cli) -> None:
    items = [item("a"), item("b")]
    env.bot.status_for = {it["question"]: 500 for it in items}
    run = run_items(
        cli,
        env,
        items,
        "--run-id",
        "r1",
    )
    assert run.code == 3
    assert run.last_line.startswith("NO VERDICT: nothing was scored (2 items: 2 errored")
    # The party is named once (issue 36: not "chatbot: chatbot returned …").
    assert "most common error: chatbot returned HTTP 500" in run.last_line
    rows = stored_results(env, "r1")
    assert {r.outcome.value for r in rows.values()} == {"errored"}
    assert "500" in (rows["a"].error or "")


def test_malformed_judge_output_is_an_error_never_a_pass(env: Env, cli) -> None:
    items = [item("a"), item("b")]
    env.answer(items)
    env.bot.answers[items[0]["question"]] = "jawaban yang benar MALFORMED"
    env.judge.verdicts = [("MALFORMED", "I think it is fine!")]
    run = run_items(
        cli,
        env,
        items,
        "--run-id",
        "r1",
    )
    row = stored_results(env, "r1")["a"]
    assert row.outcome.value == "errored"
    assert row.judge_status.value == "error"
    assert run.code == 0  # b passed; a is outside the denominator (1/1 scored)


def test_auto_fail_with_judge_error_is_scored_and_failed(env: Env, cli) -> None:
    items = [item("a", must_include=["wajib hadir"]), item("b")]
    env.answer(items)
    env.bot.answers[items[0]["question"]] = "jawaban yang benar MALFORMED"
    env.judge.verdicts = [("MALFORMED", "not json")]
    out = env.tmp / "s.json"
    run = run_items(
        cli,
        env,
        items,
        "--json",
        str(out),
    )
    s = load_json(out)
    assert (s["scored"], s["passed"], s["failed"]) == (2, 1, 1)
    assert run.code == 1  # 1/2 < 0.8


def test_missing_answer_path_errors_the_item_with_reason(env: Env, cli) -> None:
    items = [item("a")]
    env.answer(items)
    cfg = env.write_config({"goldeneval.chatbot.answer_path": "data.text"})
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(cfg), "--run-id", "r1")
    assert run.code == 3  # nothing scored: no verdict, never "the chatbot got worse"
    assert "data" in (stored_results(env, "r1")["a"].error or "")


def test_secrets_never_appear_in_output_or_store(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = "sk-very-secret-judge-key"
    monkeypatch.setenv("GOLDENEVAL_JUDGE_API_KEY", secret)
    items = [item("a"), item("b")]
    env.answer(items)
    env.judge.verdicts = [("pertanyaan b", "garbage")]
    out = env.tmp / "s.json"
    run = run_items(
        cli,
        env,
        items,
        "--run-id",
        "r1",
        "--json",
        str(out),
    )
    assert env.judge.with_authorization == 2
    assert secret not in run.out + run.err + out.read_text()
    assert all(secret not in repr(r) for r in stored_results(env, "r1").values())


def test_invalid_set_exits_2_and_writes_nothing(env: Env, cli) -> None:
    bad = env.tmp / "bad.yaml"
    bad.write_text("- id: a\n  surface: publik\n  question: q\n  expected: {}\n  colour: red\n")
    run = cli("run", "-set", str(bad), "-config", str(env.write_config()), "--run-id", "r1")
    assert run.code == 2
    assert f"{bad}:2" in run.err and "publik" in run.err and "colour" in run.err
    assert "Traceback" not in run.err
    assert env.bot.requests == 0
    store = open_store(env.store)
    try:
        assert store.get_run("r1") is None
    finally:
        store.close()


def test_rerun_with_same_run_id_resumes_without_repeating_judge_calls(env: Env, cli) -> None:
    items = [item("a"), item("b"), item("c")]
    env.answer(items)
    env.bot.status_for = {items[2]["question"]: 503}
    set_path, cfg = env.write_set(items), env.write_config()
    first = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1")
    assert stored_results(env, "r1")["c"].outcome.value == "errored"
    assert first.code == 0  # 2/2 scored passed
    judge_calls = env.judge.calls
    env.bot.status_for = {}
    second = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1")
    assert second.code == 0
    assert env.judge.calls == judge_calls + 1  # only c was judged again
    assert stored_results(env, "r1")["c"].outcome.value == "passed"


def test_deadline_errors_unfinished_items_and_still_reports(env: Env, cli) -> None:
    items = [item(f"i{n}") for n in range(6)]
    env.answer(items)
    # The chatbot never answers the last three: they are unfinished at the deadline
    # however fast or slow the machine is (no latency that a loaded machine could beat).
    never = {it["question"] for it in items[3:]}
    env.bot.hold = never.__contains__
    cfg = env.write_config({"goldeneval.concurrency": 2})
    try:
        run = run_items(cli, env, items, "--run-id", "r1", "--deadline", "1.5", config=cfg)
    finally:
        env.bot.hold = None
    rows = stored_results(env, "r1")
    assert len(rows) == 6
    late = [r for r in rows.values() if r.outcome.value == "errored"]
    assert {r.item_id for r in late} >= {"i3", "i4", "i5"}
    assert all("deadline" in (r.error or "") for r in late), [r.error for r in late]
    # Whether the answered three beat the deadline on a loaded machine is its business:
    # with too few scored there is no verdict (exit 3), otherwise the scored ones passed.
    scored = len(rows) - len(late)
    if scored >= 3:
        assert (run.code, run.last_line) == (0, "GATE PASSED")
    else:
        assert run.code == 3 and run.last_line.startswith("NO VERDICT: only")


def test_shards_cover_the_set_and_aggregate_like_a_whole_run(env: Env, cli) -> None:
    from goldeneval.verdict._shardsummary import ShardSummary
    from goldeneval.verdict._summary import aggregate_shards

    items = [item(f"s{n}") for n in range(9)]
    env.answer(items)
    env.bot.answers[items[4]["question"]] = "jawaban kosong"
    set_path, cfg = env.write_set(items), env.write_config()
    summaries = {}
    for index in range(3):
        path = env.tmp / f"shard-{index}.json"
        run = cli(
            "run",
            "-set",
            str(set_path),
            "-config",
            str(cfg),
            "--run-id",
            "sharded",
            "--shard",
            f"{index}/3",
            "--summary-file",
            str(path),
        )
        assert run.code == 0, run.err
        assert run.last_line.startswith(f"SHARD {index}/3 EVALUATED")
        assert len(path.read_bytes()) <= 4096
        summaries[index] = ShardSummary.from_dict(load_json(path))
    assert sum(s.counts.items for s in summaries.values()) == 9
    agg = aggregate_shards(
        summaries, shards=3, rules=GateRules(min_pass_rate=0.8, allow_unverified=False)
    )
    whole = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "whole")
    assert agg.counts.passed == 8 and agg.gate.passed == (whole.code == 0)
    store = open_store(env.store)
    try:
        record = store.get_run("sharded")
        assert record is not None and record.gate is not None and record.counts is not None
        assert record.counts.items == 9  # the shard that completed the set finalised the run
    finally:
        store.close()


def test_judge_backpressure_slows_the_run_instead_of_failing_items(env: Env, cli) -> None:
    items = [item(f"b{n}") for n in range(24)]
    env.answer(items)
    env.judge.capacity = 2
    env.judge.latency_ms = 20
    env.judge.retry_after_seconds = 0.02
    cfg = env.write_config({"goldeneval.concurrency": 8, "goldeneval.max_attempts": 3})
    out = env.tmp / "s.json"
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(cfg), "--json", str(out))
    assert env.judge.rejected_429 > 0  # backpressure really happened
    assert load_json(out)["errored"] == 0
    assert run.code == 0


def test_dead_chatbot_opens_the_circuit_breaker(env: Env, cli) -> None:
    items = [item(f"d{n}") for n in range(30)]
    env.bot.status_for = {it["question"]: 503 for it in items}
    cfg = env.write_config(
        {
            "goldeneval.chatbot.circuit_breaker": 3,
            "goldeneval.concurrency": 1,
            "goldeneval.max_attempts": 1,
        }
    )
    out = env.tmp / "s.json"
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(cfg), "--json", str(out))
    assert run.code == 3 and run.last_line.startswith("NO VERDICT: nothing was scored")
    assert env.bot.requests == 3
    reasons = [r["reason"] for r in load_json(out)["results"]]
    assert sum("circuit breaker" in r for r in reasons) == 27


def test_report_and_history_reprint_stored_runs(env: Env, cli) -> None:
    items = [item("a"), item("b")]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    first = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1")
    again = cli("report", "--store", env.store, "--run-id", "r1")
    assert again.code == first.code == 0
    assert again.last_line == first.last_line
    latest = cli("report", "--store", env.store, "--suite", "tanya-test")
    assert latest.last_line == "GATE PASSED"
    hist = cli("history", "--store", env.store, "--suite", "tanya-test", "--item", "a")
    assert hist.code == 0 and "r1" in hist.out and "trend" in hist.out


def test_missing_config_file_is_invalid_input(env: Env, cli) -> None:
    items = [item("a")]
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(env.tmp / "nope.yaml"))
    assert run.code == 2
    assert "nope.yaml" in run.err and "not found" in run.err


def test_config_errors_name_the_key(env: Env, cli) -> None:
    items = [item("a")]
    cfg = env.write_config({"rag_quality.golden_min_pass_rate": 1.5})
    run = cli("run", "-set", str(env.write_set(items)), "-config", str(cfg))
    assert run.code == 2
    assert "golden_min_pass_rate" in run.err


def test_unreachable_store_exits_3_without_password(tmp_path: Path, cli) -> None:
    set_path = tmp_path / "set.yaml"
    set_path.write_text(
        "- id: a\n  surface: public\n  domain: d\n  question: q\n  expected: {must_include: [x]}\n"
    )
    run = cli(
        "run",
        "-set",
        str(set_path),
        "--chatbot-url",
        "http://127.0.0.1:9",
        "--judge-url",
        "http://127.0.0.1:9",
        "--store",
        "postgresql://bob:hunter2@127.0.0.1:1/history",
        # A store down at the start is waited for (300 s by default): one second will do.
        "--store-outage-seconds",
        "1",
    )
    assert run.code == 3
    assert "hunter2" not in run.out + run.err
    assert "127.0.0.1" in run.err and "history" in run.err
    assert run.last_line.startswith("NO VERDICT: PostgreSQL history store")


def test_unknown_command_and_flags_are_usage_errors(cli) -> None:
    run = cli("frobnicate")
    assert run.code == 2
    assert "unknown command 'frobnicate'" in run.err and "submit" in run.err
    bad_flag = cli("run", "-set", "x.yaml", "--bogus")
    assert bad_flag.code == 2
    assert "--bogus" in bad_flag.err and "Traceback" not in bad_flag.err
