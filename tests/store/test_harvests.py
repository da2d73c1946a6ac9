"""Stored harvests (docs/design.md §14.8), on both backends.

Each harvest of a suite is kept with its window; the newest one per suite is
what the HTML report's header and the operator's metric read. What users
typed can hold anything (NUL, lone surrogates): a harvest is stored anyway.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings

from goldeneval.model import (
    AgentRun,
    Coverage,
    Harvest,
    Phrasing,
    QuestionGroup,
    StoredCoverage,
    StoredHarvest,
    ToolCount,
    Window,
)
from goldeneval.store import Store
from tests.anytext import any_text

AT = datetime(2025, 3, 10, 2, 0, tzinfo=UTC)


def group(text: str, *, covered_by: str | None = None, count: int = 3) -> QuestionGroup:
    """A public group of one phrasing."""
    return QuestionGroup(
        id="q-" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8],
        surface="public",
        count=count,
        phrasings=(Phrasing(text, count),),
        covered_by=covered_by,
        domain="pt-perorangan",
        log_lines={"week.jsonl": (1, 2, 3)},
    )


def harvest(share: float | None = 0.6, *, groups: tuple[QuestionGroup, ...] = ()) -> Harvest:
    """A harvest of a week with the given overall share."""
    return Harvest(
        read=12,
        kept=10,
        dropped={"no-question": 1, "not-json": 1},
        window=Window("2025-03-03", "2025-03-09"),
        coverage=Coverage(
            share=share,
            by_surface={"public": share, "internal": None},
            by_domain={"pt-perorangan": 0.75, "apostille": 0.0},
        ),
        groups=groups,
    )


def test_a_suite_never_harvested_has_no_coverage(store: Store) -> None:
    assert store.latest_coverage("tanya-prod") is None
    assert store.latest_coverages() == []


def test_the_latest_harvest_of_a_suite_is_its_coverage(store: Store) -> None:
    store.record_harvest("tanya-prod", harvest(0.4), AT - timedelta(days=7))
    store.record_harvest("tanya-prod", harvest(0.6), AT)
    store.record_harvest("agen-internal", harvest(None), AT - timedelta(days=1))
    got = store.latest_coverage("tanya-prod")
    assert got is not None
    assert got.suite == "tanya-prod"
    assert got.harvested_at == AT
    assert got.window == Window("2025-03-03", "2025-03-09")
    assert got.kept == 10
    assert got.coverage == Coverage(
        share=0.6,
        by_surface={"public": 0.6, "internal": None},
        by_domain={"apostille": 0.0, "pt-perorangan": 0.75},
    )
    assert [c.suite for c in store.latest_coverages()] == ["agen-internal", "tanya-prod"]
    assert [c.coverage.share for c in store.latest_coverages()] == [None, 0.6]


def test_the_groups_are_stored_as_the_json_output_states_them(store: Store) -> None:
    internal = QuestionGroup(
        id="q-internal",
        surface="internal",
        count=2,
        phrasings=(Phrasing("berapa pt baru minggu ini", 2),),
        covered_by=None,
        domain=None,
        tools=(ToolCount("sql_query", 2),),
        runs=(AgentRun("s1", "r1"), AgentRun("s2", "r2")),
    )
    stored = harvest(groups=(group("cara mendirikan pt", covered_by="pt-1"), internal))
    store.record_harvest("tanya-prod", stored, AT)
    rows = store._fetch(  # type: ignore[attr-defined]
        "reading back", "SELECT group_list, dropped FROM golden_harvests", ()
    )
    groups, dropped = (json.loads(v) if isinstance(v, str) else v for v in rows[0])
    # What --json states of each group, with its domain and when it was asked beside it.
    for row in groups:
        row.pop("domain"), row.pop("first_seen"), row.pop("last_seen")
    assert groups == stored.to_dict()["groups"]
    assert dropped == {"no-question": 1, "not-json": 1}


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=any_text)
def test_any_phrasing_is_stored(store: Store, text: str) -> None:
    # What users type reaches the store only de-identified, but otherwise as typed:
    # NUL and lone surrogates included. Neither may sink the harvest.
    store.record_harvest("any", harvest(groups=(group(text),)), AT)
    got = store.latest_coverage("any")
    assert got is not None and got.coverage.share == 0.6


def test_a_too_small_harvest_is_kept_but_states_no_coverage(store: Store) -> None:
    # A broken export (a handful of lines) must not replace the figure of the last real
    # week, nor count as a harvest for the staleness alert.
    store.record_harvest("tanya-prod", harvest(0.4), AT - timedelta(days=7), set_digest="sha256:a")
    store.record_harvest("tanya-prod", harvest(1.0), AT, too_small=True)
    got = store.latest_coverage("tanya-prod")
    assert got is not None and got.coverage.share == 0.4 and not got.too_small
    assert got.harvested_at == AT - timedelta(days=7)
    assert [c.coverage.share for c in store.latest_coverages()] == [0.4]
    newest = store.latest_harvest("tanya-prod")
    assert newest is not None and newest.coverage.too_small
    assert newest.coverage.harvested_at == AT


def test_a_suite_with_only_small_harvests_states_no_coverage(store: Store) -> None:
    store.record_harvest("tanya-prod", harvest(1.0), AT, too_small=True)
    assert store.latest_coverage("tanya-prod") is None
    assert store.latest_coverages() == []
    assert [c.too_small for c in store.harvest_history("tanya-prod")] == [True]


def test_a_harvest_keeps_the_golden_set_it_measured(store: Store) -> None:
    store.record_harvest("tanya-prod", harvest(0.6), AT, set_digest="sha256:abc", set_items=12)
    got = store.latest_coverage("tanya-prod")
    assert got is not None
    assert (got.set_digest, got.set_items, got.too_small) == ("sha256:abc", 12, False)


def test_the_latest_harvest_is_read_back_whole(store: Store) -> None:
    seen = datetime(2025, 3, 4, 9, 30, tzinfo=UTC)
    internal = QuestionGroup(
        id="q-internal",
        surface="internal",
        count=2,
        phrasings=(Phrasing("berapa pt baru minggu ini", 2),),
        covered_by=None,
        domain=None,
        up=1,
        down=1,
        tools=(ToolCount("sql_query", 2),),
        first_seen=seen,
        last_seen=seen + timedelta(days=2),
        runs=(AgentRun("s1", "r1"), AgentRun("s2", "r2")),
    )
    whole = harvest(groups=(group("cara mendirikan pt", covered_by="pt-1"), internal))
    store.record_harvest("tanya-prod", harvest(0.1), AT - timedelta(days=7))
    store.record_harvest("tanya-prod", whole, AT, set_digest="sha256:d", set_items=4)
    store.record_harvest("other", harvest(0.9), AT + timedelta(hours=1))
    got = store.latest_harvest("tanya-prod")
    assert isinstance(got, StoredHarvest)
    assert got.harvest == whole
    assert got.coverage == StoredCoverage(
        suite="tanya-prod",
        harvested_at=AT,
        window=whole.window,
        kept=whole.kept,
        coverage=whole.coverage,
        set_digest="sha256:d",
        set_items=4,
        too_small=False,
    )
    assert store.latest_harvest("never") is None


def test_the_history_is_newest_first_and_bounded(store: Store) -> None:
    for week in range(5):
        small = week == 3
        store.record_harvest(
            "tanya-prod", harvest(week / 10), AT + timedelta(days=7 * week), too_small=small
        )
    store.record_harvest("other", harvest(0.9), AT)
    history = store.harvest_history("tanya-prod", limit=3)
    assert [c.coverage.share for c in history] == [0.4, 0.3, 0.2]
    assert [c.too_small for c in history] == [False, True, False]
    assert len(store.harvest_history("tanya-prod")) == 5
    assert store.harvest_history("never") == []
