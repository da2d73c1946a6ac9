"""The Store contract, run identically against SQLite and PostgreSQL."""

from __future__ import annotations

import dataclasses
import hashlib
import random
import threading

import pytest

from goldeneval.model import (
    AnswerSample,
    Baseline,
    Counts,
    GateVerdict,
    ItemResult,
    JudgeSample,
    JudgeStatus,
    Outcome,
    Regression,
    RequiredCall,
    ToolCall,
    ToolsExpected,
    TurnRecord,
    VerdictSource,
    trajectory_of,
)
from goldeneval.model._errors import StoreError, UsageError
from goldeneval.store import ReuseKey, RunRecord, RunStatus, Store, open_store

from .helpers import result, start

# ---------------------------------------------------------------- round trips


def test_every_item_result_field_round_trips(store: Store) -> None:
    store.begin_run(start("r1"))
    full = ItemResult(
        run_id="r1",
        item_id="pt-perorangan-01",
        surface="public",
        domain="pt-perorangan",
        verified=True,
        question="Apakah PT perorangan wajib akta notaris?",
        outcome=Outcome.FAILED,
        judge_status=JudgeStatus.OK,
        answer='Tidak wajib akta notaris; cukup "pernyataan pendirian" — 100% daring ✓',
        answer_sha256="f" * 64,
        auto_fail=("WNI", "wajib akta notaris"),
        auto_fail_reason='missing "WNI"; forbidden "wajib akta notaris"',
        correctness=0.123456789012345,
        judge_pass=False,
        judge_reason="Salah menyebut syarat.",
        error="judge: first attempt timed out",
        reason="auto-fail: missing WNI",
        chatbot_latency_ms=1234.5678,
        chatbot_ttfb_ms=87.25,
        judge_latency_ms=4321.125,
        started_at=1_700_000_001.123456789,
        finished_at=1_700_000_007.987654321,
        set_line=42,
        contract_digest="sha256:" + "c" * 64,
        judge_model="qwen2.5-32b",
        prompt_digest="sha256:" + "d" * 64,
        verdict_source=VerdictSource.REUSED,
        verdict_run_id="r0",
        samples=(JudgeSample(0.125, False), JudgeSample(0.75, True)),
        answer_changed=True,
        contract_changed=False,
        judge_changed=True,
        confidence=2 / 3,
        tools=(
            ToolCall("registrations", {"year": 2024}, '{"Bali": 160}', error=False),
            ToolCall(
                "lookup", {"q": "ä"}, "timeout", error=True, cut=True, broke="tools: lookup errored"
            ),
        ),
        tools_expected=ToolsExpected(
            must_call=(RequiredCall("registrations", (("region", "Jawa"), ("year", 2024))),),
            must_not_call=("delete_*",),
            order="in_order",
            max_calls=3,
            no_errors=True,
        ),
        turn=2,
        turns=(
            TurnRecord(
                "Apa itu apostille?",
                "legalisasi",
                Outcome.PASSED,
                "ok",
                tools_expected=ToolsExpected(must_call=(RequiredCall("lookup"),)),
            ),
            TurnRecord("Berapa biayanya?", None, Outcome.ERRORED, "error: cut"),
        ),
        answers=3,
        answers_passed=1,
        answer_samples=(
            AnswerSample(
                "Tidak wajib akta notaris",
                "f" * 64,
                Outcome.FAILED,
                "auto-fail: missing WNI",
                auto_fail=("WNI",),
            ),
            AnswerSample(
                "Wajib WNI — ✓",
                "e" * 64,
                Outcome.PASSED,
                "ok",
                correctness=0.9,
                judge_pass=True,
                judge_reason="Benar.",
                verdict_source=VerdictSource.JUDGED,
                turns=(TurnRecord("Apa itu apostille?", "legalisasi", Outcome.PASSED, "ok"),),
            ),
            AnswerSample(None, None, Outcome.ERRORED, "error: timeout"),
        ),
        verdict_by="sme@ahu.go.id",
    )
    # Every field is set to a non-default value, so a column that is missing
    # or mangled in either schema shows up here.
    defaults = ItemResult("x", "x", "internal", "", False, "", Outcome.SKIPPED, JudgeStatus.SKIPPED)
    for f in dataclasses.fields(ItemResult):
        assert getattr(full, f.name) != getattr(defaults, f.name), f.name
    store.save_results([full])
    assert store.results("r1") == [full]
    assert store.final_results("r1") == {"pt-perorangan-01": full}


def test_answer_sha256_is_filled_when_missing(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results(
        [
            result("r1", "a", answer="Apostille diurus di AHU Online."),
            result("r1", "b", Outcome.ERRORED),
        ]
    )
    by_id = {r.item_id: r for r in store.results("r1")}
    expected = hashlib.sha256(b"Apostille diurus di AHU Online.").hexdigest()
    assert by_id["a"].answer_sha256 == expected
    assert by_id["b"].answer is None
    assert by_id["b"].answer_sha256 is None


def test_run_record_round_trips_through_begin_and_finish(store: Store) -> None:
    begun = store.begin_run(
        start(
            "r1",
            started_at=1_700_000_000.5,
            allow_unverified=True,
            unverified_items=3,
            min_coverage=0.25,
            judge_model="qwen2.5-32b",
        )
    )
    assert begun == RunRecord(
        run_id="r1",
        suite="tanya-prod",
        set_digest="sha256:" + "ab" * 32,
        set_source="deploy/golden/golden-set.yaml",
        status=RunStatus.RUNNING,
        started_at=1_700_000_000.5,
        finished_at=None,
        counts=None,
        unverified_items=3,
        min_pass_rate=0.8,
        pass_threshold=0.7,
        allow_unverified=True,
        gate=None,
        regressions=(),
        seq=begun.seq,
        min_coverage=0.25,
        judge_model="qwen2.5-32b",
    )
    counts = Counts(items=10, scored=8, passed=6, failed=2, errored=1, skipped=1)
    gate = GateVerdict(False, ("pass rate 0.75 < 0.80", "1 verified item regressed (a)"))
    regressions = (
        Regression(
            "a", True, "r0", answer_changed=True, contract_changed=False, judge_changed=False
        ),
        Regression("b", False, None),
    )
    store.finish_run(
        "r1",
        status=RunStatus.FINISHED,
        finished_at=1_700_000_100.75,
        counts=counts,
        gate=gate,
        regressions=regressions,
    )
    assert store.get_run("r1") == dataclasses.replace(
        begun,
        status=RunStatus.FINISHED,
        finished_at=1_700_000_100.75,
        counts=counts,
        gate=gate,
        regressions=regressions,
    )


def test_a_shard_finishes_without_a_gate(store: Store) -> None:
    store.begin_run(start("r1"))
    store.finish_run(
        "r1",
        status=RunStatus.INTERRUPTED,
        finished_at=2.0,
        counts=Counts(items=1, errored=1),
        gate=None,
        regressions=[],
    )
    got = store.get_run("r1")
    assert got is not None
    assert got.status is RunStatus.INTERRUPTED
    assert got.gate is None
    assert got.counts == Counts(items=1, errored=1)


def test_unknown_run_is_none_and_cannot_be_written(store: Store) -> None:
    assert store.get_run("nope") is None
    assert store.results("nope") == []
    assert store.final_results("nope") == {}
    with pytest.raises(StoreError, match=r"nope.*not in the store"):
        store.save_results([result("nope", "a")])
    with pytest.raises(StoreError, match=r"nope.*not in the store"):
        store.finish_run(
            "nope",
            status=RunStatus.FINISHED,
            finished_at=1.0,
            counts=Counts(),
            gate=None,
            regressions=[],
        )


def test_results_are_ordered_by_item_id_bytewise(store: Store) -> None:
    # PostgreSQL's default collation would sort "a" before "B"; both
    # backends must agree, so the order is by code point.
    store.begin_run(start("r1"))
    store.save_results([result("r1", i) for i in ("b", "a", "B", "A-2", "a-10")])
    assert [r.item_id for r in store.results("r1")] == ["A-2", "B", "a", "a-10", "b"]


def test_results_come_back_in_the_sets_order(store: Store) -> None:
    # The set's order (by the item's line), so `report` lists a stored run as
    # `run` printed it; results stored without a line follow, by id.
    store.begin_run(start("r1"))
    lines = {"zeta": 1, "alpha": 8, "mid": 15}
    store.save_results([result("r1", i, set_line=n) for i, n in lines.items()])
    store.save_results([result("r1", "old-b"), result("r1", "old-a")])
    assert [r.item_id for r in store.results("r1")] == ["zeta", "alpha", "mid", "old-a", "old-b"]


# ---------------------------------------------------------------- upsert semantics


def test_a_final_result_is_never_replaced_by_an_errored_one(store: Store) -> None:
    store.begin_run(start("r1"))
    final = result("r1", "a", Outcome.PASSED)
    store.save_results([final])
    store.save_results([result("r1", "a", Outcome.ERRORED)])
    assert store.results("r1") == [dataclasses.replace(final, answer_sha256=_sha(final))]


def test_an_errored_result_is_replaced_by_a_final_one(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", Outcome.ERRORED), result("r1", "b", Outcome.ERRORED)])
    assert store.final_results("r1") == {}
    store.save_results([result("r1", "a", Outcome.FAILED)])
    outcomes = {r.item_id: r.outcome for r in store.results("r1")}
    assert outcomes == {"a": Outcome.FAILED, "b": Outcome.ERRORED}
    assert set(store.final_results("r1")) == {"a"}


def test_an_errored_result_is_updated_by_a_later_errored_one(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", Outcome.ERRORED, error="timeout")])
    store.save_results([result("r1", "a", Outcome.ERRORED, error="HTTP 502")])
    assert [r.error for r in store.results("r1")] == ["HTTP 502"]


def test_within_one_batch_the_rule_applies_in_order(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "kept", Outcome.FAILED)])
    store.save_results(
        [
            result("r1", "a", Outcome.ERRORED),
            result("r1", "a", Outcome.PASSED),  # final replaces errored
            result("r1", "b", Outcome.PASSED),
            result("r1", "b", Outcome.ERRORED),  # errored never replaces final
            result("r1", "c", Outcome.PASSED),
            result("r1", "c", Outcome.FAILED),  # the later final wins
            result("r1", "d", Outcome.ERRORED, error="first"),
            result("r1", "d", Outcome.ERRORED, error="second"),
            result("r1", "kept", Outcome.ERRORED),  # the stored final stays
        ]
    )
    got = {r.item_id: (r.outcome, r.error) for r in store.results("r1")}
    assert got == {
        "a": (Outcome.PASSED, None),
        "b": (Outcome.PASSED, None),
        "c": (Outcome.FAILED, None),
        "d": (Outcome.ERRORED, "second"),
        "kept": (Outcome.FAILED, None),
    }


def test_two_writers_resuming_one_run_do_not_regress_each_other(store_dsn: str) -> None:
    first, second = open_store(store_dsn), open_store(store_dsn)
    try:
        first.begin_run(start("r1"))
        second.begin_run(start("r1"))
        first.save_results([result("r1", f"i{n}") for n in range(50)])
        # The second process still holds stale errors for the same items.
        second.save_results([result("r1", f"i{n}", Outcome.ERRORED) for n in range(60)])
        outcomes = [r.outcome for r in first.results("r1")]
        assert outcomes.count(Outcome.PASSED) == 50
        assert outcomes.count(Outcome.ERRORED) == 10
    finally:
        first.close()
        second.close()


def test_empty_batch_is_a_no_op(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([])
    assert store.results("r1") == []


def test_store_can_be_used_from_a_worker_thread(store: Store) -> None:
    store.begin_run(start("r1"))
    errors: list[BaseException] = []

    def work() -> None:
        try:
            store.save_results([result("r1", "a")])
        except BaseException as exc:
            errors.append(exc)

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert errors == []
    assert [r.item_id for r in store.results("r1")] == ["a"]


# ---------------------------------------------------------------- resume


def test_begin_run_twice_resumes_with_the_original_seq_and_start(store: Store) -> None:
    first = store.begin_run(start("r1", started_at=100.0))
    store.begin_run(start("r2"))
    store.finish_run(
        "r1",
        status=RunStatus.INTERRUPTED,
        finished_at=150.0,
        counts=Counts(items=1, errored=1),
        gate=None,
        regressions=[],
    )
    again = store.begin_run(start("r1", started_at=999.0))
    assert again.seq == first.seq
    assert again.started_at == 100.0
    assert again.status is RunStatus.RUNNING
    assert store.get_run("r1") == again
    # A new run after the resume still comes later than every earlier one.
    assert store.begin_run(start("r3")).seq > store.begin_run(start("r2")).seq > first.seq


def test_resume_keeps_final_results_and_offers_errored_ones_again(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results(
        [
            result("r1", "a", Outcome.PASSED),
            result("r1", "b", Outcome.ERRORED),
            result("r1", "c", Outcome.SKIPPED),
            result("r1", "d", Outcome.FAILED),
        ]
    )
    store.begin_run(start("r1"))
    assert sorted(store.final_results("r1")) == ["a", "c", "d"]


@pytest.mark.parametrize(
    ("change", "message"),
    [({"suite": "tanya-staging"}, "suite"), ({"set_digest": "sha256:other"}, "golden set")],
)
def test_resume_under_another_suite_or_set_is_refused(
    store: Store, change: dict[str, str], message: str
) -> None:
    store.begin_run(start("r1"))
    with pytest.raises(UsageError, match=message):
        store.begin_run(start("r1", **change))


# ---------------------------------------------------------------- baselines


def _run(store: Store, run_id: str, results: list[ItemResult], suite: str = "tanya-prod") -> int:
    seq = store.begin_run(start(run_id, suite=suite)).seq
    store.save_results(results)
    store.finish_run(
        run_id,
        status=RunStatus.FINISHED,
        finished_at=1.0,
        counts=Counts(items=len(results)),
        gate=GateVerdict(True),
        regressions=[],
    )
    return seq


def test_baseline_is_the_latest_judged_result_before_the_run(store: Store) -> None:
    s1 = _run(store, "r1", [result("r1", "a", Outcome.PASSED), result("r1", "b", Outcome.FAILED)])
    s2 = _run(store, "r2", [result("r2", "a", Outcome.FAILED), result("r2", "b", Outcome.PASSED)])
    s3 = store.begin_run(start("r3")).seq
    assert s1 < s2 < s3
    assert judged(store, "tanya-prod", s3, ["a", "b"]) == {
        "a": Baseline("a", "r2", passed=False),
        "b": Baseline("b", "r2", passed=True),
    }
    assert judged(store, "tanya-prod", s2, ["a", "b"]) == {
        "a": Baseline("a", "r1", passed=True),
        "b": Baseline("b", "r1", passed=False),
    }
    assert judged(store, "tanya-prod", s1, ["a", "b"]) == {}


def test_errored_and_skipped_results_are_never_a_baseline(store: Store) -> None:
    _run(store, "r1", [result("r1", "a", Outcome.PASSED), result("r1", "b", Outcome.PASSED)])
    _run(
        store,
        "r2",
        [
            result("r2", "a", Outcome.ERRORED),
            # Auto-failed while the judge errored: scored, but not a judged baseline.
            result("r2", "b", Outcome.FAILED, JudgeStatus.ERROR, auto_fail=("WNI",)),
            result("r2", "c", Outcome.SKIPPED),
        ],
    )
    now = store.begin_run(start("r3")).seq
    assert judged(store, "tanya-prod", now, ["a", "b", "c"]) == {
        "a": Baseline("a", "r1", passed=True),
        "b": Baseline("b", "r1", passed=True),
    }


def test_a_staging_run_is_never_a_prod_baseline(store: Store) -> None:
    _run(store, "prod-1", [result("prod-1", "a", Outcome.PASSED)], suite="tanya-prod")
    _run(store, "stg-1", [result("stg-1", "a", Outcome.FAILED)], suite="tanya-staging")
    _run(store, "stg-2", [result("stg-2", "b", Outcome.PASSED)], suite="tanya-staging")
    now = store.begin_run(start("prod-2", suite="tanya-prod")).seq
    assert judged(store, "tanya-prod", now, ["a", "b"]) == {
        "a": Baseline("a", "prod-1", passed=True)
    }
    assert judged(store, "tanya-staging", now, ["a", "b"]) == {
        "a": Baseline("a", "stg-1", passed=False),
        "b": Baseline("b", "stg-2", passed=True),
    }


def test_a_run_is_not_its_own_baseline(store: Store) -> None:
    _run(store, "r1", [result("r1", "a", Outcome.FAILED)])
    now = store.begin_run(start("r2")).seq
    store.save_results([result("r2", "a", Outcome.PASSED)])
    assert judged(store, "tanya-prod", now, ["a"]) == {"a": Baseline("a", "r1", passed=False)}


def test_baselines_for_many_items_with_duplicates_and_unknowns(store: Store) -> None:
    ids = [f"item-{n:04d}" for n in range(1500)]
    _run(
        store,
        "r1",
        [result("r1", i, Outcome.PASSED if n % 3 else Outcome.FAILED) for n, i in enumerate(ids)],
    )
    now = store.begin_run(start("r2")).seq
    asked = [*ids, *ids[:10], "never-seen"]
    got = store.baselines("tanya-prod", now, asked)
    assert set(got) == set(ids)
    assert sum(b.passed for b in got.values()) == 1000
    assert all(b.run_id == "r1" for b in got.values())
    assert store.baselines("tanya-prod", now, []) == {}


def test_baselines_skip_a_partial_previous_run(store: Store) -> None:
    _run(store, "r1", [result("r1", i, Outcome.PASSED) for i in ("a", "b", "c")])
    # r2 was interrupted after two items; b errored there.
    store.begin_run(start("r2"))
    store.save_results([result("r2", "a", Outcome.FAILED), result("r2", "b", Outcome.ERRORED)])
    store.begin_run(start("r3"))  # began and died before any result
    now = store.begin_run(start("r4")).seq
    assert judged(store, "tanya-prod", now, ["a", "b", "c", "d"]) == {
        "a": Baseline("a", "r2", passed=False),
        "b": Baseline("b", "r1", passed=True),
        "c": Baseline("c", "r1", passed=True),
    }


def judged(store: Store, suite: str, before: int, ids: list[str]) -> dict[str, Baseline]:
    """The baselines with what the tests compare: item, run and whether it passed."""
    return {
        k: Baseline(b.item_id, b.run_id, b.passed)
        for k, b in store.baselines(suite, before, ids).items()
    }


def test_baselines_agree_with_a_brute_force_oracle(store: Store) -> None:
    rng = random.Random(7)
    items = [f"q{n:02d}" for n in range(25)]
    suites = ("tanya-prod", "tanya-staging")
    outcomes = (Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED)
    seqs: list[tuple[str, int, str]] = []
    for n in range(12):
        suite = rng.choice(suites)
        run_id = f"run-{n}"
        seq = store.begin_run(start(run_id, suite=suite)).seq
        seqs.append((run_id, seq, suite))
        # Runs cover random subsets: some items are new, some dropped.
        chosen = rng.sample(items, rng.randint(0, len(items)))
        weights = (5, 3, 1, 1)
        store.save_results(
            [
                result(
                    run_id,
                    i,
                    rng.choices(outcomes, weights)[0],
                    contract_digest=f"c{rng.randint(0, 2)}",
                    judge_model=rng.choice(("qwen", "llama")),
                    prompt_digest=f"p{rng.randint(0, 1)}",
                    # Some answers made with a tool call: the baseline carries its calls.
                    tools=(ToolCall("count_rows", {"n": rng.randint(0, 2)}),)
                    if rng.random() < 0.3
                    else (),
                )
                for i in chosen
            ]
        )
    stored = {run_id: store.results(run_id) for run_id, _, _ in seqs}
    for _, before, suite in seqs + [("later", seqs[-1][1] + 1, s) for s in suites]:
        expected: dict[str, Baseline] = {}
        for run_id, seq, run_suite in seqs:  # ascending seq: later runs overwrite
            if run_suite != suite or seq >= before:
                continue
            for r in stored[run_id]:
                if r.judge_status is JudgeStatus.OK:
                    expected[r.item_id] = Baseline(
                        r.item_id,
                        run_id,
                        passed=r.outcome is Outcome.PASSED,
                        answer_sha256=r.answer_sha256,
                        contract_digest=r.contract_digest,
                        judge_model=r.judge_model,
                        prompt_digest=r.prompt_digest,
                        trajectory=trajectory_of(r),
                    )
        assert store.baselines(suite, before, items) == expected, (suite, before)


# ---------------------------------------------------------------- reading history


def test_latest_run_is_the_newest_finished_run_of_the_suite(store: Store) -> None:
    assert store.latest_run("tanya-prod") is None
    _run(store, "r1", [result("r1", "a")])
    _run(store, "r2", [result("r2", "a")])
    _run(store, "stg", [result("stg", "a")], suite="tanya-staging")
    store.begin_run(start("r3"))  # still running: not the latest finished one
    store.begin_run(start("r4"))
    store.finish_run(
        "r4",
        status=RunStatus.INTERRUPTED,
        finished_at=1.0,
        counts=Counts(),
        gate=None,
        regressions=[],
    )
    latest = store.latest_run("tanya-prod")
    assert latest is not None
    assert latest.run_id == "r2"
    assert latest.status is RunStatus.FINISHED


def test_runs_lists_the_suite_newest_first_with_a_limit(store: Store) -> None:
    for n in range(5):
        store.begin_run(start(f"r{n}"))
    store.begin_run(start("stg", suite="tanya-staging"))
    assert [r.run_id for r in store.runs("tanya-prod")] == ["r4", "r3", "r2", "r1", "r0"]
    assert [r.run_id for r in store.runs("tanya-prod", limit=2)] == ["r4", "r3"]
    assert [r.run_id for r in store.runs("tanya-staging")] == ["stg"]
    assert store.runs("unknown") == []


def test_item_history_is_newest_first_across_statuses_and_scoped(store: Store) -> None:
    _run(store, "r1", [result("r1", "a", Outcome.PASSED)])
    _run(store, "r2", [result("r2", "a", Outcome.ERRORED)])
    _run(store, "stg", [result("stg", "a", Outcome.FAILED)], suite="tanya-staging")
    _run(store, "r3", [result("r3", "a", Outcome.FAILED), result("r3", "b")])
    history = store.item_history("tanya-prod", "a")
    assert [(r.run_id, r.outcome) for r in history] == [
        ("r3", Outcome.FAILED),
        ("r2", Outcome.ERRORED),
        ("r1", Outcome.PASSED),
    ]
    assert [r.run_id for r in store.item_history("tanya-prod", "a", limit=1)] == ["r3"]
    assert store.item_history("tanya-prod", "zzz") == []


# ---------------------------------------------------------------- migrations


def test_migrations_are_idempotent(store_dsn: str) -> None:
    s = open_store(store_dsn)
    try:
        s.begin_run(start("r1"))
        s.save_results([result("r1", "a")])
        s.migrate()
        s.migrate()
    finally:
        s.close()
    again = open_store(store_dsn)
    try:
        assert [r.item_id for r in again.results("r1")] == ["a"]
    finally:
        again.close()


def test_concurrent_openers_of_a_fresh_database_migrate_once(store_dsn: str) -> None:
    barrier = threading.Barrier(6)
    errors: list[BaseException] = []
    stores: list[Store] = []
    lock = threading.Lock()

    def opener() -> None:
        barrier.wait()
        try:
            s = open_store(store_dsn)
            with lock:
                stores.append(s)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=opener) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert errors == []
        assert len(stores) == 6
        # Every opener can use the schema right away.
        for n, s in enumerate(stores):
            s.begin_run(start(f"r{n}"))
        assert len(stores[0].runs("tanya-prod")) == 6
    finally:
        for s in stores:
            s.close()


def test_shard_pods_beginning_one_run_at_once_share_one_row(store_dsn: str) -> None:
    stores = [open_store(store_dsn) for _ in range(4)]
    barrier = threading.Barrier(4)
    records: list[RunRecord] = []
    errors: list[BaseException] = []

    def begin(s: Store) -> None:
        barrier.wait()
        try:
            records.append(s.begin_run(start("uid-1")))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=begin, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert errors == []
        assert len({r.seq for r in records}) == 1
        assert [r.run_id for r in stores[0].runs("tanya-prod")] == ["uid-1"]
    finally:
        for s in stores:
            s.close()


def _sha(r: ItemResult) -> str:
    assert r.answer is not None
    return hashlib.sha256(r.answer.encode()).hexdigest()


# ---------------------------------------------------------------- verdict integrity


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"min_pass_rate": 0.9}, "minimum pass rate 0.8 then, 0.9 now"),
        ({"pass_threshold": 0.5}, "pass threshold 0.7 then, 0.5 now"),
        ({"allow_unverified": True}, "allow-unverified False then, True now"),
        ({"min_coverage": 0.9}, "minimum coverage 0.5 then, 0.9 now"),
        ({"judge_model": "llama"}, "judge model 'qwen' then, 'llama' now"),
    ],
)
def test_resume_with_other_gate_settings_or_judge_is_refused(
    store: Store, change: dict[str, object], named: str
) -> None:
    store.begin_run(start("r1", judge_model="qwen"))
    with pytest.raises(UsageError, match=named):
        store.begin_run(start("r1", **{"judge_model": "qwen", **change}))
    # The same settings resume.
    assert store.begin_run(start("r1", judge_model="qwen")).run_id == "r1"


def test_no_verdict_round_trips_through_the_run_row(store: Store) -> None:
    store.begin_run(start("r1"))
    gate = GateVerdict.none("judge rejects every request: HTTP 404 model 'x' does not exist")
    store.finish_run(
        "r1",
        status=RunStatus.INTERRUPTED,
        finished_at=2.0,
        counts=Counts(items=3, errored=3),
        gate=gate,
        regressions=(),
    )
    record = store.get_run("r1")
    assert record is not None and record.gate == gate
    assert record.gate.verdict.value == "no_verdict"


def _reuse_key(**kw: object) -> ReuseKey:
    values: dict[str, object] = {
        "suite": "tanya-prod",
        "item_id": "a",
        "answer_sha256": hashlib.sha256(b"Jawaban untuk a.").hexdigest(),
        "contract_digest": "sha256:c1",
        "judge_model": "qwen",
        "prompt_digest": "sha256:p1",
        "not_before": 100.0,
        "run_id": "r9",
    }
    values.update(kw)
    return ReuseKey(**values)  # type: ignore[arg-type]


def test_reusable_finds_the_latest_fresh_judgement_of_the_same_everything(store: Store) -> None:
    same = {
        "contract_digest": "sha256:c1",
        "judge_model": "qwen",
        "prompt_digest": "sha256:p1",
        "verdict_source": VerdictSource.JUDGED,
        "finished_at": 500.0,
    }
    _run(store, "r1", [result("r1", "a", Outcome.PASSED, correctness=0.8, **same)])
    _run(store, "r2", [result("r2", "a", Outcome.PASSED, correctness=0.9, **same)])
    # A reused row is never a source: its judgement is older than it looks.
    reused = {**same, "verdict_source": VerdictSource.REUSED, "verdict_run_id": "r2"}
    _run(store, "r3", [result("r3", "a", Outcome.PASSED, correctness=0.95, **reused)])
    found = store.reusable(_reuse_key())
    assert found is not None and (found.run_id, found.correctness) == ("r2", 0.9)
    # Any difference, an old judgement, or the asking run itself: nothing to reuse.
    for change in (
        {"answer_sha256": "0" * 64},
        {"contract_digest": "sha256:c2"},
        {"judge_model": "llama"},
        {"prompt_digest": "sha256:p2"},
        {"suite": "tanya-staging"},
        {"item_id": "b"},
        {"not_before": 600.0},
    ):
        assert store.reusable(_reuse_key(**change)) is None, change
    assert store.reusable(_reuse_key(run_id="r2")).run_id == "r1"  # type: ignore[union-attr]
    assert store.has_reusable("tanya-prod", "qwen", "sha256:p1", 100.0)
    assert not store.has_reusable("tanya-prod", "llama", "sha256:p1", 100.0)
    assert not store.has_reusable("tanya-prod", "qwen", "sha256:p2", 100.0)
    assert not store.has_reusable("tanya-staging", "qwen", "sha256:p1", 100.0)
    assert not store.has_reusable("tanya-prod", "qwen", "sha256:p1", 600.0)


def test_errored_judgements_are_never_reused(store: Store) -> None:
    _run(
        store,
        "r1",
        [
            result(
                "r1",
                "a",
                Outcome.FAILED,
                judge_status=JudgeStatus.ERROR,
                answer="Jawaban untuk a.",
                contract_digest="sha256:c1",
                judge_model="qwen",
                prompt_digest="sha256:p1",
                verdict_source=VerdictSource.JUDGED,
                finished_at=500.0,
            )
        ],
    )
    assert store.reusable(_reuse_key()) is None
