"""The GoldenSchedule plan (operator/_schedule.py): runs per slot, policies, history, status."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from goldeneval.operator.reconcile._conditions import rfc3339
from goldeneval.operator.schedule._cron import slot_id
from goldeneval.operator.schedule._schedule import (
    ANNOTATION_SLOT,
    LABEL_SCHEDULE,
    build_run,
    plan_schedule,
    run_name,
)

CREATED = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
SCHED_UID = "5c4e0d5a-0000-4000-8000-000000000001"


def at(day: int, hour: int = 2, minute: int = 0) -> datetime:
    return datetime(2026, 5, day, hour, minute, tzinfo=UTC)


def schedule(status: dict[str, Any] | None = None, **spec: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenSchedule",
        "metadata": {
            "name": "nightly",
            "namespace": "tanya",
            "uid": SCHED_UID,
            "generation": 1,
            "creationTimestamp": rfc3339(CREATED),
        },
        "spec": {
            "schedule": "0 2 * * *",
            "template": {
                "metadata": {"labels": {"team": "ahu"}},
                "spec": {"suite": "tanya-prod", "goldenSet": {"configMapRef": {"name": "gs"}}},
            },
            **spec,
        },
    }
    if status is not None:
        body["status"] = status
    return body


def run(slot: datetime, phase: str | None = None, finished: datetime | None = None) -> dict:
    """A GoldenRun the schedule created for ``slot`` (running unless ``phase`` says otherwise)."""
    body = build_run(schedule(), slot)
    body["metadata"]["uid"] = f"uid-{slot_id(slot)}"
    if phase is not None:
        body["status"] = {
            "phase": phase,
            "reason": "GatePassed" if phase == "Passed" else "GateFailed",
            "completionTime": rfc3339(finished or slot + timedelta(minutes=20)),
            "counts": {"items": 2, "scored": 2, "passed": 2 if phase == "Passed" else 0},
        }
    else:
        body["status"] = {"phase": "Running", "reason": "JobRunning"}
    return body


def condition(status: dict[str, Any], ctype: str) -> dict[str, Any]:
    return next(c for c in status["conditions"] if c["type"] == ctype)


def test_the_first_slot_after_creation_creates_one_owned_run_named_after_it() -> None:
    before = plan_schedule(schedule(), [], at(2, 1, 59))
    assert before.create is None and before.wake_at == at(2)
    assert before.status["nextScheduleTime"] == rfc3339(at(2))
    plan = plan_schedule(schedule(), [], at(2, 2, 0))
    assert plan.create is not None
    meta = plan.create["metadata"]
    assert meta["name"] == run_name("nightly", at(2)) == f"nightly-{slot_id(at(2))}"
    assert meta["labels"] == {"team": "ahu", LABEL_SCHEDULE: "nightly"}
    assert meta["annotations"][ANNOTATION_SLOT] == rfc3339(at(2))
    (owner,) = meta["ownerReferences"]
    assert owner["uid"] == SCHED_UID and owner["controller"] is True
    assert plan.create["spec"] == schedule()["spec"]["template"]["spec"]
    assert plan.status["lastScheduleTime"] == rfc3339(at(2))
    assert plan.status["active"] == [{"name": meta["name"]}]
    assert condition(plan.status, "Ready")["status"] == "True"
    assert plan.event is not None and plan.event[1] == "RunCreated"


def test_a_slot_whose_run_exists_is_not_created_again_even_with_the_status_lost() -> None:
    """An operator that created the run and died before writing its status."""
    plan = plan_schedule(schedule(), [run(at(2))], at(2, 2, 5))
    assert plan.create is None
    assert plan.status["lastScheduleTime"] == rfc3339(at(2))
    assert plan.status["active"] == [
        {"name": run_name("nightly", at(2)), "uid": f"uid-{slot_id(at(2))}"}
    ]


def test_after_downtime_exactly_one_catch_up_run_for_the_latest_slot() -> None:
    status = {"lastScheduleTime": rfc3339(at(2))}
    plan = plan_schedule(schedule(status), [run(at(2), "Passed")], at(6, 9, 0))
    assert plan.create is not None
    assert plan.create["metadata"]["name"] == run_name("nightly", at(6))
    assert "3 earlier missed slot(s) skipped" in condition(plan.status, "Ready")["message"]


def test_a_late_slot_past_the_starting_deadline_is_skipped_with_a_warning() -> None:
    status = {"lastScheduleTime": rfc3339(at(2))}
    plan = plan_schedule(
        schedule(status, startingDeadlineSeconds=3600), [run(at(2), "Passed")], at(3, 9, 0)
    )
    assert plan.create is None
    ready = condition(plan.status, "Ready")
    assert ready["reason"] == "SlotMissed" and "startingDeadlineSeconds (3600)" in ready["message"]
    assert plan.event is not None and plan.event[0] == "Warning"
    assert plan.wake_at == at(4)


def test_forbid_waits_for_the_running_run_then_runs_the_slot_late() -> None:
    status = {"lastScheduleTime": rfc3339(at(2))}
    waiting = plan_schedule(schedule(status), [run(at(2))], at(3, 2, 0))
    assert waiting.create is None and waiting.delete == ()
    assert condition(waiting.status, "Ready")["reason"] == "Waiting"
    assert waiting.status["lastScheduleTime"] == rfc3339(at(2))
    finished = [run(at(2), "Passed", finished=at(3, 2, 30))]
    late = plan_schedule(schedule(status), finished, at(3, 2, 31))
    assert late.create is not None
    assert late.create["metadata"]["name"] == run_name("nightly", at(3))


def test_replace_deletes_the_running_run_and_allow_keeps_it() -> None:
    status = {"lastScheduleTime": rfc3339(at(2))}
    replace = plan_schedule(schedule(status, concurrencyPolicy="Replace"), [run(at(2))], at(3))
    assert replace.create is not None and replace.delete == (run_name("nightly", at(2)),)
    assert replace.status["active"] == [{"name": run_name("nightly", at(3))}]
    allow = plan_schedule(schedule(status, concurrencyPolicy="Allow"), [run(at(2))], at(3))
    assert allow.create is not None and allow.delete == ()
    assert [a["name"] for a in allow.status["active"]] == [
        run_name("nightly", at(2)),
        run_name("nightly", at(3)),
    ]


def test_history_limits_delete_the_oldest_finished_runs_of_each_kind() -> None:
    runs = [run(at(d), "Passed") for d in (2, 3, 4)] + [run(at(d), "Failed") for d in (5, 6)]
    runs.append(run(at(7)))  # running: never deleted
    status = {"lastScheduleTime": rfc3339(at(7))}
    plan = plan_schedule(
        schedule(status, successfulRunsHistoryLimit=1, failedRunsHistoryLimit=1), runs, at(7, 3)
    )
    assert set(plan.delete) == {
        run_name("nightly", at(2)),
        run_name("nightly", at(3)),
        run_name("nightly", at(5)),
    }
    assert plan.status["lastSuccessfulTime"] == rfc3339(at(4, 2, 20))


def test_the_newest_finished_run_is_kept_even_with_limits_of_zero() -> None:
    """It carries the suite's metrics; without it the suite could not even look stale."""
    runs = [run(at(2), "Passed"), run(at(3), "Failed")]
    status = {"lastScheduleTime": rfc3339(at(3))}
    plan = plan_schedule(
        schedule(status, successfulRunsHistoryLimit=0, failedRunsHistoryLimit=0), runs, at(3, 4)
    )
    assert plan.delete == (run_name("nightly", at(2)),)


def test_runs_of_others_are_never_touched() -> None:
    stranger = run(at(2), "Passed")
    stranger["metadata"]["ownerReferences"][0]["uid"] = "someone-else"
    plan = plan_schedule(schedule(successfulRunsHistoryLimit=0), [stranger], at(2, 3))
    assert plan.delete == ()
    assert plan.create is not None  # its slot is still free for this schedule


def test_suspend_creates_nothing_and_resuming_runs_only_the_latest_slot() -> None:
    status = {"lastScheduleTime": rfc3339(at(2))}
    suspended = plan_schedule(schedule(status, suspend=True), [], at(5, 9))
    assert suspended.create is None and suspended.status["nextScheduleTime"] is None
    assert condition(suspended.status, "Suspended")["status"] == "True"
    assert condition(suspended.status, "Ready")["reason"] == "Suspended"
    resumed = plan_schedule(schedule(status), [], at(5, 9))
    assert resumed.create is not None
    assert resumed.create["metadata"]["name"] == run_name("nightly", at(5))


def test_an_invalid_schedule_says_what_is_wrong_and_deletes_nothing() -> None:
    runs = [run(at(d), "Passed") for d in (2, 3)]
    plan = plan_schedule(schedule(schedule="0 2 * *", successfulRunsHistoryLimit=0), runs, at(4))
    assert plan.create is None and plan.delete == ()
    ready = condition(plan.status, "Ready")
    assert ready["status"] == "False" and ready["reason"] == "InvalidSchedule"
    assert "spec.schedule '0 2 * *'" in ready["message"]
    bad_zone = plan_schedule(schedule(timeZone="Mars/Base"), [], at(4))
    assert "spec.timeZone 'Mars/Base'" in condition(bad_zone.status, "Ready")["message"]


def test_a_time_zone_moves_the_slot() -> None:
    plan = plan_schedule(schedule(timeZone="Asia/Jakarta"), [], at(2, 0, 0))
    # 02:00 in Jakarta is 19:00 UTC the day before
    assert plan.create is not None
    assert plan.create["metadata"]["annotations"][ANNOTATION_SLOT] == rfc3339(at(1, 19))


def test_conditions_keep_their_transition_time_while_unchanged() -> None:
    first = plan_schedule(schedule(), [], at(1, 13))
    again = plan_schedule(schedule(first.status), [], at(1, 14))
    assert condition(again.status, "Ready")["lastTransitionTime"] == rfc3339(at(1, 13))
    assert again.status == {**first.status}
