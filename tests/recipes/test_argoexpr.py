"""The expr-lang subset that judges the Argo Rollouts recipes' measurements behaves like expr."""

from __future__ import annotations

import pytest

from tests.recipes._recipes import EXAMPLES, load_all
from tests.recipes.argoexpr import ExprError, assess, evaluate, json_path


@pytest.mark.parametrize(
    ("condition", "result", "value"),
    [
        ('result.verdict == "passed"', {"verdict": "passed"}, True),
        ('result.verdict == "passed"', {}, False),  # a missing key is nil
        ("result != nil && result.name == 1", None, False),  # short-circuit: no member of nil
        ("result == nil || result.x", None, True),
        ("len(result) > 0 && result[0] >= 1", [1.0], True),
        ("len(result) > 0 && result[0] >= 1", [], False),
        ("not (result.a == 1) and result.b != 2", {"a": 2, "b": 3}, True),
        ('result.n == "1"', {"n": 1}, False),  # different types are never equal
        ("result.n == 1.0", {"n": 1}, True),
    ],
)
def test_forms_and_their_values(condition: str, result: object, value: bool) -> None:
    assert evaluate(condition, result) is value


@pytest.mark.parametrize(
    ("condition", "result"),
    [
        ("result.name == 1", None),  # member of nil
        ("result.a && true", {"a": "yes"}),  # && needs booleans
        ("result.a > 1", {"a": "2"}),  # ordering needs numbers
        ("result.a", {"a": "x"}),  # not a boolean
        ("result matches 'x'", {}),  # a form not covered is refused, never guessed
    ],
)
def test_errors_are_errors(condition: str, result: object) -> None:
    with pytest.raises(ExprError):
        evaluate(condition, result)


def test_argo_phases_failure_first_then_success_else_inconclusive() -> None:
    assert assess("true", "true", None) == "Failed"
    assert assess("true", "false", None) == "Successful"
    assert assess("false", "false", None) == "Inconclusive"
    assert assess("result.x == 1", "false", None) == "Error"


def test_the_prometheus_metric_of_the_job_template_reads_as_intended() -> None:
    (template,) = load_all(EXAMPLES / "argo-rollouts" / "analysistemplate.yaml")
    metric = next(m for m in template["spec"]["metrics"] if m["name"] == "golden-pass-ratio")
    assert evaluate(metric["successCondition"], [1.0]) is True
    assert evaluate(metric["successCondition"], [0.0]) is False
    assert evaluate(metric["successCondition"], []) is False  # no run yet: never a pass


def test_json_path_reads_an_object_and_refuses_a_missing_field() -> None:
    assert json_path('{"goldenrun": {"name": "x"}}', "{$.goldenrun}") == {"name": "x"}
    assert json_path('{"goldenrun": null}', "{$.goldenrun}") is None
    with pytest.raises(ExprError):
        json_path("{}", "{$.goldenrun}")
