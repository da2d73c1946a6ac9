"""End-to-end throughput benchmark of ``goldeneval run`` (issue #4).

Starts the loopback stand-ins in a process of their own with fixed latency,
runs the real ``goldeneval run`` CLI as a subprocess against them with the
SQLite store, and prints wall time, the ideal (N × (chatbot + judge latency)
/ concurrency), their ratio, the evaluator's CPU seconds per item and its peak
RSS. Every scenario is repeated and the median reported; when two versions of
the evaluator are compared (``--compare-with``) they run side by side,
alternating, in one invocation, because this machine is shared and noisy.

    .venv/bin/python bench/bench_pipeline.py                 # all scenarios
    .venv/bin/python bench/bench_pipeline.py --quick         # smaller N, for a smoke run
    git archive OLD | tar -x -C /tmp/before                  # another version's source...
    .venv/bin/python bench/bench_pipeline.py --compare-with /tmp/before/src --only 50ms+50ms
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PY = sys.executable
THIS = "this tree"


@dataclass(frozen=True)
class Scenario:
    name: str
    items: int
    concurrency: int
    chatbot_ms: float
    judge_ms: float
    judge_capacity: int | None = None
    sse: bool = False
    target_ratio: float | None = None


@dataclass
class Measurement:
    wall: float
    cpu: float
    max_rss_mb: float
    errored: int
    passed: int
    chatbot_max_in_flight: int | None
    judge_429: int | None
    window: float


def write_set(path: Path, n: int) -> None:
    # Written line by line: the benchmark process must stay small, because Linux
    # carries a parent's peak RSS into a forked child's ru_maxrss across exec,
    # which would inflate the evaluator's measured peak.
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            out.write(
                f"- id: item-{i:05d}\n  surface: public\n  domain: bench\n"
                f"  question: question {i}?\n"
                "  expected: {must_include: [benar], must_not_include: [], rubric: ''}\n"
                "  verified: true\n"
            )


def compile_bytecode(source: str | None = None) -> None:
    """Give the evaluator compiled bytecode for goldeneval, as the image has it.

    The image compiles at install time; an editable checkout under
    ``PYTHONDONTWRITEBYTECODE=1`` (as on these machines) would recompile all of
    goldeneval's modules in every run and add ~0.04 s of CPU to each. The
    bytecode goes where Python looks for it (``__pycache__``, ignored by git).
    """
    if source is None:
        spec = importlib.util.find_spec("goldeneval")
        assert spec is not None and spec.submodule_search_locations
        source = spec.submodule_search_locations[0]
    subprocess.run(
        [PY, "-m", "compileall", "-q", source],
        check=True,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE=""),
    )


def start_standins(sc: Scenario, set_path: Path) -> tuple[subprocess.Popen[str], str, str]:
    cmd = [
        PY,
        "-m",
        "goldeneval.testing",
        "serve",
        "--chatbot-port",
        "0",
        "--judge-port",
        "0",
        "--latency-ms",
        str(sc.chatbot_ms),
        "--judge-latency-ms",
        str(sc.judge_ms),
        "--answers",
        str(set_path),
    ]
    if sc.judge_capacity:
        cmd += ["--judge-capacity", str(sc.judge_capacity)]
    if sc.sse:
        cmd.append("--sse")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    urls: dict[str, str] = {}
    deadline = time.monotonic() + 120
    while len(urls) < 2 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        key, _, url = line.strip().partition("=")
        if key in ("chatbot_url", "judge_url"):
            urls[key.removesuffix("_url")] = url.strip()
    if len(urls) < 2:
        proc.kill()
        raise SystemExit("stand-ins did not start (expected chatbot_url= and judge_url= lines)")
    return proc, urls["chatbot"], urls["judge"]


def stop_standins(proc: subprocess.Popen[str]) -> dict[str, int]:
    """Stop the stand-ins and read the counters they print on the way out."""
    proc.terminate()
    _, err = proc.communicate(timeout=10)
    found: dict[str, int] = {}
    chatbot, _, judge = err.partition(";")
    if m := re.search(r"max_in_flight=(\d+)", chatbot):
        found["chatbot_max_in_flight"] = int(m.group(1))
    if m := re.search(r"429s=(\d+)", judge):
        found["judge_429"] = int(m.group(1))
    return found


def run_once(
    sc: Scenario, workdir: Path, source: str | None, extra_env: dict[str, str] | None = None
) -> Measurement:
    """One ``goldeneval run``; ``source`` is another tree's ``src`` to run the evaluator from.

    The stand-ins always come from this tree, so both versions face the same servers.
    """
    set_path = workdir / f"set-{sc.items}.yaml"
    if not set_path.exists():
        write_set(set_path, sc.items)
    proc, chatbot, judge = start_standins(sc, set_path)
    counters: dict[str, int] = {}
    try:
        db = workdir / f"bench-{time.monotonic_ns()}.db"
        out = workdir / "summary.json"
        env = dict(os.environ)
        if source:
            env["PYTHONPATH"] = source
        env.update(extra_env or {})
        cmd = [
            PY,
            "-m",
            "goldeneval",
            "run",
            "--set",
            str(set_path),
            "--chatbot-url",
            chatbot,
            "--judge-url",
            judge,
            "--concurrency",
            str(sc.concurrency),
            "--store",
            f"sqlite:///{db}",
            "--suite",
            "bench",
            "--json",
            str(out),
            "--no-progress",
        ]
        t0 = time.perf_counter()
        child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - t0
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            err = child.stderr.read().decode() if child.stderr else ""
            raise SystemExit(f"goldeneval run failed ({status}): {err[-2000:]}")
        summary = json.loads(out.read_text())
        # The evaluation window (first item started .. last item finished), without
        # interpreter start-up and report: what throughput figures are measured over.
        window = max(r["finished_at"] for r in summary["results"]) - min(
            r["started_at"] for r in summary["results"]
        )
    finally:
        counters = stop_standins(proc)
    return Measurement(
        wall=wall,
        cpu=usage.ru_utime + usage.ru_stime,
        max_rss_mb=usage.ru_maxrss / 1024,
        errored=summary["errored"],
        passed=summary["passed"],
        chatbot_max_in_flight=counters.get("chatbot_max_in_flight"),
        judge_429=counters.get("judge_429"),
        window=window,
    )


def report(
    sc: Scenario, runs: list[Measurement], label: str = "", startup_cpu: float = 0.0
) -> dict[str, float]:
    ideal = sc.items * (sc.chatbot_ms + sc.judge_ms) / 1000 / sc.concurrency
    if sc.judge_capacity:
        ideal = max(ideal, sc.items / (sc.judge_capacity / (sc.judge_ms / 1000)))
    wall = statistics.median(m.wall for m in runs)
    cpu_ms = statistics.median(m.cpu for m in runs) / sc.items * 1000
    marginal_ms = (statistics.median(m.cpu for m in runs) - startup_cpu) / sc.items * 1000
    rss = max(m.max_rss_mb for m in runs)
    row = {
        "wall_s": round(wall, 2),
        "ideal_s": round(ideal, 2),
        "ratio": round(wall / ideal, 3),
        "cpu_ms_per_item": round(cpu_ms, 3),
        "cpu_ms_per_item_after_startup": round(marginal_ms, 3),
        "peak_rss_mb": round(rss, 1),
        "errored_max": max(m.errored for m in runs),
        "chatbot_max_in_flight": max((m.chatbot_max_in_flight or 0) for m in runs),
        "judge_429": max((m.judge_429 or 0) for m in runs),
    }
    if sc.judge_capacity:
        capacity = sc.judge_capacity / (sc.judge_ms / 1000)
        window = statistics.median(m.window for m in runs)
        row["judge_calls_per_s"] = round(sc.items / window, 1)
        row["judge_throughput_vs_nominal_capacity"] = round(sc.items / window / capacity, 3)
    target = f" (target ≤ {sc.target_ratio}×)" if sc.target_ratio else ""
    print(
        f"{sc.name}{label}: " + ", ".join(f"{k}={v}" for k, v in row.items()) + target, flush=True
    )
    return row


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="smaller sets")
    ap.add_argument(
        "--compare-with",
        metavar="SRC",
        help="another version's src directory: run it and this tree side by side, alternating",
    )
    ap.add_argument("--only", help="run only scenarios whose name contains this")
    args = ap.parse_args()
    scale = 0.25 if args.quick else 1.0
    scenarios = [
        Scenario("N=2000 c=64 50ms+50ms", int(2000 * scale), 64, 50, 50, target_ratio=1.3),
        Scenario("N=1000 c=8 50ms+50ms", int(1000 * scale), 8, 50, 50, target_ratio=1.1),
        Scenario("N=2000 c=64 SSE chatbot", int(2000 * scale), 64, 50, 50, sse=True),
        Scenario("judge capacity 16, c=64", int(1000 * scale), 64, 20, 50, judge_capacity=16),
        Scenario("N=20000 c=128 20ms+20ms (memory)", int(20000 * scale), 128, 20, 20),
    ]
    if args.only:
        scenarios = [s for s in scenarios if args.only in s.name]
    sources: dict[str, str | None] = {THIS: None}
    if args.compare_with:
        if not (Path(args.compare_with) / "goldeneval" / "__init__.py").is_file():
            ap.error(f"--compare-with {args.compare_with}: no goldeneval package there")
        sources = {"before": str(Path(args.compare_with).resolve()), THIS: None}
    kinds = list(sources)
    results: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        compile_bytecode()
        if args.compare_with:
            compile_bytecode(sources["before"])
        # The fixed cost of a run (interpreter, imports, store open, report) measured
        # on a 1-item set, so the per-item figure can be given with and without it.
        startup = {
            kind: statistics.median(
                run_once(Scenario("startup", 1, 1, 0, 0), work, sources[kind]).cpu
                for _ in range(args.repeat)
            )
            for kind in kinds
        }
        print(
            "startup CPU per run: " + ", ".join(f"{k} {v:.2f} s" for k, v in startup.items()),
            flush=True,
        )
        results["startup_cpu_s"] = startup
        for sc in scenarios:
            if args.compare_with:
                variants: dict[str, list[Measurement]] = {kind: [] for kind in kinds}
                for _ in range(args.repeat):
                    for name, runs in variants.items():
                        runs.append(run_once(sc, work, sources[name]))
                rows = {
                    name: report(sc, runs, f" [{name}]", startup[name])
                    for name, runs in variants.items()
                }
                first, *others = kinds
                base = rows[first]
                for other in others:
                    print(
                        f"  {other} / {first}: wall {rows[other]['wall_s'] / base['wall_s']:.2f}x, "
                        f"CPU per item {rows[other]['cpu_ms_per_item'] / base['cpu_ms_per_item']:.2f}x, "
                        "CPU per item after start-up "
                        f"{rows[other]['cpu_ms_per_item_after_startup'] / base['cpu_ms_per_item_after_startup']:.2f}x"
                    )
                results[sc.name] = rows
            elif sc.judge_capacity:
                # Side by side with an oracle that is told the capacity (judge concurrency
                # fixed at it, so never a 429): the best any limiter could do here.
                oracle_env = {"GOLDENEVAL_JUDGE_CONCURRENCY": str(sc.judge_capacity)}
                adaptive: list[Measurement] = []
                oracle: list[Measurement] = []
                for _ in range(args.repeat):
                    adaptive.append(run_once(sc, work, None))
                    oracle.append(run_once(sc, work, None, oracle_env))
                row = report(sc, adaptive, " [adaptive, concurrency 64]", startup[THIS])
                best = report(sc, oracle, " [oracle: judge concurrency = capacity]", startup[THIS])
                row["judge_throughput_vs_oracle"] = round(
                    row["judge_calls_per_s"] / best["judge_calls_per_s"], 3
                )
                print(f"  adaptive / oracle judge throughput: {row['judge_throughput_vs_oracle']}")
                results[sc.name] = {"adaptive": row, "oracle": best}
            else:
                results[sc.name] = report(
                    sc,
                    [run_once(sc, work, None) for _ in range(args.repeat)],
                    "",
                    startup[THIS],
                )
    out = Path(__file__).parent / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "pipeline.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
