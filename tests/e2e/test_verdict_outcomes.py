"""Three outcomes, three exit codes (docs/design.md §5): real stand-ins, real stores, the real CLI.

0 ``GATE PASSED``, 1 ``GATE FAILED`` only for an established failure, 3
``NO VERDICT`` when the run could not establish one: nothing or too little
scored, a party that refuses every request, an interrupted run, an
unexpected error.
"""

from __future__ import annotations

import pytest

from goldeneval.store import open_store
from goldeneval.verdict import GateRules

from .conftest import Env, item, load_json, run_items


def test_a_misnamed_judge_model_stops_the_run_within_ten_calls(env: Env, cli) -> None:
    items = [item(f"m{n:03d}") for n in range(60)]
    env.answer(items)
    env.judge.reject_status = 404
    env.judge.reject_message = "model 'qwen2.5-32b' does not exist"
    out = env.tmp / "s.json"
    run = run_items(cli, env, items, "--run-id", "r1", "--json", str(out))
    assert run.code == 3, run.err
    assert run.last_line == (
        "NO VERDICT: judge rejects every request: HTTP 404 model 'qwen2.5-32b' does not exist"
    )
    assert env.judge.calls <= 10
    summary = load_json(out)
    assert summary["verdict"] == "no_verdict"
    assert summary["gate"]["passed"] is False
    # The run is resumable: fix the model, rerun with the same id, get a verdict.
    env.judge.reject_status = None
    rerun = run_items(cli, env, items, "--run-id", "r1")
    assert (rerun.code, rerun.last_line) == (0, "GATE PASSED"), rerun.err


def test_a_judge_key_the_server_refuses_never_shows_the_key(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = "sk-refused-key-0123456789"
    monkeypatch.setenv("GOLDENEVAL_JUDGE_API_KEY", secret)
    items = [item(f"k{n}") for n in range(20)]
    env.answer(items)
    env.judge.reject_status = 401
    env.judge.reject_message = f"invalid api key {secret}"
    run = run_items(cli, env, items)
    assert run.code == 3
    assert run.last_line.startswith("NO VERDICT: judge rejects every request: HTTP 401")
    # The verdict line never repeats an echoed key (the item errors are the
    # judge client's to scrub, docs/design.md §6).
    assert run.last_line.endswith("invalid api key ***")
    assert env.judge.calls <= 10


def test_a_chatbot_that_refuses_every_request_stops_the_run(env: Env, cli) -> None:
    items = [item(f"c{n}") for n in range(40)]
    env.bot.status_for = {it["question"]: 401 for it in items}
    run = run_items(cli, env, items)
    assert run.code == 3
    assert (
        run.last_line == "NO VERDICT: chatbot rejects every request: HTTP 401 stand-in: status 401"
    )
    assert env.bot.requests <= 10
    assert env.judge.calls == 0


def test_a_wrong_chatbot_path_stops_the_run(env: Env, cli) -> None:
    items = [item(f"p{n}") for n in range(40)]
    cfg = env.write_config({"chatbot_url": env.bot.url + "/no-such-prefix"})
    run = run_items(cli, env, items, config=cfg)
    assert run.code == 3
    assert run.last_line.startswith("NO VERDICT: chatbot rejects every request: HTTP 404")


def test_item_specific_rejections_after_a_success_only_error_their_items(env: Env, cli) -> None:
    # The chatbot answers most questions; three of them it refuses (400). That is
    # not a refused configuration: the run goes on and decides on what was scored.
    items = [item(f"s{n:02d}") for n in range(20)]
    env.answer(items)
    env.bot.status_for = {items[n]["question"]: 400 for n in (5, 11, 17)}
    cfg = env.write_config({"goldeneval.concurrency": 1})
    run = run_items(cli, env, items, "--run-id", "r1", config=cfg)
    assert (run.code, run.last_line) == (0, "GATE PASSED"), run.out
    store = open_store(env.store)
    try:
        assert sum(r.outcome.value == "errored" for r in store.results("r1")) == 3
    finally:
        store.close()


def test_one_scored_item_of_a_hundred_is_no_verdict_never_a_pass(env: Env, cli) -> None:
    items = [item(f"e{n:03d}") for n in range(100)]
    env.answer(items)
    env.judge.fail_remaining = 99  # HTTP 503, and one attempt per call: 99 judge errors
    cfg = env.write_config({"goldeneval.max_attempts": 1})
    out = env.tmp / "s.json"
    run = run_items(cli, env, items, "--json", str(out), config=cfg)
    assert run.code == 3
    assert run.last_line.startswith(
        "NO VERDICT: only 1 of 100 drivable items were scored (coverage 0.01 < minimum 0.50"
    )
    assert "most common error: judge returned HTTP 503" in run.last_line
    summary = load_json(out)
    assert (summary["verdict"], summary["coverage"], summary["scored"]) == ("no_verdict", 0.01, 1)


def test_too_little_scored_but_failing_whatever_the_rest_would_score_is_exit_1(
    env: Env, cli
) -> None:
    items = [item(f"f{n}") for n in range(10)]
    env.answer(items[:4], "jawaban salah")  # scored and failed (must_include "benar" missing)
    env.bot.status_for = {it["question"]: 503 for it in items[4:]}
    cfg = env.write_config({"goldeneval.max_attempts": 1, "goldeneval.concurrency": 1})
    run = run_items(cli, env, items, config=cfg)
    assert run.code == 1
    assert run.last_line == (
        "GATE FAILED: pass rate at most 0.60 < 0.80 even if all 6 errored items had passed "
        "(0/4 scored items passed)"
    )


@pytest.mark.parametrize("how", ["flag", "env", "config"])
def test_min_coverage_is_configurable(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    items = [item(f"v{n}") for n in range(10)]
    env.answer(items[:3])
    env.bot.status_for = {it["question"]: 503 for it in items[3:]}
    extra: dict[str, object] = {"goldeneval.max_attempts": 1}
    args: list[str] = []
    if how == "flag":
        args = ["--min-coverage", "0.3"]
    elif how == "env":
        monkeypatch.setenv("GOLDENEVAL_MIN_COVERAGE", "0.3")
    else:
        extra["goldeneval.min_coverage"] = 0.3
    out = env.tmp / "s.json"
    run = run_items(cli, env, items, "--json", str(out), *args, config=env.write_config(extra))
    assert (run.code, run.last_line) == (0, "GATE PASSED"), run.out
    assert load_json(out)["min_coverage"] == 0.3
    # The default (0.5) finds 3 of 10 too little.
    default = run_items(cli, env, items, config=env.write_config({"goldeneval.max_attempts": 1}))
    if how != "env":
        assert default.code == 3 and default.last_line.startswith("NO VERDICT: only 3 of 10")


def test_an_unexpected_error_is_exit_3_with_one_line(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    import goldeneval.job.cli as job_cli

    def broken(path: str) -> None:
        raise ZeroDivisionError("division by zero in a place nobody expected")

    # Fault injection: the one way to reach the last-resort handler on purpose.
    monkeypatch.setattr(job_cli, "load_golden_set", broken)
    run = run_items(cli, env, [item("a")])
    assert run.code == 3
    assert run.out.strip().splitlines() == [
        "NO VERDICT: unexpected error (ZeroDivisionError: division by zero in a place nobody "
        "expected)"
    ]
    assert "Traceback" not in run.err
    lint = cli("lint", str(env.write_set([item("a")])))
    assert lint.code == 3
    assert lint.err.strip().splitlines() == [
        "goldeneval: unexpected error (ZeroDivisionError: division by zero in a place nobody "
        "expected), exit 3"
    ]


def test_a_shard_that_meets_a_refusing_judge_reports_the_cause_for_the_operator(
    env: Env, cli
) -> None:
    from goldeneval.verdict._shardsummary import ShardSummary
    from goldeneval.verdict._summary import aggregate_shards

    items = [item(f"h{n:02d}") for n in range(30)]
    env.answer(items)
    env.judge.reject_status = 404
    env.judge.reject_message = "model 'qwen2.5-32b' does not exist"
    set_path, cfg = env.write_set(items), env.write_config()
    path = env.tmp / "shard-0.json"
    run = cli(
        "run", "-set", str(set_path), "-config", str(cfg), "--run-id", "sh",
        "--shard", "0/1", "--summary-file", str(path),
    )  # fmt: skip
    # Exit 0: the pod did its part; the verdict (none) is the operator's to state.
    assert run.code == 0, run.err
    assert run.last_line.startswith("SHARD 0/1 STOPPED: judge rejects every request: HTTP 404")
    summary = ShardSummary.from_dict(load_json(path))
    assert (
        summary.stop == "judge rejects every request: HTTP 404 model 'qwen2.5-32b' does not exist"
    )
    agg = aggregate_shards(
        {0: summary}, shards=1, rules=GateRules(min_pass_rate=0.8, allow_unverified=False)
    )
    assert agg.gate.line.startswith("NO VERDICT: shard 0: judge rejects every request")


def test_report_and_history_show_a_stored_run_without_a_verdict(env: Env, cli) -> None:
    items = [item(f"w{n}") for n in range(12)]
    env.answer(items)
    env.judge.reject_status = 404
    first = run_items(cli, env, items, "--run-id", "r1")
    assert first.code == 3
    again = cli("report", "--store", env.store, "--run-id", "r1")
    assert (again.code, again.last_line) == (3, first.last_line)
    hist = cli("history", "--store", env.store, "--suite", "tanya-test")
    assert hist.code == 0
    assert any(
        line.startswith("r1") and line.endswith("NO VERDICT") for line in hist.out.splitlines()
    )


def test_an_unexpected_error_in_an_operator_command_is_exit_3(
    cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    import goldeneval.operator.cli as operator_cli

    def broken(argv: list[str]) -> int:
        raise KeyError("kubeconfig")

    monkeypatch.setattr(operator_cli, "main", broken)  # fault injection
    from goldeneval.cli import main

    assert main(["wait", "some-run"]) == 3
