"""Property tests of the fact gate and the gate arithmetic (docs/design.md §4-§5)."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._matching import fold
from goldeneval.model import (
    Baseline,
    Counts,
    Expected,
    GateVerdict,
    JudgeStatus,
    Outcome,
    Verdict,
)
from goldeneval.verdict import GateRules
from goldeneval.verdict._gate import decide, find_regressions, tally
from goldeneval.verdict._scoring import fact_gate
from goldeneval.verdict._shardsummary import ShardSummary
from goldeneval.verdict._summary import aggregate_shards, shard_summary, summarize_results

from .factories import RUN, result

FAST = settings(max_examples=80, deadline=None)

# Letters from Indonesian/English plus a few characters whose case folding is special.
alphabet = st.sampled_from(
    list("abcdefghijklmnoprstuwyABCDEFGHKLMNPRSTUWY 0123456789ßẞİ\u0131Σ\u03c3ς-")
)
phrase_st = st.text(alphabet, min_size=1, max_size=12).filter(lambda p: p.strip() != "")


@FAST
@given(
    required=st.lists(phrase_st, max_size=5),
    forbidden=st.lists(phrase_st, max_size=5),
    filler=st.text(alphabet, max_size=20),
)
def test_answer_of_all_required_and_no_forbidden_phrases_never_auto_fails(
    required: list[str], forbidden: list[str], filler: str
) -> None:
    answer = " | ".join([filler, *required])
    # Only keep cases where no forbidden phrase sneaks into the answer.
    assume(all(fold(f) not in fold(answer) for f in forbidden))
    gate = fact_gate(answer, Expected(tuple(required), tuple(forbidden)))
    assert not gate.auto_fail
    assert gate.reason is None


@FAST
@given(
    answer=st.text(alphabet, max_size=40),
    required=st.lists(phrase_st, max_size=4),
    forbidden=st.lists(phrase_st, max_size=4),
    flips=st.lists(st.booleans(), min_size=1, max_size=60),
)
def test_case_changes_never_change_the_fact_gate(
    answer: str, required: list[str], forbidden: list[str], flips: list[bool]
) -> None:
    def recase(text: str) -> str:
        # Only letters whose two cases fold alike: Turkish dotless i (U+0131 -> I -> i) is the
        # one Unicode pair where a locale-free casefold cannot be case-blind.
        def swap(n: int, c: str) -> str:
            other = c.upper() if flips[n % len(flips)] else c.lower()
            return other if fold(other) == fold(c) else c

        return "".join(swap(n, c) for n, c in enumerate(text))

    expected = Expected(tuple(required), tuple(forbidden))
    base = fact_gate(answer, expected)
    again = fact_gate(
        recase(answer), Expected(tuple(map(recase, required)), tuple(map(recase, forbidden)))
    )
    assert (base.auto_fail, len(base.missing), len(base.forbidden)) == (
        again.auto_fail,
        len(again.missing),
        len(again.forbidden),
    )


@FAST
@given(answer=st.text(alphabet, max_size=40), phrase=phrase_st)
def test_a_phrase_is_missing_iff_forbidding_it_would_not_fire(answer: str, phrase: str) -> None:
    gate = fact_gate(answer, Expected((phrase,), (phrase,)))
    assert len(gate.missing) + len(gate.forbidden) == 1


outcome_st = st.sampled_from(
    [
        ("passed", True),
        ("failed", True),
        ("failed-autofail-judge-error", False),
        ("errored", False),
        ("skipped", False),
    ]
)


@st.composite
def runs(draw):
    """Results with varied outcomes/verification, baselines, and a partition into shards."""
    n = draw(st.integers(min_value=0, max_value=25))
    results = []
    baselines = {}
    for k in range(n):
        kind, _ = draw(outcome_st)
        verified = draw(st.booleans())
        item_id = f"item-{k}"
        if kind == "passed":
            r = result(item_id, Outcome.PASSED, verified=verified)
        elif kind == "failed":
            r = result(item_id, Outcome.FAILED, verified=verified)
        elif kind == "errored":
            r = result(item_id, Outcome.ERRORED, verified=verified)
        elif kind == "skipped":
            r = result(item_id, Outcome.SKIPPED, verified=verified)
        else:
            r = result(
                item_id,
                Outcome.FAILED,
                verified=verified,
                judge_status=JudgeStatus.ERROR,
                auto_fail=("WNI",),
            )
        results.append(r)
        if draw(st.booleans()):
            baselines[item_id] = Baseline(item_id, "run-before", draw(st.booleans()))
    shards = draw(st.integers(min_value=1, max_value=5))
    assignment = [draw(st.integers(min_value=0, max_value=shards - 1)) for _ in results]
    return results, baselines, shards, assignment


@FAST
@given(
    data=runs(),
    min_pass_rate=st.sampled_from([0.0, 0.5, 0.8, 1.0]),
    unverified=st.integers(min_value=0, max_value=3),
    allow=st.booleans(),
)
def test_shard_aggregation_decides_like_the_whole_run(
    data, min_pass_rate: float, unverified: int, allow: bool
) -> None:
    results, baselines, shards, assignment = data

    def summarize(rs):
        return summarize_results(
            rs,
            baselines,
            run_id=RUN,
            suite="s",
            set_digest="sha256:d",
            unverified_items=unverified,
            rules=GateRules(
                min_pass_rate=min_pass_rate, allow_unverified=allow, pass_threshold=0.7
            ),
        )

    whole = summarize(results)
    summaries = {
        n: shard_summary(
            summarize([r for r, a in zip(results, assignment, strict=True) if a == n]),
            shard=n,
            shards=shards,
        )
        for n in range(shards)
    }
    agg = aggregate_shards(
        summaries,
        shards=shards,
        rules=GateRules(min_pass_rate=min_pass_rate, allow_unverified=allow),
    )
    assert agg.counts == whole.counts
    assert agg.gate.passed == whole.gate.passed
    # Regression ids may come in shard order; compare the reasons without the id lists.
    assert [r.split(" (")[0] for r in agg.gate.reasons] == [
        r.split(" (")[0] for r in whole.gate.reasons
    ]
    verified_now = {r.item_id for r in whole.regressions if r.verified}
    assert set(agg.verified_regressions) == verified_now
    assert agg.verified_regression_count == len(verified_now)


@FAST
@given(data=runs(), min_pass_rate=st.floats(min_value=0.0, max_value=1.0))
def test_pass_rate_bounds_and_no_pass_without_scored_items(data, min_pass_rate: float) -> None:
    results, baselines, _, _ = data
    counts = tally(results)
    assert counts.passed + counts.failed + counts.errored + counts.skipped == counts.items
    assert counts.passed <= counts.scored
    regs = find_regressions(results, baselines)
    verdict = decide(
        counts,
        rules=GateRules(min_pass_rate=min_pass_rate, allow_unverified=False),
        verified_regressions=[r.item_id for r in regs if r.verified],
        unverified_items=0,
    )
    if counts.scored == 0:
        assert counts.pass_rate is None
        assert not verdict.passed
    else:
        assert counts.pass_rate is not None
        assert 0.0 <= counts.pass_rate <= 1.0
        if counts.pass_rate < min_pass_rate:
            assert not verdict.passed
    assert verdict.passed == (not verdict.reasons)
    if any(r.verified for r in regs):
        assert not verdict.passed


@st.composite
def counts(draw) -> Counts:  # type: ignore[no-untyped-def]
    passed, failed, errored, skipped = (draw(st.integers(0, 12)) for _ in range(4))
    return Counts(
        items=passed + failed + errored + skipped,
        scored=passed + failed,
        passed=passed,
        failed=failed,
        errored=errored,
        skipped=skipped,
    )


def _decide(c: Counts, min_pass_rate: float, min_coverage: float, regressions: int) -> GateVerdict:
    return decide(
        c,
        rules=GateRules(
            min_pass_rate=min_pass_rate, allow_unverified=True, min_coverage=min_coverage
        ),
        verified_regressions=[f"r{n}" for n in range(regressions)],
        unverified_items=0,
    )


@FAST
@given(
    c=counts(),
    min_pass_rate=st.sampled_from([0.0, 0.5, 0.8, 1.0]),
    min_coverage=st.sampled_from([0.0, 0.3, 0.5, 1.0]),
    regressions=st.integers(0, 1),
)
def test_a_failure_at_low_coverage_holds_whatever_the_errored_items_score(
    c: Counts, min_pass_rate: float, min_coverage: float, regressions: int
) -> None:
    verdict = _decide(c, min_pass_rate, min_coverage, regressions)
    if verdict.verdict is Verdict.PASSED:
        assert c.scored > 0 and c.scored >= min_coverage * c.drivable - 1e-9
    if verdict.verdict is Verdict.NO_VERDICT:
        assert c.scored == 0 or c.scored < min_coverage * c.drivable
        assert verdict.exit_code == 3 and not verdict.passed
    if verdict.verdict is Verdict.FAILED and (c.coverage or 0) < min_coverage:
        # Established: every way the errored items could have come out still fails.
        for k in range(c.errored + 1):
            resolved = Counts(
                items=c.items,
                scored=c.scored + c.errored,
                passed=c.passed + k,
                failed=c.failed + c.errored - k,
                skipped=c.skipped,
            )
            assert _decide(resolved, min_pass_rate, 0.0, regressions).verdict is Verdict.FAILED


@FAST
@given(
    stop=st.one_of(st.none(), st.text(max_size=20), st.integers(), st.lists(st.integers())),
    min_coverage=st.one_of(
        st.floats(allow_nan=True), st.integers(-2, 2), st.booleans(), st.text(max_size=3)
    ),
)
def test_shard_summary_fields_parse_strictly(stop: object, min_coverage: object) -> None:
    base = shard_summary(
        summarize_results(
            [result("a", Outcome.PASSED)],
            {},
            run_id=RUN,
            suite="s",
            set_digest="sha256:d",
            unverified_items=0,
            rules=GateRules(min_pass_rate=0.8, allow_unverified=True, pass_threshold=0.7),
        ),
        shard=0,
        shards=1,
    ).to_dict()
    raw = {**base, "stop": stop, "min_coverage": min_coverage}
    try:
        parsed = ShardSummary.from_dict(raw)
    except (ValueError, KeyError, TypeError):
        return
    assert parsed.stop == stop
    assert isinstance(min_coverage, int | float) and 0 <= min_coverage <= 1
    assert ShardSummary.from_dict(parsed.to_dict()) == parsed
