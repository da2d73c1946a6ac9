"""A question log exported as CSV (docs/design.md §14.1): the dialect and the header.

Spreadsheets export CSV in the separator of their locale: a comma, a
semicolon (Indonesian and most European settings, where the comma is the
decimal mark) or a tab. The header row must name the ``question`` column, so
the separator is the one under which it does: each of the three splits the
header, and the one that yields a ``question`` name wins (more columns
first, then comma, semicolon, tab). When the header is that one name alone,
any of them would do for it, so the one that splits the fewest of the first
rows below it is taken: a question's own commas stay in the question. Quoting is the
spreadsheets' own (RFC 4180: double quotes, doubled inside). Header names
are read trimmed and case-insensitively (``Question``, `` question ``); a
UTF-8 byte order mark is skipped, and one of UTF-16 (what a spreadsheet's
"Unicode text" export starts with) says the text is UTF-16; bytes that are
not text in the encoding are replaced. A header without a ``question`` column is exit 2 naming the names
it holds.
"""

from __future__ import annotations

import codecs
import csv
import io
import itertools
from collections.abc import Iterator, Mapping
from typing import IO, Any

from goldeneval.model import InvalidInputError

SEPARATORS = (",", ";", "\t")
"""What may part the columns, in the order a tie is settled."""
SAMPLE_ROWS = 50
"""Lines below a one-column header looked at to choose a separator no question uses."""
QUESTION = "question"


class _Spreadsheet(csv.Dialect):
    """RFC 4180 quoting with the separator chosen per file."""

    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL
    strict = False


def _names(header: str, separator: str) -> list[str]:
    """The header's names split by ``separator``: trimmed, lowercase."""
    fields = next(csv.reader([header], _Spreadsheet, delimiter=separator), [])
    return [name.strip().lower() for name in fields]


def choose_separator(header: str, sample: list[str], path: str) -> str:
    """The separator under which ``header`` names a question column (exit 2 when none does)."""
    fitting = [s for s in SEPARATORS if QUESTION in _names(header, s)]
    if not fitting:
        raise InvalidInputError(_no_question_column(header, path))
    widest = max(len(_names(header, s)) for s in fitting)
    fitting = [s for s in fitting if len(_names(header, s)) == widest]
    if widest > 1 or len(fitting) == 1:
        return fitting[0]
    return min(fitting, key=lambda s: _rows_split(sample, s))


def _rows_split(sample: list[str], separator: str) -> int:
    """How many of the ``sample`` rows ``separator`` splits into more than one column."""
    return sum(len(row) > 1 for row in csv.reader(sample, _Spreadsheet, delimiter=separator))


def _no_question_column(header: str, path: str) -> str:
    found = max((_names(header, s) for s in SEPARATORS), key=len)
    shown = ", ".join(repr(n) for n in found[:12]) + (" …" if len(found) > 12 else "")
    hint = (
        "; it looks like JSON Lines: give --format jsonl (or name the file .jsonl)"
        if header.lstrip().startswith("{")
        else "; name the column that holds the users' questions 'question'"
    )
    return f"--log {path}: the CSV header has no 'question' column (found {shown}){hint}"


def _encoding(stream: IO[bytes]) -> str:
    """UTF-16 when the text starts with its byte order mark (a spreadsheet's "Unicode text"
    export), else UTF-8 (its byte order mark skipped)."""
    peek = getattr(stream, "peek", None)
    start = peek(2)[:2] if peek is not None else b""
    return "utf-16" if start in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE) else "utf-8-sig"


def csv_rows(stream: IO[bytes], path: str) -> Iterator[tuple[int, Mapping[str, Any]]]:
    """(line number, row by lowercase header name) for every row that holds anything;
    the header is the first non-blank line, and the line of a row is its first line."""
    text = io.TextIOWrapper(stream, encoding=_encoding(stream), errors="replace", newline="")
    lines = iter(text)
    header_line, header = 0, ""
    for raw in lines:
        header_line += 1
        if raw.strip():
            header = raw
            break
    if not header:
        return  # an empty file: no header, no rows
    sample = list(itertools.islice(lines, SAMPLE_ROWS))
    separator = choose_separator(header.rstrip("\r\n"), sample, path)
    columns: dict[str, int] = {}
    for index, name in enumerate(_names(header, separator)):
        columns.setdefault(name, index)  # a repeated name: its first column counts
    reader = csv.reader(itertools.chain(sample, lines), _Spreadsheet, delimiter=separator)
    before = 0
    for row in reader:
        line, before = header_line + before + 1, reader.line_num
        if any(value.strip() for value in row):
            yield line, {name: row[i] for name, i in columns.items() if i < len(row)}
