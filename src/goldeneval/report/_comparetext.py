"""The text report's "Candidate against reference" section (compare mode, docs/design.md §5.1)."""

from __future__ import annotations

from goldeneval.model import Comparison, ItemResult, Outcome, RunSummary
from goldeneval.report._marks import word_runs
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


CONTEXT_WORDS = 3
"""Shared words kept on each side of a change in the one-line diff."""


def one_line_diff(reference: str | None, candidate: str | None) -> str:
    """One line: the words both said as context, ``-[…]`` only the reference, ``+[…]`` only
    the candidate, in the order they occur; long shared stretches are cut to ``…``."""
    if reference is None or candidate is None:
        return "(an answer is missing)"
    if reference == candidate:
        return "(identical answers)"
    runs = word_runs(reference, candidate)
    parts: list[str] = []
    for n, (shared, was, now) in enumerate(runs):
        if shared:
            parts.append(_context(one_line(now).split(), first=n == 0, last=n == len(runs) - 1))
            continue
        removed, added = one_line(was).strip(), one_line(now).strip()
        parts += ([f"-[{removed}]"] if removed else []) + ([f"+[{added}]"] if added else [])
    changed = any(p.startswith(("-[", "+[")) for p in parts)
    return cut(" ".join(p for p in parts if p) if changed else "(whitespace only)", DIFF_CHARS)


def _context(words: list[str], *, first: bool, last: bool) -> str:
    """Shared words around a change: those nearest to it, the rest as ``…``."""
    keep = CONTEXT_WORDS
    if first and len(words) > keep:
        return " ".join(["…", *words[-keep:]])
    if last and len(words) > keep:
        return " ".join([*words[:keep], "…"])
    if len(words) > 2 * keep:
        return " ".join([*words[:keep], "…", *words[-keep:]])
    return " ".join(words)


def _surface_line(surface: str, c: Comparison) -> str:
    """``  internal: 5 paired (same 3, worse 2, better 0), 0 unpaired; pass rate …``."""
    line = (
        f"  {surface}: {c.paired} paired (same {c.same}, worse {c.worse}, better {c.better}), "
        f"{c.unpaired} unpaired"
    )
    cand, ref = c.candidate_pass_rate, c.reference_pass_rate
    if cand is None or ref is None:
        return line
    return (
        f"{line}; pass rate {format_rate(cand)} vs reference {format_rate(ref)}, "
        f"McNemar p{format_p(c.mcnemar_p)}"
    )


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
    if len(c.by_surface) > 1:
        out += [_surface_line(surface, part) for surface, part in c.by_surface.items()]
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
