"""Fixtures of the harvest tests: the real CLI in process, logs and sets written to tmp."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from goldeneval.job.cli import main

# The real AgentOS and its session store, served as the AgentOS source's own tests serve
# them (fixtures for the command's end-to-end tests).
from tests.internal.test_harvest_agentos import agentos, db  # noqa: F401

SET_YAML = """\
- id: pt-syarat
  surface: public
  domain: badan-hukum-pt
  question: "Apa saja syarat mendirikan PT?"
  expected: {must_include: ["WNI"], must_not_include: [], rubric: ""}
- id: apostille-biaya
  surface: public
  domain: apostille
  question: "Berapa biaya apostille?"
  expected: {must_include: ["Rp"], must_not_include: [], rubric: ""}
- id: fidusia-jumlah
  surface: internal
  domain: fidusia
  question: "Berapa jumlah pendaftaran fidusia bulan ini?"
  expected: {must_include: [], must_not_include: [], rubric: "a count"}
- id: wasiat-percakapan
  surface: public
  domain: wasiat
  conversation:
    - question: "Bagaimana cara cek wasiat orang tua?"
      expected: {must_include: ["wasiat"], must_not_include: [], rubric: ""}
    - question: "Berapa biaya yayasan?"
      expected: {must_include: ["Rp"], must_not_include: [], rubric: ""}
"""


@dataclass(frozen=True)
class CliRun:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> Callable[..., CliRun]:
    """The real ``goldeneval`` entry point, in process, on a SQLite store in tmp."""
    monkeypatch.setenv("GOLDENEVAL_STORE", f"sqlite:///{tmp_path / 'history.db'}")

    def run(*argv: str) -> CliRun:
        code = main(list(argv))
        captured = capsys.readouterr()
        return CliRun(code, captured.out, captured.err)

    return run


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    path = tmp_path / "set.yaml"
    path.write_text(SET_YAML, encoding="utf-8")
    return path


def write_log(path: Path, rows: Iterable[object]) -> Path:
    """A JSON Lines log: mappings as JSON objects, strings as raw lines."""
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in rows]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def everything_written(out: str, err: str, work: Path, store: Path) -> str:
    """A harvest's stdout, stderr, ``WORK/h.json``, ``WORK/d.yaml`` and every row of every
    table of its SQLite store, as one text: where no personal detail may be."""
    written = [out, err, (work / "h.json").read_text(), (work / "d.yaml").read_text()]
    with sqlite3.connect(store) as conn:
        for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'"):
            written.append(repr(conn.execute(f'SELECT * FROM "{table}"').fetchall()))
    return "\n".join(written)
