"""The gate per surface (docs/design.md §5, "Per surface"): each evaluated surface is held
to the pass-rate and coverage floors on its own, in a run and summed over shards.

Internal results are built directly here: what matters is the gate on their counts,
not how the internal agent was asked.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import Counts, ItemResult, Outcome, Verdict
from goldeneval.verdict import GateRules, surface_figures, tally_by_surface
from goldeneval.verdict._shardsummary import ShardSummary
from goldeneval.verdict._summary import (
    ShardSummaryError,
    aggregate_shards,
    encode_shard_summary,
    shard_summary,
    summarize_results,
)

from .factories import RUN, result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED
RULES = GateRules(min_pass_rate=0.8, allow_unverified=False, min_coverage=0.5)


def many(prefix: str, surface: str, *outcomes: Outcome) -> list[ItemResult]:
    return [result(f"{prefix}-{n}", o, surface=surface) for n, o in enumerate(outcomes)]


def run(results: list[ItemResult], rules: GateRules = RULES):
    return summarize_results(
        results,
        {},
        run_id=RUN,
        suite="tanya",
        set_digest="sha256:x",
        unverified_items=0,
        rules=rules,
    )


def test_a_strong_public_surface_cannot_hide_a_weak_internal_one() -> None:
    # 20/20 public and 3/5 internal: 23/25 = 0.92 overall, above the floor.
    summary = run(many("pub", "public", *[P] * 20) + many("int", "internal", P, P, P, F, F))
    assert summary.counts.pass_rate == pytest.approx(0.92)
    assert summary.gate.verdict is Verdict.FAILED
    assert summary.gate.exit_code == 1
    assert summary.gate.reasons == ("internal pass rate 0.60 < 0.80 (3/5)",)
    assert summary.gate.line == "GATE FAILED: internal pass rate 0.60 < 0.80 (3/5)"


def test_every_surface_at_its_floor_passes() -> None:
    summary = run(many("pub", "public", P, P, P, P, F) + many("int", "internal", P, P, P, P, F))
    assert summary.gate.verdict is Verdict.PASSED
    assert [f.meets_floor for f in summary.surfaces] == [True, True]


def test_overall_and_surface_reasons_are_both_given_overall_first() -> None:
    summary = run(many("pub", "public", P, P, P, F) + many("int", "internal", P, F, F, F))
    assert summary.gate.reasons == (
        "pass rate 0.50 < 0.80 (4/8 scored items passed)",
        "public pass rate 0.75 < 0.80 (3/4)",
        "internal pass rate 0.25 < 0.80 (1/4)",
    )


def test_a_surface_below_the_coverage_floor_is_no_verdict_naming_it() -> None:
    # Overall 12 of 14 drivable scored (0.86), internal 1 of 3 (0.33 < 0.50).
    summary = run(many("pub", "public", *[P] * 11) + many("int", "internal", P, E, E))
    assert summary.gate.verdict is Verdict.NO_VERDICT
    assert summary.gate.exit_code == 3
    assert summary.gate.cause is not None
    assert summary.gate.cause.startswith(
        "internal coverage 0.33 < minimum 0.50 (1 of 3 drivable internal items scored; 2 errored)"
    )
    internal = summary.surfaces[1]
    assert (internal.meets_coverage, internal.meets_floor) == (False, None)


def test_a_weak_surface_is_a_failure_even_when_its_coverage_is_low() -> None:
    # Internal: 0/1 scored, 1 errored; even if it had passed, 1/2 < 0.80: established.
    summary = run(many("pub", "public", *[P] * 10) + many("int", "internal", F, E, E, E))
    assert summary.gate.verdict is Verdict.FAILED
    assert summary.gate.reasons == (
        "internal pass rate at most 0.75 < 0.80 even if all 3 errored internal items had "
        "passed (0/1)",
    )


def test_internal_items_all_skipped_are_not_evaluated_and_never_fail() -> None:
    summary = run(many("pub", "public", *[P] * 4) + many("int", "internal", S, S, S))
    assert summary.gate.verdict is Verdict.PASSED
    public, internal = summary.surfaces
    assert not internal.evaluated
    assert (internal.meets_floor, internal.meets_coverage) == (None, None)
    assert internal.counts == Counts(items=3, skipped=3)
    assert summary.counts.coverage == 1.0  # skipped internal items never count toward it
    assert public.meets_floor and public.meets_coverage


def test_one_evaluated_surface_adds_nothing_to_the_overall_gate() -> None:
    summary = run(many("pub", "public", P, F, F, E))
    assert summary.gate.reasons == ("pass rate 0.33 < 0.80 (1/3 scored items passed)",)
    assert [f.surface for f in summary.surfaces] == ["public"]


def test_a_surface_without_items_has_no_figures() -> None:
    assert tally_by_surface(many("pub", "public", P)) == {"public": Counts(1, 1, 1)}
    figures = surface_figures({"public": Counts(1, 1, 1), "internal": Counts()}, RULES)
    assert [f.surface for f in figures] == ["public"]


def test_json_carries_by_surface() -> None:
    summary = run(many("pub", "public", P, P) + many("int", "internal", P, F) + [result("x", S)])
    d = json.loads(json.dumps(summary.to_dict()))
    assert d["by_surface"] == {
        "public": {
            "items": 2,
            "scored": 2,
            "passed": 2,
            "failed": 0,
            "errored": 0,
            "skipped": 0,
            "pass_rate": 1.0,
            "coverage": 1.0,
            "evaluated": True,
            "meets_floor": True,
            "meets_coverage": True,
        },
        "internal": {
            "items": 3,
            "scored": 2,
            "passed": 1,
            "failed": 1,
            "errored": 0,
            "skipped": 1,
            "pass_rate": 0.5,
            "coverage": 1.0,
            "evaluated": True,
            "meets_floor": False,
            "meets_coverage": True,
        },
    }


def shards(parts: list[list[ItemResult]]) -> dict[int, ShardSummary]:
    return {n: shard_summary(run(p), shard=n, shards=len(parts)) for n, p in enumerate(parts)}


def test_shards_sum_surfaces_and_recompute_the_surface_gate() -> None:
    # Each shard reports its own counts; the gate is recomputed on the sums: 4/6 = 0.67.
    parts = [
        many("a", "public", *[P] * 10) + many("ai", "internal", P, P, F),
        many("b", "public", *[P] * 10) + many("bi", "internal", P, P, F),
    ]
    agg = aggregate_shards(shards(parts), shards=2, rules=RULES)
    whole = run([r for p in parts for r in p])
    assert agg.gate == whole.gate
    assert agg.gate.reasons == ("internal pass rate 0.67 < 0.80 (4/6)",)
    assert agg.surfaces == whole.surfaces
    assert agg.by_surface == {"public": Counts(20, 20, 20), "internal": Counts(6, 6, 4, 2)}


def test_an_old_shard_summary_without_by_surface_still_parses() -> None:
    d = shard_summary(run(many("a", "public", P, F)), shard=0, shards=1).to_dict()
    del d["by_surface"]
    parsed = ShardSummary.from_dict(d)
    assert parsed.by_surface is None
    agg = aggregate_shards({0: parsed}, shards=1, rules=RULES)
    assert agg.surfaces == ()
    assert agg.gate.reasons == ("pass rate 0.50 < 0.80 (1/2 scored items passed)",)


def test_shards_that_disagree_on_reporting_surfaces_fail_closed() -> None:
    summaries = shards([many("a", "public", P), many("b", "public", P)])
    d = summaries[1].to_dict()
    del d["by_surface"]
    summaries[1] = ShardSummary.from_dict(d)
    with pytest.raises(ShardSummaryError, match="shard\\(s\\) 1 reported no per-surface counts"):
        aggregate_shards(summaries, shards=2, rules=RULES)


@pytest.mark.parametrize(
    "by_surface",
    [
        {"public": {"items": 1, "scored": 1, "passed": 1, "failed": 0, "errored": 0, "skipped": 0}},
        {"staff": {"items": 2, "scored": 2, "passed": 1, "failed": 1, "errored": 0, "skipped": 0}},
        {"public": {"items": 2, "scored": 2, "passed": 3, "failed": 0, "errored": 0, "skipped": 0}},
        {"public": "everything"},
        ["public"],
    ],
)
def test_by_surface_that_does_not_add_up_is_refused(by_surface: object) -> None:
    d = shard_summary(run(many("a", "public", P, F)), shard=0, shards=1).to_dict()
    d["by_surface"] = by_surface
    with pytest.raises((ValueError, KeyError, TypeError)):
        ShardSummary.from_dict(d)


OUTCOMES = st.sampled_from([P, F, E, S])
RESULTS = st.lists(
    st.tuples(st.sampled_from(["public", "internal"]), OUTCOMES), min_size=0, max_size=30
)


def built(pairs: list[tuple[str, Outcome]]) -> list[ItemResult]:
    return [result(f"i{n}", o, surface=s) for n, (s, o) in enumerate(pairs)]


@settings(max_examples=150, deadline=None)
@given(RESULTS, st.integers(min_value=1, max_value=4))
def test_sharded_surface_gate_equals_the_whole_runs(
    pairs: list[tuple[str, Outcome]], n_shards: int
) -> None:
    results = built(pairs)
    parts = [results[k::n_shards] for k in range(n_shards)]
    encoded = {
        n: ShardSummary.from_dict(json.loads(encode_shard_summary(s)))
        for n, s in shards(parts).items()
    }
    agg = aggregate_shards(encoded, shards=n_shards, rules=RULES)
    whole = run(results)
    assert (agg.gate.verdict, agg.gate.reasons) == (whole.gate.verdict, whole.gate.reasons)
    assert agg.surfaces == whole.surfaces
    assert sum((f.counts for f in whole.surfaces), Counts()) == whole.counts


@settings(max_examples=150, deadline=None)
@given(RESULTS)
def test_by_surface_round_trips_and_a_missing_one_parses(pairs: list[tuple[str, Outcome]]) -> None:
    shard = shard_summary(run(built(pairs)), shard=0, shards=1)
    d = json.loads(encode_shard_summary(shard))
    assert ShardSummary.from_dict(d) == shard
    del d["by_surface"]
    assert ShardSummary.from_dict(d).by_surface is None


@settings(max_examples=150, deadline=None)
@given(RESULTS, st.sampled_from(["items", "scored", "passed", "failed", "errored", "skipped"]))
def test_by_surface_off_by_one_is_refused(pairs: list[tuple[str, Outcome]], field: str) -> None:
    d = json.loads(encode_shard_summary(shard_summary(run(built(pairs)), shard=0, shards=1)))
    surfaces = d["by_surface"] or {"public": dict.fromkeys(d["counts"], 0)}
    d["by_surface"] = surfaces
    first = next(iter(surfaces.values()))
    first[field] += 1
    with pytest.raises(ValueError, match="by_surface"):
        ShardSummary.from_dict(d)
