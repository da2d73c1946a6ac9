"""Where a contract's phrases sit in an answer, and how two answers differ word by word.

Both feed the HTML report. Whether a phrase is present is decided by the
scoring module's own :func:`~goldeneval.goldenset._matching.contains` — never by a second
matcher here — so the report can never mark found what the fact gate found
missing. Locating *where* it is reuses that same predicate: a binary search
for the shortest stretch of the answer it still holds true on, so whatever
normalisation the fact gate applies (case, width, spacing…) the marks follow.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from goldeneval.goldenset import contains
from goldeneval.model import Expected

MAX_MARKS_PER_PHRASE = 20
"""Occurrences of one phrase marked in an answer; more are counted, not marked."""
MAX_DIFF_TOKENS = 20_000
"""Beyond this many words and spaces on both sides together, the diff shows the
two answers as wholly replaced rather than spend quadratic time aligning them."""

PhraseKind = Literal["required", "forbidden"]
DiffOp = Literal["same", "removed", "added"]

_TOKEN = re.compile(r"\S+\s*|\s+")


@dataclass(frozen=True)
class PhraseMark:
    """One phrase of the contract, checked against one answer."""

    phrase: str
    """The phrase as the SME wrote it."""
    kind: PhraseKind
    """``required`` (must_include) or ``forbidden`` (must_not_include)."""
    present: bool
    """Whether the fact gate's matching finds it in the answer."""
    spans: tuple[tuple[int, int], ...] = ()
    """``(start, end)`` character offsets of its occurrences in the answer."""

    @property
    def ok(self) -> bool:
        """True when this phrase does not count against the answer."""
        return self.present if self.kind == "required" else not self.present


@dataclass(frozen=True)
class Segment:
    """A stretch of text and how it is marked (None: not at all)."""

    text: str
    """The characters."""
    mark: str | None = None
    """A marking class: a phrase kind, or a diff operation."""


def locate(answer: str, phrase: str) -> tuple[tuple[int, int], ...]:
    """Offsets of ``phrase``'s occurrences in ``answer``, as the fact gate matches it."""
    if contains("", phrase):  # a phrase that matches nothing in particular has no place
        return ()
    spans: list[tuple[int, int]] = []
    start = 0
    while len(spans) < MAX_MARKS_PER_PHRASE and contains(answer[start:], phrase):
        lo, hi = start + 1, len(answer)
        while lo < hi:  # the shortest answer[start:end] that still holds the phrase
            mid = (lo + hi) // 2
            if contains(answer[start:mid], phrase):
                hi = mid
            else:
                lo = mid + 1
        end = lo
        lo, hi = start, end - 1
        while lo < hi:  # the latest begin of answer[begin:end] that still holds it
            mid = (lo + hi + 1) // 2
            if contains(answer[mid:end], phrase):
                lo = mid
            else:
                hi = mid - 1
        spans.append((lo, end))
        start = end
    return tuple(spans)


def check_phrases(answer: str, expected: Expected) -> tuple[PhraseMark, ...]:
    """Every phrase of the contract, found or not, with its places in the answer."""
    marks: list[PhraseMark] = []
    for kind, phrases in (
        ("required", expected.must_include),
        ("forbidden", expected.must_not_include),
    ):
        for phrase in phrases:
            present = contains(answer, phrase)
            spans = locate(answer, phrase) if present else ()
            marks.append(PhraseMark(phrase, kind, present, spans))  # type: ignore[arg-type]
    return tuple(marks)


def flagged_phrases(answer: str, auto_fail: Sequence[str]) -> tuple[PhraseMark, ...]:
    """The fact gate's flagged phrases when the contract itself is not at hand.

    A stored result keeps only the phrases that failed; one present in the
    answer can only have been forbidden, one absent only required.
    """
    marks: list[PhraseMark] = []
    for phrase in auto_fail:
        if phrase.startswith("tools: "):
            continue  # a broken expected.tools rule, shown with the tool calls, not a phrase
        present = contains(answer, phrase)
        kind: PhraseKind = "forbidden" if present else "required"
        marks.append(PhraseMark(phrase, kind, present, locate(answer, phrase) if present else ()))
    return tuple(marks)


def mark_answer(answer: str, marks: Sequence[PhraseMark]) -> list[Segment]:
    """The answer cut into segments, the phrases' occurrences marked by their kind.

    Where occurrences overlap, the earlier one wins and the later is clipped:
    every character is shown exactly once.
    """
    spans = sorted((s, e, m.kind) for m in marks for s, e in m.spans)
    out: list[Segment] = []
    pos = 0
    for start, end, kind in spans:
        start = max(start, pos)
        if start >= end:
            continue
        if start > pos:
            out.append(Segment(answer[pos:start]))
        out.append(Segment(answer[start:end], kind))
        pos = end
    if pos < len(answer):
        out.append(Segment(answer[pos:]))
    return out


def word_runs(old: str, new: str) -> list[tuple[bool, str, str]]:
    """The two answers as aligned runs of words, in order: ``(shared, old text, new text)``.

    A shared run holds the same words on both sides (the spaces after them may
    differ); a change may have an empty side. Very long answers are one change,
    so the diff stays cheap.
    """
    # A word carries its trailing space, so the diff aligns half as many tokens;
    # it is compared without it, so a word that moved to the end still matches.
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    if len(a) + len(b) > MAX_DIFF_TOKENS:
        return [(False, old, new)]
    matcher = difflib.SequenceMatcher(
        None, [t.strip() for t in a], [t.strip() for t in b], autojunk=False
    )
    return [
        (op == "equal", "".join(a[i1:i2]), "".join(b[j1:j2]))
        for op, i1, i2, j1, j2 in matcher.get_opcodes()
    ]


def word_diff(old: str, new: str) -> tuple[list[Segment], list[Segment]]:
    """Both answers as segments: words only in ``old`` marked removed, only in ``new`` added."""
    left: list[Segment] = []
    right: list[Segment] = []
    for shared, was, now in word_runs(old, new):
        _add(left, was, "same" if shared else "removed")
        _add(right, now, "same" if shared else "added")
    return left, right


def _add(parts: list[Segment], text: str, op: DiffOp) -> None:
    """Append, merging with the previous segment when it has the same marking."""
    if not text:
        return
    mark = None if op == "same" else op
    if parts and parts[-1].mark == mark:
        parts[-1] = Segment(parts[-1].text + text, mark)
    else:
        parts.append(Segment(text, mark))
