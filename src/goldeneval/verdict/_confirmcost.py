"""What answer confirmation costs and guarantees, exactly (docs/design.md §4).

The rule: an answer that would make a verified regression is not yet one;
the chatbot is asked again, in fresh sessions, until one side holds a
majority of ``samples`` answers (the first answer counts), stopping as soon
as the majority cannot change. A regression is reported only when the
majority fails. Compare mode confirms a would-be ``worse`` pair on both
sides: the candidate's majority must fail and the reference's must pass.

Every figure here follows from one model: each answer to an item fails
independently with probability ``p`` (the chatbot's own randomness on that
item), and the judge scores each answer as it is. The functions are pure;
the seeded simulation (tests/core/test_confirm_simulation.py) and the bench
(bench/bench_flaky_rule.py) check and tabulate them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from goldeneval.model import RunTally


def _check(p: float, samples: int) -> None:
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"a failure probability must be between 0 and 1, got {p}")
    if samples < 1 or samples % 2 == 0:
        raise ValueError(f"samples must be an odd whole number >= 1, got {samples}")


@lru_cache(maxsize=4096)
def _race(p: float, fails: int, passes: int) -> tuple[float, float]:
    """Asking until ``fails`` more failures or ``passes`` more passes, whichever first:
    (the chance the failures get there first, the expected number of answers asked)."""
    if fails == 0:
        return 1.0, 0.0
    if passes == 0:
        return 0.0, 0.0
    win_f, calls_f = _race(p, fails - 1, passes)
    win_p, calls_p = _race(p, fails, passes - 1)
    return p * win_f + (1 - p) * win_p, 1.0 + p * calls_f + (1 - p) * calls_p


def confirm(draw: Callable[[], bool], samples: int, *, first_failed: bool) -> tuple[bool, int]:
    """The rule itself, on answers from ``draw`` (True: this answer fails) after a first
    answer: (whether the majority failed, how many fresh answers were asked). Simulations
    run it; the exact functions below are its arithmetic."""
    need = (samples + 1) // 2
    fails = 1 if first_failed else 0
    passes, asked = 1 - fails, 0
    while fails < need and passes < need:
        asked += 1
        if draw():
            fails += 1
        else:
            passes += 1
    return fails >= need, asked


def run_tally(draw: Callable[[], bool], samples: int, *, baseline_passed: bool) -> RunTally:
    """One run of an item under the rule, as history keeps it (simulations feed the flaky
    rule with these): asked once, and again only when a first failing answer would regress."""
    first_failed = draw()
    if not (first_failed and baseline_passed) or samples == 1:
        return RunTally(not first_failed, 1, int(not first_failed))
    failed, asked = confirm(draw, samples, first_failed=True)
    need = (samples + 1) // 2
    answers = 1 + asked
    return RunTally(not failed, answers, answers - need if failed else need)


def window_tallies(runs: Sequence[Callable[[], bool]], samples: int) -> list[RunTally]:
    """An item's runs under the rule, oldest first (each run draws its answers from its own
    ``draw``), starting from a passed baseline: what history's flaky rule reads."""
    tallies: list[RunTally] = []
    for draw in runs:
        passed = tallies[-1].passed if tallies else True
        tallies.append(run_tally(draw, samples, baseline_passed=passed))
    return tallies


def majority_fails(p: float, samples: int, *, first_failed: bool) -> float:
    """The chance the majority of ``samples`` answers fails, given the first answer's outcome."""
    _check(p, samples)
    need = (samples + 1) // 2
    won, _ = _race(p, need - 1 if first_failed else need, need if first_failed else need - 1)
    return won


def extra_calls(p: float, samples: int, *, first_failed: bool) -> float:
    """Expected fresh answers a confirmation asks after the first, with early stopping."""
    _check(p, samples)
    need = (samples + 1) // 2
    _, calls = _race(p, need - 1 if first_failed else need, need if first_failed else need - 1)
    return calls


def regression_reported(p: float, samples: int) -> float:
    """The chance a run reports an item regressed, given its baseline passed: its first
    answer fails (``p``), and then the majority of ``samples`` fails."""
    return p * majority_fails(p, samples, first_failed=True)


def baselines_passed(p: float, samples: int, runs: int) -> list[float]:
    """For an item failing with probability ``p``: the chance its baseline passed in each of
    ``runs`` runs after one baseline run of the same build.

    The baseline is the item's previous stored outcome. The baseline run answers once
    (nothing to confirm against); from a passed baseline the next fails when the
    regression is confirmed; after a failed one an answer is asked once and fails with p.
    """
    r = regression_reported(p, samples)
    out, b = [], 1.0 - p
    for _ in range(runs):
        out.append(b)
        b = b * (1.0 - r) + (1.0 - b) * (1.0 - p)
    return out


def plain_false_alarm(flaky: Sequence[float], samples: int, runs: int) -> float:
    """A/A: the chance a run of an unchanged build reports a verified regression, averaged
    over ``runs`` runs after one baseline run, for items failing with these probabilities
    (steady items, ``p = 0``, never fail and may be left out)."""
    history = [baselines_passed(p, samples, runs) for p in flaky]
    reported = [regression_reported(p, samples) for p in flaky]
    total = 0.0
    for k in range(runs):
        clean = 1.0
        for b, r in zip(history, reported, strict=True):
            clean *= 1.0 - b[k] * r
        total += 1.0 - clean
    return total / runs


def worse_confirmed(p: float, samples: int, reference_p: float | None = None) -> float:
    """Compare mode: the chance a verified item's pair is confirmed ``worse`` in a run: the
    candidate's first answer fails and the reference's passes, then the candidate's majority
    fails and the reference's passes (``reference_p``: the reference's failure probability,
    by default the same build's ``p``)."""
    q = p if reference_p is None else reference_p
    cand = p * majority_fails(p, samples, first_failed=True)
    ref = (1.0 - q) * (1.0 - majority_fails(q, samples, first_failed=False))
    return cand * ref


def compare_false_alarm(flaky: Sequence[float], samples: int) -> float:
    """A/A in compare mode: the chance a run gates on a confirmed worse verified pair."""
    clean = 1.0
    for p in flaky:
        clean *= 1.0 - worse_confirmed(p, samples)
    return 1.0 - clean


def detection(broken: Sequence[float], samples: int) -> float:
    """The chance a run reports at least one of the items whose failure probability rose
    from 0 to these values (their baselines passed)."""
    missed = 1.0
    for p in broken:
        missed *= 1.0 - regression_reported(p, samples)
    return 1.0 - missed


def plain_calls_per_item(p: float, samples: int, runs: int = 1) -> float:
    """Expected chatbot calls for one item in a run, averaged over ``runs`` runs after a
    baseline run: one answer, and a confirmation when it fails against a passed baseline."""
    extra = p * extra_calls(p, samples, first_failed=True)
    return 1.0 + extra * sum(baselines_passed(p, samples, runs)) / runs


def compare_calls_per_item(p: float, samples: int) -> float:
    """Expected chatbot calls for one item in compare mode, both deployments together (same
    build, same ``p``, the candidate's baseline passed): one answer each; a failing
    candidate answer is confirmed against its baseline, and when its majority fails while
    the reference's first answer passed, the reference is confirmed too."""
    cand_fails = majority_fails(p, samples, first_failed=True)
    cand = p * extra_calls(p, samples, first_failed=True)
    ref = p * cand_fails * (1.0 - p) * extra_calls(p, samples, first_failed=False)
    return 2.0 + cand + ref
