"""Which slot is due (operator/_cron.py): fixed clocks, time zones, DST and missed slots."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.operator.schedule._cron import Cron, ScheduleError, due, period_seconds, slot_id


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def slots(cron: Cron, start: datetime, end: datetime) -> list[datetime]:
    out = []
    for slot in cron.slots_after(start):
        if slot > end:
            return out
        out.append(slot)
    return out


def test_nothing_is_due_before_the_first_slot() -> None:
    cron = Cron.parse("0 2 * * *", None)
    result = due(cron, reference=utc(2026, 5, 1, 1, 0), now=utc(2026, 5, 1, 1, 59, 59))
    assert result.slot is None and result.missed == 0
    assert result.next_slot == utc(2026, 5, 1, 2, 0)


def test_a_slot_is_due_from_its_exact_time_on_and_only_once() -> None:
    cron = Cron.parse("0 2 * * *", None)
    at = utc(2026, 5, 1, 2, 0)
    assert due(cron, reference=utc(2026, 5, 1, 1, 0), now=at).slot == at
    # once scheduled, the same slot is never due again
    again = due(cron, reference=at, now=at + timedelta(hours=3))
    assert again.slot is None and again.next_slot == utc(2026, 5, 2, 2, 0)


def test_after_downtime_only_the_latest_missed_slot_runs() -> None:
    cron = Cron.parse("0 2 * * *", None)
    result = due(cron, reference=utc(2026, 5, 1, 2, 0), now=utc(2026, 5, 4, 10, 0))
    assert result.slot == utc(2026, 5, 4, 2, 0)
    assert result.missed == 2  # 2 and 3 May never run
    assert result.next_slot == utc(2026, 5, 5, 2, 0)


def test_a_slot_past_its_starting_deadline_is_not_run() -> None:
    cron = Cron.parse("0 2 * * *", None)
    late = due(
        cron,
        reference=utc(2026, 5, 1, 2, 0),
        now=utc(2026, 5, 2, 2, 10),
        starting_deadline_seconds=300,
    )
    assert late.slot is None and late.too_late == utc(2026, 5, 2, 2, 0) and late.missed == 1
    in_time = due(
        cron,
        reference=utc(2026, 5, 1, 2, 0),
        now=utc(2026, 5, 2, 2, 4),
        starting_deadline_seconds=300,
    )
    assert in_time.slot == utc(2026, 5, 2, 2, 0)


def test_a_schedule_reads_its_times_in_its_time_zone() -> None:
    cron = Cron.parse("0 2 * * *", "Asia/Jakarta")  # UTC+7, no DST
    result = due(cron, reference=utc(2026, 5, 1, 0, 0), now=utc(2026, 5, 1, 20, 0))
    assert result.slot == utc(2026, 4, 30, 19, 0) + timedelta(days=1)


def test_a_daily_time_that_occurs_twice_when_clocks_go_back_runs_once() -> None:
    cron = Cron.parse("30 2 * * *", "Europe/Berlin")  # 25 Oct 2026: 03:00 CEST → 02:00 CET
    found = slots(cron, utc(2026, 10, 23, 12, 0), utc(2026, 10, 27, 12, 0))
    assert found == [
        utc(2026, 10, 24, 0, 30),  # 02:30 CEST
        utc(2026, 10, 25, 0, 30),  # 02:30 CEST, first occurrence only
        utc(2026, 10, 26, 1, 30),  # 02:30 CET
        utc(2026, 10, 27, 1, 30),
    ]


def test_the_repeated_hour_never_yields_a_slot_twice_or_out_of_order() -> None:
    cron = Cron.parse("*/30 * * * *", "Europe/Berlin")
    found = slots(cron, utc(2026, 10, 24, 23, 0), utc(2026, 10, 25, 3, 0))
    assert found == sorted(set(found))
    walls = [s.astimezone(cron.zone).replace(tzinfo=None) for s in found]
    assert len(walls) == len(set(walls))  # each local time once


def test_a_time_skipped_when_clocks_go_forward_runs_right_after() -> None:
    cron = Cron.parse("30 2 * * *", "Europe/Berlin")  # 29 Mar 2026: 02:00 CET → 03:00 CEST
    found = slots(cron, utc(2026, 3, 28, 12, 0), utc(2026, 3, 30, 12, 0))
    assert found == [utc(2026, 3, 29, 1, 0), utc(2026, 3, 30, 0, 30)]  # 03:00 CEST, 02:30 CEST


def test_a_missed_slot_across_a_dst_change_is_the_latest_one() -> None:
    cron = Cron.parse("30 2 * * *", "Europe/Berlin")
    result = due(cron, reference=utc(2026, 10, 24, 0, 30), now=utc(2026, 10, 26, 9, 0))
    assert result.slot == utc(2026, 10, 26, 1, 30) and result.missed == 1


def test_a_long_downtime_of_a_frequent_schedule_stays_cheap_and_runs_the_latest() -> None:
    cron = Cron.parse("* * * * *", None)
    result = due(cron, reference=utc(2020, 1, 1), now=utc(2026, 6, 1, 0, 0, 30))
    assert result.slot == utc(2026, 6, 1, 0, 0)
    assert result.missed >= 999


@pytest.mark.parametrize(
    ("expression", "zone", "period"),
    [
        ("0 2 * * *", None, 86400),
        ("30 2 * * *", "Europe/Berlin", 90000),  # the night clocks go back is an hour longer
        ("0 9 * * 1-5", "Asia/Jakarta", 3 * 86400),  # Friday to Monday
        ("*/15 * * * *", None, 900),
        ("@weekly", None, 7 * 86400),
        ("0 0 1 * *", None, 31 * 86400),
    ],
)
def test_the_period_is_the_longest_gap_between_slots(
    expression: str, zone: str | None, period: int
) -> None:
    assert period_seconds(Cron.parse(expression, zone), utc(2026, 1, 1)) == period


@pytest.mark.parametrize(
    ("expression", "zone", "message"),
    [
        ("0 2 * *", None, "five fields"),
        ("0 0 2 * * *", None, "five fields"),
        ("61 2 * * *", None, "not a valid cron expression"),
        ("CRON_TZ=UTC 0 2 * * *", None, "five fields"),
        ("0 0 30 2 *", None, "never matches"),
        ("0 2 * * *", "Mars/Olympus", "spec.timeZone 'Mars/Olympus'"),
        ("0 2 * * *", "../etc/passwd", "spec.timeZone"),
    ],
)
def test_a_bad_schedule_is_refused_with_the_field_and_an_example(
    expression: str, zone: str | None, message: str
) -> None:
    with pytest.raises(ScheduleError, match=message.replace("(", r"\(")):
        Cron.parse(expression, zone)


def test_slot_ids_are_minutes_since_the_epoch() -> None:
    assert slot_id(utc(2026, 5, 1, 2, 0)) == str(int(utc(2026, 5, 1, 2, 0).timestamp()) // 60)
    assert slot_id(utc(2026, 5, 1, 2, 0, 59)) == slot_id(utc(2026, 5, 1, 2, 0))


@settings(max_examples=150, deadline=None)
@given(
    text=st.one_of(
        st.text(max_size=40),
        # mostly cron-shaped text, where the parser's corners are
        st.text(alphabet=st.sampled_from(list("0123456789*/,-@ LW#?HJANFEBmonsu")), max_size=30),
    ),
    zone=st.one_of(st.none(), st.text(max_size=30)),
)
def test_any_text_is_a_schedule_or_a_schedule_error(text: str, zone: str | None) -> None:
    message = ""
    try:
        Cron.parse(text, zone)
    except ScheduleError as exc:
        message = str(exc)
    assert not message or message.startswith(("spec.schedule ", "spec.timeZone "))


@settings(max_examples=40, deadline=None)
@given(
    expression=st.sampled_from(["0 2 * * *", "*/20 * * * *", "15 9 * * 1-5", "0 */6 * * *"]),
    zone=st.sampled_from(["UTC", "Europe/Berlin", "America/New_York", "Asia/Jakarta"]),
    start=st.datetimes(min_value=datetime(2025, 1, 1), max_value=datetime(2027, 1, 1)),
    steps=st.lists(st.integers(min_value=1, max_value=36 * 3600), min_size=1, max_size=8),
)
def test_a_slot_is_never_scheduled_twice_and_never_in_the_future(
    expression: str, zone: str, start: datetime, steps: list[int]
) -> None:
    """Polling at arbitrary moments, recording each slot run as the reference."""
    cron = Cron.parse(expression, zone)
    reference = now = start.replace(tzinfo=UTC)
    seen: list[datetime] = []
    for step in steps:
        now += timedelta(seconds=step)
        result = due(cron, reference=reference, now=now)
        if result.slot is not None:
            assert reference < result.slot <= now
            assert result.next_slot is not None and result.next_slot > now
            seen.append(result.slot)
            reference = result.slot
    assert seen == sorted(set(seen))
