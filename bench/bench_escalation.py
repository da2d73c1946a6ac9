"""What selective verdicts cost (issue 28): judge calls and wall time of a run with
escalation on (k = 3 samples, early stop under the calibrated λ) against the same
run with one sample per item, side by side, median of ``--repeat`` runs.

The real ``goldeneval`` CLI in process against loopback stand-ins and a SQLite
store. A quarter of the items are "hard": the judge's samples on them flip
with probability 0.35, so they split; on the others they always agree. λ is
calibrated first on a separate labelled set of the same kind. Every timed
run asks afresh (``--rejudge``): nothing is reused.

    .venv/bin/python bench/bench_escalation.py [--items 400] [--repeat 3] [--judge-ms 20]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goldeneval.cli import main
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

BAD = "JAWABAN-BURUK"
FAIL = {"correctness": 0.2, "pass": False, "reason": "wrong"}
PASS = {"correctness": 0.9, "pass": True, "reason": "right"}


def items_of(prefix: str, n: int) -> list[dict[str, Any]]:
    def one(k: int) -> dict[str, Any]:
        kind = "sulit" if k % 4 == 0 else "mudah"
        return {
            "id": f"{prefix}-{k:04d}",
            "surface": "public",
            "domain": "bench",
            "question": f"{kind} {prefix}-{k:04d}?",
            "expected": {"must_include": ["benar"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }

    return [one(k) for k in range(n)]


def answer_of(item_id: str) -> str:
    bad = int(item_id[-4:]) % 3 == 0
    return f"jawaban yang benar untuk {item_id}" + (f" {BAD}" if bad else "")


def cli(*argv: str) -> int:
    code, _ = cli_out(*argv)
    return code


def cli_out(*argv: str) -> tuple[int, str]:
    """The CLI's exit code and its stdout."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(list(argv))
    return code, out.getvalue()


def write(path: Path, data: Any) -> Path:
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def config(tmp: Path, bot: str, judge: str, samples: int, target: bool) -> Path:
    j: dict[str, Any] = {"url": judge, "model": "bench-judge", "samples": samples}
    if target:
        j |= {"target_agreement": 0.9, "risk": 0.1}
    return write(
        tmp / f"config-{samples}-{target}.yaml",
        {
            "chatbot_url": bot,
            "rag_quality": {"golden_min_pass_rate": 0.5, "golden_pass_threshold": 0.7},
            "goldeneval": {
                "suite": "bench",
                "store": f"sqlite:///{tmp / 'history.db'}",
                "judge": j,
                "concurrency": 8,
            },
        },
    )


def calibrate(tmp: Path, bot: ChatbotStandIn, judge: JudgeStandIn, n: int) -> str:
    labelled = items_of("cal", n)
    for it in labelled:
        bot.answers[it["question"]] = answer_of(it["id"])
    cal_set = write(tmp / "cal.yaml", labelled)
    plain = config(tmp, bot.url, judge.url, 3, False)
    assert cli("run", "-set", str(cal_set), "-config", str(plain), "--run-id", "cal") in (0, 1)
    labels = write(
        tmp / "labels.yaml",
        [
            {"item": it["id"], "label": "fail" if BAD in answer_of(it["id"]) else "pass"}
            for it in labelled
        ],
    )
    target = config(tmp, bot.url, judge.url, 3, True)
    code, out = cli_out(
        "calibrate", "-config", str(target), "--set", str(cal_set), "--labels", str(labels)
    )
    assert code == 0, f"calibrate exited {code}"
    return next(line.strip() for line in out.splitlines() if "confidence threshold" in line)


def timed(cfg: Path, set_path: Path, judge: JudgeStandIn, run_id: str) -> tuple[float, int, int]:
    before = judge.calls
    start = time.perf_counter()
    code = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", run_id, "--rejudge")
    seconds = time.perf_counter() - start
    return seconds, judge.calls - before, code


def main_bench() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--items", type=int, default=400)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--judge-ms", type=float, default=20.0)
    p.add_argument("--labels", type=int, default=200)
    a = p.parse_args()
    with (
        tempfile.TemporaryDirectory() as d,
        serve_in_thread(ChatbotStandIn(latency_ms=5)) as bot,
        serve_in_thread(
            JudgeStandIn(
                [(BAD, FAIL)],
                default=PASS,
                flip_rate=0.35,
                flip_for=["sulit"],
                seed=11,
                latency_ms=a.judge_ms,
            )
        ) as judge,
    ):
        tmp = Path(d)
        chosen = calibrate(tmp, bot, judge, a.labels)
        items = items_of("run", a.items)
        for it in items:
            bot.answers[it["question"]] = answer_of(it["id"])
        set_path = write(tmp / "set.yaml", items)
        rows = []
        for name, samples, target in (
            ("k = 1, no escalation", 1, False),
            ("k = 3, λ, early stop", 3, True),
        ):
            cfg = config(tmp, bot.url, judge.url, samples, target)
            runs = [timed(cfg, set_path, judge, f"{samples}-{r}") for r in range(a.repeat)]
            rows.append(
                (
                    name,
                    statistics.median(x[0] for x in runs),
                    statistics.median(x[1] for x in runs),
                    sorted({x[2] for x in runs}),
                )
            )
        print(f"{a.items} items, a quarter hard; judge {a.judge_ms:g} ms; median of {a.repeat}")
        print(f"calibrated on {a.labels} labels: {chosen}")
        print(f"{'':24}{'wall s':>10}{'judge calls':>14}{'calls/item':>12}  exit")
        for name, seconds, calls, codes in rows:
            print(f"{name:24}{seconds:10.2f}{calls:14.0f}{calls / a.items:12.2f}  {codes}")


if __name__ == "__main__":
    main_bench()
