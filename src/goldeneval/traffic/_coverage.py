"""Which groups the golden set covers (docs/design.md §14.4).

An item stands for its question; a conversation for its first turn's
question (the later turns lean on the earlier ones: "dan biayanya?" alone
asks nothing a user would ask alone). The question is de-identified and keyed
exactly as the traffic is (the same ``KeyMaker``). A group is covered by the
item of its surface most similar to it, when that similarity reaches the
grouping's threshold: lexically, the best weighted Jaccard index between the
item's key and one of the group's keys (at least ``SIMILARITY``); with
embeddings, the cosine of the item's vector and the group's (at least
``COSINE``). Ties go to the item whose id sorts first.

A group's domain is its covering item's; an uncovered group takes the domain
of the nearest item of its own surface (lexically: sharing at least one
stem), else of the nearest item of the other surface, or none.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence

from goldeneval.model import SURFACES, Coverage, Item, QuestionGroup
from goldeneval.traffic._deidentify import deidentify
from goldeneval.traffic._group import Grouping
from goldeneval.traffic._normalise import Key, KeyMaker
from goldeneval.traffic._similar import COSINE, SIMILARITY, Vector, cosine, similarity, unit


def item_text(item: Item) -> str:
    """The text an item is matched by: its (first turn's) question, de-identified."""
    return deidentify(item.question)


_Rank = tuple[float, bool, str]  # (-similarity, other surface, item id): smaller is nearer
_Matcher = Callable[[QuestionGroup], list[_Rank]]


def cover(
    grouping: Grouping,
    items: Sequence[Item],
    maker: KeyMaker,
    embeddings: Mapping[str, Sequence[float]] | None = None,
    min_cosine: float = COSINE,
) -> tuple[QuestionGroup, ...]:
    """The groups with ``covered_by`` and ``domain`` filled in (order kept)."""
    out = []
    if embeddings is None or grouping.vectors is None:
        matcher, threshold = _lexical(grouping, items, maker), SIMILARITY
    else:
        matcher, threshold = _vector(grouping, items, embeddings), min_cosine
    by_id = {item.id: item for item in items}
    for group in grouping.groups:
        ranks = matcher(group)
        covered = [r for r in ranks if not r[1] and -r[0] >= threshold]
        best = min(covered) if covered else None
        # The nearest item of the group's own surface names its domain; another surface's
        # only when none of its own shares a word (a public question is not "internal").
        nearest = min(ranks, key=lambda r: (r[1], r[0], r[2])) if ranks else None
        chosen = best or nearest
        out.append(
            dataclasses.replace(
                group,
                covered_by=None if best is None else best[2],
                domain=None if chosen is None else by_id[chosen[2]].domain,
            )
        )
    return tuple(out)


def _lexical(grouping: Grouping, items: Sequence[Item], maker: KeyMaker) -> _Matcher:
    item_keys: list[tuple[Item, Key]] = [(i, maker.key(item_text(i))) for i in items]
    index: dict[str, list[int]] = defaultdict(list)
    for n, (_, key) in enumerate(item_keys):
        for stem in key:
            index[stem].append(n)

    def ranks(group: QuestionGroup) -> list[_Rank]:
        best: dict[int, float] = {}
        for key in grouping.keys[group.id]:
            for n in {n for stem in key for n in index.get(stem, ())}:
                sim = similarity(key, item_keys[n][1], grouping.weights)
                best[n] = max(best.get(n, 0.0), sim)
        return [
            (-sim, item_keys[n][0].surface != group.surface, item_keys[n][0].id)
            for n, sim in best.items()
            if sim > 0
        ]

    return ranks


def _vector(
    grouping: Grouping, items: Sequence[Item], embeddings: Mapping[str, Sequence[float]]
) -> _Matcher:
    assert grouping.vectors is not None
    group_vectors = grouping.vectors
    item_vectors: list[tuple[Item, Vector]] = [
        (i, unit([(embeddings[item_text(i)], 1)])) for i in items
    ]

    def ranks(group: QuestionGroup) -> list[_Rank]:
        mine = group_vectors[group.id]
        return [
            (-cosine(mine, vector), item.surface != group.surface, item.id)
            for item, vector in item_vectors
        ]

    return ranks


def coverage(groups: Sequence[QuestionGroup]) -> Coverage:
    """The share of kept questions in covered groups: overall, per surface, per domain."""
    kept = sum(g.count for g in groups)
    covered = sum(g.count for g in groups if g.covered_by is not None)
    by_surface: dict[str, float | None] = {}
    for surface in SURFACES:
        mine = [g for g in groups if g.surface == surface]
        total = sum(g.count for g in mine)
        hit = sum(g.count for g in mine if g.covered_by is not None)
        by_surface[surface] = hit / total if total else None
    domains: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for g in groups:
        if g.domain is not None:
            domains[g.domain][0] += g.count if g.covered_by is not None else 0
            domains[g.domain][1] += g.count
    return Coverage(
        share=covered / kept if kept else None,
        by_surface=by_surface,
        by_domain={d: hit / total for d, (hit, total) in sorted(domains.items())},
    )
