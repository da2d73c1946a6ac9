"""Grouping kept questions (docs/design.md §14.3): one group per thing asked, per surface.

Every question gets a facet and a key (``_normalise``, ``_facets``).
Questions are split into blocks of one surface, one facet and one set of
services: questions of different blocks are never one group. Within a block
similar keys are clustered (``_similar``: lexically by default, by embedding
vectors when given). A group's id is ``q-`` and the first 10 hex digits of
the sha256 of its surface, facet and leader's key (its most asked key), so
the same questions give the same id in every harvest. Its wordings are
counted with the chat around them taken off (``_tidy``).
"""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from goldeneval.model import (
    AgentRun,
    LogLine,
    Phrasing,
    Question,
    QuestionGroup,
    Surface,
    ToolCount,
)
from goldeneval.traffic._context import in_context
from goldeneval.traffic._normalise import Asked, Key, KeyMaker, untidiness
from goldeneval.traffic._similar import (
    COSINE,
    SIMILARITY,
    Space,
    Vector,
    lexical_leaders,
    unit,
    vector_leaders,
)
from goldeneval.traffic._tidy import wording

Block = tuple[str, tuple[str, ...]]
"""A facet and the services named: questions are grouped only within one."""

ANSWER_CHARS = 280
"""How much of an observed answer a group keeps (the drafts quote it shortened)."""


@dataclass(frozen=True)
class Grouping:
    """The groups of one harvest and what coverage needs to match them."""

    groups: tuple[QuestionGroup, ...]
    """Every group, most asked first (ties: by id); not yet matched to items."""
    keys: Mapping[str, Counter[Key]]
    """Per group id, the keys of its questions and how often each was asked."""
    facets: Mapping[str, Block]
    """Per group id, the facet its questions ask and the services they name (``_facets``)."""
    space: Space
    """The lexical space the keys were compared in (stem weights, character n-grams)."""
    vectors: Mapping[str, Vector] | None
    """Per group id, the unit vector of its questions (with embeddings only)."""


def group_questions(
    questions: Sequence[Question],
    maker: KeyMaker,
    embeddings: Mapping[str, Sequence[float]] | None = None,
    min_cosine: float = COSINE,
    anchors: Mapping[tuple[Surface, Block], Mapping[Key, int]] | None = None,
) -> Grouping:
    """The questions grouped; with ``embeddings`` (text → vector, for every question's text)
    the vectors decide which keys ask the same thing (at a cosine of ``min_cosine``)."""
    keyed = list(zip(in_context(questions, maker), questions, strict=True))
    blocks: dict[tuple[Surface, Block], Counter[Key]] = defaultdict(Counter)
    for asked, q in keyed:
        blocks[(q.surface, asked.block)][asked.key] += 1
    all_keys: Counter[Key] = Counter()
    for counts in blocks.values():
        all_keys.update(counts)
    space = Space(all_keys)
    key_vectors = None if embeddings is None else _key_vectors(keyed, embeddings)
    leader_of: dict[tuple[Surface, Block, Key], Key] = {}
    for (surface, block), counts in sorted(blocks.items()):
        if key_vectors is None:
            leaders = lexical_leaders(
                counts,
                space,
                SIMILARITY[surface],
                anchors=(anchors or {}).get((surface, block)),
            )
        else:
            leaders = vector_leaders(counts, key_vectors, min_cosine)
        leader_of.update({(surface, block, k): v for k, v in leaders.items()})
    members: dict[tuple[Surface, Block, Key], list[tuple[Key, Question]]] = defaultdict(list)
    for asked, q in keyed:
        leader = leader_of[(q.surface, asked.block, asked.key)]
        members[(q.surface, asked.block, leader)].append((asked.key, q))
    groups: list[QuestionGroup] = []
    keys: dict[str, Counter[Key]] = {}
    facets: dict[str, Block] = {}
    vectors: dict[str, Vector] | None = None if key_vectors is None else {}
    for (surface, block, leader), found in members.items():
        group = _group(surface, block[0], leader, [q for _, q in found])
        groups.append(group)
        member_keys = keys[group.id] = Counter(k for k, _ in found)
        facets[group.id] = block
        if vectors is not None and key_vectors is not None:
            vectors[group.id] = unit((key_vectors[k], n) for k, n in sorted(member_keys.items()))
    groups.sort(key=lambda g: (-g.count, g.id))
    return Grouping(tuple(groups), keys, facets, space, vectors)


def _key_vectors(
    keyed: Sequence[tuple[Asked, Question]], embeddings: Mapping[str, Sequence[float]]
) -> dict[Key, Vector]:
    """Each key's vector: the count-weighted direction of its texts' vectors."""
    texts: dict[Key, Counter[str]] = defaultdict(Counter)
    for asked, q in keyed:
        texts[asked.key][q.text] += 1
    out = {}
    for key, counts in texts.items():
        missing = [t for t in counts if t not in embeddings]
        if missing:
            raise ValueError(f"no embedding for {len(missing)} question text(s)")
        out[key] = unit((embeddings[t], n) for t, n in sorted(counts.items()))
    return out


def group_id(surface: str, facet: str, leader: Key) -> str:
    """The group's stable id: ``q-`` and a digest of its surface, facet and leader key."""
    digest = hashlib.sha256(f"{surface}\n{facet}\n{' '.join(leader)}".encode()).hexdigest()
    return f"q-{digest[:10]}"


def _group(surface: Surface, facet: str, leader: Key, questions: list[Question]) -> QuestionGroup:
    spellings: dict[str, Counter[str]] = defaultdict(Counter)
    for q in questions:
        spellings[wording(q.text)][q.text] += 1
    phrasings = sorted(
        (Phrasing(_most_frequent(texts), sum(texts.values())) for texts in spellings.values()),
        # Ties: the tidiest wording first (a draft's question reads better without
        # <TELEPON>, "halo kak" or "brp"), then by the wording, so capitals do not decide.
        key=lambda p: (-p.count, untidiness(p.text), wording(p.text), p.text),
    )
    tools: Counter[str] = Counter(t for q in questions for t in q.tools)
    times = sorted(q.at for q in questions if q.at is not None)
    answers: Counter[str] = Counter(q.answer for q in questions if q.answer)
    return QuestionGroup(
        id=group_id(surface, facet, leader),
        surface=surface,
        count=len(questions),
        phrasings=tuple(phrasings),
        covered_by=None,
        domain=None,
        up=sum(q.feedback == "up" for q in questions),
        down=sum(q.feedback == "down" for q in questions),
        tools=tuple(ToolCount(n, c) for n, c in sorted(tools.items(), key=lambda t: (-t[1], t[0]))),
        first_seen=times[0] if times else None,
        last_seen=times[-1] if times else None,
        answers=tuple(shorten(a, ANSWER_CHARS) for a, _ in _ranked(answers)[:2]),
        log_lines=_log_lines(questions),
        runs=tuple(
            sorted(
                {q.source for q in questions if isinstance(q.source, AgentRun)},
                key=lambda r: (r.session_id, r.run_id),
            )
        ),
    )


def _ranked(counts: Counter[str]) -> list[tuple[str, int]]:
    """Most frequent first, ties alphabetical (never the input's order)."""
    return sorted(counts.items(), key=lambda t: (-t[1], t[0]))


def _most_frequent(counts: Counter[str]) -> str:
    """The most frequent spelling; ties: the tidiest, then alphabetical."""
    return min(counts.items(), key=lambda t: (-t[1], untidiness(t[0]), t[0]))[0]


def shorten(text: str, limit: int) -> str:
    """``text`` on one line (spaces collapsed), cut to ``limit`` characters with "…"."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _log_lines(questions: list[Question]) -> dict[str, tuple[int, ...]]:
    lines: dict[str, list[int]] = defaultdict(list)
    for q in questions:
        if isinstance(q.source, LogLine):
            lines[q.source.path].append(q.source.line)
    return {path: tuple(sorted(found)) for path, found in sorted(lines.items())}
