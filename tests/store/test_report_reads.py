"""The reads the reports need: one result, every item's trend, the suites — on both backends."""

from __future__ import annotations

from goldeneval.model import Counts, GateVerdict, Outcome
from goldeneval.report._trend import TrendPoint
from goldeneval.store import RunStatus, Store

from .helpers import result, start


def _finish(store: Store, run_id: str, passed: bool = True) -> None:
    store.finish_run(
        run_id,
        status=RunStatus.FINISHED,
        finished_at=1_700_000_100.0,
        counts=Counts(1, 1, int(passed), int(not passed), 0, 0),
        gate=GateVerdict(passed, () if passed else ("pass rate 0.00 < 0.80",)),
        regressions=(),
    )


def test_result_of_reads_one_item_of_one_run(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", answer="jawaban a"), result("r1", "b")])

    found = store.result_of("r1", "a")

    assert found is not None and (found.item_id, found.answer) == ("a", "jawaban a")
    assert store.result_of("r1", "zz") is None
    assert store.result_of("nope", "a") is None


def test_trends_cover_the_last_runs_up_to_the_one_asked_oldest_first(store: Store) -> None:
    seqs = []
    outcomes = [Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.PASSED, Outcome.PASSED]
    for n, outcome in enumerate(outcomes):
        seqs.append(store.begin_run(start(f"r{n}")).seq)
        store.save_results([result(f"r{n}", "a", outcome, correctness=n / 10)])
    store.begin_run(start("other", suite="another-suite"))
    store.save_results([result("other", "a", Outcome.FAILED)])

    trends = store.trends("tanya-prod", seqs[3], runs=3)

    assert trends["a"] == [
        TrendPoint("r1", Outcome.FAILED, 0.1),
        TrendPoint("r2", Outcome.ERRORED, 0.2),
        TrendPoint("r3", Outcome.PASSED, 0.3),
    ]  # r4 is later than the run asked about; r0 is outside the window; other suites never
    assert store.trends("no-such-suite", seqs[-1]) == {}


def test_latest_runs_names_every_suite_with_its_newest_run(store: Store) -> None:
    store.begin_run(start("a1", suite="alpha"))
    _finish(store, "a1")
    store.begin_run(start("b1", suite="beta"))
    _finish(store, "b1", passed=False)
    store.begin_run(start("a2", suite="alpha"))  # still running

    latest = store.latest_runs()

    assert [(r.suite, r.run_id, r.status) for r in latest] == [
        ("alpha", "a2", RunStatus.RUNNING),
        ("beta", "b1", RunStatus.FINISHED),
    ]
    assert latest[1].to_dict()["gate"] == {"passed": False, "reasons": ["pass rate 0.00 < 0.80"]}
