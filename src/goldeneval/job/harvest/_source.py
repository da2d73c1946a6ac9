"""What one source of real questions yields (docs/design.md, "What users actually ask").

Each source (the exported chatbot log, the AgentOS session store) reads its
records, de-identifies every text as it builds a ``Question``, and hands back
a ``SourceRead``: the kept questions, how many records it read, how many it
dropped for which reason and where, and how many side fields (a vote, a
surface) it could not read and left out, keeping their questions. Sources
are merged before grouping.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from functools import cache

from goldeneval.model import Harvest, Question, Window
from goldeneval.traffic import ASKS_NOTHING, PLACES_SHOWN, deidentify

NOT_JSON = "not-json"
NOT_UTF8 = "not-utf8"
NOT_AN_OBJECT = "not-an-object"
NO_QUESTION = "no-question"
BAD_TIME = "bad-time"
OUTSIDE_WINDOW = "outside-window"
SESSION_GONE = "session-gone"
REASONS = {
    NOT_JSON: "the line is not JSON",
    NOT_UTF8: "the line is not UTF-8 text",
    NOT_AN_OBJECT: "the line is JSON but not an object",
    NO_QUESTION: "the question is missing, empty or not text",
    BAD_TIME: "'at' is not an ISO 8601 time",
    OUTSIDE_WINDOW: "asked outside --since/--until",
    SESSION_GONE: "the AgentOS session was deleted while it was read",
    ASKS_NOTHING: "only greetings, thanks or filler words: nothing asked",
}
"""Every reason a record is dropped, by any source or by the grouping, as the text output
explains it."""

IGNORED_FIELDS = {
    "feedback": "not a vote: up/down, +1/-1, 👍/👎, thumbs_up/thumbs_down",
    "surface": "neither public nor internal; read as public",
}
"""Every side field a source may leave out, keeping its question, as the text output
explains it."""


@dataclass
class SourceRead:
    """The questions one source kept, and what it read and dropped."""

    questions: list[Question] = field(default_factory=list)
    """Kept questions, de-identified, in the order read."""
    read: int = 0
    """Records read (log lines that hold anything, AgentOS runs)."""
    dropped: Counter[str] = field(default_factory=Counter)
    """Records not kept, per reason (``not-json``, ``no-question``, ``outside-window``…)."""
    dropped_at: dict[str, list[str]] = field(default_factory=dict)
    """Per reason, where the dropped records were (``PATH:LINE`` or ``session/run``)."""
    ignored: Counter[str] = field(default_factory=Counter)
    """Side fields left out of kept questions because they could not be read, per field
    (``feedback``, ``surface``)."""
    ignored_at: dict[str, list[str]] = field(default_factory=dict)
    """Per side field, where the first values left out were."""

    def drop(self, reason: str, where: str) -> None:
        """Count one record dropped for ``reason`` at ``where``; its place is kept only among
        the first few of its reason (all are counted; the report names a few)."""
        _count(self.dropped, self.dropped_at, reason, where)

    def ignore(self, side_field: str, where: str) -> None:
        """Count one unreadable ``side_field`` left out at ``where`` (its question is kept)."""
        _count(self.ignored, self.ignored_at, side_field, where)

    def merge(self, other: SourceRead) -> None:
        """Add another source's yield to this one (questions keep their order)."""
        self.questions.extend(other.questions)
        self.read += other.read
        for counts, places, more, more_places in (
            (self.dropped, self.dropped_at, other.dropped, other.dropped_at),
            (self.ignored, self.ignored_at, other.ignored, other.ignored_at),
        ):
            counts.update(more)
            for key, where in more_places.items():
                places.setdefault(key, []).extend(where)


def with_ignored(harvest: Harvest, found: SourceRead) -> Harvest:
    """``harvest`` with the side fields the sources left out, counted and placed."""
    places = {f: tuple(w) for f, w in sorted(found.ignored_at.items())}
    return replace(harvest, ignored=dict(sorted(found.ignored.items())), ignored_lines=places)


def _count(counts: Counter[str], places: dict[str, list[str]], key: str, where: str) -> None:
    counts[key] += 1
    found = places.setdefault(key, [])
    if len(found) < PLACES_SHOWN:
        found.append(where)


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def clean(text: str) -> str:
    """Control characters and lone surrogates (JSON allows ``\\ud800``) become spaces: they
    cannot be printed, written as UTF-8 or held in a drafts file, and an escape sequence
    must never reach a terminal."""
    return _CONTROL.sub(" ", text)


def safe_text(text: str) -> str:
    """A remote party's text as a harvest may hold it: cleaned, then de-identified."""
    return deidentify(clean(text))


def in_window(at: datetime | None, window: Window) -> bool:
    """Whether a question asked at ``at`` falls in the window (inclusive days, UTC).

    A question without a time is kept: a log that records none is still what
    users asked, and dropping all of it would hide the traffic entirely.
    """
    if at is None:
        return True
    day = at.astimezone(UTC).date()
    if window.since is not None and day < _day(window.since):
        return False
    return window.until is None or day <= _day(window.until)


@cache
def _day(text: str) -> date:
    """A window's bound as a day, parsed once (``in_window`` runs for every record)."""
    return date.fromisoformat(text)
