"""Compare mode end to end (docs/design.md §5.1): three loopback chatbots, the judge stand-in,
real stores, the real CLI.

The candidate is ``env.bot``; the reference is a second stand-in; a dead one
is a port nothing listens on.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, serve_in_thread
from tests.e2e.conftest import Env, item, load_json, run_items

GOOD = "jawaban yang benar"
BAD = "jawaban yang keliru"  # misses "benar": the fact gate fails it


@pytest.fixture
def ref() -> Iterator[ChatbotStandIn]:
    with serve_in_thread(ChatbotStandIn()) as bot:
        yield bot


def dead_url() -> str:
    """A loopback URL nothing listens on (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def items(n: int, *, verified: bool = True) -> list[dict[str, Any]]:
    return [item(f"i{k:02d}", verified=verified) for k in range(n)]


def answer(bot: ChatbotStandIn, its: list[dict[str, Any]], text: str) -> None:
    for it in its:
        bot.answers[it["question"]] = text


def compare_run(cli, env: Env, its, reference: str, *args: str, extra=None):  # type: ignore[no-untyped-def]
    cfg = env.write_config({"goldeneval.compare.chatbot_url": reference, **(extra or {})})
    out = env.tmp / "out.json"
    result = run_items(cli, env, its, "--json", str(out), *args, config=cfg)
    return result, (load_json(out) if out.exists() else None)


def test_worse_on_two_verified_items_fails_naming_both_and_reports_the_better_one(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(10)
    answer(ref, its[:9], GOOD)
    answer(ref, its[9:], BAD)
    answer(env.bot, its, GOOD)
    answer(env.bot, its[:2], BAD)  # worse on i00, i01
    result, doc = compare_run(cli, env, its, ref.url)
    assert result.code == 1, result.out
    last = result.last_line
    assert last.startswith("GATE FAILED: 2 verified items worse than the reference: ")
    assert 'i00 (reference passed, candidate fails: missing "benar")' in last
    assert 'i01 (reference passed, candidate fails: missing "benar")' in last
    assert "McNemar" not in last  # 2 worse against 1 better is no evidence of a drop
    assert doc is not None
    c = doc["compare"]
    assert c["reference_url"] == ref.url
    assert (c["paired"], c["same"], c["unpaired"]) == (10, 7, 0)
    assert c["worse"] == ["i00", "i01"] and c["better"] == ["i09"]
    assert c["candidate_pass_rate"] == 0.8 and c["reference_pass_rate"] == 0.9
    by_id = {r["item_id"]: r for r in doc["results"]}
    assert by_id["i00"]["reference"]["outcome"] == "passed"
    assert by_id["i09"]["reference"]["outcome"] == "failed"
    assert by_id["i09"]["reference"]["answer_excerpt"] == BAD
    assert "Candidate against reference" in result.out
    assert "[WORSE VERIFIED] i00" in result.out and "[better] i09" in result.out
    assert "diff: jawaban yang -[keliru] +[benar]" in result.out  # shared words as context


def test_identical_candidate_passes_and_each_answer_is_judged_once(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(12)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    result, doc = compare_run(cli, env, its, ref.url)
    assert result.code == 0, result.out
    assert doc is not None and doc["compare"]["worse"] == [] and doc["compare"]["same"] == 12
    assert env.judge.calls == 12  # not 24: a byte-identical answer is judged once for both
    assert ref.requests == 12 and env.bot.requests == 12


def test_a_reference_below_the_floor_and_an_identical_candidate_pass(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(10)
    for bot in (ref, env.bot):
        answer(bot, its, GOOD)
        answer(bot, its[:3], BAD)  # pass rate 0.7 < min_pass_rate 0.8 on both
    result, doc = compare_run(cli, env, its, ref.url)
    assert result.code == 0, result.out
    assert result.last_line == "GATE PASSED"
    assert doc is not None
    assert doc["pass_rate"] == 0.7
    assert doc["history_gate"]["passed"] is False
    assert "pass rate 0.70 < 0.80" in doc["history_gate"]["reasons"][0]
    assert "history gate (reported; gates only with compare.gate_history)" in result.out
    # With gate_history the floor gates as it always did.
    gated, _ = compare_run(cli, env, its, ref.url, extra={"goldeneval.compare.gate_history": True})
    assert gated.code == 1 and "pass rate 0.70 < 0.80" in gated.last_line


def test_worse_on_eight_unverified_items_of_forty_fails_on_mcnemar_only(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(40, verified=False)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    answer(env.bot, its[:8], BAD)
    result, doc = compare_run(cli, env, its, ref.url, "--allow-unverified")
    assert result.code == 1, result.out
    assert result.last_line == (
        "GATE FAILED: pass rate 0.80 vs reference 1.00 on 40 paired items "
        "(worse 8, better 0, McNemar p=0.0078)"
    )
    assert doc is not None and doc["compare"]["mcnemar_p"] == pytest.approx(2 / 2**8)
    assert "verified item" not in result.last_line


def test_a_dead_reference_is_no_verdict_naming_the_reference(cli, env: Env) -> None:
    its = items(6)
    answer(env.bot, its, GOOD)
    result, doc = compare_run(cli, env, its, dead_url())
    assert result.code == 3, result.out
    assert doc is not None and doc["verdict"] == "no_verdict"
    assert doc["compare"]["unpaired"] == 6 and doc["compare"]["paired"] == 0
    assert result.last_line.startswith("NO VERDICT: nothing was paired")
    assert "the reference chatbot was not scored on 6" in result.last_line
    assert "most common reference chatbot error: reference chatbot:" in result.last_line


def test_a_reference_refusing_every_request_stops_the_run(cli, env: Env) -> None:
    its = items(20)
    answer(env.bot, its, GOOD)
    # The judge stand-in has no /api/orchestrate: every question is a 404.
    result, _ = compare_run(cli, env, its, env.judge.url)
    assert result.code == 3, result.out
    assert result.last_line.startswith("NO VERDICT: reference chatbot rejects every request")


def test_a_compare_run_resumes_each_side_on_its_own(cli, env: Env, ref: ChatbotStandIn) -> None:
    its = items(6)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    ref.status_for = {its[0]["question"]: 503, its[1]["question"]: 503}
    first, _ = compare_run(cli, env, its, ref.url, "--run-id", "cmp-resume")
    assert first.code == 0, first.out  # 4 of 6 paired: coverage 0.67 >= 0.5
    assert env.bot.requests == 6
    ref.status_for = {}
    asked_before = dict(ref.requests_per_question)
    second, doc = compare_run(cli, env, its, ref.url, "--run-id", "cmp-resume")
    assert second.code == 0, second.out
    assert env.bot.requests == 6  # the candidate's results were all final: not asked again
    again = {q for q, n in ref.requests_per_question.items() if n > asked_before.get(q, 0)}
    assert again == {its[0]["question"], its[1]["question"]}
    assert doc is not None and doc["compare"]["paired"] == 6
    # Resuming as a plain run would change the verdict's rules: refused.
    plain = run_items(cli, env, its, "--run-id", "cmp-resume")
    assert plain.code == 2 and "compare mode" in plain.err


def test_reference_answers_never_change_a_later_plain_runs_regressions(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(4)
    answer(ref, its, GOOD)  # the reference passes everything
    answer(env.bot, its, BAD)  # the candidate fails everything
    compare_run(cli, env, its, ref.url, "--run-id", "cmp-1")
    plain = run_items(cli, env, its, "--run-id", "plain-2", "--json", str(env.tmp / "p.json"))
    doc = load_json(env.tmp / "p.json")
    # Had a reference pass become a baseline, every item would regress here.
    assert doc["regressions"] == [], plain.out
    store = open_store(env.store)
    try:
        record = store.get_run("plain-2")
        assert record is not None
        assert {
            b.run_id for b in store.baselines("tanya-test", record.seq + 1, ["i00"]).values()
        } == {"plain-2"}
        assert len(store.reference_results("cmp-1")) == 4
        assert store.reference_results("plain-2") == []
        assert all(
            p.run_id != "cmp-1" or p.outcome.value == "failed"
            for p in store.trends("tanya-test", record.seq)["i00"]
        )
    finally:
        store.close()


def test_a_rerun_with_the_reference_unchanged_asks_the_judge_only_for_the_candidate(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(8)
    answer(ref, its, GOOD)
    answer(env.bot, its, "benar, versi pertama")
    compare_run(cli, env, its, ref.url)
    first = env.judge.calls
    assert first == 16  # two different answers per item
    answer(env.bot, its[:3], "benar, versi kedua")  # three candidate answers change
    result, _ = compare_run(cli, env, its, ref.url)
    assert result.code == 0, result.out
    assert env.judge.calls - first == 3


def test_compare_settings_from_the_environment_and_bad_values(
    cli, env: Env, ref: ChatbotStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    its = items(2)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    monkeypatch.setenv("GOLDENEVAL_COMPARE_URL", ref.url)
    ok = run_items(cli, env, its, "--json", str(env.tmp / "e.json"))
    assert ok.code == 0 and load_json(env.tmp / "e.json")["compare"]["paired"] == 2
    monkeypatch.setenv("GOLDENEVAL_COMPARE_ALPHA", "1.5")
    bad = run_items(cli, env, its)
    assert bad.code == 2
    assert "GOLDENEVAL_COMPARE_ALPHA must be a number between 0 and 1 (exclusive)" in bad.err


def test_junit_has_one_failing_testcase_per_worse_verified_item(
    cli, env: Env, ref: ChatbotStandIn, tmp_path: Path
) -> None:
    its = items(3)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    answer(env.bot, its[:1], BAD)
    cfg = env.write_config({"goldeneval.compare.chatbot_url": ref.url})
    junit = tmp_path / "junit.xml"
    result = run_items(cli, env, its, "--junit", str(junit), config=cfg)
    assert result.code == 1
    text = junit.read_text(encoding="utf-8")
    assert text.count('name="worse:') == 1 and 'name="worse:i00"' in text
    assert 'type="worse"' in text
    json.dumps(text)  # well-formed text, no surrogate


def test_a_verified_worse_pair_is_confirmed_on_both_sides_before_it_gates(
    cli, env: Env, ref: ChatbotStandIn
) -> None:
    its = items(3)
    answer(ref, its, GOOD)
    answer(env.bot, its, GOOD)
    answer(env.bot, its[:1], "jawaban yang benar versi kanari")
    env.judge.verdicts = [("kanari", {"correctness": 0.2, "pass": False, "reason": "kurang"})]
    result, doc = compare_run(cli, env, its, ref.url, "--run-id", "cmp-confirm")
    assert result.code == 1, result.out
    assert result.last_line == (
        "GATE FAILED: verified item worse than the reference: "
        "i00 (reference passed, candidate fails: judge: fail (kurang))"
    )
    # 2 identical answers judged once each, i00 once per side, then each side
    # confirmed to a majority of 7: three more samples apiece.
    assert env.judge.calls == 2 + 2 + 3 + 3
    store = open_store(env.store)
    try:
        cand = {r.item_id: r for r in store.results("cmp-confirm")}["i00"]
        refr = {r.item_id: r for r in store.reference_results("cmp-confirm")}["i00"]
    finally:
        store.close()
    assert [s.passed for s in cand.samples] == [False] * 4
    assert [s.passed for s in refr.samples] == [True] * 4
    assert doc is not None and doc["compare"]["verified_worse"] == ["i00"]


def test_a_stored_compare_run_reports_the_same_verdict_and_its_pairs(
    cli, env: Env, ref: ChatbotStandIn, tmp_path: Path
) -> None:
    its = items(10, verified=False)
    answer(ref, its, GOOD)
    answer(ref, its[9:], BAD)
    for it in its:  # the candidate answers exactly as stable does
        env.bot.answers[it["question"]] = ref.answers[it["question"]]
    first, _ = compare_run(cli, env, its, ref.url, "--run-id", "cmp-r", "--allow-unverified")
    assert first.code == 0, first.out
    again = cli(
        "report", "--store", env.store, "--run-id", "cmp-r", "--html", str(tmp_path / "r.html")
    )
    assert again.code == 0, again.out + again.err
    assert again.last_line == first.last_line == "GATE PASSED"
    assert "Candidate against reference" in again.out
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert 'id="compare"' in page and "No item differs" in page


def test_the_html_page_filters_worse_and_better_items_in_chromium(
    cli, env: Env, ref: ChatbotStandIn, tmp_path: Path
) -> None:
    from tests.e2e.browser import visit

    its = items(5)
    answer(ref, its, GOOD)
    answer(ref, its[4:], "<script>x</script> keliru")
    answer(env.bot, its, GOOD)
    answer(env.bot, its[:1], BAD)
    html = tmp_path / "compare.html"
    compare_run(cli, env, its, ref.url, "--html", str(html))
    visible: dict[str, list[str]] = {}

    def use_the_page(page) -> None:  # type: ignore[no-untyped-def]
        rows = "#items tbody tr:not([hidden]) td:first-child"
        page.select_option("#outcome", "worse")
        visible["worse"] = page.locator(rows).all_inner_texts()
        page.select_option("#outcome", "better")
        visible["better"] = page.locator(rows).all_inner_texts()
        visible["pairs"] = page.locator("details.pair summary").all_inner_texts()
        visible["scripts"] = [str(page.evaluate("document.scripts.length"))]

    seen = visit(html, tmp_path / "profile", tmp_path / "shot.png", use_the_page)
    assert seen.page_errors == [] and seen.requests == [html.resolve().as_uri()]
    assert visible["worse"] == ["i00"] and visible["better"] == ["i04"]
    assert [p.split(" — ")[1] for p in visible["pairs"]] == [
        "worse than the reference · verified",
        "better than the reference · verified",
    ]
    assert visible["scripts"] == ["1"]  # the reference's <script> stayed text
