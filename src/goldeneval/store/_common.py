"""What both backends share: column lists, row <-> record conversion, migration files.

The two backends differ only in SQL dialect and driver; keeping the mapping
between ``ItemResult`` / ``RunRecord`` and table rows in one place is what
makes "same behaviour" hold when a field is added.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

from goldeneval._blame import answer_digest
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
    Verdict,
    VerdictSource,
    samples_from,
)
from goldeneval._trend import TrendPoint
from goldeneval.store._base import ItemLatency, ReuseKey, RunRecord, RunStart, RunStatus
from goldeneval.store._text import storable

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
    "min_coverage",
    "judge_model",
    "verdict",
)
"""``golden_runs`` columns read back into a ``RunRecord``, in ``row_to_run`` order."""


@dataclass(frozen=True)
class RunKey:
    """What a result row copies from its run, so the baseline index needs no join."""

    suite: str
    """The run's suite."""
    seq: int
    """The run's seq."""


def result_values(
    r: ItemResult, key: RunKey, wrap_json: Callable[[Any], Any], *, keeps_nul: bool = False
) -> tuple[Any, ...]:
    """Parameters for one ``golden_results`` row in ``RESULT_COLUMNS`` order.

    Free text (answers, reasons, errors, questions, phrases) passes through
    :func:`storable`; the keys (run and item ids) are refused on input
    instead, because replacing a character there could merge two items.
    """
    sha = r.answer_sha256
    if sha is None and r.answer is not None:
        sha = answer_digest(r.answer)
    values: dict[str, Any] = {
        name: storable(value, keeps_nul=keeps_nul) if isinstance(value, str) else value
        for name, value in ((n, getattr(r, n)) for n in RESULT_FIELDS)
    }
    values["run_id"], values["item_id"] = r.run_id, r.item_id
    values["outcome"] = r.outcome.value
    values["judge_status"] = r.judge_status.value
    values["answer_sha256"] = sha
    # jsonb refuses \u0000 as well, so phrases never keep NUL.
    values["auto_fail"] = wrap_json([storable(p) for p in r.auto_fail])
    values["verdict_source"] = None if r.verdict_source is None else r.verdict_source.value
    values["samples"] = wrap_json([x.to_dict() for x in r.samples])
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
    if d["verdict_source"] is not None:
        d["verdict_source"] = VerdictSource(d["verdict_source"])
    d["samples"] = samples_from(_json(d["samples"]))
    for name in ("answer_changed", "contract_changed", "judge_changed"):
        if d[name] is not None:
            d[name] = bool(d[name])
    return ItemResult(**d)


def row_to_run(row: Sequence[Any]) -> RunRecord:
    """A ``RunRecord`` from a row selected as ``RUN_COLUMNS``."""
    d: Mapping[str, Any] = dict(zip(RUN_COLUMNS, row, strict=True))
    counts = None if d["items"] is None else Counts(**{n: d[n] for n in COUNT_FIELDS})
    gate = None
    if d["gate_passed"] is not None:
        reasons = tuple(_json(d["gate_reasons"]) or ())
        if d["verdict"] == Verdict.NO_VERDICT.value and reasons:
            gate = GateVerdict.none(reasons[0])
        else:
            gate = GateVerdict(passed=bool(d["gate_passed"]), reasons=reasons)
    regressions = tuple(
        Regression(
            item_id=x["item_id"],
            verified=bool(x["verified"]),
            baseline_run_id=x.get("baseline_run_id"),
            answer_changed=x.get("answer_changed"),
            contract_changed=x.get("contract_changed"),
            judge_changed=x.get("judge_changed"),
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
        min_coverage=d["min_coverage"],
        judge_model=d["judge_model"],
    )


def start_values(run: RunStart) -> tuple[Any, ...]:
    """Parameters for inserting a run row (see ``RUN_INSERT_COLUMNS``)."""
    return (
        run.run_id,
        run.suite,
        run.set_digest,
        storable(run.set_source),  # a path from a non-UTF-8 command line
        RunStatus.RUNNING.value,
        run.started_at,
        run.unverified_items,
        run.min_pass_rate,
        run.pass_threshold,
        run.allow_unverified,
        run.min_coverage,
        run.judge_model,
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
    "min_coverage",
    "judge_model",
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
    # One verdict per run (docs/design.md §5): a resume decides with the
    # settings the run started with, or not at all. None = not recorded (a run
    # stored before these were kept), which cannot be compared.
    settings: tuple[tuple[str, str, object, object], ...] = (
        ("minimum pass rate", "--min-pass-rate", existing.min_pass_rate, run.min_pass_rate),
        ("pass threshold", "--pass-threshold", existing.pass_threshold, run.pass_threshold),
        ("allow-unverified", "-allow-unverified", existing.allow_unverified, run.allow_unverified),
        ("minimum coverage", "--min-coverage", existing.min_coverage, run.min_coverage),
        ("judge model", "--judge-model", existing.judge_model, run.judge_model),
    )
    differences = [
        f"{name} {then!r} then, {now!r} now ({flag})"
        for name, flag, then, now in settings
        if then is not None and then != now
    ]
    if differences:
        raise UsageError(
            f"run id {run.run_id!r} was started with other settings: {'; '.join(differences)}. "
            "A resumed run keeps the settings it started with, so that it has one verdict: "
            "resume with the same settings, or use a new run id (or omit --run-id)."
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
        None if gate is None else wrap_json([storable(g) for g in gate.reasons]),
        wrap_json([r.to_dict() for r in regressions]),
        None if gate is None else gate.verdict.value,
    )


RUN_FINISH_COLUMNS: tuple[str, ...] = (
    "status",
    "finished_at",
    *COUNT_FIELDS,
    "pass_rate",
    "gate_passed",
    "gate_reasons",
    "regressions",
    "verdict",
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


BASELINE_COLUMNS = (
    "item_id, run_id, outcome, answer_sha256, contract_digest, judge_model, prompt_digest"
)
"""What a baseline query selects, in ``baselines_from_rows`` order."""


def baselines_from_rows(rows: Iterable[Sequence[Any]]) -> dict[str, Baseline]:
    """Rows of a baseline query (``BASELINE_COLUMNS``) as records."""
    return {
        item: Baseline(
            item_id=item,
            run_id=run,
            passed=outcome == Outcome.PASSED.value,
            answer_sha256=answer,
            contract_digest=contract,
            judge_model=model,
            prompt_digest=prompt,
        )
        for item, run, outcome, answer, contract, model, prompt in rows
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

    def reusable(self, key: ReuseKey) -> ItemResult | None:
        """The latest fresh ok judgement of the same answer, contract and judge (docs/design.md §4)."""
        p = self.PARAM
        found = self._results(
            f"looking up a reusable verdict of item {key.item_id}",
            f"WHERE suite = {p} AND item_id = {p} AND answer_sha256 = {p} "
            f"AND judge_status = 'ok' AND verdict_source = 'judged' "
            f"AND contract_digest = {p} AND judge_model = {p} AND prompt_digest = {p} "
            f"AND finished_at >= {p} AND run_id <> {p} ORDER BY run_seq DESC LIMIT 1",
            (
                key.suite,
                key.item_id,
                key.answer_sha256,
                key.contract_digest,
                key.judge_model,
                key.prompt_digest,
                key.not_before,
                key.run_id,
            ),
        )
        return found[0] if found else None

    def has_reusable(
        self, suite: str, judge_model: str, prompt_digest: str, not_before: float
    ) -> bool:
        """Whether any fresh ok judgement by this judge and prompt since ``not_before`` exists."""
        p = self.PARAM
        rows = self._fetch(
            f"looking for reusable verdicts in suite {suite}",
            f"SELECT 1 FROM golden_results WHERE suite = {p} AND judge_status = 'ok' "
            f"AND verdict_source = 'judged' AND judge_model = {p} AND prompt_digest = {p} "
            f"AND finished_at >= {p} LIMIT 1",
            (suite, judge_model, prompt_digest, not_before),
        )
        return bool(rows)

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
        """Every stored result of the run, in the set's order (results stored without it last, by item id)."""
        return self._results(
            f"reading results of run {run_id}",
            f"WHERE run_id = {self.PARAM} ORDER BY set_line IS NULL, set_line, {self.ID_ORDER}",
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

    # Reads for the reports (``--html``, ``history``, ``suites``).

    def result_of(self, run_id: str, item_id: str) -> ItemResult | None:
        """One item's stored result in one run, if any."""
        p = self.PARAM
        found = self._results(
            f"reading the result of item {item_id} in run {run_id}",
            f"WHERE run_id = {p} AND item_id = {p}",
            (run_id, item_id),
        )
        return found[0] if found else None

    def trends(self, suite: str, up_to_seq: int, runs: int = 20) -> dict[str, list[TrendPoint]]:
        """Per item, its results in the suite's last ``runs`` runs up to ``up_to_seq``, oldest first.

        One query over the run window rather than one per item: a report
        draws every item's trend.
        """
        p = self.PARAM
        rows = self._fetch(
            f"reading the trends of suite {suite}",
            "SELECT item_id, run_id, outcome, correctness FROM golden_results "
            f"WHERE suite = {p} AND run_seq IN (SELECT seq FROM golden_runs "
            f"WHERE suite = {p} AND seq <= {p} ORDER BY seq DESC LIMIT {p}) ORDER BY run_seq",
            (suite, suite, up_to_seq, runs),
        )
        out: dict[str, list[TrendPoint]] = {}
        for item_id, run_id, outcome, correctness in rows:
            out.setdefault(item_id, []).append(TrendPoint(run_id, Outcome(outcome), correctness))
        return out

    def latest_runs(self) -> list[RunRecord]:
        """The newest run of every suite in the store (any status), by suite name."""
        return self._runs(
            "listing the suites",
            "WHERE seq IN (SELECT MAX(seq) FROM golden_runs GROUP BY suite) ORDER BY suite",
            (),
        )
