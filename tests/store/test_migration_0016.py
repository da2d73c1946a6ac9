"""Upgrading a store whose labels were kept before migration 0016 (who labelled): every old
label carries over, names nobody, and still decides its answer until someone labels it anew."""

from __future__ import annotations

from dataclasses import replace

from goldeneval.model import CoverageDecision
from goldeneval.store import AnswerKey, open_store

from .helpers import older_schema

RULES = "sha256:" + "c" * 64
# Two answers of item a (the newer label first in the table), and a label whose run is gone.
LABELS = (
    "INSERT INTO golden_labels (suite, item_id, answer_sha256, run_id, label, note, "
    "labelled_at, contract_digest) VALUES "
    f"('tanya-prod', 'a', 'two', 'r2', 'fail', 'salah', 3.0, '{RULES}'), "
    f"('tanya-prod', 'a', 'one', 'r1', 'pass', NULL, 2.0, '{RULES}'), "
    "('tanya-prod', 'gone', 'def', 'deleted', 'pass', NULL, 1.0, NULL)"
)


def test_labels_from_before_0016_carry_over_oldest_first_and_name_nobody(store_dsn: str) -> None:
    with older_schema(store_dsn, 16) as schema:
        schema.execute(LABELS)
    store = open_store(store_dsn)  # applies 0016 and 0017
    try:
        assert {"0016_label_by.sql", "0017_coverage_decisions.sql"} <= set(store.migrations_applied)
        old = store.suite_labels("tanya-prod")
        assert [(x.item_id, x.answer_sha256, x.labelled_by) for x in old] == [
            ("gone", "def", None),
            ("a", "one", None),
            ("a", "two", None),
        ]
        assert store.item_labels("tanya-prod", "a") == [old[2], old[1]]
        keys = [AnswerKey("a", "two", RULES)]
        assert store.sme_labels("tanya-prod", keys)["a"].label == "fail"
        # A new label of the same answer is kept beside the old one, and decides.
        again = replace(old[2], label="pass", note=None, labelled_at=4.0, labelled_by="local:budi")
        store.save_labels([again])
        assert store.item_labels("tanya-prod", "a")[:2] == [again, old[2]]
        assert store.sme_labels("tanya-prod", keys)["a"] == again
        # Old labels can be undone like any other (they are matched with no name).
        assert store.remove_label(old[0]) and not store.remove_label(old[0])
        store.save_coverage_decision(
            CoverageDecision("tanya-prod", ("x",), None, "local:budi", 1.0)
        )
        assert len(store.coverage_decisions("tanya-prod")) == 1
    finally:
        store.close()
