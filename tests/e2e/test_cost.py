"""What a run costs (issue 36 §3): the judge's reported tokens, its wait, the chatbot's calls, and
the per-run token budget, end to end with the real CLI and the stand-ins' real ``usage``."""

from __future__ import annotations

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


def test_the_token_budget_stops_asking_ends_no_verdict_and_a_rerun_resumes(lite: Env, cli) -> None:
    items = [item(f"b{n:02d}") for n in range(12)]
    lite.answer(items)
    cfg = lite.write_config({"goldeneval.judge.concurrency": 1, "goldeneval.concurrency": 1})
    # Each call costs the same here: a budget of three calls' worth judges three items.
    # An item outside the set with a question of the same length: nothing of it is reused.
    lite.answer([item("probe")])
    probe = run_items(cli, lite, [item("probe")], "--run-id", "probe", config=cfg)
    assert probe.code == 0
    per_call = lite.judge.prompt_tokens + lite.judge.completion_tokens
    out = lite.tmp / "s.json"
    run = run_items(
        cli,
        lite,
        items,
        "--run-id",
        "r1",
        "--json",
        str(out),
        "--judge-max-tokens-per-run",
        str(3 * per_call + per_call // 2),
        config=cfg,
    )
    assert run.code == 3, run.out + run.err
    assert run.last_line.startswith(
        f"NO VERDICT: judge token budget reached: {3 * per_call} of {3 * per_call + per_call // 2}"
    )
    summary = load_json(out)
    assert summary["cost"]["judge_calls"] == 3
    assert summary["cost"]["prompt_tokens"] + summary["cost"]["completion_tokens"] <= (
        3 * per_call + per_call // 2
    )
    stored = stored_results(lite, "r1")
    judged = [r for r in stored.values() if r.outcome.value == "passed"]
    assert len(judged) == 3  # every verdict the budget paid for is kept
    # No budget now: the rerun judges only what is left and decides.
    rerun = run_items(cli, lite, items, "--run-id", "r1", "--json", str(out), config=cfg)
    assert (rerun.code, rerun.last_line) == (0, "GATE PASSED"), rerun.out + rerun.err
    assert load_json(out)["cost"]["judge_calls"] == 12 - 3


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
