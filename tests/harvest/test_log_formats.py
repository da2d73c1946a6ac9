"""What a log holds, however it was exported (docs/design.md §14.1): the side fields in
every form people write them, CSV in a spreadsheet's dialect, and gzip-compressed logs."""

from __future__ import annotations

import csv
import gzip
import io
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.job.harvest._logs import read_log
from goldeneval.job.harvest._source import clean
from goldeneval.model import InvalidInputError, Window
from goldeneval.traffic import deidentify

EVERYTHING = Window(None, None)
UP = [
    "up",
    "UP",
    " Up ",
    "+1",
    "1",
    "👍",
    "👍🏽",
    "👍\ufe0f",
    "thumbs_up",
    "Thumbs-Up",
    ":thumbsup:",
]
DOWN = ["down", " DOWN", "-1", "👎", "👎🏿", "thumbs_down", "THUMBS DOWN", "negative"]
NO_VOTE = ["", "  ", "0", "none", "null"]
SURFACE = {"public": ["public", "Public ", " PUBLIC", ""], "internal": ["internal", "INTERNAL "]}


def spaced(word: str) -> st.SearchStrategy[str]:
    """``word`` with any capitals and spaces around it, as a spreadsheet user types it."""
    cases = st.sampled_from([word, word.upper(), word.capitalize()])
    pad = st.sampled_from(["", " ", "  "])  # a tab would be a column of a tab-separated file
    return st.builds(lambda a, w, b: a + w + b, pad, cases, pad)


def read_jsonl(records: list[dict[str, Any]]) -> Any:
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode()
    return read_log("-", EVERYTHING, stdin=io.BytesIO(data))


@given(
    st.sampled_from(
        [(v, "up") for v in UP] + [(v, "down") for v in DOWN] + [(v, None) for v in NO_VOTE]
    )
)
def test_every_form_of_a_vote_is_read(vote: tuple[str, str | None]) -> None:
    typed, meant = vote
    found = read_jsonl([{"question": "syarat PT?", "feedback": typed}])
    assert [q.feedback for q in found.questions] == [meant]
    assert not found.ignored and not found.dropped


@given(st.sampled_from([(1, "up"), (-1, "down"), (0, None), (1.0, "up"), (None, None)]))
def test_a_vote_as_a_json_number(vote: tuple[Any, str | None]) -> None:
    found = read_jsonl([{"question": "syarat PT?", "feedback": vote[0]}])
    assert [q.feedback for q in found.questions] == [vote[1]]


UNREADABLE = (
    st.text("xyzq?!# ", min_size=1).filter(str.strip)
    | st.integers().filter(lambda n: n not in (-1, 0, 1))
    | st.booleans()
    | st.lists(st.integers(), max_size=2)
)
"""Values that are neither a vote nor a surface."""
VOTE = st.sampled_from(UP + DOWN + NO_VOTE).map(lambda v: (v, True)) | UNREADABLE.map(
    lambda v: (v, False)
)
PLACE = st.sampled_from([v for vs in SURFACE.values() for v in vs]).map(lambda v: (v, True)) | (
    UNREADABLE.map(lambda v: (v, False))
)


@settings(max_examples=200)
@given(st.lists(st.tuples(VOTE, PLACE), min_size=1, max_size=6))
def test_an_unreadable_side_field_keeps_its_question(
    sides: list[tuple[tuple[Any, bool], tuple[Any, bool]]],
) -> None:
    """Whatever a vote or a surface holds, the question is kept; what is no vote (or no
    surface) is left out and counted, with its line (the first few)."""
    records = [
        {"question": f"syarat PT {n}?", "feedback": f, "surface": s}
        for n, ((f, _), (s, _)) in enumerate(sides)
    ]
    found = read_jsonl(records)
    assert len(found.questions) == len(records) and not found.dropped
    bad_votes = [n for n, ((_, ok), _) in enumerate(sides, 1) if not ok]
    bad_places = [n for n, (_, (_, ok)) in enumerate(sides, 1) if not ok]
    assert found.ignored["feedback"] == len(bad_votes)
    assert found.ignored["surface"] == len(bad_places)
    assert found.ignored_at.get("feedback", []) == [f"-:{n}" for n in bad_votes]
    for n, question in enumerate(found.questions, 1):
        if n in bad_votes:
            assert question.feedback is None
        if n in bad_places:
            assert question.surface == "public"


# ---------------------------------------------------------------- CSV

QUESTION_TEXT = st.text(
    # Python's writer leaves a lone CR unquoted (spreadsheets quote it): not ours to test.
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\r"),
    min_size=1,
).filter(lambda t: bool(clean(t).strip()))
ROW = st.fixed_dictionaries(
    {"question": QUESTION_TEXT},
    optional={
        "feedback": st.sampled_from(UP + DOWN + NO_VOTE),
        "surface": st.sampled_from([v for vs in SURFACE.values() for v in vs]),
        # A file holds UTF-8: a lone surrogate cannot be written into one.
        "answer": st.text(
            st.characters(blacklist_categories=("Cs",), blacklist_characters="\r"), max_size=20
        ),
    },
)


@st.composite
def table(draw: st.DrawFn) -> tuple[bytes, list[dict[str, str]]]:
    """A spreadsheet's export: a separator, header names in any case and spacing, a BOM or
    not, either line ending; and the rows written."""
    rows = draw(st.lists(ROW, min_size=1, max_size=8))
    names = ["question", *sorted({k for r in rows for k in r} - {"question"})]
    names = draw(st.permutations(names))
    header = [draw(spaced(n)) for n in names]
    separator = draw(st.sampled_from([",", ";", "\t"]))
    out = io.StringIO()
    writer = csv.writer(
        out, delimiter=separator, lineterminator=draw(st.sampled_from(["\n", "\r\n"]))
    )
    writer.writerow(header)
    for row in rows:
        writer.writerow([row.get(n, "") for n in names])
    bom = b"\xef\xbb\xbf" if draw(st.booleans()) else b""
    return bom + out.getvalue().encode(), rows


@settings(max_examples=300)
@given(table())
def test_a_spreadsheet_table_reads_back_to_its_questions(
    written: tuple[bytes, list[dict[str, str]]],
) -> None:
    data, rows = written
    found = read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format="csv")
    assert not found.dropped and not found.ignored
    assert [q.text for q in found.questions] == [
        deidentify(clean(r["question"]).strip()) for r in rows
    ]
    for row, question in zip(rows, found.questions, strict=True):
        surface = row.get("surface", "").strip().lower() or "public"
        vote = row.get("feedback", "")
        assert question.surface == surface
        assert question.feedback == ("up" if vote in UP else "down" if vote in DOWN else None)


def test_a_semicolon_export_keeps_the_commas_of_its_questions() -> None:
    data = (
        "\ufeffWaktu;  Question ;Feedback\r\n"
        "2025-03-03T08:00:00Z;syarat PT, apa aja?;👍\r\n"
        "\r\n"
        '2025-03-03T09:00:00Z;"biaya; resmi";Thumbs_Down\r\n'
    ).encode()
    found = read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format="csv")
    assert [(q.text, q.feedback, q.source.line) for q in found.questions] == [  # type: ignore[union-attr]
        ("syarat PT, apa aja?", "up", 2),
        ("biaya; resmi", "down", 4),
    ]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_unicode_text_export_is_read_as_utf_16(encoding: str) -> None:
    """A spreadsheet's "Unicode text": UTF-16 with its byte order mark, tab-separated."""
    text = "Question\tFeedback\r\nsyarat pendirian PT, apa aja?\t👍\r\n"
    bom = {"utf-16-le": "\ufeff", "utf-16-be": "\ufeff"}.get(encoding, "")
    data = (bom + text).encode(encoding)
    found = read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format="csv")
    assert [(q.text, q.feedback) for q in found.questions] == [
        ("syarat pendirian PT, apa aja?", "up")
    ]


def test_a_one_column_export_takes_the_separator_its_questions_do_not_split_on() -> None:
    data = b'question\nsyarat PT, apa aja?\n"biaya, resmi; berapa"\ncara daftar; online\n'
    found = read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format="csv")
    assert [q.text for q in found.questions] == [
        "syarat PT, apa aja?",
        "biaya, resmi; berapa",
        "cara daftar; online",
    ]


@pytest.mark.parametrize(
    ("header", "shown"),
    [
        ("pertanyaan;jawaban;waktu", "'pertanyaan', 'jawaban', 'waktu'"),
        ("at,text,answer", "'at', 'text', 'answer'"),
        ('{"question": "syarat PT?"}', "looks like JSON Lines"),
    ],
)
def test_a_header_without_a_question_column_is_invalid_input_naming_it(
    header: str, shown: str
) -> None:
    data = f"{header}\nsyarat PT?;x;y\n".encode()
    with pytest.raises(InvalidInputError) as raised:
        read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format="csv")
    assert "--log -: the CSV header has no 'question' column" in str(raised.value)
    assert shown in str(raised.value)


# ---------------------------------------------------------------- gzip


@settings(max_examples=100)
@given(st.lists(ROW, max_size=6), st.booleans())
def test_a_compressed_log_reads_as_what_it_holds(rows: list[dict[str, str]], as_csv: bool) -> None:
    if as_csv:
        out = io.StringIO()
        writer = csv.DictWriter(out, ["question", "feedback", "surface", "answer"])
        writer.writeheader()
        writer.writerows(rows)
        data = out.getvalue().encode()
    else:
        data = "".join(json.dumps(r) + "\n" for r in rows).encode()
    fmt = "csv" if as_csv else None
    plain = read_log("-", EVERYTHING, stdin=io.BytesIO(data), log_format=fmt)
    packed = read_log("-", EVERYTHING, stdin=io.BytesIO(gzip.compress(data)), log_format=fmt)
    assert packed == plain


@given(st.binary(min_size=1, max_size=200), st.data())
def test_damaged_gzip_is_invalid_input(payload: bytes, data: st.DataObject) -> None:
    packed = gzip.compress(b'{"question": "syarat PT?"}\n' + payload)
    cut = data.draw(st.integers(2, len(packed) - 1))
    with pytest.raises(InvalidInputError, match="the gzip data is damaged or cut short"):
        read_log("-", EVERYTHING, stdin=io.BytesIO(packed[:cut]))
