"""A GoldenRun's spec with the operator defaults filled in, validated.

The CRD schema already rejects most bad specs at ``kubectl apply`` time; this
module checks again (a spec may come from an older CRD, and defaults come from
the operator config) and turns everything into one typed record the Job
builder uses. Problems are collected and reported together, each naming the
``spec.`` path and how to fix it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from goldeneval.config import (
    borderline,
    judge_samples,
    positive_float,
    ratio,
    reuse_age_days,
)
from goldeneval.operator.spec._check import Checker, get
from goldeneval.operator.spec._compare import ResolvedCompare, resolve_compare
from goldeneval.operator.spec._configrecords import OperatorConfig, SecretRef
from goldeneval.operator.spec._configtable import request_template

DEFAULT_GOLDEN_KEY = "golden-set.yaml"
MAX_SHARDS = 100

# Suites become label values and Prometheus label values: keep them to the
# Kubernetes label-value alphabet so they never need escaping or hashing.
SUITE_RE = re.compile(r"^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$")
_KEY_RE = re.compile(r"^[-._a-zA-Z0-9]+$")
_DNS_RE = re.compile(r"^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$")


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
    """The spec with defaults applied; raises InvalidRunSpec naming every problem."""
    spec = spec or {}
    d = config.defaults
    c = Checker()

    suite = c.str_(spec.get("suite"), "spec.suite")
    if suite is None:
        c.problems.append("spec.suite is required: name what is evaluated, e.g. tanya-public-prod")
    elif not SUITE_RE.match(suite):
        c.problems.append(
            f"spec.suite {suite!r} must be 1-63 letters, digits, '-', '_' or '.', "
            "starting and ending with a letter or digit"
        )

    golden = spec.get("goldenSet")
    cm_ref = get(golden, "configMapRef") if isinstance(golden, Mapping) else None
    items = get(golden, "items") if isinstance(golden, Mapping) else None
    cm_name = cm_key = None
    inline: tuple[Mapping[str, Any], ...] | None = None
    if (cm_ref is None) == (items is None):
        c.problems.append(
            "spec.goldenSet must set exactly one of configMapRef {name, key} or items [...]"
        )
    elif cm_ref is not None:
        cm_name = c.str_(get(cm_ref, "name"), "spec.goldenSet.configMapRef.name")
        if cm_name is None:
            c.problems.append("spec.goldenSet.configMapRef.name is required")
        elif not _DNS_RE.match(cm_name):
            c.problems.append(f"spec.goldenSet.configMapRef.name {cm_name!r} is not a valid name")
        cm_key = c.str_(get(cm_ref, "key"), "spec.goldenSet.configMapRef.key") or DEFAULT_GOLDEN_KEY
        if not _KEY_RE.match(cm_key):
            c.problems.append(
                f"spec.goldenSet.configMapRef.key {cm_key!r} may only hold letters, digits, "
                "'-', '_' and '.'"
            )
    else:
        if (
            not isinstance(items, list)
            or not items
            or not all(isinstance(i, Mapping) for i in items)
        ):
            c.problems.append("spec.goldenSet.items must be a non-empty list of items")
        else:
            inline = tuple(items)
            cm_name = inline_configmap_name(ref.name, ref.uid)
            cm_key = DEFAULT_GOLDEN_KEY

    chatbot = spec.get("chatbot") or {}
    chatbot_url = c.required(
        c.str_(get(chatbot, "url"), "spec.chatbot.url", url=True),
        d.chatbot.url,
        "chatbot URL",
        "chatbot.url",
    )
    request = get(chatbot, "request")
    chatbot_request = d.chatbot.request
    if request is not None:
        try:
            chatbot_request = request_template(request)
        except ValueError:
            c.problems.append(
                'spec.chatbot.request must be a JSON object containing "{question}", '
                'e.g. {"message": "{question}"}'
            )

    judge = spec.get("judge") or {}
    judge_url = c.required(
        c.str_(get(judge, "url"), "spec.judge.url", url=True),
        d.judge.url,
        "judge URL",
        "judge.url",
    )
    judge_model = c.required(
        c.str_(get(judge, "model"), "spec.judge.model"),
        d.judge.model,
        "judge model",
        "judge.model",
    )
    judge_key = c.secret(get(judge, "apiKeySecretRef"), "spec.judge.apiKeySecretRef") or (
        d.judge.api_key_secret_ref
    )

    database = (
        c.secret(spec.get("databaseSecretRef"), "spec.databaseSecretRef") or d.database_secret_ref
    )
    if database is None:
        c.problems.append(
            "no database: set spec.databaseSecretRef {name, key}, or defaults.databaseSecretRef "
            "in the operator config (history must outlive the pods)"
        )

    min_pass = c.num(spec.get("minPassRate"), "spec.minPassRate", 0, 1)
    threshold = c.num(spec.get("passThreshold"), "spec.passThreshold", 0, 1)
    coverage = c.rule(spec.get("minCoverage"), "spec.minCoverage", ratio, whole=False)
    outage = c.rule(
        spec.get("storeOutageSeconds"), "spec.storeOutageSeconds", positive_float, whole=False
    )
    allow = spec.get("allowUnverified")
    if allow is not None and not isinstance(allow, bool):
        c.problems.append("spec.allowUnverified must be true or false")
        allow = None
    concurrency = c.int_(spec.get("concurrency"), "spec.concurrency", 1, 256)
    shards = c.int_(spec.get("shards"), "spec.shards", 1, MAX_SHARDS)
    timeout = c.int_(spec.get("timeoutSeconds"), "spec.timeoutSeconds", 60, 7 * 86400)
    image = c.str_(spec.get("image"), "spec.image") or config.evaluator.image
    resources = spec.get("resources")
    if resources is not None and (
        not isinstance(resources, Mapping) or set(resources) - {"requests", "limits"}
    ):
        c.problems.append("spec.resources may only hold 'requests' and 'limits'")
        resources = None

    answer_path = c.str_(get(chatbot, "answerPath"), "spec.chatbot.answerPath")
    chatbot_timeout = c.num(get(chatbot, "timeoutSeconds"), "spec.chatbot.timeoutSeconds", 1)
    chatbot_conc = c.int_(get(chatbot, "concurrency"), "spec.chatbot.concurrency", 1, 256)
    judge_timeout = c.num(get(judge, "timeoutSeconds"), "spec.judge.timeoutSeconds", 1)
    judge_conc = c.int_(get(judge, "concurrency"), "spec.judge.concurrency", 1, 256)
    samples = c.rule(get(judge, "samples"), "spec.judge.samples", judge_samples, whole=True)
    border = c.rule(get(judge, "borderline"), "spec.judge.borderline", borderline, whole=False)
    reuse_days = c.rule(
        get(judge, "reuseMaxAgeDays"), "spec.judge.reuseMaxAgeDays", reuse_age_days, whole=True
    )
    agreement = c.rule(get(judge, "minAgreement"), "spec.judge.minAgreement", ratio, whole=False)

    compare = resolve_compare(c, spec.get("compare"))

    if c.problems:
        n = len(c.problems)
        raise InvalidRunSpec(
            f"the GoldenRun spec has {n} problem{'s' if n != 1 else ''}: " + "; ".join(c.problems)
        )
    # Every problem above was collected; past this point the values are set.
    assert suite is not None
    assert cm_name is not None
    assert cm_key is not None
    assert chatbot_url is not None
    assert judge_url is not None
    assert judge_model is not None
    assert database is not None
    return ResolvedRun(
        ref=ref,
        suite=suite,
        configmap_name=cm_name,
        configmap_key=cm_key,
        inline_items=inline,
        chatbot_url=chatbot_url,
        chatbot_request=chatbot_request,
        chatbot_answer_path=answer_path or d.chatbot.answer_path,
        chatbot_timeout_seconds=chatbot_timeout or d.chatbot.timeout_seconds,
        chatbot_concurrency=chatbot_conc or d.chatbot.concurrency,
        judge_url=judge_url,
        judge_model=judge_model,
        judge_api_key=judge_key,
        judge_timeout_seconds=judge_timeout or d.judge.timeout_seconds,
        judge_concurrency=judge_conc or d.judge.concurrency,
        # 0 is a setting here (no borderline band, no reuse): only None is "not given".
        judge_samples=d.judge.samples if samples is None else samples,
        judge_borderline=d.judge.borderline if border is None else border,
        judge_reuse_max_age_days=d.judge.reuse_max_age_days if reuse_days is None else reuse_days,
        judge_min_agreement=d.judge.min_agreement if agreement is None else agreement,
        store_outage_seconds=d.store_outage_seconds if outage is None else outage,
        database=database,
        min_pass_rate=d.min_pass_rate if min_pass is None else min_pass,
        pass_threshold=d.pass_threshold if threshold is None else threshold,
        min_coverage=d.min_coverage if coverage is None else coverage,
        allow_unverified=d.allow_unverified if allow is None else bool(allow),
        concurrency=concurrency or d.concurrency,
        shards=shards or d.shards,
        timeout_seconds=timeout or d.timeout_seconds,
        image=image,
        resources=dict(resources) if resources else dict(config.evaluator.resources),
        compare=compare,
    )
