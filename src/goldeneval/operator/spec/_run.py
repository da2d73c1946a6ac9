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
from dataclasses import dataclass, field
from typing import Any

from goldeneval.operator.spec._check import Checker
from goldeneval.operator.spec._compare import ResolvedCompare, resolve_compare
from goldeneval.operator.spec._configrecords import OperatorConfig, SecretRef
from goldeneval.operator.spec._internal import ResolvedInternal, resolve_internal
from goldeneval.operator.spec._runparts import (
    SUITE_RE,
    as_fields,
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
    configmap_name: str
    """ConfigMap holding the golden set (created by the operator for inline items)."""
    configmap_key: str
    """Key of the set in that ConfigMap."""
    inline_items: tuple[Mapping[str, Any], ...] | None
    """Items given inline in the spec (None when the set comes from a ConfigMap)."""
    chatbot_url: str
    """Chatbot base URL."""
    chatbot_request: str | None
    """JSON body template (None = evaluator default)."""
    chatbot_answer_path: str | None
    """Answer path (None = evaluator default)."""
    chatbot_timeout_seconds: float | None
    """Per-call chatbot timeout."""
    chatbot_concurrency: int | None
    """Chatbot calls in flight per pod."""
    judge_url: str
    """Judge base URL."""
    judge_model: str
    """Judge model."""
    judge_api_key: SecretRef | None
    """Secret with the judge API key."""
    judge_timeout_seconds: float | None
    """Per-call judge timeout."""
    judge_concurrency: int | None
    """Judge calls in flight per pod."""
    judge_samples: int | None
    """Odd number of samples deciding a confirmed verdict (None = the evaluator's default)."""
    judge_borderline: float | None
    """Distance from the pass threshold that is confirmed (None = the evaluator's default)."""
    judge_reuse_max_age_days: int | None
    """Oldest reusable earlier verdict, in days (None = the evaluator's default)."""
    judge_min_agreement: float | None
    """κ floor of the judge's latest calibration (None = the evaluator's default, 0 = off)."""
    judge_target_agreement: float | None
    """SME agreement promised on the verdicts the run decides (None = no escalation)."""
    judge_risk: float | None
    """Chance the promised agreement fails (None = the evaluator's default)."""
    judge_max_tokens_per_run: int | None
    """Each pod's judge token budget (None = no budget)."""
    store_outage_seconds: float | None
    """How long an unreachable database is waited for before NoVerdict (None = the evaluator's)."""
    database: SecretRef
    """Secret with the PostgreSQL DSN."""
    min_pass_rate: float
    """Gate floor."""
    pass_threshold: float
    """Per-item threshold."""
    min_coverage: float
    """Share of the drivable items that must be scored for a verdict."""
    allow_unverified: bool
    """Accept ``verified: false`` items."""
    concurrency: int
    """Items in flight per pod."""
    shards: int
    """Pods (Indexed Job completions)."""
    timeout_seconds: int
    """Job ``activeDeadlineSeconds``."""
    image: str
    """Evaluator image."""
    resources: Mapping[str, Any] = field(default_factory=dict)
    """Container resources."""
    compare: ResolvedCompare | None = None
    """Compare mode (``spec.compare``): the reference deployment and the pairwise gate."""
    internal: ResolvedInternal | None = None
    """The staff data agent (``spec.internal``); None: ``surface: internal`` items are skipped."""

    @property
    def golden_source(self) -> str:
        """How the set is named in status and messages."""
        if self.inline_items is not None:
            return "inline"
        return f"configmap/{self.configmap_name}/{self.configmap_key}"


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
    parts = (golden, chatbot, judge, gate, pod)
    return ResolvedRun(
        ref=ref,
        suite=suite,
        compare=compare,
        internal=internal,
        **{k: v for p in parts for k, v in as_fields(p).items()},
    )
