"""The text report, JSON and JUnit renderings (docs/design.md §5)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from goldeneval.model import Baseline, JudgeStatus, Outcome, RunSummary
from goldeneval.report._junit import render_junit
from goldeneval.report._text import render_json, render_report
from goldeneval.verdict import GateRules
from goldeneval.verdict._summary import summarize_results

from .factories import RUN, result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED


def summary(results, *, unverified=0, allow=True, baselines=None) -> RunSummary:
    return summarize_results(
        results,
        baselines or {},
        run_id=RUN,
        suite="tanya-public",
        set_digest="sha256:abc",
        unverified_items=unverified,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=allow, pass_threshold=0.7),
    )


def mixed(**kw) -> RunSummary:
    results = [result(f"p{n}", P) for n in range(6)] + [
        result("f1", F, reason="judge: fail (salah)"),
        result(
            "f2",
            F,
            judge_status=JudgeStatus.ERROR,
            auto_fail=("WNI",),
            reason='auto-fail: missing "WNI"',
        ),
        result("e1", E, reason="error: HTTP 503"),
        result("e2", E, reason="error: timeout"),
        result("s1", S, reason="internal surface: not driven"),
    ]
    return summary(results, **kw)


def test_last_line_is_the_verdict_and_nothing_follows() -> None:
    for s in (mixed(), summary([result("a", P)]), mixed(unverified=3, allow=False)):
        text = render_report(s)
        assert text.splitlines()[-1] == s.gate.line
        assert text.endswith(s.gate.line)
    assert render_report(summary([result("a", P)])).splitlines()[-1] == "GATE PASSED"
    assert render_report(mixed()).splitlines()[-1].startswith("GATE FAILED: pass rate 0.75 < 0.80")


def test_pass_rate_line_states_the_denominator() -> None:
    text = render_report(mixed())
    assert "pass rate 0.75 (6/8 scored; 2 errored and 1 skipped outside the denominator)" in text
    assert "items 11" in text
    assert "scored 8" in text


def test_pass_rate_is_na_when_nothing_scored() -> None:
    text = render_report(summary([result("e", E), result("s", S)]))
    assert "pass rate n/a" in text
    assert text.splitlines()[-1].startswith("NO VERDICT: nothing was scored")


def test_table_lists_every_item_with_its_columns() -> None:
    text = render_report(mixed())
    header = next(line for line in text.splitlines() if line.startswith("  id "))
    for column in ("surface", "domain", "verified", "result", "reason"):
        assert column in header
    table = text.split("\n\n")[1].splitlines()
    rows = [line for line in table if line.split()[0] in {"f1", "e1", "s1", "p0"}]
    assert len(rows) == 4
    assert any("errored" in r and "HTTP 503" in r for r in rows)


def test_long_cells_wrap_to_the_width_and_nothing_is_cut() -> None:
    long_reason = "judge: fail (" + "alasan panjang " * 30 + ")"
    long_id = "apostille-dokumen-pendidikan-" + "x" * 60
    s = summary([result(long_id, F, reason=long_reason)])
    text = render_report(s, width=100)
    table = text.split("\n\n")[1]
    assert all(len(line) <= 100 for line in table.splitlines())
    assert "…" not in table
    header, _, *rows = table.splitlines()
    cells = "".join(line[2 : header.index("surface")].strip() for line in rows)
    assert cells == long_id  # the id column, read top to bottom, is the whole id
    assert " ".join(long_reason.split()) in " ".join(text.split())  # whole, in the details


def test_banner_present_iff_unverified_items() -> None:
    loud = render_report(mixed(unverified=4))
    assert "4 items are verified: false" in loud
    assert "demonstrates the harness" in loud
    assert "NOT a certified quality result" in loud
    assert "!!!!" in loud
    quiet = render_report(mixed(unverified=0))
    assert "demonstrates the harness" not in quiet
    assert "UNVERIFIED" not in quiet


def test_regressions_mark_verified_and_unverified_with_baseline_run() -> None:
    results = [result("v", F, verified=True), result("u", F, verified=False), result("ok", P)]
    baselines = {"v": Baseline("v", "run-41", True), "u": Baseline("u", "run-40", True)}
    text = render_report(summary(results, baselines=baselines))
    lines = text.splitlines()
    assert any("[VERIFIED" in line and " v " in line and "run-41" in line for line in lines)
    assert any("[unverified]" in line and " u " in line and "run-40" in line for line in lines)
    assert "regressions: none" in render_report(summary([result("ok", P)]))


def test_latency_percentiles_when_present() -> None:
    results = [result(f"i{n}", P) for n in range(20)]
    for n, r in enumerate(results):
        r.chatbot_latency_ms = float(n + 1) * 10
        r.judge_latency_ms = 500.0
    text = render_report(summary(results))
    chatbot = next(line for line in text.splitlines() if line.startswith("latency chatbot "))
    assert "p50      100 ms" in chatbot
    assert "p95      190 ms" in chatbot
    assert any(line.startswith("latency judge") for line in text.splitlines())
    assert "ttfb" not in text
    assert "latency" not in render_report(summary([result("a", P)]))


def test_the_internal_agents_latency_has_its_own_label() -> None:
    agent = result("i", P, surface="internal")
    agent.chatbot_latency_ms = 250.0
    lines = render_report(summary([agent])).splitlines()
    assert any(line.startswith("latency internal agent ") for line in lines)
    assert not any(line.startswith("latency chatbot") for line in lines)


def test_json_is_the_run_summary_dict() -> None:
    s = mixed(unverified=1, allow=False)
    text = render_json(s)
    assert json.loads(text) == json.loads(json.dumps(s.to_dict()))
    assert text.startswith("{\n  ")  # pretty


def test_json_keeps_non_ascii_readable() -> None:
    s = summary([result("a", F, reason="jawaban salah: “akta”")])
    assert "“akta”" in render_json(s)


def parse_junit(s: RunSummary) -> ET.Element:
    root = ET.fromstring(render_junit(s).encode())
    assert root.tag == "testsuite"
    return root


def test_junit_maps_outcomes_and_adds_a_gate_case() -> None:
    root = parse_junit(mixed())
    assert root.get("name") == "tanya-public"
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert len(cases) == 12
    assert cases["p0"].get("classname") == "goldeneval.badan-hukum-pt"
    assert list(cases["p0"]) == []
    assert cases["f1"].find("failure") is not None
    assert cases["f1"].find("failure").get("message") == "judge: fail (salah)"
    assert 'auto-fail phrases: "WNI"' in cases["f2"].find("failure").text
    assert cases["e1"].find("error") is not None
    assert cases["s1"].find("skipped") is not None
    gate = cases["gate"].find("failure")
    assert gate is not None
    assert "pass rate 0.75" in gate.text
    assert root.get("tests") == "12"
    assert root.get("failures") == "3"
    assert root.get("errors") == "2"
    assert root.get("skipped") == "1"


def test_junit_gate_case_passes_when_the_gate_passes() -> None:
    root = parse_junit(summary([result("a", P)]))
    gate = next(c for c in root.iter("testcase") if c.get("name") == "gate")
    assert list(gate) == []


@pytest.mark.parametrize(
    "nasty",
    ["<b>\"akta\" & 'notaris'</b>", "bell\x07 and nul\x00 chars", "]]> cdata end", "baris\nbaru"],
)
def test_junit_escapes_anything(nasty: str) -> None:
    r = result(f"id-{nasty}", F, domain=f"dom{nasty}", reason=nasty)
    r.answer = nasty
    root = parse_junit(summary([r]))
    case = next(c for c in root.iter("testcase") if c.get("name") != "gate")
    assert case.find("failure") is not None


def test_failing_rate_just_below_the_floor_shows_enough_digits() -> None:
    results = [result(f"p{n}", P) for n in range(79)] + [result(f"f{n}", F) for n in range(20)]
    text = render_report(summary(results))
    assert "pass rate 0.7980 (79/99 scored)" in text
