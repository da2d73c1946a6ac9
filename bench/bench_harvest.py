"""``goldeneval harvest`` on a synthetic labelled week: grouping quality and scale (issue 41).

For each size, a week of labelled questions (``harvest_week.py``) is written to
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.harvest.quality import Quality, quality

from harvest_week import COVERED, golden_set_yaml, week


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
    result_path = work / f"harvest-{lines}.json"
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    cmd = [sys.executable, "-m", "goldeneval", "harvest", "--set", str(golden)]
    cmd += ["--log", str(log), "--json", str(result_path), "--no-progress"]
    started = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"harvest exited {proc.returncode}: {proc.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    result = json.loads(result_path.read_text(encoding="utf-8"))
    return seconds, peak, len(distinct), len(result["groups"]), quality(result, labels, COVERED)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
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
