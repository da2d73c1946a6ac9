"""The typo table of one harvest (docs/design.md §14.3 step 3): each misspelt word → the word.

Built from the harvest's own words: a rare word is a typo of a frequent one within one edit
(two from eight letters on); a dictionary word only of one asked far more often; a
four-letter word only of an asking word.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from goldeneval.model import edit_distance
from goldeneval.traffic._facets import facet_of
from goldeneval.traffic._staff_words import KIND_WORDS
from goldeneval.traffic._stemmer import root_words

WORD_RATIO = 20
"""A word of the dictionary is a typo only of a neighbour asked this many times as often
("sarat" beside "syarat")."""
TYPO_MIN_LENGTH = 5
"""Shorter words are never corrected: one letter changes too much of them (PT / PN)."""
TYPO_LONG = 8
"""From this length on, two edits are a typo."""
SUFFIXES = ("nya", "kan", "an", "lah", "kah", "pun")
"""Suffixes a dictionary word takes; a word so made is never taken for a typo."""


def corrections(
    counts: Counter[str], dictionary: frozenset[str], trusted: set[str]
) -> dict[str, str]:
    """Typo → the word it misspells (step 3), for every word that has one."""
    index: dict[str, list[str]] = {}
    for word in counts.keys() | trusted:
        if len(word) >= TYPO_MIN_LENGTH - 1 and (counts.get(word, 0) > 1 or word in trusted):
            for variant in _deletes(word, 1):
                index.setdefault(variant, []).append(word)
    fixed: dict[str, str] = {}
    for word, n in counts.items():
        if len(word) == TYPO_MIN_LENGTH - 1 and word not in trusted and word not in dictionary:
            # A short typo is corrected only to an asking word ("biya", "taif", "byar"): a
            # four-letter word has too many neighbours to guess any other.
            asking = _asking_typo(word, index)
            if asking:
                fixed[word] = asking
            continue
        if len(word) < TYPO_MIN_LENGTH or word in trusted or word.isdigit():
            continue
        real = word in dictionary
        limit = 1 if real or len(word) < TYPO_LONG else 2
        best: tuple[int, int, str] | None = None
        for variant in _deletes(word, limit):
            for anchor in index.get(variant, ()):
                seen = counts.get(anchor, 0)
                if real:
                    if anchor == word or seen < WORD_RATIO * n:
                        continue
                elif anchor == word or (seen <= n and anchor not in trusted):
                    continue
                rank = (-seen, edit_distance(word, anchor), anchor)
                if rank[1] <= limit and (best is None or rank < best):
                    best = rank
        if best is not None and (real or not _inflected(word)):
            fixed[word] = best[2]
    # A typo of a typo ends at the word both misspell (counts only grow along the chain).
    for word in fixed:
        target = fixed[word]
        while target in fixed:
            target = fixed[target]
        fixed[word] = target
    return fixed


def _asking_typo(word: str, index: Mapping[str, list[str]]) -> str | None:
    """The one asking word (``_facets``, or a kind of figure staff ask for) one edit from
    ``word``, if exactly one is."""
    near = {
        anchor
        for variant in _deletes(word, 1)
        for anchor in index.get(variant, ())
        if (facet_of(anchor) or anchor in KIND_WORDS) and edit_distance(word, anchor) == 1
    }
    return near.pop() if len(near) == 1 else None


def _inflected(word: str) -> bool:
    """Whether the word is a root of the stemmer's dictionary with a suffix ("harganya" →
    "harga"): a real word, however near a frequent one it is ("caranya")."""
    roots = root_words()
    return any(word.endswith(end) and word[: -len(end)] in roots for end in SUFFIXES)


def _deletes(word: str, depth: int) -> set[str]:
    """The word and every string made from it by deleting up to ``depth`` letters."""
    found = {word}
    edge = {word}
    for _ in range(depth):
        edge = {w[:i] + w[i + 1 :] for w in edge for i in range(len(w))}
        found |= edge
    return found
