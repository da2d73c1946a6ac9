"""A stand-in that samples: seeded wrong answers, the same ones whatever the order.

The chatbot stand-in and the agent stand-in both answer some requests
wrongly when told to (``flip_rate``, per question ``flip_rate_for``), so
answer confirmation (docs/design.md §4) can be seen on either surface.
Whether the k-th request of a question flips is drawn from ``seed``, the
question and k: a run flips the same answers whatever order concurrency
asks them in, and the same seed flips the same requests on every run.
"""

from __future__ import annotations

import hashlib
from collections import Counter


class Flipping:
    """Mixin of the seeded flips; call :meth:`_init_flips` from ``__init__``."""

    flip_rate: float
    """Chance that an answer is replaced by a wrong one (questions not in ``flip_rate_for``)."""
    flip_rate_for: dict[str, float]
    """Question → its own chance of a wrong answer (a bench: only some items flip)."""
    seed: int
    """Seeds the flips: the same seed flips the same requests."""
    flipped: int
    """Answers replaced by a wrong one so far."""

    def _init_flips(self) -> None:
        self.flip_rate = 0.0
        self.flip_rate_for = {}
        self.seed = 0
        self.flipped = 0
        self._asked: Counter[str] = Counter()

    def _flips(self, question: str) -> bool:
        """Whether this request of ``question`` draws a wrong answer (counted when it does)."""
        nth = self._asked[question]
        self._asked[question] += 1
        drawn = self.flip_drawn(question, nth)
        self.flipped += drawn
        return drawn

    def flip_drawn(self, question: str, nth: int) -> bool:
        """Whether the ``nth`` request (from 0) of ``question`` gets a wrong answer."""
        rate = self.flip_rate_for.get(question, self.flip_rate)
        if rate <= 0:
            return False
        digest = hashlib.sha256(f"{self.seed}\0{question}\0{nth}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64 < rate
