"""Every report shows the per-surface figures beside the overall ones (docs/design.md §5)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from goldeneval.model import ItemResult, Outcome, RunSummary
from goldeneval.report import HtmlReport, render_html, render_json, render_junit, render_report
from goldeneval.verdict import GateRules
from goldeneval.verdict._summary import summarize_results
from tests.htmlpage import page_text

from .factories import RUN, result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED


def summary(results: list[ItemResult]) -> RunSummary:
    return summarize_results(
        results,
        {},
        run_id=RUN,
        suite="tanya",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, min_coverage=0.5),
    )


def weak_internal() -> RunSummary:
    public = [result(f"pub-{n}", P, surface="public") for n in range(20)]
    internal = [result(f"int-{n}", o, surface="internal") for n, o in enumerate([P, P, P, F, F])]
    return summary(public + internal)


def test_text_report_has_a_line_per_surface_and_the_verdict_names_the_weak_one() -> None:
    lines = render_report(weak_internal(), width=160).splitlines()
    start = lines.index("by surface (each held to the same minimums):")
    assert " ".join(lines[start + 1].split()) == (
        "public pass rate 1.00 (20/20 scored); coverage 1.00 (20/20 drivable); "
        "0 errored, 0 skipped: meets the minimums"
    )
    assert " ".join(lines[start + 2].split()) == (
        "internal pass rate 0.60 (3/5 scored); coverage 1.00 (5/5 drivable); "
        "0 errored, 0 skipped: below the pass-rate minimum"
    )
    assert lines[-1] == "GATE FAILED: internal pass rate 0.60 < 0.80 (3/5)"


def test_text_report_says_a_wholly_skipped_surface_was_not_evaluated() -> None:
    s = summary([result("pub", P, surface="public"), result("int", S, surface="internal")])
    text = render_report(s, width=160)
    assert "internal  1 item, not evaluated (every item skipped)" in text
    assert text.splitlines()[-1] == "GATE PASSED"


def test_text_report_of_one_surface_adds_no_surface_lines() -> None:
    text = render_report(summary([result("pub", P, surface="public")]))
    assert "by surface" not in text


def test_json_has_by_surface() -> None:
    d = json.loads(render_json(weak_internal()))
    assert set(d["by_surface"]) == {"public", "internal"}
    assert d["by_surface"]["internal"]["pass_rate"] == 0.6
    assert d["by_surface"]["internal"]["meets_floor"] is False
    assert d["by_surface"]["public"]["coverage"] == 1.0


def test_junit_has_surface_properties_and_the_gate_failure_names_the_surface() -> None:
    root = ET.fromstring(render_junit(weak_internal()).encode())
    props = {p.get("name"): p.get("value") for p in root.iter("property")}
    assert props["public.pass_rate"] == "1.00"
    assert props["internal.pass_rate"] == "0.60"
    assert props["internal.coverage"] == "1.00"
    assert props["pass_rate"] == "0.92"
    gate = next(c for c in root.iter("testcase") if c.get("name") == "gate")
    failure = gate.find("failure")
    assert failure is not None
    assert failure.text == "internal pass rate 0.60 < 0.80 (3/5)"


def test_html_has_a_by_surface_table_only_with_two_surfaces() -> None:
    page = page_text(render_html(HtmlReport(summary=weak_internal())))
    assert "By surface" in page
    assert "below the pass-rate minimum" in page
    one = page_text(render_html(HtmlReport(summary=summary([result("p", P, surface="public")]))))
    assert "By surface" not in one
