"""The shipped alert rules as Prometheus rule files, for promtool and a real Prometheus.

Two sources carry the same alerts: the chart's PrometheusRule (rendered with
the Helm SDK) and the Grafana-managed rules in ``deploy/examples/grafana``.
A Grafana rule is a query (refId A) and a threshold (refId C); as a
Prometheus rule it is ``(A) <op> threshold`` with the same ``for``.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.chart._render import one, render

REPO = Path(__file__).resolve().parents[2]
GRAFANA_RULES = REPO / "deploy" / "examples" / "grafana" / "alert-rules.yaml"

ALERTS = (
    "GoldenEvalNoVerdict",
    "GoldenEvalPassRatioBelowMinimum",
    "GoldenEvalJudgeAgreementLow",
    "GoldenEvalEscalatedShareHigh",
    "GoldenEvalVerifiedRegressions",
    "GoldenEvalVerifiedWorseThanReference",
    "GoldenEvalSuiteStale",
    "GoldenEvalHarvestStale",
    "GoldenEvalTrafficCoverageLow",
    "GoldenEvalOperatorDown",
)
# Grafana rule uid → the chart alert it stands for.
GRAFANA_UIDS = {
    "goldeneval-no-verdict": "GoldenEvalNoVerdict",
    "goldeneval-pass-ratio": "GoldenEvalPassRatioBelowMinimum",
    "goldeneval-judge-agreement": "GoldenEvalJudgeAgreementLow",
    "goldeneval-escalated-share": "GoldenEvalEscalatedShareHigh",
    "goldeneval-verified-regressions": "GoldenEvalVerifiedRegressions",
    "goldeneval-verified-worse": "GoldenEvalVerifiedWorseThanReference",
    "goldeneval-suite-stale": "GoldenEvalSuiteStale",
    "goldeneval-harvest-stale": "GoldenEvalHarvestStale",
    "goldeneval-traffic-coverage": "GoldenEvalTrafficCoverageLow",
    "goldeneval-operator-down": "GoldenEvalOperatorDown",
}
_OPS = {"gt": ">", "lt": "<"}


def promtool() -> str:
    """The promtool binary (Debian's ``prometheus`` package; ``.ci/run`` installs it)."""
    path = shutil.which("promtool")
    if path is None:
        pytest.fail("promtool is missing: apt-get install prometheus (.ci/run does it)")
    return path


def chart_groups(values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The rule groups of the rendered PrometheusRule (alerts on, chart defaults)."""
    merged = {"metrics": {"prometheusRule": {"enabled": True}}, **(values or {})}
    groups: list[dict[str, Any]] = one(render(merged), "PrometheusRule")["spec"]["groups"]
    return groups


def grafana_groups() -> list[dict[str, Any]]:
    """The Grafana-managed rules as one Prometheus rule group."""
    doc = yaml.safe_load(GRAFANA_RULES.read_text())
    rules = []
    for group in doc["groups"]:
        for rule in group["rules"]:
            data = {d["refId"]: d for d in rule["data"]}
            query = data["A"]["model"]["expr"]
            (cond,) = data[rule["condition"]]["model"]["conditions"]
            evaluator = cond["evaluator"]
            (threshold,) = evaluator["params"]
            rules.append(
                {
                    "alert": GRAFANA_UIDS[rule["uid"]],
                    "expr": f"({query}) {_OPS[evaluator['type']]} {threshold}",
                    "for": rule["for"],
                    "labels": rule.get("labels") or {},
                    "annotations": rule.get("annotations") or {},
                }
            )
    return [{"name": "goldeneval-grafana", "interval": "1m", "rules": rules}]


def write_rules(path: Path, groups: list[dict[str, Any]], *, bare: bool = False) -> Path:
    """A Prometheus rule file; ``bare`` drops labels and annotations, so unit tests
    compare only what decides firing (promtool compares whole label sets)."""
    if bare:
        groups = [
            {
                **g,
                "rules": [
                    {k: v for k, v in r.items() if k not in ("labels", "annotations")}
                    for r in g["rules"]
                ],
            }
            for g in groups
        ]
    path.write_text(yaml.safe_dump({"groups": groups}, sort_keys=False))
    return path


def run_promtool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [promtool(), *args], capture_output=True, text=True, timeout=120, check=False
    )
