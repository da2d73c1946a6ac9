"""The gate per surface through the real CLI (docs/design.md §5, "Per surface").

Internal items are not asked in these runs (no internal endpoint configured), so the
per-surface gate on a weak internal surface is tested at the summary level
(tests/core/test_gate_surfaces.py); here ``by_surface`` and the reports are checked
end to end with public items, and with internal items that were not evaluated.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from .conftest import Env, item, load_json, run_items


def test_public_items_only_have_one_surface_in_every_output(env: Env, cli) -> None:
    items = [item("a"), item("b"), item("c"), item("d"), item("e")]
    env.answer(items)
    env.bot.answers[items[4]["question"]] = "jawaban yang salah"  # misses "benar"
    out, junit = env.tmp / "summary.json", env.tmp / "junit.xml"
    run = run_items(cli, env, items, "--json", str(out), "--junit", str(junit))
    assert run.code == 0, run.err  # 4/5 = 0.80, at the floor
    summary = load_json(out)
    assert list(summary["by_surface"]) == ["public"]
    public = summary["by_surface"]["public"]
    assert (public["items"], public["scored"], public["passed"], public["failed"]) == (5, 5, 4, 1)
    assert (public["pass_rate"], public["coverage"]) == (0.8, 1.0)
    assert (public["evaluated"], public["meets_floor"], public["meets_coverage"]) == (
        True,
        True,
        True,
    )
    assert "by surface" not in run.out  # one surface: its figures are the run's
    props = {p.get("name"): p.get("value") for p in ET.parse(junit).getroot().iter("property")}
    assert (props["public.pass_rate"], props["public.coverage"]) == ("0.80", "1.00")
    assert "internal.pass_rate" not in props


def test_internal_items_without_an_endpoint_are_a_surface_not_evaluated(env: Env, cli) -> None:
    items = [item("a"), item("b"), item("i1", surface="internal"), item("i2", surface="internal")]
    env.answer(items)
    out = env.tmp / "summary.json"
    run = run_items(cli, env, items, "--json", str(out))
    assert run.code == 0, run.err
    assert run.last_line == "GATE PASSED"
    by_surface = load_json(out)["by_surface"]
    assert by_surface["internal"] == {
        "items": 2,
        "scored": 0,
        "passed": 0,
        "failed": 0,
        "errored": 0,
        "skipped": 2,
        "pass_rate": None,
        "coverage": None,
        "evaluated": False,
        "meets_floor": None,
        "meets_coverage": None,
    }
    assert by_surface["public"]["pass_rate"] == 1.0
    lines = run.out.splitlines()
    assert "by surface (each held to the same minimums):" in lines
    assert any(
        " ".join(line.split()) == "internal 2 items, not evaluated (every item skipped)"
        for line in lines
    )
