"""The suite's latest coverage by real questions, as the reports' header states it (§14.8).

``goldeneval harvest`` stores what share of the questions users asked in a
window fall in groups the golden set covers; a report of any run of the
suite states the newest such figure, so whoever reads a green gate also
reads how much of real traffic that gate guards.
"""

from __future__ import annotations

from goldeneval.model import SURFACES, StoredCoverage


def _percent(share: float) -> str:
    return f"{share * 100:.0f} %"


def coverage_line(coverage: StoredCoverage | None) -> str:
    """One line: the share, by surface, over which window, when harvested; or that none was."""
    if coverage is None:
        return (
            "real questions: coverage not measured for this suite "
            "(goldeneval harvest states what share of users' questions the golden set covers)"
        )
    day = coverage.harvested_at.strftime("%Y-%m-%d")
    w = coverage.window
    window = f"{w.since or 'the start'} to {w.until or 'the end'} of the source"
    if w.since and w.until:
        window = f"{w.since} to {w.until}"
    share = coverage.coverage.share
    if share is None:
        return f"real questions: none kept from {window} (harvested {day})"
    parts = [
        f"{surface} {_percent(value)}"
        for surface in SURFACES
        if (value := coverage.coverage.by_surface.get(surface)) is not None
    ]
    noun = "question" if coverage.kept == 1 else "questions"
    by_surface = f" ({', '.join(parts)})" if parts else ""
    return (
        f"real questions: the golden set covers {_percent(share)} of {coverage.kept:,} {noun} "
        f"asked {window}{by_surface}, harvested {day}"
    )
