"""The public chatbot's exported question log (docs/design.md §14.1): JSON Lines or CSV.

One question per JSON line (an object), or per CSV row under a header with the
same names: ``question`` (required), ``answer``, ``at`` (ISO 8601; without a
zone it is UTC), ``session``, ``surface`` (``public`` unless it says
``internal``), ``feedback`` (``up``, ``down`` or empty); other keys are
ignored. A ``.csv`` path is read as CSV, anything else (and ``-``, standard
input) as JSON Lines. Blank lines are skipped. A line that cannot be used is
dropped and counted by reason with its place; it never stops the harvest. The
question, answer and session are de-identified before a ``Question`` exists.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import IO, Any

from goldeneval.job.harvest._source import (
    BAD_FEEDBACK,
    BAD_SURFACE,
    BAD_TIME,
    NO_QUESTION,
    NOT_AN_OBJECT,
    NOT_JSON,
    NOT_UTF8,
    OUTSIDE_WINDOW,
    SourceRead,
    clean,
    in_window,
    safe_text,
)
from goldeneval.model import SURFACES, InvalidInputError, LogLine, Question, Window
from goldeneval.traffic import deidentify

STDIN = "-"
"""The path that means standard input."""
PROGRESS_EVERY = 10_000
"""Lines between two progress calls."""


def read_logs(
    paths: Sequence[str],
    window: Window,
    *,
    stdin: IO[bytes] | None = None,
    progress: Callable[[int], None] | None = None,
) -> SourceRead:
    """Every log in ``paths``, in order, merged; an unreadable one is exit 2 naming it."""
    if sum(p == STDIN for p in paths) > 1:
        raise InvalidInputError("--log - (standard input) can be given once only")
    total = SourceRead()
    for path in paths:
        total.merge(read_log(path, window, stdin=stdin, progress=progress))
    return total


def read_log(
    path: str,
    window: Window,
    *,
    stdin: IO[bytes] | None = None,
    progress: Callable[[int], None] | None = None,
) -> SourceRead:
    """One log's questions and drops."""
    out = SourceRead()
    try:
        if path == STDIN:
            _read_stream(path, stdin or sys.stdin.buffer, window, out, progress)
        else:
            with open(path, "rb") as stream:
                _read_stream(path, stream, window, out, progress)
    except FileNotFoundError:
        raise InvalidInputError(f"--log {path}: file not found") from None
    except IsADirectoryError:
        raise InvalidInputError(f"--log {path} is a directory; give a log file") from None
    except OSError as exc:
        raise InvalidInputError(f"--log {path}: cannot read the file ({exc.strerror})") from None
    except csv.Error as exc:
        raise InvalidInputError(f"--log {path}: not readable as CSV ({exc})") from None
    return out


def _read_stream(
    path: str,
    stream: IO[bytes],
    window: Window,
    out: SourceRead,
    progress: Callable[[int], None] | None,
) -> None:
    rows = _csv_rows(stream) if path.lower().endswith(".csv") else _json_rows(stream)
    for line, row in rows:
        out.read += 1
        if progress is not None and out.read % PROGRESS_EVERY == 0:
            progress(PROGRESS_EVERY)
        found = question_from(row, LogLine(path, line), window)
        if isinstance(found, Question):
            out.questions.append(found)
        else:
            out.drop(found, f"{path}:{line}")
    if progress is not None:
        progress(out.read % PROGRESS_EVERY)


def _json_rows(stream: IO[bytes]) -> Iterator[tuple[int, Mapping[str, Any] | str]]:
    """(line number, object or the reason it is none) for every non-blank line."""
    for number, raw in enumerate(stream, 1):
        if not raw.strip():
            continue
        try:
            text = raw.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError:
            yield number, NOT_UTF8
            continue
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):  # a line nested too deep is no JSON to us
            yield number, NOT_JSON
            continue
        yield number, value if isinstance(value, dict) else NOT_AN_OBJECT


def _csv_rows(stream: IO[bytes]) -> Iterator[tuple[int, Mapping[str, Any] | str]]:
    """(line number, row) for every non-blank row; the header is line 1."""
    text = io.TextIOWrapper(stream, encoding="utf-8-sig", errors="replace", newline="")
    reader = csv.DictReader(text)
    start = 1
    for row in reader:
        line, start = start + 1, reader.line_num
        if any(v and str(v).strip() for k, v in row.items() if k is not None):
            yield line, row


def question_from(row: Mapping[str, Any] | str, where: LogLine, window: Window) -> Question | str:
    """The de-identified question of one log record, or the reason it is dropped."""
    if isinstance(row, str):
        return row
    question = row.get("question")
    if isinstance(question, str):
        question = clean(question)
    if not isinstance(question, str) or not question.strip():
        return NO_QUESTION
    try:
        at = _time(row.get("at"))
    except ValueError:
        return BAD_TIME
    surface = row.get("surface") or "public"
    if surface not in SURFACES:
        return BAD_SURFACE
    feedback = row.get("feedback") or None
    if feedback not in (None, "up", "down"):
        return BAD_FEEDBACK
    if not in_window(at, window):
        return OUTSIDE_WINDOW
    answer, session = row.get("answer"), row.get("session")
    return Question(
        text=deidentify(question.strip()),  # cleaned above, for the emptiness check
        surface=surface,
        source=where,
        at=at,
        session=safe_text(str(session)) if isinstance(session, str | int) else None,
        answer=safe_text(answer) if isinstance(answer, str) and answer.strip() else None,
        feedback=feedback,
    )


def _time(value: Any) -> datetime | None:
    """The time, UTC; None when there is none; ValueError when it is not ISO 8601."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ValueError("not a string")
    at = datetime.fromisoformat(value.strip())
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
