"""What one source of real questions yields (docs/design.md, "What users actually ask").

Each source (the exported chatbot log, the AgentOS session store) reads its
records, de-identifies every text as it builds a ``Question``, and hands back
a ``SourceRead``: the kept questions, how many records it read, and how many
it dropped for which reason and where. Sources are merged before grouping.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from functools import cache

from goldeneval.model import Question, Window
from goldeneval.traffic import ASKS_NOTHING, PLACES_SHOWN, deidentify

NOT_JSON = "not-json"
NOT_UTF8 = "not-utf8"
NOT_AN_OBJECT = "not-an-object"
NO_QUESTION = "no-question"
BAD_TIME = "bad-time"
BAD_SURFACE = "bad-surface"
BAD_FEEDBACK = "bad-feedback"
OUTSIDE_WINDOW = "outside-window"
SESSION_GONE = "session-gone"
REASONS = {
    NOT_JSON: "the line is not JSON",
    NOT_UTF8: "the line is not UTF-8 text",
    NOT_AN_OBJECT: "the line is JSON but not an object",
    NO_QUESTION: "the question is missing, empty or not text",
    BAD_TIME: "'at' is not an ISO 8601 time",
    BAD_SURFACE: "'surface' is neither public nor internal",
    BAD_FEEDBACK: "'feedback' is neither up, down nor empty",
    OUTSIDE_WINDOW: "asked outside --since/--until",
    SESSION_GONE: "the AgentOS session was deleted while it was read",
    ASKS_NOTHING: "only greetings, thanks or filler words: nothing asked",
}
"""Every reason a record is dropped, by any source or by the grouping, as the text output
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

    def drop(self, reason: str, where: str) -> None:
        """Count one record dropped for ``reason`` at ``where``; its place is kept only among
        the first few of its reason (all are counted; the report names a few)."""
        self.dropped[reason] += 1
        places = self.dropped_at.setdefault(reason, [])
        if len(places) < PLACES_SHOWN:
            places.append(where)

    def merge(self, other: SourceRead) -> None:
        """Add another source's yield to this one (questions keep their order)."""
        self.questions.extend(other.questions)
        self.read += other.read
        self.dropped.update(other.dropped)
        for reason, places in other.dropped_at.items():
            self.dropped_at.setdefault(reason, []).extend(places)


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
