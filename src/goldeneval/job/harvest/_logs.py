"""The public chatbot's exported question log (docs/design.md §14.1): JSON Lines or CSV.

One question per JSON line (an object), or per CSV row under a header with the
same names (``_csv.py``: the separator, the header): ``question`` (required),
``answer``, ``at`` (ISO 8601; without a zone it is UTC), ``session``,
``surface``, ``feedback``; other keys are ignored. What a path holds is told by
its extension (``.csv``; ``.jsonl``, ``.ndjson``, ``.json``), else by
``--format``, else it is JSON Lines; standard input (``-``) has no extension.
A gzip-compressed log (``week.jsonl.gz``, or a pipe) is read as what it holds,
known by its first bytes. Blank lines are skipped. A line that cannot be used
is dropped and counted by reason with its place; it never stops the harvest.

The side fields never cost a question: ``surface`` and ``feedback`` are read
trimmed and case-insensitively, ``surface`` ``public`` (also when absent or
empty) or ``internal``, ``feedback`` a vote in the forms of :data:`VOTES`. A
value neither is left out, counted per field with its place, and its question
kept (as ``public`` for a surface). The question, answer and session are
de-identified before a ``Question`` exists.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import re
import sys
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import IO, Any, cast

from goldeneval.job.harvest._csv import csv_rows
from goldeneval.job.harvest._source import (
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
from goldeneval.model import (
    SURFACES,
    Feedback,
    InvalidInputError,
    LogLine,
    Question,
    Surface,
    Window,
)
from goldeneval.traffic import deidentify

STDIN = "-"
"""The path that means standard input."""
PROGRESS_EVERY = 10_000
"""Lines between two progress calls."""
EXTENSIONS = {".csv": "csv", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl"}
"""The extensions that say what a log holds (after a ``.gz``, which says it is compressed)."""
GZIP_MAGIC = b"\x1f\x8b"

VOTES: dict[str, Feedback | None] = {
    **dict.fromkeys(("up", "+1", "1", "👍", "thumbsup", "thumbup", "positive", "like"), "up"),
    **dict.fromkeys(("down", "-1", "👎", "thumbsdown", "thumbdown", "negative", "dislike"), "down"),
    **dict.fromkeys(("", "0", "none", "null"), None),
}
"""How a ``feedback`` is read, after trimming, lowercasing, dropping ``:`` around it
(``:thumbsup:``), emoji modifiers (skin tones) and, but in ``+1`` / ``-1``, spaces,
dashes and underscores (``thumbs_up``, ``Thumbs-Up``). A JSON number is read as its text
(``1`` up, ``-1`` down, ``0`` none). ``None``: no vote."""
_EMOJI_MODIFIERS = re.compile("[\ufe0e\ufe0f\U0001f3fb-\U0001f3ff]")
_JOINERS = re.compile(r"[\s_\-]+")


def format_of(path: str, given: str | None) -> str:
    """What ``path`` holds: its extension says, else ``--format``, else JSON Lines."""
    name = path.lower().removesuffix(".gz")
    told = next((f for ext, f in EXTENSIONS.items() if name.endswith(ext)), None)
    return told or given or "jsonl"


def read_logs(
    paths: Sequence[str],
    window: Window,
    *,
    stdin: IO[bytes] | None = None,
    progress: Callable[[int], None] | None = None,
    log_format: str | None = None,
) -> SourceRead:
    """Every log in ``paths``, in order, merged; an unreadable one is exit 2 naming it.
    ``log_format`` (``--format``) says what the paths whose extension says nothing hold."""
    if sum(p == STDIN for p in paths) > 1:
        raise InvalidInputError("--log - (standard input) can be given once only")
    total = SourceRead()
    for path in paths:
        read = read_log(path, window, stdin=stdin, progress=progress, log_format=log_format)
        total.merge(read)
    return total


def read_log(
    path: str,
    window: Window,
    *,
    stdin: IO[bytes] | None = None,
    progress: Callable[[int], None] | None = None,
    log_format: str | None = None,
) -> SourceRead:
    """One log's questions, drops and side fields left out."""
    out = SourceRead()
    csv_log = format_of(path, log_format) == "csv"
    try:
        if path == STDIN:
            _read_stream(path, stdin or sys.stdin.buffer, csv_log, window, out, progress)
        else:
            with open(path, "rb") as stream:
                _read_stream(path, stream, csv_log, window, out, progress)
    except FileNotFoundError:
        raise InvalidInputError(f"--log {path}: file not found") from None
    except IsADirectoryError:
        raise InvalidInputError(f"--log {path} is a directory; give a log file") from None
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise InvalidInputError(
            f"--log {path}: the gzip data is damaged or cut short ({exc}); compress it again"
        ) from None
    except OSError as exc:
        raise InvalidInputError(f"--log {path}: cannot read the file ({exc.strerror})") from None
    except csv.Error as exc:
        raise InvalidInputError(f"--log {path}: not readable as CSV ({exc})") from None
    return out


def _unpacked(stream: IO[bytes]) -> IO[bytes]:
    """The stream, decompressed when it starts as gzip data does."""
    if not hasattr(stream, "peek"):  # an in-memory stream: buffered to look ahead
        stream = cast(IO[bytes], io.BufferedReader(cast(io.RawIOBase, stream)))
    if stream.peek(2)[:2] == GZIP_MAGIC:  # type: ignore[attr-defined]
        return cast(IO[bytes], gzip.GzipFile(fileobj=stream, mode="rb"))
    return stream


def _read_stream(
    path: str,
    stream: IO[bytes],
    csv_log: bool,
    window: Window,
    out: SourceRead,
    progress: Callable[[int], None] | None,
) -> None:
    stream = _unpacked(stream)
    rows = csv_rows(stream, path) if csv_log else _json_rows(stream)
    for line, row in rows:
        out.read += 1
        if progress is not None and out.read % PROGRESS_EVERY == 0:
            progress(PROGRESS_EVERY)
        left_out: list[str] = []
        found = question_from(row, LogLine(path, line), window, left_out)
        if isinstance(found, Question):
            out.questions.append(found)
            for side_field in left_out:
                out.ignore(side_field, f"{path}:{line}")
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


def question_from(
    row: Mapping[str, Any] | str,
    where: LogLine,
    window: Window,
    left_out: list[str] | None = None,
) -> Question | str:
    """The de-identified question of one log record, or the reason it is dropped; a side
    field that cannot be read is left out, and its name added to ``left_out``."""
    left_out = [] if left_out is None else left_out
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
    if not in_window(at, window):
        return OUTSIDE_WINDOW
    surface = _surface(row.get("surface"))
    if surface is None:
        left_out.append("surface")
    readable, feedback = _feedback(row.get("feedback"))
    if not readable:
        left_out.append("feedback")
    answer, session = row.get("answer"), row.get("session")
    return Question(
        text=deidentify(question.strip()),  # cleaned above, for the emptiness check
        surface=surface or "public",
        source=where,
        at=at,
        session=safe_text(str(session)) if isinstance(session, str | int) else None,
        answer=safe_text(answer) if isinstance(answer, str) and answer.strip() else None,
        feedback=feedback,
    )


def _surface(value: Any) -> Surface | None:
    """The surface named (``public`` when none is), or None when it names neither."""
    name = value.strip().lower() if isinstance(value, str) else value
    if name is None or name == "":
        return "public"
    return next((s for s in SURFACES if s == name), None)


def _feedback(value: Any) -> tuple[bool, Feedback | None]:
    """(whether the value is one of :data:`VOTES`, the vote: None for no vote)."""
    if isinstance(value, bool) or not isinstance(value, str | int | float | None):
        return False, None
    if value is None:
        return True, None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = _EMOJI_MODIFIERS.sub("", str(value)).strip().lower().strip(":").strip()
    key = text if text in ("+1", "-1") else _JOINERS.sub("", text)
    return key in VOTES, VOTES.get(key)


def _time(value: Any) -> datetime | None:
    """The time, UTC; None when there is none; ValueError when it is not ISO 8601."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ValueError("not a string")
    at = datetime.fromisoformat(value.strip())
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
