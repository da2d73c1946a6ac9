"""SME labels against the store: each label tied to the stored answer it is about.

Shared by ``calibrate`` and ``label`` (docs/design.md §13.1, §13.5): a label
names an item and, optionally, a run; it is tied to that run's answer (or
the latest run that answered the item), stored with the digests of the
answer and of the expectations it was given under. Every problem, in the
file or against the store, is reported at once (exit 2) before anything is
stored.
"""

from __future__ import annotations

from collections.abc import Sequence

from goldeneval.goldenset import Label, LabelsError
from goldeneval.model import ItemResult, Problem
from goldeneval.store import Store, StoredLabel
from goldeneval.verdict import answer_digest

HISTORY_DEPTH = 200
"""How far back a label without ``run`` looks for the latest run that answered its item."""


# ------------------------------------------------------------ labels against the store


def resolve_labels(
    labels: Sequence[Label],
    store: Store,
    suite: str,
    source: str,
    now: float,
    problems: Sequence[Problem] = (),
) -> list[StoredLabel]:
    """Each label tied to the stored answer it is about; :class:`LabelsError` with every problem.

    ``problems`` are the file's own, reported together with the store's.
    """
    problems = list(problems)
    out: list[StoredLabel] = []
    first: dict[tuple[str, str], int] = {}
    runs: dict[str, str | None] = {}  # run id -> its suite (None: not in the store)
    for label in labels:
        answered = _labelled_result(label, store, suite, runs)
        if isinstance(answered, str):
            problems.append(Problem(source, label.line, label.item_id, answered))
            continue
        assert answered.answer is not None
        digest = answered.answer_sha256 or answer_digest(answered.answer)
        key = (label.item_id, digest)
        if key in first:
            problems.append(
                Problem(
                    source,
                    label.line,
                    label.item_id,
                    f"labels the same answer as line {first[key]}; keep one label per answer",
                )
            )
            continue
        first[key] = label.line
        out.append(
            StoredLabel(
                suite=suite,
                item_id=label.item_id,
                answer_sha256=digest,
                run_id=answered.run_id,
                label=label.label,
                note=label.note,
                labelled_at=now,
                # The label decides this answer only under these expectations (§13.5).
                contract_digest=answered.contract_digest,
            )
        )
    if problems:
        raise LabelsError(sorted(problems, key=lambda p: p.line or 0))
    return out


def _labelled_result(
    label: Label, store: Store, suite: str, runs: dict[str, str | None]
) -> ItemResult | str:
    """The stored result with the answer ``label`` is about, or why there is none.

    ``runs`` caches each named run's suite (None: not in the store).
    """
    if label.run_id is None:
        history = store.item_history(suite, label.item_id, HISTORY_DEPTH)
        answered = next((r for r in history if r.answer is not None), None)
        if answered is None:
            return f"no run of suite {suite} answered this item; nothing to label"
        return answered
    if label.run_id not in runs:
        record = store.get_run(label.run_id)
        runs[label.run_id] = None if record is None else record.suite
    run_suite = runs[label.run_id]
    if run_suite is None:
        return f"unknown run {label.run_id!r}: it is not in this store"
    if run_suite != suite:
        return f"run {label.run_id} belongs to suite {run_suite}, not {suite}"
    found = store.result_of(label.run_id, label.item_id)
    if found is None or found.answer is None:
        return f"run {label.run_id} did not answer this item; label another run"
    return found
