"""No personal detail leaves a harvest, third pass (docs/design.md §14.2): phone numbers
joined by underscores, spelled-out e-mail addresses and passport numbers, planted in a
compressed spreadsheet export, appear in no output, drafts file or store row."""

from __future__ import annotations

import contextlib
import csv
import gzip
import io
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.job.cli import main
from tests.harvest.conftest import everything_written

LETTERS = st.text(st.sampled_from("bcdfghjklmnpqrstvwxz"), min_size=6, max_size=6)
DIGITS = st.text(st.sampled_from("0123456789"), min_size=7, max_size=7)


@st.composite
def detail(draw: st.DrawFn) -> tuple[str, list[str]]:
    """(a detail as typed, the parts of it that must appear nowhere)."""
    kind = draw(st.sampled_from(["underscores", "spelled", "paspor"]))
    if kind == "underscores":
        body = "0812" + draw(DIGITS) + draw(st.sampled_from(["1", "12", "123"]))
        typed = "_".join(body[i : i + 4] for i in range(0, len(body), 4))
        return typed, [body]
    if kind == "spelled":
        user, host = "w" + draw(LETTERS), "k" + draw(LETTERS)
        at = draw(st.sampled_from(["[at]", "(at)", "at", "AT", "{at}"]))
        dot = draw(st.sampled_from(["[dot]", "(dot)", "dot", "titik"]))
        return f"{user} {at} {host} {dot} com", [user, host]
    number = draw(st.sampled_from("ABC")) + draw(DIGITS)
    word = draw(st.sampled_from(["paspor", "no paspor", "passport no.", "Paspor saya"]))
    return f"{word} {number}", [number[1:]]


QUESTIONS = ["syarat pendirian PT", "biaya apostille", "cara daftar fidusia online"]
SET_YAML = (
    "- id: pt\n  surface: public\n  domain: pt\n  question: syarat pendirian PT\n"
    "  expected: {must_include: [x], must_not_include: [], rubric: ''}\n"
)


@settings(max_examples=12, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(st.tuples(st.sampled_from(QUESTIONS), detail()), min_size=1, max_size=5), detail())
def test_third_pass_details_appear_nowhere(
    rows: list[tuple[str, tuple[str, list[str]]]], answer: tuple[str, list[str]]
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        table = io.StringIO()
        writer = csv.writer(table, delimiter=";")
        writer.writerow(["Question", "Answer", "Session"])
        for question, (typed, _) in rows:
            writer.writerow([f"{question} {typed}", f"hubungi {answer[0]}", typed])
        log = work / "export.csv.gz"
        log.write_bytes(gzip.compress(table.getvalue().encode()))
        (work / "set.yaml").write_text(SET_YAML, encoding="utf-8")
        db = work / "h.db"
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(
                [
                    *("harvest", "--set", str(work / "set.yaml"), "--log", str(log)),
                    *("--store", f"sqlite:///{db}", "--json", str(work / "h.json")),
                    *("--drafts", str(work / "d.yaml"), "--top", "50"),
                ]
            )
        assert code == 0, err.getvalue()
        everything = everything_written(out.getvalue(), err.getvalue(), work, db)
        assert f"{len(rows)} questions kept" in out.getvalue() or len(rows) == 1
        for secret in [s for _, (_, secrets) in rows for s in secrets] + answer[1]:
            assert secret not in everything and secret not in everything.replace("_", "")
