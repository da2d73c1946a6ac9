"""Who labelled, one label at a time, and coverage decisions, in both stores (docs/design.md
§13.6, §14.9)."""

from __future__ import annotations

import pytest

from goldeneval.model import CoverageDecision, InvalidInputError, JudgeStatus, Outcome
from goldeneval.store import AnswerKey, Store, StoredLabel, label_answer, undo_label
from tests.store.helpers import result, start

RULES = "sha256:" + "c" * 64


def _answered(store: Store, run_id: str = "r1", answer: str = "Biayanya Rp50.000.") -> None:
    store.begin_run(start(run_id))
    store.save_results(
        [
            result(
                run_id, "a", Outcome.ESCALATED, JudgeStatus.OK, answer=answer, contract_digest=RULES
            ),
            result(run_id, "b", Outcome.ERRORED),
        ]
    )


def _give(store: Store, label: str, note: str | None, by: str, at: float) -> StoredLabel:
    """``by``'s label of run r1's answer to item a, given at ``at``."""
    return label_answer(
        store,
        suite="tanya-prod",
        run_id="r1",
        item_id="a",
        label=label,  # type: ignore[arg-type]
        note=note,
        by=by,
        at=at,
    )


def test_a_label_is_stored_under_the_results_digests_with_who_and_when(store: Store) -> None:
    _answered(store)
    stored = _give(store, "fail", "fee", "local:budi", 5.0)
    (kept,) = store.item_labels("tanya-prod", "a")
    assert kept == stored
    assert (kept.labelled_by, kept.labelled_at, kept.contract_digest) == ("local:budi", 5.0, RULES)
    (r,) = [x for x in store.results("r1") if x.item_id == "a"]
    assert kept.answer_sha256 == r.answer_sha256
    assert store.review_queue("r1") == []
    found = store.sme_labels("tanya-prod", [AnswerKey("a", kept.answer_sha256, RULES)])
    assert found["a"].label == "fail"


@pytest.mark.parametrize(
    ("run_id", "item_id", "suite", "said"),
    [
        ("nope", "a", "tanya-prod", "run 'nope' is not in this store"),
        ("r1", "b", "tanya-prod", "run r1 stored no answer of item b"),
        ("r1", "zz", "tanya-prod", "run r1 stored no answer of item zz"),
        ("r1", "a", "other", "run r1 belongs to suite tanya-prod, not other"),
    ],
)
def test_a_label_without_a_stored_answer_names_run_and_item(
    store: Store, run_id: str, item_id: str, suite: str, said: str
) -> None:
    _answered(store)
    with pytest.raises(InvalidInputError) as caught:
        label_answer(
            store,
            suite=suite,
            run_id=run_id,
            item_id=item_id,
            label="pass",
            note=None,
            by="local:budi",
        )
    assert f"run {run_id}, item {item_id}" in str(caught.value)
    assert said in str(caught.value)
    assert store.suite_labels("tanya-prod") == []


@pytest.mark.parametrize("by", ["", "  ", "local:a\x00b"])
def test_a_label_needs_a_storable_name(store: Store, by: str) -> None:
    _answered(store)
    with pytest.raises(InvalidInputError, match="the labeller's name"):
        label_answer(
            store, suite="tanya-prod", run_id="r1", item_id="a", label="pass", note=None, by=by
        )
    assert store.suite_labels("tanya-prod") == []


def test_every_label_is_kept_and_the_newest_decides(store: Store) -> None:
    _answered(store)
    budi = _give(store, "pass", None, "local:budi", 1.0)
    ani = _give(store, "fail", "no", "sme@ahu.go.id", 2.0)
    assert store.item_labels("tanya-prod", "a") == [ani, budi]
    key = [AnswerKey("a", budi.answer_sha256, RULES)]
    assert store.sme_labels("tanya-prod", key)["a"] == ani
    (labelled,) = store.labelled_answers("tanya-prod")
    assert labelled.label == ani and labelled.result is not None
    # Undo takes back exactly Ani's label: Budi's decides again.
    undo_label(store, ani)
    assert store.item_labels("tanya-prod", "a") == [budi]
    assert store.sme_labels("tanya-prod", key)["a"] == budi
    with pytest.raises(InvalidInputError, match="run r1, item a: that label is not stored"):
        undo_label(store, ani)
    undo_label(store, budi)
    assert store.sme_labels("tanya-prod", key) == {}
    assert [x.item_id for x in store.review_queue("r1")] == ["a"]


def test_a_repeated_label_is_stored_once(store: Store) -> None:
    _answered(store)
    first = _give(store, "pass", "ok", "local:budi", 1.0)
    again = _give(store, "pass", "ok", "local:budi", 9.0)
    assert again == first
    store.save_labels([first, first])
    assert store.suite_labels("tanya-prod") == [first]
    # Someone else saying the same is a label of its own.
    other = _give(store, "pass", "ok", "local:ani", 3.0)
    assert store.suite_labels("tanya-prod") == [first, other]


def _decision(at: float, *wordings: str, item: str | None = "a", **kw: object) -> CoverageDecision:
    values: dict[str, object] = {
        "suite": "tanya-prod",
        "wordings": wordings,
        "item_id": item,
        "decided_by": "local:budi",
        "decided_at": at,
    }
    values.update(kw)
    return CoverageDecision(**values)  # type: ignore[arg-type]


def test_coverage_decisions_come_back_newest_first(store: Store) -> None:
    assert store.coverage_decisions("tanya-prod") == []
    older = _decision(1.0, "biaya pt perorangan", "berapa biaya pt?", group_id="q-1")
    newer = _decision(2.0, "cuaca hari ini", item=None, decided_by="sme@ahu.go.id")
    same_time = _decision(2.0, "halo ∅", item="b")
    for d in (older, newer, same_time):
        store.save_coverage_decision(d)
    store.save_coverage_decision(_decision(9.0, "x", suite="other"))
    assert store.coverage_decisions("tanya-prod") == [same_time, newer, older]


@pytest.mark.parametrize(
    ("bad", "said"),
    [
        (_decision(1.0), "names no wording"),
        (_decision(1.0, "x", decided_by=" "), "names nobody"),
        (_decision(1.0, "a\x00b"), "its wording 'a\\x00b' contains a NUL"),
        (_decision(1.0, "x", item="\ud800"), "its item_id"),
    ],
)
def test_a_decision_that_cannot_be_kept_is_refused(
    store: Store, bad: CoverageDecision, said: str
) -> None:
    with pytest.raises(InvalidInputError, match="coverage decision on") as caught:
        store.save_coverage_decision(bad)
    assert said in str(caught.value)
    assert store.coverage_decisions("tanya-prod") == []
