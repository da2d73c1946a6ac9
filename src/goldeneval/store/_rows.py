"""What both backends share: column lists, row <-> record conversion, SQL fragments.

The two backends differ only in SQL dialect and driver; keeping the mapping
between ``ItemResult`` / ``RunRecord`` and table rows in one place is what
makes "same behaviour" hold when a field is added. The shared reads are in
``_sqlreads.py``, the migration files in ``_migrations.py``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from goldeneval.model import (
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
    Trajectory,
    UsageError,
    Verdict,
    VerdictSource,
    answer_samples_from,
    samples_from,
    tools_expected_from,
    tools_from,
    turns_from,
)
from goldeneval.store._records import RunRecord, RunStart, RunStatus
from goldeneval.store._text import backend_safe
from goldeneval.verdict import answer_digest

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
    "compare",
    "chatbot_samples",
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
    :func:`backend_safe`; the keys (run and item ids) are refused on input
    instead, because replacing a character there could merge two items.
    """
    sha = r.answer_sha256
    if sha is None and r.answer is not None:
        sha = answer_digest(r.answer)
    values: dict[str, Any] = {
        name: backend_safe(value, keeps_nul=keeps_nul) if isinstance(value, str) else value
        for name, value in ((n, getattr(r, n)) for n in RESULT_FIELDS)
    }
    values["run_id"], values["item_id"] = r.run_id, r.item_id
    values["outcome"] = r.outcome.value
    values["judge_status"] = r.judge_status.value
    values["answer_sha256"] = sha
    # jsonb refuses \u0000 as well, so phrases never keep NUL.
    values["auto_fail"] = wrap_json([backend_safe(p) for p in r.auto_fail])
    values["verdict_source"] = None if r.verdict_source is None else r.verdict_source.value
    values["samples"] = wrap_json([x.to_dict() for x in r.samples])
    # Tool traces and turns are remote text: NUL-free like every JSON value; NULL when none.
    values["tools"] = wrap_json(json_safe([t.to_dict() for t in r.tools])) if r.tools else None
    values["turns"] = wrap_json(json_safe([t.to_dict() for t in r.turns])) if r.turns else None
    values["answer_samples"] = (
        wrap_json(json_safe([a.to_dict() for a in r.answer_samples])) if r.answer_samples else None
    )
    spec = r.tools_expected
    values["tools_expected"] = None if spec is None else wrap_json(json_safe(spec.canonical()))
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


def json_safe(value: Any) -> Any:
    """``value`` (decoded JSON) with every string, keys included, made storable (no NUL)."""
    if isinstance(value, str):
        return backend_safe(value)
    if isinstance(value, dict):
        return {backend_safe(str(k)): json_safe(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_safe(v) for v in value]
    return value


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
    d["tools"] = tools_from(None if d["tools"] is None else _json(d["tools"]))
    d["turns"] = turns_from(None if d["turns"] is None else _json(d["turns"]))
    raw = d["answer_samples"]
    d["answer_samples"] = answer_samples_from(None if raw is None else _json(raw))
    spec = d["tools_expected"]
    d["tools_expected"] = None if spec is None else tools_expected_from(_json(spec))
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
            tools_changed=x.get("tools_changed"),
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
        compare=None if d["compare"] is None else _json(d["compare"]),
        chatbot_samples=d["chatbot_samples"],
    )


def start_values(run: RunStart) -> tuple[Any, ...]:
    """Parameters for inserting a run row (see ``RUN_INSERT_COLUMNS``)."""
    return (
        run.run_id,
        run.suite,
        run.set_digest,
        backend_safe(run.set_source),  # a path from a non-UTF-8 command line
        RunStatus.RUNNING.value,
        run.started_at,
        run.unverified_items,
        run.min_pass_rate,
        run.pass_threshold,
        run.allow_unverified,
        run.min_coverage,
        run.judge_model,
        # JSON text: SQLite keeps it as is, PostgreSQL casts it to jsonb.
        None if run.compare is None else json.dumps(dict(run.compare), ensure_ascii=False),
        run.chatbot_samples,
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
    "compare",
    "chatbot_samples",
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
        ("compare mode", "--compare-url", existing.compare, run.compare),
        ("chatbot samples", "--chatbot-samples", existing.chatbot_samples, run.chatbot_samples),
    )
    differences = [
        f"{name} {then!r} then, {now!r} now ({flag})"
        for name, flag, then, now in settings
        if (then is not None or name == "compare mode") and then != now
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
        None if gate is None else wrap_json([backend_safe(g) for g in gate.reasons]),
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
    "item_id, run_id, outcome, answer_sha256, contract_digest, judge_model, prompt_digest, "
    "tools, turns"
)
"""What a baseline query selects, in ``baselines_from_rows`` order."""


def _trajectory(tools: Any, turns: Any) -> Trajectory:
    """A stored result's calls per turn, from its ``tools`` and ``turns`` columns.

    Both are NULL when there were none, which a row from before migration
    0007 cannot be told apart from: its calls read as none (design §5).
    """
    if turns is not None:
        return tuple(t.tools for t in turns_from(_json(turns)))
    return (tools_from(None if tools is None else _json(tools)),)


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
            trajectory=_trajectory(tools, turns),
        )
        for item, run, outcome, answer, contract, model, prompt, tools, turns in rows
    }


RUN_SELECT = f"SELECT {', '.join(RUN_COLUMNS)} FROM golden_runs"
RESULT_SELECT = f"SELECT {', '.join(RESULT_FIELDS)} FROM golden_results"
