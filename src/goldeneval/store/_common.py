"""What both backends share: column lists, row <-> record conversion, migration files.

The two backends differ only in SQL dialect and driver; keeping the mapping
between ``ItemResult`` / ``RunRecord`` and table rows in one place is what
makes "same behaviour" hold when a field is added.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

from goldeneval._errors import StoreError, UsageError
from goldeneval._models import (
    COUNT_FIELDS,
    RESULT_FIELDS,
    Baseline,
    Counts,
    GateVerdict,
    ItemResult,
    JudgeStatus,
    Outcome,
    Regression,
    Surface,
)
from goldeneval.store._base import ItemLatency, RunRecord, RunStart, RunStatus

RESULT_COLUMNS: tuple[str, ...] = (*RESULT_FIELDS, "suite", "run_seq")
"""Every column written for a result: the record plus the denormalised run keys."""

RUN_COLUMNS: tuple[str, ...] = (
    "run_id",
    "suite",
    "set_digest",
    "set_source",
    "status",
    "started_at",
    "finished_at",
    *COUNT_FIELDS,
    "unverified_items",
    "min_pass_rate",
    "pass_threshold",
    "allow_unverified",
    "gate_passed",
    "gate_reasons",
    "regressions",
    "seq",
)
"""``golden_runs`` columns read back into a ``RunRecord``, in ``row_to_run`` order."""


@dataclass(frozen=True)
class RunKey:
    """What a result row copies from its run, so the baseline index needs no join."""

    suite: str
    """The run's suite."""
    seq: int
    """The run's seq."""


def answer_digest(answer: str) -> str:
    """sha256 hex of the UTF-8 answer text."""
    return hashlib.sha256(answer.encode("utf-8")).hexdigest()


def result_values(r: ItemResult, key: RunKey, wrap_json: Callable[[Any], Any]) -> tuple[Any, ...]:
    """Parameters for one ``golden_results`` row in ``RESULT_COLUMNS`` order."""
    sha = r.answer_sha256
    if sha is None and r.answer is not None:
        sha = answer_digest(r.answer)
    values: dict[str, Any] = {name: getattr(r, name) for name in RESULT_FIELDS}
    values["outcome"] = r.outcome.value
    values["judge_status"] = r.judge_status.value
    values["answer_sha256"] = sha
    values["auto_fail"] = wrap_json(list(r.auto_fail))
    return (*(values[name] for name in RESULT_FIELDS), key.suite, key.seq)


def collapse_for_write(results: Sequence[ItemResult]) -> list[ItemResult]:
    """One result per (run_id, item_id), the one sequential upserts would leave, sorted.

    Applying the batch row by row, a final result replaces anything and an
    errored one replaces only an errored one; folding the batch with the same
    rule first and then upserting the survivor gives the same stored row, and
    lets a backend write the batch as one set (PostgreSQL's INSERT … SELECT …
    ON CONFLICT refuses to touch a row twice). Sorting by key means two
    writers with overlapping batches lock rows in the same order and cannot
    deadlock.
    """
    chosen: dict[tuple[str, str], ItemResult] = {}
    for r in results:
        key = (r.run_id, r.item_id)
        held = chosen.get(key)
        if held is None or not held.is_final or r.is_final:
            chosen[key] = r
    return [chosen[k] for k in sorted(chosen)]


def _json(value: Any) -> Any:
    """JSON text (SQLite) or an already-decoded value (psycopg jsonb)."""
    return json.loads(value) if isinstance(value, str | bytes) else value


def row_to_result(row: Sequence[Any]) -> ItemResult:
    """An ``ItemResult`` from a row selected as ``RESULT_FIELDS``."""
    d = dict(zip(RESULT_FIELDS, row, strict=True))
    d["surface"] = cast(Surface, d["surface"])
    d["verified"] = bool(d["verified"])
    d["outcome"] = Outcome(d["outcome"])
    d["judge_status"] = JudgeStatus(d["judge_status"])
    d["auto_fail"] = tuple(_json(d["auto_fail"]) or ())
    if d["judge_pass"] is not None:
        d["judge_pass"] = bool(d["judge_pass"])
    return ItemResult(**d)


def row_to_run(row: Sequence[Any]) -> RunRecord:
    """A ``RunRecord`` from a row selected as ``RUN_COLUMNS``."""
    d: Mapping[str, Any] = dict(zip(RUN_COLUMNS, row, strict=True))
    counts = None if d["items"] is None else Counts(**{n: d[n] for n in COUNT_FIELDS})
    gate = (
        None
        if d["gate_passed"] is None
        else GateVerdict(
            passed=bool(d["gate_passed"]),
            reasons=tuple(_json(d["gate_reasons"]) or ()),
        )
    )
    regressions = tuple(
        Regression(
            item_id=x["item_id"],
            verified=bool(x["verified"]),
            baseline_run_id=x.get("baseline_run_id"),
        )
        for x in _json(d["regressions"]) or ()
    )
    return RunRecord(
        run_id=d["run_id"],
        suite=d["suite"],
        set_digest=d["set_digest"],
        set_source=d["set_source"],
        status=RunStatus(d["status"]),
        started_at=d["started_at"],
        finished_at=d["finished_at"],
        counts=counts,
        unverified_items=d["unverified_items"],
        min_pass_rate=d["min_pass_rate"],
        pass_threshold=d["pass_threshold"],
        allow_unverified=bool(d["allow_unverified"]),
        gate=gate,
        regressions=regressions,
        seq=int(d["seq"]),
    )


def start_values(run: RunStart) -> tuple[Any, ...]:
    """Parameters for inserting a run row (see ``RUN_INSERT_COLUMNS``)."""
    return (
        run.run_id,
        run.suite,
        run.set_digest,
        run.set_source,
        RunStatus.RUNNING.value,
        run.started_at,
        run.unverified_items,
        run.min_pass_rate,
        run.pass_threshold,
        run.allow_unverified,
    )


RUN_INSERT_COLUMNS: tuple[str, ...] = (
    "run_id",
    "suite",
    "set_digest",
    "set_source",
    "status",
    "started_at",
    "unverified_items",
    "min_pass_rate",
    "pass_threshold",
    "allow_unverified",
)
"""Columns set by ``begin_run``, in ``start_values`` order."""


def check_resume(existing: RunRecord, run: RunStart) -> None:
    """Refuse to resume a run id under another suite or another golden set.

    Stored final results are reused on resume; reusing them for a different
    set or suite would certify answers to questions that were never asked.
    """
    if existing.suite != run.suite:
        raise UsageError(
            f"run id {run.run_id!r} already exists in suite {existing.suite!r}; "
            f"it cannot be resumed as suite {run.suite!r}. Use a new run id "
            "(or omit --run-id) for a different suite."
        )
    if existing.set_digest != run.set_digest:
        raise UsageError(
            f"run id {run.run_id!r} was started with golden set {existing.set_digest}, "
            f"but this set is {run.set_digest}; a resume must use the same set. "
            "Use a new run id (or omit --run-id) to evaluate the changed set."
        )


def finish_values(
    *,
    status: RunStatus,
    finished_at: float,
    counts: Counts,
    gate: GateVerdict | None,
    regressions: Sequence[Regression],
    wrap_json: Callable[[Any], Any],
) -> tuple[Any, ...]:
    """Parameters for finalising a run row (see ``RUN_FINISH_COLUMNS``)."""
    return (
        status.value,
        finished_at,
        *counts.to_dict().values(),
        counts.pass_rate,
        None if gate is None else gate.passed,
        None if gate is None else wrap_json(list(gate.reasons)),
        wrap_json([r.to_dict() for r in regressions]),
    )


RUN_FINISH_COLUMNS: tuple[str, ...] = (
    "status",
    "finished_at",
    *COUNT_FIELDS,
    "pass_rate",
    "gate_passed",
    "gate_reasons",
    "regressions",
)
"""Columns set by ``finish_run``, in ``finish_values`` order."""


@dataclass(frozen=True)
class Migration:
    """One versioned schema change shipped with the package."""

    version: int
    """From the file name's ``NNNN_`` prefix; applied in ascending order."""
    name: str
    """The file name."""
    sql: str
    """The statements."""


def load_migrations(backend: str) -> list[Migration]:
    """The ``migrations/<backend>/NNNN_*.sql`` files, ordered by version."""
    folder = resources.files("goldeneval.store").joinpath("migrations", backend)
    found: dict[int, Migration] = {}
    for entry in folder.iterdir():
        name = entry.name
        if not name.endswith(".sql"):
            continue
        prefix = name.split("_", 1)[0]
        if not prefix.isdigit():
            raise StoreError(f"migration file {backend}/{name} must start with a number (NNNN_)")
        version = int(prefix)
        if version in found:
            raise StoreError(
                f"two {backend} migrations share version {version}: "
                f"{found[version].name} and {name}"
            )
        found[version] = Migration(version, name, entry.read_text(encoding="utf-8"))
    if not found:
        raise StoreError(f"no {backend} migrations shipped in goldeneval.store (broken install?)")
    return [found[v] for v in sorted(found)]


def unique(ids: Sequence[str]) -> list[str]:
    """Ids without duplicates, first occurrence order."""
    return list(dict.fromkeys(ids))


def plural(n: int, noun: str) -> str:
    """``1 result``, ``2 results``: messages are read by people."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


# Conflicts on (run_id, item_id) update every column, except that a stored
# final result is kept when the incoming one is errored: two processes
# resuming one run must not undo each other's work. Both backends use it.
UPSERT_KEEPING_FINAL = (
    "ON CONFLICT (run_id, item_id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in RESULT_COLUMNS if c not in ("run_id", "item_id"))
    + " WHERE golden_results.outcome = 'errored' OR excluded.outcome <> 'errored'"
)


def baselines_from_rows(rows: Iterable[Sequence[Any]]) -> dict[str, Baseline]:
    """``(item_id, run_id, outcome)`` rows of a baseline query as records."""
    return {
        item: Baseline(item_id=item, run_id=run, passed=outcome == Outcome.PASSED.value)
        for item, run, outcome in rows
    }


RUN_SELECT = f"SELECT {', '.join(RUN_COLUMNS)} FROM golden_runs"
RESULT_SELECT = f"SELECT {', '.join(RESULT_FIELDS)} FROM golden_results"


class SqlReads:
    """The Store methods both backends implement with the same SQL.

    A backend supplies its placeholder (``PARAM``), the ordering of item ids
    (``ID_ORDER``: PostgreSQL compares them byte-wise with ``COLLATE "C"``,
    as SQLite does by default), how JSON is wrapped for a parameter
    (``wrap_json``), two primitives (:meth:`_fetch`, :meth:`_update`) and its
    own baseline query (:meth:`_baseline_rows`: the dialects differ there).
    """

    PARAM: str
    ID_ORDER: str

    def _fetch(self, what: str, sql: str, params: tuple[Any, ...]) -> list[Any]:
        """Rows of one query; ``what`` names it in a StoreError."""
        raise NotImplementedError

    def _update(self, what: str, sql: str, params: tuple[Any, ...]) -> int:
        """Run one statement in its own transaction; the number of rows it changed."""
        raise NotImplementedError

    def wrap_json(self, value: Any) -> Any:
        """A JSON value as the driver takes it as a parameter."""
        raise NotImplementedError

    def _baseline_rows(self, suite: str, before_seq: int, ids: list[str]) -> list[Any]:
        """(item_id, run_id, outcome) rows of the baseline query for non-empty ``ids``."""
        raise NotImplementedError

    def baselines(
        self, suite: str, before_seq: int, item_ids: Sequence[str]
    ) -> dict[str, Baseline]:
        """Latest judge_status=ok result per item in ``suite`` from runs before ``before_seq``."""
        ids = unique(item_ids)
        return baselines_from_rows(self._baseline_rows(suite, before_seq, ids)) if ids else {}

    def final_results(self, run_id: str) -> dict[str, ItemResult]:
        """Stored results of the run whose outcome is not errored, by item id."""
        found = self._results(
            f"reading results of run {run_id}",
            f"WHERE run_id = {self.PARAM} AND outcome <> {self.PARAM}",
            (run_id, Outcome.ERRORED.value),
        )
        return {r.item_id: r for r in found}

    def finish_run(
        self,
        run_id: str,
        *,
        status: RunStatus,
        finished_at: float,
        counts: Counts,
        gate: GateVerdict | None,
        regressions: Sequence[Regression],
    ) -> None:
        """Record the run's counts, verdict and regressions."""
        sets = ", ".join(f"{c} = {self.PARAM}" for c in RUN_FINISH_COLUMNS)
        values = finish_values(
            status=status,
            finished_at=finished_at,
            counts=counts,
            gate=gate,
            regressions=regressions,
            wrap_json=self.wrap_json,
        )
        changed = self._update(
            f"finishing run {run_id}",
            f"UPDATE golden_runs SET {sets} WHERE run_id = {self.PARAM}",
            (*values, run_id),
        )
        if changed == 0:
            raise StoreError(f"cannot finish run {run_id}: the run is not in the store")

    def _runs(self, what: str, where: str, params: tuple[Any, ...]) -> list[RunRecord]:
        return [row_to_run(r) for r in self._fetch(what, f"{RUN_SELECT} {where}", params)]

    def get_run(self, run_id: str) -> RunRecord | None:
        """The run row, if any."""
        found = self._runs(f"reading run {run_id}", f"WHERE run_id = {self.PARAM}", (run_id,))
        return found[0] if found else None

    def latest_run(self, suite: str) -> RunRecord | None:
        """The finished run of ``suite`` with the highest seq."""
        p = self.PARAM
        found = self._runs(
            f"reading the latest run of suite {suite}",
            f"WHERE suite = {p} AND status = {p} ORDER BY seq DESC LIMIT 1",
            (suite, RunStatus.FINISHED.value),
        )
        return found[0] if found else None

    def runs(self, suite: str, limit: int = 20) -> list[RunRecord]:
        """Runs of ``suite``, newest (highest seq) first, any status."""
        p = self.PARAM
        return self._runs(
            f"listing runs of suite {suite}",
            f"WHERE suite = {p} ORDER BY seq DESC LIMIT {p}",
            (suite, limit),
        )

    def _results(self, what: str, where: str, params: tuple[Any, ...]) -> list[ItemResult]:
        return [row_to_result(r) for r in self._fetch(what, f"{RESULT_SELECT} {where}", params)]

    def results(self, run_id: str) -> list[ItemResult]:
        """Every stored result of the run, by item id."""
        return self._results(
            f"reading results of run {run_id}",
            f"WHERE run_id = {self.PARAM} ORDER BY {self.ID_ORDER}",
            (run_id,),
        )

    def latest_latencies(self, suite: str, runs: int = 5) -> dict[str, ItemLatency]:
        """Each item's timings from its newest timed result in the suite's ``runs`` latest runs."""
        p = self.PARAM
        # The latest runs are read by primary key (rows of a run sit together),
        # so the cost follows the set's size times ``runs``, not the history's length.
        sql = f"""
SELECT item_id, chatbot_latency_ms, judge_latency_ms, (finished_at - started_at) * 1000
FROM (
    SELECT r.item_id, r.chatbot_latency_ms, r.judge_latency_ms, r.started_at, r.finished_at,
           ROW_NUMBER() OVER (PARTITION BY r.item_id ORDER BY r.run_seq DESC) AS newest
    FROM golden_results AS r
    JOIN (SELECT run_id FROM golden_runs WHERE suite = {p} ORDER BY seq DESC LIMIT {p})
        AS recent ON recent.run_id = r.run_id
    WHERE r.chatbot_latency_ms IS NOT NULL OR r.finished_at > r.started_at
) AS ranked
WHERE newest = 1"""
        rows = self._fetch(f"reading latencies of suite {suite}", sql, (suite, runs))
        return {item: ItemLatency(bot, judge, elapsed) for item, bot, judge, elapsed in rows}

    def item_history(self, suite: str, item_id: str, limit: int = 20) -> list[ItemResult]:
        """The item's results across the suite's runs, newest first, any status."""
        p = self.PARAM
        return self._results(
            f"reading the history of item {item_id}",
            f"WHERE suite = {p} AND item_id = {p} ORDER BY run_seq DESC LIMIT {p}",
            (suite, item_id, limit),
        )
