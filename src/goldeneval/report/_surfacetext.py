"""Per-surface figures as the text, HTML and JUnit reports state them (docs/design.md §5)."""

from __future__ import annotations

from goldeneval.model import RunSummary, SurfaceFigures
from goldeneval.verdict import format_rate, format_rate_against


def surface_finding(f: SurfaceFigures) -> str:
    """What the gate found on one surface, in a few words."""
    if not f.evaluated:
        return "not evaluated (every item skipped)"
    if f.meets_floor is False:
        return "below the pass-rate minimum"
    if f.meets_coverage is False:
        return "coverage below the minimum"
    return "meets the minimums"


def surface_rate(f: SurfaceFigures, floor: float) -> str:
    """The surface's pass rate with its counts (``n/a`` when nothing was scored)."""
    c = f.counts
    if c.pass_rate is None:
        return f"pass rate n/a ({c.passed}/{c.scored} scored)"
    return f"pass rate {format_rate_against(c.pass_rate, floor)} ({c.passed}/{c.scored} scored)"


def surface_coverage(f: SurfaceFigures, floor: float) -> str:
    """The surface's coverage with its counts (``n/a`` without drivable items)."""
    c = f.counts
    if c.coverage is None:
        return "coverage n/a (no drivable items)"
    shown = format_rate_against(c.coverage, floor)
    return f"coverage {shown} ({c.scored}/{c.drivable} drivable)"


def surface_lines(summary: RunSummary) -> list[str]:
    """``by surface:`` and one line per surface with items; nothing when the run has items on
    one surface only (its figures are the run's, stated above)."""
    if len(summary.surfaces) < 2:
        return []
    width = max(len(f.surface) for f in summary.surfaces)
    out = ["by surface (each held to the same minimums):"]
    for f in summary.surfaces:
        name = f.surface.ljust(width)
        c = f.counts
        if not f.evaluated:
            noun = "item" if c.items == 1 else "items"
            out.append(f"  {name}  {c.items} {noun}, {surface_finding(f)}")
            continue
        out.append(
            f"  {name}  {surface_rate(f, summary.min_pass_rate)}; "
            f"{surface_coverage(f, summary.min_coverage)}; {c.errored} errored, "
            f"{c.skipped} skipped: {surface_finding(f)}"
        )
    return out


def surface_properties(summary: RunSummary) -> list[tuple[str, str]]:
    """JUnit testsuite properties: ``<surface>.pass_rate`` and ``<surface>.coverage``."""
    out: list[tuple[str, str]] = []
    for f in summary.surfaces:
        c = f.counts
        out.append(
            (f"{f.surface}.pass_rate", "n/a" if c.pass_rate is None else format_rate(c.pass_rate))
        )
        out.append(
            (f"{f.surface}.coverage", "n/a" if c.coverage is None else format_rate(c.coverage))
        )
    return out
