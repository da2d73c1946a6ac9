"""Answer confirmation against a sampling chatbot (issue 34): false alarms, detection, cost.

The real ``goldeneval run`` CLI as a subprocess, against loopback stand-ins
served from this process (zero latency) and a SQLite store. The chatbot
stand-in answers every item right, except that 30 of the 100 verified items
draw a wrong answer (one missing their ``must_include`` fact) with chance
``p`` on every ask, seeded; the judge passes every right answer.

1. **A/A, plain**: one baseline run, then ``--runs`` reruns of the same
   build: gate failures (target: at most 1 in 20 with the defaults) and
   chatbot calls per item (target: at most 1.3).
2. **A/A, compare mode**: the same, with a reference deployment that is the
   same sampling build (its own seed): ``--compare-runs`` runs.
3. **Hard breaks**: ``--trials`` times a good run, then a run in which 5
   items always answer wrong: how many of the 5 each trial reports as
   verified regressions (target: all 5, every trial).

Each series runs with ``chatbot.samples`` 5 (the default) and 1 (off), so the
table shows what confirmation changes.

    .venv/bin/python bench/bench_confirmation.py
    .venv/bin/python bench/bench_confirmation.py --runs 40 --p 0.10 --samples 5,3,1
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench_verdicts import items_of, write  # the same 100 verified items, the same YAML
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

RIGHT = "jawaban yang benar"
WRONG = "jawaban yang keliru"  # misses "benar": the fact gate fails it


def sampling(
    bot: ChatbotStandIn, items: list[dict[str, Any]], flaky: int, p: float, seed: int
) -> None:
    """``bot`` answers every item right; the first ``flaky`` items wrong with chance ``p``."""
    for it in items:
        bot.answers[it["question"]] = RIGHT
        bot.wrong_answers[it["question"]] = WRONG
    bot.flip_rate_for = {it["question"]: p for it in items[:flaky]}
    bot.seed = seed


@dataclass
class Series:
    """What one series of runs measured."""

    label: str
    samples: int
    runs: int = 0
    failures: int = 0
    chatbot_calls: int = 0
    items: int = 0
    caught: list[int] | None = None

    def row(self) -> str:
        per_item = self.chatbot_calls / max(1, self.runs * self.items)
        caught = "" if self.caught is None else f"{sum(self.caught)}/{5 * len(self.caught)}"
        rate = f"{self.failures}/{self.runs}"
        return f"| {self.label} | {self.samples} | {rate} | {per_item:.2f} | {caught or '–'} |"


def run(set_path: Path, cfg: Path, run_id: str, out: Path | None = None) -> int:
    """Exit code of one ``goldeneval run`` (0 or 1; anything else ends the bench)."""
    extra = ["--json", str(out)] if out is not None else []
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", "run", "-set", str(set_path), "-config", str(cfg),
         "--no-progress", "--run-id", run_id, *extra],
        capture_output=True,
        text=True,
        check=False,
    )  # fmt: skip
    if proc.returncode not in (0, 1):
        sys.exit(
            f"run failed (exit {proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
        )
    return proc.returncode


def config(tmp: Path, bot: ChatbotStandIn, judge: JudgeStandIn, samples: int, args: argparse.Namespace,
           reference: ChatbotStandIn | None = None) -> Path:  # fmt: skip
    goldeneval: dict[str, Any] = {
        "suite": "bench",
        "store": f"sqlite:///{tmp}/history.db",
        "concurrency": args.concurrency,
        "judge": {"url": judge.url, "model": "bench"},
        "chatbot": {"samples": samples, "concurrency": args.concurrency},
    }
    if reference is not None:
        goldeneval["compare"] = {"chatbot_url": reference.url}
    return write(tmp / "config.yaml", {"chatbot_url": bot.url, "goldeneval": goldeneval})


def a_a(args: argparse.Namespace, samples: int, compare: bool) -> Series:
    """A baseline run, then reruns of the same build: gate failures and chatbot calls."""
    runs = args.compare_runs if compare else args.runs
    series = Series("A/A compare" if compare else "A/A plain", samples, items=args.items)
    with (
        tempfile.TemporaryDirectory() as d,
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(ChatbotStandIn()) as ref,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        tmp = Path(d)
        items = items_of(args.items)
        sampling(bot, items, args.flaky, args.p, args.seed)
        sampling(ref, items, args.flaky, args.p, args.seed + 1)
        set_path = write(tmp / "set.yaml", items)
        cfg = config(tmp, bot, judge, samples, args, ref if compare else None)
        run(set_path, cfg, "baseline")
        for n in range(runs):
            before = bot.requests
            series.failures += run(set_path, cfg, f"rerun-{n}")
            series.chatbot_calls += bot.requests - before
            series.runs += 1
    return series


def breaks(args: argparse.Namespace, samples: int) -> Series:
    """Good run, then 5 items that always answer wrong: how many of them are reported."""
    series = Series("5 hard breaks", samples, items=args.items, caught=[])
    with (
        tempfile.TemporaryDirectory() as d,
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        tmp = Path(d)
        items = items_of(args.items)
        sampling(bot, items, args.flaky, args.p, args.seed)
        broken = [it["question"] for it in items[-5:]]  # none of the flaky ones
        broken_ids = {it["id"] for it in items[-5:]}
        set_path = write(tmp / "set.yaml", items)
        cfg = config(tmp, bot, judge, samples, args)
        for n in range(args.trials):
            for q in broken:
                bot.answers[q] = RIGHT
            run(set_path, cfg, f"good-{n}")
            for q in broken:
                bot.answers[q] = WRONG
            out = tmp / "broken.json"
            before = bot.requests
            series.failures += run(set_path, cfg, f"broken-{n}", out)
            series.chatbot_calls += bot.requests - before
            series.runs += 1
            found = {g["item_id"] for g in json.loads(out.read_text())["regressions"]}
            assert series.caught is not None
            series.caught.append(len(found & broken_ids))
    return series


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--items", type=int, default=100)
    p.add_argument("--flaky", type=int, default=30, help="items that draw a wrong answer")
    p.add_argument("--p", type=float, default=0.05, help="their chance of a wrong answer per ask")
    p.add_argument("--runs", type=int, default=20, help="A/A reruns, plain mode")
    p.add_argument("--compare-runs", type=int, default=10, help="A/A reruns, compare mode")
    p.add_argument("--trials", type=int, default=10, help="hard-break trials")
    p.add_argument("--samples", default="5,1", help="chatbot.samples values, comma-separated")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--seed", type=int, default=34)
    args = p.parse_args()
    print(f"{args.items} verified items, {args.flaky} of them wrong with p={args.p:g} per ask, "
          f"seed {args.seed}")  # fmt: skip
    print("| series | samples | gate failures | chatbot calls/item | breaks caught |")
    print("|---|---|---|---|---|")
    for samples in (int(s) for s in args.samples.split(",")):
        for series in (a_a(args, samples, False), a_a(args, samples, True), breaks(args, samples)):
            print(series.row(), flush=True)


if __name__ == "__main__":
    main()
