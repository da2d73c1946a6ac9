"""The parts of a GoldenRun's spec, each checked on its own: suite, golden set, chatbot, judge, gate, pod.

Each reader takes its part of the spec and the operator defaults, records
every problem on the shared :class:`Checker` (naming the ``spec.`` path) and
returns the part with the defaults applied, or None when it cannot be
built. ``_run.resolve_run`` assembles the parts into one ``ResolvedRun``
only once every part is checked and none has a problem. The run holds the
parts themselves (``run.judge.url``), so each field is declared once, here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.config import (
    alpha,
    borderline,
    chatbot_samples,
    judge_samples,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
    target_agreement,
)
from goldeneval.operator.spec._check import Checker, get
from goldeneval.operator.spec._configrecords import OperatorConfig, SecretRef
from goldeneval.operator.spec._configtable import request_template

DEFAULT_GOLDEN_KEY = "golden-set.yaml"
MAX_SHARDS = 100

# Suites become label values and Prometheus label values: keep them to the
# Kubernetes label-value alphabet so they never need escaping or hashing.
SUITE_RE = re.compile(r"^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$")
_KEY_RE = re.compile(r"^[-._a-zA-Z0-9]+$")
_DNS_RE = re.compile(r"^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$")


@dataclass(frozen=True)
class GoldenSource:
    """Where the run's golden set is: a ConfigMap key, or items the operator writes to one."""

    configmap_name: str
    """ConfigMap holding the golden set (created by the operator for inline items)."""
    configmap_key: str
    """Key of the set in that ConfigMap."""
    inline_items: tuple[Mapping[str, Any], ...] | None
    """Items given inline in the spec (None when the set comes from a ConfigMap)."""


@dataclass(frozen=True)
class ChatbotPart:
    """The chatbot under test, spec first, operator defaults second."""

    url: str
    """Chatbot base URL."""
    request: str | None
    """JSON body template (None = evaluator default)."""
    answer_path: str | None
    """Answer path (None = evaluator default)."""
    timeout_seconds: float | None
    """Per-call chatbot timeout."""
    concurrency: int | None
    """Chatbot calls in flight per pod."""
    samples: int | None
    """Odd number of answers deciding a would-be regression (None = the evaluator's default)."""


@dataclass(frozen=True)
class JudgePart:
    """The judge, spec first, operator defaults second."""

    url: str
    """Judge base URL."""
    model: str
    """Judge model."""
    api_key: SecretRef | None
    """Secret with the judge API key."""
    timeout_seconds: float | None
    """Per-call judge timeout."""
    concurrency: int | None
    """Judge calls in flight per pod."""
    samples: int | None
    """Odd number of samples deciding a confirmed verdict (None = the evaluator's default)."""
    borderline: float | None
    """Distance from the pass threshold that is confirmed (None = the evaluator's default)."""
    reuse_max_age_days: int | None
    """Oldest reusable earlier verdict, in days (None = the evaluator's default)."""
    min_agreement: float | None
    """κ floor of the judge's latest calibration (None = the evaluator's default, 0 = off)."""
    target_agreement: float | None
    """SME agreement promised on the verdicts the run decides (None = no escalation)."""
    risk: float | None
    """Chance the promised agreement fails (None = the evaluator's default)."""
    max_tokens_per_run: int | None
    """The run's judge token budget, shared by its shards (None = no budget)."""


@dataclass(frozen=True)
class GatePart:
    """The gate's settings, spec first, operator defaults second."""

    min_pass_rate: float
    """Gate floor."""
    pass_threshold: float
    """Per-item threshold."""
    min_coverage: float
    """Share of the drivable items that must be scored for a verdict."""
    allow_unverified: bool
    """Accept ``verified: false`` items."""


@dataclass(frozen=True)
class PodPart:
    """How the evaluator pods run and where they write, spec first, operator defaults second."""

    database: SecretRef
    """Secret with the PostgreSQL DSN."""
    store_outage_seconds: float | None
    """How long an unreachable database is waited for before NoVerdict (None = the evaluator's)."""
    concurrency: int
    """Items in flight per pod."""
    shards: int
    """Pods (Indexed Job completions)."""
    timeout_seconds: int
    """Job ``activeDeadlineSeconds``."""
    image: str
    """Evaluator image."""
    resources: Mapping[str, Any]
    """Container resources."""


def _or(value: Any, default: Any) -> Any:
    """``value`` unless it is None: 0 is a setting here (no borderline band, no reuse)."""
    return default if value is None else value


def read_suite(c: Checker, spec: Mapping[str, Any]) -> str | None:
    """``spec.suite``: required, and a Kubernetes label value."""
    suite = c.str_(spec.get("suite"), "spec.suite")
    if suite is None:
        c.problems.append("spec.suite is required: name what is evaluated, e.g. tanya-public-prod")
        return None
    if not SUITE_RE.match(suite):
        c.problems.append(
            f"spec.suite {suite!r} must be 1-63 letters, digits, '-', '_' or '.', "
            "starting and ending with a letter or digit"
        )
        return None
    return suite


def read_golden(c: Checker, spec: Mapping[str, Any], inline_name: str) -> GoldenSource | None:
    """``spec.goldenSet``: exactly one of a ConfigMap key or inline items (written to ``inline_name``)."""
    golden = spec.get("goldenSet")
    cm_ref = get(golden, "configMapRef") if isinstance(golden, Mapping) else None
    items = get(golden, "items") if isinstance(golden, Mapping) else None
    if (cm_ref is None) == (items is None):
        c.problems.append(
            "spec.goldenSet must set exactly one of configMapRef {name, key} or items [...]"
        )
        return None
    if cm_ref is not None:
        return _configmap_source(c, cm_ref)
    if not isinstance(items, list) or not items or not all(isinstance(i, Mapping) for i in items):
        c.problems.append("spec.goldenSet.items must be a non-empty list of items")
        return None
    return GoldenSource(inline_name, DEFAULT_GOLDEN_KEY, tuple(items))


def _configmap_source(c: Checker, cm_ref: Any) -> GoldenSource | None:
    name = c.str_(get(cm_ref, "name"), "spec.goldenSet.configMapRef.name")
    if name is None:
        c.problems.append("spec.goldenSet.configMapRef.name is required")
    elif not _DNS_RE.match(name):
        c.problems.append(f"spec.goldenSet.configMapRef.name {name!r} is not a valid name")
        name = None
    key = c.str_(get(cm_ref, "key"), "spec.goldenSet.configMapRef.key") or DEFAULT_GOLDEN_KEY
    if not _KEY_RE.match(key):
        c.problems.append(
            f"spec.goldenSet.configMapRef.key {key!r} may only hold letters, digits, "
            "'-', '_' and '.'"
        )
        return None
    return None if name is None else GoldenSource(name, key, None)


def read_chatbot(c: Checker, spec: Mapping[str, Any], config: OperatorConfig) -> ChatbotPart | None:
    """``spec.chatbot`` over ``defaults.chatbot``: the URL is required in one of them."""
    bot, d = spec.get("chatbot") or {}, config.defaults.chatbot
    url = c.required(
        c.str_(get(bot, "url"), "spec.chatbot.url", url=True), d.url, "chatbot URL", "chatbot.url"
    )
    request = d.request
    if get(bot, "request") is not None:
        try:
            request = request_template(get(bot, "request"))
        except ValueError:
            c.problems.append(
                'spec.chatbot.request must be a JSON object containing "{question}", '
                'e.g. {"message": "{question}"}'
            )
    answer_path = c.str_(get(bot, "answerPath"), "spec.chatbot.answerPath")
    timeout = c.num(get(bot, "timeoutSeconds"), "spec.chatbot.timeoutSeconds", 1)
    concurrency = c.int_(get(bot, "concurrency"), "spec.chatbot.concurrency", 1, 256)
    samples = c.rule(get(bot, "samples"), "spec.chatbot.samples", chatbot_samples, whole=True)
    if url is None:
        return None
    return ChatbotPart(
        url=url,
        request=request,
        answer_path=answer_path or d.answer_path,
        timeout_seconds=timeout or d.timeout_seconds,
        concurrency=concurrency or d.concurrency,
        samples=_or(samples, d.samples),
    )


def read_judge(c: Checker, spec: Mapping[str, Any], config: OperatorConfig) -> JudgePart | None:
    """``spec.judge`` over ``defaults.judge``: URL and model are required in one of them."""
    judge, d = spec.get("judge") or {}, config.defaults.judge
    url = c.required(
        c.str_(get(judge, "url"), "spec.judge.url", url=True), d.url, "judge URL", "judge.url"
    )
    model = c.required(
        c.str_(get(judge, "model"), "spec.judge.model"), d.model, "judge model", "judge.model"
    )
    key = c.secret(get(judge, "apiKeySecretRef"), "spec.judge.apiKeySecretRef")
    timeout = c.num(get(judge, "timeoutSeconds"), "spec.judge.timeoutSeconds", 1)
    concurrency = c.int_(get(judge, "concurrency"), "spec.judge.concurrency", 1, 256)
    samples = c.rule(get(judge, "samples"), "spec.judge.samples", judge_samples, whole=True)
    border = c.rule(get(judge, "borderline"), "spec.judge.borderline", borderline, whole=False)
    reuse_days = c.rule(
        get(judge, "reuseMaxAgeDays"), "spec.judge.reuseMaxAgeDays", reuse_age_days, whole=True
    )
    agreement = c.rule(get(judge, "minAgreement"), "spec.judge.minAgreement", ratio, whole=False)
    target = c.rule(
        get(judge, "targetAgreement"), "spec.judge.targetAgreement", target_agreement, whole=False
    )
    risk = c.rule(get(judge, "risk"), "spec.judge.risk", alpha, whole=False)
    budget = c.rule(
        get(judge, "maxTokensPerRun"), "spec.judge.maxTokensPerRun", positive_int, whole=True
    )
    if url is None or model is None:
        return None
    return JudgePart(
        url=url,
        model=model,
        api_key=key or d.api_key_secret_ref,
        timeout_seconds=timeout or d.timeout_seconds,
        concurrency=concurrency or d.concurrency,
        samples=_or(samples, d.samples),
        borderline=_or(border, d.borderline),
        reuse_max_age_days=_or(reuse_days, d.reuse_max_age_days),
        min_agreement=_or(agreement, d.min_agreement),
        target_agreement=target,
        risk=risk,
        max_tokens_per_run=budget,
    )


def read_gate(c: Checker, spec: Mapping[str, Any], config: OperatorConfig) -> GatePart:
    """The gate's settings over ``defaults``; a wrong value is a problem, the default stands in."""
    d = config.defaults
    min_pass = c.num(spec.get("minPassRate"), "spec.minPassRate", 0, 1)
    threshold = c.num(spec.get("passThreshold"), "spec.passThreshold", 0, 1)
    coverage = c.rule(spec.get("minCoverage"), "spec.minCoverage", ratio, whole=False)
    allow = spec.get("allowUnverified")
    if allow is not None and not isinstance(allow, bool):
        c.problems.append("spec.allowUnverified must be true or false")
        allow = None
    return GatePart(
        min_pass_rate=_or(min_pass, d.min_pass_rate),
        pass_threshold=_or(threshold, d.pass_threshold),
        min_coverage=_or(coverage, d.min_coverage),
        allow_unverified=d.allow_unverified if allow is None else bool(allow),
    )


def deadline_margin(timeout_seconds: int) -> int:
    """How much earlier than the Job's deadline the evaluator's own one is (10%, 5 to 60 s)."""
    return min(60, max(5, timeout_seconds // 10))


def outage_past_deadline(outage: float, timeout: int, spec: Mapping[str, Any]) -> str | None:
    """The problem when riding out a store outage of ``outage`` seconds would outlast the run.

    The budget must end before the evaluator's own deadline with the same margin again
    left: time to summarise and report NO VERDICT (store unreachable) before Kubernetes
    ends the pods as DeadlineExceeded.
    """
    longest = timeout - 2 * deadline_margin(timeout)
    if outage <= longest:
        return None
    where = "spec" if spec.get("storeOutageSeconds") is not None else "defaults"
    deadline = "spec" if spec.get("timeoutSeconds") is not None else "defaults"
    return (
        f"{where}.storeOutageSeconds ({outage:g}) must be at most {longest} s with "
        f"{deadline}.timeoutSeconds {timeout}: a run riding out an outage that long ends as "
        "DeadlineExceeded instead of NO VERDICT (store unreachable); lower "
        "storeOutageSeconds or raise timeoutSeconds"
    )


def read_pod(c: Checker, spec: Mapping[str, Any], config: OperatorConfig) -> PodPart | None:
    """The database, the pods' size and their limits, over ``defaults`` and ``evaluator``."""
    d = config.defaults
    database = (
        c.secret(spec.get("databaseSecretRef"), "spec.databaseSecretRef") or d.database_secret_ref
    )
    if database is None:
        c.problems.append(
            "no database: set spec.databaseSecretRef {name, key}, or defaults.databaseSecretRef "
            "in the operator config (history must outlive the pods)"
        )
    outage = c.rule(
        spec.get("storeOutageSeconds"), "spec.storeOutageSeconds", positive_float, whole=False
    )
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
    outage = _or(outage, d.store_outage_seconds)
    timeout = timeout or d.timeout_seconds
    if outage is not None and (problem := outage_past_deadline(outage, timeout, spec)) is not None:
        c.problems.append(problem)
    if database is None:
        return None
    return PodPart(
        database=database,
        store_outage_seconds=outage,
        concurrency=concurrency or d.concurrency,
        shards=shards or d.shards,
        timeout_seconds=timeout,
        image=image,
        resources=dict(resources) if resources else dict(config.evaluator.resources),
    )
