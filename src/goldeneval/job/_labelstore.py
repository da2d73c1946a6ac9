"""SME labels against the store: each label tied to the stored answer it is about.

Shared by ``calibrate`` and ``label`` (docs/design.md §13.1, §13.5): a label
names an item and, optionally, a run; it is tied to that run's answer (or
the latest run that answered the item), stored with the digests of the
answer and of the expectations it was given under. Every problem, in the
file or against the store, is reported at once (exit 2) before anything is
stored.
"""

from __future__ import annotations

import getpass
from collections.abc import Sequence

from goldeneval.goldenset import Label, LabelsError
from goldeneval.model import ItemResult, Problem, UsageError, unstorable
from goldeneval.store import Store, StoredLabel, label_of

HISTORY_DEPTH = 200
"""How far back a label without ``run`` looks for the latest run that answered its item."""
LOCAL = "local:"
"""What a name given on this machine is stored under: never mistaken for a cluster user
(the cluster's names come from its TokenReview, which never gives this prefix)."""


def local_labeller(name: str | None) -> str:
    """Who labels on this machine: ``local:NAME`` for ``--as NAME``, else for the OS login.

    Never fails for want of a login (a container without a passwd entry): that is
    ``local:unknown``. A bad ``--as`` (empty, a NUL) is a :class:`UsageError`.
    """
    if name is None:
        try:
            login = getpass.getuser()
        except (OSError, KeyError, ImportError):
            login = ""
        login = login.strip()
        return LOCAL + (login if login and unstorable(login) is None else "unknown")
    given = name.strip()
    if not given.removeprefix(LOCAL) or (why := unstorable(given)) is not None:
        why = "is empty" if not given.removeprefix(LOCAL) else why
        raise UsageError(f"--as {name!r}: the name {why}; give the name to store with each label")
    return given if given.startswith(LOCAL) else LOCAL + given


# ------------------------------------------------------------ labels against the store


def resolve_labels(
    labels: Sequence[Label],
    store: Store,
    suite: str,
    source: str,
    now: float,
    problems: Sequence[Problem] = (),
    *,
    by: str,
) -> list[StoredLabel]:
    """Each label tied to the stored answer it is about, given by ``by`` at ``now``;
    :class:`LabelsError` with every problem.

    ``problems`` are the file's own, reported together with the store's. Each label
    is built as ``label_answer`` builds one (``label_of``), but all are checked before
    any is stored.
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
        stored = label_of(answered, suite=suite, label=label.label, note=label.note, by=by, at=now)
        key = (label.item_id, stored.answer_sha256)
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
        out.append(stored)
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
