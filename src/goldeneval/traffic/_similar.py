"""When two keys ask the same thing (docs/design.md §14.3, §14.4).

Lexically, the similarity of two keys is half a stem score and half a character score. The
stem score is the mean of the weighted Jaccard index of their stems (the weight they share
over the weight of their union) and their overlap (the weight they share over the smaller
key's), a stem weighing ``log(1 + N / n)`` where N is the number of kept questions and n
how many of them use it. The character score is the cosine of the TF-IDF of their stems'
character 3- to 5-grams (``_chargrams``), which meet where stems do not (a typo the corrector
missed, "pewarganegaraan" / "kewarganegaraan").

Keys are grouped by average linkage over all pairs of questions, within one block of
surface, facet and services (``_group``): a key weighs how often it was asked, and a
cluster stops growing where the mean similarity between two clusters falls below
:data:`SIMILARITY`. The golden items' keys take part without weight, and two clusters
holding two items' keys never merge. scipy's ``linkage`` weighs every point alike and
knows no such constraint, so the merging is a short numpy loop (:func:`_average_linkage`);
scipy builds the sparse rows. Clustering over all pairs recovers the paraphrases a
leader threshold splits (a leader typed with a typo no longer decides who joins). The pairwise work
is bounded: a block's :data:`CLUSTERED` most asked keys are clustered, each
rarer one joins the cluster it is most similar to on average. With embedding
vectors the leader rule runs on their cosine, every leader compared.
Deterministic: keys are taken in one order (most asked first, ties by key).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from goldeneval.traffic._chargrams import CharGrams
from goldeneval.traffic._normalise import Key

SIMILARITY: dict[str, float] = {"public": 0.2, "internal": 0.3}
"""Per surface, the mean similarity from which two clusters of keys ask the same thing: low,
because a block already fixes the surface, the facet and the services, and what is left
differs by context and paraphrase far more than by intent. Staff questions to the data
agent differ by what they count (a month, a province, a ranking) in few words, so their
clusters must be closer (tuned on every spent week of bench/weeks/)."""
COVERS = 0.35
"""Similarity from which an item of a group's block covers it (``_coverage``)."""
OVERLAP_SHARE = 0.5
"""How much of the stems' part is their overlap (shared weight over the smaller key's); the
rest is their weighted Jaccard index."""
WORD_SHARE = 0.5
"""How much of a similarity the stems make (their weighted Jaccard index); the rest is the
cosine of the character n-grams."""
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


class Space:
    """The lexical space of one harvest: every distinct key as two sparse rows.

    A key's word row holds its stems' :class:`Weights`; its character row the TF-IDF of
    the character 3- to 5-grams of its stems (unit length), which meet where stems do not
    ("pendaftaran" / "daftar" are already one stem; "kewarganegaraan" /
    "pewarganegaraan", a typo the corrector missed, an English plural are not).
    """

    def __init__(self, keys: Mapping[Key, int]) -> None:
        self.weights = Weights(keys)
        self._chars = CharGrams(" ".join(k) for k in keys)
        self._columns: dict[str, int] = {}

    def _words(self, keys: Sequence[Key]) -> tuple[list[float], list[int], list[int]]:
        """The word rows of ``keys`` as CSR parts (stems numbered as first met)."""
        data: list[float] = []
        cols: list[int] = []
        starts = [0]
        for key in keys:
            for stem in key:
                data.append(self.weights(stem))
                cols.append(self._columns.setdefault(stem, len(self._columns)))
            starts.append(len(cols))
        return data, cols, starts

    def similarity(self, a: Sequence[Key], b: Sequence[Key]) -> Any:
        """The similarity of every key of ``a`` to every key of ``b`` (a dense matrix)."""
        return self._compare(a, b)[0]

    def covering(self, a: Sequence[Key], b: Sequence[Key]) -> Any:
        """How well each key of ``b`` (an item's) covers each key of ``a`` (a question's): the
        mean of their similarity and of the weighted share of ``b``'s stems ``a`` holds. A
        question saying the item's words and more ("kirim jawabannya ke <EMAIL>, cara daftar
        fidusia?") is still the item's; an item saying more than the question is not."""
        sims, contained, several, jaccard = self._compare(a, b)
        covers = (1 - CONTAINED_SHARE) * sims + CONTAINED_SHARE * contained
        # An item of one stem ("Apa itu apostille?") names only its service, which every
        # question about the service says too: it covers a question only as far as the
        # question says nothing else (their weighted Jaccard index).
        return np.where(several, covers, jaccard)

    def _compare(self, a: Sequence[Key], b: Sequence[Key]) -> tuple[Any, Any, Any, Any]:
        """The similarity matrix; the weighted share of each ``b`` key's stems in ``a``'s;
        whether each ``b`` key has several stems; the stems' weighted Jaccard index."""
        from scipy.sparse import csr_matrix

        parts = [self._words(a), self._words(b)]
        width = max(len(self._columns), 1)
        wa, wb = (csr_matrix(p, shape=(len(p[2]) - 1, width)) for p in parts)
        binary = wb.copy()
        binary.data[:] = 1.0
        shared = np.asarray((wa @ binary.T).todense())
        union = np.asarray(wa.sum(axis=1)) + np.asarray(wb.sum(axis=1)).T - shared
        jaccard = np.divide(shared, union, out=np.zeros_like(shared), where=union > 0)
        # The overlap (shared weight over the smaller key's) keeps a question that adds words
        # ("… pt perorangan buat usaha laundry") beside its shorter paraphrases.
        small = np.minimum(np.asarray(wa.sum(axis=1)), np.asarray(wb.sum(axis=1)).T)
        overlap = np.divide(shared, small, out=np.zeros_like(shared), where=small > 0)
        stems = (1 - OVERLAP_SHARE) * jaccard + OVERLAP_SHARE * overlap
        ca, cb = (self._chars.rows([" ".join(k) for k in keys]) for keys in (a, b))
        chars = np.asarray((ca @ cb.T).todense())
        width_b = np.asarray(wb.sum(axis=1)).T
        several = np.asarray(np.diff(wb.indptr) > 1)[None, :]
        contained = np.divide(shared, width_b, out=np.zeros_like(shared), where=width_b > 0)
        similar = WORD_SHARE * stems + (1 - WORD_SHARE) * chars
        return similar, contained, several, jaccard


def clusters(
    keys: Sequence[Key],
    space: Space,
    threshold: float = SIMILARITY["public"],
    counts: Sequence[float] | None = None,
    anchors: Sequence[int] | None = None,
) -> list[int]:
    """A cluster number per key: average linkage over all pairs of questions (each key weighs
    how often it was asked), cut where the mean similarity between two clusters falls below
    ``threshold``."""
    if len(keys) < 2:
        return [0] * len(keys)
    sim = np.array(space.similarity(keys, keys), dtype=np.float64)
    sim = (sim + sim.T) / 2
    weight = np.ones(len(keys)) if counts is None else np.array(counts, dtype=np.float64)
    anchor = np.full(len(keys), -1) if anchors is None else np.array(anchors)
    return _average_linkage(sim, weight, threshold, anchor)


def _average_linkage(sim: Any, weight: Any, threshold: float, anchor: Any) -> list[int]:
    """A cluster number per point of the similarity matrix ``sim`` (changed in place).

    The two clusters of the highest mean similarity merge while it reaches ``threshold``;
    the merged cluster's similarity to every other is the weighted mean of its two parts'
    (the Lance–Williams update of average linkage with cluster weights), so it equals the
    mean over all pairs of the points' questions. Each row keeps its best partner, so a
    merge costs one pass over a row, not over the matrix. ``anchor`` numbers an item per
    point (-1: none); clusters of two different items are never merged."""
    n = len(weight)
    np.fill_diagonal(sim, -np.inf)
    label = np.arange(n)
    best = sim.argmax(axis=1)
    top = sim[np.arange(n), best]
    while True:
        i = int(np.argmax(top))
        if top[i] < threshold:
            break
        j = int(best[i])
        if anchor[i] >= 0 and anchor[j] >= 0 and anchor[i] != anchor[j]:
            # Two items of the set ask apart: their questions are never one group.
            sim[i, j] = sim[j, i] = -np.inf
            for k in (i, j):
                best[k] = int(np.argmax(sim[k]))
                top[k] = sim[k, best[k]]
            continue
        anchor[i] = max(anchor[i], anchor[j])
        merged = (weight[i] * sim[i] + weight[j] * sim[j]) / (weight[i] + weight[j])
        sim[i, :] = merged
        sim[:, i] = merged
        sim[i, i] = -np.inf
        sim[j, :] = -np.inf
        sim[:, j] = -np.inf
        weight[i] += weight[j]
        label[label == j] = i
        top[j] = -np.inf
        stale = np.flatnonzero((best == i) | (best == j))
        for k in [i, *stale.tolist()]:
            if k == j:
                continue
            best[k] = int(np.argmax(sim[k]))
            top[k] = sim[k, best[k]]
        rising = np.flatnonzero(merged > top)
        best[rising] = i
        top[rising] = merged[rising]
        top[j] = -np.inf
        top[i] = sim[i, best[i]]
    _, out = np.unique(label, return_inverse=True)
    return [int(x) for x in out]


CONTAINED_SHARE = 0.25
"""How much of whether an item covers a question is how much of the item the question says
(the rest is their similarity)."""

ANCHOR_WEIGHT = 1e-6
"""An item's key in the clustering weighs next to nothing: it keeps the items' questions
apart without pulling any question its way."""

CLUSTERED = 2000
"""Per surface and facet, how many distinct keys (most asked first) are clustered over all
pairs; each rarer key joins the cluster it is most similar to on average, when that reaches
the threshold, or stays alone. Bounds the pairwise work (and its memory) at any size."""


def lexical_leaders(
    keys: Mapping[Key, int],
    space: Space,
    threshold: float = SIMILARITY["public"],
    anchors: Mapping[Key, int] | None = None,
) -> dict[Key, Key]:
    """Each key's leader: the most asked key of its cluster (ties: by key). ``anchors`` (an
    item's key → the item's number) join the clustering without weight: a cluster holding
    one item's key never merges with one holding another's."""
    ordered = sorted(keys, key=lambda k: (-keys[k], k))
    head, tail = ordered[:CLUSTERED], ordered[CLUSTERED:]
    anchors = anchors or {}
    clustered = set(head)
    extra = sorted(k for k in anchors if k not in clustered)
    points = [*head, *extra]
    weights = [float(keys[k]) for k in head] + [ANCHOR_WEIGHT] * len(extra)
    marks = [anchors.get(k, -1) for k in points]
    labels = clusters(points, space, threshold, weights, marks)[: len(head)]
    leader: dict[int, Key] = {}
    for key, label in zip(head, labels, strict=True):
        leader.setdefault(label, key)
    out = {key: leader[label] for key, label in zip(head, labels, strict=True)}
    for start in range(0, len(tail), 1000):
        rest = tail[start : start + 1000]
        sims = space.similarity(rest, head)
        by_label = np.zeros((len(rest), max(labels) + 1))
        asked = np.array([keys[k] for k in head], dtype=np.float64)
        sizes = np.bincount(labels, weights=asked, minlength=max(labels) + 1)
        np.add.at(by_label.T, labels, (sims * asked).T)
        mean = by_label / np.maximum(sizes, 1.0)
        for n, key in enumerate(rest):
            best = int(np.argmax(mean[n]))
            out[key] = leader[best] if mean[n, best] >= threshold else key
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
