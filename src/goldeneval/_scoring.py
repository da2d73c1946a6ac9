"""Scoring one item (docs/design.md §4, normative).

Matching is a *substring* test after one normalisation of both sides
(:func:`fold`): no word boundaries, no stemming. The normalisation exists
because answers come from a language model and phrases from a word
processor: the same words arrive with non-breaking spaces, zero-width
characters, soft hyphens, curly apostrophes, full-width letters or
decomposed accents, and none of that should decide whether a fact is there.
``casefold`` (rather than ``lower``) is the Unicode-defined caseless match,
e.g. it maps German ß to ss on both sides, so the two sides always fold alike.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from goldeneval._models import Expected, Item, ItemResult, JudgeStatus, Outcome


@dataclass(frozen=True)
class FactGate:
    """The deterministic fact gate's findings for one answer."""

    missing: tuple[str, ...]
    """``must_include`` phrases absent from the answer."""
    forbidden: tuple[str, ...]
    """``must_not_include`` phrases present in the answer."""

    @property
    def auto_fail(self) -> bool:
        return bool(self.missing or self.forbidden)

    @property
    def phrases(self) -> tuple[str, ...]:
        return self.missing + self.forbidden

    @property
    def reason(self) -> str | None:
        parts = [f'missing "{p}"' for p in self.missing]
        parts += [f'forbidden "{p}" present' for p in self.forbidden]
        return "; ".join(parts) or None


# Invisible characters that only steer line breaking or shaping: dropped, so a
# phrase split by them still matches. (Soft hyphen, zero-width space/non-joiner/
# joiner, word joiner and the invisible operators, BOM / zero-width no-break
# space, Mongolian vowel separator.)
_INVISIBLE = dict.fromkeys(
    map(ord, "\u00ad\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e")
)
# Typographic forms read as their ASCII ones. NFKC has already turned full-width
# forms and most compatibility spaces into ASCII; these it leaves alone.
_ASCII_FORMS = str.maketrans(
    {
        **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u02bb\u2039\u203a\u00b4", "'"),
        **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb", '"'),
        **dict.fromkeys(
            "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\u2e3a\u2e3b\ufe58\ufe63", "-"
        ),
        # Turkish dotted capital and dotless small I: casefold maps the first to
        # "i" plus a combining dot and leaves the second alone; both read as i.
        "\u0130": "i",
        "\u0131": "i",
    }
)
_WHITESPACE = re.compile(r"\s+")
_MAX_PASSES = 4


def _fold_once(text: str) -> str:
    text = text.translate(_INVISIBLE)  # before NFKC, so marks they separated compose
    text = unicodedata.normalize("NFKC", text).translate(_ASCII_FORMS).casefold()
    # "İ".lower() in other software gives i + combining dot above: the same letter.
    text = unicodedata.normalize("NFKC", text.replace("i\u0307", "i"))
    return _WHITESPACE.sub(" ", text)


def fold(text: str) -> str:
    """The one normalisation both sides of a match get (docs/design.md §4.3).

    Unicode NFKC, case folding with Turkish İ/ı read as i, invisible
    characters and soft hyphens removed, typographic quotes, apostrophes and
    dashes as ASCII, each whitespace run as one space. It is idempotent: a
    step can expose work for an earlier one (removing a character can put a
    letter next to a combining mark NFKC then composes), so it is repeated
    until nothing changes, which for ordinary text is the second pass.
    """
    if text.isascii():  # most answers: NFKC and the tables change nothing, one pass is final
        return _WHITESPACE.sub(" ", text.lower())
    for _ in range(_MAX_PASSES):
        folded = _fold_once(text)
        if folded == text:
            break
        text = folded
    return text


def contains(answer: str, phrase: str) -> bool:
    return fold(phrase) in fold(answer)


def fact_gate(answer: str, expected: Expected) -> FactGate:
    folded = fold(answer)
    return FactGate(
        missing=tuple(p for p in expected.must_include if fold(p) not in folded),
        forbidden=tuple(p for p in expected.must_not_include if fold(p) in folded),
    )


@dataclass(frozen=True)
class JudgeVerdict:
    """A valid verdict parsed from the judge's reply."""

    correctness: float
    """Score in [0, 1]."""
    passed: bool
    """The judge's own pass/fail."""
    reason: str
    """Short explanation."""


def _result(
    item: Item, run_id: str, outcome: Outcome, judge_status: JudgeStatus, **fields: Any
) -> ItemResult:
    return ItemResult(
        run_id=run_id,
        item_id=item.id,
        surface=item.surface,
        domain=item.domain,
        verified=item.verified,
        question=item.question,
        set_line=item.line,
        outcome=outcome,
        judge_status=judge_status,
        **fields,
    )


def skipped_result(item: Item, run_id: str) -> ItemResult:
    """``surface: internal`` items: recorded, never driven."""
    return _result(
        item, run_id, Outcome.SKIPPED, JudgeStatus.SKIPPED, reason="internal surface: not driven"
    )


def errored_result(item: Item, run_id: str, error: str) -> ItemResult:
    """The chatbot could not be asked (transport, status, mapping, deadline...)."""
    return _result(
        item, run_id, Outcome.ERRORED, JudgeStatus.ERROR, error=error, reason=f"error: {error}"
    )


def score(
    item: Item,
    run_id: str,
    answer: str,
    gate: FactGate,
    verdict: JudgeVerdict | None,
    judge_error: str | None,
    threshold: float,
    *,
    judge_asked: bool = True,
) -> ItemResult:
    """Combine the fact gate and the judge into one result (docs/design.md §4.3–§4.6).

    ``verdict`` is None when the judge failed (``judge_error`` says why) or was
    not asked because the fact gate already failed and judging of auto-fails is
    configured off (``judge_asked=False``).
    """
    judge_status = JudgeStatus.OK if verdict is not None else JudgeStatus.ERROR
    if not judge_asked and verdict is None:
        judge_status = JudgeStatus.SKIPPED
    reasons: list[str] = []
    if gate.auto_fail:
        outcome = Outcome.FAILED
        reasons.append(f"auto-fail: {gate.reason}")
    elif verdict is None:
        outcome = Outcome.ERRORED
    elif verdict.passed and verdict.correctness >= threshold:
        outcome = Outcome.PASSED
    else:
        outcome = Outcome.FAILED
    if verdict is not None:
        if outcome is Outcome.FAILED and not gate.auto_fail:
            if not verdict.passed:
                reasons.append(
                    f"judge: fail ({verdict.reason})" if verdict.reason else "judge: fail"
                )
            else:
                reasons.append(f"correctness {verdict.correctness:.2f} < threshold {threshold:.2f}")
        elif verdict.reason and outcome is Outcome.PASSED:
            reasons.append(verdict.reason)
    elif judge_error is not None:
        reasons.append(f"judge error: {judge_error}")
    return _result(
        item,
        run_id,
        outcome,
        judge_status,
        answer=answer,
        auto_fail=gate.phrases,
        auto_fail_reason=gate.reason,
        correctness=None if verdict is None else verdict.correctness,
        judge_pass=None if verdict is None else verdict.passed,
        judge_reason=None if verdict is None else verdict.reason,
        error=judge_error,
        reason="; ".join(reasons),
    )
