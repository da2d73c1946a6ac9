"""Answer confirmation's decision rule, simulated (docs/design.md §4, issue 34).

A seeded Monte-Carlo run of the rule alone, no servers: 100 verified items,
70 answered right every time and 30 flaky ones whose answers fail with
probability p (the chatbot's own randomness); the judge scores each answer
as it is. For samples 1, 3, 5 and 7 and p 0.02, 0.05, 0.10 and 0.20:

* A/A, plain mode: one baseline run, then ``--runs`` runs of the same build;
  the share of runs whose gate fails (a verified regression, or the pass rate
  below 0.8), each item's baseline being its previous stored outcome.
* A/A, compare mode: the same build on both sides; the share of runs with a
  confirmed ``worse`` verified pair (both sides sample).
* Detection: 5 steady items break hard (p = 1), or drop to p = 0.5: the share
  of runs that report all 5, and at least one.
* Chatbot calls per item (compare mode: both deployments together).
* History's flaky mark (model/_flaky.py's one rule: a run whose answers split,
  or two direction changes): the share of items listed by ``history --flaky``
  over a window of 10 runs, for each p, and for a hard break (passing, then
  failing every answer from a run on), which must be 0.

Each simulated figure is printed beside the exact one from
goldeneval.verdict._confirmcost, which the reports' figures come from.

    .venv/bin/python bench/bench_flaky_rule.py [--seed 34] [--chains 400] [--runs 20]
"""

from __future__ import annotations

import argparse
import random

from goldeneval.model import item_window
from goldeneval.verdict._confirmcost import (
    compare_calls_per_item,
    compare_false_alarm,
    confirm,
    detection,
    plain_calls_per_item,
    plain_false_alarm,
    regression_reported,
    window_tallies,
)

ITEMS, FLAKY, BROKEN = 100, 30, 5
MIN_PASS_RATE = 0.8
SAMPLES = (1, 3, 5, 7)
FLAKY_P = (0.02, 0.05, 0.10, 0.20)


def _asked(rng: random.Random, p: float, samples: int, baseline_passed: bool) -> tuple[bool, int]:
    """One item in one plain run: (its stored outcome failed, chatbot calls)."""
    first_failed = rng.random() < p
    if not (first_failed and baseline_passed):
        return first_failed, 1
    failed, extra = confirm(lambda: rng.random() < p, samples, first_failed=True)
    return failed, 1 + extra


def plain_aa(
    rng: random.Random, p: float, samples: int, chains: int, runs: int
) -> tuple[float, float]:
    """(share of runs whose gate fails, chatbot calls per item) over ``chains`` histories."""
    failed_runs = calls = 0
    for _ in range(chains):
        passed = [rng.random() >= p for _ in range(FLAKY)]  # the baseline run: asked once
        for _ in range(runs):
            regressed = fails = 0
            for i in range(FLAKY):
                failed, n = _asked(rng, p, samples, passed[i])
                regressed += failed and passed[i]
                fails += failed
                calls += n
                passed[i] = not failed
            calls += ITEMS - FLAKY  # the steady items: one answer each
            failed_runs += regressed > 0 or (ITEMS - fails) / ITEMS < MIN_PASS_RATE
    return failed_runs / (chains * runs), calls / (chains * runs * ITEMS)


def compare_aa(rng: random.Random, p: float, samples: int, trials: int) -> tuple[float, float]:
    """(share of runs with a confirmed worse verified pair, calls per item, both sides).

    The candidate's baselines passed: its failing answer is confirmed first; a pair whose
    candidate majority fails while the reference's first answer passed confirms the reference.
    """
    gated = calls = 0
    draw = lambda: rng.random() < p  # noqa: E731 - one answer of either side
    for _ in range(trials):
        worse = 0
        for _ in range(FLAKY):
            cand, calls_c = _asked(rng, p, samples, True)
            ref = draw()
            calls += calls_c + 1
            if cand and not ref:
                ref_fails, extra = confirm(draw, samples, first_failed=False)
                calls += extra
                worse += not ref_fails
        calls += 2 * (ITEMS - FLAKY)
        gated += worse > 0
    return gated / trials, calls / (trials * ITEMS)


def broken(rng: random.Random, p: float, samples: int, trials: int) -> tuple[float, float]:
    """(share of runs reporting all 5 broken items, at least one) — baselines passed."""
    every = some = 0
    for _ in range(trials):
        found = sum(_asked(rng, p, samples, True)[0] for _ in range(BROKEN))
        every += found == BROKEN
        some += found > 0
    return every / trials, some / trials


WINDOW = 10


def listed(rng: random.Random, fail_chance: list[float], samples: int) -> bool:
    """One item over a window of runs (each run's failure chance; the baseline passed):
    whether the one flaky rule lists it in history."""
    draws = [lambda p=p: rng.random() < p for p in fail_chance]
    return item_window("item", window_tallies(draws, samples)).flaky


def history_table(seed: int, chains: int) -> None:
    print(f"\nListed by history --flaky over {WINDOW} runs (the one rule), simulated")
    cells = [*FLAKY_P, 0.5]
    print("| samples | " + " | ".join(f"p = {p:.2f}" for p in cells) + " | hard break |")
    print("|---|" + "---|" * (len(cells) + 1))
    for samples in SAMPLES:
        rng = random.Random(f"{seed}/history/{samples}")
        shares = [
            sum(listed(rng, [p] * WINDOW, samples) for _ in range(chains)) / chains for p in cells
        ]
        hard = sum(
            listed(rng, [0.0] * k + [1.0] * (WINDOW - k), samples)
            for k in range(WINDOW + 1)
            for _ in range(max(1, chains // WINDOW))
        )
        print(f"| {samples} | " + " | ".join(_pct(x) for x in shares) + f" | {hard} listed |")


def _pct(x: float) -> str:
    return f"{100 * x:.2f} %"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=34)
    ap.add_argument("--chains", type=int, default=400, help="A/A histories per cell (default 400)")
    ap.add_argument("--runs", type=int, default=20, help="runs after each baseline (default 20)")
    args = ap.parse_args()
    trials = args.chains * args.runs
    print(f"seed {args.seed}; {args.chains} histories x {args.runs} runs = {trials} runs per cell")
    print("\nA/A false alarms per run, simulated (exact), and calls per item (plain mode)")
    print("| samples | p | plain | compare | calls/item plain | calls/item compare (both sides) |")
    print("|---|---|---|---|---|---|")
    for samples in SAMPLES:
        for p in FLAKY_P:
            rng = random.Random(f"{args.seed}/{samples}/{p}")
            plain, calls = plain_aa(rng, p, samples, args.chains, args.runs)
            cmp_rate, cmp_calls = compare_aa(rng, p, samples, trials)
            exact_calls = (
                ITEMS - FLAKY + FLAKY * plain_calls_per_item(p, samples, args.runs)
            ) / ITEMS
            exact_cmp_calls = (
                2 * (ITEMS - FLAKY) + FLAKY * compare_calls_per_item(p, samples)
            ) / ITEMS
            print(
                f"| {samples} | {p:.2f} | {_pct(plain)} ({_pct(plain_false_alarm([p] * FLAKY, samples, args.runs))}) "
                f"| {_pct(cmp_rate)} ({_pct(compare_false_alarm([p] * FLAKY, samples))}) "
                f"| {calls:.3f} ({exact_calls:.3f}) | {cmp_calls:.3f} ({exact_cmp_calls:.3f}) |"
            )
    print("\nDetection in one run of 5 broken items (baselines passed), simulated (exact)")
    print("| samples | hard break: all 5 caught | drop to p = 0.5: at least one | all 5 |")
    print("|---|---|---|---|")
    for samples in SAMPLES:
        rng = random.Random(f"{args.seed}/broken/{samples}")
        hard_all, _ = broken(rng, 1.0, samples, trials)
        half_all, half_some = broken(rng, 0.5, samples, trials)
        print(
            f"| {samples} | {_pct(hard_all)} ({_pct(detection([1.0], samples) ** BROKEN)}) "
            f"| {_pct(half_some)} ({_pct(detection([0.5] * BROKEN, samples))}) "
            f"| {_pct(half_all)} ({_pct(regression_reported(0.5, samples) ** BROKEN)}) |"
        )
    history_table(args.seed, args.chains)


if __name__ == "__main__":
    main()
