"""When two keys ask the same thing (docs/design.md §14.3, §14.4).

Lexically, two keys are similar by their weighted Jaccard index: the weight of
the stems they share over the weight of all their stems, a stem weighing
``log(1 + N / n)`` where N is the number of kept questions and n how many of
them use it. "PT" and "CV" weigh more than "syarat", so "syarat pendirian PT"
and "syarat pendirian CV" stay apart while "biaya apostille" and "biaya
legalisasi apostille" meet. With embedding vectors, two texts are similar by
the cosine of their vectors.

Keys are grouped by leaders: taken most asked first (ties: by key), each key
joins the most similar leader at or above the threshold (ties: the earlier
leader), or leads a new group. A leader never changes, so groups cannot chain
into one another, and the result depends on the counts, not on the input's
order. Candidates are found through an inverted index of the leaders' stems,
probed only with the key's heaviest stems (prefix filtering: a leader sharing
none of them cannot reach the threshold), so the lexical work grows with the
number of distinct keys, never with the square of the questions. With vectors
there is no such index: every key is compared with every leader, so the work
grows with distinct keys times groups (100,000 lines of 56,000 distinct
questions in 84 groups: 15 s, bench/README.md).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from goldeneval.traffic._normalise import Key

SIMILARITY = 0.55
"""Weighted Jaccard index from which two keys ask the same thing."""
COSINE = 0.85
"""Cosine similarity from which two embedded questions ask the same thing."""

Vector = tuple[float, ...]


class Weights:
    """Each stem's weight: rarer stems say more about what is asked."""

    def __init__(self, keys: Mapping[Key, int]) -> None:
        df: Counter[str] = Counter()
        total = 0
        for key, n in keys.items():
            total += n
            for stem in key:
                df[stem] += n
        self._total = max(total, 1)
        self._weights = {s: math.log(1 + self._total / n) for s, n in df.items()}
        self._unseen = math.log(1 + self._total)

    def __call__(self, stem: str) -> float:
        found = self._weights.get(stem)
        return self._unseen if found is None else found


def similarity(a: Key, b: Key, weight: Weights) -> float:
    """The weighted Jaccard index of two keys (1.0: the same stems)."""
    if a == b:
        return 1.0
    sa, sb = set(a), set(b)
    union = sum(weight(s) for s in sa | sb)
    return sum(weight(s) for s in sa & sb) / union if union else 0.0


def _prefix(key: Key, weight: Weights, threshold: float) -> list[str]:
    """The heaviest stems a key at or above ``threshold`` with it must share one of."""
    ranked = sorted(key, key=lambda s: (-weight(s), s))
    rest = sum(weight(s) for s in ranked)
    need = threshold * rest
    out = []
    for stem in ranked:
        if rest < need:
            break
        out.append(stem)
        rest -= weight(stem)
    return out


def lexical_leaders(
    keys: Mapping[Key, int], weight: Weights, threshold: float = SIMILARITY
) -> dict[Key, Key]:
    """Each key's leader (a leader leads itself), by the leader rule above."""
    index: dict[str, list[int]] = {}
    leaders: list[Key] = []
    out: dict[Key, Key] = {}
    for key in sorted(keys, key=lambda k: (-keys[k], k)):
        seen: set[int] = set()
        best, best_sim = -1, threshold
        for stem in _prefix(key, weight, threshold):
            for n in index.get(stem, ()):
                if n in seen:
                    continue
                seen.add(n)
                sim = similarity(key, leaders[n], weight)
                if sim > best_sim or (sim == best_sim and (best < 0 or n < best)):
                    best, best_sim = n, sim
        if best >= 0:
            out[key] = leaders[best]
            continue
        out[key] = key
        for stem in key:
            index.setdefault(stem, []).append(len(leaders))
        leaders.append(key)
    return out


def unit(vectors: Iterable[tuple[Sequence[float], int]]) -> Vector:
    """The direction of the count-weighted sum of unit vectors (the zero vector stays zero)."""
    total: list[float] = []
    for vector, n in vectors:
        norm = math.hypot(*vector) or 1.0
        if not total:
            total = [0.0] * len(vector)
        for i, x in enumerate(vector):
            total[i] += n * x / norm
    norm = math.hypot(*total) or 1.0
    return tuple(x / norm for x in total)


def cosine(a: Vector, b: Vector) -> float:
    """The cosine of two unit vectors (through ``math.dist``, which runs in C)."""
    if len(a) != len(b):
        return 0.0
    return 1.0 - math.dist(a, b) ** 2 / 2.0


def vector_leaders(
    keys: Mapping[Key, int], vectors: Mapping[Key, Vector], threshold: float = COSINE
) -> dict[Key, Key]:
    """Each key's leader by the cosine of the keys' unit vectors (every leader is compared:
    an embedding has no stems to index)."""
    leaders: list[Key] = []
    out: dict[Key, Key] = {}
    for key in sorted(keys, key=lambda k: (-keys[k], k)):
        mine = vectors[key]
        best, best_sim = -1, threshold
        for n, leader in enumerate(leaders):
            sim = cosine(mine, vectors[leader])
            if sim > best_sim or (sim == best_sim and best < 0):
                best, best_sim = n, sim
        if best >= 0:
            out[key] = leaders[best]
        else:
            out[key] = key
            leaders.append(key)
    return out
