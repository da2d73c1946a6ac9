"""Benchmark of the HTML report: reading what it needs from the store, and drawing it.

    .venv/bin/python bench/bench_html.py [--items 2000] [--runs 20] [--fail-every 10]

A scratch SQLite store gets ``--runs`` runs of ``--items`` results (every
``--fail-every``-th item failing in the last run, with a changed answer).
Then, for the last run: ``html_report`` (baseline results and every item's
trend, read through the Store interface) and ``render_html`` (the page),
each timed separately, plus the page's size.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from dataclasses import replace

from goldeneval.model import Counts, ItemResult, JudgeStatus, Outcome, RunSummary
from goldeneval.report._html import render_html
from goldeneval.store import RunStart, RunStatus, html_report, open_store
from goldeneval.verdict import GateRules
from goldeneval.verdict._gate import decide, tally

ANSWER = (
    "Pendirian PT perorangan memerlukan pernyataan pendirian yang diisi secara elektronik "
    "melalui AHU Online, nomor induk kependudukan pendiri, dan NPWP. Prosesnya selesai "
    "dalam satu hari kerja setelah pembayaran PNBP, dan sertifikat dapat diunduh langsung."
)


def _result(run_id: str, n: int, failing: bool) -> ItemResult:
    answer = ANSWER.replace("satu hari", "tiga hari").replace("NPWP", "KTP") if failing else ANSWER
    return ItemResult(
        run_id=run_id,
        item_id=f"item-{n:05d}",
        surface="public",
        domain=f"domain-{n % 12}",
        verified=True,
        question=f"Pertanyaan nomor {n}?",
        outcome=Outcome.FAILED if failing else Outcome.PASSED,
        judge_status=JudgeStatus.OK,
        answer=answer,
        correctness=0.3 if failing else 0.9,
        judge_pass=not failing,
        judge_reason="ok",
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--fail-every", type=int, default=10)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(f"sqlite:///{tmp}/bench.db")
        results: list[ItemResult] = []
        for k in range(args.runs):
            run_id = f"run-{k:03d}"
            last = k == args.runs - 1
            store.begin_run(
                RunStart(run_id, "bench", "sha256:x", "bench", time.time(), 0.8, 0.7, False, 0)
            )
            results = [
                _result(run_id, n, last and n % args.fail_every == 0) for n in range(args.items)
            ]
            store.save_results(results)
            store.finish_run(
                run_id,
                status=RunStatus.FINISHED,
                finished_at=time.time(),
                counts=tally(results),
                gate=None,
                regressions=(),
            )
        counts: Counts = tally(results)
        gate = decide(
            counts,
            rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
            verified_regressions=[],
            unverified_items=0,
        )
        summary = RunSummary(results[0].run_id, "bench", "sha256:x", counts, 0, (), gate)
        summary = replace(summary, results=tuple(store.results(summary.run_id)))
        t0 = time.perf_counter()
        report = html_report(store, summary)
        t1 = time.perf_counter()
        page = render_html(report)
        t2 = time.perf_counter()
        store.close()
    failed = sum(1 for r in results if r.outcome is Outcome.FAILED)
    print(
        f"items {args.items}, runs {args.runs}, expanded {failed}: "
        f"store reads {t1 - t0:.2f} s, render {t2 - t1:.2f} s, page {len(page) / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
