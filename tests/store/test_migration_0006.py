"""Upgrading a store that holds runs and labels from before migration 0006 (selective verdicts)."""

from __future__ import annotations

import json

from goldeneval.model import JudgeStatus, Outcome
from goldeneval.store import AnswerKey, open_store

from .helpers import older_schema, result, start

RULES = "sha256:" + "c" * 64
RUN = (
    "INSERT INTO golden_runs (run_id, suite, set_digest, set_source, status, started_at, "
    "unverified_items, min_pass_rate, pass_threshold, allow_unverified) "
    "VALUES ('old', 'tanya-prod', 'sha256:ab', 'deploy/golden/golden-set.yaml', 'finished', "
    "1.0, 2, 0.8, 0.7, {false})"
)
RESULT = (
    "INSERT INTO golden_results (run_id, item_id, suite, run_seq, surface, domain, verified, "
    "question, outcome, judge_status, answer, answer_sha256, correctness, judge_pass, "
    "contract_digest, verdict_source, set_line) "
    "VALUES ('old', '{item}', 'tanya-prod', {seq}, 'public', 'd', {true}, 'q?', 'passed', 'ok', "
    f"'jawaban', 'abc', 0.9, {{true}}, '{RULES}', 'judged', 7)"
)
REFERENCE = (
    "INSERT INTO golden_role_results (run_id, role, item_id, suite, run_seq, outcome, "
    "judge_status, result) VALUES ('old', 'reference', 'a', 'tanya-prod', {seq}, 'failed', "
    "'ok', {mark})"
)
REFERENCE_JSON = json.dumps(result("old", "a", Outcome.FAILED).to_dict())
# One label of a kept answer, one whose run was deleted.
LABELS = (
    "INSERT INTO golden_labels (suite, item_id, answer_sha256, run_id, label, labelled_at) "
    "VALUES ('tanya-prod', 'a', 'abc', 'old', 'fail', 2.0), "
    "('tanya-prod', 'gone', 'def', 'deleted', 'pass', 2.0)"
)


def _before_0006(dsn: str) -> None:
    """A database as the previous release left it: migrations 0001-0005, a run and labels."""
    with older_schema(dsn, 6) as schema:
        true, false, mark = ("1", "0", "?") if schema.sqlite else ("true", "false", "%s")
        schema.execute(RUN.format(false=false))
        seq = schema.execute("SELECT seq FROM golden_runs")[0][0]
        schema.execute(RESULT.format(item="a", seq=seq, true=true))
        schema.execute(REFERENCE.format(seq=seq, mark=mark), (REFERENCE_JSON,))
        schema.execute(LABELS)


def test_rows_and_labels_from_before_0006_carry_over(store_dsn: str) -> None:
    _before_0006(store_dsn)
    store = open_store(store_dsn)  # applies 0006
    try:
        (old,) = store.results("old")
        assert (old.outcome, old.confidence, old.set_line, old.contract_digest) == (
            Outcome.PASSED,
            None,
            7,
            RULES,
        )
        (reference,) = store.reference_results("old")
        assert (reference.outcome, reference.confidence) == (Outcome.FAILED, None)
        # The kept label took its answer's contract digest; the orphan has none.
        labels = {x.label.item_id: x.label for x in store.labelled_answers("tanya-prod")}
        assert (labels["a"].contract_digest, labels["gone"].contract_digest) == (RULES, None)
        found = store.sme_labels(
            "tanya-prod", [AnswerKey("a", "abc", RULES), AnswerKey("gone", "def", RULES)]
        )
        assert list(found) == ["a"]
        # The widened lists take the new values, and an escalated result
        # never becomes a baseline: the old run's result stays it.
        store.begin_run(start("new"))
        store.save_results(
            [result("new", "a", Outcome.ESCALATED, JudgeStatus.OK, answer="x", confidence=0.5)]
        )
        (queued,) = store.review_queue("new")
        assert queued.outcome is Outcome.ESCALATED
        new = store.get_run("new")
        assert new is not None
        assert store.baselines("tanya-prod", new.seq + 1, ["a"])["a"].run_id == "old"
    finally:
        store.close()
