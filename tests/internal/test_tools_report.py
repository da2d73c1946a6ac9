"""The trajectory where people look (issue 35 §1, §4): text, JUnit, HTML in Chromium, review.

A real AgentOS answers (its scripted model calls several tools per turn);
the run goes through the real CLI. The HTML is opened in the system's
headless Chromium, offline, and read the way an SME would: collapsed tool
calls on every internal item, the breaking call marked, a conversation's
turns each in its own block.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from goldeneval.model import Outcome
from goldeneval.store import open_store
from tests.e2e.browser import visit
from tests.e2e.conftest import Env
from tests.internal.agentos import RunningOS
from tests.internal.test_internal_run import config, env, internal, run

__all__ = ["env"]  # fixtures, imported for pytest

GOOD = 'Berapa PT? rencana: lookup_region(name=Jawa Barat); count_rows(table=pt, region="32")'
CONTRACT = {
    "must_call": ["lookup_region", {"name": "count_rows", "args": {"table": "pt"}}],
    "must_not_call": ["delete_*"],
    "order": "in_order",
    "max_calls": 5,
    "no_errors": True,
}
EXPECTED_LINE = (
    "must call lookup_region, count_rows(table=pt) in this order; never delete_*; "
    "at most 5 calls; no call may error"
)
BROKE = "tools: delete_rows called (must_not_call delete_*)"


def items() -> list[dict[str, Any]]:
    return [
        internal("keeps", GOOD, must_include=["48213"], tools=CONTRACT),
        internal("forbidden", GOOD + "; delete_rows(table=pt)", tools=CONTRACT),
        {
            "id": "percakapan",
            "surface": "internal",
            "domain": "data",
            "conversation": [
                {"question": "Tolong ingat angka 7", "expected": {"must_include": ["ingat"]}},
                {
                    "question": "Lalu? rencana: delete_rows(table=pt)",
                    "expected": {
                        "must_include": ["Hasil"],
                        "tools": {"must_not_call": ["delete_*"]},
                    },
                },
            ],
            "verified": True,
        },
    ]


def test_text_junit_and_html_show_the_expected_calls_beside_the_recorded_ones(
    env: Env, agentos: RunningOS, cli
) -> None:
    html, junit = env.tmp / "report.html", env.tmp / "junit.xml"
    done = run(
        cli,
        env,
        items(),
        config(env, agentos),
        "--run-id",
        "traj-1",
        "--html",
        str(html),
        "--junit",
        str(junit),
    )
    assert done.code == 1, done.err
    text = " ".join(done.out.split())
    assert f"tools expected: {EXPECTED_LINE}" in text
    assert f"call 3: delete_rows(table=pt) ✗ {BROKE}" in text
    assert 'call 2: count_rows(region="32", table=pt)' in text
    assert f"call 1: delete_rows(table=pt) ✗ {BROKE}" in text  # the conversation's turn 2
    xml = junit.read_text(encoding="utf-8")
    assert f"tools expected: {EXPECTED_LINE}" in xml
    assert f"call 3: delete_rows(table=pt) ✗ {BROKE}" in xml

    seen: dict[str, Any] = {}

    def read(page) -> None:  # type: ignore[no-untyped-def]
        keeps = page.locator("#items tr", has_text="keeps").locator("details.calls")
        seen["keeps_open"] = keeps.evaluate("d => d.open")
        seen["keeps_visible"] = keeps.locator("li").first.is_visible()
        keeps.locator("summary").click()  # an SME opens it
        seen["keeps_after_click"] = keeps.locator("li").first.is_visible()
        seen["keeps_calls"] = keeps.locator("li code").all_inner_texts()
        panel = page.locator("details.item", has_text="forbidden — failed")
        calls = panel.locator("details.calls")
        seen["panel_open"] = calls.evaluate("d => d.open")
        seen["panel_broke"] = calls.locator("li.broke").all_inner_texts()
        seen["panel_expected"] = calls.locator("p.meta").inner_text()
        convo = page.locator("details.item", has_text="percakapan — failed")
        turns = convo.locator("section.turn")
        seen["turns"] = turns.count()
        seen["turn1"] = turns.nth(0).inner_text()
        seen["turn2"] = turns.nth(1).inner_text()
        seen["deciding"] = convo.locator("section.turn.deciding").get_attribute("data-turn")

    visit_ = visit(html, env.tmp / "profile", env.tmp / "report.png", read)

    assert visit_.requests == [html.resolve().as_uri()]
    assert [m for m in visit_.console if m[0] in ("error", "warning")] == []
    assert visit_.page_errors == []
    # A passed internal item shows its calls too, collapsed until opened.
    assert (seen["keeps_open"], seen["keeps_visible"], seen["keeps_after_click"]) == (
        False,
        False,
        True,
    )
    assert seen["keeps_calls"] == [
        "lookup_region(name=Jawa Barat)",
        'count_rows(region="32", table=pt)',
    ]
    # A failed one's calls are open, the breaking call marked with the rule it broke.
    assert seen["panel_open"] is True
    [broke] = seen["panel_broke"]
    assert broke.startswith("delete_rows(table=pt) ✗ " + BROKE)
    assert seen["panel_expected"].endswith(EXPECTED_LINE)
    # Each turn in its own block: turn 1's question and phrase beside turn 1's answer only.
    assert seen["turns"] == 2
    assert "Tolong ingat angka 7" in seen["turn1"] and "Baik, saya ingat." in seen["turn1"]
    assert "“ingat”: found" in seen["turn1"]
    assert "Tolong ingat" not in seen["turn2"] and "“ingat”" not in seen["turn2"]
    assert "Lalu?" in seen["turn2"] and BROKE in seen["turn2"]
    assert seen["deciding"] == "2"


def test_the_review_queue_shows_every_queued_answers_tool_calls(
    env: Env, agentos: RunningOS, cli
) -> None:
    cfg = config(env, agentos)
    assert run(cli, env, items(), cfg, "--run-id", "traj-2").code == 1
    store = open_store(env.store)
    try:
        # The judge was unsure of these answers: they await an SME.
        queued = [
            dataclasses.replace(r, outcome=Outcome.ESCALATED, confidence=0.6)
            for r in store.results("traj-2")
        ]
        store.save_results(queued)
    finally:
        store.close()
    page, doc = env.tmp / "review.html", env.tmp / "review.json"

    done = cli("review", "--config", str(cfg), "--html", str(page), "--json", str(doc))

    assert done.code == 0, done.err
    text = done.out
    assert '  tool 1:   lookup_region(name=Jawa Barat) -> {"code": "32"}' in text
    assert '  tool 2:   count_rows(region="32", table=pt) -> 48213' in text
    assert "  turn 2 (the answer judged): Lalu? rencana: delete_rows(table=pt)" in text
    assert f"    tool 1:   delete_rows(table=pt) ✗ {BROKE} -> deleted every row of pt" in text
    awaiting = {e["item"]: e for e in json.loads(doc.read_text(encoding="utf-8"))["awaiting"]}
    assert [t["name"] for t in awaiting["keeps"]["tools"]] == ["lookup_region", "count_rows"]
    assert awaiting["percakapan"]["turn"] == 2
    assert awaiting["percakapan"]["turns"][0]["question"] == "Tolong ingat angka 7"
    body = page.read_text(encoding="utf-8")
    labels = body[body.index('id="labels"') :]
    assert labels.count('class="calls"') >= 3  # keeps, forbidden, and the conversation's turn 2
    assert labels.count('class="turn"') == 2
