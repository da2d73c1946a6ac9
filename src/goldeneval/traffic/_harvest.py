"""One harvest from the questions the sources kept (docs/design.md §14): group, cover, count."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from goldeneval.model import AgentRun, Harvest, Item, Question, Window
from goldeneval.traffic._coverage import cover, coverage, item_anchors, item_text, items_asked
from goldeneval.traffic._group import group_questions
from goldeneval.traffic._normalise import KeyMaker
from goldeneval.traffic._similar import COSINE

ASKS_NOTHING = "asks-nothing"
"""The drop reason of a message of greetings, thanks or filler only: it asks nothing, so it
is neither traffic the golden set should cover nor a question to draft."""
PLACES_SHOWN = 20
"""Per reason, how many places of dropped records are kept to show (all are counted)."""


def texts_to_embed(questions: Sequence[Question], items: Sequence[Item]) -> list[str]:
    """Every distinct text an embedding is needed for (questions and items), sorted.

    All of them are de-identified: the questions by their source, the items here.
    """
    return sorted({q.text for q in questions} | {item_text(i) for i in items})


def harvest(
    questions: Sequence[Question],
    items: Sequence[Item],
    *,
    read: int,
    dropped: Mapping[str, int],
    window: Window,
    dropped_lines: Mapping[str, Sequence[str]] | None = None,
    embeddings: Mapping[str, Sequence[float]] | None = None,
    min_cosine: float = COSINE,
) -> Harvest:
    """The harvest of ``questions`` (kept, de-identified) against the golden ``items``.

    ``embeddings`` (text → vector for every text of :func:`texts_to_embed`) makes the
    vectors decide grouping and coverage, two texts asking the same thing from a cosine of
    ``min_cosine`` (models differ in how they spread similarity); without, both are lexical.
    """
    maker = KeyMaker(Counter(q.text for q in questions), [item_text(i) for i in items])
    idle: list[Question] = []
    asking: list[Question] = []
    for q in questions:
        (idle if maker.asks_nothing(q.text) else asking).append(q)
    asked = items_asked(asking, items, maker)
    # The anchors keep two items' questions apart in the lexical clustering; vectors have none.
    anchors = item_anchors(asked) if embeddings is None else None
    grouping = group_questions(asking, maker, embeddings, min_cosine, anchors)
    groups = cover(grouping, items, maker, asked, embeddings, min_cosine)
    counts = Counter(dropped)
    places = {r: list(w) for r, w in (dropped_lines or {}).items()}
    if idle:
        counts[ASKS_NOTHING] += len(idle)
        places.setdefault(ASKS_NOTHING, []).extend(_place(q) for q in idle[:PLACES_SHOWN])
    return Harvest(
        read=read,
        kept=len(asking),
        dropped=dict(sorted(counts.items())),
        window=window,
        coverage=coverage(groups),
        groups=groups,
        dropped_lines={r: tuple(w) for r, w in sorted(places.items())},
    )


def _place(question: Question) -> str:
    """Where a question was read, as drop places are written (``PATH:LINE``, ``SESSION/RUN``)."""
    source = question.source
    if isinstance(source, AgentRun):
        return f"{source.session_id}/{source.run_id}"
    return f"{source.path}:{source.line}"
