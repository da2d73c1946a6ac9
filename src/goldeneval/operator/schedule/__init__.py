"""GoldenSchedule: cron slots, catch-up and concurrency policy.

Owns the cron arithmetic, the pure per-schedule decision and the scheduler
loop that creates GoldenRuns for due slots. It may use ``reconcile``,
``serve`` (its metrics) and ``kube``; nothing below imports it.
"""

from goldeneval.operator.schedule._scheduler import Scheduler, register_schedules

__all__ = ["Scheduler", "register_schedules"]
