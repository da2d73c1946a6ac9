"""The one flaky rule in every view (docs/design.md §4, issue 40 §1), through the real CLI.

A regression is never flaky: an item that passed and now fails every answer is
a regression in the text, ``--json``, JUnit, HTML, the shard summary (the
operator's ``status.flaky`` and ``goldeneval_items_flaky``) and ``history
--flaky``. An item flaky in a run split its answers; one flaky in history split
them in a run of its window, or changed between pass and fail twice.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

from .conftest import CliRun, Env, item, run_items
from .test_answer_confirmation import BAD, GOOD, baseline, fluky_set


def reports(cli, env: Env, items, run_id: str, *args: str, shard: bool = False):  # type: ignore[no-untyped-def]
    """Run ``run_id`` writing every report (as the operator's one shard: the shard summary
    its status and metric add up, instead of the Markdown note); the run, the reports."""
    kinds = ("json", "xml", "html", "summary" if shard else "md")
    out = {k: env.tmp / f"{run_id}.{k}" for k in kinds}
    flags = ["--json", str(out["json"]), "--junit", str(out["xml"]), "--html", str(out["html"])]
    if shard:
        flags += ["--shard", "0/1", "--summary-file", str(out["summary"])]
    else:
        flags += ["--markdown", str(out["md"])]
    run = run_items(cli, env, items, "--run-id", run_id, *flags, *args)
    assert run.code in (0, 1), (run.out, run.err)
    return run, {k: p.read_text(encoding="utf-8") for k, p in out.items()}


def flaky_history(cli, env: Env, *args: str) -> CliRun:  # type: ignore[no-untyped-def]
    return cli("history", "--flaky", "-config", str(env.write_config()), *args)


def junit_props(xml: str, name: str) -> dict[str, str]:
    case = ET.fromstring(xml).find(f"testcase[@name='{name}']")
    assert case is not None
    return {p.get("name", ""): p.get("value", "") for p in case.iter("property")}


def html_row(page: str, item_id: str) -> str:
    """The item's table row's opening tag (its data-tags drive the flaky filter)."""
    row = next(r for r in page.split("<tr data-tags=")[1:] if f'data-v="{item_id}"' in r)
    return row.split(" data-row")[0]


def assert_nothing_flaky(run: CliRun, out: dict[str, Any], item_id: str) -> None:
    assert "flaky" not in run.out, run.out
    doc = json.loads(out["json"])
    assert doc["flaky"]["in_run"] == [] and doc["flaky"]["in_history"] == []
    mine = next(r for r in doc["results"] if r["item_id"] == item_id)
    assert (mine["flaky"], mine["flaky_in_history"]) == (False, None)
    assert "flaky" not in junit_props(out["xml"], item_id)
    suite = {
        p.get("name"): p.get("value") for p in ET.fromstring(out["xml"]).find("properties") or ()
    }
    assert (suite["flaky_items"], suite["flaky_in_history"]) == ("0", "0")
    assert "flaky" not in html_row(out["html"], item_id)
    if "md" in out:
        assert "flaky" not in out["md"].lower()
    if "summary" in out:  # what status.flaky and goldeneval_items_flaky add up
        assert json.loads(out["summary"])["flaky"] == 0


def test_a_steady_regression_is_never_flaky_anywhere(env: Env, cli) -> None:
    items = [item(f"h{n}") for n in range(6)]
    baseline(cli, env, items)
    assert run_items(cli, env, items, "--run-id", "r2").code == 0
    env.bot.answers[items[0]["question"]] = BAD
    r3, out = reports(cli, env, items, "r3", shard=True)
    assert "SHARD 0/1 EVALUATED" in r3.out and "h0 passed in run r2, fails now" in r3.out
    assert "[answers 0/3 pass]" in r3.out
    assert_nothing_flaky(r3, out, "h0")
    again = cli("report", "--run-id", "r3", "-config", str(env.write_config()))
    assert "h0 passed in run r2, fails now" in again.out and "flaky" not in again.out
    # It keeps failing: still a steady item of history, never noise.
    r4, out = reports(cli, env, items, "r4")
    assert r4.code == 0, r4.out  # its baseline failed: no regression, the rate holds
    assert_nothing_flaky(r4, out, "h0")
    listed = flaky_history(cli, env)
    assert listed.code == 0 and listed.out.startswith("no flaky items in suite tanya-test")
    assert "fix the chatbot" not in listed.out
    one = flaky_history(cli, env, "--item", "h0")
    assert one.code == 0, one.err
    assert "item h0 in suite tanya-test (the suite's last 10 runs, contract unchanged): " in one.out
    assert "2/4 passed, 0 runs split, 1 change" in one.out
    assert "not flaky: its outcome changed once: a regression or a fix, not flakiness" in one.out
    assert "fix the chatbot" not in one.out
    data = json.loads(flaky_history(cli, env, "--item", "h0", "--json").out)
    assert data["item"] == {
        "item_id": "h0",
        "passed": 2,
        "runs": 4,
        "pass_rate": 0.5,
        "split_runs": 0,
        "changes": 1,
        "flaky": False,
    }


def test_an_item_that_passes_fails_and_passes_again_is_flaky_in_history(env: Env, cli) -> None:
    items = [item(f"a{n}") for n in range(6)]
    once = env.write_config({"goldeneval.chatbot.samples": 1})
    env.answer(items)
    assert run_items(cli, env, items, "--run-id", "r1", config=once).code == 0
    env.bot.answers[items[0]["question"]] = BAD
    r2 = run_items(
        cli, env, items, "--run-id", "r2", "--json", str(env.tmp / "r2.json"), config=once
    )
    assert r2.code == 1 and "a0 passed in run r1, fails now" in r2.out
    assert "flaky" not in r2.out  # one change so far: a regression
    env.bot.answers[items[0]["question"]] = GOOD
    r3, out = reports(cli, env, items, "r3", "--chatbot-samples", "1")
    assert r3.code == 0, r3.out
    row = next(line for line in r3.out.splitlines() if line.strip().startswith("a0 "))
    assert "passed flaky" in row
    assert "a0 0.67 (2/3 passed, 0 runs split, 2 changes)" in " ".join(r3.out.split())
    doc = json.loads(out["json"])
    assert doc["flaky"]["in_run"] == []
    assert [f["item_id"] for f in doc["flaky"]["in_history"]] == ["a0"]
    assert junit_props(out["xml"], "a0") == {"flaky": "true", "flaky_in_history": "2/3"}
    assert 'flaky"' in html_row(out["html"], "a0")
    listed = flaky_history(cli, env)
    assert "a0" in listed.out and "fix the chatbot" in listed.out, listed.out
    one = flaky_history(cli, env, "--item", "a0")
    assert "flaky: its outcome changed between pass and fail 2 times" in one.out


def test_an_item_whose_answers_split_in_one_run_is_flaky_in_that_run(env: Env, cli) -> None:
    items = fluky_set(cli, env)
    r2, out = reports(cli, env, items, "r2", "--chatbot-samples", "3", shard=True)
    assert r2.code == 0 and "regressions: none" in r2.out, r2.out
    assert "flaky this run (answers disagreed): 1: f0 (answers 2/3 pass)" in r2.out
    # The stored answer's verdict is reused; the judge's one call was the failing answer.
    assert "verdicts: 0 judged in this run" in r2.out
    assert "the judge also scored 1 other answer of answer confirmation" in r2.out
    assert "in 1 judge call," in r2.out
    doc = json.loads(out["json"])
    f0 = next(r for r in doc["results"] if r["item_id"] == "f0")
    assert (f0["answers"], f0["answers_passed"], f0["flaky"]) == (3, 2, True)
    assert doc["flaky"]["in_run"] == ["f0"]
    assert junit_props(out["xml"], "f0")["flaky"] == "true"
    assert json.loads(out["summary"])["flaky"] == 1
    one = flaky_history(cli, env, "--item", "f0", "--json")
    assert json.loads(one.out)["item"]["split_runs"] == 1
    text = flaky_history(cli, env, "--item", "f0")
    assert "flaky: its answers disagreed in 1 of 2 runs" in text.out


def test_history_flaky_item_names_an_item_without_scored_results(lite: Env, cli) -> None:
    items = [item("x0")]
    baseline(cli, lite, items)
    missing = flaky_history(cli, lite, "--item", "nope")
    assert missing.code == 2
    assert "item 'nope' has no scored result" in missing.err and "Traceback" not in missing.err
