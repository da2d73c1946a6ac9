"""What verdict reuse and confirmation cost and save (issue #15).

Two measurements, each with the real ``goldeneval run`` CLI as a subprocess
against loopback stand-ins (in this process, on their own threads) and a
SQLite store:

1. **Reuse**: a first run, then a rerun with byte-identical answers: wall
   time and judge calls of each (the rerun should call the judge zero times).
2. **Confirmation**: a series of runs whose answers change every run (so
   nothing is reused), with a judge that flips a fraction of its verdicts on
   some verified items: judge calls per run against the one-per-item floor,
   and gate flips, with confirmation on (default 7 samples) and off (1).

    .venv/bin/python bench/bench_verdicts.py
    .venv/bin/python bench/bench_verdicts.py --items 100 --runs 10 --judge-ms 100
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread


def items_of(n: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"bench-{k:04d}",
            "surface": "public",
            "domain": "bench",
            "question": f"Pertanyaan nomor {k}?",
            "expected": {"must_include": ["benar"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }
        for k in range(n)
    ]


def write(path: Path, data: Any) -> Path:
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def run_once(set_path: Path, cfg: Path, *extra: str) -> tuple[float, int]:
    """Wall seconds and exit code of one ``goldeneval run``."""
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", "run", "-set", str(set_path), "-config", str(cfg),
         "--no-progress", *extra],
        capture_output=True,
        text=True,
        check=False,
    )  # fmt: skip
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(
            f"run failed (exit {proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
        )
    return wall, proc.returncode


def config(
    tmp: Path, bot: ChatbotStandIn, judge: JudgeStandIn, concurrency: int, **judge_extra: Any
) -> Path:
    return write(
        tmp / f"config-{len(judge_extra)}-{judge_extra.get('samples', 7)}.yaml",
        {
            "chatbot_url": bot.url,
            "goldeneval": {
                "suite": "bench",
                "store": f"sqlite:///{tmp}/history.db",
                "concurrency": concurrency,
                "judge": {"url": judge.url, "model": "bench", **judge_extra},
            },
        },
    )


def reuse(args: argparse.Namespace) -> None:
    with (
        tempfile.TemporaryDirectory() as d,
        serve_in_thread(ChatbotStandIn(latency_ms=args.chatbot_ms)) as bot,
        serve_in_thread(JudgeStandIn(latency_ms=args.judge_ms)) as judge,
    ):
        tmp = Path(d)
        items = items_of(args.items)
        for it in items:
            bot.answers[it["question"]] = "jawaban yang benar"
        set_path = write(tmp / "set.yaml", items)
        cfg = config(tmp, bot, judge, args.concurrency)
        rows = []
        for label, extra in (
            ("first run", ()),
            ("rerun, same answers", ()),
            ("rerun --rejudge", ("--rejudge",)),
        ):
            before = judge.calls
            wall, code = run_once(set_path, cfg, *extra)
            rows.append((label, wall, judge.calls - before, code))
    print(f"\nreuse: {args.items} items, chatbot {args.chatbot_ms:g} ms, judge {args.judge_ms:g} ms, "
          f"concurrency {args.concurrency}")  # fmt: skip
    print(f"{'run':<22} {'wall s':>8} {'judge calls':>12} {'exit':>5}")
    for label, wall, calls, code in rows:
        print(f"{label:<22} {wall:8.2f} {calls:12d} {code:5d}")


def confirmation(args: argparse.Namespace) -> None:
    print(f"\nconfirmation: {args.items} verified items, answers change every run, "
          f"{args.flip:.0%} flips on {args.noisy} items, {args.runs} runs")  # fmt: skip
    print(
        f"{'samples':>7} {'judge calls/run':>16} {'floor':>6} {'extra/run':>10} {'gate flips':>11}"
    )
    for samples in (7, 1):
        with (
            tempfile.TemporaryDirectory() as d,
            serve_in_thread(ChatbotStandIn()) as bot,
            serve_in_thread(JudgeStandIn(latency_ms=0)) as judge,
        ):
            tmp = Path(d)
            items = items_of(args.items)
            judge.flip_rate = args.flip
            judge.flip_for = [it["question"] for it in items[: args.noisy]]
            judge.seed = args.seed
            set_path = write(tmp / "set.yaml", items)
            cfg = config(tmp, bot, judge, args.concurrency, samples=samples)
            calls, codes = [], []
            for n in range(args.runs):
                for it in items:
                    bot.answers[it["question"]] = f"jawaban yang benar (versi {n})"
                before = judge.calls
                codes.append(run_once(set_path, cfg)[1])
                calls.append(judge.calls - before)
            flips = sum(1 for c in codes[1:] if c != codes[0])
            mean = statistics.mean(calls)
            print(
                f"{samples:7d} {mean:16.1f} {args.items:6d} {mean - args.items:10.1f} {flips:11d}"
            )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--items", type=int, default=200)
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--chatbot-ms", type=float, default=50.0)
    p.add_argument("--judge-ms", type=float, default=200.0)
    p.add_argument("--runs", type=int, default=21)
    p.add_argument("--noisy", type=int, default=10)
    p.add_argument("--flip", type=float, default=0.1)
    p.add_argument("--seed", type=int, default=5)
    args = p.parse_args()
    reuse(args)
    confirm_items = argparse.Namespace(**{**vars(args), "items": 40})
    confirmation(confirm_items)


if __name__ == "__main__":
    main()
