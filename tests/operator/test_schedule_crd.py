"""The GoldenSchedule CRD: valid, structural, in step with GoldenRun, and its CEL rules hold."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import celpy
import jsonschema
import kubernetes_validate
import pytest
import yaml

from .emulator import strict_schema
from .structural import crd_errors

ROOT = Path(__file__).resolve().parents[2]
CRD_PATH = ROOT / "crds" / "goldenschedule.yaml"
RUN_CRD_PATH = ROOT / "crds" / "goldenrun.yaml"
EXAMPLE = ROOT / "deploy" / "examples" / "goldenschedule.yaml"


def crd() -> dict[str, Any]:
    return yaml.safe_load(CRD_PATH.read_text())


def openapi(doc: dict[str, Any]) -> dict[str, Any]:
    (version,) = doc["spec"]["versions"]
    schema: dict[str, Any] = version["schema"]["openAPIV3Schema"]
    return schema


def example() -> dict[str, Any]:
    return yaml.safe_load(EXAMPLE.read_text())


def test_crd_is_a_valid_structural_kubernetes_manifest() -> None:
    kubernetes_validate.validate(crd(), "1.30.0", strict=True)
    assert crd_errors(crd()) == []


def test_the_chart_ships_a_byte_copy() -> None:
    chart_copy = ROOT / "charts" / "goldeneval" / "crds" / "goldenschedule.yaml"
    assert chart_copy.read_bytes() == CRD_PATH.read_bytes(), "run charts/sync-crd.sh"


def test_the_template_is_the_goldenrun_spec_without_its_immutability() -> None:
    """Whatever a GoldenRun accepts, a schedule's template accepts (and nothing else)."""
    run_spec = copy.deepcopy(
        openapi(yaml.safe_load(RUN_CRD_PATH.read_text()))["properties"]["spec"]
    )
    run_spec["x-kubernetes-validations"] = [
        r for r in run_spec.get("x-kubernetes-validations", []) if r["rule"] != "self == oldSelf"
    ]
    template = copy.deepcopy(openapi(crd())["properties"]["spec"]["properties"]["template"])
    template_spec = template["properties"]["spec"]
    template_spec.setdefault("x-kubernetes-validations", [])
    for node in (run_spec, template_spec):
        node.pop("description")
    assert template_spec == run_spec, (
        "crds/goldenschedule.yaml spec.template.spec drifted from crds/goldenrun.yaml spec"
    )


def test_printer_columns_name_fields_of_the_schema() -> None:
    (version,) = crd()["spec"]["versions"]
    schema = openapi(crd())
    for column in version["additionalPrinterColumns"]:
        node: dict[str, Any] = {"properties": {**schema["properties"]}}
        node["properties"]["metadata"] = {"properties": {"creationTimestamp": {"type": "string"}}}
        for part in column["jsonPath"].lstrip(".").split("."):
            part = part.removesuffix("[*]")
            node = node.get("properties", {}).get(part) or node.get("items", {}).get(
                "properties", {}
            ).get(part)
            assert node is not None, column


def validate(obj: dict[str, Any]) -> None:
    jsonschema.validate(obj, strict_schema(openapi(crd())))


def with_spec(**changes: Any) -> dict[str, Any]:
    obj = example()
    obj["spec"].update(changes)
    return obj


def test_the_example_is_valid_and_runs_the_production_suite_nightly() -> None:
    obj = example()
    validate(obj)
    assert obj["spec"]["template"]["spec"]["suite"] == "tanya-public-prod"
    assert obj["spec"]["schedule"] == "0 2 * * *"


@pytest.mark.parametrize(
    ("obj", "why"),
    [
        (with_spec(schedule="0 2 * *"), "four fields"),
        (with_spec(schedule=""), "empty"),
        (with_spec(concurrencyPolicy="Sometimes"), "unknown policy"),
        (with_spec(startingDeadlineSeconds=-1), "negative deadline"),
        (with_spec(successfulRunsHistoryLimit=-1), "negative limit"),
        (with_spec(timeZone="Asia/Jakarta; rm -rf /"), "not a zone name"),
        (with_spec(template={"metadata": {}}), "template without spec"),
        (with_spec(template={"spec": {"suite": "s"}}), "run spec without golden set"),
        (with_spec(extra=True), "unknown field"),
    ],
)
def test_invalid_schedules_are_rejected_by_the_schema(obj: dict[str, Any], why: str) -> None:
    with pytest.raises(jsonschema.ValidationError):
        validate(obj)


# ------------------------------------------------------------ CEL (cel-python)


def rules(node: dict[str, Any]) -> list[dict[str, str]]:
    found: list[dict[str, str]] = node.get("x-kubernetes-validations", [])
    return found


def cel(rule: str, value: Any) -> bool:
    env = celpy.Environment()
    program = env.program(env.compile(rule))
    return bool(program.evaluate({"self": celpy.json_to_cel(value)}))


def test_cel_a_schedule_name_leaves_room_for_the_slot() -> None:
    (rule,) = rules(openapi(crd()))
    ok = {**example(), "metadata": {"name": "n" * 52}}
    too_long = {**example(), "metadata": {"name": "n" * 53}}
    assert cel(rule["rule"], ok) is True
    assert cel(rule["rule"], too_long) is False
    assert "52" in rule["message"]
    # the longest run name it yields (<= 52 + '-' + 10 digits) still fits a label value
    assert 52 + 1 + len(str(2**32)) <= 63


@pytest.mark.parametrize(
    ("schedule", "allowed"),
    [("0 2 * * *", True), ("TZ=Asia/Jakarta 0 2 * * *", False), ("CRON_TZ=UTC 0 2 * * *", False)],
)
def test_cel_the_time_zone_goes_in_its_own_field(schedule: str, allowed: bool) -> None:
    (rule,) = rules(openapi(crd())["properties"]["spec"])
    assert cel(rule["rule"], with_spec(schedule=schedule)["spec"]) is allowed
    assert "spec.timeZone" in rule["message"]


def test_cel_a_schedule_may_change_but_the_golden_set_rule_holds() -> None:
    spec = openapi(crd())["properties"]["spec"]
    everything = [r["rule"] for r in rules(spec)]
    template_spec = spec["properties"]["template"]["properties"]["spec"]
    everything += [r["rule"] for r in rules(template_spec)]
    assert not any("oldSelf" in r for r in everything)  # not immutable, unlike a GoldenRun
    golden = template_spec["properties"]["goldenSet"]
    (exactly_one,) = rules(golden)
    assert cel(exactly_one["rule"], {"configMapRef": {"name": "g"}}) is True
    assert cel(exactly_one["rule"], {"configMapRef": {"name": "g"}, "items": []}) is False
