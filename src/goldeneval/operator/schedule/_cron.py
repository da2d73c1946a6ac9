"""Which scheduled slot is due: cron expressions in a time zone, with no clock of its own.

Pure functions over an explicit ``now`` (the caller's clock), so every case —
missed slots, daylight-saving changes, deadlines — is tested with fixed times.
Cron parsing and iteration are croniter's; this module adds the rules a
GoldenSchedule needs on top:

* A slot is a UTC instant; its GoldenRun is named after it, so the same slot
  always yields the same name (restarts never create a second run).
* After downtime only the latest missed slot is due (one catch-up run).
* A local time that occurs twice when clocks go back runs once, at its first
  occurrence; a local time skipped when clocks go forward runs at the first
  valid moment after it (croniter's rule).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import croniter

MAX_MISSED = 1000
"""Missed slots counted one by one; beyond that the latest is found directly."""
_PERIOD_SLOTS = 1000
_PERIOD_SPAN = timedelta(days=400)


class ScheduleError(ValueError):
    """The schedule or the time zone cannot be used; the message says which and why."""


@dataclass(frozen=True)
class Cron:
    """A validated cron expression and the zone its times are read in."""

    expression: str
    """Five fields (minute hour day-of-month month day-of-week) or a macro like ``@daily``."""
    zone: ZoneInfo
    """Time zone of the expression (``spec.timeZone``, UTC by default)."""

    @classmethod
    def parse(cls, expression: str, time_zone: str | None) -> Cron:
        """Validate ``spec.schedule`` and ``spec.timeZone``."""
        text = " ".join(expression.split())
        if len(text.split(" ")) != 5 and not text.startswith("@"):
            raise ScheduleError(
                f"spec.schedule {expression!r} must have five fields "
                "(minute hour day-of-month month day-of-week), e.g. '0 2 * * *'"
            )
        if not croniter.is_valid(text):
            raise ScheduleError(
                f"spec.schedule {expression!r} is not a valid cron expression, "
                "e.g. '0 2 * * *' (02:00 every day) or '@daily'"
            )
        name = time_zone or "UTC"
        try:
            zone = ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError, OSError):
            raise ScheduleError(
                f"spec.timeZone {name!r} is not a known IANA time zone, e.g. 'Asia/Jakarta'"
            ) from None
        cron = cls(text, zone)
        if _first(cron.slots_after(datetime(2000, 1, 1, tzinfo=UTC))) is None:
            raise ScheduleError(f"spec.schedule {expression!r} never matches a date")
        return cron

    def slots_after(self, start: datetime) -> Iterator[datetime]:
        """Slots strictly after ``start``, as UTC instants, in order (endless)."""
        it = croniter(self.expression, start.astimezone(self.zone))
        while True:
            try:
                local: datetime = it.get_next(datetime)
            except (ValueError, OverflowError):  # no further date matches (croniter gave up)
                return
            if _repeated(local.astimezone(self.zone)):
                continue
            yield local.astimezone(UTC)

    def latest_at_or_before(self, now: datetime) -> datetime | None:
        """The latest slot at or before ``now`` (None for a schedule with no past slot)."""
        it = croniter(self.expression, (now + timedelta(seconds=1)).astimezone(self.zone))
        for _ in range(3):  # a repeated local time is skipped: look one or two further back
            try:
                local: datetime = it.get_prev(datetime)
            except (ValueError, OverflowError):
                return None
            if not _repeated(local.astimezone(self.zone)):
                return local.astimezone(UTC)
        return None


def _repeated(local: datetime) -> bool:
    """Whether ``local`` is the second occurrence of a wall-clock time (clocks went back)."""
    if local.fold != 1:
        return False
    return local.replace(fold=0).utcoffset() != local.utcoffset()


@dataclass(frozen=True)
class Due:
    """What the schedule asks for at ``now``."""

    slot: datetime | None
    """The slot to run now (the latest missed one), None when nothing is due."""
    missed: int
    """Slots after the reference that will never run (older missed slots, or past the deadline)."""
    too_late: datetime | None
    """The latest slot, when it is past its starting deadline (so it is not run)."""
    next_slot: datetime | None
    """The first slot after ``now`` (when to look again)."""


def due(
    cron: Cron,
    *,
    reference: datetime,
    now: datetime,
    starting_deadline_seconds: int | None = None,
) -> Due:
    """The slot due at ``now``: the latest slot in ``(reference, now]``.

    ``reference`` is the last slot already scheduled, or the schedule's
    creation time. Older missed slots are counted, never run.
    """
    latest: datetime | None = None
    count = 0
    for slot in cron.slots_after(reference):
        if slot > now:
            break
        latest, count = slot, count + 1
        if count >= MAX_MISSED:
            latest = cron.latest_at_or_before(now)
            break
    next_slot = _first(cron.slots_after(max(now, latest or now)))
    if latest is None:
        return Due(slot=None, missed=0, too_late=None, next_slot=next_slot)
    if starting_deadline_seconds is not None and (now - latest).total_seconds() > (
        starting_deadline_seconds
    ):
        return Due(slot=None, missed=count, too_late=latest, next_slot=next_slot)
    return Due(slot=latest, missed=count - 1, too_late=None, next_slot=next_slot)


def _first(slots: Iterator[datetime]) -> datetime | None:
    try:
        return next(slots)
    except (StopIteration, ValueError, OverflowError):
        return None


def period_seconds(cron: Cron, now: datetime) -> float | None:
    """The longest gap between two consecutive slots over the coming year or so.

    Used to judge staleness per suite: a weekday schedule's period is the
    weekend's three days, a daily one's a day (plus an hour when clocks go back).
    """
    previous: datetime | None = None
    longest = 0.0
    end = now + _PERIOD_SPAN
    slots = cron.slots_after(now)
    for _ in range(_PERIOD_SLOTS):
        slot = _first(slots)
        if slot is None:
            break
        if previous is not None:
            longest = max(longest, (slot - previous).total_seconds())
        if slot > end:
            break
        previous = slot
    return longest or None


def slot_id(slot: datetime) -> str:
    """The slot's part of a GoldenRun name: minutes since the Unix epoch (as CronJob does)."""
    return str(int(slot.timestamp()) // 60)
