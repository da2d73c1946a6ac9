"""``goldeneval harvest`` on labelled weeks: grouping quality and scale (issues 41, 44).

Weeks (``--week PATH --truth PATH``, repeatable pairs): each labelled week of
``bench/weeks/`` (a log line plus ``label`` per line; its truth names the
golden set and which intents it covers) is harvested by the real CLI in a
subprocess; one table row per week: lines, groups, pairwise precision,
recall and F1 (over the grouped questions), the coverage error overall and
per surface (stated share minus true share), seconds, peak MiB.

    .venv/bin/python bench/bench_harvest.py \
        --week bench/weeks/tune-typical.jsonl --truth bench/weeks/tune-typical.truth.json

Scale (``--sizes``, the default without ``--week``): for each size, a week of labelled questions (``harvest_week.py``) is written to
a JSON Lines file and harvested by the real CLI in a subprocess against a
golden set covering 5 of the 25 intents. Measured: wall seconds, the
subprocess's peak resident memory, groups; and from ``--json`` (each group's
``sources.log_lines`` mapped back to the lines' labels) the grouping's
pairwise precision and recall, the adjusted Rand index, and the coverage
error (the share the harvest states minus the share of questions whose
intent is covered).

    .venv/bin/python bench/bench_harvest.py [--sizes 10000,100000,1000000] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.harvest.quality import Quality, WeekQuality, quality, week_quality

from goldeneval.testing import EmbeddingsStandIn, serve_in_thread
from harvest_week import COVERED, golden_set_yaml, week

EXTRA: list[str] = []
"""Arguments every harvest gets (``--config`` of the embeddings endpoint with --embeddings)."""


def harvest(lines: int, seed: int, work: Path) -> tuple[float, float, int, int, Quality]:
    """(seconds, peak MiB, distinct questions, groups, quality) of one harvest."""
    log = work / f"week-{lines}.jsonl"
    labels = []
    distinct = set()
    with log.open("w", encoding="utf-8") as out:
        for line in week(lines, seed):
            labels.append(str(line["label"]))
            distinct.add(line["question"])
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
    golden = work / "set.yaml"
    golden.write_text(golden_set_yaml(), encoding="utf-8")
    seconds, peak, result = run_cli(golden, log, work)
    return seconds, peak, len(distinct), len(result["groups"]), quality(result, labels, COVERED)


def run_cli(golden: Path, log: Path, work: Path) -> tuple[float, float, dict[str, Any]]:
    """(seconds, peak MiB, ``--json``) of ``goldeneval harvest`` of one log, in a subprocess."""
    result_path = work / f"{log.stem}.json"
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    cmd = [sys.executable, "-m", "goldeneval", "harvest", "--set", str(golden)]
    cmd += ["--log", str(log), "--json", str(result_path), "--no-progress", *EXTRA]
    started = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"harvest of {log} exited {proc.returncode}: {proc.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return seconds, peak, json.loads(result_path.read_text(encoding="utf-8"))


ROOT = Path(__file__).resolve().parents[1]


def labelled(week_path: Path, truth_path: Path, work: Path) -> tuple[float, float, WeekQuality]:
    """(seconds, peak MiB, quality) of the CLI's harvest of one labelled week."""
    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    golden = Path(truth["set"])
    golden = golden if golden.is_absolute() or golden.exists() else ROOT / golden
    rows = [json.loads(line) for line in week_path.read_text(encoding="utf-8").splitlines()]
    seconds, peak, result = run_cli(golden, week_path, work)
    return seconds, peak, week_quality(result, rows, truth)


def weeks(pairs: list[tuple[Path, Path]]) -> None:
    """One row per labelled week."""
    print(
        "| week | lines | groups | precision | recall | F1 | coverage error | public "
        "| internal | seconds | peak MiB |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for week_path, truth_path in pairs:
            seconds, peak, q = labelled(week_path, truth_path, Path(tmp))
            per = [q.surface_errors.get(s) for s in ("public", "internal")]
            shown = ["—" if e is None else f"{e:+.3f}" for e in per]
            print(
                f"| {week_path.stem} | {q.lines:,} | {q.groups:,} | {q.precision:.3f} "
                f"| {q.recall:.3f} | {q.f1:.3f} | {q.coverage_error:+.3f} | {shown[0]} "
                f"| {shown[1]} | {seconds:.1f} | {peak:.0f} |",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--week", type=Path, action="append", default=[])
    parser.add_argument("--truth", type=Path, action="append", default=[])
    parser.add_argument(
        "--embeddings", action="store_true", help="through the loopback embeddings stand-in"
    )
    args = parser.parse_args()
    if args.embeddings:
        with (
            tempfile.TemporaryDirectory() as tmp,
            serve_in_thread(EmbeddingsStandIn(model="e5")) as e,
        ):
            config = Path(tmp) / "embeddings.yaml"
            config.write_text(
                f"goldeneval:\n  harvest:\n    embeddings: {{url: '{e.url}', model: e5}}\n",
                encoding="utf-8",
            )
            EXTRA.extend(["--config", str(config)])
            run(args)
        return
    run(args)


def run(args: argparse.Namespace) -> None:
    """The weeks' rows, or the sizes' rows."""
    if args.week or args.truth:
        if len(args.week) != len(args.truth):
            raise SystemExit("give --week and --truth in pairs")
        weeks(list(zip(args.week, args.truth, strict=True)))
        return
    print(
        "| lines | distinct questions | groups | seconds | peak MiB | precision | recall | ARI "
        "| coverage error |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            seconds, peak, distinct, groups, q = harvest(size, args.seed, Path(tmp))
            print(
                f"| {size:,} | {distinct:,} | {groups:,} | {seconds:.1f} | {peak:.0f} "
                f"| {q.precision:.3f} | {q.recall:.3f} | {q.ari:.3f} | {q.coverage_error:+.3f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
