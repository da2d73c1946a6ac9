"""The text report's "Candidate against reference" section (compare mode, docs/design.md §5.1)."""

from __future__ import annotations

from goldeneval.model import ItemResult, Outcome, RunSummary
from goldeneval.report._marks import word_diff
from goldeneval.report._textfmt import cut, escape, one_line, wrapped
from goldeneval.verdict import format_p, format_rate

DIFF_CHARS = 160
"""How long a worse or better item's one-line word diff may be."""


def verdict_text(r: ItemResult | None) -> str:
    """``passed 0.92`` / ``fails 0.40: missing "akta"`` / ``errored`` for one side of a pair."""
    if r is None:
        return "no result"
    score = "" if r.correctness is None else f" {r.correctness:.2f}"
    if r.outcome is Outcome.PASSED:
        return f"passes{score}"
    if r.outcome is Outcome.FAILED:
        why = r.auto_fail_reason or r.reason
        return f"fails{score}" + (f": {one_line(why)}" if why else "")
    return r.outcome.value


def one_line_diff(reference: str | None, candidate: str | None) -> str:
    """The words only the reference said (``-``) and only the candidate said (``+``), on one line."""
    if reference is None or candidate is None:
        return "(an answer is missing)"
    if reference == candidate:
        return "(identical answers)"
    left, right = word_diff(reference, candidate)
    removed = " ".join(one_line(s.text).strip() for s in left if s.mark == "removed")
    added = " ".join(one_line(s.text).strip() for s in right if s.mark == "added")
    parts = ([f"-[{removed}]"] if removed else []) + ([f"+[{added}]"] if added else [])
    return cut(" ".join(parts) or "(whitespace only)", DIFF_CHARS)


def compare_lines(summary: RunSummary, width: int) -> list[str]:
    """Pair counts, paired pass rates and McNemar's p, then every worse and better item."""
    c = summary.comparison
    if c is None:
        return []
    out = [
        f"Candidate against reference {escape(c.reference_url)}: {c.paired} paired "
        f"(same {c.same}, worse {c.worse}, better {c.better}), {c.unpaired} unpaired"
    ]
    if c.paired:
        cand, ref = c.candidate_pass_rate, c.reference_pass_rate
        assert cand is not None and ref is not None
        out.append(
            f"  paired pass rate {format_rate(cand)} vs reference {format_rate(ref)}; "
            f"McNemar p{format_p(c.mcnemar_p)} on {c.worse + c.better} discordant pairs"
        )
    now = {r.item_id: r for r in summary.results}
    verified = set(c.verified_worse_ids)
    for label, ids in (("worse", c.worse_ids), ("better", c.better_ids)):
        for item_id in ids:
            cand_r, ref_r = now.get(item_id), summary.reference_of(item_id)
            mark = f"{label.upper()} VERIFIED" if item_id in verified else label
            text = (
                f"{escape(item_id)}: reference {verdict_text(ref_r)}; "
                f"candidate {verdict_text(cand_r)}"
            )
            out += wrapped(f"  [{mark}] ", text, width)
            diff = one_line_diff(
                None if ref_r is None else ref_r.answer, None if cand_r is None else cand_r.answer
            )
            out.append(f"      diff: {escape(diff)}")
    hidden = c.worse - len(c.worse_ids) + c.better - len(c.better_ids)
    if hidden > 0:
        out.append(f"  (+{hidden} more worse or better items not listed)")
    if summary.history_gate is not None:
        out.append(
            "  history gate (reported; gates only with compare.gate_history): "
            + escape(summary.history_gate.line)
        )
    return out
