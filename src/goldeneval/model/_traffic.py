"""Real traffic (docs/design.md, "What users actually ask"): harvested questions and coverage.

``goldeneval harvest`` reads what users asked (the public chatbot's exported
log, the internal agent's AgentOS sessions), groups it and states how much of
it the golden set covers. These are its records. Every text in them is
already de-identified: the sources replace personal details before a
``Question`` is built, so nothing here can carry a NIK, an NPWP, a phone
number or an e-mail address.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from goldeneval.model._records import SURFACES, Surface

Feedback = Literal["up", "down"]
"""A user's vote on an answer, as the chatbot's log records it."""

PLACEHOLDERS: tuple[str, ...] = ("<NIK>", "<NPWP>", "<TELEPON>", "<EMAIL>", "<PASPOR>", "<NOMOR>")
"""What de-identification writes where a personal detail was (``traffic/_deidentify.py``);
lint flags one left in a golden item (a draft's question that no SME rewrote)."""


@dataclass(frozen=True)
class LogLine:
    """Where a logged question came from: a line of an exported log file."""

    path: str
    """The log's path as given on the command line (``-`` for stdin)."""
    line: int
    """The 1-based line number (for CSV, the row's line, header = 1)."""


@dataclass(frozen=True)
class AgentRun:
    """Where an internal question came from: one run of an AgentOS session."""

    session_id: str
    """The AgentOS session."""
    run_id: str
    """The run within it."""


@dataclass(frozen=True)
class Question:
    """One question a user asked, de-identified, with what is known of it."""

    text: str
    """The question, de-identified (personal details replaced by placeholders)."""
    surface: Surface
    """Which assistant was asked: ``public`` (the chatbot) or ``internal`` (the data agent)."""
    source: LogLine | AgentRun
    """Where it was read."""
    at: datetime | None = None
    """When it was asked (timezone-aware, UTC), when the source says."""
    session: str | None = None
    """The conversation it belongs to, when the source says."""
    answer: str | None = None
    """The answer the user got, de-identified, when the source has it."""
    feedback: Feedback | None = None
    """The user's vote on that answer, if any."""
    tools: tuple[str, ...] = ()
    """Names of the tools the internal agent called for it, in call order."""


@dataclass(frozen=True)
class Phrasing:
    """One distinct wording within a group, as shown (de-identified)."""

    text: str
    """The wording: its most frequent exact spelling."""
    count: int
    """How many kept questions had this wording."""


@dataclass(frozen=True)
class ToolCount:
    """How often the internal agent called one tool for a group's questions."""

    name: str
    """The tool."""
    count: int
    """Calls over the group's questions."""


@dataclass(frozen=True)
class QuestionGroup:
    """Questions that ask the same thing, as the grouping rule decides."""

    id: str
    """Stable id derived from the group's content (``q-`` and a short digest)."""
    surface: Surface
    """The surface its questions were asked of (a group never mixes surfaces)."""
    count: int
    """Kept questions in the group."""
    phrasings: tuple[Phrasing, ...]
    """Its distinct wordings, most frequent first (ties: alphabetical)."""
    covered_by: str | None
    """The golden item of the same surface it matches; None when uncovered."""
    domain: str | None
    """The covering item's domain, or the nearest item's when uncovered (None: no item)."""
    up: int = 0
    """Up-votes on its answers."""
    down: int = 0
    """Down-votes on its answers."""
    tools: tuple[ToolCount, ...] = ()
    """Tools called for its questions, most called first (internal groups)."""
    first_seen: datetime | None = None
    """The earliest time one of its questions was asked, when known."""
    last_seen: datetime | None = None
    """The latest time one of its questions was asked, when known."""
    answers: tuple[str, ...] = ()
    """Up to two observed answers (de-identified), for the drafts' comments."""
    log_lines: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Per log path, the 1-based lines its questions came from."""
    runs: tuple[AgentRun, ...] = ()
    """The AgentOS runs its questions came from."""
    nearest: str | None = None
    """For an uncovered group with a domain: the item whose domain it was given (the
    nearest item sharing a content word), so the drafts can say the domain is a guess."""
    similarity: float | None = None
    """That item's similarity to the group (0 to 1)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "surface": self.surface,
            "count": self.count,
            "phrasings": [{"text": p.text, "count": p.count} for p in self.phrasings],
            "covered_by": self.covered_by,
            "feedback": {"up": self.up, "down": self.down},
            "tools": [{"name": t.name, "count": t.count} for t in self.tools],
            "sources": {
                "log_lines": {path: list(lines) for path, lines in self.log_lines.items()},
                "runs": [{"session_id": r.session_id, "run_id": r.run_id} for r in self.runs],
            },
        }


@dataclass(frozen=True)
class Coverage:
    """What share of the kept questions fall in groups the golden set covers."""

    share: float | None
    """Questions in covered groups / kept questions; None when nothing was kept."""
    by_surface: dict[str, float | None]
    """The same share per surface (``public``, ``internal``); None where none were kept."""
    by_domain: dict[str, float]
    """Per domain: of the questions whose group's domain (the covering item's, else the
    nearest item's) is that domain, the share in covered groups."""
    excluded: int = 0
    """Questions left out of every share: their group holds a wording an SME decided is
    "not a question for us" (a coverage decision)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "share": _rounded(self.share),
            "by_surface": {s: _rounded(self.by_surface.get(s)) for s in SURFACES},
            "by_domain": {d: _rounded(v) for d, v in sorted(self.by_domain.items())},
            "excluded": self.excluded,
        }


@dataclass(frozen=True)
class Window:
    """The time window a harvest read (inclusive dates, UTC)."""

    since: str | None
    """First day read (``YYYY-MM-DD``), None: from the start of the source."""
    until: str | None
    """Last day read (``YYYY-MM-DD``), None: to its end."""

    def to_dict(self) -> dict[str, Any]:
        return {"since": self.since, "until": self.until}


@dataclass(frozen=True)
class Harvest:
    """One harvest: what was read, kept, dropped, how it groups and what is covered."""

    read: int
    """Records read from every source (log lines and AgentOS runs)."""
    kept: int
    """Questions kept (in the window, with a question)."""
    dropped: dict[str, int]
    """Records not kept, counted per reason (``not-json``, ``no-question``, ``outside-window``…)."""
    window: Window
    """The window asked for."""
    coverage: Coverage
    """The golden set's coverage of the kept questions."""
    groups: tuple[QuestionGroup, ...]
    """Every group, most asked first (ties: by id)."""
    dropped_lines: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Per reason, where the dropped records were (``PATH:LINE``), for the text output."""
    ignored: dict[str, int] = field(default_factory=dict)
    """Per side field (``feedback``, ``surface``), how many values could not be read: the
    field was left out and its question kept."""
    ignored_lines: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Per side field, where the first unreadable values were (``PATH:LINE``), for the text."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "kept": self.kept,
            "dropped": dict(sorted(self.dropped.items())),
            "ignored": dict(sorted(self.ignored.items())),
            "window": self.window.to_dict(),
            "coverage": self.coverage.to_dict(),
            "groups": [g.to_dict() for g in self.groups],
        }


@dataclass(frozen=True)
class StoredCoverage:
    """A suite's stored harvest, as the HTML report and the operator's metric read it."""

    suite: str
    """The suite harvested for."""
    harvested_at: datetime
    """When the harvest ran (UTC)."""
    window: Window
    """The window it read."""
    kept: int
    """Questions it kept."""
    coverage: Coverage
    """What it found covered."""
    set_digest: str | None = None
    """The digest of the golden set it measured (as a run stores its set's); None for
    harvests stored before the store kept it."""
    set_items: int | None = None
    """How many items that golden set had; None when not known."""
    too_small: bool = False
    """It kept fewer questions than ``harvest.min_questions``: kept and listed, but no
    coverage is stated from it."""


@dataclass(frozen=True)
class StoredHarvest:
    """A stored harvest read back whole: its coverage row and what it found."""

    coverage: StoredCoverage
    """When it ran, for which set, how large, and the coverage it found."""
    harvest: Harvest
    """What it read, kept and dropped, and its groups as stored: with their domain and
    first and last time asked; the places of dropped records (``dropped_lines``) and the
    groups' observed answers are not stored, so they are empty."""


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
