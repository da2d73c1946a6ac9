"""What the HTML page's "Candidate against reference" section shows (compare mode)."""

from __future__ import annotations

from typing import Any

from goldeneval.model import RunSummary
from goldeneval.report._comparetext import verdict_text
from goldeneval.report._marks import word_diff
from goldeneval.verdict import format_p


def pair_labels(s: RunSummary) -> dict[str, str]:
    """``worse`` / ``better`` per item id that differs from the reference (empty: a plain run)."""
    c = s.comparison
    if c is None:
        return {}
    return {**dict.fromkeys(c.better_ids, "better"), **dict.fromkeys(c.worse_ids, "worse")}


def compare_view(s: RunSummary) -> dict[str, Any] | None:
    """The section's data: counts, and both answers with a word diff per worse or better item."""
    c = s.comparison
    if c is None:
        return None
    now = {r.item_id: r for r in s.results}
    verified = set(c.verified_worse_ids)
    pairs = []
    for label, ids in (("worse", c.worse_ids), ("better", c.better_ids)):
        for item_id in ids:
            cand, ref = now.get(item_id), s.reference_of(item_id)
            old, new = word_diff(
                "" if ref is None else ref.answer or "", "" if cand is None else cand.answer or ""
            )
            pairs.append(
                {
                    "item_id": item_id,
                    "label": f"{label} than the reference",
                    "verified": item_id in verified or (cand is not None and cand.verified),
                    "reference": verdict_text(ref),
                    "candidate": verdict_text(cand),
                    "diff_old": old,
                    "diff_new": new,
                }
            )
    return {
        "comparison": c,
        "p": format_p(c.mcnemar_p).lstrip("="),
        "history": None if s.history_gate is None else s.history_gate.line,
        "pairs": pairs,
    }
