"""The workbench at scale (issue 45 §5): each page's first response and a label's round trip.

    .venv/bin/python bench/bench_workbench.py [--items 2000] [--runs 50] [--queue 500]
        [--repeat 20] [--store DSN]

A golden set of ``--items`` items, ``--runs`` finished runs of all of them in the
store (SQLite by default; ``--store`` names another), the latest with ``--queue``
answers escalated; then the real ``goldeneval workbench`` in a subprocess, asked
by an HTTP client holding its session: every page ``--repeat`` times, and as
many labels (each a POST ``review/label`` with the CSRF token, as the page's
script sends it). Prints p50 and p95 per page; the targets are 300 ms per page
and 100 ms per label at p95.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Counts, GateVerdict, ItemResult, JudgeSample, JudgeStatus, Outcome
from goldeneval.store import RunStart, RunStatus, open_store
from goldeneval.verdict import contract_digest

SUITE = "bench"
PAGES = ["review", "items", "items/item-0007", "drafts", "coverage"]


def golden_text(items: int) -> str:
    rows = []
    for n in range(items):
        rows.append(
            f"- id: item-{n:04d}\n  surface: public\n  domain: d{n % 12}\n"
            f'  question: "Pertanyaan nomor {n} tentang pendirian PT?"\n'
            f"  expected:\n    must_include: [PT, syarat {n}]\n    must_not_include: []\n"
            f'    rubric: ""\n  verified: {"true" if n % 5 else "false"}\n'
        )
    return "\n".join(rows)


def seed(dsn: str, set_text: str, runs: int, queue: int) -> None:
    golden = parse_golden_set(set_text, "bench.yaml")
    digests = {i.id: contract_digest(i) for i in golden.items}
    store = open_store(dsn)
    try:
        for r in range(runs):
            run_id = f"run-{r:03d}"
            at = 1_764_000_000.0 + r * 86_400
            store.begin_run(
                RunStart(run_id, SUITE, golden.digest, "bench.yaml", at, 0.8, 0.7, False, 0)
            )
            results = []
            for n, item in enumerate(golden.items):
                escalated = r == runs - 1 and n < queue
                passed = (n + r) % 9 != 0
                results.append(
                    ItemResult(
                        run_id=run_id,
                        item_id=item.id,
                        surface="public",
                        domain=item.domain,
                        verified=item.verified,
                        question=item.question,
                        outcome=Outcome.ESCALATED
                        if escalated
                        else (Outcome.PASSED if passed else Outcome.FAILED),
                        judge_status=JudgeStatus.OK,
                        answer=f"Jawaban {r % 3} untuk {item.id}: syarat {n} PT " + "isi " * 60,
                        correctness=0.8 if passed else 0.3,
                        judge_pass=passed,
                        judge_reason="alasan",
                        set_line=n,
                        contract_digest=digests[item.id],
                        samples=(JudgeSample(0.8, True), JudgeSample(0.3, False)),
                        confidence=0.6,
                    )
                )
            for start in range(0, len(results), 500):
                store.save_results(results[start : start + 500])
            store.finish_run(
                run_id,
                status=RunStatus.FINISHED,
                finished_at=at + 600,
                counts=Counts(items=len(results)),
                gate=GateVerdict(True, ()),
                regressions=[],
            )
    finally:
        store.close()


def p95(samples: list[float]) -> float:
    return sorted(samples)[max(0, round(0.95 * len(samples)) - 1)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--queue", type=int, default=500)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--store")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        set_path = Path(tmp) / "golden-set.yaml"
        set_path.write_text(golden_text(args.items), encoding="utf-8")
        dsn = args.store or f"sqlite:///{tmp}/history.db"
        began = time.monotonic()
        seed(dsn, set_path.read_text(encoding="utf-8"), args.runs, args.queue)
        print(
            f"seeded {args.runs} runs x {args.items} items in {time.monotonic() - began:.1f} s",
            file=sys.stderr,
        )
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "goldeneval",
                "workbench",
                "--set",
                str(set_path),
                "--store",
                dsn,
                "--suite",
                SUITE,
                "--no-open",
                "--as",
                "bench",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            assert proc.stdout is not None
            link = proc.stdout.readline().removeprefix("workbench: ").strip()
            origin = link.split("/?")[0]
            client = httpx.Client(base_url=origin, timeout=60)
            client.get(link)
            rows = []
            for rel in PAGES:
                t = time.perf_counter()
                client.get(f"/{rel}")  # the first view: the set parsed, the run's figures read
                first = (time.perf_counter() - t) * 1000
                took = []
                for _ in range(args.repeat):
                    t = time.perf_counter()
                    answer = client.get(f"/{rel}")
                    took.append((time.perf_counter() - t) * 1000)
                    assert answer.status_code == 200, (rel, answer.status_code)
                rows.append((rel, first, statistics.median(took), p95(took)))
            page = client.get("/review").text
            csrf = page.split('name="csrf-token" content="')[1].split('"')[0]
            headers = {"X-CSRF-Token": csrf, "Origin": origin}
            took = []
            for n in range(args.repeat):
                t = time.perf_counter()
                answer = client.post(
                    "/review/label",
                    headers=headers,
                    json={
                        "run": f"run-{args.runs - 1:03d}",
                        "item": f"item-{n:04d}",
                        "label": "pass",
                        "note": "",
                    },
                )
                took.append((time.perf_counter() - t) * 1000)
                assert answer.status_code == 200, answer.text
            rows.append(("label (POST review/label)", took[0], statistics.median(took), p95(took)))
        finally:
            proc.terminate()
            proc.wait()
    print("| request | first ms | p50 ms | p95 ms |\n|---|---|---|---|")
    for name, once, mid, high in rows:
        print(f"| {name} | {once:.0f} | {mid:.0f} | {high:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
