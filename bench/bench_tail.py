"""Time to verdict under heavy-tailed latency (issue #14).

The stand-ins run in a process of their own with lognormal latencies that are
the same for the same question on every run (``--latency-sigma``), and record
every delay they serve. The real ``goldeneval run`` CLI runs as a subprocess
against them on a SQLite store: a first run, then a rerun of the same set in
the same suite and store, once with the history-informed item order and once
with the set's order (``GOLDENEVAL_ITEM_ORDER=set``), alternating, in one
invocation. Each run's wall time is set against its lower bound::

    chatbot bound = max(sum of chatbot delays / concurrency, slowest item)
    judge bound   = max(sum of judge delays / concurrency, slowest judge call)

where the slowest item is the longest chatbot delay (the issue's "slowest
single answer"; its judge call comes on top, so the bound stays a bound). Also reported: the time from process start
to the first chatbot request, and from the last reply of either stand-in to
the verdict line on stdout. Medians over ``--repeat``.

    .venv/bin/python bench/bench_tail.py                       # the default scenario
    .venv/bin/python bench/bench_tail.py --items 100 --repeat 1   # a smoke run
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from bench_pipeline import compile_bytecode, stop_standins, write_set
from goldeneval.config._records import ITEM_ORDERS

PY = sys.executable
ORDERS = ITEM_ORDERS
"""Values of GOLDENEVAL_ITEM_ORDER compared: the default, then the set's own order."""


@dataclass(frozen=True)
class Scenario:
    items: int
    concurrency: int
    chatbot_median_ms: float
    chatbot_sigma: float
    judge_median_ms: float
    judge_sigma: float

    def __str__(self) -> str:
        return (
            f"N={self.items} c={self.concurrency} "
            f"chatbot lognormal(median {self.chatbot_median_ms:g} ms, sigma {self.chatbot_sigma:g}) "
            f"judge lognormal(median {self.judge_median_ms:g} ms, sigma {self.judge_sigma:g})"
        )


@dataclass
class Figures:
    """One ``goldeneval run`` measured."""

    wall: float
    """Process start to exit, seconds."""
    bound: float
    """max(chatbot bound, judge bound)."""
    chatbot_bound: float
    """max(sum of chatbot delays / concurrency, slowest item)."""
    judge_bound: float
    """max(sum of judge delays / concurrency, slowest judge call)."""
    judge_span: float
    """First judge request to last judge reply."""
    to_first_request: float
    """Process start to the first chatbot request the stand-in saw."""
    last_reply_to_verdict: float
    """Last reply of either stand-in to the verdict line on stdout."""
    verdict_to_exit: float
    """Verdict line to process exit."""
    exit_code: int


def start_standins(
    sc: Scenario, set_path: Path, record: Path
) -> tuple[subprocess.Popen[str], str, str]:
    cmd = [
        PY, "-m", "goldeneval.testing", "serve",
        "--answers", str(set_path),
        "--latency-ms", str(sc.chatbot_median_ms),
        "--latency-sigma", str(sc.chatbot_sigma),
        "--judge-latency-ms", str(sc.judge_median_ms),
        "--judge-latency-sigma", str(sc.judge_sigma),
        "--record", str(record),
    ]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    urls: dict[str, str] = {}
    while len(urls) < 2 and (line := proc.stdout.readline()):
        key, _, url = line.strip().partition("=")
        urls[key] = url
    if set(urls) != {"chatbot_url", "judge_url"}:
        proc.kill()
        raise SystemExit(f"stand-ins did not start: {proc.communicate()[1][-2000:]}")
    return proc, urls["chatbot_url"], urls["judge_url"]


def stage_bound(delays: dict[str, float], concurrency: int, slowest: float) -> float:
    return max(sum(delays.values()) / concurrency, slowest)


def run_once(sc: Scenario, set_path: Path, items: int, db: Path, order: str, work: Path) -> Figures:
    record = work / f"served-{time.monotonic_ns()}.jsonl"
    stderr_path = work / "stderr.txt"
    proc, chatbot, judge = start_standins(sc, set_path, record)
    try:
        cmd = [
            PY, "-m", "goldeneval", "run",
            "--set", str(set_path),
            "--chatbot-url", chatbot,
            "--judge-url", judge,
            "--concurrency", str(sc.concurrency),
            "--store", f"sqlite:///{db}",
            "--suite", "bench-tail",
            "--no-progress",
            # An unchanged rerun would reuse every verdict and call the judge
            # zero times (bench_verdicts.py measures that); here both runs ask
            # the judge, so the rerun shows what the item order does to the tail.
            "--rejudge",
        ]  # fmt: skip
        # Unbuffered, so the verdict line is timed when it is written, not at exit.
        env = dict(os.environ, PYTHONUNBUFFERED="1", GOLDENEVAL_ITEM_ORDER=order)
        with stderr_path.open("w") as err:
            started = time.time()
            t0 = time.perf_counter()
            child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True, env=env)
            assert child.stdout is not None
            verdict_at = started
            for line in child.stdout:
                if line.strip():
                    verdict_at = time.time()
            code = child.wait()
            wall = time.perf_counter() - t0
            exited = time.time()
        if code not in (0, 1):
            raise SystemExit(f"goldeneval run exited {code}: {stderr_path.read_text()[-2000:]}")
    finally:
        stop_standins(proc)
    served = [json.loads(line) for line in record.read_text().splitlines()]
    # One delay per item (a retry would sleep again, but the bound counts items).
    bot = {r["key_digest"]: r for r in served if r["server"] == "chatbot"}
    jud = {r["key_digest"]: r for r in served if r["server"] == "judge"}
    # A judge asked more than once per item (other prompts) only adds judge work.
    if len(bot) != items or len(jud) < items:
        raise SystemExit(f"expected {items} questions, stand-ins saw {len(bot)} and {len(jud)}")
    bot_delays = {k: r["delay_seconds"] for k, r in bot.items()}
    jud_delays = {k: r["delay_seconds"] for k, r in jud.items()}
    # The slowest item is bounded below by its chatbot delay alone (its judge
    # delay comes on top, but pairing the two records would need the prompt).
    slowest_item = max(bot_delays.values())
    chatbot_bound = stage_bound(bot_delays, sc.concurrency, slowest_item)
    judge_bound = stage_bound(jud_delays, sc.concurrency, max(jud_delays.values()))
    replies = [r["received_at"] + r["delay_seconds"] for r in served]
    judge_times = [r["received_at"] for r in jud.values()]
    return Figures(
        wall=wall,
        bound=max(chatbot_bound, judge_bound),
        chatbot_bound=chatbot_bound,
        judge_bound=judge_bound,
        judge_span=max(r["received_at"] + r["delay_seconds"] for r in jud.values())
        - min(judge_times),
        to_first_request=min(r["received_at"] for r in bot.values()) - started,
        last_reply_to_verdict=verdict_at - max(replies),
        verdict_to_exit=exited - verdict_at,
        exit_code=code,
    )


def median_row(runs: list[Figures]) -> dict[str, float]:
    row = {
        name: round(statistics.median(getattr(f, name) for f in runs), 3)
        for name in ("wall", "bound", "chatbot_bound", "judge_bound", "judge_span")
    }
    row["ratio"] = round(statistics.median(f.wall / f.bound for f in runs), 3)
    row["judge_span_ratio"] = round(
        statistics.median(f.judge_span / f.judge_bound for f in runs), 3
    )
    for name in ("to_first_request", "last_reply_to_verdict", "verdict_to_exit"):
        row[name] = round(statistics.median(getattr(f, name) for f in runs), 3)
    return row


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--items", type=int, default=400)
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--chatbot-median-ms", type=float, default=400.0)
    ap.add_argument("--chatbot-sigma", type=float, default=0.8)
    ap.add_argument("--judge-median-ms", type=float, default=300.0)
    ap.add_argument("--judge-sigma", type=float, default=0.6)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--new-items",
        type=int,
        default=0,
        help="items the rerun has and the first run had not (no history: where do they go?)",
    )
    ap.add_argument(
        "--orders",
        default=",".join(ORDERS),
        help=f"GOLDENEVAL_ITEM_ORDER values to compare (default: {','.join(ORDERS)})",
    )
    args = ap.parse_args()
    sc = Scenario(
        args.items,
        args.concurrency,
        args.chatbot_median_ms,
        args.chatbot_sigma,
        args.judge_median_ms,
        args.judge_sigma,
    )
    orders = args.orders.split(",")
    runs: dict[tuple[str, str], list[Figures]] = {
        (phase, order): [] for phase in ("first run", "rerun") for order in orders
    }
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        compile_bytecode()
        # The first run's set is the rerun's without its last --new-items items.
        first_set, rerun_set = work / "first.yaml", work / "rerun.yaml"
        write_set(first_set, sc.items - args.new_items)
        write_set(rerun_set, sc.items)
        for rep in range(args.repeat):
            # Alternate the variants so drifting machine load hits them alike.
            for order in orders if rep % 2 == 0 else reversed(orders):
                db = work / f"tail-{rep}-{order}.db"
                runs["first run", order].append(
                    run_once(sc, first_set, sc.items - args.new_items, db, order, work)
                )
                runs["rerun", order].append(run_once(sc, rerun_set, sc.items, db, order, work))
    new = f", rerun with {args.new_items} new items" if args.new_items else ""
    print(f"{sc}{new}; medians over {args.repeat}", flush=True)
    header = (
        f"{'':24} {'wall':>7} {'bound':>7} {'ratio':>6} {'judge span/bound':>17} "
        f"{'start->1st request':>19} {'last reply->verdict':>20} {'verdict->exit':>14}"
    )
    print(header)
    results: dict[str, object] = {
        "scenario": asdict(sc),
        "repeat": args.repeat,
        "new_items": args.new_items,
    }
    for (phase, order), figures in runs.items():
        row = median_row(figures)
        results[f"{phase}, order={order}"] = row
        print(
            f"{phase + ', ' + order + ' order':24} {row['wall']:6.2f}s {row['bound']:6.2f}s "
            f"{row['ratio']:5.3f}x {row['judge_span']:7.2f}s/{row['judge_bound']:5.2f}s "
            f"{row['to_first_request']:18.3f}s {row['last_reply_to_verdict']:19.3f}s "
            f"{row['verdict_to_exit']:13.3f}s",
            flush=True,
        )
    first = next(iter(runs.values()))[0]
    print(
        f"bound parts: chatbot {first.chatbot_bound:.2f} s "
        f"(sum/{sc.concurrency} or the slowest answer), judge {first.judge_bound:.2f} s"
    )
    out = Path("bench/results")
    out.mkdir(parents=True, exist_ok=True)
    (out / "tail.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
