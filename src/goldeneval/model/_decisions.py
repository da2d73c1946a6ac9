"""Coverage decisions (docs/design.md §14.9): an SME's word on what a harvest group asks.

The harvest groups real questions and matches them to golden items by
similarity, which is sometimes wrong: a group asks what an item already
covers but in words too far from it, or it asks nothing the assistants are
for. An SME corrects that once: the group's wordings are covered by this
item, or they are not a question for us. Every later harvest of the suite
applies the decision to any group holding one of those wordings
(``traffic.apply_decisions``), so the same correction is never made twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CoverageDecision:
    """One SME decision on a harvest group's wordings, with who made it and when."""

    suite: str
    """The suite whose harvests it applies to."""
    wordings: tuple[str, ...]
    """The group's phrasings, each lowercased with its spaces collapsed (the grouping's
    notion of one wording, ``traffic``'s ``wording()``), de-identified like every harvest text."""
    item_id: str | None
    """The golden item that covers these wordings; None: "not a question for us" (left out
    of the coverage share and of the drafts)."""
    decided_by: str
    """Who decided: ``local:NAME`` on a laptop, the cluster's TokenReview user name."""
    decided_at: float
    """Unix time of the decision; the newest decision on a wording wins."""
    group_id: str | None = None
    """The harvest group it was made on (informative: group ids change with the traffic)."""

    @property
    def excludes(self) -> bool:
        """Whether the decision says "not a question for us"."""
        return self.item_id is None

    def to_dict(self) -> dict[str, Any]:
        """The decision as JSON (the workbench's coverage page, ``--json`` outputs)."""
        return {
            "suite": self.suite,
            "wordings": list(self.wordings),
            "item_id": self.item_id,
            "decided_by": self.decided_by,
            "decided_at": self.decided_at,
            "group_id": self.group_id,
        }
