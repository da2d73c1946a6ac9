"""``expected.tools`` against a real AgentOS whose scripted model calls several tools (issue 35).

The agent is :mod:`tests.internal.agentos` (agno's own AgentOS, routes, event
stream and tool execution; the model follows a ``rencana:`` plan). Each
item below keeps or breaks one rule of its ``expected.tools``; the run goes
through the real CLI and its ``--json``, and the store keeps what the
report shows: the contract beside the calls, the breaking call marked.
"""

from __future__ import annotations

from typing import Any

from goldeneval.store import open_store
from tests.e2e.conftest import Env, load_json
from tests.internal.agentos import RunningOS
from tests.internal.test_internal_run import config, env, internal, run

__all__ = ["env"]  # fixtures, imported for pytest

PLAN = "Berapa PT di Jawa Barat? rencana: lookup_region(name=Jawa Barat); "
GOOD = PLAN + 'count_rows(table=pt, region="32")'
"""Looks the region up, then counts its PT rows: the trajectory the contract asks for."""
WRONG_ARGS = "tools: count_rows called with table=yayasan, expected table=pt"
CONTRACT = {
    "must_call": ["lookup_region", {"name": "count_rows", "args": {"table": "pt"}}],
    "must_not_call": ["delete_*", "drop_*"],
    "order": "in_order",
    "max_calls": 3,
    "no_errors": True,
}


def tools_item(item_id: str, question: str, **tools: Any) -> dict[str, Any]:
    return internal(item_id, question, must_include=["48213"], tools={**CONTRACT, **tools})


def test_every_rule_passes_and_fails_on_a_real_trajectory(
    env: Env, agentos: RunningOS, cli
) -> None:
    items = [
        tools_item("keeps", GOOD),
        # " PT " with spaces and capitals is the required "pt" after the fact gate's folding.
        internal("folded", PLAN + 'count_rows(table=" PT ", region="32")', tools=CONTRACT),
        tools_item("not-called", 'Berapa? rencana: count_rows(table=pt, region="32")'),
        tools_item("wrong-args", PLAN + 'count_rows(table=yayasan, region="32")'),
        tools_item(
            "wrong-order",
            'Berapa? rencana: count_rows(table=pt, region="32"); lookup_region(name=Bali)',
        ),
        tools_item("forbidden", GOOD + "; delete_rows(table=pt)", max_calls=5),
        tools_item(
            "too-many",
            GOOD + "; lookup_region(name=Bali); lookup_region(name=DKI Jakarta)",
        ),
        tools_item("errored", "rencana: lookup_region(name=Gagal); " + GOOD.split("; ", 1)[1]),
        tools_item(
            "errors-allowed",
            "rencana: lookup_region(name=Gagal); " + GOOD.split("; ", 1)[1],
            no_errors=False,
        ),
    ]
    out = env.tmp / "summary.json"

    done = run(cli, env, items, config(env, agentos), "--run-id", "tools-1", "--json", str(out))

    assert done.code == 1, done.err
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    reasons = {k: r["reason"] for k, r in results.items() if r["outcome"] == "failed"}
    assert reasons == {
        "not-called": "auto-fail: tools: lookup_region not called",
        "wrong-args": 'auto-fail: missing "48213"; ' + WRONG_ARGS,
        "wrong-order": "auto-fail: tools: order: count_rows before lookup_region",
        "forbidden": "auto-fail: tools: delete_rows called (must_not_call delete_*)",
        "too-many": "auto-fail: tools: 4 calls, max_calls 3",
        "errored": "auto-fail: tools: lookup_region errored: region service unavailable (HTTP 503)",
    }
    assert {k: r["outcome"] for k, r in results.items() if k not in reasons} == {
        "keeps": "passed",
        "folded": "passed",
        "errors-allowed": "passed",
    }
    # The breaking call is marked in the recorded trajectory; the others are not.
    marked = {k: [t["broke"] is not None for t in r["tools"]] for k, r in results.items()}
    assert marked["keeps"] == [False, False]
    assert marked["forbidden"] == [False, False, True]
    assert marked["too-many"] == [False, False, False, True]
    assert marked["errored"] == [True, False]
    assert results["wrong-args"]["tools"][1]["broke"] == WRONG_ARGS
    assert results["keeps"]["tools_expected"] == CONTRACT
    assert results["keeps"]["auto_fail"] == []
    assert results["forbidden"]["auto_fail"] == [
        "tools: delete_rows called (must_not_call delete_*)"
    ]
    store = open_store(env.store)
    try:
        rows = {r.item_id: r for r in store.results("tools-1")}
    finally:
        store.close()
    assert rows["forbidden"].tools_expected is not None
    assert rows["forbidden"].tools_expected.max_calls == 5
    assert [t.broke is not None for t in rows["forbidden"].tools] == [False, False, True]


def test_each_turn_of_a_conversation_is_held_to_its_own_tools(
    env: Env, agentos: RunningOS, cli
) -> None:
    def convo(item_id: str, second: str) -> dict[str, Any]:
        return {
            "id": item_id,
            "surface": "internal",
            "domain": "data",
            "conversation": [
                {
                    "question": "Kode Jawa Barat? rencana: lookup_region(name=Jawa Barat)",
                    "expected": {"tools": {"must_call": ["lookup_region"], "max_calls": 1}},
                },
                {
                    "question": second,
                    "expected": {
                        "tools": {
                            "must_call": [{"name": "count_rows", "args": {"region": "32"}}],
                            "must_not_call": ["lookup_*"],
                        }
                    },
                },
            ],
            "verified": True,
        }

    items = [
        convo("percakapan-baik", 'Berapa PT? rencana: count_rows(table=pt, region="32")'),
        convo(
            "percakapan-buruk",
            'Berapa PT? rencana: lookup_region(name=Bali); count_rows(table=pt, region="51")',
        ),
    ]
    out = env.tmp / "summary.json"

    done = run(cli, env, items, config(env, agentos), "--run-id", "tools-2", "--json", str(out))

    assert done.code == 1, done.err
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert results["percakapan-baik"]["outcome"] == "passed"
    bad = results["percakapan-buruk"]
    assert bad["outcome"] == "failed"
    assert bad["reason"] == (
        'turn 2: auto-fail: tools: count_rows called with region="51", expected region="32"; '
        "tools: lookup_region called (must_not_call lookup_*)"
    )
    # The top-level calls are every turn's, each naming its turn (issue 40 §8).
    assert [(t["turn"], t["name"]) for t in bad["tools"]] == [
        (1, "lookup_region"),
        (2, "lookup_region"),
        (2, "count_rows"),
    ]
    assert bad["tools"][1:] == [{**t, "turn": 2} for t in bad["turns"][1]["tools"]]
    first, second = bad["turns"]
    assert first["outcome"] == "passed"
    assert first["tools_expected"]["max_calls"] == 1
    assert [t["broke"] for t in second["tools"]] == [
        "tools: lookup_region called (must_not_call lookup_*)",
        'tools: count_rows called with region="51", expected region="32"',
    ]
