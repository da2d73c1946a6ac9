"""The one "did you mean" of every file goldeneval reads (golden set, labels, config, scripts).

A key nobody reads is most often a typo of one that is: a letter dropped,
doubled, swapped with its neighbour or struck wrong. Counting such edits
(optimal string alignment distance: insertion, deletion, substitution and
transposition of neighbours each cost one) finds that key whatever its
length, where a similarity ratio alone misses a swap in a four-letter key.
A longer rewrite (``must_include_phrases``) is caught by difflib's ratio.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

RATIO_CUTOFF = 0.75
"""difflib similarity from which a key farther than a few typos is still suggested."""

LETTERS_PER_TYPO = 4
"""One typo is allowed per this many letters of the known key, and always at least one."""


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: the fewest single-character edits from a to b."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        before, row = row, current
    return row[len(b)]


def closest_keys(name: object, known: Iterable[str]) -> tuple[str, ...]:
    """The known keys ``name`` most likely misspells, best first; empty when none is close.

    Every key within its allowance of typos (one per :data:`LETTERS_PER_TYPO`
    letters, at least one) that ties for the fewest edits; else the one key
    difflib finds at least :data:`RATIO_CUTOFF` alike.
    """
    text = str(name)
    keys = sorted({k for k in known if k != text})
    if not keys or len(text) > 200:  # a paragraph pasted as a key is no typo
        return ()
    scored = [(edit_distance(text, k), k) for k in keys]
    near = [(d, k) for d, k in scored if d <= max(1, len(k) // LETTERS_PER_TYPO)]
    if near:
        best = min(d for d, _ in near)
        return tuple(k for d, k in near if d == best)
    return tuple(difflib.get_close_matches(text, keys, n=1, cutoff=RATIO_CUTOFF))


def did_you_mean(name: object, known: Iterable[str]) -> str:
    """``did you mean must_include?`` (``… a or b?`` on a tie); empty when no key is close."""
    close = closest_keys(name, known)
    return f"did you mean {' or '.join(close)}?" if close else ""
