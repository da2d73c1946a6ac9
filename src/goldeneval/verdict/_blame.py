"""Blame (docs/design.md §5, normative): what changed between an item's baseline and now.

Three digests make a result comparable with its baseline: the answer's, the
item contract's and the judge's (model plus prompt digest). The contract
digest covers exactly what the SME's expectations are — question, both
phrase lists, rubric and ``verified``, and when set the count checks,
grounding, data date and a conversation's turns — and nothing else, so a field that
does not change what is expected (a lint suppression, the domain, a line
number) never makes an item look edited.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from goldeneval.model import (
    Baseline,
    Item,
    ItemResult,
    ToolCall,
    ToolsChange,
    Trajectory,
    trajectory_of,
)


def answer_digest(answer: str) -> str:
    """sha256 hex of the UTF-8 answer text (the store's ``answer_sha256``).

    A lone surrogate (half of a UTF-16 pair, which a chatbot can send as a
    JSON escape) is digested as its own code point (``surrogatepass``), so
    the digest is of the answer as received and never fails.
    """
    return hashlib.sha256(answer.encode("utf-8", "surrogatepass")).hexdigest()


def grounded_digest(answer: str, tools: Sequence[ToolCall]) -> str:
    """The digest of a ``grounded`` answer *with* the tool results it was judged on (§13.5).

    The judge (and an SME) decide such an answer against the data it came
    with, so the same text over other tool results is another answer: its
    verdict, SME label and blame's "answer changed" must not carry over. A
    JSON list of the text and each call's name, arguments, result and error
    (keys sorted: the digest does not depend on the order a client built them).
    """
    calls = [{"name": t.name, "args": t.args, "result": t.result, "error": t.error} for t in tools]
    text = json.dumps([answer, calls], ensure_ascii=False, sort_keys=True, default=str)
    return answer_digest(text)


def contract_digest(item: Item) -> str:
    """``sha256:`` of the item's canonical contract; equal contracts, equal digests.

    A conversation's contract is its turns; count checks, grounding and the
    data date (``as_of``, which the judge is told) count when set, and only
    then, so an item that uses none of them keeps the digest it always had.
    ``valid_until`` is not part of it: when an item stops holding changes
    nothing about what a correct answer is.
    """
    canonical: dict[str, Any] = {"verified": item.verified}
    if item.conversation:
        canonical["conversation"] = [
            {"question": t.question, **t.expected.canonical()} for t in item.conversation
        ]
    else:
        canonical.update(question=item.question, **item.expected.canonical())
    if item.as_of is not None:
        canonical["as_of"] = item.as_of.isoformat()
    blob = json.dumps(canonical, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _differs(now: str | None, then: str | None) -> bool | None:
    return None if now is None or then is None else now != then


def blame(
    result: ItemResult, baseline: Baseline | None
) -> tuple[bool | None, bool | None, bool | None]:
    """``(answer_changed, contract_changed, judge_changed)`` against ``baseline``.

    Each is None when it cannot be told: no baseline, or a side lacks the
    digest (an errored item has no answer or verdict; rows from before blame
    was stored have no digests).
    """
    if baseline is None:
        return None, None, None
    answer = _differs(result.answer_sha256, baseline.answer_sha256)
    contract = _differs(result.contract_digest, baseline.contract_digest)
    model = _differs(result.judge_model, baseline.judge_model)
    prompt = _differs(result.prompt_digest, baseline.prompt_digest)
    judge = None if model is None or prompt is None else (model or prompt)
    return answer, contract, judge


def turn_calls_key(calls: Sequence[ToolCall]) -> list[tuple[str, str, bool]]:
    """What blame compares of one turn's calls: each call's name, arguments and whether it
    errored, in order. Not its result: the same call over other data is the data's change,
    and a grounded answer's digest already covers it."""
    return [(c.name, c.args_text(), c.error) for c in calls]


def _calls_key(trajectory: Trajectory) -> list[list[tuple[str, str, bool]]]:
    """What blame compares of a trajectory: every turn's calls (:func:`turn_calls_key`)."""
    return [turn_calls_key(turn) for turn in trajectory]


def tools_blame(result: ItemResult, baseline: Baseline | None) -> bool | None:
    """Whether the tool calls differ from the baseline's; None when it cannot be told
    (no baseline, its calls not read, or no answer now: an errored item made no trajectory)."""
    if baseline is None or baseline.trajectory is None:
        return None
    if result.answer is None and result.answer_sha256 is None:
        return None
    return _calls_key(trajectory_of(result)) != _calls_key(baseline.trajectory)


def tools_changes(
    results: Iterable[ItemResult], baselines: Mapping[str, Baseline]
) -> tuple[ToolsChange, ...]:
    """The items whose tool calls changed since their baseline, with the baseline's calls."""
    out: list[ToolsChange] = []
    for r in results:
        base = baselines.get(r.item_id)
        if base is not None and base.trajectory is not None and tools_blame(r, base):
            out.append(ToolsChange(r.item_id, base.run_id, base.trajectory))
    return tuple(out)


def with_blame(result: ItemResult, baseline: Baseline | None) -> ItemResult:
    """``result`` with its three blame flags set against ``baseline``."""
    answer, contract, judge = blame(result, baseline)
    if (answer, contract, judge) == (
        result.answer_changed,
        result.contract_changed,
        result.judge_changed,
    ):
        return result
    return replace(result, answer_changed=answer, contract_changed=contract, judge_changed=judge)


def blame_phrase(
    answer_changed: bool | None,
    contract_changed: bool | None,
    judge_changed: bool | None,
    *,
    tools_changed: bool | None = None,
) -> str:
    """``answer changed; judge and expectations unchanged`` for a regression line.

    Tool calls are named only when they changed (a public item has none, and
    "tool calls unchanged" on every line would be noise); when they are all
    that changed: ``tool calls changed (answer, judge and expectations unchanged)``.
    """
    if tools_changed and (answer_changed, judge_changed, contract_changed) == (False,) * 3:
        return "tool calls changed (answer, judge and expectations unchanged)"
    named = (
        ("answer", answer_changed),
        ("judge", judge_changed),
        ("expectations", contract_changed),
    )
    changed = [n for n, v in named if v is True]
    if tools_changed:
        changed.insert(1 if answer_changed else 0, "tool calls")
    same = [n for n, v in named if v is False]
    unknown = [n for n, v in named if v is None]

    def join(names: list[str]) -> str:
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    parts = []
    if changed:
        parts.append(f"{join(changed)} changed")
    if same:
        parts.append(f"{join(same)} unchanged")
    if unknown:
        parts.append(f"{join(unknown)} unknown")
    return "; ".join(parts)
