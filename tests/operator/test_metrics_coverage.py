"""``goldeneval_traffic_coverage`` from the latest stored harvest (docs/design.md §14.8).

A real store (SQLite and PostgreSQL) holds harvests; the operator's collector
exports the newest one of each suite that has GoldenRuns, per namespace and
surface, read beside the scrape so a down store never holds the scrape up.
"""

from __future__ import annotations

from datetime import UTC, datetime

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from goldeneval.model import Coverage, Harvest, StoredCoverage, Window
from goldeneval.operator.reconcile._conditions import Phase
from goldeneval.operator.serve._coverage import CoverageCollector
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.store import Store

from .test_metrics import BEFORE, finished

MONDAY = datetime(2025, 3, 10, 2, tzinfo=UTC)


def harvest(public: float | None, internal: float | None) -> Harvest:
    shares = [v for v in (public, internal) if v is not None]
    return Harvest(
        read=10,
        kept=10,
        dropped={},
        window=Window("2025-03-03", "2025-03-09"),
        coverage=Coverage(
            sum(shares) / len(shares) if shares else None,
            {"public": public, "internal": internal},
            {},
        ),
        groups=(),
    )


def scrape(collector: CoverageCollector) -> dict[str, float]:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(collector)
    text = generate_latest(registry).decode()
    return {
        s.name + "{" + ",".join(f'{k}="{v}"' for k, v in sorted(s.labels.items())) + "}": s.value
        for fam in text_string_to_metric_families(text)
        for s in fam.samples
    }


def index_of(*suites: tuple[str, str]) -> RunIndex:
    index = RunIndex(started_at=BEFORE)
    for n, (namespace, suite) in enumerate(suites):
        index.update(finished(f"u{n}", Phase.PASSED, n, 1.0, suite, namespace=namespace))
    return index


def test_each_suites_latest_harvest_is_exported_per_namespace_and_surface(store: Store) -> None:
    store.record_harvest("tanya", harvest(0.3, None), datetime(2025, 3, 3, tzinfo=UTC))
    store.record_harvest("tanya", harvest(0.625, 0.4), MONDAY)
    store.record_harvest("agen", harvest(None, 0.5), MONDAY)
    store.record_harvest("no-runs", harvest(0.9, 0.9), MONDAY)
    index = index_of(("prod", "tanya"), ("staging", "tanya"), ("prod", "agen"), ("prod", "never"))
    collector = CoverageCollector(index, store.latest_coverages, max_age=3600)
    collector.refresh()
    got = scrape(collector)
    coverage = {k: v for k, v in got.items() if k.startswith("goldeneval_traffic_coverage")}
    assert coverage == {
        'goldeneval_traffic_coverage{namespace="prod",suite="agen",surface="internal"}': 0.5,
        'goldeneval_traffic_coverage{namespace="prod",suite="tanya",surface="internal"}': 0.4,
        'goldeneval_traffic_coverage{namespace="prod",suite="tanya",surface="public"}': 0.625,
        'goldeneval_traffic_coverage{namespace="staging",suite="tanya",surface="internal"}': 0.4,
        'goldeneval_traffic_coverage{namespace="staging",suite="tanya",surface="public"}': 0.625,
    }
    stamp = 'goldeneval_traffic_harvested_timestamp_seconds{namespace="prod",suite="tanya"}'
    assert got[stamp] == MONDAY.timestamp()


def test_the_store_is_read_beside_the_scrape_and_a_failing_read_keeps_the_figures(
    store: Store,
) -> None:
    store.record_harvest("tanya", harvest(0.5, None), MONDAY)
    failing = False

    def read() -> list[StoredCoverage]:
        if failing:
            raise ConnectionError("store down")
        return store.latest_coverages()

    collector = CoverageCollector(index_of(("prod", "tanya")), read, max_age=0)
    key = 'goldeneval_traffic_coverage{namespace="prod",suite="tanya",surface="public"}'
    assert key not in scrape(collector)  # nothing read yet: no figure, never a made-up 0
    assert collector.read_done.wait(10)
    collector.read_done.clear()
    assert scrape(collector)[key] == 0.5  # and this scrape starts the next read
    assert collector.read_done.wait(10)
    collector.read_done.clear()
    failing = True
    assert scrape(collector)[key] == 0.5
    assert collector.read_done.wait(10)  # the failed read
    assert scrape(collector)[key] == 0.5


def test_a_too_small_harvest_neither_states_a_share_nor_counts_as_harvested(
    store: Store,
) -> None:
    # A broken export after a real week: kept 2 questions, "covered" 100 %. The metric and
    # the time the staleness alert reads stay the real week's.
    store.record_harvest("tanya", harvest(0.4, None), MONDAY)
    later = datetime(2025, 3, 17, 2, tzinfo=UTC)
    store.record_harvest("tanya", harvest(1.0, None), later, too_small=True)
    store.record_harvest("tiny", harvest(1.0, None), later, too_small=True)
    collector = CoverageCollector(index_of(("prod", "tanya"), ("prod", "tiny")),
                                  store.latest_coverages, max_age=3600)  # fmt: skip
    collector.refresh()
    got = scrape(collector)
    assert (
        got['goldeneval_traffic_coverage{namespace="prod",suite="tanya",surface="public"}'] == 0.4
    )
    stamp = 'goldeneval_traffic_harvested_timestamp_seconds{namespace="prod",suite="tanya"}'
    assert got[stamp] == MONDAY.timestamp()
    assert not [k for k in got if 'suite="tiny"' in k]  # only small harvests: no figure at all
