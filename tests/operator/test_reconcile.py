"""The pure reconcile step: observed world → plan (no kopf, no API server)."""

from __future__ import annotations

from dataclasses import replace

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._reconcile import (
    GoldenSetText,
    Observed,
    Plan,
    RunView,
    decide,
    failure_detail,
    settled,
)

from .factories import (
    GOLDEN_YAML,
    STEP_CONFIG,
    STEP_JOB,
    UID,
    cond,
    job_body,
    later,
    pod,
    run_body,
    step,
    summary_message,
)

CONFIG = STEP_CONFIG
JOB = STEP_JOB


def running_status() -> dict:
    plan = step(run_body(), golden=GoldenSetText(GOLDEN_YAML))
    assert plan.status is not None
    return plan.status.to_dict()


def test_a_new_run_creates_one_job_and_goes_running() -> None:
    plan = step(run_body(), golden=GoldenSetText(GOLDEN_YAML))
    assert plan.job is not None and plan.job["metadata"]["name"] == JOB
    assert plan.configmap is None  # the set lives in the user's ConfigMap
    assert plan.status is not None
    assert plan.status.phase is Phase.RUNNING
    assert plan.status.run_id == UID
    assert plan.status.job_name == JOB
    assert plan.status.golden_set is not None and plan.status.golden_set.items == 2
    assert [e.reason for e in plan.events] == ["Started"]


def test_inline_items_also_create_their_configmap() -> None:
    import yaml

    items = yaml.safe_load(GOLDEN_YAML)
    body = run_body(spec={"suite": "s", "goldenSet": {"items": items}})
    plan = step(body, golden=GoldenSetText(GOLDEN_YAML))
    assert plan.configmap is not None and plan.job is not None
    vol = plan.job["spec"]["template"]["spec"]["volumes"][0]["configMap"]["name"]
    assert vol == plan.configmap["metadata"]["name"]


def test_an_invalid_golden_set_errors_before_any_job() -> None:
    broken = "- id: a\n  surface: public\n  question: ''\n  verfied: true\n"
    plan = step(run_body(), golden=GoldenSetText(broken))
    assert plan.job is None
    assert plan.status is not None and plan.status.phase is Phase.ERROR
    assert plan.status.reason is Reason.INVALID_GOLDEN_SET
    assert "configmap/golden-set/golden-set.yaml" in plan.status.message
    assert "verfied" in plan.status.message
    assert plan.status.gate_passed is False
    assert plan.events[-1].type.value == "Warning"


def test_a_missing_configmap_waits_then_errors() -> None:
    missing = GoldenSetText(None, "ConfigMap tanya/golden-set does not exist")
    waiting = step(run_body(), golden=missing, now=later(10))
    assert waiting.job is None
    assert waiting.status is not None and waiting.status.phase is Phase.PENDING
    assert waiting.status.reason is Reason.WAITING_FOR_GOLDEN_SET
    # The same observation again changes nothing and posts no second event.
    again = step(run_body(status=waiting.status.to_dict()), golden=missing, now=later(20))
    assert again.status is None and again.events == ()
    given_up = step(run_body(status=waiting.status.to_dict()), golden=missing, now=later(301))
    assert given_up.status is not None and given_up.status.phase is Phase.ERROR
    assert given_up.status.reason is Reason.GOLDEN_SET_NOT_FOUND


def test_an_invalid_spec_is_an_error_naming_the_field() -> None:
    plan = step(
        run_body(spec={"suite": "s", "goldenSet": {"configMapRef": {"name": "x"}}, "shards": 0})
    )
    assert plan.status is not None and plan.status.reason is Reason.INVALID_SPEC
    assert "spec.shards" in plan.status.message
    assert plan.job is None


def test_an_existing_job_is_adopted_not_recreated() -> None:
    # Operator restarted after creating the Job, before writing the status.
    plan = step(run_body(), job=job_body(JOB), golden=GoldenSetText(GOLDEN_YAML))
    assert plan.job is None
    assert plan.status is not None and plan.status.phase is Phase.RUNNING
    assert plan.status.job_name == JOB


def test_a_running_job_changes_nothing() -> None:
    plan = step(
        run_body(status=running_status()), job=job_body(JOB), pods=(pod(JOB, 0, exit_code=None),)
    )
    assert plan == Plan()


def test_complete_job_with_good_summaries_passes() -> None:
    pods = (pod(JOB, 0, message=summary_message()),)
    plan = step(
        run_body(status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    s = plan.status
    assert s is not None and s.phase is Phase.PASSED
    assert s.pass_rate == "1.000"
    assert s.counts == Counts(items=2, scored=2, passed=2)
    assert s.gate_passed is True
    assert s.message.startswith("GATE PASSED")
    assert [e.reason for e in plan.events] == ["GatePassed"]


def test_three_shards_are_summed_with_the_gate() -> None:
    pods = tuple(
        pod(
            JOB,
            i,
            message=summary_message(
                shard=i, shards=3, counts=Counts(items=2, scored=2, passed=1, failed=1)
            ),
        )
        for i in range(3)
    )
    body = run_body(
        spec={"suite": "s", "goldenSet": {"configMapRef": {"name": "g"}}, "shards": 3},
        status=running_status(),
    )
    plan = step(body, job=job_body(JOB, conditions=[cond("Complete")]), pods=pods)
    s = plan.status
    assert s is not None and s.phase is Phase.FAILED
    assert s.counts == Counts(items=6, scored=6, passed=3, failed=3)
    assert s.pass_rate == "0.500"
    assert any("pass rate 0.50 < 0.80" in r for r in s.gate_reasons)
    assert plan.events[-1].reason == "GateFailed"


def test_a_verified_regression_fails_the_gate() -> None:
    pods = (pod(JOB, 0, message=summary_message(verified_regressions=("pt-syarat",))),)
    plan = step(
        run_body(status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    s = plan.status
    assert s is not None and s.phase is Phase.FAILED
    assert s.regressions is not None and s.regressions.verified == 1
    assert s.regressions.verified_ids == ("pt-syarat",)


def test_garbage_missing_or_foreign_summaries_are_errors_never_passes() -> None:
    complete = job_body(JOB, conditions=[cond("Complete")])
    cases = {
        "garbage": pod(JOB, 0, message="Segmentation fault (core dumped)"),
        "missing": pod(JOB, 0, message=None),
        "foreign": pod(JOB, 0, message=summary_message(run_id="another-run")),
        "half": pod(JOB, 0, message=summary_message()[:40]),
    }
    for label, p in cases.items():
        plan = step(run_body(status=running_status()), job=complete, pods=(p,))
        assert plan.status is not None, label
        assert plan.status.phase is Phase.ERROR, label
        assert plan.status.reason is Reason.SHARD_SUMMARY_INVALID, label
        assert plan.status.gate_passed is False, label
    # A shard with no pod at all.
    body = run_body(
        spec={"suite": "s", "goldenSet": {"configMapRef": {"name": "g"}}, "shards": 2},
        status=running_status(),
    )
    plan = step(body, job=complete, pods=(pod(JOB, 0, message=summary_message(shards=2)),))
    assert plan.status is not None and plan.status.reason is Reason.SHARD_SUMMARY_INVALID
    assert "shard(s) 1 of 2" in plan.status.message


def test_a_retried_index_uses_its_successful_pod() -> None:
    pods = (
        pod(JOB, 0, exit_code=137, message="Killed", suffix="first"),
        pod(JOB, 0, message=summary_message(), created=later(30), suffix="second"),
    )
    plan = step(
        run_body(status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    assert plan.status is not None and plan.status.phase is Phase.PASSED


def test_job_failures_map_to_clear_error_reasons() -> None:
    cases = {
        "PodFailurePolicy": (Reason.INVALID_INPUT, "rejected its input"),
        "BackoffLimitExceeded": (Reason.EVALUATOR_FAILED, "backoffLimit 2 exhausted"),
        "DeadlineExceeded": (Reason.DEADLINE_EXCEEDED, "spec.timeoutSeconds (3600s)"),
        "SomethingNew": (Reason.JOB_FAILED, "SomethingNew"),
    }
    failing = pod(JOB, 0, exit_code=2, message="golden set: line 3: unknown key 'verfied'")
    for job_reason, (reason, fragment) in cases.items():
        plan = step(
            run_body(status=running_status()),
            job=job_body(JOB, conditions=[cond("Failed", job_reason)]),
            pods=(failing,),
        )
        assert plan.status is not None and plan.status.phase is Phase.ERROR
        assert plan.status.reason is reason, job_reason
        assert fragment in plan.status.message


def test_failure_detail_masks_credentials() -> None:
    leaky = pod(
        JOB,
        0,
        exit_code=3,
        message="store unreachable: postgresql://app:hunter2@db:5432/x\napi_key=sk-123",
    )
    text = failure_detail((leaky,))
    assert "hunter2" not in text and "sk-123" not in text
    assert "exited with code 3" in text


def test_image_pull_failure_errors_after_the_grace_and_deletes_the_job() -> None:
    config = replace(CONFIG, evaluator=replace(CONFIG.evaluator, image_pull_grace_seconds=30))
    stuck = (pod(JOB, 0, waiting="ImagePullBackOff"),)
    body = run_body(status=running_status())
    early = decide(
        Observed(run=RunView.from_body(body), now=later(10), job=job_body(JOB), pods=stuck), config
    )
    assert early.status is None
    late = decide(
        Observed(run=RunView.from_body(body), now=later(31), job=job_body(JOB), pods=stuck), config
    )
    assert late.status is not None and late.status.reason is Reason.IMAGE_PULL_FAILED
    assert late.delete_job == JOB
    missing_secret = (pod(JOB, 0, waiting="CreateContainerConfigError"),)
    plan = decide(
        Observed(
            run=RunView.from_body(body), now=later(31), job=job_body(JOB), pods=missing_secret
        ),
        config,
    )
    assert plan.status is not None and plan.status.reason is Reason.CONTAINER_CONFIG_ERROR


def test_a_job_that_vanished_mid_run_is_an_error() -> None:
    plan = step(run_body(status=running_status()), job=None, golden=GoldenSetText(GOLDEN_YAML))
    assert plan.job is None  # never silently start over
    assert plan.status is not None and plan.status.reason is Reason.JOB_MISSING


def test_someone_elses_job_under_our_name_is_an_error() -> None:
    plan = step(run_body(status=running_status()), job=job_body(JOB, uid="not-ours"))
    assert plan.status is not None and plan.status.reason is Reason.JOB_CONFLICT


def passed_status() -> dict:
    """The status of a run whose Job completed with a passing shard summary."""
    pods = (pod(JOB, 0, message=summary_message()),)
    done = step(
        run_body(status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    assert done.status is not None
    return done.status.to_dict()


def test_a_finished_run_names_the_command_that_shows_its_report() -> None:
    final = passed_status()
    assert final["report"] == f"goldeneval report --cluster tanya/tanya-public-prod --run {UID}"
    assert running_status().get("report") is None


def test_finished_runs_are_left_alone_except_for_observed_generation() -> None:
    final = passed_status()
    assert step(run_body(status=final), job=None) == Plan()
    bumped = step(run_body(status=final, generation=2))
    assert bumped.status is not None and bumped.status.observed_generation == 2
    assert bumped.status.phase is Phase.PASSED and bumped.events == ()


def test_only_a_finished_acknowledged_run_counts_as_settled() -> None:
    final = passed_status()
    assert settled(run_body(status=final))
    assert step(run_body(status=final), job=None) == Plan()  # what skipping it stands for
    assert not settled(run_body(status=final, generation=2))  # needs observedGeneration bumped
    assert not settled(run_body(status=running_status()))
    assert not settled(run_body())
    assert not settled(run_body(status=final, deleting=True))


def test_a_run_being_deleted_gets_no_action() -> None:
    assert step(run_body(deleting=True), golden=GoldenSetText(GOLDEN_YAML)) == Plan()


def failed_create(job_uid: str | None, first: float) -> dict:
    """The Job controller's event when it cannot create a pod (as a real cluster words it)."""
    return {
        "type": "Warning",
        "reason": "FailedCreate",
        "involvedObject": {"kind": "Job", "name": JOB, "namespace": "tanya", "uid": job_uid},
        "message": 'Error creating: pods "x-0-" is forbidden: error looking up service account '
        'tanya/goldeneval-evaluator: serviceaccount "goldeneval-evaluator" not found',
        "firstTimestamp": later(first).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "lastTimestamp": later(first + 5).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "source": {"component": "job-controller"},
    }


def test_pods_the_job_controller_cannot_create_stall_the_run_with_its_message() -> None:
    config = replace(CONFIG, evaluator=replace(CONFIG.evaluator, image_pull_grace_seconds=30))
    body = run_body(status=running_status())
    job = job_body(JOB)
    job["metadata"]["uid"] = "job-uid"

    def at(seconds: float, *events: dict) -> Plan:
        observed = Observed(
            run=RunView.from_body(body), now=later(seconds), job=job, job_events=events
        )
        return decide(observed, config)

    assert at(20, failed_create("job-uid", 0)).status is None  # within the grace
    late = at(31, failed_create("job-uid", 0))
    assert late.status is not None and late.status.phase is Phase.ERROR
    assert late.status.reason is Reason.POD_CREATION_FAILED
    assert 'serviceaccount "goldeneval-evaluator" not found' in late.status.message
    assert late.delete_job == JOB
    # An event of an earlier Job of the same name (another uid) is not this Job's.
    assert at(31, failed_create("old-job-uid", 0)).status is None
    # Other warnings (a pod deleted, a successful create) change nothing.
    other = {**failed_create("job-uid", 0), "reason": "SuccessfulCreate", "type": "Normal"}
    assert at(31, other).status is None


def test_a_compare_run_is_decided_by_the_pairwise_gate_on_the_summed_shards() -> None:
    """Compare mode (docs/design.md §5.1): the operator sums the shards' pairs and gates on them."""
    import json

    def message(shard: int, worse: int, verified: tuple[str, ...]) -> str:
        doc = json.loads(
            summary_message(
                shard=shard,
                shards=2,
                counts=Counts(items=20, scored=20, passed=20 - worse, failed=worse),
            )
        )
        doc["compare"] = {
            "paired": 20,
            "same": 20 - worse,
            "worse": worse,
            "better": 0,
            "unpaired": 0,
            "reference_passed": 20,
            "unpaired_reference": 0,
            "verified_worse": len(verified),
            "verified_worse_ids": list(verified),
            "reference_url": "http://stable",
        }
        return json.dumps(doc)

    spec = {
        "suite": "tanya-public-prod",
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "compare": {"chatbot": {"url": "http://stable"}},
        "shards": 2,
    }
    pods = (pod(JOB, 0, message=message(0, 4, ())), pod(JOB, 1, message=message(1, 4, ("x",))))
    plan = step(
        run_body(spec=spec, status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    s = plan.status
    assert s is not None and s.phase is Phase.FAILED
    assert s.comparison is not None
    assert (s.comparison.paired, s.comparison.worse, s.comparison.better) == (40, 8, 0)
    assert s.comparison.mcnemar_p == "0.007812"
    assert s.gate_reasons[0] == "verified item worse than the reference: x"
    assert s.gate_reasons[1].startswith("pass rate 0.80 vs reference 1.00 on 40 paired items")
    assert s.to_dict()["comparison"]["mcnemarP"] == "0.007812"


def test_shards_per_surface_counts_are_summed_and_gated_per_surface() -> None:
    # Each shard: 10/10 public, 2/3 internal; summed 20/20 and 4/6: overall 24/26 = 0.92
    # passes the floor, the internal surface does not.
    public, internal = Counts(10, 10, 10), Counts(3, 3, 2, 1)
    pods = tuple(
        pod(
            JOB,
            i,
            message=summary_message(
                shard=i,
                shards=2,
                counts=public + internal,
                by_surface={"public": public, "internal": internal},
            ),
        )
        for i in range(2)
    )
    body = run_body(
        spec={"suite": "s", "goldenSet": {"configMapRef": {"name": "g"}}, "shards": 2},
        status=running_status(),
    )
    plan = step(body, job=job_body(JOB, conditions=[cond("Complete")]), pods=pods)
    s = plan.status
    assert s is not None and s.phase is Phase.FAILED
    assert s.pass_rate == "0.923"
    assert s.gate_reasons == ("internal pass rate 0.67 < 0.80 (4/6)",)
    assert s.message.endswith("; by surface: public 1.000 (20/20), internal 0.667 (4/6)")
    assert s.surfaces is not None
    figures = {x.surface: x for x in s.surfaces}
    assert figures["internal"].counts == Counts(6, 6, 4, 2)
    assert (figures["internal"].pass_rate, figures["internal"].meets_floor) == ("0.667", False)
    assert figures["public"].coverage == "1.000"
    assert s.to_dict()["surfaces"]["internal"]["passRate"] == "0.667"


def test_old_shard_summaries_without_surfaces_leave_status_surfaces_unset() -> None:
    pods = (pod(JOB, 0, message=summary_message()),)
    plan = step(
        run_body(status=running_status()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )
    assert plan.status is not None and plan.status.phase is Phase.PASSED
    assert plan.status.surfaces is None
