"""Upgrading a store that holds runs and labels from before migration 0006 (selective verdicts)."""

from __future__ import annotations

import json
import sqlite3
import time

import psycopg

from goldeneval.model import JudgeStatus, Outcome
from goldeneval.store import AnswerKey, open_store, parse_dsn
from goldeneval.store._migrations import load_migrations
from goldeneval.store._sqlite import _statements

from .helpers import result, start

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
    target = parse_dsn(dsn)
    shipped = [m for m in load_migrations(target.backend.value) if m.version < 6]
    assert [m.version for m in shipped] == [1, 2, 3, 4, 5]
    if target.sqlite_path is not None:
        conn = sqlite3.connect(target.sqlite_path)
        try:
            conn.execute(
                "CREATE TABLE schema_migrations ("
                "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
            )
            for m in shipped:
                for statement in _statements(m.sql):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations VALUES (?, ?, ?)",
                    (m.version, m.name, time.time()),
                )
            conn.execute(RUN.format(false=0))
            seq = conn.execute("SELECT seq FROM golden_runs").fetchone()[0]
            conn.execute(RESULT.format(item="a", seq=seq, true=1))
            conn.execute(REFERENCE.format(seq=seq, mark="?"), (REFERENCE_JSON,))
            conn.execute(LABELS)
            conn.commit()
        finally:
            conn.close()
        return
    with psycopg.connect(dsn, autocommit=True) as pg:
        pg.execute(
            "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, "
            "applied_at timestamptz NOT NULL DEFAULT now())"
        )
        for m in shipped:
            pg.execute(m.sql.encode())
            pg.execute(
                "INSERT INTO schema_migrations (version, name) VALUES (%s, %s)", (m.version, m.name)
            )
        pg.execute(RUN.format(false="false"))
        row = pg.execute("SELECT seq FROM golden_runs").fetchone()
        assert row is not None
        pg.execute(RESULT.format(item="a", seq=row[0], true="true"))
        pg.execute(REFERENCE.format(seq=row[0], mark="%s"), (REFERENCE_JSON,))
        pg.execute(LABELS)


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
