"""``goldeneval harvest`` as a user types it, in a subprocess: compressed logs, spreadsheet
CSV, ``--format`` for standard input and odd extensions, and a CSV without a question."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.harvest.conftest import CliRun

SEMICOLON_CSV = (
    "\ufeffWaktu ; QUESTION;Feedback;surface\r\n"
    "2025-03-03T08:00:00Z;Apa saja syarat mendirikan PT, kak?;👍;Public\r\n"
    "2025-03-03T09:00:00Z;berapa biaya apostille;thumbs_down;\r\n"
    "2025-03-03T10:00:00Z;cara daftar fidusia online;meh;staff\r\n"
)
JSONL = (
    '{"question": "Apa saja syarat mendirikan PT?", "feedback": "+1"}\n'
    '{"question": "biaya apostille berapa", "feedback": "DOWN", "surface": " Internal "}\n'
)


def goldeneval(tmp_path: Path, *argv: str, stdin: bytes = b"") -> CliRun:
    """The installed command in a subprocess, its store a SQLite file in ``tmp_path``."""
    env = {**os.environ, "GOLDENEVAL_STORE": f"sqlite:///{tmp_path / 'history.db'}"}
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", *argv, "--no-progress"],
        input=stdin,
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
    )
    return CliRun(proc.returncode, proc.stdout.decode(), proc.stderr.decode())


def harvested(run: CliRun) -> dict[str, object]:
    assert run.code == 0, run.err
    assert "Traceback" not in run.err
    return dict(json.loads(run.out))


def test_compressed_logs_are_read_as_what_they_hold(golden: Path, tmp_path: Path) -> None:
    week_csv = tmp_path / "week.csv.gz"
    week_csv.write_bytes(gzip.compress(SEMICOLON_CSV.encode()))
    week_jsonl = tmp_path / "week.jsonl.gz"
    week_jsonl.write_bytes(gzip.compress(JSONL.encode()))
    args = ("harvest", "--set", str(golden), "--log", str(week_csv), "--log", str(week_jsonl))
    data = harvested(goldeneval(tmp_path, *args, "--json", "-"))
    assert (data["read"], data["kept"], data["dropped"]) == (5, 5, {})
    assert data["ignored"] == {"feedback": 1, "surface": 1}
    groups: list[dict[str, Any]] = data["groups"]  # type: ignore[assignment]
    pt = next(g for g in groups if g["covered_by"] == "pt-syarat")
    assert pt["count"] == 2 and pt["feedback"] == {"up": 2, "down": 0}  # 👍 and +1
    internal = next(g for g in groups if g["surface"] == "internal")
    assert internal["phrasings"] == [{"text": "biaya apostille berapa", "count": 1}]
    apostille = next(g for g in groups if g["covered_by"] == "apostille-biaya")
    assert apostille["surface"] == "public" and apostille["feedback"]["down"] == 1
    text = goldeneval(tmp_path, *args)
    assert text.code == 0, text.err
    assert "ignored 1 feedback value (not a vote" in text.out and f"{week_csv}:4" in text.out


def test_format_tells_what_standard_input_and_an_odd_extension_hold(
    golden: Path, tmp_path: Path
) -> None:
    piped = goldeneval(
        tmp_path,
        *("harvest", "--set", str(golden), "--log", "-", "--format", "csv", "--json", "-"),
        stdin=gzip.compress(SEMICOLON_CSV.encode()),
    )
    assert harvested(piped)["kept"] == 3
    export = tmp_path / "export.txt"
    export.write_text(SEMICOLON_CSV, encoding="utf-8")
    args = ("harvest", "--set", str(golden), "--log", str(export), "--json", "-")
    assert harvested(goldeneval(tmp_path, *args, "--format", "csv"))["kept"] == 3
    as_jsonl = goldeneval(tmp_path, *args)  # without --format: JSON Lines, every line bad
    assert as_jsonl.code == 2 and "not-json" in as_jsonl.err
    assert "a CSV export needs the .csv extension or --format csv" in as_jsonl.err
    wrong = goldeneval(tmp_path, *args, "--format", "xlsx")
    assert wrong.code == 2 and "invalid choice: 'xlsx'" in wrong.err


def test_a_csv_without_a_question_column_is_exit_2_naming_its_header(
    golden: Path, tmp_path: Path
) -> None:
    export = tmp_path / "export.csv"
    export.write_text("waktu;pertanyaan;jawaban\n2025-03-03;syarat PT?;-\n", encoding="utf-8")
    run = goldeneval(tmp_path, "harvest", "--set", str(golden), "--log", str(export))
    assert run.code == 2, run.err
    assert (
        f"--log {export}: the CSV header has no 'question' column "
        "(found 'waktu', 'pertanyaan', 'jawaban')" in run.err
    )
    assert "Traceback" not in run.err and run.out == ""
    assert not (tmp_path / "history.db").exists()  # nothing stored
