"""Compare mode's pure core (docs/design.md §5.1): McNemar, pair outcomes, the pairwise gate."""

from __future__ import annotations

import json
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import Comparison, GateVerdict, Outcome, PairOutcome, Verdict
from goldeneval.verdict import CompareRules, GateRules, decide_compare, mcnemar_p, pair_outcome
from tests.core.factories import result

counts = st.integers(min_value=0, max_value=400)


@given(counts, counts)
def test_mcnemar_is_symmetric_and_a_probability(worse: int, better: int) -> None:
    p = mcnemar_p(worse, better)
    assert p == mcnemar_p(better, worse)
    assert 0.0 < p <= 1.0


@given(counts, counts)
def test_mcnemar_a_more_lopsided_split_is_never_less_significant(worse: int, better: int) -> None:
    if worse >= better:
        assert mcnemar_p(worse + 1, better) <= mcnemar_p(worse, better)


@given(st.integers(min_value=0, max_value=60))
def test_mcnemar_an_even_split_is_no_evidence(n: int) -> None:
    assert mcnemar_p(n, n) == 1.0


@pytest.mark.parametrize(
    ("worse", "better", "p"),
    [
        (0, 0, 1.0),
        (1, 0, 1.0),
        (5, 0, 2 / 32),
        (6, 0, 2 / 64),
        (8, 0, 2 / 256),
        (3, 1, 2 * 5 / 16),
        (21, 3, 2 * (1 + 24 + 276 + 2024) / 2**24),
    ],
)
def test_mcnemar_exact_small_cases(worse: int, better: int, p: float) -> None:
    assert mcnemar_p(worse, better) == pytest.approx(p, rel=1e-12)


def test_mcnemar_large_counts_stay_exact_and_finite() -> None:
    k = sum(comb(2_000, i) for i in range(951))
    assert mcnemar_p(1_050, 950) == pytest.approx(min(1.0, 2 * k / 2**2_000), rel=1e-9)
    assert mcnemar_p(6_000, 4_000) < 1e-80
    with pytest.raises(ValueError, match="negative"):
        mcnemar_p(-1, 2)


def test_pair_outcomes() -> None:
    passed, failed = result("a", Outcome.PASSED), result("a", Outcome.FAILED, reason="x")
    errored = result("a", Outcome.ERRORED)
    assert pair_outcome(passed, passed) is PairOutcome.SAME
    assert pair_outcome(failed, failed) is PairOutcome.SAME
    assert pair_outcome(failed, passed) is PairOutcome.WORSE
    assert pair_outcome(passed, failed) is PairOutcome.BETTER
    assert pair_outcome(errored, passed) is PairOutcome.UNPAIRED
    assert pair_outcome(passed, None) is PairOutcome.UNPAIRED


def comparison(**kw: object) -> Comparison:
    base: dict[str, object] = {
        "reference_url": "http://stable",
        "paired": 200,
        "same": 176,
        "worse": 21,
        "better": 3,
        "unpaired": 0,
        "reference_passed": 180,
        "mcnemar_p": mcnemar_p(21, 3),
    }
    base.update(kw)
    return Comparison(**base)  # type: ignore[arg-type]


RULES = CompareRules(max_drop=0.02, alpha=0.05)
HISTORY_FAILED = GateVerdict(
    passed=False, reasons=("pass rate 0.70 < 0.80 (7/10 scored items passed)",)
)


def decide(c: Comparison, **kw: object) -> GateVerdict:
    gate: dict[str, object] = {"min_pass_rate": 0.8, "min_coverage": 0.5, "allow_unverified": False}
    args: dict[str, object] = {
        "rules": RULES,
        "drivable": 200,
        "unverified_items": 0,
        "history": HISTORY_FAILED,
    }
    for key, value in kw.items():
        (gate if key in gate else args)[key] = value
    return decide_compare(c, gate=GateRules(**gate), **args)  # type: ignore[arg-type]


def test_a_significant_drop_fails_with_the_normative_reason() -> None:
    v = decide(comparison())
    assert v.verdict is Verdict.FAILED
    assert v.reasons == (
        "pass rate 0.81 vs reference 0.90 on 200 paired items "
        "(worse 21, better 3, McNemar p=0.0003)",
    )


def test_a_drop_within_max_drop_or_not_significant_passes() -> None:
    small = comparison(worse=4, better=1, same=195, mcnemar_p=mcnemar_p(4, 1))
    assert decide(small).passed  # 0.015 <= 0.02
    unsure = comparison(
        paired=20, same=14, worse=5, better=1, reference_passed=18, mcnemar_p=mcnemar_p(5, 1)
    )
    assert decide(unsure, drivable=20).passed  # a drop of 0.20, but p = 0.22


def test_a_verified_worse_item_fails_with_its_detail() -> None:
    c = comparison(
        worse=1,
        better=1,
        same=198,
        mcnemar_p=1.0,
        worse_ids=("fidusia-pendaftaran",),
        verified_worse_ids=("fidusia-pendaftaran",),
        verified_worse=1,
    )
    v = decide(
        c,
        worse_details={"fidusia-pendaftaran": 'reference passed, candidate fails: missing "akta"'},
    )
    assert v.reasons == (
        "verified item worse than the reference: fidusia-pendaftaran "
        '(reference passed, candidate fails: missing "akta")',
    )


def test_history_gates_only_when_asked() -> None:
    same = comparison(worse=0, better=0, same=200, mcnemar_p=1.0)
    assert decide(same).passed
    gated = decide(same, rules=CompareRules(0.02, 0.05, gate_history=True))
    assert gated.reasons == HISTORY_FAILED.reasons


def test_too_few_pairs_is_no_verdict_unless_a_verified_item_is_worse() -> None:
    few = comparison(
        paired=50,
        same=50,
        worse=0,
        better=0,
        unpaired=150,
        reference_passed=50,
        mcnemar_p=1.0,
        unpaired_reference=150,
    )
    v = decide(few)
    assert v.verdict is Verdict.NO_VERDICT
    assert v.cause is not None and "only 50 of 200 drivable items were paired" in v.cause
    assert "the reference chatbot was not scored on 150" in v.cause
    worse = comparison(
        paired=50,
        same=49,
        worse=1,
        better=0,
        unpaired=150,
        reference_passed=50,
        mcnemar_p=1.0,
        worse_ids=("a",),
        verified_worse_ids=("a",),
        verified_worse=1,
    )
    assert decide(worse).verdict is Verdict.FAILED


def test_the_unverified_guard_and_a_stop_still_apply() -> None:
    same = comparison(worse=0, better=0, same=200, mcnemar_p=1.0)
    guarded = decide(same, unverified_items=3)
    assert guarded.verdict is Verdict.FAILED and "3 items are verified: false" in guarded.reasons[0]
    stopped = decide(same, stopped="reference chatbot rejects every request: HTTP 404")
    assert stopped.line == "NO VERDICT: reference chatbot rejects every request: HTTP 404"


def _run(results: list, refs: list, **kw: object):  # type: ignore[no-untyped-def]
    from goldeneval.verdict import CompareMode, summarize_results

    return summarize_results(
        results,
        {},
        run_id="r",
        suite="s",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False, pass_threshold=0.7),
        compare=CompareMode("http://stable", RULES, tuple(refs)),
        **kw,  # type: ignore[arg-type]
    )


def test_shard_summaries_aggregate_to_the_whole_runs_compare_verdict() -> None:
    from goldeneval.verdict import (
        ShardSummary,
        aggregate_shards,
        encode_shard_summary,
        shard_summary,
    )

    ids = [f"i{k:02d}" for k in range(40)]
    cand = [
        result(i, Outcome.FAILED if k < 8 else Outcome.PASSED, reason="judge: fail")
        for k, i in enumerate(ids)
    ]
    cand[0] = result("i00", Outcome.FAILED, verified=True, reason="judge: fail")
    refs = [result(i, Outcome.PASSED) for i in ids]
    whole = _run(cand, refs)
    assert whole.gate.verdict is Verdict.FAILED and len(whole.gate.reasons) == 2
    halves = [(cand[:20], refs[:20]), (cand[20:], refs[20:])]
    shards = {}
    for n, (c, r) in enumerate(halves):
        summary = shard_summary(_run(c, r), shard=n, shards=2)
        # Through the termination message and back, as the operator reads it.
        shards[n] = ShardSummary.from_dict(json.loads(encode_shard_summary(summary)))
    agg = aggregate_shards(
        shards, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=False), compare=RULES
    )
    assert agg.comparison is not None
    assert (agg.comparison.paired, agg.comparison.worse, agg.comparison.better) == (40, 8, 0)
    assert agg.comparison.mcnemar_p == whole.comparison.mcnemar_p  # type: ignore[union-attr]
    assert agg.gate.verdict is Verdict.FAILED
    assert agg.gate.reasons[0] == "verified item worse than the reference: i00"
    assert agg.gate.reasons[1] == whole.gate.reasons[1]


def test_a_compare_aggregate_without_pairs_from_a_shard_fails_closed() -> None:
    from goldeneval.verdict import ShardSummaryError, aggregate_shards, shard_summary
    from goldeneval.verdict._summary import summarize_results

    plain = summarize_results(
        [result("a", Outcome.PASSED)],
        {},
        run_id="r",
        suite="s",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False, pass_threshold=0.7),
    )
    with pytest.raises(ShardSummaryError, match="no comparison"):
        aggregate_shards(
            {0: shard_summary(plain, shard=0, shards=1)},
            shards=1,
            rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
            compare=RULES,
        )


_COUNT_KEYS = (
    "paired",
    "same",
    "worse",
    "better",
    "unpaired",
    "reference_passed",
    "unpaired_reference",
    "verified_worse",
)
"""A compare block's counts, as a shard summary carries them."""


def summary_with(compare: object) -> dict[str, object]:
    """A one-shard summary as it crosses the pod boundary, with ``compare`` as given."""
    return {
        "v": 1,
        "run_id": "r",
        "suite": "s",
        "shard": 0,
        "shards": 1,
        "set_digest": "sha256:d",
        "counts": {"items": 1, "scored": 1, "passed": 1, "failed": 0, "errored": 0, "skipped": 0},
        "unverified_items": 0,
        "regressions": {"verified": 0, "unverified": 0, "verified_ids": [], "unverified_ids": []},
        "compare": compare,
    }


counts_or_junk = st.one_of(st.integers(-2, 50), st.booleans(), st.text(max_size=2), st.none())


@settings(max_examples=150, deadline=None)
@given(
    fields=st.fixed_dictionaries({k: counts_or_junk for k in _COUNT_KEYS}),
    ids=st.one_of(st.lists(st.text(max_size=5), max_size=3), st.integers(), st.none()),
    url=st.one_of(st.text(max_size=10), st.integers()),
)
def test_a_shard_summarys_compare_block_parses_strictly(
    fields: dict,
    ids: object,
    url: object,  # type: ignore[type-arg]
) -> None:
    """What crosses the pod boundary parses into consistent counts, or is refused."""
    from goldeneval.verdict import ShardSummary

    base = summary_with({**fields, "verified_worse_ids": ids, "reference_url": url})
    try:
        parsed = ShardSummary.from_dict(base)
    except (ValueError, KeyError, TypeError):
        return
    c = parsed.compare
    assert c is not None
    assert c.same + c.worse + c.better == c.paired
    assert c.worse <= c.reference_passed <= c.paired
    assert min(c.paired, c.unpaired, c.verified_worse) >= 0
    assert ShardSummary.from_dict(parsed.to_dict()) == parsed


_PAIRS = st.lists(
    st.tuples(
        st.sampled_from(["public", "internal"]),
        st.sampled_from([Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED]),
        st.sampled_from([Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, None]),
    ),
    min_size=1,
    max_size=40,
)


@given(_PAIRS, st.integers(min_value=1, max_value=4))
@settings(max_examples=60, deadline=None)
def test_each_surface_is_compared_alike_in_a_whole_run_and_in_summed_shards(
    pairs: list[tuple[str, Outcome, Outcome | None]], shards: int
) -> None:
    """compare.by_surface (§5.1): each surface's pairs add up to the run's, and the shards'
    summaries (through the termination message) sum to the same figures and verdict."""
    from goldeneval.verdict import (
        ShardSummary,
        aggregate_shards,
        encode_shard_summary,
        shard_summary,
    )

    cand = [result(f"i{k:02d}", c, surface=s) for k, (s, c, _) in enumerate(pairs)]
    refs = [result(f"i{k:02d}", r, surface=s) for k, (s, _, r) in enumerate(pairs) if r]
    whole = _run(cand, refs)
    c = whole.comparison
    assert c is not None
    assert set(c.by_surface) == {s for s, _, _ in pairs}
    for n in ("paired", "same", "worse", "better", "unpaired", "reference_passed"):
        assert sum(getattr(p, n) for p in c.by_surface.values()) == getattr(c, n)
    for surface, part in c.by_surface.items():
        assert part.mcnemar_p == mcnemar_p(part.worse, part.better)
        assert part.paired + part.unpaired == sum(1 for s, _, _ in pairs if s == surface)
    summaries = {}
    for n in range(shards):
        mine = [r for k, r in enumerate(cand) if k % shards == n]
        wanted = {r.item_id for r in mine}
        part_run = _run(mine, [r for r in refs if r.item_id in wanted])
        encoded = encode_shard_summary(shard_summary(part_run, shard=n, shards=shards))
        summaries[n] = ShardSummary.from_dict(json.loads(encoded))
    agg = aggregate_shards(
        summaries,
        shards=shards,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
        compare=RULES,
    )
    assert agg.comparison is not None
    assert set(agg.comparison.by_surface) == set(c.by_surface)
    for k, v in c.by_surface.items():
        got = agg.comparison.by_surface[k]
        assert (got.paired, got.worse, got.better, got.mcnemar_p) == (
            v.paired,
            v.worse,
            v.better,
            v.mcnemar_p,
        )
    assert agg.gate.verdict is whole.gate.verdict


def test_a_significant_drop_on_one_surface_fails_naming_it_though_the_whole_holds() -> None:
    internal = comparison(
        paired=8, same=0, worse=8, better=0, reference_passed=8, mcnemar_p=mcnemar_p(8, 0)
    )
    public = comparison(
        paired=8, same=0, worse=0, better=8, reference_passed=0, mcnemar_p=mcnemar_p(0, 8)
    )
    whole = comparison(
        paired=16,
        same=0,
        worse=8,
        better=8,
        reference_passed=8,
        mcnemar_p=1.0,
        by_surface={"public": public, "internal": internal},
    )
    v = decide(whole, drivable=16)
    assert v.verdict is Verdict.FAILED
    assert v.reasons == (
        "internal pass rate 0.00 vs reference 1.00 on 8 paired internal items "
        "(worse 8, better 0, McNemar p=0.0078)",
    )
    # A surface with too few of its items paired is not tested on its own.
    thin = comparison(
        paired=8, same=0, worse=8, better=0, unpaired=9, reference_passed=8, mcnemar_p=0.0078
    )
    covered_whole = comparison(
        paired=16,
        same=0,
        worse=8,
        better=8,
        unpaired=9,
        reference_passed=8,
        mcnemar_p=1.0,
        by_surface={"public": public, "internal": thin},
    )
    assert decide(covered_whole, drivable=25).verdict is Verdict.PASSED


_SURFACE_BLOCK = st.one_of(
    st.fixed_dictionaries(
        {
            **{k: counts_or_junk for k in _COUNT_KEYS},
            "verified_worse_ids": st.just([]),
            "reference_url": st.just("http://stable"),
        }
    ),
    st.integers(),
    st.none(),
)


@settings(max_examples=150, deadline=None)
@given(
    by_surface=st.one_of(
        st.dictionaries(st.sampled_from(["public", "internal", "galaxy", ""]), _SURFACE_BLOCK),
        st.lists(st.integers(), max_size=2),
        st.text(max_size=3),
    )
)
def test_a_shard_summarys_by_surface_parses_strictly(by_surface: object) -> None:
    """compare.by_surface crosses the pod boundary too: known surfaces with consistent
    counts, or the summary is refused; what parses reads back the same."""
    from goldeneval.model import SURFACES
    from goldeneval.verdict import ShardSummary

    counts = {k: 0 for k in _COUNT_KEYS}
    base = summary_with(
        {
            **counts,
            "verified_worse_ids": [],
            "reference_url": "http://stable",
            "by_surface": by_surface,
        }
    )
    try:
        parsed = ShardSummary.from_dict(base)
    except (ValueError, KeyError, TypeError):
        return
    assert parsed.compare is not None
    assert set(parsed.compare.by_surface) <= set(SURFACES)
    for part in parsed.compare.by_surface.values():
        assert part.same + part.worse + part.better == part.paired
    assert ShardSummary.from_dict(parsed.to_dict()) == parsed


def test_a_shard_of_an_older_evaluator_leaves_the_sum_without_surfaces() -> None:
    """No partial surface sums: a shard without compare.by_surface (an older evaluator) that
    compared items makes the run's sum carry the overall counts only."""
    from goldeneval.verdict import ShardSummary, aggregate_shards, shard_summary

    cand = [result(f"i{k}", Outcome.PASSED, surface="public") for k in range(4)]
    refs = [result(f"i{k}", Outcome.PASSED, surface="public") for k in range(4)]
    summaries = {}
    for n in range(2):
        d = shard_summary(_run(cand[n * 2 : n * 2 + 2], refs), shard=n, shards=2).to_dict()
        if n == 1:
            d["compare"].pop("by_surface")
        summaries[n] = ShardSummary.from_dict(d)
    agg = aggregate_shards(
        summaries,
        shards=2,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
        compare=RULES,
    )
    assert agg.comparison is not None
    assert agg.comparison.paired == 4 and dict(agg.comparison.by_surface) == {}
