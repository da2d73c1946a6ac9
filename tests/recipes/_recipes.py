"""Paths and facts shared by the recipe tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "deploy" / "examples"
# Files in deploy/examples owned by the operator's engineer, not these recipes.
NOT_RECIPES = {"goldenrun.yaml", "golden-set-configmap.yaml", "goldenschedule.yaml"}

# docs/design.md §9: the GoldenRun conditions and phases.
CONDITION_TYPES = {"Complete", "Passed", "Ready", "Reconciling", "Stalled"}
PHASES = {"Pending", "Running", "Passed", "Failed", "Error"}
GROUP = "goldeneval.ahu.go.id"
API_VERSION = f"{GROUP}/v1alpha1"
# docs/design.md §9 metric names (the chart tests check its alerts and dashboard against them too).
METRICS = {
    "goldeneval_pass_ratio",
    "goldeneval_min_pass_ratio",
    "goldeneval_regressions",
    "goldeneval_items",
    "goldeneval_items_escalated",
    "goldeneval_verdicts",
    "goldeneval_items_flaky",
    "goldeneval_gate_passed",
    "goldeneval_last_run_timestamp_seconds",
    "goldeneval_runs_total",
    "goldeneval_run_duration_seconds",
    "goldeneval_last_run_outcome",
    "goldeneval_runs_in_progress",
    "goldeneval_schedule_period_seconds",
    "goldeneval_judge_agreement",
    "goldeneval_judge_min_agreement",
    "goldeneval_compare_items",
    "goldeneval_compare_verified_worse",
    "goldeneval_surface_pass_ratio",
    "goldeneval_surface_coverage_ratio",
    "goldeneval_judge_tokens_total",
    "goldeneval_chatbot_calls_total",
    "goldeneval_traffic_coverage",
    "goldeneval_traffic_harvested_timestamp_seconds",
}


def recipe_files(*suffixes: str) -> list[Path]:
    return sorted(
        p
        for p in EXAMPLES.rglob("*")
        if p.is_file()
        and p.suffix in suffixes
        and not (p.parent == EXAMPLES and p.name in NOT_RECIPES)
    )


def load_all(path: Path) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d is not None]
