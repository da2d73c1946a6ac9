"""A :class:`RunSummary` as JUnit XML: one testcase per item and a final ``gate`` testcase.

CI servers show JUnit natively; no verdict is an *error* of the gate
testcase (it could not run), a failed gate a *failure*.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from goldeneval.model import (
    FlakyItem,
    ItemResult,
    Outcome,
    RunSummary,
    Verdict,
    VerdictSource,
    tally_line,
)
from goldeneval.report._comparetext import verdict_text
from goldeneval.report._flakytext import reason_with_tally
from goldeneval.report._surfacetext import surface_properties
from goldeneval.report._textfmt import cut, one_line
from goldeneval.report._texttable import correctness_text, item_reason
from goldeneval.report._trajectory import trajectory_lines
from goldeneval.verdict import format_rate, why_worse

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

JUNIT_ANSWER_CHARS = 2000
"""How much of an answer a JUnit failure body quotes."""


# XML 1.0 forbids most control characters even when escaped; ElementTree would
# write them raw and produce a file CI servers refuse to parse.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml_text(text: str) -> str:
    return _XML_INVALID.sub("\ufffd", text)


def _seconds(r: ItemResult) -> float:
    if r.started_at is not None and r.finished_at is not None:
        return max(0.0, r.finished_at - r.started_at)
    ms = (r.chatbot_latency_ms or 0.0) + (r.judge_latency_ms or 0.0)
    return ms / 1000.0


def _failure_body(r: ItemResult) -> str:
    parts: list[str] = []
    if r.auto_fail:
        parts.append("auto-fail phrases: " + ", ".join(f'"{p}"' for p in r.auto_fail))
    if r.auto_fail_reason:
        parts.append(f"fact gate: {r.auto_fail_reason}")
    if r.correctness is not None or r.judge_pass is not None:
        verdict = "pass" if r.judge_pass else "fail"
        tally = tally_line(r.samples)
        parts.append(
            f"judge: {verdict}, correctness {correctness_text(r)}{f' ({tally})' if tally else ''}"
        )
    if r.verdict_source is VerdictSource.REUSED and r.verdict_run_id:
        parts.append(f"verdict reused from run {r.verdict_run_id}")
    if r.judge_reason:
        parts.append(f"judge reason: {r.judge_reason}")
    if r.error:
        parts.append(f"error: {r.error}")
    parts.append(f"question: {r.question}")
    if r.answer is not None:
        parts.append(f"answer: {cut(r.answer, JUNIT_ANSWER_CHARS)}")
    parts += [f"{label}: {text}" for label, text in trajectory_lines(r)]
    return _xml_text("\n".join(parts))


def _worse_verified(summary: RunSummary) -> list[tuple[ItemResult, ItemResult | None]]:
    """The candidate's results of the verified worse items (compare mode), with the reference's."""
    if summary.comparison is None:
        return []
    wanted = set(summary.comparison.verified_worse_ids)
    return [(r, summary.reference_of(r.item_id)) for r in summary.results if r.item_id in wanted]


def render_junit(summary: RunSummary) -> str:
    """JUnit XML: one testsuite, one testcase per item, and a final ``gate`` testcase."""
    import xml.etree.ElementTree as ET  # only --junit needs it; spared from every run's start-up

    c = summary.counts
    # No verdict is a gate test case that could not run (an error), not a failure.
    no_verdict = summary.gate.verdict is Verdict.NO_VERDICT
    gate_failed = not summary.gate.passed and not no_verdict
    worse = _worse_verified(summary)
    suite = ET.Element(
        "testsuite",
        {
            "name": _xml_text(summary.suite),
            "tests": str(c.items + 1 + len(worse)),
            "failures": str(c.failed + (1 if gate_failed else 0) + len(worse)),
            "errors": str(c.errored + (1 if no_verdict else 0)),
            "skipped": str(c.skipped + c.escalated),
            "time": f"{sum(_seconds(r) for r in summary.results):.3f}",
        },
    )
    props = ET.SubElement(suite, "properties")
    for name, value in _properties(summary):
        ET.SubElement(props, "property", {"name": name, "value": _xml_text(value)})
    for r in summary.results:
        case = ET.SubElement(suite, "testcase", _case_attributes(r))
        _flaky_properties(case, r, summary.flaky_in_history(r.item_id))
        _item_case(case, r)
    for r, ref in worse:
        _worse_case(suite, r, ref)
    _gate_case(suite, summary, no_verdict=no_verdict, gate_failed=gate_failed)
    ET.indent(suite)
    body = ET.tostring(suite, encoding="unicode")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def _properties(summary: RunSummary) -> list[tuple[str, str]]:
    """The testsuite's properties: the run, the set and the gate's figures."""
    c = summary.counts
    rate = c.pass_rate
    return [
        ("run_id", summary.run_id),
        ("set_digest", summary.set_digest),
        ("pass_rate", "n/a" if rate is None else format_rate(rate)),
        ("min_pass_rate", format_rate(summary.min_pass_rate)),
        ("verdict", summary.gate.verdict.value),
        ("coverage", "n/a" if c.coverage is None else format_rate(c.coverage)),
        ("unverified_items", str(summary.unverified_items)),
        *surface_properties(summary),
        ("flaky_items", str(sum(1 for r in summary.results if r.flaky))),
        ("flaky_in_history", str(len(summary.history_flaky))),
    ]


def _flaky_properties(case: Element, r: ItemResult, history: FlakyItem | None) -> None:
    """A testcase's answer tally and flaky marks (§4), as properties before its outcome;
    an item asked once and steady in history has none."""
    from xml.etree.ElementTree import SubElement

    props: list[tuple[str, str]] = []
    if r.answers > 1:
        props += [("answers", str(r.answers)), ("answers_passed", str(r.answers_passed))]
    if r.flaky or history is not None:
        props.append(("flaky", "true"))
    if history is not None:
        props.append(("flaky_in_history", f"{history.passed}/{history.runs}"))
    if props:
        node = SubElement(case, "properties")
        for name, value in props:
            SubElement(node, "property", {"name": name, "value": value})


def _case_attributes(r: ItemResult) -> dict[str, str]:
    return {
        "classname": _xml_text(f"goldeneval.{r.domain or 'default'}"),
        "name": _xml_text(r.item_id),
        "time": f"{_seconds(r):.3f}",
    }


def _item_case(case: Element, r: ItemResult) -> None:
    """An item's testcase: a failure, an error, skipped, or (passed) nothing inside."""
    from xml.etree.ElementTree import SubElement

    message = _xml_text(one_line(reason_with_tally(r, item_reason(r))))
    if r.outcome is Outcome.FAILED:
        node = SubElement(case, "failure", {"message": message, "type": "failed"})
        node.text = _failure_body(r)
    elif r.outcome is Outcome.ERRORED:
        node = SubElement(case, "error", {"message": message, "type": "errored"})
        node.text = _failure_body(r)
    elif r.outcome in (Outcome.SKIPPED, Outcome.ESCALATED):
        # An escalated item awaits an SME: neither passed nor failed (§13.5).
        SubElement(case, "skipped", {"message": message})


def _worse_case(suite: Element, r: ItemResult, ref: ItemResult | None) -> None:
    """Compare mode: one failing testcase per verified item worse than the reference."""
    from xml.etree.ElementTree import SubElement

    case = SubElement(
        suite,
        "testcase",
        {"classname": "goldeneval.compare", "name": _xml_text(f"worse:{r.item_id}")},
    )
    node = SubElement(
        case,
        "failure",
        {"message": _xml_text(one_line(why_worse(r))), "type": "worse"},
    )
    node.text = _xml_text(
        f"reference: {verdict_text(ref)}\ncandidate: {verdict_text(r)}\n\n" + _failure_body(r)
    )


def _gate_case(suite: Element, summary: RunSummary, *, no_verdict: bool, gate_failed: bool) -> None:
    """The final ``gate`` testcase: an error without a verdict, a failure when the gate failed."""
    from xml.etree.ElementTree import SubElement

    gate = SubElement(suite, "testcase", {"classname": "goldeneval", "name": "gate"})
    if no_verdict:
        node = SubElement(
            gate, "error", {"message": _xml_text(summary.gate.line), "type": "no_verdict"}
        )
        node.text = _xml_text(summary.gate.cause or "")
    elif gate_failed:
        node = SubElement(
            gate, "failure", {"message": _xml_text(summary.gate.line), "type": "gate"}
        )
        node.text = _xml_text("\n".join(summary.gate.reasons))
