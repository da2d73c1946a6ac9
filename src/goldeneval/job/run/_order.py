"""History-informed item order: the items expected to take longest are driven first.

Chatbot latencies are heavy-tailed and stable per question: the same questions
are slow run after run. In the golden set's own order a 5 s question may be
handed to a worker near the end, and the run then ends 5 s after everything
else has finished. Handing the slowest items out first (longest processing
time first, a classic list-scheduling rule) lets the short ones fill the gaps
at the end, so the run ends close to ``sum of latencies / concurrency``.

The expectation is an item's latest stored timings in the suite (chatbot plus
judge); an item without any goes first, since what is unknown may be slow
and an early start costs nothing (``bench/README.md`` has the measurements).

The order decides only *when* an item is asked, never *what* is asked or how
it is scored: results, resume (which items are left) and sharding (which
items are this shard's) are computed exactly as before. The ``item_order``
setting (``GOLDENEVAL_ITEM_ORDER``, in ``_config.SETTINGS``) set to ``set``
keeps the set's order (to compare, or to reproduce an old run's timing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goldeneval.config import ItemOrder
from goldeneval.job.clients import PROBES
from goldeneval.model import Item
from goldeneval.store import ItemLatency, Store


def expected_ms(timing: ItemLatency) -> float | None:
    """The item's sort key: chatbot plus twice the judge time, else its elapsed time.

    The judge time counts twice because the two differ in kind: chatbot time
    occupies a chatbot worker (the stage the run's length is bounded by), so
    it is what has to be packed; judge time is latency *after* the item left
    that stage, and it is what runs past the end when it comes last. Weighting
    it double sends judge-heavy items earlier. In a simulation of the default
    benchmark scenario over 100 seeds (``bench/sim_order.py``), chatbot +
    judge ended at a median 1.032x the lower bound (worst 1.057x), chatbot +
    2 x judge at 1.013x (worst 1.018x).
    """
    if timing.chatbot_ms is not None:
        return timing.chatbot_ms + 2 * (timing.judge_ms or 0.0)
    return timing.elapsed_ms


def longest_expected_first(
    items: Sequence[Item], expected: Mapping[str, float]
) -> tuple[Item, ...]:
    """``items`` by expected duration, longest first; unknown items first of all.

    The sort is stable: items with equal expectations, and the unknown ones,
    keep the set's relative order, so the order is deterministic.
    """
    return tuple(sorted(items, key=lambda item: -expected.get(item.id, float("inf"))))


def quick_ones_first(
    ordered: Sequence[Item], expected: Mapping[str, float], count: int
) -> tuple[Item, ...]:
    """``ordered`` with its ``count`` quickest known items moved to the front.

    Until a party has answered once, fail-fast (:mod:`._failfast`) keeps only
    ``PROBES`` calls in flight. Led by the slowest items, a run would wait
    seconds at that width for its first answer; led by a few quick ones, the
    gate opens at once and the slow items still start right behind them.
    """
    known = sorted((i for i in ordered if i.id in expected), key=lambda i: expected[i.id])
    lead = {i.id for i in known[:count]}
    return (
        *(i for i in known if i.id in lead),
        *(i for i in ordered if i.id not in lead),
    )


def order_by_history(
    items: Sequence[Item], store: Store, suite: str, order: ItemOrder, *, concurrency: int = 1
) -> tuple[Item, ...]:
    """``items`` in the order to drive them (see the module docstring).

    With more chatbot workers than fail-fast's warm-up width, the quickest
    few known items lead (:func:`quick_ones_first`).
    """
    if order == "set" or len(items) < 2:
        return tuple(items)
    expected = {
        item_id: ms
        for item_id, timing in store.latest_latencies(suite).items()
        if (ms := expected_ms(timing)) is not None
    }
    if not expected:  # a first run: nothing is known, the set's order is as good as any
        return tuple(items)
    ordered = longest_expected_first(items, expected)
    return quick_ones_first(ordered, expected, PROBES) if concurrency > PROBES else ordered
