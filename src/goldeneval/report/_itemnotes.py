"""Notes on one item's row of the HTML report: what changed since its baseline, and how its
verdict was reached (a sample tally, a reused verdict, an SME's label and who gave it, a
confidence); and who gave the SME labels of a run, as the text report names them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from goldeneval.model import ItemResult, VerdictSource, tally_line
from goldeneval.report._textfmt import escape
from goldeneval.verdict import blame_phrase


def blame_text(
    result: ItemResult, baseline: ItemResult | None, *, tools_changed: bool = False
) -> str:
    """What changed since the item's baseline, in the words of the text report.

    Read from the flags the run stored with the result (docs/design.md §5,
    "Blame"), never worked out again here: ``answer changed; judge and
    expectations unchanged``. ``no baseline`` when the item was never judged
    before; a flag the run could not tell (an errored item has no answer)
    reads ``unknown``. ``tools_changed``: the run's summary lists the item's tool calls
    as changed since the baseline (``summary.tools_changes``).
    """
    flags = (result.answer_changed, result.contract_changed, result.judge_changed)
    if baseline is None and all(f is None for f in flags):
        return "no baseline"
    return blame_phrase(*flags, tools_changed=tools_changed)


def judge_notes(result: ItemResult) -> tuple[str, ...]:
    """``judge 1/5 pass``, ``verdict reused from run R``, an SME's label and a confidence
    below 1, as far as they apply."""
    notes = []
    tally_text = tally_line(result.samples)
    if tally_text:
        notes.append(tally_text)
    if result.verdict_source is VerdictSource.REUSED and result.verdict_run_id:
        notes.append(f"verdict reused from run {result.verdict_run_id}")
    if result.verdict_source is VerdictSource.SME:
        by = f" by {result.verdict_by}" if result.verdict_by else ""
        notes.append(f"SME label of this answer{by} (run {result.verdict_run_id})")
    if result.confidence is not None and result.confidence < 1.0:
        # An unsure verdict says how unsure (a unanimous one needs no note; §13.5).
        notes.append(f"confidence {result.confidence:.2f}")
    return tuple(notes)


def labellers(results: Sequence[ItemResult]) -> str:
    """`` (by local:budi 2, sme@ahu.go.id 1)``: who gave the SME labels that decided items,
    most first; empty when no label names anyone (labels kept before names were)."""
    who = Counter(
        r.verdict_by for r in results if r.verdict_source is VerdictSource.SME and r.verdict_by
    )
    if not who:
        return ""
    return (
        " (by "
        + ", ".join(f"{escape(b)} {n}" for b, n in sorted(who.items(), key=lambda t: (-t[1], t[0])))
        + ")"
    )
