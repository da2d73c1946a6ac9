"""A GoldenRun's spec with the operator defaults filled in, validated.

The CRD schema already rejects most bad specs at ``kubectl apply`` time; this
module checks again (a spec may come from an older CRD, and defaults come from
the operator config), part by part (``_runparts``: suite, golden set,
chatbot, judge, gate, pod; ``_compare`` and ``_internal`` for the optional
blocks), and assembles the parts into one typed record
the Job builder uses. Problems are collected and reported together, each naming the
``spec.`` path and how to fix it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.operator.spec._check import Checker
from goldeneval.operator.spec._compare import ResolvedCompare, resolve_compare
from goldeneval.operator.spec._configrecords import OperatorConfig
from goldeneval.operator.spec._internal import ResolvedInternal, resolve_internal
from goldeneval.operator.spec._runparts import (
    SUITE_RE,
    ChatbotPart,
    GatePart,
    GoldenSource,
    JudgePart,
    PodPart,
    read_chatbot,
    read_gate,
    read_golden,
    read_judge,
    read_pod,
    read_suite,
)

__all__ = [
    "SUITE_RE",
    "InvalidRunSpec",
    "ResolvedRun",
    "RunRef",
    "dns_name",
    "inline_configmap_name",
    "resolve_run",
]


class InvalidRunSpec(ValueError):
    """The spec (with defaults) cannot be run; the message lists every problem."""


@dataclass(frozen=True)
class RunRef:
    """Identity of a GoldenRun object."""

    namespace: str
    """Namespace of the GoldenRun (and of its Job, ConfigMap and Secrets)."""
    name: str
    """``metadata.name``."""
    uid: str
    """``metadata.uid``: the run id in the history store."""


@dataclass(frozen=True)
class ResolvedRun:
    """Everything the Job needs, spec first, operator defaults second."""

    ref: RunRef
    """Which GoldenRun."""
    suite: str
    """History, regression and metrics scope."""
    golden: GoldenSource
    """Where the golden set is (a ConfigMap key, or inline items the operator writes to one)."""
    chatbot: ChatbotPart
    """The chatbot under test."""
    judge: JudgePart
    """The judge."""
    gate: GatePart
    """The gate's floors and thresholds."""
    pod: PodPart
    """The database, the pods' size and their limits."""
    compare: ResolvedCompare | None = None
    """Compare mode (``spec.compare``): the reference deployment and the pairwise gate."""
    internal: ResolvedInternal | None = None
    """The staff data agent (``spec.internal``); None: ``surface: internal`` items are skipped."""

    @property
    def golden_source(self) -> str:
        """How the set is named in status and messages."""
        if self.golden.inline_items is not None:
            return "inline"
        return f"configmap/{self.golden.configmap_name}/{self.golden.configmap_key}"


def inline_configmap_name(run_name: str, uid: str) -> str:
    """Name of the ConfigMap the operator writes inline items to (deterministic per run)."""
    return dns_name(run_name, uid, suffix="golden")


def dns_name(run_name: str, uid: str, *, suffix: str, limit: int = 63) -> str:
    """``<name>-<suffix>-<uid8>`` cut to ``limit`` characters, a valid DNS label.

    The uid part keeps two GoldenRuns with the same name (one deleted, one
    recreated) from ever sharing a Job or ConfigMap.
    """
    tail = f"-{suffix}-{uid.replace('-', '')[:8]}"
    head = re.sub(r"[^a-z0-9-]", "-", run_name.lower())[: limit - len(tail)].rstrip("-")
    return f"{head}{tail}" if head else tail.lstrip("-")


def resolve_run(ref: RunRef, spec: Mapping[str, Any] | None, config: OperatorConfig) -> ResolvedRun:
    """The spec with defaults applied; raises InvalidRunSpec naming every problem.

    Every part is checked (each problem recorded) before any is used, so one
    pass reports them all; the run is assembled only from parts without one.
    """
    spec = spec or {}
    c = Checker()
    suite = read_suite(c, spec)
    golden = read_golden(c, spec, inline_configmap_name(ref.name, ref.uid))
    chatbot = read_chatbot(c, spec, config)
    judge = read_judge(c, spec, config)
    gate = read_gate(c, spec, config)
    pod = read_pod(c, spec, config)
    compare = resolve_compare(c, spec.get("compare"))
    internal = resolve_internal(c, spec.get("internal"))
    if compare is not None and compare.internal is not None and spec.get("internal") is None:
        c.problems.append(
            "spec.compare.internal needs spec.internal: the reference's agent is paired with "
            "the candidate's"
        )
    if (
        c.problems
        or suite is None
        or golden is None
        or chatbot is None
        or judge is None
        or pod is None
    ):
        n = len(c.problems)
        raise InvalidRunSpec(
            f"the GoldenRun spec has {n} problem{'s' if n != 1 else ''}: " + "; ".join(c.problems)
        )
    return ResolvedRun(
        ref=ref,
        suite=suite,
        golden=golden,
        chatbot=chatbot,
        judge=judge,
        gate=gate,
        pod=pod,
        compare=compare,
        internal=internal,
    )
