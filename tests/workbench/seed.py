"""A suite's history as the evaluator would have stored it, for the workbench's tests.

Two finished runs of a six-item golden set: the first passed everything
(the baselines), the second escalated three answers to an SME (the review
queue), failed one and passed the rest. Results carry what a real run
stores: answer and contract digests, the judge's split votes, confidence.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import (
    Counts,
    GateVerdict,
    Item,
    ItemResult,
    JudgeSample,
    JudgeStatus,
    Outcome,
    ToolCall,
)
from goldeneval.store import RunStart, RunStatus, Store, open_store
from goldeneval.verdict import contract_digest

SUITE = "tanya-prod"

SET_TEXT = """\
# The golden set of Tanya AHU (public chatbot) and the internal agent.
# Kept in Git; SMEs review every change.

- id: pt-syarat-01
  surface: public
  domain: pt
  question: "Apa syarat mendirikan PT perorangan?"
  expected:
    must_include:
      - surat pernyataan pendirian
      - NIK
    must_not_include: ["akta notaris wajib"]
    rubric: >-
      Menyebut surat pernyataan pendirian dan NIK pendiri.
  verified: true

- id: fidusia-biaya-02
  surface: public
  domain: fidusia
  question: 'Berapa biaya pendaftaran jaminan fidusia?'
  expected:
    must_include: [PNBP]
    must_not_include: []
    rubric: ""
  verified: true  # checked by the fidusia team

- id: cv-daftar-03
  surface: public
  domain: cv
  question: "Di mana CV didaftarkan?"
  expected:
    must_include: [SABU]
    must_not_include: []
    rubric: ""
  verified: true

- id: yayasan-nama-04
  surface: public
  domain: yayasan
  question: "Bagaimana cara memesan nama yayasan?"
  expected:
    must_include: [pemesanan nama]
    must_not_include: []
    rubric: ""
  verified: true

- id: akta-salinan-05
  surface: public
  domain: pt
  question: "Bagaimana meminta salinan akta pendirian?"
  expected:
    must_include: [notaris]
    must_not_include: []
    rubric: ""
  verified: false

- id: internal-fidusia-06
  surface: internal
  domain: fidusia
  question: "Berapa pendaftaran fidusia bulan ini?"
  expected:
    must_include: [pendaftaran]
    must_not_include: []
    rubric: ""
    tools:
      must_call: [count_rows]
  verified: true
"""

ANSWERS_THEN = {
    "pt-syarat-01": "Syaratnya surat pernyataan pendirian dan NIK pendiri, lalu daftar di AHU Online.",
    "fidusia-biaya-02": "Biayanya mengikuti tarif PNBP yang berlaku.",
    "cv-daftar-03": "CV didaftarkan melalui SABU di AHU Online.",
    "yayasan-nama-04": "Lakukan pemesanan nama lewat AHU Online.",
    "akta-salinan-05": "Minta salinan kepada notaris yang membuat akta.",
    "internal-fidusia-06": "Ada 120 pendaftaran fidusia bulan ini.",
}
ANSWERS_NOW = {
    "pt-syarat-01": "Syaratnya surat pernyataan pendirian dan NIK pendiri, lalu bayar PNBP di AHU Online.",
    "fidusia-biaya-02": "Biayanya sesuai PNBP, kira-kira lima puluh ribu rupiah.",
    "cv-daftar-03": "CV didaftarkan lewat SABU.",
    "yayasan-nama-04": "Silakan ke kantor notaris.",
    "akta-salinan-05": "Minta salinan kepada notaris yang membuat akta.",
    "internal-fidusia-06": "Ada 118 pendaftaran fidusia bulan ini.",
}
ESCALATED = ("pt-syarat-01", "fidusia-biaya-02", "cv-daftar-03")
"""The review queue of the second run, in the set's order."""


def write_set(folder: Path, text: str = SET_TEXT) -> Path:
    path = folder / "golden-set.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _result(run_id: str, item: Item, answer: str, outcome: Outcome, line: int) -> ItemResult:
    votes: tuple[JudgeSample, ...] = (JudgeSample(0.9, True),)
    confidence = 1.0
    if outcome is Outcome.ESCALATED:
        votes = (JudgeSample(0.8, True), JudgeSample(0.35, False), JudgeSample(0.75, True))
        confidence = 0.67
    passed = outcome is not Outcome.FAILED
    tools: tuple[ToolCall, ...] = ()
    if item.surface == "internal":
        tools = (ToolCall("count_rows", {"table": "fidusia", "month": "2026-11"}, "118"),)
    return ItemResult(
        run_id=run_id,
        item_id=item.id,
        surface=item.surface,
        domain=item.domain,
        verified=item.verified,
        question=item.question,
        outcome=outcome,
        judge_status=JudgeStatus.OK,
        answer=answer,
        correctness=0.8 if passed else 0.2,
        judge_pass=passed,
        judge_reason="Menyebut syarat utama." if passed else "Tidak menyebut pemesanan nama.",
        set_line=line,
        contract_digest=contract_digest(item),
        judge_model="qwen2.5-32b-instruct",
        samples=votes,
        confidence=confidence,
        tools=tools,
        started_at=1_764_000_000.0,
        finished_at=1_764_000_002.0,
    )


def _run(store: Store, run_id: str, results: Sequence[ItemResult], at: float, digest: str) -> None:
    store.begin_run(RunStart(run_id, SUITE, digest, "golden-set.yaml", at, 0.8, 0.7, False, 1))
    store.save_results(results)
    passed = sum(r.outcome is Outcome.PASSED for r in results)
    failed = sum(r.outcome is Outcome.FAILED for r in results)
    store.finish_run(
        run_id,
        status=RunStatus.FINISHED,
        finished_at=at + 60,
        counts=Counts(items=len(results), scored=len(results), passed=passed, failed=failed),
        gate=GateVerdict(failed == 0, ()),
        regressions=[],
    )


def seed(dsn: str, set_path: Path, answers: dict[str, str] | None = None) -> None:
    """Two runs of the set at ``set_path`` in the store at ``dsn``."""
    golden = parse_golden_set(set_path.read_text(encoding="utf-8"), str(set_path))
    now = {**ANSWERS_NOW, **(answers or {})}
    store = open_store(dsn)
    try:
        first = [
            _result("run-1", i, ANSWERS_THEN[i.id], Outcome.PASSED, n)
            for n, i in enumerate(golden.items)
        ]
        _run(store, "run-1", first, 1_764_000_000.0, golden.digest)
        outcome = {i: Outcome.ESCALATED for i in ESCALATED} | {"yayasan-nama-04": Outcome.FAILED}
        second = [
            _result("run-2", i, now[i.id], outcome.get(i.id, Outcome.PASSED), n)
            for n, i in enumerate(golden.items)
        ]
        _run(store, "run-2", second, 1_764_086_400.0, golden.digest)
    finally:
        store.close()


LOG_ROWS = [
    {"question": "berapa lama proses pendirian PT perorangan?", "at": "2026-11-02T08:00:00Z"},
    {
        "question": "proses pendirian PT perorangan berapa lama ya",
        "at": "2026-11-03T09:00:00Z",
        "feedback": "down",
        "answer": "Sekitar satu hari kerja.",
    },
    {"question": "lama proses pendirian pt perorangan", "at": "2026-11-04T10:00:00Z"},
    {"question": "cara ganti nama yayasan", "at": "2026-11-05T10:00:00Z"},
    {"question": "cara mengganti nama yayasan gimana", "at": "2026-11-06T10:00:00Z"},
    {"question": "Apa syarat mendirikan PT perorangan?", "at": "2026-11-07T10:00:00Z"},
    {"question": "syarat mendirikan PT perorangan apa saja", "at": "2026-11-08T10:00:00Z"},
    {"question": "jam buka kantor wilayah", "at": "2026-11-09T10:00:00Z"},
]
"""A week of the chatbot's questions: two uncovered groups, one the set covers."""


def write_log(folder: Path, rows: Sequence[dict[str, str]] = LOG_ROWS) -> Path:
    path = folder / "questions.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path
