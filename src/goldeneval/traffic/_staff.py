"""How a question to the data agent is read (docs/design.md §14.3 step 6): the kind of figure.

Staff ask the internal agent for figures from the registers: a count, a ranking, the
places above a threshold, a comparison between periods, for a place and a period. What the
golden set stands for is the kind of figure of a register, whatever place or period an
item names ("PT perorangan di NTB tahun lalu ada berapa?" asks what "… di Bali pada tahun
2025?" asks), so the key leaves them out and the facet is the kind of figure.
"""

from __future__ import annotations

import re

from goldeneval.traffic._facets import HOW, bare
from goldeneval.traffic._normalise import Asked, KeyMaker
from goldeneval.traffic._staff_words import FIGURE_KINDS, FIGURES, KIND_WORDS, PROVINCES, SLOTS

_PAST = re.compile(r">|\b(?:me)?lewati?\s+\d|\bover\s+\d|\bdi\s?atas\b")
"""A threshold typed without a word of its own: "> 2.000", "lewat 750", "di atas 500"."""


_ACROSS_PLACES = frozenset(["ranking", "threshold"])
"""Kinds of figure that compare places: a follow-up naming one place asks that place's count."""


def _said(typed: list[str], maker: KeyMaker) -> set[str]:
    """Each of the ``typed`` words (``maker.corrected``), without a particle
    ("terbanyaknya"), and its stem."""
    return {*typed, *(bare(w) for w in typed), *(maker.stem(w) for w in typed)}


def asks_count(text: str, maker: KeyMaker, before: Asked | None) -> bool:
    """Whether a follow-up naming no kind of figure asks a count of its own rather than the
    figure asked before it: it asks for a number or a total ("totalnya berapa?", "jumlah
    keseluruhannya"), or names one province after a ranking or a list above a threshold
    ("kalau Jawa Timur?" after "provinsi mana yang paling banyak?" asks Jawa Timur's)."""
    words = _said(maker.corrected(text), maker)
    if words & (FIGURES | {"berapa"}):
        return True
    return before is not None and before.facet in _ACROSS_PLACES and bool(words & PROVINCES)


def staff_reading(text: str, maker: KeyMaker) -> Asked:
    """A data-agent question as the golden set stands for it: its facet the kind of figure
    it asks (:data:`FIGURE_KINDS`), its key without the place and period it filters by and
    without the words asking for a figure. Staff ask the same figure of the same register
    for another province or year ("PT perorangan di NTB tahun lalu ada berapa?" asks what
    "… di Bali pada tahun 2025" asks); a ranking of the same register is another figure."""
    # Staff state no context: each clause says what figure they want ("minta angka
    # pendaftaran PT perorangan 2027, dipecah per provinsi").
    asked = maker.whole(text)
    typed = maker.corrected(text)
    words = _said(typed, maker)
    # "> 2.000" or "lewat 750" say "more than": the words leave the mark out, and "lewat"
    # (through) is a function word elsewhere.
    kind = "threshold" if _PAST.search(f"{text.lower()} {' '.join(typed)}") else None
    kind = kind or next((k for k, found in FIGURE_KINDS.items() if found & words), None)
    # Stems as the key holds them: the stemmer shortens some names ("Bali" → "bal").
    slots = SLOTS | {maker.stem(w) for w in typed if w in SLOTS or bare(w) in KIND_WORDS}
    # A question of a place or a period only ("yang semester 2 2025?") keeps no key: it is a
    # follow-up of the one before it, or alone asks nothing the set could stand for.
    kept = tuple(s for s in asked.key if s not in slots and not s.isdigit())
    # A period is no duration ("sampai hari ini" filters by time): staff ask figures.
    return Asked(kind or (HOW if asked.facet == "duration" else asked.facet), kept)
