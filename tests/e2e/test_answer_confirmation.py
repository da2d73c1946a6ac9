"""Answer confirmation (docs/design.md §4, issue 34): a would-be regression asked again.

Real stand-ins over loopback, real stores, the real CLI. The chatbot
stand-in's seeded flips make a sampling chatbot; its request counts show how
often each question was asked.
"""

from __future__ import annotations

from typing import Any

from goldeneval.testing import ChatbotStandIn, serve_in_thread

from .conftest import (
    APOSTILLE_TURNS,
    Env,
    apostille_conversation,
    item,
    load_json,
    run_items,
    stored_results,
)

GOOD = "jawaban yang benar"
BAD = "jawaban yang keliru"  # misses "benar": the fact gate fails it


def baseline(cli, env: Env, items: list[dict[str, Any]]) -> None:  # type: ignore[no-untyped-def]
    """r1: every item passes (each item's baseline)."""
    env.answer(items)
    assert run_items(cli, env, items, "--run-id", "r1").code == 0


def cut_short(  # type: ignore[no-untyped-def]
    cli, env: Env, prefix: str, turn_knob, at: int, *args: str
) -> tuple[list[dict[str, Any]], str]:
    """r1 passes; in r2 the first item always answers wrong, and ``turn_knob(question)`` is
    called on request ``at`` of it (r1 asked once, r2 its first answer, then fresh ones) to
    cut the confirmation short after two answers. Returns the items and the broken question."""
    items = [item(f"{prefix}{n}") for n in range(4)]
    baseline(cli, env, items)
    broken = items[0]["question"]
    env.bot.answers[broken] = BAD

    def knob(question: str) -> None:
        if question == broken and env.bot.requests_per_question[question] == at:
            turn_knob(question)

    env.bot.on_question = knob
    cut = run_items(cli, env, items, "--run-id", "r2", *args)
    assert cut.code == 0, cut.out  # an errored item: no regression on a partial tally
    held = stored_results(env, "r2")[f"{prefix}0"]
    assert (held.outcome.value, held.answers, held.answers_passed) == ("errored", 2, 0)
    env.bot.on_question = None
    return items, broken


def resumed_asks_only_the_third(cli, env: Env, items, broken: str) -> None:  # type: ignore[no-untyped-def]
    before = env.bot.requests_per_question[broken]
    again = run_items(cli, env, items, "--run-id", "r2")
    assert again.code == 1, again.out
    assert env.bot.requests_per_question[broken] - before == 1  # two answers were stored
    assert all(env.bot.requests_per_question[i["question"]] == 2 for i in items[1:])
    result = stored_results(env, "r2")[items[0]["id"]]
    assert (result.outcome.value, result.answers, result.answers_passed) == ("failed", 3, 0)


def fluke_seed(bot: ChatbotStandIn, question: str, rate: float) -> int:
    """A seed whose flips give ``question`` a wrong second answer and right ones after it
    (r1 draws request 0; r2's first answer is request 1)."""
    for seed in range(10_000):
        bot.seed = seed
        draws = [bot.flip_drawn(question, n) for n in range(5)]
        if draws == [False, True, False, False, False]:
            return seed
    raise AssertionError("no seed found")  # pragma: no cover (2**-5 of seeds qualify)


def test_a_hard_break_is_confirmed_and_shows_its_tally(env: Env, cli) -> None:
    items = [item(f"h{n}") for n in range(5)]
    baseline(cli, env, items)
    broken = items[0]["question"]
    env.bot.answers[broken] = BAD
    out = env.tmp / "r2.json"
    run = run_items(cli, env, items, "--run-id", "r2", "--json", str(out))
    assert run.code == 1, run.out
    assert "h0 passed in run r1, fails now" in run.out
    assert "[answers 0/3 pass]" in run.out
    # Asked once in r1, then three times in r2 (a majority of 5 failed); the others once each.
    assert env.bot.requests_per_question[broken] == 4
    assert all(env.bot.requests_per_question[i["question"]] == 2 for i in items[1:])
    h0 = next(r for r in load_json(out)["results"] if r["item_id"] == "h0")
    assert (h0["answers"], h0["answers_passed"], h0["outcome"]) == (3, 0, "failed")
    assert [a["outcome"] for a in h0["answer_samples"]] == ["failed"] * 3
    stored = stored_results(env, "r2")
    assert (stored["h0"].answers, stored["h0"].answers_passed) == (3, 0)
    assert not stored["h0"].flaky
    assert (stored["h1"].answers, stored["h1"].answers_passed) == (1, 1)


def test_samples_1_asks_once_as_before(env: Env, cli) -> None:
    items = [item(f"s{n}") for n in range(5)]
    baseline(cli, env, items)
    broken = items[0]["question"]
    env.bot.answers[broken] = BAD
    cfg = env.write_config({"goldeneval.chatbot.samples": 1})
    out = env.tmp / "r2.json"
    run = run_items(cli, env, items, "--run-id", "r2", "--json", str(out), config=cfg)
    assert run.code == 1, run.out
    assert "s0 passed in run r1, fails now" in run.out and "answers " not in run.out
    assert env.bot.requests_per_question[broken] == 2  # once in r1, once in r2
    s0 = next(r for r in load_json(out)["results"] if r["item_id"] == "s0")
    assert (s0["answers"], s0["answers_passed"], s0["answer_samples"]) == (1, 0, [])
    # The flag says the same; a single wrong draw then fails the gate, as it always did.
    env.bot.answers[broken] = GOOD
    assert run_items(cli, env, items, "--run-id", "r3", "--chatbot-samples", "1").code == 0
    env.bot.flip_rate_for[broken] = 1.0
    fluke = run_items(cli, env, items, "--run-id", "r4", "--chatbot-samples", "1")
    assert fluke.code == 1 and env.bot.requests_per_question[broken] == 4


def fluky_set(cli, env: Env) -> list[dict[str, Any]]:  # type: ignore[no-untyped-def]
    """Five items that pass in r1; in r2 the first (``f0``) answers wrong once, then right."""
    items = [item(f"f{n}") for n in range(5)]
    baseline(cli, env, items)
    fluky = items[0]["question"]
    env.bot.flip_rate_for[fluky] = 0.5
    env.bot.seed = fluke_seed(env.bot, fluky, 0.5)
    return items


def test_a_fluke_is_not_reported_and_the_item_is_flaky(env: Env, cli) -> None:
    items = fluky_set(cli, env)
    out = env.tmp / "r2.json"
    run = run_items(cli, env, items, "--run-id", "r2", "--json", str(out))
    assert (run.code, run.last_line) == (0, "GATE PASSED"), run.out
    assert "regressions: none" in run.out
    assert env.bot.flipped == 1
    f0 = next(r for r in load_json(out)["results"] if r["item_id"] == "f0")
    # One wrong answer, then three right ones: a majority of 5 passes; the stored
    # result is the passing side's first answer, and every answer is kept.
    assert (f0["outcome"], f0["answer"], f0["answers"], f0["answers_passed"]) == (
        "passed",
        GOOD,
        4,
        3,
    )
    assert [a["outcome"] for a in f0["answer_samples"]] == ["failed"] + ["passed"] * 3
    assert stored_results(env, "r2")["f0"].flaky


def test_a_run_where_nothing_would_regress_asks_once_per_item(env: Env, cli) -> None:
    items = [item(f"o{n}") for n in range(6)]
    baseline(cli, env, items)
    # Without a baseline pass (o0 fails in r2 and r3 alike) nothing would regress in r3.
    env.bot.answers[items[0]["question"]] = BAD
    assert run_items(cli, env, items, "--run-id", "r2").code == 1
    before = dict(env.bot.requests_per_question)
    assert run_items(cli, env, items, "--run-id", "r3").code == 0
    assert all(env.bot.requests_per_question[q] - before[q] == 1 for q in before)


def test_a_conversation_is_asked_again_whole_in_a_fresh_session(env: Env, cli) -> None:
    first, second = APOSTILLE_TURNS
    conversation = apostille_conversation(env.bot)
    cfg = env.write_config(
        {"goldeneval.chatbot.request": {"message": "{question}", "session": "{session}"}}
    )
    assert run_items(cli, env, [conversation], "--run-id", "r1", config=cfg).code == 0
    env.bot.answers[second] = "Rp200.000"  # the second turn now fails
    env.bot.sessions.clear()
    run = run_items(cli, env, [conversation], "--run-id", "r2", config=cfg)
    assert run.code == 1, run.out
    assert "[answers 0/3 pass]" in run.out
    # Three sessions, each asked both turns in order: the whole conversation, afresh.
    assert list(env.bot.sessions.values()) == [[first, second]] * 3
    stored = stored_results(env, "r2")["apostille"]
    assert [len(a.turns) for a in stored.answer_samples] == [2, 2, 2]


def test_a_confirmation_cut_short_resumes_without_asking_an_answered_sample(env: Env, cli) -> None:
    def fail_from_now_on(question: str) -> None:
        env.bot.status_for[question] = 503  # this request (the third answer) and the next

    items, broken = cut_short(cli, env, "r", fail_from_now_on, 4)
    held = stored_results(env, "r2")["r0"]
    assert "answer confirmation could not finish" in (held.error or "")
    env.bot.status_for.clear()
    resumed_asks_only_the_third(cli, env, items, broken)


# ------------------------------------------------------------ compare mode


def test_compare_mode_confirms_a_worse_pair_on_both_sides(env: Env, cli) -> None:
    items = [item(f"c{n}") for n in range(10)]
    with serve_in_thread(ChatbotStandIn()) as ref:
        for it in items:
            ref.answers[it["question"]] = GOOD
        env.answer(items)
        fluky, broken = items[0]["question"], items[1]["question"]
        env.bot.answers[broken] = BAD  # a real break: every answer misses the fact
        env.bot.flip_rate_for[fluky] = 0.5  # the same build, drawing a wrong answer first
        for seed in range(10_000):
            env.bot.seed = seed
            if [env.bot.flip_drawn(fluky, n) for n in range(4)] == [True, False, False, False]:
                break
        cfg = env.write_config({"goldeneval.compare.chatbot_url": ref.url})
        out = env.tmp / "c.json"
        run = run_items(cli, env, items, "--run-id", "c1", "--json", str(out), config=cfg)
        assert run.code == 1, run.out
        assert run.last_line.startswith(
            "GATE FAILED: verified item worse than the reference: c1 (reference passed"
        )
        assert "c0" not in run.last_line
        doc = load_json(out)
        assert doc["compare"]["worse"] == ["c1"]
        by_id = {r["item_id"]: r for r in doc["results"]}
        # The fluke: the candidate's majority passes (1 wrong, 3 right), the pair is the same.
        assert (by_id["c0"]["outcome"], by_id["c0"]["answers"], by_id["c0"]["answers_passed"]) == (
            "passed",
            4,
            3,
        )
        # Both sides of each worse pair were asked again: the reference to a passing majority.
        assert ref.requests_per_question[fluky] == 3 and ref.requests_per_question[broken] == 3
        assert env.bot.requests_per_question[broken] == 3
        assert all(ref.requests_per_question[i["question"]] == 1 for i in items[2:])


def test_a_confirmation_the_deadline_cuts_off_keeps_its_answers(lite: Env, cli) -> None:
    def hang_from_the_next(question: str) -> None:
        # This request's delay was already chosen; from the next on it never answers in time.
        lite.bot.latency_for[question] = 600_000.0

    items, broken = cut_short(cli, lite, "d", hang_from_the_next, 3, "--deadline", "8")
    held = stored_results(lite, "r2")["d0"]
    assert held.error == "run deadline passed before the item finished"
    lite.bot.latency_for.clear()
    resumed_asks_only_the_third(cli, lite, items, broken)
