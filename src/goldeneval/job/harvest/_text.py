"""``goldeneval harvest``'s text output: what was read, what the golden set covers, what not.

Every text in it comes from the harvest, which holds de-identified text only.
"""

from __future__ import annotations

from collections.abc import Mapping

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


def render_harvest(harvest: Harvest, reasons: Mapping[str, str]) -> str:
    """The report a person reads after ``goldeneval harvest``."""
    lines = [_read_line(harvest)]
    for reason, n in sorted(harvest.dropped.items()):
        places = harvest.dropped_lines.get(reason, ())
        where = ", ".join(places[:PLACES_SHOWN])
        more = " …" if n > PLACES_SHOWN and places else ""
        about = reasons.get(reason, reason)
        lines.append(f"  dropped {n:,} {reason} ({about})" + (f": {where}{more}" if where else ""))
    w = harvest.window
    lines.append(f"window: {w.since or 'from the start'} to {w.until or 'the end'} (UTC days)")
    lines.extend(_coverage_lines(harvest))
    lines.extend(_uncovered_lines(harvest.groups))
    return "\n".join(lines)


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


def _uncovered_lines(groups: tuple[QuestionGroup, ...]) -> list[str]:
    uncovered = [g for g in groups if g.covered_by is None]
    if not uncovered:
        return ["every group is covered by a golden item" if groups else "no question was kept"]
    lines = [f"most-asked uncovered groups ({len(uncovered):,} in all):"]
    for n, g in enumerate(uncovered[:TEXT_GROUPS], 1):
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
