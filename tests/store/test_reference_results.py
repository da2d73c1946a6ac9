"""Compare mode's reference results in the store (docs/design.md §5.1, §8), both backends.

They are kept with the run under the role ``reference``; no history read
(baselines, trends, latencies, item history, the run's own results) ever
returns them, and the reuse lookup does.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from goldeneval.model import Outcome, UsageError, VerdictSource
from goldeneval.store import ReuseKey, Store
from goldeneval.verdict import answer_digest
from tests.store.helpers import result, start

JUDGED = {
    "contract_digest": "sha256:c1",
    "judge_model": "qwen",
    "prompt_digest": "sha256:p1",
    "verdict_source": VerdictSource.JUDGED,
}
COMPARE = {"reference_url": "http://stable", "max_drop": 0.02, "alpha": 0.05, "gate_history": False}


def test_reference_results_never_reach_a_history_read(store: Store) -> None:
    now = time.time()
    r1 = store.begin_run(start("cmp", compare=COMPARE))
    store.save_results([result("cmp", "a", Outcome.FAILED, finished_at=now, started_at=now - 1)])
    store.save_reference_results(
        [
            result(
                "cmp",
                "a",
                Outcome.PASSED,
                answer="jawaban stabil",
                chatbot_latency_ms=99_999.0,
                finished_at=now,
                started_at=now - 1,
                **JUDGED,
            ),
            result("cmp", "b", Outcome.PASSED, chatbot_latency_ms=5.0),
        ]
    )
    r2 = store.begin_run(start("next"))
    assert store.baselines("tanya-prod", r2.seq, ["a", "b"])["a"].passed is False
    assert "b" not in store.baselines("tanya-prod", r2.seq, ["a", "b"])
    assert [r.item_id for r in store.results("cmp")] == ["a"]
    assert store.results("cmp")[0].outcome is Outcome.FAILED
    assert [p.outcome for p in store.trends("tanya-prod", r2.seq)["a"]] == [Outcome.FAILED]
    assert "b" not in store.trends("tanya-prod", r2.seq)
    assert [h.outcome for h in store.item_history("tanya-prod", "a")] == [Outcome.FAILED]
    latencies = store.latest_latencies("tanya-prod")
    assert "b" not in latencies and latencies["a"].chatbot_ms != 99_999.0
    assert set(store.final_results("cmp")) == {"a"}
    assert r1.compare is None or dict(r1.compare) == COMPARE
    refs = {r.item_id: r for r in store.reference_results("cmp")}
    assert refs["a"].answer == "jawaban stabil" and refs["a"].outcome is Outcome.PASSED
    assert refs["a"].verdict_source is VerdictSource.JUDGED
    assert store.reference_results("next") == []


def test_a_reference_judgement_is_reusable(store: Store) -> None:
    store.begin_run(start("cmp", compare=COMPARE))
    store.save_reference_results(
        [result("cmp", "a", Outcome.PASSED, answer="sama", finished_at=time.time(), **JUDGED)]
    )
    assert store.has_reusable("tanya-prod", "qwen", "sha256:p1", 0.0)
    found = store.reusable(
        ReuseKey(
            suite="tanya-prod",
            item_id="a",
            answer_sha256=answer_digest("sama"),
            contract_digest="sha256:c1",
            judge_model="qwen",
            prompt_digest="sha256:p1",
            not_before=0.0,
            run_id="later",
        )
    )
    assert found is not None and found.run_id == "cmp" and found.outcome is Outcome.PASSED


def test_a_final_reference_result_is_never_replaced_by_an_errored_one(store: Store) -> None:
    store.begin_run(start("cmp", compare=COMPARE))
    store.save_reference_results([result("cmp", "a", Outcome.PASSED)])
    store.save_reference_results([result("cmp", "a", Outcome.ERRORED)])
    assert store.reference_results("cmp")[0].outcome is Outcome.PASSED
    store.save_reference_results([result("cmp", "b", Outcome.ERRORED)])
    store.save_reference_results([result("cmp", "b", Outcome.FAILED)])
    assert {r.item_id: r.outcome for r in store.reference_results("cmp")}["b"] is Outcome.FAILED


def test_reference_text_with_nul_and_surrogates_is_stored(store: Store) -> None:
    store.begin_run(start("cmp", compare=COMPARE))
    odd = result("cmp", "a", Outcome.PASSED, answer="a\x00b \ud800 c", reason="r\x00")
    store.save_reference_results([odd])
    back = store.reference_results("cmp")[0]
    assert back.answer is not None and "\x00" not in back.answer and back.answer.startswith("a")


def test_a_compare_run_resumes_only_as_the_same_comparison(store: Store) -> None:
    store.begin_run(start("cmp", compare=COMPARE))
    assert store.begin_run(start("cmp", compare=dict(COMPARE))).run_id == "cmp"
    with pytest.raises(UsageError, match="compare mode"):
        store.begin_run(start("cmp"))
    with pytest.raises(UsageError, match="compare mode"):
        store.begin_run(start("cmp", compare={**COMPARE, "alpha": 0.01}))
    store.begin_run(start("plain"))
    with pytest.raises(UsageError, match="compare mode"):
        store.begin_run(replace(start("plain"), compare=COMPARE))
