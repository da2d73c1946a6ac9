"""The shipped alerts, checked and unit-tested by promtool (docs/operations.md, Alerts).

Every alert fires on what it is for, and stays quiet on healthy suites, on
deleted runs and on an operator restart. The same scenarios run against the
chart's PrometheusRule and the Grafana-managed rules, so both say the same.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from ._rules import ALERTS, chart_groups, grafana_groups, run_promtool, write_rules

NS, SUITE = "tanya", "prod"
SUITE_LABELS = {"namespace": NS, "suite": SUITE}


def sel(name: str, **labels: str) -> str:
    merged = {**SUITE_LABELS, **labels}
    return name + "{" + ", ".join(f'{k}="{v}"' for k, v in merged.items()) + "}"


def healthy_suite(minutes: int) -> list[dict[str, str]]:
    """What a suite whose runs pass exports (one run every 10 minutes)."""
    n = minutes + 5
    return [
        {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": f"0x{n}"},
        {"series": sel("goldeneval_last_run_outcome", outcome="passed"), "values": f"1x{n}"},
        {"series": sel("goldeneval_runs_total", outcome="error"), "values": f"0x{n}"},
        {"series": sel("goldeneval_runs_total", outcome="passed"), "values": f"0+0.1x{n}"},
        {"series": sel("goldeneval_pass_ratio"), "values": f"0.95x{n}"},
        {"series": sel("goldeneval_min_pass_ratio"), "values": f"0.8x{n}"},
        {"series": sel("goldeneval_regressions", verified="true"), "values": f"0x{n}"},
        {"series": sel("goldeneval_compare_verified_worse"), "values": f"0x{n}"},
        {"series": sel("goldeneval_schedule_period_seconds", schedule="s"), "values": f"600x{n}"},
        # finished a run a minute ago at every step
        {"series": sel("goldeneval_last_run_timestamp_seconds"), "values": f"-60+60x{n}"},
        {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": f"1x{n}"},
    ]


def quiet(*times: str) -> list[dict[str, Any]]:
    return [{"eval_time": t, "alertname": a, "exp_alerts": []} for t in times for a in ALERTS]


def fires(alert: str, at: str, labels: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        "eval_time": at,
        "alertname": alert,
        "exp_alerts": [{"exp_labels": SUITE_LABELS if labels is None else labels}],
    }


def only(alert: str, at: str) -> list[dict[str, Any]]:
    """``alert`` fires at ``at`` for the suite; every other alert is quiet then."""
    return only_for(alert, at, SUITE_LABELS)


def only_for(alert: str, at: str, labels: dict[str, str]) -> list[dict[str, Any]]:
    """``alert`` fires at ``at`` with ``labels``; every other alert is quiet then."""
    return [fires(alert, at, labels)] + [
        {"eval_time": at, "alertname": a, "exp_alerts": []} for a in ALERTS if a != alert
    ]


JUDGE_LABELS = {**SUITE_LABELS, "judge_model": "qwen2.5-32b"}
HARVESTED = sel("goldeneval_traffic_harvested_timestamp_seconds")
UP = {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}'}


def coverage(surface: str) -> str:
    return sel("goldeneval_traffic_coverage", surface=surface)


AGREEMENT = sel("goldeneval_judge_agreement", judge_model="qwen2.5-32b")


# name → (input series, alert_rule_test entries); interval 1m unless the series say otherwise.
SCENARIOS: dict[str, tuple[list[dict[str, str]], list[dict[str, Any]]]] = {
    "healthy suite: nothing fires": (healthy_suite(120), quiet("5m", "30m", "2h")),
    "no verdict: the latest run has none": (
        [
            *[s for s in healthy_suite(60) if "outcome" not in s["series"]],
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "0x10 1x50"},
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0x10 1x50"},
        ],
        [*quiet("5m"), *only("GoldenEvalNoVerdict", "12m"), fires("GoldenEvalNoVerdict", "50m")],
    ),
    "no verdict: a run without one, then a passing run, within the window": (
        [
            *[s for s in healthy_suite(100) if "outcome" not in s["series"]],
            {
                "series": sel("goldeneval_last_run_outcome", outcome="error"),
                "values": "0x10 1 0x90",
            },
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0x10 1x90"},
        ],
        [*only("GoldenEvalNoVerdict", "30m"), *quiet("80m")],
    ),
    "no verdict: a suite's first run has none (its series start at 0)": (
        [
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0x3 1x20"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "_x3 1x20"},
            {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": "1x25"},
        ],
        [fires("GoldenEvalNoVerdict", "5m")],
    ),
    "deleted runs and an operator restart: counters never drop, a restart resets to 0": (
        [
            *[s for s in healthy_suite(60) if "runs_total" not in s["series"]],
            # 3 errors long ago; runs deleted (no drop); restart at 30m (reset to 0)
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "3x30 _x2 0x30"},
            {"series": sel("goldeneval_runs_total", outcome="passed"), "values": "9x30 _x2 0x30"},
        ],
        quiet("20m", "31m", "35m", "60m"),
    ),
    "pass ratio below the minimum": (
        [
            *[s for s in healthy_suite(30) if "pass_ratio" not in s["series"]],
            {"series": sel("goldeneval_pass_ratio"), "values": "0.95x10 0.5x20"},
            {"series": sel("goldeneval_min_pass_ratio"), "values": "0.8x30"},
        ],
        [*quiet("5m"), *only("GoldenEvalPassRatioBelowMinimum", "15m")],
    ),
    "a weak internal surface under a strong overall ratio fires": (
        [
            *healthy_suite(30),  # overall 0.95 throughout
            {"series": sel("goldeneval_surface_pass_ratio", surface="public"), "values": "1x35"},
            {
                "series": sel("goldeneval_surface_pass_ratio", surface="internal"),
                "values": "0.9x10 0.6x25",
            },
        ],
        [*quiet("5m"), *only("GoldenEvalPassRatioBelowMinimum", "15m")],
    ),
    "surfaces at and above the floor: nothing fires": (
        [
            *healthy_suite(30),
            {"series": sel("goldeneval_surface_pass_ratio", surface="public"), "values": "1x35"},
            {
                "series": sel("goldeneval_surface_pass_ratio", surface="internal"),
                "values": "0.8x35",
            },
        ],
        quiet("5m", "20m"),
    ),
    "a low ratio without a verdict is no verdict, not a quality failure": (
        [
            *[s for s in healthy_suite(30) if "outcome" not in s["series"]],
            *[s for s in healthy_suite(30) if "pass_ratio" in s["series"] and "min" in s["series"]],
            {"series": sel("goldeneval_pass_ratio"), "values": "0.25x30"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "1x30"},
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0 1x29"},
        ],
        only("GoldenEvalNoVerdict", "15m"),
    ),
    "judge agreement: fires below the floor, silent at it and above": (
        [
            *healthy_suite(40),
            {"series": AGREEMENT, "values": "0.8x10 0.6x10 0.59x10 0.75x10"},
            {"series": sel("goldeneval_judge_min_agreement"), "values": "0.6x40"},
        ],
        [
            *quiet("5m", "15m", "35m"),  # 0.8 above, 0.6 at the floor, 0.75 after a recalibration
            *only_for("GoldenEvalJudgeAgreementLow", "25m", JUDGE_LABELS),
        ],
    ),
    "judge agreement: silent without a calibration, and without a floor": (
        [
            *healthy_suite(40),
            # not calibrated for 10m (no series), then calibrated low with no floor set
            {"series": AGREEMENT, "values": "_x10 0.1x30"},
            {"series": sel("goldeneval_judge_min_agreement"), "values": "0.6x10 _x30"},
        ],
        # (a series that stops is seen for Prometheus's 5-minute lookback)
        quiet("5m", "20m", "35m"),
    ),
    "escalated share: fires above 20 % of the verdicts, silent at it and without escalations": (
        [
            *healthy_suite(40),
            # 20 decided (passed + failed) throughout; escalated 0, then 5 (20 %), 6, then 0
            {"series": sel("goldeneval_items", result="passed"), "values": "18x40"},
            {"series": sel("goldeneval_items", result="failed"), "values": "2x40"},
            {"series": sel("goldeneval_items", result="errored"), "values": "9x40"},
            {"series": sel("goldeneval_items_escalated"), "values": "0x10 5x10 6x10 0x10"},
        ],
        [
            *quiet("5m", "15m", "35m"),  # none, exactly 20 % (5 of 25), none again
            *only("GoldenEvalEscalatedShareHigh", "25m"),  # 6 of 26 is above 20 %
        ],
    ),
    "escalated share: a run with nothing decided nor escalated is silence": (
        [
            *healthy_suite(20),
            {"series": sel("goldeneval_items", result="passed"), "values": "0x20"},
            {"series": sel("goldeneval_items", result="failed"), "values": "0x20"},
            {"series": sel("goldeneval_items_escalated"), "values": "0x20"},
        ],
        quiet("5m", "15m"),
    ),
    "verified regressions": (
        [
            *[s for s in healthy_suite(30) if "regressions" not in s["series"]],
            {"series": sel("goldeneval_regressions", verified="true"), "values": "0x10 2x20"},
            {"series": sel("goldeneval_regressions", verified="false"), "values": "5x30"},
        ],
        [*quiet("5m"), *only("GoldenEvalVerifiedRegressions", "15m")],
    ),
    "compare mode: verified items worse than the reference": (
        [
            *[s for s in healthy_suite(30) if "verified_worse" not in s["series"]],
            {"series": sel("goldeneval_compare_verified_worse"), "values": "0x10 2x20"},
            {"series": sel("goldeneval_compare_items", outcome="worse"), "values": "1x10 3x20"},
        ],
        [*quiet("5m"), *only("GoldenEvalVerifiedWorseThanReference", "15m")],
    ),
    "a suite's series go with its deleted runs: nothing fires": (
        [
            {"series": sel("goldeneval_pass_ratio"), "values": "0.5x10"},
            {"series": sel("goldeneval_min_pass_ratio"), "values": "0.8x10"},
            {"series": sel("goldeneval_regressions", verified="true"), "values": "2x10"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "0x10"},
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0x10"},
            {"series": sel("goldeneval_last_run_timestamp_seconds"), "values": "0x10"},
            {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": "1x40"},
        ],
        quiet("20m", "40m"),
    ),
    "stale scheduled suite: no run for twice its period": (
        [
            {
                "series": sel("goldeneval_schedule_period_seconds", schedule="s"),
                "values": "3600x200",
            },
            # the last run finished at time 0 and none since
            {"series": sel("goldeneval_last_run_timestamp_seconds"), "values": "0x200"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "0x200"},
            {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": "1x200"},
        ],
        # age > 2h from 120m on, held for 15m
        [*quiet("110m", "130m"), *only("GoldenEvalSuiteStale", "140m")],
    ),
    "an unscheduled suite is stale after the configured age only": (
        [
            # 4-minute steps (within Prometheus's 5-minute lookback): 28 hours
            {"series": sel("goldeneval_last_run_timestamp_seconds"), "values": "0x420"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "0x420"},
            {"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": "1x420"},
        ],
        [*quiet("3h", "26h"), *only("GoldenEvalSuiteStale", "26h40m")],
    ),
    "harvest stale: weekly harvests are quiet, a missed week fires after 8 days": (
        # 10-minute steps for 16 days. Harvested at 0 and at 7 days, then never;
        # an operator restart (a scrape without the series) at 360h40m.
        [
            {"series": HARVESTED, "values": "0x1007 604800x1155 stale 604800x50"},
            {"series": coverage("public"), "values": "0.8x2215"},
            {"series": coverage("internal"), "values": "0.6x2215"},
            # a suite never harvested: it has runs, no harvest series, no alert
            {
                "series": 'goldeneval_runs_total{namespace="tanya", suite="never", outcome="error"}',
                "values": "0x2215",
            },
            {**UP, "values": "1x2215"},
        ],
        [
            *quiet("167h", "175h", "336h", "359h50m"),  # at most 7 days, or just 8 days
            *quiet("360h10m"),  # older than 8 days for 10 minutes: pending
            *only("GoldenEvalHarvestStale", "360h20m"),
            # the restart's gap neither resolves nor restarts the alert's 15 minutes
            *only("GoldenEvalHarvestStale", "360h41m"),
        ],
    ),
    "a suite never harvested: no harvest alert": (
        # 10-minute steps for 10 days, no harvest series at all
        [
            {"series": sel("goldeneval_runs_total", outcome="error"), "values": "0x1440"},
            {"series": sel("goldeneval_last_run_outcome", outcome="error"), "values": "0x1440"},
            {**UP, "values": "1x1440"},
        ],
        [
            {"eval_time": t, "alertname": a, "exp_alerts": []}
            for t in ("1h", "200h", "240h")
            for a in ("GoldenEvalHarvestStale", "GoldenEvalTrafficCoverageLow")
        ],
    ),
    "traffic coverage: below the share fires per surface after an hour": (
        [
            *healthy_suite(160),
            {"series": HARVESTED, "values": "0x165"},
            {"series": coverage("public"), "values": "0.6x165"},
            # at the share for 30m, below it, a restart's gap at 100m, a better harvest at 111m
            {"series": coverage("internal"), "values": "0.3x30 0.25x68 stale 0.25x9 0.5x54"},
        ],
        [
            *quiet("5m", "30m", "90m"),  # at the share, then below it for less than 1h
            *only_for(
                "GoldenEvalTrafficCoverageLow", "95m", {**SUITE_LABELS, "surface": "internal"}
            ),
            *only_for(
                "GoldenEvalTrafficCoverageLow", "101m", {**SUITE_LABELS, "surface": "internal"}
            ),
            *quiet("115m", "160m"),
        ],
    ),
    "traffic coverage: a surface without kept questions has no series and stays quiet": (
        [
            *healthy_suite(90),
            {"series": HARVESTED, "values": "0x95"},
            {"series": coverage("public"), "values": "0.45x95"},
        ],
        quiet("5m", "90m"),
    ),
    "operator down": (
        [{"series": 'up{job="goldeneval-metrics", namespace="goldeneval"}', "values": "1x5 0x30"}],
        [
            *quiet("10m"),
            # absent() of a comparison has no labels to give
            fires("GoldenEvalOperatorDown", "20m", {}),
        ],
    ),
    "operator never scraped": (
        [{"series": 'up{job="other", namespace="goldeneval"}', "values": "1x30"}],
        [fires("GoldenEvalOperatorDown", "15m", {})],
    ),
}
INTERVALS = {
    "an unscheduled suite is stale after the configured age only": "4m",
    "harvest stale: weekly harvests are quiet, a missed week fires after 8 days": "10m",
    "a suite never harvested: no harvest alert": "10m",
}

SOURCES = {"chart": chart_groups, "grafana": grafana_groups}


@pytest.mark.parametrize("source", SOURCES)
def test_promtool_accepts_the_rules(source: str, tmp_path: Path) -> None:
    groups = SOURCES[source]()
    rules = write_rules(tmp_path / "rules.yaml", groups)
    result = run_promtool("check", "rules", str(rules))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"SUCCESS: {len(ALERTS)} rules found" in result.stdout
    assert {r["alert"] for g in groups for r in g["rules"]} == set(ALERTS)


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_alert_unit_tests(source: str, scenario: str, tmp_path: Path) -> None:
    series, checks = SCENARIOS[scenario]
    write_rules(tmp_path / "rules.yaml", SOURCES[source](), bare=True)
    test_file = tmp_path / "test.yaml"
    test_file.write_text(
        yaml.safe_dump(
            {
                "rule_files": ["rules.yaml"],
                "evaluation_interval": "1m",
                "tests": [
                    {
                        "interval": INTERVALS.get(scenario, "1m"),
                        "input_series": series,
                        "alert_rule_test": checks,
                    }
                ],
            },
            sort_keys=False,
        )
    )
    result = run_promtool("test", "rules", str(test_file))
    assert result.returncode == 0, f"{scenario} ({source}):\n{result.stdout}{result.stderr}"


def test_every_alert_has_a_scenario_where_it_fires() -> None:
    fired = {
        check["alertname"]
        for _, checks in SCENARIOS.values()
        for check in checks
        if check["exp_alerts"]
    }
    assert fired == set(ALERTS)
