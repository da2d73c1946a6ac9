"""``goldeneval harvest``'s text output: what was read, what the golden set covers, what not.

Every text in it comes from the harvest, which holds de-identified text only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from goldeneval.job.harvest._source import IGNORED_FIELDS
from goldeneval.model import SURFACES, Harvest, QuestionGroup
from goldeneval.traffic import shorten

TEXT_GROUPS = 10
"""How many uncovered groups the text output lists."""
PLACES_SHOWN = 3
"""How many places of a drop reason the text output names."""
PHRASINGS_SHOWN = 3
"""How many other wordings of a group the text output quotes."""
QUOTE_CHARS = 90


def percent(share: float | None) -> str:
    return "n/a" if share is None else f"{100 * share:.1f}%"


def _quote(text: str) -> str:
    return f'"{shorten(text, QUOTE_CHARS)}"'


@dataclass(frozen=True)
class TextOptions:
    """What the text output says beyond the harvest itself."""

    stored: str
    """Where the harvest was stored (suite and store, the DSN without its password), or
    that it was not."""
    min_questions: int
    """``harvest.min_questions``: below it the coverage is printed but stated nowhere."""
    listed: int = TEXT_GROUPS
    """How many uncovered groups are listed (``--top`` without ``--drafts``)."""


def render_harvest(harvest: Harvest, reasons: Mapping[str, str], shown: TextOptions) -> str:
    """The report a person reads after ``goldeneval harvest``."""
    lines = [_read_line(harvest)]
    for reason, n in sorted(harvest.dropped.items()):
        places = harvest.dropped_lines.get(reason, ())
        where = f": {_places(places, n)}" if places else ""
        lines.append(f"  dropped {n:,} {reason} ({reasons.get(reason, reason)}){where}")
    lines.extend(_ignored_lines(harvest))
    w = harvest.window
    lines.append(f"window: {w.since or 'from the start'} to {w.until or 'the end'} (UTC days)")
    lines.extend(_coverage_lines(harvest))
    if harvest.kept < shown.min_questions:
        lines.append(
            f"too few questions ({harvest.kept:,}, harvest.min_questions is "
            f"{shown.min_questions:,}) to state coverage: the share above is not published; "
            "the report's header and goldeneval_traffic_coverage keep the latest harvest that "
            "was large enough"
        )
    lines.extend(_uncovered_lines(harvest.groups, shown.listed))
    lines.append(shown.stored)
    return "\n".join(lines)


def _ignored_lines(harvest: Harvest) -> list[str]:
    """A line per side field left out of kept questions (``ignored 3 feedback values …``)."""
    lines = []
    for side_field, n in sorted(harvest.ignored.items()):
        where = _places(harvest.ignored_lines.get(side_field, ()), n)
        about = IGNORED_FIELDS.get(side_field, "unreadable: left out")
        values = "value" if n == 1 else "values"
        lines.append(f"  ignored {n:,} {side_field} {values} ({about}), questions kept: {where}")
    return lines


def _places(places: tuple[str, ...], n: int) -> str:
    """The first places of ``n`` records (``PATH:LINE, …``), `` …`` when there are more."""
    return ", ".join(places[:PLACES_SHOWN]) + (" …" if n > PLACES_SHOWN and places else "")


def _read_line(harvest: Harvest) -> str:
    dropped = sum(harvest.dropped.values())
    return (
        f"harvest: {harvest.read:,} record{'s' * (harvest.read != 1)} read, "
        f"{harvest.kept:,} question{'s' * (harvest.kept != 1)} kept, {dropped:,} dropped"
    )


def _coverage_lines(harvest: Harvest) -> list[str]:
    c = harvest.coverage
    groups = harvest.groups
    covered = sum(1 for g in groups if g.covered_by is not None)
    lines = [
        f"coverage: {percent(c.share)} of the kept questions are in groups the golden set "
        f"covers ({len(groups):,} groups, {covered:,} covered)"
    ]
    if c.excluded:
        lines.append(
            f"  excluded: {c.excluded:,} question{'s' * (c.excluded != 1)} an SME decided are "
            "not a question for us (left out of every share and of the drafts)"
        )
    for surface in SURFACES:
        asked = sum(g.count for g in groups if g.surface == surface)
        if asked:
            lines.append(f"  {surface}: {percent(c.by_surface.get(surface))} of {asked:,}")
    if c.by_domain:
        lines.append("  by domain:")
        for domain, share in sorted(c.by_domain.items(), key=lambda t: (t[1], t[0])):
            asked = sum(g.count for g in groups if g.domain == domain)
            lines.append(f"    {domain}: {percent(share)} of {asked:,}")
    return lines


def _uncovered_lines(groups: tuple[QuestionGroup, ...], listed: int) -> list[str]:
    uncovered = [g for g in groups if g.covered_by is None]
    if not uncovered:
        return ["every group is covered by a golden item" if groups else "no question was kept"]
    shown = f", the first {listed:,}" if len(uncovered) > listed else ""
    lines = [f"most-asked uncovered groups ({len(uncovered):,} in all{shown}):"]
    for n, g in enumerate(uncovered[:listed], 1):
        head = g.phrasings[0].text if g.phrasings else ""
        near = f", near domain {g.domain}" if g.domain else ""
        lines.append(f"  {n:>2}. {g.count:,}x {_quote(head)}  [{g.id}, {g.surface}{near}]")
        others = g.phrasings[1 : 1 + PHRASINGS_SHOWN]
        if others:
            also = "; ".join(f"{_quote(p.text)} ({p.count:,}x)" for p in others)
            rest = len(g.phrasings) - 1 - len(others)
            lines.append(f"      also: {also}" + (f"; and {rest} more" if rest > 0 else ""))
        if g.down:
            lines.append(f"      down-votes: {g.down:,}")
    return lines
