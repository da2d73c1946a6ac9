"""Rewrite crds/goldenschedule.yaml's spec.template.spec from crds/goldenrun.yaml's spec.

A GoldenSchedule's template is exactly a GoldenRun spec without its
immutability rule (a schedule may change; the runs it creates may not), so it
is derived, never edited by hand. Run by charts/sync-crd.sh before the chart
copy is made; tests/operator/test_schedule_crd.py checks the result.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parents[1] / "crds"
IMMUTABLE = "self == oldSelf"


def main() -> int:
    run_crd = yaml.safe_load((HERE / "goldenrun.yaml").read_text())
    path = HERE / "goldenschedule.yaml"
    text = path.read_text()
    header = "".join(line for line in text.splitlines(keepends=True) if line.startswith("#"))
    schedule = yaml.safe_load(text)
    run_spec = copy.deepcopy(
        run_crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
    )
    rules = [r for r in run_spec.pop("x-kubernetes-validations", []) if r["rule"] != IMMUTABLE]
    if rules:
        run_spec["x-kubernetes-validations"] = rules
    for version in schedule["spec"]["versions"]:
        template = version["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"][
            "template"
        ]
        spec = template["properties"]["spec"]
        template["properties"]["spec"] = {
            "description": spec["description"],
            **{k: v for k, v in run_spec.items() if k != "description"},
        }
    body = yaml.safe_dump(schedule, sort_keys=False, width=100, allow_unicode=True)
    path.write_text(header + body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
