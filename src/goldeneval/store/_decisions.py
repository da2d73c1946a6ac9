"""Coverage decisions in the store (docs/design.md §14.9), written once for both backends.

Every decision is kept with who made it and when; ``coverage_decisions``
returns a suite's newest first, the order ``traffic.apply_decisions`` reads
them in (the newest decision on a wording wins). A decision is checked before
it is written: its wordings, suite, item and author must round-trip exactly,
since later harvests match the wordings byte for byte.
"""

from __future__ import annotations

from typing import Any

from goldeneval.model import CoverageDecision, InvalidInputError, unstorable
from goldeneval.store._rows import _json
from goldeneval.store._sqlbase import SqlBackend

_COLUMNS = ("suite", "wordings", "item_id", "decided_by", "decided_at", "group_id")
"""``golden_coverage_decisions`` columns in ``CoverageDecision`` field order (but wordings)."""


def decision_problem(decision: CoverageDecision) -> str | None:
    """Why ``decision`` cannot be stored as it is, or None."""
    if not decision.wordings:
        return "it names no wording"
    if not decision.decided_by.strip():
        return "it names nobody as its author"
    named = [("suite", decision.suite), ("decided_by", decision.decided_by)]
    named += [("item_id", decision.item_id)] if decision.item_id is not None else []
    named += [("group_id", decision.group_id)] if decision.group_id is not None else []
    named += [("wording", w) for w in decision.wordings]
    for field, value in named:
        if (why := unstorable(value)) is not None:
            return f"its {field} {value!r} {why}"
    return None


class DecisionStore(SqlBackend):
    """``save_coverage_decision`` and ``coverage_decisions``, on the backend's SQL primitives."""

    def save_coverage_decision(self, decision: CoverageDecision) -> None:
        """Keep one decision; :class:`InvalidInputError` (nothing stored) when it cannot be kept."""
        if (why := decision_problem(decision)) is not None:
            where = decision.group_id or ", ".join(decision.wordings[:1]) or "a harvest group"
            raise InvalidInputError(f"coverage decision on {where}: {why}")
        p = self.PARAM
        self._update(
            f"recording a coverage decision of suite {decision.suite}",
            f"INSERT INTO golden_coverage_decisions ({', '.join(_COLUMNS)}) "
            f"VALUES ({', '.join(p for _ in _COLUMNS)})",
            (
                decision.suite,
                self.wrap_json(list(decision.wordings)),
                decision.item_id,
                decision.decided_by,
                decision.decided_at,
                decision.group_id,
            ),
        )

    def coverage_decisions(self, suite: str) -> list[CoverageDecision]:
        """Every decision of ``suite``, newest first."""
        rows = self._fetch(
            f"reading the coverage decisions of suite {suite}",
            f"SELECT {', '.join(_COLUMNS)} FROM golden_coverage_decisions "
            f"WHERE suite = {self.PARAM} ORDER BY decided_at DESC, seq DESC",
            (suite,),
        )
        return [_decision(row) for row in rows]


def _decision(row: Any) -> CoverageDecision:
    suite, wordings, item_id, by, at, group_id = row
    return CoverageDecision(
        suite=suite,
        wordings=tuple(str(w) for w in _json(wordings)),
        item_id=item_id,
        decided_by=by,
        decided_at=float(at),
        group_id=group_id,
    )
