"""Upgrading a store that holds runs from before migration 0002 (verdict integrity)."""

from __future__ import annotations

from goldeneval.store import RunStatus, open_store

from .helpers import older_schema, start

RUN = (
    "INSERT INTO golden_runs (run_id, suite, set_digest, set_source, status, started_at, "
    "unverified_items, min_pass_rate, pass_threshold, allow_unverified) "
    "VALUES ('old', 'tanya-prod', 'sha256:abababababababababababababababababababababababababababababababab', "
    "'deploy/golden/golden-set.yaml', 'finished', 1.0, 2, 0.8, 0.7, {false})"
)
RESULT = (
    "INSERT INTO golden_results (run_id, item_id, suite, run_seq, surface, domain, verified, "
    "question, outcome, judge_status, answer, answer_sha256, correctness, judge_pass) "
    "VALUES ('old', 'a', 'tanya-prod', {seq}, 'public', 'd', {true}, 'q?', 'passed', 'ok', "
    "'jawaban', 'abc', 0.9, {true})"
)


def _only_0001(dsn: str) -> None:
    """A database as the previous release left it: migration 0001 and one run."""
    with older_schema(dsn, 2) as schema:
        true, false = ("1", "0") if schema.sqlite else ("true", "false")
        schema.execute(RUN.format(false=false))
        seq = schema.execute("SELECT seq FROM golden_runs")[0][0]
        schema.execute(RESULT.format(seq=seq, true=true))


def test_rows_from_before_0002_read_back_with_the_new_fields_empty(store_dsn: str) -> None:
    _only_0001(store_dsn)
    store = open_store(store_dsn)  # applies 0002
    try:
        (old,) = store.results("old")
        assert (old.contract_digest, old.judge_model, old.verdict_source, old.samples) == (
            None,
            None,
            None,
            (),
        )
        record = store.get_run("old")
        assert record is not None and record.status is RunStatus.FINISHED
        assert (record.min_coverage, record.judge_model) == (None, None)
        # Unknown then: a resume is not refused for settings that were never recorded.
        resumed = store.begin_run(start("old", min_coverage=0.9, judge_model="qwen"))
        assert resumed.run_id == "old"
        # An old baseline has no digests: blame says "unknown", not "unchanged".
        base = store.baselines("tanya-prod", record.seq + 1, ["a"])["a"]
        assert (base.passed, base.contract_digest, base.judge_model) == (True, None, None)
    finally:
        store.close()
