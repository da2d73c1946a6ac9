"""One SME label given to one stored answer, and taken back (docs/design.md §13.6).

``goldeneval label`` (a file of labels), ``calibrate`` and the workbench (one
button press) all build a label here: tied to a run's stored result of the
item, under that result's answer digest and contract digest, with who gave
it and when. A label of an answer decides it in later runs while the answer
and its expectations are unchanged; the newest label of an answer decides.
"""

from __future__ import annotations

import time

from goldeneval.goldenset import LABEL_VALUES, LabelValue
from goldeneval.model import InvalidInputError, ItemResult, unstorable
from goldeneval.store._interface import Store
from goldeneval.store._records import StoredLabel
from goldeneval.verdict import answer_digest


def label_of(
    result: ItemResult,
    *,
    suite: str,
    label: LabelValue,
    note: str | None,
    by: str,
    at: float,
) -> StoredLabel:
    """The label of ``result``'s answer (it must hold one), as the store keeps it."""
    assert result.answer is not None
    return StoredLabel(
        suite=suite,
        item_id=result.item_id,
        answer_sha256=result.answer_sha256 or answer_digest(result.answer),
        run_id=result.run_id,
        label=label,
        note=note,
        labelled_at=at,
        # The label decides this answer only under these expectations (§13.5).
        contract_digest=result.contract_digest,
        labelled_by=by,
    )


def label_answer(
    store: Store,
    *,
    suite: str,
    run_id: str,
    item_id: str,
    label: LabelValue,
    note: str | None,
    by: str,
    at: float | None = None,
) -> StoredLabel:
    """Store ``by``'s label of the answer run ``run_id`` gave to ``item_id``; the stored label.

    The run must be the suite's and its stored result of the item must hold an
    answer; anything else is an :class:`InvalidInputError` naming run and item,
    and nothing is stored.
    """
    where = f"run {run_id}, item {item_id}"
    if label not in LABEL_VALUES:
        raise InvalidInputError(f"{where}: label {label!r} is not one of pass, fail")
    if not by.strip() or (why := unstorable(by)) is not None:
        why = "is empty" if not by.strip() else why
        raise InvalidInputError(f"{where}: the labeller's name {by!r} {why}; give a name")
    record = store.get_run(run_id)
    if record is None:
        raise InvalidInputError(f"{where}: run {run_id!r} is not in this store")
    if record.suite != suite:
        raise InvalidInputError(
            f"{where}: run {run_id} belongs to suite {record.suite}, not {suite}"
        )
    found = store.result_of(run_id, item_id)
    if found is None or found.answer is None:
        raise InvalidInputError(
            f"{where}: run {run_id} stored no answer of item {item_id}; nothing to label"
        )
    stored = label_of(
        found,
        suite=suite,
        label=label,
        note=note,
        by=by,
        at=time.time() if at is None else at,
    )
    # When the answer's newest label already says this, that stored label is returned.
    (kept,) = store.save_labels([stored])
    return kept


def undo_label(store: Store, label: StoredLabel) -> None:
    """Remove exactly that stored label (the workbench's "Undo last label").

    The answer's verdict is then its previous label, if any. A label no longer
    stored (undone already) is an :class:`InvalidInputError` naming its item.
    """
    if not store.remove_label(label):
        raise InvalidInputError(
            f"run {label.run_id}, item {label.item_id}: that label is not stored "
            "(undone already?); nothing was removed"
        )
