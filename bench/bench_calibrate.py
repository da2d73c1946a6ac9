"""One judge calibration and one judge comparison on the example set (issue 19).

The demo's world: the shipped example set, its scripted release and candidate
answers (``goldeneval/data/demo-answers.yaml``) and the demo's judge stand-in
(which passes every answer), in a fresh SQLite store. Both builds are run,
then an SME labels file is written for every stored answer: every release
answer passes, and of the candidate's two changed answers the one that drops
"online" (fidusia) fails. Then, with the real ``goldeneval calibrate`` CLI as
a subprocess:

1. **Calibration** of the demo judge: n, κ and its interval, wall time,
   judge calls (its own stored verdicts are reused).
2. **Comparison** with a second stand-in judge that fails the fidusia
   candidate answer: both κ, the difference and its interval, the exit code,
   wall time and judge calls.

    .venv/bin/python bench/bench_calibrate.py
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from goldeneval.config import resolve
from goldeneval.job._demo import example_set, load_answers
from goldeneval.job._files import load_golden_set
from goldeneval.job.run import RunRequest, execute
from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread


def main() -> int:
    with example_set(None) as set_path, tempfile.TemporaryDirectory() as tmp:
        golden = load_golden_set(set_path)
        release, candidate = load_answers(set_path, golden)
        dsn = f"sqlite:///{tmp}/history.db"
        store = open_store(dsn)
        strict = {"correctness": 0.3, "pass": False, "reason": "does not say it is online"}
        fidusia_candidate = candidate[
            next(i.question for i in golden.items if i.id == "fidusia-pendaftaran")
        ]
        with (
            serve_in_thread(JudgeStandIn()) as judge,
            serve_in_thread(JudgeStandIn([(fidusia_candidate, strict)])) as other,
        ):
            for label, answers in (("release", release), ("candidate", candidate)):
                with serve_in_thread(ChatbotStandIn(answers)) as bot:
                    cfg, _ = resolve(
                        None,
                        {},
                        {
                            "chatbot_url": bot.url,
                            "judge_url": judge.url,
                            "suite": "demo",
                            "store": dsn,
                            "allow_unverified": True,
                        },
                    )
                    execute(
                        RunRequest(
                            golden=golden, config=cfg, run_id=f"demo-{label}", progress=False
                        ),
                        store,
                    )
            labels = []
            for run_id in ("demo-release", "demo-candidate"):
                for r in store.results(run_id):
                    if r.answer is None or (
                        run_id == "demo-candidate" and r.answer == release.get(r.question)
                    ):
                        continue  # an unchanged answer is labelled once
                    bad = run_id == "demo-candidate" and r.item_id == "fidusia-pendaftaran"
                    entry = {"item": r.item_id, "run": run_id, "label": "fail" if bad else "pass"}
                    labels.append(
                        entry | ({"note": "must say the registration is online"} if bad else {})
                    )
            store.close()
            labels_path = Path(tmp) / "labels.yaml"
            labels_path.write_text(yaml.safe_dump(labels, sort_keys=False), encoding="utf-8")
            config = Path(tmp) / "config.yaml"
            config.write_text(
                yaml.safe_dump(
                    {"goldeneval": {"suite": "demo", "store": dsn, "judge": {"url": judge.url}}}
                ),
                encoding="utf-8",
            )
            base = [sys.executable, "-m", "goldeneval", "calibrate", "-config", str(config)]
            base += ["--set", set_path, "--labels", str(labels_path)]
            for title, extra in (
                ("calibration", []),
                (
                    "comparison",
                    ["--compare-judge-url", other.url, "--compare-judge-model", "strict"],
                ),
            ):
                out = Path(tmp) / f"{title}.json"
                calls = judge.calls + other.calls
                start = time.perf_counter()
                proc = subprocess.run(
                    [*base, *extra, "--json", str(out)], capture_output=True, text=True, check=False
                )
                seconds = time.perf_counter() - start
                doc = json.loads(out.read_text(encoding="utf-8"))
                ja, ga = doc["judge_agreement"], doc["gate_agreement"]
                print(
                    f"{title}: exit {proc.returncode}, {seconds:.2f} s wall (subprocess), judge calls {judge.calls + other.calls - calls}"
                )
                print(f"  labels {doc['labels']}, judged {doc['judged']}")
                print(
                    f"  judge: kappa {ja['kappa']} ci {ja['kappa_ci']}, accuracy {ja['accuracy']}, confusion {ja['confusion']}"
                )
                print(
                    f"  gate:  kappa {ga['kappa']} ci {ga['kappa_ci']}, accuracy {ga['accuracy']}"
                )
                if doc["compare"] is not None:
                    c = doc["compare"]
                    print(
                        f"  candidate judge: kappa {c['judge_agreement']['kappa']} ci {c['judge_agreement']['kappa_ci']}"
                    )
                    print(f"  kappa delta {c['kappa_delta']} ci {c['kappa_delta_ci']}")
                print("  last line:", proc.stdout.rstrip().splitlines()[-1])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
