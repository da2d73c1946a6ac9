"""The Store reads (and the run finish) both backends implement with the same SQL.

Only the placeholder, the id ordering, JSON wrapping and the baseline query
differ between the dialects; everything else is written once here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goldeneval.model import (
    RESULT_FIELDS,
    Baseline,
    Counts,
    GateVerdict,
    ItemResult,
    Outcome,
    Regression,
    StoreError,
)
from goldeneval.report import TrendPoint
from goldeneval.store._costs import CostStore
from goldeneval.store._records import ItemLatency, ReuseKey, RunRecord, RunStatus
from goldeneval.store._roles import (
    REFERENCE_ROLE,
    ROLE_COLUMNS,
    UPSERT_ROLE_KEEPING_FINAL,
    role_values,
    row_to_role_result,
)
from goldeneval.store._rows import (
    RESULT_SELECT,
    RUN_FINISH_COLUMNS,
    RUN_SELECT,
    RunKey,
    baselines_from_rows,
    collapse_for_write,
    finish_values,
    plural,
    row_to_result,
    row_to_run,
    unique,
)

RESULT_FIELDS_SQL = ", ".join(RESULT_FIELDS)


class SqlReads(CostStore):
    """The Store methods on runs and results both backends implement with the same SQL.

    Written on the backend's primitives (:class:`SqlBackend`: placeholder,
    id ordering, JSON wrapping, statements); a backend adds its own baseline
    query (:meth:`_baseline_rows`: the dialects differ there) and the run
    keys (:meth:`_key`).
    """

    def _baseline_rows(self, suite: str, before_seq: int, ids: list[str]) -> list[Any]:
        """(item_id, run_id, outcome) rows of the baseline query for non-empty ``ids``."""
        raise NotImplementedError

    def _key(self, run_id: str) -> RunKey:
        """The run's suite and seq (the run must exist)."""
        raise NotImplementedError

    def save_reference_results(self, results: Sequence[ItemResult]) -> None:
        """Upsert reference results; a final one is never replaced by an errored one.

        Rows are written in key order (``collapse_for_write``), so overlapping
        writers cannot deadlock.
        """
        if not results:
            return
        rows = [
            role_values(r, self._key(r.run_id), REFERENCE_ROLE) for r in collapse_for_write(results)
        ]
        cols = ", ".join(ROLE_COLUMNS)
        marks = ", ".join(self.PARAM for _ in ROLE_COLUMNS)
        self._write_many(
            f"saving {plural(len(rows), 'reference result')}",
            f"INSERT INTO golden_role_results ({cols}) VALUES ({marks}) "
            + UPSERT_ROLE_KEEPING_FINAL,
            rows,
        )

    def baselines(
        self, suite: str, before_seq: int, item_ids: Sequence[str]
    ) -> dict[str, Baseline]:
        """Latest judge_status=ok result per item in ``suite`` from runs before ``before_seq``."""
        ids = unique(item_ids)
        return baselines_from_rows(self._baseline_rows(suite, before_seq, ids)) if ids else {}

    def reusable(self, key: ReuseKey) -> ItemResult | None:
        """The latest fresh ok judgement of the same answer, contract and judge (docs/design.md §4).

        The run's own results and compare mode's reference results are both
        sources (the same answer to the same contract, whoever gave it); the
        newer of the two wins.
        """
        p = self.PARAM
        where = (
            f"WHERE suite = {p} AND item_id = {p} AND answer_sha256 = {p} "
            f"AND judge_status = 'ok' AND verdict_source = 'judged' "
            f"AND contract_digest = {p} AND judge_model = {p} AND prompt_digest = {p} "
            f"AND finished_at >= {p} AND run_id <> {p} ORDER BY run_seq DESC LIMIT 1"
        )
        params = (
            key.suite,
            key.item_id,
            key.answer_sha256,
            key.contract_digest,
            key.judge_model,
            key.prompt_digest,
            key.not_before,
            key.run_id,
        )
        what = f"looking up a reusable verdict of item {key.item_id}"
        own = self._fetch(
            what, f"SELECT run_seq, {RESULT_FIELDS_SQL} FROM golden_results {where}", params
        )
        ref = self._fetch(what, f"SELECT run_seq, result FROM golden_role_results {where}", params)
        if own and (not ref or own[0][0] >= ref[0][0]):
            return row_to_result(own[0][1:])
        return row_to_role_result(ref[0][1]) if ref else None

    def has_reusable(
        self, suite: str, judge_model: str, prompt_digest: str, not_before: float
    ) -> bool:
        """Whether any fresh ok judgement by this judge and prompt since ``not_before`` exists."""
        p = self.PARAM
        params = (suite, judge_model, prompt_digest, not_before)
        for table in ("golden_results", "golden_role_results"):
            rows = self._fetch(
                f"looking for reusable verdicts in suite {suite}",
                f"SELECT 1 FROM {table} WHERE suite = {p} AND judge_status = 'ok' "
                f"AND verdict_source = 'judged' AND judge_model = {p} AND prompt_digest = {p} "
                f"AND finished_at >= {p} LIMIT 1",
                params,
            )
            if rows:
                return True
        return False

    def reference_results(self, run_id: str) -> list[ItemResult]:
        """Every stored reference result of the run, in the set's order."""
        p = self.PARAM
        rows = self._fetch(
            f"reading reference results of run {run_id}",
            f"SELECT result FROM golden_role_results WHERE run_id = {p} AND role = {p} "
            f"ORDER BY set_line IS NULL, set_line, {self.ID_ORDER}",
            (run_id, REFERENCE_ROLE),
        )
        return [row_to_role_result(r[0]) for r in rows]

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
