"""Which golden item covers each group (docs/design.md §14.4).

An item stands for what its question asks; a conversation for what each of its turns
asks, a later turn read after the turn before (``_context.follow_up``). Each is read
exactly as the traffic is (the same ``KeyMaker``: facet, services, key), then its stems no
kept question uses are left out when they are at most a third of them (words users never
type say nothing about which questions it covers), and an "A atau B" in it asks each
alternative. A group is covered by the item of its surface, facet and services that covers
it best, when that reaches ``COVERS``: lexically, over the group's keys weighted by their
counts, three quarters of their similarity and one quarter of how much of the item the key
says (an item of one stem: the stems' Jaccard index alone); with embeddings, the cosine of
the item's first turn's vector and the group's (at least ``COSINE``). Ties go to the item
whose id sorts first.

A group's domain is its covering item's; an uncovered group's is a guess: the nearest item
sharing a content stem with it or naming the same service: one of the same service first,
then of its own surface, then the most similar; or none. The guessing item and its
similarity are kept for the drafts.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Callable, Collection, Mapping, Sequence

import numpy as np

from goldeneval.model import SURFACES, Coverage, Item, Question, QuestionGroup, Surface
from goldeneval.traffic._context import reading, turn_after
from goldeneval.traffic._deidentify import deidentify
from goldeneval.traffic._group import Block, Grouping
from goldeneval.traffic._normalise import Asked, Key, KeyMaker
from goldeneval.traffic._similar import COSINE, COVERS, Vector, cosine, unit


def item_text(item: Item) -> str:
    """An item's question, de-identified (a conversation's first turn's): what the vectors
    compare and the typo table trusts."""
    return deidentify(item.question)


_Rank = tuple[float, bool, str, bool, bool]
"""(-similarity, other surface, item id, another facet or service, another service)."""
_Matcher = Callable[[QuestionGroup], list[_Rank]]


def cover(
    grouping: Grouping,
    items: Sequence[Item],
    maker: KeyMaker,
    asked: ItemAsks,
    embeddings: Mapping[str, Sequence[float]] | None = None,
    min_cosine: float = COSINE,
) -> tuple[QuestionGroup, ...]:
    """The groups with ``covered_by`` and ``domain`` filled in (order kept)."""
    out = []
    if embeddings is None or grouping.vectors is None:
        matcher, threshold = _lexical(grouping, asked), COVERS
    else:
        matcher, threshold = _vector(grouping, items, maker, embeddings), min_cosine
    by_id = {item.id: item for item in items}
    for group in grouping.groups:
        ranks = matcher(group)
        covered = [r for r in ranks if not r[1] and not r[3] and -r[0] >= threshold]
        best = min(covered) if covered else None
        # The nearest item about the same service names the domain, whatever it asks (the
        # content says what a question is about); then the group's own surface first (a
        # public question is not "internal"), then the most similar.
        nearest = min(ranks, key=lambda r: (r[4], r[1], r[0], r[2])) if ranks else None
        chosen = best or nearest
        out.append(
            dataclasses.replace(
                group,
                covered_by=None if best is None else best[2],
                domain=None if chosen is None else by_id[chosen[2]].domain,
                nearest=None if best is not None or nearest is None else nearest[2],
                similarity=None if best is not None or nearest is None else -nearest[0],
            )
        )
    return tuple(out)


def item_keys(item: Item, maker: KeyMaker, typed: Collection[str]) -> tuple[Asked, ...]:
    """What an item asks, as the traffic would type it: its facet and content key per turn,
    with the stems no kept question uses left out (words users never type — "firma",
    "Kementerian Hukum" — say nothing about which questions it covers), unless over a third
    would go; an item naming alternatives ("CV atau firma") asks each of them.

    A conversation asks what each of its turns asks: the set checks the answer to a later
    turn too. A later turn is read after the turn before it, as a follow-up in the traffic
    is (``_context``): "Berapa biayanya untuk satu dokumen?" after "Apa itu apostille?"
    asks an apostille's cost."""
    found: list[Asked] = []
    before: Asked | None = None
    for turn in item.turns:
        variants = [
            turn_after(v, reading(v, item.surface, maker), before, item.surface, maker)
            for v in _alternatives(deidentify(turn.question))
        ]
        for asked in variants:
            kept = tuple(s for s in asked.key if s in typed)
            # Many of an item's words untyped is an item about something nobody asked, not
            # one worded apart: it keeps them all ("PT biasa … akta notaris" is not "daftar
            # PT perorangan").
            allowed = 3 * len(kept) >= 2 * len(asked.key)
            found.append(Asked(asked.facet, kept if allowed else asked.key))
        before = variants[0]
    return tuple(dict.fromkeys(found))


ItemAsks = Sequence[tuple[Item, Asked]]
"""Every golden item with each thing it asks (:func:`item_keys`), items in set order."""


def items_asked(questions: Sequence[Question], items: Sequence[Item], maker: KeyMaker) -> ItemAsks:
    """What each item asks, as the kept ``questions`` type it: read once per harvest for the
    grouping's anchors and for coverage."""
    typed = {s for q in questions for s in maker.asked(q.text).key}
    return [(item, a) for item in items for a in item_keys(item, maker, typed)]


def item_anchors(asked: ItemAsks) -> dict[tuple[Surface, Block], dict[Key, int]]:
    """Per surface and block, each item's key → the item's number: the grouping keeps the
    questions of two items apart (``_similar.lexical_leaders``)."""
    number: dict[str, int] = {}
    out: dict[tuple[Surface, Block], dict[Key, int]] = defaultdict(dict)
    for item, a in asked:
        n = number.setdefault(item.id, len(number))
        out[(item.surface, a.block)].setdefault(a.key, n)
    return dict(out)


def _alternatives(text: str) -> list[str]:
    """The text, and for each "A atau B" in it the text with only A and with only B."""
    tokens = text.split()
    out = [text]
    for n, token in enumerate(tokens):
        if token.lower() == "atau" and 0 < n < len(tokens) - 1:
            out.append(" ".join(tokens[: n - 1] + tokens[n - 1 : n] + tokens[n + 2 :]))
            out.append(" ".join(tokens[: n - 1] + tokens[n + 1 :]))
    return out


def _lexical(grouping: Grouping, asked: ItemAsks) -> _Matcher:
    space = grouping.space

    def ranks(group: QuestionGroup) -> list[_Rank]:
        counts = grouping.keys[group.id]
        keys = sorted(counts)
        mine = grouping.facets[group.id]
        if not asked:
            return []
        weights = np.array([counts[k] for k in keys], dtype=np.float64)
        sims = space.covering(keys, [a.key for _, a in asked])
        mean = weights @ sims / weights.sum()
        best: dict[str, _Rank] = {}
        stems = {s for k in keys for s in k}
        for n, (item, a) in enumerate(asked):
            # An item sharing no content word nor the service is not near, however its
            # n-grams fall ("naturalisasi" and "kewarganegaraan ganda": one service).
            if not set(a.key) & stems and not (a.block[1] and a.block[1] == mine[1]):
                continue
            rank = (
                -round(float(mean[n]), 6),
                item.surface != group.surface,
                item.id,
                a.block != mine,
                a.block[1] != mine[1],
            )
            # Per item, what it asks in the group's own block first: a conversation's turn
            # that asks the group's facet, not a nearer-worded turn that asks another.
            if item.id not in best or (rank[3], rank) < (best[item.id][3], best[item.id]):
                best[item.id] = rank
        return list(best.values())

    return ranks


def _vector(
    grouping: Grouping,
    items: Sequence[Item],
    maker: KeyMaker,
    embeddings: Mapping[str, Sequence[float]],
) -> _Matcher:
    assert grouping.vectors is not None
    group_vectors = grouping.vectors
    item_vectors: list[tuple[Item, Vector]] = [
        (i, unit([(embeddings[item_text(i)], 1)])) for i in items
    ]
    facets = {i.id: maker.asked(item_text(i)).block for i in items}

    def ranks(group: QuestionGroup) -> list[_Rank]:
        mine = group_vectors[group.id]
        return [
            (
                -cosine(mine, vector),
                item.surface != group.surface,
                item.id,
                grouping.facets[group.id] != facets[item.id],
                grouping.facets[group.id][1] != facets[item.id][1],
            )
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
