"""Lint of de-identification placeholders left in an item (docs/design.md §3, §14.6).

``goldeneval harvest`` replaces every personal detail it reads with a
placeholder (``<NIK>``, ``<TELEPON>``, ``<EMAIL>``…) and its drafts carry them
until an SME rewrites the question. Left in a question, the chatbot is asked
the placeholder itself; left in an expectation, answers are held to a word no
answer says. In an unverified item (a draft) that is a warning; in a verified
one an error: the item claims a review it cannot have had. The check names the
field and the placeholder, and cannot be acknowledged (the remedy is to write
an invented value, or none).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from goldeneval.goldenset._lintcodes import LintCode, LintWarning
from goldeneval.model import PLACEHOLDERS, Item, arg_json

_EFFECTS = {
    "question": "the chatbot would be asked the placeholder itself",
    "expected.must_include": "no answer says it, so every answer fails",
    "expected.must_not_include": "no answer says it, so it guards nothing",
    "expected.rubric": "the judge would hold answers to it",
}
"""What a placeholder left in a field does (a count or a tool argument: no answer or call
holds it)."""
_PLACEHOLDER = re.compile("|".join(re.escape(p) for p in PLACEHOLDERS), re.IGNORECASE)


def _fields(item: Item) -> Iterator[tuple[str, str, int | None]]:
    """(field as an SME finds it, its text, its line) for every text of one turn's item."""
    e = item.expected
    yield "question", item.question, item.line
    for field, phrases, lines in (
        ("expected.must_include", e.must_include, item.must_include_lines),
        ("expected.must_not_include", e.must_not_include, item.must_not_include_lines),
    ):
        for index, phrase in enumerate(phrases):
            yield field, phrase, (lines[index] if index < len(lines) else None) or item.line
    yield "expected.rubric", e.rubric, item.line
    for n, check in enumerate(e.count, 1):
        yield f"expected.count #{n}", " ".join(check.any_of), check.line or item.line
    if e.tools is not None:
        for call in e.tools.must_call:
            args = json.dumps([[k, arg_json(v)] for k, v in call.args], ensure_ascii=False)
            yield f"expected.tools.must_call {call.name}", args, call.line or item.line


def placeholder_warnings(item: Item) -> list[LintWarning]:
    """One finding per field of the item (a turn, as lint views it) that holds a placeholder:
    an error when the item is verified, else a warning."""
    out: list[LintWarning] = []
    for field, text, line in _fields(item):
        found = sorted({m.group(0).upper() for m in _PLACEHOLDER.finditer(text)})
        if not found:
            continue
        what = ", ".join(found)
        effect = _EFFECTS.get(field.split(" ")[0], "no answer or call holds it")
        fix = "write an invented value in its place (a made-up NIK, a 0812-0000-0000) or none"
        if item.verified:
            message = (
                f"{field} holds {what}, a personal detail harvest removed: {effect}, yet the "
                f"item is verified; {fix}, then check the item again"
            )
        else:
            message = (
                f"{field} holds {what}, a personal detail harvest removed: {effect}; {fix} "
                "before you set verified: true (lint fails a verified item that keeps one)"
            )
        out.append(LintWarning(item.id, line, LintCode.PLACEHOLDER, message, error=item.verified))
    return out
