"""Simulate the evaluator's two stages to compare item orders (issue #14).

A model of the pipeline, not a measurement of it: ``concurrency`` chatbot
workers take items in the given order (list scheduling), each answer joins
the judge stage, where ``concurrency`` judge workers serve answers in the
order they arrive. Latencies are lognormal per item. The run ends when the
last judge call returns; it is compared with the lower bound
``max(sum of chatbot / concurrency, sum of judge / concurrency, slowest
chatbot + judge of one item)`` (``bench_tail.py`` cannot pair an item's two
delays and uses the slowest answer alone; here the pairing is known).

It compares sort keys for history-informed ordering (chatbot + k × judge)
and where items without history go (first, at the median, last), over many
seeds and a few scenarios, in seconds rather than the hours real runs would
take. ``bench_tail.py`` then checks the chosen rule on the real evaluator.

    .venv/bin/python bench/sim_order.py [--seeds 100]
"""

from __future__ import annotations

import argparse
import heapq
import math
import random
import statistics
from collections.abc import Callable

Item = tuple[float, float, bool]
"""(chatbot seconds, judge seconds, has no history)."""


def makespan(order: list[Item], concurrency: int) -> float:
    free = [0.0] * concurrency
    answered = []
    for chatbot, judge, _ in order:
        start = heapq.heappop(free)
        heapq.heappush(free, start + chatbot)
        answered.append((start + chatbot, judge))
    answered.sort()
    judges = [0.0] * concurrency
    end = 0.0
    for ready, judge in answered:
        start = max(ready, heapq.heappop(judges))
        heapq.heappush(judges, start + judge)
        end = max(end, start + judge)
    return end


def bound(items: list[Item], concurrency: int) -> float:
    return max(
        sum(c for c, _, _ in items) / concurrency,
        max(c + j for c, j, _ in items),
        sum(j for _, j, _ in items) / concurrency,
    )


SCENARIOS = [
    # (items, chatbot median, chatbot sigma, judge median, judge sigma)
    (400, 0.4, 0.8, 0.3, 0.6),
    (100, 0.4, 0.8, 0.3, 0.6),
    (400, 0.4, 1.2, 0.3, 0.6),
    (400, 0.4, 0.8, 0.6, 1.0),
    (2000, 0.4, 0.5, 0.3, 0.3),
    (400, 1.0, 0.8, 0.1, 0.3),
]


def compare(
    rules: dict[str, Callable[[list[Item]], list[Item]]],
    seeds: int,
    new_fraction: float,
    concurrency: int,
) -> None:
    for n, cm, cs, jm, js in SCENARIOS:
        ratios: dict[str, list[float]] = {name: [] for name in rules}
        for seed in range(seeds):
            rng = random.Random(seed)
            items = [
                (
                    cm * math.exp(cs * rng.gauss(0, 1)),
                    jm * math.exp(js * rng.gauss(0, 1)),
                    rng.random() < new_fraction,
                )
                for _ in range(n)
            ]
            low = bound(items, concurrency)
            for name, rule in rules.items():
                ratios[name].append(makespan(rule(items), concurrency) / low)
        cells = ", ".join(
            f"{name} {statistics.median(r):.3f}/{max(r):.3f}" for name, r in ratios.items()
        )
        print(f"  N={n} chatbot {cm}s/{cs} judge {jm}s/{js}: {cells}")


def by_key(weight: float) -> Callable[[list[Item]], list[Item]]:
    return lambda items: sorted(items, key=lambda i: -(i[0] + weight * i[1]))


def unknown_at(where: str) -> Callable[[list[Item]], list[Item]]:
    def rule(items: list[Item]) -> list[Item]:
        known = [c + 2 * j for c, j, new in items if not new]
        fill = {"first": math.inf, "median": statistics.median(known), "last": 0.0}[where]
        return sorted(items, key=lambda i: -(fill if i[2] else i[0] + 2 * i[1]))

    return rule


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--concurrency", type=int, default=16)
    args = ap.parse_args()
    print("sort keys, every item known (median/worst ratio to the bound):")
    keys: dict[str, Callable[[list[Item]], list[Item]]] = {"set order": list}
    keys |= {f"c+{w:g}j": by_key(w) for w in (1, 1.5, 2, 3)}
    compare(keys, args.seeds, 0.0, args.concurrency)
    for fraction in (0.05, 0.1, 0.3):
        print(f"items without history ({fraction:.0%} new), key c+2j:")
        rules = {f"new {where}": unknown_at(where) for where in ("first", "median", "last")}
        compare(rules, args.seeds, fraction, args.concurrency)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
