"""A finished run's ``status.report`` names the operator's namespace when it is not the default.

``goldeneval report --cluster`` looks for the operator in ``goldeneval``;
an operator installed elsewhere must be named, or the printed command fails
(issue 29).
"""

from __future__ import annotations

from goldeneval.operator.reconcile._reconcile import GoldenSetText

from .factories import (
    GOLDEN_YAML,
    STEP_JOB,
    UID,
    cond,
    job_body,
    pod,
    run_body,
    step,
    summary_message,
)


def _report(**observed: str) -> str:
    running = step(run_body(), golden=GoldenSetText(GOLDEN_YAML))
    assert running.status is not None
    done = step(
        run_body(status=running.status.to_dict()),
        job=job_body(STEP_JOB, conditions=[cond("Complete")]),
        pods=(pod(STEP_JOB, 0, message=summary_message()),),
        **observed,
    )
    assert done.status is not None
    return str(done.status.to_dict()["report"])


def test_an_operator_outside_its_default_namespace_is_named() -> None:
    assert _report(operator_namespace="platform-tools") == (
        f"goldeneval report --cluster tanya/tanya-public-prod --run {UID} "
        "--operator-namespace platform-tools"
    )


def test_the_default_namespace_is_left_out() -> None:
    assert _report() == f"goldeneval report --cluster tanya/tanya-public-prod --run {UID}"
    assert _report(operator_namespace="goldeneval") == _report()
