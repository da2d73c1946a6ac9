"""How well groups match labelled intents: pairwise precision and recall, the adjusted Rand
index, and the coverage error (shared by the quality test and bench/bench_harvest.py)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from math import comb
from pathlib import Path
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


@dataclass(frozen=True)
class WeekQuality:
    """A harvest of a labelled week (bench/weeks/) against its truth."""

    lines: int
    """Log lines of the week."""
    groups: int
    """Groups the harvest formed."""
    precision: float
    """Of the pairs of grouped questions put together, the share with the same label."""
    recall: float
    """Of the pairs of grouped questions with the same label, the share put together."""
    f1: float
    """The harmonic mean of the two."""
    coverage_error: float
    """The share the harvest states minus the true share (questions whose intent is covered)."""
    surface_errors: dict[str, float]
    """The same error per surface the week has questions of."""


def week_quality(
    result: dict[str, Any], rows: Sequence[dict[str, Any]], truth: dict[str, Any]
) -> WeekQuality:
    """``result`` (``--json`` of one log) against the week's ``rows`` (their ``label``) and
    its truth (``covered``: intent → item id or null; ``none`` asks nothing)."""
    covered = {k for k, v in truth["covered"].items() if v}
    table: Counter[tuple[str, str]] = Counter()
    for group in result["groups"]:
        for lines in group["sources"]["log_lines"].values():
            for line in lines:
                table[(group["id"], str(rows[line - 1]["label"]))] += 1
    groups: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    for (g, c), n in table.items():
        groups[g] += n
        classes[c] += n
    same = sum(comb(v, 2) for v in table.values())
    pred = sum(comb(v, 2) for v in groups.values())
    true = sum(comb(v, 2) for v in classes.values())
    p, r = same / max(pred, 1), same / max(true, 1)
    errors: dict[str, float] = {}
    asking = [row for row in rows if row["label"] != "none"]
    truly = sum(row["label"] in covered for row in asking) / len(asking)
    for surface in ("public", "internal"):
        mine = [row for row in asking if row.get("surface", "public") == surface]
        stated = result["coverage"]["by_surface"].get(surface)
        if mine and stated is not None:
            errors[surface] = stated - sum(row["label"] in covered for row in mine) / len(mine)
    return WeekQuality(
        lines=len(rows),
        groups=len(result["groups"]),
        precision=p,
        recall=r,
        f1=2 * p * r / (p + r) if p + r else 0.0,
        coverage_error=result["coverage"]["share"] - truly,
        surface_errors=errors,
    )


def harvest_labelled(
    week: Path, truth_path: Path, root: Path, calls: dict[str, str | None] | None = None
) -> WeekQuality:
    """A labelled week harvested through the pure function (no CLI: fast), scored; ``calls``
    replaces the truth's coverage call for some intents (each one stated where used)."""
    from goldeneval.goldenset import parse_golden_set
    from goldeneval.model import LogLine, Question, Window
    from goldeneval.traffic import deidentify, harvest

    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    truth["covered"] = {**truth["covered"], **(calls or {})}
    golden = root / truth["set"]
    items = parse_golden_set(golden.read_text(encoding="utf-8"), str(golden)).items
    rows = [json.loads(line) for line in week.read_text(encoding="utf-8").splitlines()]
    # Sessions and times as the log reader keeps them: follow-ups are read in their session.
    questions = [
        Question(
            deidentify(row["question"]),
            row.get("surface", "public"),
            LogLine("week", n),
            session=row.get("session"),
            at=datetime.fromisoformat(row["at"]) if row.get("at") else None,
        )
        for n, row in enumerate(rows, 1)
    ]
    result = harvest(questions, items, read=len(rows), dropped={}, window=Window(None, None))
    return week_quality(result.to_dict(), rows, truth)
