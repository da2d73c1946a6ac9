"""Compare mode's results of other roles (docs/design.md §5.1, §8): ``golden_role_results``.

A compare-mode run keeps its reference deployment's results under the role
``reference``, in a table no history read touches; only the reuse lookup,
a resume and the run's own report read it. The whole result is kept as JSON,
so a field added to ``ItemResult`` needs no migration here.
"""

from __future__ import annotations

import json
from typing import Any

from goldeneval.model import ItemResult
from goldeneval.store._rows import RunKey, _json, json_safe
from goldeneval.verdict import answer_digest

ROLE_COLUMNS: tuple[str, ...] = (
    "run_id",
    "role",
    "item_id",
    "suite",
    "run_seq",
    "outcome",
    "judge_status",
    "answer_sha256",
    "contract_digest",
    "judge_model",
    "prompt_digest",
    "verdict_source",
    "finished_at",
    "set_line",
    "result",
)
"""``golden_role_results`` columns: the whole result as JSON, plus what lookups select on."""

REFERENCE_ROLE = "reference"
"""Compare mode's reference deployment (the only role besides the run's own results)."""


def role_values(r: ItemResult, key: RunKey, role: str) -> tuple[Any, ...]:
    """Parameters for one ``golden_role_results`` row in ``ROLE_COLUMNS`` order.

    The result is JSON text (SQLite keeps it, PostgreSQL casts it to jsonb);
    its free text passes through :func:`backend_safe` without NUL, which jsonb refuses.
    """
    sha = r.answer_sha256
    if sha is None and r.answer is not None:
        sha = answer_digest(r.answer)
    d = r.to_dict()
    d["answer_sha256"] = sha
    # Every string, nested ones too (auto-fail phrases, tool traces, turns): jsonb refuses NUL.
    clean = json_safe(d)
    return (
        r.run_id,
        role,
        r.item_id,
        key.suite,
        key.seq,
        r.outcome.value,
        r.judge_status.value,
        sha,
        r.contract_digest,
        r.judge_model,
        r.prompt_digest,
        None if r.verdict_source is None else r.verdict_source.value,
        r.finished_at,
        r.set_line,
        json.dumps(clean, ensure_ascii=False),
    )


UPSERT_ROLE_KEEPING_FINAL = (
    "ON CONFLICT (run_id, role, item_id) DO UPDATE SET "
    + ", ".join(
        f"{c} = excluded.{c}" for c in ROLE_COLUMNS if c not in ("run_id", "role", "item_id")
    )
    + " WHERE golden_role_results.outcome = 'errored' OR excluded.outcome <> 'errored'"
)
"""The role upsert: like ``UPSERT_KEEPING_FINAL``, a final result is never replaced by an errored one."""


def row_to_role_result(value: Any) -> ItemResult:
    """An ``ItemResult`` from a ``golden_role_results.result`` value (JSON text or jsonb)."""
    return ItemResult.from_dict(_json(value))
