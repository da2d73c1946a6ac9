"""Compare mode's records (docs/design.md §5.1): one item's pair outcome, a run's comparison.

In compare mode every drivable item is asked of the candidate and of a
reference deployment in the same run; these records hold what the pairs add
up to. They are exchanged (``--json``, shard summaries, the operator's
status), so each has a ``to_dict``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class PairOutcome(StrEnum):
    """How the candidate did against the reference on one item."""

    SAME = "same"
    """Both passed or both failed."""
    WORSE = "worse"
    """The reference passed and the candidate failed."""
    BETTER = "better"
    """The reference failed and the candidate passed."""
    UNPAIRED = "unpaired"
    """Either side was not scored (errored, judge error): the item is not compared."""


PAIR_OUTCOMES: tuple[PairOutcome, ...] = tuple(PairOutcome)
"""Every pair outcome, in a fixed order (metrics publish all of them from the first run)."""


@dataclass(frozen=True)
class Comparison:
    """What the pairs of a compare-mode run (or the sum of its shards) add up to."""

    reference_url: str
    """The reference deployment the candidate was compared with."""
    paired: int
    """Drivable items scored on both sides."""
    same: int
    """Paired items with the same outcome on both sides."""
    worse: int
    """Paired items the reference passed and the candidate failed."""
    better: int
    """Paired items the reference failed and the candidate passed."""
    unpaired: int
    """Drivable items not scored on at least one side."""
    reference_passed: int
    """Paired items the reference passed (the candidate passed ``reference_passed - worse + better``)."""
    mcnemar_p: float
    """Exact two-sided McNemar p-value of the discordant pairs (1.0 without any)."""
    worse_ids: tuple[str, ...] = ()
    """Ids of the worse items (may be cut in a shard aggregate; ``worse`` stays exact)."""
    better_ids: tuple[str, ...] = ()
    """Ids of the better items (may be cut in a shard aggregate; ``better`` stays exact)."""
    verified_worse_ids: tuple[str, ...] = ()
    """Ids of the verified worse items (these fail the gate)."""
    verified_worse: int = 0
    """All verified worse items, also when the id list was cut."""
    unpaired_reference: int = 0
    """Unpaired items whose reference side was not scored (to name the reference in a cause)."""
    by_surface: Mapping[str, Comparison] = field(default_factory=dict)
    """The same figures for each surface (``public``, ``internal``) with a compared item; the
    gate applies to each as well as overall. Empty inside a surface's own comparison, and
    from a shard summary of an older evaluator."""

    @property
    def candidate_passed(self) -> int:
        """Paired items the candidate passed."""
        return self.reference_passed - self.worse + self.better

    @property
    def candidate_pass_rate(self) -> float | None:
        return None if self.paired == 0 else self.candidate_passed / self.paired

    @property
    def reference_pass_rate(self) -> float | None:
        return None if self.paired == 0 else self.reference_passed / self.paired

    def count(self, outcome: PairOutcome) -> int:
        """Items with this pair outcome (metrics)."""
        return {
            PairOutcome.SAME: self.same,
            PairOutcome.WORSE: self.worse,
            PairOutcome.BETTER: self.better,
            PairOutcome.UNPAIRED: self.unpaired,
        }[outcome]

    def to_dict(self) -> dict[str, Any]:
        """The normative ``--json`` ``compare`` object (docs/design.md §5.1)."""
        return {
            "reference_url": self.reference_url,
            "paired": self.paired,
            "same": self.same,
            "worse": list(self.worse_ids),
            "better": list(self.better_ids),
            "unpaired": self.unpaired,
            "worse_count": self.worse,
            "better_count": self.better,
            "verified_worse": list(self.verified_worse_ids),
            "candidate_pass_rate": self.candidate_pass_rate,
            "reference_pass_rate": self.reference_pass_rate,
            "mcnemar_p": self.mcnemar_p,
            **(
                {"by_surface": {k: v.to_dict() for k, v in self.by_surface.items()}}
                if self.by_surface
                else {}
            ),
        }
