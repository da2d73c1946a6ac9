"""The workbench at scale (issue 45 §5): each page's first response and a label's round trip.

    .venv/bin/python bench/bench_workbench.py [--backend sqlite|postgres|both]
        [--items 2000] [--runs 50] [--queue 500] [--pages 50] [--labels 200]
        [--repeat 3] [--pg-dsn DSN]

For each backend, in a scratch store removed afterwards (PostgreSQL: a scratch
database made with ``--pg-dsn``, which must allow CREATE DATABASE):

1. **seed** through the store API, as runs and SMEs would leave it: a golden
   set of ``--items`` items; ``--runs`` finished runs of every item (mostly
   passes, some failures, a few errors; answers that change now and then, so
   an item's baseline answer differs; five judge votes each), every run with
   its escalations recorded and the earlier runs' escalated answers labelled
   by three SMEs; the latest run with ``--queue`` answers escalated and
   unlabelled (the review queue) and a few regressions; twelve weekly
   harvests with their groups (the Drafts and Coverage pages).
2. **measure**, ``--repeat`` times, each time with a fresh
   ``goldeneval workbench --no-open`` subprocess (the command an SME types):
   sign in with the printed one-time link (an aiohttp client session keeps
   the cookie), ask each page once cold, then ``--pages`` rounds of every
   page (Review, Items, an item's page — a different item each round —
   Drafts, Coverage): the time to the page's whole HTML, its first response
   in a browser. Then ``--labels`` labels of the queue's answers, each a
   ``POST review/label`` as the page's script sends it (JSON, ``X-CSRF-Token``,
   ``Origin``); then as many ``POST review/undo`` so the next repeat finds
   the queue as it was.

Prints one Markdown table per backend: p50 and p95 per request, each the
median over the repeats. Targets: a page's first response ≤ 300 ms and a
label's round trip ≤ 100 ms, both at p95.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp

from bench_store import scratch_postgres, scratch_sqlite
from goldeneval.goldenset import parse_golden_set
from goldeneval.model import (
    Counts,
    Coverage,
    GateVerdict,
    GoldenSet,
    Harvest,
    ItemResult,
    JudgeSample,
    JudgeStatus,
    Outcome,
    Phrasing,
    QuestionGroup,
    Regression,
    SelectiveCalibration,
    Window,
)
from goldeneval.store import RunStart, RunStatus, Store, label_answer, open_store
from goldeneval.verdict import contract_digest

SUITE = "bench"
DOMAINS = (
    "pt-perorangan",
    "apostille",
    "fidusia",
    "cv",
    "yayasan",
    "perkumpulan",
    "kewarganegaraan",
)
SMES = ("local:sari", "local:budi", "local:wulan")
DAY = 86_400.0
START = 1_764_000_000.0
CALIBRATION = SelectiveCalibration(
    suite=SUITE,
    judge_model="judge-bench",
    prompt_digest="sha256:" + "1" * 64,
    votes=5,
    target=0.9,
    risk=0.1,
    threshold=0.7,
    coverage=0.8,
    labels=400,
    agreement=0.93,
    calibrated_at=START,
)
PAGE_NAMES = ("Review", "Items", "an item's page", "Drafts", "Coverage")
TARGET_PAGE_MS = 300.0
TARGET_LABEL_MS = 100.0


# ---------------------------------------------------------------- the seeded store


def golden_text(items: int) -> str:
    """A golden set in the style SMEs write: domain-prefixed ids, phrases, a rubric."""
    rows = []
    for n in range(items):
        domain = DOMAINS[n % len(DOMAINS)]
        rows.append(
            f"- id: {domain}-{n:04d}\n  surface: public\n  domain: {domain}\n"
            f'  question: "Apa syarat {domain} nomor {n} di AHU Online?"\n'
            f"  expected:\n    must_include: [AHU Online, syarat {n}]\n"
            f"    must_not_include: [notaris wajib]\n"
            f'    rubric: "Menyebut dasar hukum dan langkah pengajuan."\n'
            f"  verified: {'true' if n % 5 else 'false'}\n"
        )
    return "\n".join(rows)


def answer_of(item_id: str, n: int, version: int) -> str:
    """A chatbot answer of ~600 characters; ``version`` changes a few words."""
    head = f"Untuk {item_id}, ajukan melalui AHU Online. Syarat {n}: KTP pendiri, NPWP, "
    change = ("dan surat pernyataan." if version % 2 else "serta bukti setor modal.") + (
        f" Versi {version}."
    )
    return head + change + " Prosesnya selesai dalam satu hari kerja setelah pembayaran. " * 8


def samples_of(passed: bool, split: bool, rng: random.Random) -> tuple[JudgeSample, ...]:
    """Five judge votes: unanimous, or split 3–2 for an escalated verdict."""
    ayes = (3 if passed else 2) if split else (5 if passed else 0)
    return tuple(
        JudgeSample(
            round(rng.uniform(0.75, 0.95) if v < ayes else rng.uniform(0.1, 0.4), 2), v < ayes
        )
        for v in range(5)
    )


def result_of(
    run_id: str, item, n: int, r: int, escalated: bool, digest: str, rng: random.Random
) -> ItemResult:
    roll = rng.random()
    if escalated:
        outcome, passed = Outcome.ESCALATED, roll < 0.6
    elif roll < 0.02:
        outcome, passed = Outcome.ERRORED, False
    else:
        outcome = Outcome.PASSED if roll < 0.88 else Outcome.FAILED
        passed = outcome is Outcome.PASSED
    errored = outcome is Outcome.ERRORED
    samples = () if errored else samples_of(passed, escalated, rng)
    return ItemResult(
        run_id=run_id,
        item_id=item.id,
        surface=item.surface,
        domain=item.domain,
        verified=item.verified,
        question=item.question,
        outcome=outcome,
        judge_status=JudgeStatus.ERROR if errored else JudgeStatus.OK,
        # An escalated answer is new (never labelled before); others change every 7 runs.
        answer=None if errored else answer_of(item.id, n, r if escalated else (r + n) // 7),
        correctness=None if errored else statistics.median(s.correctness for s in samples),
        judge_pass=None if errored else passed,
        judge_reason=None if errored else "Menyebut syarat utama; dasar hukum tidak lengkap.",
        error="chatbot: HTTP 503" if errored else None,
        reason="escalated: judge confidence 0.60 < threshold 0.70 (needs an SME)"
        if escalated
        else outcome.value,
        set_line=1 + n * 9,
        contract_digest=digest,
        samples=samples,
        confidence=None if errored else (0.6 if escalated else 1.0),
        judge_model="judge-bench",
        chatbot_latency_ms=800.0,
        judge_latency_ms=1500.0,
        started_at=START + r * DAY,
        finished_at=START + r * DAY + 2.3,
    )


def seed_runs(store: Store, golden: GoldenSet, runs: int, queue: int) -> None:
    """``runs`` finished runs; the earlier runs' escalations labelled, the latest's not."""
    items = golden.items
    digests = {i.id: contract_digest(i) for i in items}
    rng = random.Random(45)
    for r in range(runs):
        run_id, at, latest = f"run-{r:03d}", START + r * DAY, r == runs - 1
        store.begin_run(
            RunStart(run_id, SUITE, golden.digest, "golden-set.yaml", at, 0.8, 0.7, False, 0)
        )
        # The latest run escalates the first ``queue`` items; each earlier run about 1 %.
        escalating = set(range(queue)) if latest else set(rng.sample(range(len(items)), 20))
        results = [
            result_of(run_id, item, n, r, n in escalating, digests[item.id], rng)
            for n, item in enumerate(items)
        ]
        for start in range(0, len(results), 200):  # the evaluator's writer batches
            store.save_results(results[start : start + 200])
        regressions = (
            [
                Regression(items[n].id, items[n].verified, f"run-{r - 1:03d}", True, False)
                for n in range(queue, queue + 12)
            ]
            if latest
            else []
        )
        store.finish_run(
            run_id,
            status=RunStatus.FINISHED,
            finished_at=at + 900,
            counts=Counts(items=len(results)),
            gate=GateVerdict(True, ()),
            regressions=regressions,
        )
        store.record_escalations(run_id, len(escalating), CALIBRATION)
        if not latest:
            for n in sorted(escalating):
                label_answer(
                    store,
                    suite=SUITE,
                    run_id=run_id,
                    item_id=items[n].id,
                    label="pass" if rng.random() < 0.7 else "fail",
                    note=None,
                    by=SMES[n % len(SMES)],
                    at=at + 3600,
                )


def seed_harvests(store: Store, item_ids: list[str]) -> None:
    """Twelve weekly harvests of 300 groups each, two in three covered by an item."""
    rng = random.Random(14)
    first = datetime(2025, 9, 1, 2, 0, tzinfo=UTC)
    for week in range(12):
        groups = []
        for g in range(300):
            domain = DOMAINS[g % len(DOMAINS)]
            covered = item_ids[g * 5 % len(item_ids)] if g % 3 else None
            phrasings = tuple(
                Phrasing(f"bagaimana cara {domain} langkah {g} versi {p}?", 9 - p) for p in range(3)
            )
            groups.append(
                QuestionGroup(
                    id=f"q-{week:02d}{g:04d}",
                    surface="public",
                    count=sum(p.count for p in phrasings) + rng.randrange(40),
                    phrasings=phrasings,
                    covered_by=covered,
                    domain=domain,
                    down=rng.randrange(4),
                    answers=("Silakan ajukan melalui AHU Online.",),
                )
            )
        groups.sort(key=lambda q: (-q.count, q.id))
        share = round(0.55 + week * 0.01, 2)
        start = (first + timedelta(weeks=week)).date()
        harvest = Harvest(
            read=4000,
            kept=3600,
            dropped={"no-question": 300, "not-json": 100},
            window=Window(str(start - timedelta(days=7)), str(start - timedelta(days=1))),
            coverage=Coverage(
                share, {"public": share, "internal": None}, {d: share for d in DOMAINS}
            ),
            groups=tuple(groups),
        )
        store.record_harvest(SUITE, harvest, first + timedelta(weeks=week), set_items=len(item_ids))


def seed(dsn: str, golden: GoldenSet, args: argparse.Namespace) -> float:
    began = time.monotonic()
    store = open_store(dsn)
    try:
        seed_runs(store, golden, args.runs, args.queue)
        seed_harvests(store, [i.id for i in golden.items])
        run = store.latest_run(SUITE)
        assert run is not None and len(store.review_queue(run.run_id)) == args.queue
    finally:
        store.close()
    return time.monotonic() - began


# ---------------------------------------------------------------- the measurement


@dataclass
class Timings:
    """Milliseconds per request kind of one repeat."""

    cold: dict[str, float]
    """Each page's very first view after the workbench started."""
    warm: dict[str, list[float]]
    """Each page's later views, and the labels and undos."""


def start_workbench(set_path: Path, dsn: str) -> tuple[subprocess.Popen[str], str]:
    """``goldeneval workbench --no-open`` and the one-time link it printed."""
    exe = Path(sys.executable).with_name("goldeneval")
    cmd = [str(exe), "workbench", "--set", str(set_path), "--store", dsn, "--suite", SUITE]
    proc = subprocess.Popen(
        [*cmd, "--no-open", "--as", "bench"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("workbench: http://127.0.0.1:"):
        proc.kill()
        raise SystemExit(f"the workbench did not start: {line!r}")
    return proc, line.removeprefix("workbench: ").strip()


async def timed(session: aiohttp.ClientSession, method: str, url: str, **kw: object) -> float:
    t = time.perf_counter()
    async with session.request(method, url, **kw) as answer:  # type: ignore[arg-type]
        body = await answer.read()
        if answer.status != 200:
            raise SystemExit(f"{method} {url}: {answer.status} {body[:300]!r}")
    return (time.perf_counter() - t) * 1000


async def measure(
    link: str, queue: list[ItemResult], ids: list[str], args: argparse.Namespace
) -> Timings:
    origin = link.split("/?")[0]
    jar = aiohttp.CookieJar(unsafe=True)  # the cookie of a 127.0.0.1 site
    async with aiohttp.ClientSession(cookie_jar=jar) as session:
        async with session.get(link) as signed_in:  # the token for the cookie, then /review
            page = await signed_in.text()
            assert signed_in.status == 200, signed_in.status
        csrf = page.split('name="csrf-token" content="')[1].split('"')[0]
        paths = dict(
            zip(PAGE_NAMES, ("/review", "/items", None, "/drafts", "/coverage"), strict=True)
        )
        out = Timings({}, {name: [] for name in (*PAGE_NAMES, "label", "undo")})
        for rnd in range(args.pages + 1):
            for name, path in paths.items():
                url = origin + (path or f"/items/{ids[(rnd * 37) % len(ids)]}")
                took = await timed(session, "GET", url)
                if rnd == 0:
                    out.cold[name] = took
                else:
                    out.warm[name].append(took)
        headers = {"X-CSRF-Token": csrf, "Origin": origin}
        for n, r in enumerate(queue[: args.labels]):
            nxt = queue[(n + 1) % len(queue)].item_id
            body = {
                "run": r.run_id,
                "item": r.item_id,
                "answer_sha256": r.answer_sha256,
                "label": "pass" if n % 3 else "fail",
                "note": "",
            }
            url = f"{origin}/review/label?next={nxt}"
            out.warm["label"].append(await timed(session, "POST", url, json=body, headers=headers))
        for _ in queue[: args.labels]:
            out.warm["undo"].append(
                await timed(session, "POST", origin + "/review/undo", json={}, headers=headers)
            )
    return out


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(0, round(0.95 * len(ordered)) - 1)]


def run_backend(backend: str, args: argparse.Namespace) -> list[tuple[str, float, float, float]]:
    scratch: Iterator[str] = (
        scratch_sqlite() if backend == "sqlite" else scratch_postgres(args.pg_dsn)
    )
    dsn = next(scratch)
    try:
        with tempfile.TemporaryDirectory(prefix="goldeneval-wb-") as tmp:
            set_path = Path(tmp) / "golden-set.yaml"
            text = golden_text(args.items)
            set_path.write_text(text, encoding="utf-8")
            golden = parse_golden_set(text, "golden-set.yaml")
            seconds = seed(dsn, golden, args)
            print(
                f"[{backend}] seeded {args.runs} runs x {args.items} items, a queue of "
                f"{args.queue}, 12 harvests in {seconds:.0f} s",
                file=sys.stderr,
            )
            store = open_store(dsn)
            try:
                latest = store.latest_run(SUITE)
                assert latest is not None
                queue = store.review_queue(latest.run_id)
            finally:
                store.close()
            every = golden.items
            # Items' pages: answers in the queue and items across the set, a new one each round.
            ids = [i.item_id for i in queue[:25]] + [
                i.id for i in every[:: max(1, len(every) // 25)]
            ]
            repeats = []
            for rep in range(args.repeat):
                proc, link = start_workbench(set_path, dsn)
                try:
                    repeats.append(asyncio.run(measure(link, queue, ids, args)))
                finally:
                    proc.terminate()
                    proc.wait()
                figures = ", ".join(f"{k} {p95(v):.0f}" for k, v in repeats[-1].warm.items())
                print(
                    f"[{backend}] repeat {rep + 1}/{args.repeat}: p95 ms {figures}", file=sys.stderr
                )
    finally:
        for _ in scratch:  # the scratch store's cleanup
            pass
    rows = []
    for name in (*PAGE_NAMES, "label", "undo"):
        cold = [r.cold[name] for r in repeats] if name in PAGE_NAMES else [float("nan")]
        mid = statistics.median(statistics.median(r.warm[name]) for r in repeats)
        high = statistics.median(p95(r.warm[name]) for r in repeats)
        rows.append((name, statistics.median(cold), mid, high))
    return rows


def table(backend: str, rows: list[tuple[str, float, float, float]]) -> str:
    lines = [
        f"| {backend} | first view after start ms | p50 ms | p95 ms | target p95 |",
        "|---|---|---|---|---|",
    ]
    for name, cold, mid, high in rows:
        target = TARGET_PAGE_MS if name in PAGE_NAMES else TARGET_LABEL_MS
        met = "met" if high <= target else "**missed**"
        shown = "" if cold != cold else f"{cold:.0f}"  # NaN: not a page
        what = {"label": "label (POST review/label)", "undo": "undo (POST review/undo)"}.get(
            name, name
        )
        lines.append(f"| {what} | {shown} | {mid:.0f} | {high:.0f} | ≤ {target:.0f} ms: {met} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    ap.add_argument("--items", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--queue", type=int, default=500)
    ap.add_argument("--pages", type=int, default=50, help="views of each page per repeat")
    ap.add_argument("--labels", type=int, default=200, help="labels per repeat")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--pg-dsn",
        default=os.environ.get(
            "GOLDENEVAL_TEST_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test"
        ),
    )
    args = ap.parse_args(argv)
    if not 0 < args.labels <= args.queue < args.items:
        ap.error("give 0 < --labels <= --queue < --items")
    backends = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    load = os.getloadavg()[0]
    tables = [table(b, run_backend(b, args)) for b in backends]
    print(
        f"{args.items} items, {args.runs} runs, a queue of {args.queue}; {args.pages} views of "
        f"each page and {args.labels} labels per repeat, medians of {args.repeat} repeats; "
        f"{os.cpu_count()} cores, load average {load:.1f} at the start\n"
    )
    print("\n\n".join(tables))
    return 0


if __name__ == "__main__":
    sys.exit(main())
