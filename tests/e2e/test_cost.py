"""What a run costs (issue 36 §3): the judge's reported tokens, its wait, the chatbot's calls, and
the per-run token budget, end to end with the real CLI and the stand-ins' real ``usage``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .conftest import Env, item, load_json, run_items, stored_results


def test_the_judges_reported_tokens_reach_json_text_markdown_and_html(lite: Env, cli) -> None:
    items = [item(f"p{n}") for n in range(3)] + [item("i0", surface="internal")]
    lite.answer(items)
    out, note, page = lite.tmp / "s.json", lite.tmp / "n.md", lite.tmp / "r.html"
    run = run_items(
        cli, lite, items, "--json", str(out), "--markdown", str(note), "--html", str(page)
    )
    assert run.code == 0, run.err
    cost = load_json(out)["cost"]
    # Every token the judge reported, no more, no less; the internal item was skipped.
    assert cost["prompt_tokens"] == lite.judge.prompt_tokens > 0
    assert cost["completion_tokens"] == lite.judge.completion_tokens > 0
    assert cost["judge_calls"] == lite.judge.admitted == 3
    assert cost["chatbot_calls"] == 3 and cost["judge_seconds"] >= 0
    assert set(cost["by_surface"]) == {"public"}
    tokens = lite.judge.prompt_tokens + lite.judge.completion_tokens
    line = f"cost: {tokens:,} judge tokens ({lite.judge.prompt_tokens:,} prompt, "
    assert line in run.out and "in 3 judge calls" in run.out and "3 chatbot calls" in run.out
    assert line in note.read_text(encoding="utf-8")
    assert line in page.read_text(encoding="utf-8")


def test_a_judge_without_usage_leaves_the_tokens_unknown_not_zero(lite: Env, cli) -> None:
    items = [item("a"), item("b")]
    lite.answer(items)
    lite.judge.report_usage = False
    out = lite.tmp / "s.json"
    assert run_items(cli, lite, items, "--json", str(out)).code == 0
    cost = load_json(out)["cost"]
    assert (cost["prompt_tokens"], cost["completion_tokens"], cost["judge_calls"]) == (
        None,
        None,
        2,
    )


def _per_call(cli, lite: Env, cfg: Path) -> int:  # type: ignore[no-untyped-def]
    """What one judge call costs here (every call the same): a probe item outside the set."""
    lite.answer([item("probe")])
    assert run_items(cli, lite, [item("probe")], "--run-id", "probe", config=cfg).code == 0
    return lite.judge.prompt_tokens + lite.judge.completion_tokens


def _tokens(cost: dict[str, Any]) -> int:
    return int(cost["prompt_tokens"]) + int(cost["completion_tokens"])


def test_the_budget_is_the_runs_across_a_resume_with_one_figure_everywhere(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    items = [item(f"b{n:02d}") for n in range(12)]
    env.answer(items)
    cfg = env.write_config({"goldeneval.judge.concurrency": 1, "goldeneval.concurrency": 1})
    per_call = _per_call(cli, env, cfg)
    budget = 3 * per_call + per_call // 2
    out = env.tmp / "s.json"
    flags = ("--run-id", "r1", "--json", str(out), "--judge-max-tokens-per-run", str(budget))
    run = run_items(cli, env, items, *flags, config=cfg)
    assert run.code == 3, run.out + run.err
    cost = load_json(out)["cost"]
    spent = _tokens(cost)
    # One meter: the NO VERDICT line, the cost line and --json's cost state the same figure.
    assert cost["judge_calls"] == 3 and spent == 3 * per_call
    assert run.last_line == (
        f"NO VERDICT: judge token budget reached: {spent:,} of {budget:,} judge tokens per run "
        f"(judge.max_tokens_per_run) spent by run r1; raise judge.max_tokens_per_run "
        f"(--judge-max-tokens-per-run) and rerun with --run-id r1 to judge the rest"
    )
    assert f"cost: {spent:,} judge tokens" in run.out
    assert len([r for r in stored_results(env, "r1").values() if r.judge_status.value == "ok"]) == 3
    # The budget is the run's: a resume with the same budget asks nobody and ends at once.
    asked, judged = env.bot.requests, env.judge.admitted
    again = run_items(cli, env, items, *flags, config=cfg)
    assert again.code == 3 and again.last_line == run.last_line, again.out + again.err
    assert (env.bot.requests, env.judge.admitted) == (asked, judged)
    assert load_json(out)["cost"] == cost
    # A larger budget resumes: the rerun judges only what is left, its cost covers both.
    larger = (*flags[:4], "--judge-max-tokens-per-run", str(20 * per_call))
    rerun = run_items(cli, env, items, *larger, config=cfg)
    assert (rerun.code, rerun.last_line) == (0, "GATE PASSED"), rerun.out + rerun.err
    assert env.judge.admitted - judged == 12 - 3
    total = load_json(out)["cost"]
    assert total["judge_calls"] == 12 and _tokens(total) == 12 * per_call
    assert f"cost: {12 * per_call:,} judge tokens" in rerun.out
    # report states the cost line the run stated, over all its invocations.
    report = cli("report", "--run-id", "r1", "--store", env.store, "--json", str(out))
    assert report.code == 0 and load_json(out)["cost"] == total
    assert f"cost: {12 * per_call:,} judge tokens" in report.out


def test_calls_in_flight_count_in_the_budgets_figure(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    """Four calls at once: the budget refuses the next ones, the four in flight still count,
    and the NO VERDICT line states what was spent after them (it may pass the budget)."""
    items = [item(f"f{n:02d}") for n in range(16)]
    lite.answer(items)
    cfg = lite.write_config({"goldeneval.judge.concurrency": 4, "goldeneval.concurrency": 4})
    per_call = _per_call(cli, lite, cfg)
    out = lite.tmp / "s.json"
    run = run_items(
        cli,
        lite,
        items,
        "--run-id",
        "f",
        "--json",
        str(out),
        "--judge-max-tokens-per-run",
        str(per_call),
        config=cfg,
    )
    assert run.code == 3
    spent = _tokens(load_json(out)["cost"])
    assert per_call <= spent <= 4 * per_call + per_call  # at most the concurrency past it
    assert f"budget reached: {spent:,} of {per_call:,} judge tokens" in run.last_line
    assert f"cost: {spent:,} judge tokens" in run.out


def test_shards_see_what_the_run_has_spent(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    items = [item(f"s{n:02d}") for n in range(24)]
    env.answer(items)
    cfg = env.write_config({"goldeneval.judge.concurrency": 1, "goldeneval.concurrency": 1})
    per_call = _per_call(cli, env, cfg)
    budget = 2 * per_call + per_call // 2
    summaries = [env.tmp / f"shard{n}.json" for n in range(2)]

    def shard(n: int):  # type: ignore[no-untyped-def]
        flags = ("--shard", f"{n}/2", "--summary-file", str(summaries[n]))
        budgeted = ("--judge-max-tokens-per-run", str(budget))
        return run_items(cli, env, items, "--run-id", "sh", *flags, *budgeted, config=cfg)

    first = shard(0)
    assert first.code == 0 and "STOPPED: judge token budget reached" in first.last_line
    judged = env.judge.admitted
    # The second shard sees the first one's spend: the run's budget is spent, it asks nobody.
    second = shard(1)
    assert second.code == 0 and "STOPPED: judge token budget reached" in second.last_line
    assert env.judge.admitted == judged
    shard_costs = [load_json(p)["cost"] for p in summaries]
    # Each shard states its own share: the operator's sum is the run's figure.
    assert shard_costs[0]["judge_calls"] == 2 and shard_costs[1]["judge_calls"] == 0
    assert _tokens(shard_costs[0]) == 2 * per_call


def test_a_run_that_asked_the_judge_nothing_says_so(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    items = [item("a"), item("b")]
    lite.answer(items)
    assert run_items(cli, lite, items, "--run-id", "n1").code == 0
    # The same answers again: every verdict is reused, no judge call is made.
    again = run_items(cli, lite, items)
    assert again.code == 0
    assert re.search(r"^cost: no judge calls; 2 chatbot calls$", again.out, re.MULTILINE), again.out


def test_quiet_no_verdict_names_the_run_id_to_resume(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    items = [item("a"), item("b")]  # no answers scripted: nothing is scored
    lite.bot.fail_remaining = 10**6
    run = run_items(cli, lite, items, "--run-id", "q1", "--quiet")
    assert run.code == 3 and run.out.count("\n") == 1, run.out
    assert run.last_line.startswith("NO VERDICT: ") and "--run-id q1" in run.last_line


def test_the_budget_is_one_setting_read_from_env_too(lite: Env, cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    items = [item("a"), item("b")]
    lite.answer(items)
    monkeypatch.setenv("GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN", "1")
    # One call at a time: a call already in flight when the budget is reached still counts.
    cfg = lite.write_config({"goldeneval.judge.concurrency": 1, "goldeneval.concurrency": 1})
    run = run_items(cli, lite, items, config=cfg)
    assert run.code == 3 and "judge token budget reached" in run.last_line
    monkeypatch.setenv("GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN", "zero")
    bad = run_items(cli, lite, items, config=cfg)
    assert bad.code == 2 and "GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN" in bad.err
