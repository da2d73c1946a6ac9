"""What a run's invocations spent, kept with its results (docs/design.md §7.3, §8).

Each invocation of a run (a first one, a resume, every shard of an Indexed Job)
keeps its running cost in ``golden_run_costs``, one row per surface, rewritten
after each batch of results. Summed, the rows are the run's cost: what its
token budget counts, what every report of the run states. Written once for
both dialects on the SQL base.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from goldeneval.model import SURFACES, Cost, RunCost, Surface
from goldeneval.store._sqlbase import SqlBackend

_COLUMNS = (
    "run_id",
    "invocation",
    "surface",
    "part",
    "prompt_tokens",
    "completion_tokens",
    "judge_calls",
    "judge_seconds",
    "chatbot_calls",
    "largest_call",
    "recorded_at",
)
_UPDATED = ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS[3:])


@dataclass(frozen=True)
class StoredCost:
    """One invocation's cost on one surface, as stored."""

    invocation: str
    """The invocation's own id (one per process that drove the run)."""
    part: str
    """``""`` for a whole run, ``I/N`` for shard I of N."""
    surface: Surface
    """The surface whose items the calls were for."""
    cost: Cost
    """The figures."""
    largest_call: int
    """The most judge tokens one of its calls took (0: none reported)."""


def summed(rows: Iterable[StoredCost]) -> RunCost | None:
    """The rows' cost in all and per surface (surfaces that cost nothing left out); None
    without rows (a run stored before costs were kept: unknown, not zero)."""
    rows = list(rows)
    if not rows:
        return None
    by: dict[Surface, Cost] = {}
    for row in rows:
        by[row.surface] = by.get(row.surface, Cost()) + row.cost
    return RunCost.of(by)


class CostStore(SqlBackend):
    """The cost methods of ``Store``, on the backend's SQL primitives."""

    def save_cost(
        self, run_id: str, invocation: str, part: str, cost: RunCost, largest_call: int
    ) -> None:
        """Keep (replace) one invocation's running cost, one row per surface it spent on.

        An invocation that spent nothing still keeps a row: its run's cost is then
        known to be nothing, not unknown.
        """
        now = time.time()
        surfaces = dict(cost.by_surface) or {"public": Cost()}
        rows = [
            (
                run_id,
                invocation,
                surface,
                part,
                c.prompt_tokens,
                c.completion_tokens,
                c.judge_calls,
                c.judge_seconds,
                c.chatbot_calls,
                largest_call,
                now,
            )
            for surface, c in surfaces.items()
        ]
        marks = ", ".join(self.PARAM for _ in _COLUMNS)
        self._write_many(
            f"keeping the cost of run {run_id}",
            f"INSERT INTO golden_run_costs ({', '.join(_COLUMNS)}) VALUES ({marks}) "
            f"ON CONFLICT (run_id, invocation, surface) DO UPDATE SET {_UPDATED}",
            rows,
        )

    def run_costs(self, run_id: str) -> list[StoredCost]:
        """Every stored cost row of the run (each invocation's, per surface)."""
        fetched = self._fetch(
            f"reading the cost of run {run_id}",
            f"SELECT {', '.join(_COLUMNS[1:10])} FROM golden_run_costs WHERE run_id = "
            f"{self.PARAM} ORDER BY recorded_at, invocation, surface",
            (run_id,),
        )
        return [
            StoredCost(
                invocation=str(inv),
                part=str(part),
                surface=surface,
                cost=Cost.from_dict(
                    {
                        "prompt_tokens": prompt,
                        "completion_tokens": completion,
                        "judge_calls": calls,
                        "judge_seconds": seconds,
                        "chatbot_calls": chatbot,
                    }
                ),
                largest_call=int(largest or 0),
            )
            for inv, surface, part, prompt, completion, calls, seconds, chatbot, largest in fetched
            if surface in SURFACES
        ]
