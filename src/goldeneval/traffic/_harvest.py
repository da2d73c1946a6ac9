"""One harvest from the questions the sources kept (docs/design.md §14): group, cover, count."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from goldeneval.model import Harvest, Item, Question, Window
from goldeneval.traffic._coverage import cover, coverage, item_text
from goldeneval.traffic._group import group_questions
from goldeneval.traffic._normalise import KeyMaker


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
) -> Harvest:
    """The harvest of ``questions`` (kept, de-identified) against the golden ``items``.

    ``embeddings`` (text → vector for every text of :func:`texts_to_embed`) makes the
    vectors decide grouping and coverage; without, both are lexical.
    """
    maker = KeyMaker(Counter(q.text for q in questions), [item_text(i) for i in items])
    grouping = group_questions(questions, maker, embeddings)
    groups = cover(grouping, items, maker, embeddings)
    return Harvest(
        read=read,
        kept=len(questions),
        dropped=dict(sorted(dropped.items())),
        window=window,
        coverage=coverage(groups),
        groups=groups,
        dropped_lines={r: tuple(w) for r, w in sorted((dropped_lines or {}).items())},
    )
