"""The Argo CD health script, run by a real Lua 5.1 (Argo CD's gopher-lua dialect)."""

from __future__ import annotations

from typing import Any

import lupa.lua51 as lua51
import pytest
import yaml

from tests.recipes._recipes import EXAMPLES

SCRIPT = EXAMPLES / "argocd" / "goldenrun-health.lua"
CM = EXAMPLES / "argocd" / "argocd-cm-health.yaml"
KEY = "resource.customizations.health.goldeneval.ahu.go.id_GoldenRun"


def cond(type_: str, status: str, message: str = "", reason: str = "Reason") -> dict[str, Any]:
    return {
        "type": type_,
        "status": status,
        "reason": reason,
        "message": message,
        "lastTransitionTime": "2025-01-01T00:00:00Z",
        "observedGeneration": 1,
    }


def conditions(
    complete: str, passed: str, ready: str, reconciling: str, stalled: str, **messages: str
):
    return [
        cond("Complete", complete, messages.get("Complete", "")),
        cond("Passed", passed, messages.get("Passed", "")),
        cond("Ready", ready, messages.get("Ready", "")),
        cond("Reconciling", reconciling, messages.get("Reconciling", "")),
        cond("Stalled", stalled, messages.get("Stalled", "")),
    ]


def goldenrun(status: dict[str, Any] | None, generation: int = 1) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenRun",
        "metadata": {"name": "tanya-prod-x1", "namespace": "tanya", "generation": generation},
        "spec": {"suite": "tanya-public-prod"},
    }
    if status is not None:
        obj["status"] = status
    return obj


def run_health(obj: dict[str, Any], script: str | None = None) -> dict[str, str]:
    lua = lua51.LuaRuntime(register_eval=False, register_builtins=False)
    # Argo CD's sandbox offers no io/os/require; make sure the script needs none.
    for name in ("io", "os", "require", "dofile", "loadfile", "package", "debug"):
        lua.execute(f"{name} = nil")
    lua.globals().obj = lua.table_from(obj, recursive=True)
    result = lua.execute(script if script is not None else SCRIPT.read_text())
    return {"status": result["status"], "message": result["message"]}


RUNNING = {
    "phase": "Running",
    "observedGeneration": 1,
    "conditions": conditions(
        "False", "Unknown", "False", "True", "False", Reconciling="Evaluating 40 items in 2 shards"
    ),
}
PASSED = {
    "phase": "Passed",
    "observedGeneration": 1,
    "passRate": "0.925",
    "conditions": conditions(
        "True", "True", "True", "False", "False", Passed="GATE PASSED: pass rate 0.93 >= 0.80"
    ),
}
FAILED = {
    "phase": "Failed",
    "observedGeneration": 1,
    "passRate": "0.720",
    "conditions": conditions(
        "True",
        "False",
        "False",
        "False",
        "True",
        Passed="GATE FAILED: pass rate 0.72 < 0.80; 2 verified items regressed (a, b)",
    ),
}
ERROR = {
    "phase": "Error",
    "observedGeneration": 1,
    "conditions": conditions(
        "True", "False", "False", "False", "True", Stalled="shard 1 is missing its summary"
    ),
}


@pytest.mark.parametrize(
    ("status", "health", "fragments"),
    [
        (None, "Progressing", ["Waiting for the goldeneval operator"]),
        ({}, "Progressing", ["Run pending"]),
        ({"phase": "Pending", "observedGeneration": 1}, "Progressing", ["Run pending"]),
        (RUNNING, "Progressing", ["Run running", "Evaluating 40 items"]),
        (PASSED, "Healthy", ["Gate passed", "GATE PASSED", "pass rate 0.925"]),
        (FAILED, "Degraded", ["Gate failed", "2 verified items regressed", "pass rate 0.720"]),
        (ERROR, "Degraded", ["Run errored", "shard 1 is missing"]),
    ],
    ids=["no-status", "empty-status", "pending", "running", "passed", "failed", "error"],
)
def test_health_follows_the_conditions(
    status: dict[str, Any] | None, health: str, fragments: list[str]
) -> None:
    result = run_health(goldenrun(status))
    assert result["status"] == health
    for fragment in fragments:
        assert fragment in result["message"]


def test_a_status_from_an_older_generation_is_still_progressing() -> None:
    result = run_health(goldenrun(PASSED, generation=2))
    assert result["status"] == "Progressing"
    assert "generation 2" in result["message"]


def test_stalled_without_complete_is_degraded() -> None:
    status = {"phase": "Running", "conditions": [cond("Stalled", "True", "Job failed to start")]}
    result = run_health(goldenrun(status))
    assert result == {
        "status": "Degraded",
        "message": "Run stalled (phase Running): Job failed to start",
    }


def test_failed_gate_without_messages_still_says_why_it_is_degraded() -> None:
    status = {
        "phase": "Failed",
        "conditions": conditions("True", "False", "False", "False", "True"),
    }
    assert run_health(goldenrun(status)) == {"status": "Degraded", "message": "Gate failed"}


def test_argocd_cm_embeds_the_script_verbatim() -> None:
    cm = yaml.safe_load(CM.read_text())
    assert cm["kind"] == "ConfigMap" and cm["metadata"]["name"] == "argocd-cm"
    assert cm["data"][KEY] == SCRIPT.read_text()
    # And the embedded copy behaves the same.
    assert run_health(goldenrun(PASSED), cm["data"][KEY])["status"] == "Healthy"


def test_health_script_is_lua_5_1() -> None:
    # A syntax error would surface as a LuaSyntaxError, not a health status.
    lua = lua51.LuaRuntime()
    with pytest.raises(lua51.LuaSyntaxError):
        lua.execute("local x = 1 // 2")  # integer division is not Lua 5.1
    lua.execute("return function() " + SCRIPT.read_text() + " end")
