"""``spec.compare`` of a GoldenRun (docs/design.md §5.1): the reference deployment, checked.

Kept beside ``_run`` (which calls :func:`resolve_compare` with its checker)
so the run spec's module stays one concern; the values are checked by the
evaluator's own rules, so the operator never accepts what the pod would refuse.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.config import alpha, ratio
from goldeneval.operator.spec._check import Checker
from goldeneval.operator.spec._configtable import request_template
from goldeneval.operator.spec._internal import ResolvedInternal, resolve_internal


def _at(node: Any, key: str) -> Any:
    return node.get(key) if isinstance(node, Mapping) else None


@dataclass(frozen=True)
class ResolvedCompare:
    """``spec.compare``: the reference the candidate is paired with (docs/design.md §5.1)."""

    url: str
    """The reference chatbot's base URL (e.g. the stable Service)."""
    request: str | None = None
    """Its JSON body template (None: the candidate's)."""
    answer_path: str | None = None
    """Its answer path (None: the candidate's)."""
    timeout_seconds: float | None = None
    """Its per-call timeout (None: the candidate's)."""
    max_drop: float | None = None
    """Tolerated drop of the paired pass rate (None: the evaluator's default, 0.02)."""
    alpha: float | None = None
    """McNemar significance level (None: the evaluator's default, 0.05)."""
    gate_history: bool | None = None
    """History regressions and the floor gate too (None: the evaluator's default, false)."""
    internal: ResolvedInternal | None = None
    """The reference's internal agent (``spec.compare.internal``); None: internal items are
    not paired (the reference side skips them)."""


def resolve_compare(c: Checker, spec: Any) -> ResolvedCompare | None:
    """``spec.compare`` checked by the evaluator's own rules; None when absent."""
    if spec is None:
        return None
    if not isinstance(spec, Mapping):
        c.problems.append("spec.compare must be a mapping with chatbot.url")
        return None
    bot = spec.get("chatbot") or {}
    url = c.str_(_at(bot, "url"), "spec.compare.chatbot.url", url=True)
    if url is None and _at(bot, "url") is None:
        c.problems.append("spec.compare.chatbot.url is required: the reference (stable) chatbot")
    request = _at(bot, "request")
    template = None
    if request is not None:
        try:
            template = request_template(request)
        except ValueError:
            c.problems.append(
                'spec.compare.chatbot.request must be a JSON object containing "{question}"'
            )
    gate_history = spec.get("gateHistory")
    if gate_history is not None and not isinstance(gate_history, bool):
        c.problems.append("spec.compare.gateHistory must be true or false")
        gate_history = None
    resolved = ResolvedCompare(
        url=url or "",
        request=template,
        answer_path=c.str_(_at(bot, "answerPath"), "spec.compare.chatbot.answerPath"),
        timeout_seconds=c.num(_at(bot, "timeoutSeconds"), "spec.compare.chatbot.timeoutSeconds", 1),
        max_drop=c.rule(spec.get("maxDrop"), "spec.compare.maxDrop", ratio, whole=False),
        alpha=c.rule(spec.get("alpha"), "spec.compare.alpha", alpha, whole=False),
        gate_history=gate_history,
        internal=resolve_internal(c, spec.get("internal"), "spec.compare.internal"),
    )
    return resolved if url is not None else None
