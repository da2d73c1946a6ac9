"""Drafts for the SMEs (docs/design.md §14.6): the most-asked uncovered groups as items.

Each draft is a golden-set item ``goldeneval lint`` accepts, unverified and with
empty expectations for an SME to write; the YAML comments above it carry what
the traffic says about it. Values are written by PyYAML, so a question holding
``: `` or ``#`` stays one string. The text depends only on the harvest and the
set's ids: the same input gives the same bytes.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import datetime

import yaml

from goldeneval.model import Harvest, QuestionGroup
from goldeneval.traffic._group import shorten
from goldeneval.traffic._tidy import clean

DEFAULT_TOP = 20
"""How many groups ``--drafts`` writes unless ``--top`` says."""
DRAFT_DOMAIN = "draft"
"""The domain of a draft no item is near."""
OTHER_PHRASINGS = 5
"""How many other wordings a draft's comments quote."""
COMMENT_CHARS = 160
"""How much of a wording or an answer one comment line quotes."""


def draft_id(group: QuestionGroup, taken: Collection[str]) -> str:
    """``harvest-`` and the group's id, with ``-2``, ``-3``… should the set already hold it."""
    base = f"harvest-{group.id}"
    found, n = base, 1
    while found in taken:
        n += 1
        found = f"{base}-{n}"
    return found


def render_drafts(harvest: Harvest, existing_ids: Collection[str], top: int = DEFAULT_TOP) -> str:
    """The YAML text of the ``top`` most-asked uncovered groups as unverified items."""
    chosen = [g for g in harvest.groups if g.covered_by is None][: max(top, 0)]
    window = harvest.window
    span = f"{window.since or 'the start'} to {window.until or 'the end'} of the sources"
    out = [
        "# Drafted by `goldeneval harvest`: the most-asked questions no golden item covers,",
        f"# read from {span}. Nothing here is verified.",
        "# For each item: check the question is one real users ask, write the expectations",
        "# (must_include, must_not_include, rubric), check its domain, run `goldeneval lint`,",
        "# then set `verified: true` and move it into the golden set (docs/sme-guide.md §14).",
        "# Personal details were replaced by <NIK>, <NPWP>, <TELEPON>, <EMAIL>, <PASPOR>, <NOMOR>;",
        "# names of people are not detected: remove any you see.",
    ]
    if not chosen:
        out.append("# No uncovered group was found: there is nothing to draft.")
        out.append("[]")
        return "\n".join(out) + "\n"
    taken = set(existing_ids)
    for group in chosen:
        new_id = draft_id(group, taken)
        taken.add(new_id)
        out.append("")
        out.extend(_comments(group))
        out.append(_item_yaml(group, new_id).rstrip("\n"))
        out.extend(_tools_comment(group))
    return "\n".join(out) + "\n"


_NOT_YAML = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Characters a YAML file may not hold, even quoted (control characters, lone surrogates)."""


def printable(text: str) -> str:
    """``text`` with every character YAML refuses replaced by a space."""
    return _NOT_YAML.sub(" ", text)


def _one_line(text: str, limit: int = COMMENT_CHARS) -> str:
    return shorten(printable(text), limit)


def _when(at: datetime | None) -> str:
    return "unknown" if at is None else at.strftime("%Y-%m-%d %H:%M UTC")


def _comments(group: QuestionGroup) -> list[str]:
    lines = [
        f"# {group.id}: asked {group.count} time{'s' * (group.count != 1)} on the "
        f"{group.surface} surface; first seen {_when(group.first_seen)}, "
        f"last seen {_when(group.last_seen)}",
        f"# votes on its answers: {group.down} down, {group.up} up",
        _domain_comment(group),
    ]
    others = group.phrasings[1 : 1 + OTHER_PHRASINGS]
    if others:
        lines.append("# other phrasings:")
        lines.extend(f"#   ({p.count}x) {_one_line(p.text)}" for p in others)
        rest = len(group.phrasings) - 1 - len(others)
        if rest > 0:
            lines.append(f"#   … and {rest} more")
    if group.answers:
        lines.append("# answers users got (shortened):")
        lines.extend(f"#   - {_one_line(a)}" for a in group.answers)
    return lines


def _domain_comment(group: QuestionGroup) -> str:
    """Where the draft's domain came from: a guess from the nearest item, or none near."""
    if group.domain is None or group.nearest is None:
        return f"# domain: {DRAFT_DOMAIN} (no item shares a content word; choose one)"
    return (
        f"# domain guessed from the nearest item {group.nearest}, "
        f"similarity {group.similarity or 0.0:.2f}: check it"
    )


def _item_yaml(group: QuestionGroup, new_id: str) -> str:
    item = {
        "id": new_id,
        "surface": group.surface,
        "domain": group.domain or DRAFT_DOMAIN,
        "question": (_one_line(_question(group), 10**6) if group.phrasings else "") or group.id,
        # verified before expected: the commented expected.tools that may follow the item
        # then sits inside expected, so uncommenting it gives valid YAML.
        "verified": False,
        "expected": {"must_include": [], "must_not_include": [], "rubric": ""},
    }
    return yaml.safe_dump([item], sort_keys=False, allow_unicode=True, width=10**9)


def _question(group: QuestionGroup) -> str:
    """The draft's question: the most frequent wording, the chat around it taken off."""
    first = group.phrasings[0].text
    return clean(first) or first


def _tools_comment(group: QuestionGroup) -> list[str]:
    """For internal groups: the tools the agent called, as a commented ``expected.tools``."""
    if group.surface != "internal" or not group.tools:
        return []
    lines = [
        "    # the agent called these tools; keep the ones a correct answer needs:",
        "    # tools:",
        "    #   must_call:",
    ]
    for tool in group.tools:
        name = yaml.safe_dump(_one_line(tool.name, 80), width=10**9).splitlines()[0]
        lines.append(f"    #     - {{name: {name}}}  # called {tool.count}x")
    return lines
