"""The suite's latest coverage by real questions, as the reports' header states it (§14.8).

``goldeneval harvest`` stores what share of the questions users asked in a
window fall in groups the golden set covers; a report of any run of the
suite states the newest such figure, so whoever reads a green gate also
reads how much of real traffic that gate guards. Only a harvest that kept
``harvest.min_questions`` questions states a figure, and only for the set it
measured: a harvest of another version of the set is named as such.
"""

from __future__ import annotations

from datetime import UTC, datetime

from goldeneval.model import SURFACES, RunSummary, StoredCoverage

DAY = 86_400.0


def _percent(share: float) -> str:
    return f"{share * 100:.0f} %"


def coverage_line(coverage: StoredCoverage | None, run: RunSummary | None = None) -> str:
    """One line: the share, by surface, over which window, when harvested; or why none is
    stated (never harvested, too few questions, another version of the set)."""
    if coverage is None:
        return (
            "real questions: coverage not measured for this suite "
            "(goldeneval harvest states what share of users' questions the golden set covers)"
        )
    day = coverage.harvested_at.strftime("%Y-%m-%d")
    if coverage.too_small:
        return (
            f"real questions: too few questions ({coverage.kept:,}) to state coverage: every "
            f"harvest of this suite kept fewer than harvest.min_questions (latest {day})"
        )
    figure = _figure(coverage)
    if coverage.coverage.share is None:
        return f"real questions: {figure}"
    if run is not None and coverage.set_digest not in (None, run.set_digest):
        items = f": {coverage.set_items:,} items" if coverage.set_items is not None else ""
        return (
            f"real questions: not measured for this set; the latest harvest ({figure}) was "
            f"computed {_ago(coverage, run)} for another version of the set{items} "
            f"(this run has {run.counts.items:,})"
        )
    return f"real questions: the golden set covers {figure}"


def _figure(coverage: StoredCoverage) -> str:
    """``62 % of 1,240 questions asked <window> (public 70 %), harvested <day>``."""
    day = coverage.harvested_at.strftime("%Y-%m-%d")
    w = coverage.window
    window = f"{w.since or 'the start'} to {w.until or 'the end'} of the source"
    if w.since and w.until:
        window = f"{w.since} to {w.until}"
    share = coverage.coverage.share
    if share is None:
        return f"none kept from {window} (harvested {day})"
    parts = [
        f"{surface} {_percent(value)}"
        for surface in SURFACES
        if (value := coverage.coverage.by_surface.get(surface)) is not None
    ]
    noun = "question" if coverage.kept == 1 else "questions"
    by_surface = f" ({', '.join(parts)})" if parts else ""
    return (
        f"{_percent(share)} of {coverage.kept:,} {noun} asked {window}{by_surface}, harvested {day}"
    )


def _ago(coverage: StoredCoverage, run: RunSummary) -> str:
    """How long before the run the harvest ran (``3 days ago``), or its day when the run's
    start is not known."""
    if run.started_at is None:
        return f"on {coverage.harvested_at.strftime('%Y-%m-%d')}"
    started = datetime.fromtimestamp(run.started_at, UTC)
    days = int((started - coverage.harvested_at).total_seconds() // DAY)
    if days < 0:
        return f"{-days} day{'s' * (days != -1)} after this run"
    if days == 0:
        return "the day of this run"
    return f"{days} day{'s' * (days != 1)} ago"
