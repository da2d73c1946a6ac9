"""Selective verdicts in a run (docs/design.md §13.5): SME labels decide, the judge's
confidence escalates.

* **SME labels.** Before the judge is asked, a stored SME label of the exact
  answer (item, answer digest, contract digest) is looked up: when there is
  one it *is* the verdict, with or without escalation — no judge call.
* **Sampling with early stop.** With a threshold λ every judged verdict is
  the majority of ``judge.samples`` votes, and asking stops as soon as the
  remaining votes cannot change the outcome under λ (:func:`settled_outcome`).
  Its confidence is the share of the drawn votes agreeing with the majority;
  below λ the item is ``escalated``.
* Fail closed: a sample that errors is no vote; when the votes that came back
  settle nothing, the item's judge status is ``error``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from goldeneval.job.clients import JudgeAsk, JudgeError
from goldeneval.job.clients._judge import PLAIN
from goldeneval.model import (
    Item,
    ItemResult,
    JudgeSample,
    JudgeStatus,
    Outcome,
    VerdictSource,
)
from goldeneval.store import AnswerKey, StoredLabel
from goldeneval.verdict import (
    DEFINITIVE_CONFIDENCE,
    FactGate,
    JudgeVerdict,
    confidence,
    majority,
    settled_outcome,
)

SmeLookup = Callable[[AnswerKey], Awaitable[StoredLabel | None]]
"""Find the stored SME label of one exact answer (the store, off the event loop)."""
JudgeCall = Callable[[Item, str, int, JudgeAsk], Awaitable[JudgeVerdict]]
"""Ask the judge about (item, answer) as sample number n with its context; raises
JudgeError."""


def sme_lookup(
    store_labels: Callable[[str, Sequence[AnswerKey]], dict[str, StoredLabel]], suite: str
) -> SmeLookup:
    """A :data:`SmeLookup` on the store's ``sme_labels``, run in a worker thread."""

    async def lookup(key: AnswerKey) -> StoredLabel | None:
        found = await asyncio.to_thread(store_labels, suite, [key])
        return found.get(key.item_id)

    return lookup


def sme_verdict(label: StoredLabel) -> JudgeVerdict:
    """The verdict an SME label gives: pass or fail; its reason names who labelled (the
    reports show it wherever they show the reason) and the SME's note."""
    passed = label.label == "pass"
    note = f": {label.note}" if label.note else ""
    by = f" by {label.labelled_by}" if label.labelled_by else ""
    return JudgeVerdict(
        correctness=1.0 if passed else 0.0,
        passed=passed,
        reason=f"SME label {label.label}{by}{note}",
    )


async def sample_votes(
    call: JudgeCall,
    item: Item,
    answer: str,
    *,
    samples: int,
    threshold: float,
    vote: Callable[[JudgeVerdict], bool],
    ask: JudgeAsk = PLAIN,
) -> tuple[list[JudgeVerdict], list[str], Outcome | None]:
    """Ask the judge up to ``samples`` times, stopping once the outcome under λ is settled.

    ``ask`` is the call's context (a conversation's turn): every sample carries it.
    Returns the verdicts drawn, the errors met, and the settled outcome (None
    when errors left the votes unsettled after every ask).
    """
    verdicts: list[JudgeVerdict] = []
    errors: list[str] = []
    for n in range(samples):
        settled = settled_outcome([vote(v) for v in verdicts], samples, threshold)
        if verdicts and settled is not None:
            return verdicts, errors, settled
        try:
            verdicts.append(await call(item, answer, n, ask))
        except JudgeError as exc:
            errors.append(str(exc))
    votes = [vote(v) for v in verdicts]
    return verdicts, errors, settled_outcome(votes, samples, threshold) if votes else None


def speaker(verdicts: Sequence[JudgeVerdict], vote: Callable[[JudgeVerdict], bool]) -> JudgeVerdict:
    """The median verdict of the majority side: a correctness and reason the judge gave."""
    side = majority([vote(v) for v in verdicts])
    chosen = sorted((v for v in verdicts if vote(v) == side), key=lambda v: v.correctness)
    return chosen[len(chosen) // 2]


def result_confidence(samples: Sequence[JudgeSample]) -> float | None:
    """The confidence of a verdict's samples (None without any)."""
    return confidence([x.passed for x in samples]) if samples else None


def apply_selective(
    result: ItemResult,
    gate: FactGate,
    *,
    source: VerdictSource | None,
    escalated: bool,
    threshold: float | None,
) -> None:
    """A scored result's confidence, SME outcome and escalation, in place.

    An SME label decides the outcome whatever the fact gate said (the SMEs
    own the truth); a deterministic auto-fail is definitive (confidence 1,
    never escalated); otherwise a verdict below λ is escalated.
    """
    if source is VerdictSource.SME:
        result.confidence = DEFINITIVE_CONFIDENCE
        result.outcome = Outcome.PASSED if result.judge_pass else Outcome.FAILED
        result.reason = result.judge_reason or ""
        return
    if gate.auto_fail:
        result.confidence = DEFINITIVE_CONFIDENCE
        return
    if result.judge_status is not JudgeStatus.OK:
        return
    result.confidence = result_confidence(result.samples) or DEFINITIVE_CONFIDENCE
    if escalated and threshold is not None:
        result.outcome = Outcome.ESCALATED
        result.reason = (
            f"escalated: judge confidence {result.confidence:.2f} < threshold "
            f"{threshold:.2f} (needs an SME)"
        )
