"""History-informed item order: the pure rule, the setting, and the store read behind it."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config._settings import resolve
from goldeneval.job.run._order import (
    expected_ms,
    longest_expected_first,
    order_by_history,
    quick_ones_first,
)
from goldeneval.model import Item
from goldeneval.model._errors import ConfigError
from goldeneval.store import ItemLatency, open_store
from tests.core.factories import item
from tests.store.helpers import result, start


def ids(items: Sequence[Item]) -> list[str]:
    return [i.id for i in items]


def test_longest_first_unknown_before_all_and_ties_keep_set_order() -> None:
    items = [item(n) for n in ("a", "b", "new", "c", "d", "new2")]
    expected = {"a": 100.0, "b": 900.0, "c": 100.0, "d": 400.0}
    assert ids(longest_expected_first(items, expected)) == ["new", "new2", "b", "d", "a", "c"]


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.integers(0, 30), unique=True, max_size=30),
    st.dictionaries(st.integers(0, 30), st.floats(0, 1e6), max_size=30),
)
def test_the_order_is_a_permutation_longest_first(
    numbers: list[int], known: dict[int, float]
) -> None:
    items = [item(f"i{n}") for n in numbers]
    expected = {f"i{n}": ms for n, ms in known.items()}
    ordered = longest_expected_first(items, expected)
    assert sorted(ids(ordered)) == sorted(ids(items))
    keys = [expected.get(i.id, float("inf")) for i in ordered]
    assert keys == sorted(keys, reverse=True)


def test_expected_time_weights_the_judge_double_and_falls_back_to_elapsed() -> None:
    assert expected_ms(ItemLatency(chatbot_ms=400, judge_ms=300, elapsed_ms=800)) == 1000
    assert expected_ms(ItemLatency(chatbot_ms=400, judge_ms=None, elapsed_ms=450)) == 400
    assert expected_ms(ItemLatency(chatbot_ms=None, judge_ms=None, elapsed_ms=30_000)) == 30_000
    assert expected_ms(ItemLatency(chatbot_ms=None, judge_ms=None, elapsed_ms=None)) is None


ORDER_ENV = "GOLDENEVAL_ITEM_ORDER"


def item_order(env: dict[str, str]) -> str:
    return resolve(None, env, {}, require_chatbot=False)[0].item_order


def test_the_order_setting() -> None:
    assert item_order({}) == "history"
    assert item_order({ORDER_ENV: " set "}) == "set"
    with pytest.raises(ConfigError, match=r"GOLDENEVAL_ITEM_ORDER 'fastest'.*history, set"):
        item_order({ORDER_ENV: "fastest"})
    file_set = resolve({"goldeneval": {"item_order": "set"}}, {}, {}, require_chatbot=False)
    assert file_set[0].item_order == "set"


def test_order_by_history_reads_the_suite_latencies(store_dsn: str) -> None:
    store = open_store(store_dsn)
    try:
        items = [item(n) for n in ("quick", "slow", "judged-long", "new")]
        store.begin_run(start("r1"))
        store.save_results(
            [
                result("r1", "quick", chatbot_latency_ms=50.0, judge_latency_ms=10.0),
                result("r1", "slow", chatbot_latency_ms=900.0, judge_latency_ms=10.0),
                result("r1", "judged-long", chatbot_latency_ms=300.0, judge_latency_ms=400.0),
            ]
        )
        ordered = order_by_history(items, store, "tanya-prod", "history")
        assert ids(ordered) == ["new", "judged-long", "slow", "quick"]
        # The set's order on request, and for a suite without history.
        assert order_by_history(items, store, "tanya-prod", "set") == tuple(items)
        assert order_by_history(items, store, "elsewhere", "history") == tuple(items)
    finally:
        store.close()


def test_with_more_workers_than_probes_the_quickest_known_items_lead() -> None:
    # Fail-fast holds PROBES calls until a first answer: quick items open it.
    items = [item(n) for n in ("new", "a", "b", "c", "d", "e")]
    expected = {"a": 500.0, "b": 4000.0, "c": 100.0, "d": 3000.0, "e": 200.0}
    ordered = longest_expected_first(items, expected)
    assert ids(ordered) == ["new", "b", "d", "a", "e", "c"]
    assert ids(quick_ones_first(ordered, expected, 3)) == ["c", "e", "a", "new", "b", "d"]
    assert ids(quick_ones_first(ordered, expected, 0)) == ids(ordered)
    assert sorted(ids(quick_ones_first(ordered, expected, 9))) == sorted(ids(items))
