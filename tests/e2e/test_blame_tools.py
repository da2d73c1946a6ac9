"""Blame sees the tool calls (issue 40 §2): a run pair where only the trajectory changed.

The internal agent is the product's AgentOS stand-in (``goldeneval.testing``),
scripted twice: the second script calls the same tool with other arguments
and gives the same answer. Both runs go through the real CLI into one store
(each backend in turn); the second run's reports must say that the tool calls
changed, and nothing else, and show the baseline's calls beside this run's.
"""

from __future__ import annotations

import html as html_text
import re
from typing import Any

import yaml

from goldeneval.testing import AgentStandIn, serve_in_thread
from goldeneval.testing._script import load_script
from tests.htmlpage import page_text

from .conftest import CliRun, Env, load_json

KEY = "os-key-blame"
ANSWER = "Ada 48213 PT di Jawa Barat."
COUNTS = "Berapa PT di Jawa Barat?"
SAME = "Berapa yayasan di Bali?"
ONLY_TOOLS = "tool calls changed (answer, judge and expectations unchanged)"


def _script(table: str) -> dict[str, Any]:
    """The agent: ``counts`` calls count_rows on ``table``; ``same`` always the same calls."""
    return {
        "questions": [
            {
                "question": COUNTS,
                "answer": ANSWER,
                "tools": [
                    {"name": "lookup_region", "args": {"name": "Jawa Barat"}, "result": "32"},
                    {
                        "name": "count_rows",
                        "args": {"table": table, "region": "32"},
                        "result": 48213,
                    },
                ],
            },
            {
                "question": SAME,
                "answer": "Saya tidak tahu.",
                "tools": [{"name": "count_rows", "args": {"table": "yayasan"}, "result": 0}],
            },
        ]
    }


def _items() -> list[dict[str, Any]]:
    contract = {"must_call": [{"name": "count_rows", "args": {"table": "pt"}}]}
    return [
        {
            "id": "counts",
            "surface": "internal",
            "domain": "data",
            "question": COUNTS,
            "expected": {"must_include": ["48213"], "tools": contract},
            "verified": True,
        },
        {  # fails in both runs (the answer lacks the phrase), its calls never change
            "id": "same",
            "surface": "internal",
            "domain": "data",
            "question": SAME,
            "expected": {"must_include": ["12"]},
            "verified": True,
        },
    ]


def _run(env: Env, cli, table: str, run_id: str, *outputs: str) -> CliRun:  # type: ignore[no-untyped-def]
    agent = AgentStandIn(load_script(yaml.safe_dump(_script(table)), "agent.yaml"), key=KEY)
    with serve_in_thread(agent) as running:
        token = env.tmp / "token"
        token.write_text(KEY, encoding="utf-8")
        internal = {
            "url": running.url,
            "agent": agent.agent_id,
            "user_id": "ci",
            "token_file": str(token),
        }
        cfg = env.write_config({"goldeneval.internal": internal})
        set_path = env.write_set(_items())
        return cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", run_id, *outputs)


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_a_change_of_tool_arguments_alone_is_blamed_on_the_tool_calls(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    first = _run(env, cli, "pt", "blame-1")
    assert first.code == 1, first.err  # "same" fails from the start
    out_json, html = env.tmp / "s.json", env.tmp / "r.html"
    second = _run(env, cli, "yayasan", "blame-2", "--json", str(out_json), "--html", str(html))
    assert second.code == 1, second.err
    text = _flat(second.out)

    # The text report: the blame names the tool calls alone, and shows both trajectories.
    details = text.split("details of failed and errored items: ")[1]
    counts, same = details.split(" same (failed) ")
    assert counts.startswith("counts (failed) ") and f"[since its baseline: {ONLY_TOOLS}]" in counts
    assert (
        'calls in run blame-1: lookup_region(name=Jawa Barat), count_rows(region="32", table=pt)'
        in text
    )
    assert (
        'calls now: lookup_region(name=Jawa Barat), count_rows(region="32", table=yayasan)' in text
    )
    # Nothing changed for "same": the old wording stays, and no calls are set beside.
    assert "[since its baseline: answer, judge and expectations unchanged]" in same
    assert "calls in run" not in same and "tool calls" not in same

    summary = load_json(out_json)
    results = {r["item_id"]: r for r in summary["results"]}
    assert results["counts"]["answer_changed"] is False
    assert results["counts"]["tools"][1]["args"] == {"table": "yayasan", "region": "32"}
    (change,) = summary["tools_changed"]
    assert change["item_id"] == "counts" and change["baseline_run_id"] == "blame-1"
    assert [c["args"] for c in change["baseline_tools"][0]] == [
        {"name": "Jawa Barat"},
        {"table": "pt", "region": "32"},
    ]
    regressions = {g["item_id"]: g for g in summary["regressions"]}
    if "counts" in regressions:  # a failure the judge also saw is a regression too
        assert regressions["counts"]["tools_changed"] is True
        assert f"counts passed in run blame-1, fails now ({ONLY_TOOLS})" in text

    # The HTML page: the blame, and the baseline's calls beside this run's.
    source = html.read_text(encoding="utf-8")
    body = _flat(page_text(source))
    assert f"run blame-1 (passed): {ONLY_TOOLS}" in body
    assert "run blame-1 (failed): answer, judge and expectations unchanged" in body
    beside = re.findall(r'<div class="sides calls-beside">(.*?)</div></div>', source, re.S)
    assert len(beside) == 1
    then, now = (html_text.unescape(side) for side in beside[0].split("</div><div>"))
    assert "baseline tool calls" in then and "table=pt" in then and "yayasan" not in then
    assert "tool calls now" in now and "table=yayasan" in now


def test_the_same_calls_keep_the_old_wording(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    _run(env, cli, "pt", "same-1")
    second = _run(env, cli, "pt", "same-2", "--json", str(env.tmp / "s.json"))
    text = _flat(second.out)
    details = text.split("details of failed and errored items: ")[1]
    assert "tool calls" not in details and "calls in run" not in details
    assert "[since its baseline: answer, judge and expectations unchanged]" in details
    assert load_json(env.tmp / "s.json")["tools_changed"] == []
