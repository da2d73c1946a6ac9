"""Peak memory and time of hostile input files (issue #10): each in a fresh process.

    .venv/bin/python bench/bench_hostile.py [--set-mb 50]

1. **alias bomb config**: a ~620-byte config whose ``goldeneval.chatbot.request``
   nests aliases nine deep (9**9 strings if expanded), through the CLI's own
   ``load_config``. It must be refused (exit 2) quickly with bounded memory.
2. **alias bomb golden set**: the same nesting inside an item's ``must_include``.
3. **large golden set**: a valid set of about ``--set-mb`` MB through
   ``load_golden_set`` (the loader every command uses).

Each case runs in its own interpreter, so the figure is that process's peak
resident set size (``ru_maxrss``), import of goldeneval included.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

_PROBE = """
import json, resource, sys, time
from goldeneval.model._errors import GoldenEvalError
from goldeneval.job._files import load_config, load_golden_set
kind, path = sys.argv[1], sys.argv[2]
start = time.perf_counter()
outcome = "accepted"
try:
    if kind == "config":
        load_config(path, {})
    else:
        load_golden_set(path)
except GoldenEvalError as exc:
    outcome = f"exit {exc.exit_code}: {str(exc).splitlines()[-1][:100]}"
seconds = time.perf_counter() - start
peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "peak_mb": peak_mb, "outcome": outcome}))
"""


def _bomb_lines(indent: str) -> list[str]:
    lines = [f'{indent}a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"{indent}a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 9)]
    return lines


def bomb_config(path: Path) -> None:
    head = [
        "chatbot_url: http://127.0.0.1:9",
        "goldeneval:",
        "  judge:",
        "    url: http://127.0.0.1:9",
        "  chatbot:",
        "    request:",
        '      message: "{question}"',
    ]
    path.write_text("\n".join(head + _bomb_lines("      ")) + "\n", encoding="utf-8")


def bomb_set(path: Path) -> None:
    # The anchors must come first in document order: put them in an earlier item.
    anchors = ["- id: anchors", "  surface: public", "  domain: d", "  question: q"]
    anchors += ["  expected: {}", "  bomb:", *_bomb_lines("    ")]
    item = ["- id: a", "  surface: public", "  domain: d", "  question: q"]
    item += ["  expected:", "    must_include: *a8"]
    path.write_text("\n".join(anchors + item) + "\n", encoding="utf-8")


def large_set(path: Path, megabytes: int) -> None:
    with path.open("w", encoding="utf-8") as out:
        n = 0
        while out.tell() < megabytes * 1_000_000:
            out.write(
                f"- id: item-{n:07d}\n  surface: public\n  domain: domain-{n % 40}\n"
                f"  question: 'Apa syarat nomor {n} untuk mendirikan PT perorangan di Indonesia?'\n"
                "  expected:\n    must_include: ['WNI', '17 tahun', 'satu orang']\n"
                "    must_not_include: ['minimal dua orang pendiri']\n"
                "    rubric: >\n      The founder must be an Indonesian citizen aged at least 17.\n"
                "  verified: true\n"
            )
            n += 1


def measure(kind: str, path: Path) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE, kind, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    found: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    found["bytes"] = path.stat().st_size
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set-mb", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cases = []
        config = Path(tmp) / "bomb-config.yaml"
        bomb_config(config)
        cases.append(("alias bomb config", "config", config))
        bset = Path(tmp) / "bomb-set.yaml"
        bomb_set(bset)
        cases.append(("alias bomb golden set", "set", bset))
        big = Path(tmp) / "large-set.yaml"
        large_set(big, args.set_mb)
        cases.append((f"{args.set_mb} MB golden set", "set", big))
        print(f"{'input':<24} {'bytes':>11} {'seconds':>8} {'peak MB':>8}  outcome")
        for label, kind, path in cases:
            r = measure(kind, path)
            print(
                f"{label:<24} {r['bytes']:>11} {r['seconds']:>8.2f} {r['peak_mb']:>8.0f}  "
                f"{r['outcome']}"
            )


if __name__ == "__main__":
    main()
