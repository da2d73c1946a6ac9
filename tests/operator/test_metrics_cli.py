"""The metrics collector over the run index, and the operator command's error handling."""

from __future__ import annotations

import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from goldeneval._models import Counts
from goldeneval.operator._metrics import GoldenCollector, RunIndex
from goldeneval.operator._status import Phase, Reason, Results, transition

from .factories import NOW, run_body


def finished(uid: str, phase: Phase, minutes: int, rate: float, suite: str = "s") -> dict:
    status = transition(
        None,
        phase,
        Reason.GATE_PASSED,
        "m",
        generation=1,
        now=NOW + timedelta(minutes=minutes),
        min_pass_rate=0.8,
        results=Results(counts=Counts(items=4, scored=4, passed=int(rate * 4)), pass_rate=rate),
    )
    return run_body(uid=uid, name=f"run-{uid}", spec={"suite": suite}, status=status.to_dict())


def scrape(index: RunIndex) -> dict[tuple[str, tuple], float]:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(GoldenCollector(index))
    text = generate_latest(registry).decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for fam in text_string_to_metric_families(text)
        for s in fam.samples
    }


def test_the_latest_finished_run_of_a_suite_wins_and_deleted_runs_vanish() -> None:
    index = RunIndex()
    index.update(finished("a", Phase.PASSED, 1, 1.0))
    index.update(finished("b", Phase.FAILED, 5, 0.5))
    index.update(run_body(uid="c", name="run-c", spec={"suite": "s"}))  # not finished yet
    values = scrape(index)
    labels = (("namespace", "tanya"), ("suite", "s"))
    assert values[("goldeneval_pass_ratio", labels)] == 0.5
    assert values[("goldeneval_gate_passed", labels)] == 0.0
    assert values[("goldeneval_runs_total", (*labels[:1], ("outcome", "failed"), labels[1]))] == 1.0
    assert values[("goldeneval_runs_in_progress", labels)] == 1.0
    index.remove("b")
    assert scrape(index)[("goldeneval_pass_ratio", labels)] == 1.0
    for uid in ("a", "c"):
        index.remove(uid)
    assert not any(name.startswith("goldeneval_") for name, _ in scrape(index))


def test_operator_with_a_bad_config_exits_2_with_the_key(tmp_path: Path) -> None:
    config = tmp_path / "operator.yaml"
    config.write_text("defaults: {minPassRate: 7}\n")
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", "operator", "--config", str(config)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert "defaults.minPassRate" in proc.stderr and "Traceback" not in proc.stderr
    missing = subprocess.run(
        [sys.executable, "-m", "goldeneval", "operator", "--config", str(tmp_path / "nope.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert missing.returncode == 2 and "cannot read" in missing.stderr
