"""Compare mode's cost (issue 20): a compare run against a plain run, and a rerun's judge calls.

Three loopback stand-ins run in a process of their own (this file with
``--serve``): the candidate chatbot, the reference chatbot and the judge, each
with a fixed latency. The real ``goldeneval run`` CLI runs as a subprocess on
a fresh SQLite store per measurement:

* **plain**: the candidate alone;
* **compare**: the candidate and the reference (``--compare-url``) at the same
  concurrency; ``--answers same`` makes both give byte-identical answers
  (judged once for both), ``--answers differ`` makes every pair differ (both
  judged: the judge's work doubles);
* **rerun**: a second compare run in the same store with the reference's
  answers unchanged and every candidate answer new: the judge calls of each
  side are counted by a marker in the answers (reference ``versi stabil``,
  candidate ``versi kanari``/``versi baru``).

Reported: medians over ``--repeat`` of the wall times, their ratio, and the
rerun's judge calls per side. Not a test: numbers, side by side.

    .venv/bin/python bench/bench_compare.py                 # 200 items, 3 repeats
    .venv/bin/python bench/bench_compare.py --items 50 --repeat 1
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from bench_pipeline import compile_bytecode

PY = sys.executable


def write_set(path: Path, n: int) -> list[str]:
    questions = [f"Bagaimana prosedur layanan nomor {k}?" for k in range(n)]
    items = [
        {
            "id": f"item-{k:04d}",
            "surface": "public",
            "domain": "bench",
            "question": q,
            "expected": {"must_include": ["prosedur"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }
        for k, q in enumerate(questions)
    ]
    path.write_text(yaml.safe_dump(items, allow_unicode=True), encoding="utf-8")
    return questions


async def _serve(args: argparse.Namespace) -> None:
    from goldeneval.testing import ChatbotStandIn, JudgeStandIn

    questions = [f"Bagaimana prosedur layanan nomor {k}?" for k in range(args.items)]
    ref_text = "prosedur lengkap versi stabil"
    cand_text = ref_text if args.answers == "same" else "prosedur lengkap versi kanari"
    candidate = ChatbotStandIn({q: cand_text for q in questions}, latency_ms=args.chatbot_ms)
    reference = ChatbotStandIn({q: ref_text for q in questions}, latency_ms=args.chatbot_ms)
    judge = JudgeStandIn(latency_ms=args.judge_ms)
    for s in (candidate, reference, judge):
        await s.start()
    print(
        json.dumps({"candidate": candidate.url, "reference": reference.url, "judge": judge.url}),
        flush=True,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    # A line on stdin switches the candidate to new answers (the rerun).
    loop.add_reader(sys.stdin.fileno(), lambda: _next_version(candidate, questions))
    await stop.wait()
    sides = {"reference": 0, "candidate": 0}
    for message, n in judge.asked.items():
        sides["reference" if "versi stabil" in message else "candidate"] += n
    print(json.dumps(sides), flush=True)
    for s in (candidate, reference, judge):
        await s.stop()


def _next_version(candidate: object, questions: list[str]) -> None:
    sys.stdin.readline()
    candidate.answers = {q: "prosedur lengkap versi baru" for q in questions}  # type: ignore[attr-defined]


class Standins:
    def __init__(self, args: argparse.Namespace, answers: str) -> None:
        self.proc = subprocess.Popen(
            [
                PY,
                __file__,
                "--serve",
                "--items",
                str(args.items),
                "--answers",
                answers,
                "--chatbot-ms",
                str(args.chatbot_ms),
                "--judge-ms",
                str(args.judge_ms),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        self.urls = json.loads(self.proc.stdout.readline())

    def next_version(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write("next\n")
        self.proc.stdin.flush()

    def stop(self) -> dict[str, int]:
        self.proc.send_signal(signal.SIGTERM)
        assert self.proc.stdout is not None
        sides = json.loads(self.proc.stdout.readline())
        self.proc.wait(timeout=30)
        return dict(sides)


def run(
    args: argparse.Namespace,
    urls: dict[str, str],
    store: Path,
    set_path: Path,
    compare: bool,
    run_id: str,
) -> float:
    cfg = {
        "chatbot_url": urls["candidate"],
        "goldeneval": {
            "suite": "bench-compare",
            "store": f"sqlite:///{store}",
            "concurrency": args.concurrency,
            "judge": {"url": urls["judge"], "model": "stand-in"},
            **({"compare": {"chatbot_url": urls["reference"]}} if compare else {}),
        },
    }
    cfg_path = store.with_suffix(".yaml")
    cfg_path.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    t0 = time.perf_counter()
    proc = subprocess.run(
        [
            PY,
            "-m",
            "goldeneval",
            "run",
            "-set",
            str(set_path),
            "-config",
            str(cfg_path),
            "--run-id",
            run_id,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(
            f"run failed ({proc.returncode}): {proc.stdout[-400:]}{proc.stderr[-400:]}"
        )
    return wall


def measure(args: argparse.Namespace, answers: str, tmp: Path, n: int) -> dict[str, object]:
    """One plain run, one compare run and its rerun, each with fresh stand-ins (their own counts)."""
    set_path = tmp / "set.yaml"
    write_set(set_path, args.items)
    out: dict[str, object] = {}
    # Alternate which goes first, so a warm-up effect cannot favour either.
    order = ("plain", "compare") if n % 2 == 0 else ("compare", "plain")
    store = tmp / f"cmp-{answers}-{n}.db"
    for kind in order:
        s = Standins(args, answers)
        try:
            if kind == "plain":
                out["plain"] = run(
                    args, s.urls, tmp / f"plain-{answers}-{n}.db", set_path, False, "p"
                )
            else:
                out["compare"] = run(args, s.urls, store, set_path, True, "c1")
        finally:
            out[f"{kind}_calls"] = s.stop()
    # The rerun: same store, the reference unchanged, every candidate answer new.
    s = Standins(args, answers)
    try:
        s.next_version()
        time.sleep(0.2)
        out["rerun"] = run(args, s.urls, store, set_path, True, "c2")
    finally:
        out["rerun_calls"] = s.stop()
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--items", type=int, default=200)
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--chatbot-ms", type=float, default=100.0)
    p.add_argument("--judge-ms", type=float, default=30.0)
    p.add_argument("--answers", choices=("same", "differ"), default="differ")
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    if args.serve:
        asyncio.run(_serve(args))
        return 0
    print(
        f"N={args.items} concurrency={args.concurrency} chatbot {args.chatbot_ms:g} ms "
        f"judge {args.judge_ms:g} ms, medians of {args.repeat}"
    )
    compile_bytecode()
    with tempfile.TemporaryDirectory() as d:
        for answers in ("same", "differ"):
            rows = [measure(args, answers, Path(d), n) for n in range(args.repeat)]
            med = {
                k: statistics.median(float(r[k]) for r in rows)
                for k in ("plain", "compare", "rerun")
            }  # type: ignore[arg-type]
            plain_calls = rows[-1]["plain_calls"]
            first = rows[-1]["compare_calls"]
            again = rows[-1]["rerun_calls"]
            print(
                f"answers {answers:>6}: plain {med['plain']:.2f} s | compare {med['compare']:.2f} s "
                f"(x{med['compare'] / med['plain']:.2f}) | rerun {med['rerun']:.2f} s"
            )
            print(
                f"    judge calls: plain {plain_calls}; compare {first}; "
                f"rerun with the reference unchanged {again}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
