"""How well groups match labelled intents: pairwise precision and recall, the adjusted Rand
index, and the coverage error (shared by the quality test and bench/bench_harvest.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any


@dataclass(frozen=True)
class Quality:
    precision: float
    """Of the pairs of questions grouped together, the share with the same label."""
    recall: float
    """Of the pairs with the same label, the share grouped together."""
    ari: float
    """The adjusted Rand index of groups against labels (1 perfect, 0 chance)."""
    coverage_error: float
    """The share the harvest states minus the share of questions whose label is covered."""


def quality(result: dict[str, Any], labels: Sequence[str], covered: Collection[str]) -> Quality:
    """``result`` (``--json``) against ``labels`` (by 1-based log line; one log)."""
    table: Counter[tuple[str, str]] = Counter()
    for group in result["groups"]:
        for lines in group["sources"]["log_lines"].values():
            for line in lines:
                table[(group["id"], labels[line - 1])] += 1
    groups: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    for (g, c), n in table.items():
        groups[g] += n
        classes[c] += n
    n = sum(table.values())
    same = sum(comb(v, 2) for v in table.values())
    pred = sum(comb(v, 2) for v in groups.values())
    true = sum(comb(v, 2) for v in classes.values())
    expected = pred * true / comb(n, 2)
    ari = (same - expected) / ((pred + true) / 2 - expected)
    truly = sum(classes[c] for c in covered) / n
    return Quality(same / pred, same / true, ari, result["coverage"]["share"] - truly)
