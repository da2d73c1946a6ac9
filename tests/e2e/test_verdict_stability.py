"""Blame, verdict reuse, confirmation and one verdict per run (docs/design.md §4, §5).

Real stand-ins over loopback, real stores, the real CLI. The two noisy-judge
series at the end are the issue's acceptance figures: reproducible (seeded
flips) and quick (zero-latency stand-ins, SQLite).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

from .conftest import Env, item, load_json, run_items, stored_results

FAIL = {"correctness": 0.2, "pass": False, "reason": "salah kantor"}


def test_a_regression_says_what_changed_and_a_changed_contract_is_not_one(
    env: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # the report wraps to the terminal: read whole lines
    items = [item(n) for n in ("fidusia-pendaftaran", "b", "c", "d", "e")]
    env.answer(items)
    assert run_items(cli, env, items, "--run-id", "r1").code == 0
    calls = env.judge.calls

    # The chatbot's answer to one item changed and the judge fails it.
    env.bot.answers[items[0]["question"]] = "jawaban yang benar tapi kantor lain"
    env.judge.verdicts = [("kantor lain", FAIL)]
    out = env.tmp / "r2.json"
    run = run_items(cli, env, items, "--run-id", "r2", "--json", str(out))
    assert run.code == 1
    assert (
        "  [VERIFIED  ] fidusia-pendaftaran passed in run r1, fails now "
        "(answer changed; judge and expectations unchanged) [answers 0/3 pass; judge 0/4 pass]"
    ) in run.out
    assert run.last_line == "GATE FAILED: 1 verified item regressed (fidusia-pendaftaran)"
    # Four unchanged answers reuse their verdicts; the changed one is judged and,
    # as it would be a verified regression, confirmed: 4 samples agree. Then its
    # answer is confirmed: two fresh answers, byte-identical, keep that verdict.
    assert env.judge.calls - calls == 4
    assert env.bot.requests_per_question[items[0]["question"]] == 4  # r1, then 3 in r2
    summary = load_json(out)
    assert summary["regressions"] == [
        {
            "item_id": "fidusia-pendaftaran",
            "verified": True,
            "baseline_run_id": "r1",
            "answer_changed": True,
            "contract_changed": False,
            "judge_changed": False,
            "tools_changed": False,  # a chatbot answer calls no tool, then or now
        }
    ]
    rows = stored_results(env, "r2")
    assert len(rows["fidusia-pendaftaran"].samples) == 4
    assert (rows["b"].answer_changed, rows["b"].contract_changed, rows["b"].judge_changed) == (
        False,
        False,
        False,
    )

    # An SME tightens b: the unchanged answer now misses a phrase. Its
    # expectations changed, so that is no regression, and this run is b's new baseline.
    items[1]["expected"]["must_include"] = ["benar", "Rp50.000"]
    env.judge.verdicts = []
    env.bot.answers[items[0]["question"]] = "jawaban yang benar"
    run = run_items(cli, env, items, "--run-id", "r3")
    assert (run.code, run.last_line) == (0, "GATE PASSED"), run.out
    assert "regressions: none" in run.out
    assert "  b: expectations changed since run r2; this run is its new baseline" in run.out
    assert stored_results(env, "r3")["b"].contract_changed is True


def test_unchanged_answers_reuse_verdicts_and_rejudge_asks_afresh(env: Env, cli) -> None:
    items = [item(f"u{n}") for n in range(6)]
    env.answer(items)
    assert run_items(cli, env, items, "--run-id", "r1").code == 0
    assert env.judge.calls == 6
    out = env.tmp / "r2.json"
    run = run_items(cli, env, items, "--run-id", "r2", "--json", str(out))
    assert (run.code, env.judge.calls) == (0, 6)  # no judge call at all
    results = load_json(out)["results"]
    assert {(r["verdict_source"], r["verdict_run_id"]) for r in results} == {("reused", "r1")}
    assert "6 reused from earlier runs" in run.out
    # A reused verdict is never a source itself: r3 still reuses r1's judgement.
    run_items(cli, env, items, "--run-id", "r3")
    assert {r.verdict_run_id for r in stored_results(env, "r3").values()} == {"r1"}
    # --rejudge (and a reuse age of 0) ask the judge again.
    assert run_items(cli, env, items, "--run-id", "r4", "--rejudge").code == 0
    assert env.judge.calls == 12
    no_reuse = env.write_config({"goldeneval.judge.reuse_max_age_days": 0})
    assert run_items(cli, env, items, "--run-id", "r5", config=no_reuse).code == 0
    assert env.judge.calls == 18
    # Another judge model never reuses the first one's verdicts.
    assert run_items(cli, env, items, "--run-id", "r6", "--judge-model", "other").code == 0
    assert env.judge.calls == 24


def test_a_reused_single_verdict_that_would_regress_is_confirmed_first(env: Env, cli) -> None:
    items = [item(f"y{n}") for n in range(5)]
    env.answer(items)
    wrong = "jawaban yang benar tapi kantor lain"
    env.judge.verdicts = [("kantor lain", FAIL)]
    env.bot.answers[items[0]["question"]] = wrong
    assert run_items(cli, env, items, "--run-id", "r1").code == 0  # y0 fails, no baseline yet
    env.bot.answers[items[0]["question"]] = "jawaban yang benar"
    assert run_items(cli, env, items, "--run-id", "r2").code == 0  # y0 passes: its baseline
    calls = env.judge.calls
    env.bot.answers[items[0]["question"]] = wrong  # r1's answer again
    out = env.tmp / "r3.json"
    run = run_items(cli, env, items, "--run-id", "r3", "--json", str(out))
    # r1's single fail would now be a verified regression: it is the first vote
    # of a confirmation, not a verdict taken on trust.
    assert env.judge.calls - calls == 3
    y0 = load_json(out)["results"][0]
    assert (y0["verdict_source"], len(y0["samples"])) == ("judged", 4)
    assert run.code == 1 and "[judge 0/4 pass]" in run.out


def test_a_borderline_verdict_is_confirmed_by_a_majority(env: Env, cli) -> None:
    items = [item(f"b{n}") for n in range(5)]
    env.answer(items)
    env.judge.verdicts = [
        (items[0]["question"], {"correctness": 0.75, "pass": True, "reason": "ok"})
    ]
    out = env.tmp / "s.json"
    run = run_items(cli, env, items, "--run-id", "r1", "--json", str(out))
    assert run.code == 0
    assert env.judge.calls == 5 + 3  # the borderline item: 4 samples agree, of 7
    first = load_json(out)["results"][0]
    assert [s["pass"] for s in first["samples"]] == [True] * 4
    cfg = env.write_config({"goldeneval.judge.samples": 1})
    run_items(cli, env, items, "--run-id", "r2", "--rejudge", config=cfg)
    assert env.judge.calls == 8 + 5  # samples: 1 turns confirmation off


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("--min-pass-rate", "0.5"), "minimum pass rate 0.8 then, 0.5 now (--min-pass-rate)"),
        (("--pass-threshold", "0.6"), "pass threshold 0.7 then, 0.6 now"),
        (("--min-coverage", "0.9"), "minimum coverage 0.5 then, 0.9 now"),
        (("-allow-unverified",), "allow-unverified False then, True now"),
        (("--judge-model", "llama"), "judge model 'stand-in' then, 'llama' now"),
        (("--chatbot-samples", "3"), "chatbot samples 5 then, 3 now (--chatbot-samples)"),
    ],
)
def test_resuming_with_other_gate_settings_is_refused(
    env: Env, cli, args: tuple[str, ...], named: str
) -> None:
    items = [item("a"), item("b")]
    env.answer(items)
    assert run_items(cli, env, items, "--run-id", "r1").code == 0
    again = run_items(cli, env, items, "--run-id", "r1", *args)
    assert again.code == 2
    assert named in again.err
    # The stored verdict is untouched, and the same settings still resume.
    assert run_items(cli, env, items, "--run-id", "r1").last_line == "GATE PASSED"


# ------------------------------------------------------------ noisy judge series


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[Env]:
    """A SQLite world: the series below are about the rules, not the backend."""
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        yield Env(tmp_path, f"sqlite:///{tmp_path}/history.db", bot, judge)


def noisy_series(  # type: ignore[no-untyped-def]
    cli,
    env: Env,
    *,
    runs: int,
    rate: float,
    changing_answers: bool,
    seed: int,
    samples: int | None = None,
) -> tuple[list[int], list[int], list[int]]:
    """Exit codes, judge calls and confirmation calls per run of a 40-item verified set."""
    items = [item(f"n{n:02d}") for n in range(40)]
    env.judge.flip_rate = rate
    env.judge.flip_for = [it["question"] for it in items[:10]]
    env.judge.seed = seed
    extra: dict[str, Any] = {"goldeneval.concurrency": 8}
    if samples is not None:
        extra["goldeneval.judge.samples"] = samples
    cfg = env.write_config(extra)
    set_path = env.write_set(items)
    codes, calls, confirmations = [], [], []
    for n in range(runs):
        suffix = f" (versi {n})" if changing_answers else ""
        env.answer(items, "jawaban yang benar" + suffix)
        before = env.judge.calls
        out = env.tmp / f"run{n}.json"
        run = cli(
            "run", "-set", str(set_path), "-config", str(cfg), "--json", str(out), "--no-progress"
        )
        codes.append(run.code)
        calls.append(env.judge.calls - before)
        results: list[dict[str, Any]] = load_json(out)["results"]
        confirmations.append(
            sum(max(0, len(r["samples"]) - 1) for r in results if r["verdict_source"] == "judged")
        )
    return codes, calls, confirmations


def test_unchanged_answers_and_a_noisy_judge_never_flip_the_gate(lite: Env, cli) -> None:
    codes, calls, _ = noisy_series(cli, lite, runs=21, rate=0.2, changing_answers=False, seed=11)
    assert codes == [codes[0]] * 21  # 0 gate flips in 20 reruns
    assert calls[0] == 40 and calls[1:] == [0] * 20  # 0 judge calls after the first run
    assert lite.judge.flips > 0  # the judge was noisy: some first verdicts flipped


def test_changing_answers_and_a_noisy_judge_flip_the_gate_at_most_once(lite: Env, cli) -> None:
    codes, calls, confirmations = noisy_series(
        cli, lite, runs=21, rate=0.1, changing_answers=True, seed=5
    )
    assert codes[0] == 0
    assert sum(1 for c in codes[1:] if c != codes[0]) <= 1
    assert all(c >= 40 for c in calls)  # answers changed: every item judged each run
    assert sum(confirmations) > 0  # flips happened and were confirmed away
    assert lite.judge.flips > 0


def test_without_confirmation_the_same_series_does_flip(lite: Env, cli) -> None:
    # The control: one sample per verdict lets each flip through as a regression.
    codes, _, confirmations = noisy_series(
        cli, lite, runs=21, rate=0.1, changing_answers=True, seed=5, samples=1
    )
    assert sum(1 for c in codes[1:] if c != codes[0]) > 1
    assert sum(confirmations) == 0


def test_the_shard_that_completes_a_run_stores_the_other_shards_regressions(env: Env, cli) -> None:
    from goldeneval.verdict._sharding import shard_of

    items = [item(f"k{n}") for n in range(8)]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    assert cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "base").code == 0
    regressing = next(it for it in items if shard_of(it["id"], 2) == 0)
    env.bot.answers[regressing["question"]] = "jawaban yang benar tapi kantor lain"
    env.judge.verdicts = [("kantor lain", FAIL)]
    for index in (0, 1):  # shard 1 completes the set and writes the run's row
        shard = cli(
            "run", "-set", str(set_path), "-config", str(cfg), "--run-id", "sharded",
            "--shard", f"{index}/2",
        )  # fmt: skip
        assert shard.code == 0, shard.err
    store = open_store(env.store)
    try:
        record = store.get_run("sharded")
    finally:
        store.close()
    assert record is not None and record.gate is not None
    assert [(g.item_id, g.answer_changed) for g in record.regressions] == [(regressing["id"], True)]
    assert record.gate.line == f"GATE FAILED: 1 verified item regressed ({regressing['id']})"
