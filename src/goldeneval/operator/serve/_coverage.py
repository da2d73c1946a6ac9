"""``goldeneval_traffic_coverage``: each suite's latest large-enough harvest (§14.8).

``goldeneval harvest`` stores what share of a window's real questions fall in
groups the golden set covers. The operator exports the newest harvest that
kept at least ``harvest.min_questions`` questions (a smaller one is stored
marked too small and never states a figure nor counts as a harvest) of every
suite that has GoldenRuns in a namespace, per surface:
``goldeneval_traffic_coverage{namespace,suite,surface}`` (0 to 1), and when it
was harvested (``goldeneval_traffic_harvested_timestamp_seconds``), so an
alert can say both "the gate guards too little of what users ask" and "no
harvest for two weeks". A surface with no question kept has no series: a
share of nothing is not 0.

The store is read beside the scrape, never inside it: a scrape hands out the
figures of the last read and, when they are older than ``max_age`` seconds,
starts one read on a thread. A store that is down therefore never holds up
the other series; the figures it last gave stay, as they are still true of
that harvest.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator

from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from goldeneval.model import SURFACES, StoredCoverage
from goldeneval.operator._scrub import scrub
from goldeneval.operator.serve._metrics import LABELS, RunIndex

log = logging.getLogger("goldeneval.operator")

MAX_AGE = 60.0
"""Seconds a read of the store serves scrapes before the next scrape reads again."""


class CoverageCollector(Collector):
    """The coverage series, from the last read of every suite's latest large-enough harvest."""

    def __init__(
        self,
        index: RunIndex,
        read: Callable[[], Iterable[StoredCoverage]],
        max_age: float = MAX_AGE,
    ) -> None:
        self._index = index
        self._read = read
        self._max_age = max_age
        self._lock = threading.Lock()
        self._latest: dict[str, StoredCoverage] = {}
        self._read_at = float("-inf")
        self._reading = False
        self.read_done = threading.Event()
        """Set after each read of the store, failed or not (tests wait on it)."""

    def refresh(self) -> None:
        """Read every suite's latest harvest now (a failing store keeps the last figures)."""
        try:
            got: dict[str, StoredCoverage] | None = {c.suite: c for c in self._read()}
        except Exception as exc:  # a store outage must not end the thread noisily or stick
            log.warning(
                "cannot read the stored harvests for the coverage metric: %s", scrub(str(exc))
            )
            got = None
        with self._lock:
            if got is not None:
                self._latest = got
            self._read_at = time.monotonic()
            self._reading = False
        self.read_done.set()

    def collect(self) -> Iterator[Metric]:
        """The series of the suites with GoldenRuns, from the figures read last."""
        with self._lock:
            stale = not self._reading and time.monotonic() - self._read_at > self._max_age
            self._reading = self._reading or stale
            latest = dict(self._latest)
        if stale:
            threading.Thread(target=self.refresh, name="coverage-read", daemon=True).start()
        share = GaugeMetricFamily(
            "goldeneval_traffic_coverage",
            "Share of the real questions in the suite's latest harvest that kept enough "
            "questions (harvest.min_questions) that fall in groups the golden set covers, "
            "by surface.",
            labels=(*LABELS, "surface"),
        )
        when = GaugeMetricFamily(
            "goldeneval_traffic_harvested_timestamp_seconds",
            "When the suite's latest harvest of real questions that kept enough questions "
            "(harvest.min_questions) ran (Unix time).",
            labels=LABELS,
        )
        for ns, suite in sorted({run.key for run in self._index.snapshot()}):
            found = latest.get(suite)
            if found is None:
                continue
            when.add_metric([ns, suite], found.harvested_at.timestamp())
            for surface in SURFACES:
                value = found.coverage.by_surface.get(surface)
                if value is not None:
                    share.add_metric([ns, suite, surface], value)
        yield from (share, when)
