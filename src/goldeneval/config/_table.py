"""The settings table (docs/design.md §6): every setting, where it lives in each source.

One row per setting: its name (also the key of command-line overrides), its
place in the config file, its environment variable, the rule that parses it
and the flag that overrides it. The CLI, the operator (which derives the
evaluator pod's environment from it) and the docs read this one table;
``_settings`` resolves it against the sources.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from goldeneval.config._validate import (
    alpha,
    borderline,
    chatbot_samples,
    flag,
    flaky_window,
    form_fields,
    http_url,
    item_order,
    judge_samples,
    key_str,
    non_empty_str,
    open_ratio,
    positive_float,
    positive_int,
    ratio,
    request_template,
    reuse_age_days,
    target_agreement,
)


@dataclass(frozen=True)
class Setting:
    """One configuration setting: where it lives in each source and how to parse it."""

    name: str
    """Internal name (also the key of command-line overrides)."""
    path: tuple[str, ...]
    """Location in the config file."""
    env: str | None
    """Environment variable that sets it."""
    parse: Callable[[Any], Any]
    """Validates and converts a raw value; raises ValueError with a short reason."""
    flag: str | None = None
    """The command-line option that overrides it (``--deadline``), as messages name it."""


_AGENT_KEYS: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    ("url", http_url),
    ("agent", non_empty_str),
    ("team", non_empty_str),
    ("user_id", key_str),
    ("token_file", non_empty_str),
    ("form", form_fields),
    ("timeout_seconds", positive_float),
    ("concurrency", positive_int),
)
"""An internal agent's keys and their rules (docs/design.md §7)."""
_OIDC_KEYS: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    ("token_url", http_url),
    ("client_id", non_empty_str),
    ("client_secret_file", non_empty_str),
    ("scope", non_empty_str),
)
"""The keys of an agent's client credentials (``oidc``)."""


def _agent_settings(
    name: str, path: tuple[str, ...], flags: tuple[str, ...]
) -> tuple[Setting, ...]:
    """An internal agent's settings, all in one pattern: ``{name}_{key}`` at ``path + (key,)``,
    the variable ``GOLDENEVAL_{NAME}_{KEY}``, the flag ``--{name}-{key}`` for the keys in
    ``flags``; its client credentials likewise under ``oidc``."""
    env, flag = f"GOLDENEVAL_{name.upper()}", "--" + name.replace("_", "-")
    own = tuple(
        Setting(
            f"{name}_{key}",
            (*path, key),
            f"{env}_{key.upper()}",
            parse,
            flag=f"{flag}-{key.replace('_', '-')}" if key in flags else None,
        )
        for key, parse in _AGENT_KEYS
    )
    oidc = tuple(
        Setting(f"{name}_oidc_{key}", (*path, "oidc", key), f"{env}_OIDC_{key.upper()}", parse)
        for key, parse in _OIDC_KEYS
    )
    return own + oidc


SETTINGS: tuple[Setting, ...] = (
    Setting(
        "chatbot_url", ("chatbot_url",), "GOLDENEVAL_CHATBOT_URL", http_url, flag="--chatbot-url"
    ),
    Setting(
        "min_pass_rate",
        ("rag_quality", "golden_min_pass_rate"),
        "GOLDENEVAL_MIN_PASS_RATE",
        ratio,
        flag="--min-pass-rate",
    ),
    Setting(
        "pass_threshold",
        ("rag_quality", "golden_pass_threshold"),
        "GOLDENEVAL_PASS_THRESHOLD",
        ratio,
        flag="--pass-threshold",
    ),
    Setting(
        "min_coverage",
        ("goldeneval", "min_coverage"),
        "GOLDENEVAL_MIN_COVERAGE",
        ratio,
        flag="--min-coverage",
    ),
    Setting("rejudge", ("goldeneval", "rejudge"), "GOLDENEVAL_REJUDGE", flag, flag="--rejudge"),
    Setting("suite", ("goldeneval", "suite"), "GOLDENEVAL_SUITE", key_str, flag="--suite"),
    Setting("store", ("goldeneval", "store"), "GOLDENEVAL_STORE", non_empty_str, flag="--store"),
    Setting(
        "concurrency",
        ("goldeneval", "concurrency"),
        "GOLDENEVAL_CONCURRENCY",
        positive_int,
        flag="--concurrency",
    ),
    Setting(
        "allow_unverified",
        ("goldeneval", "allow_unverified"),
        "GOLDENEVAL_ALLOW_UNVERIFIED",
        flag,
        flag="--allow-unverified",
    ),
    Setting(
        "max_attempts", ("goldeneval", "max_attempts"), "GOLDENEVAL_MAX_ATTEMPTS", positive_int
    ),
    Setting(
        "deadline_seconds",
        ("goldeneval", "deadline_seconds"),
        "GOLDENEVAL_DEADLINE_SECONDS",
        positive_float,
        flag="--deadline",
    ),
    Setting(
        "judge_url",
        ("goldeneval", "judge", "url"),
        "GOLDENEVAL_JUDGE_URL",
        http_url,
        flag="--judge-url",
    ),
    Setting(
        "judge_model",
        ("goldeneval", "judge", "model"),
        "GOLDENEVAL_JUDGE_MODEL",
        non_empty_str,
        flag="--judge-model",
    ),
    Setting("judge_api_key_env", ("goldeneval", "judge", "api_key_env"), None, non_empty_str),
    Setting(
        "judge_timeout",
        ("goldeneval", "judge", "timeout_seconds"),
        "GOLDENEVAL_JUDGE_TIMEOUT_SECONDS",
        positive_float,
    ),
    Setting(
        "judge_concurrency",
        ("goldeneval", "judge", "concurrency"),
        "GOLDENEVAL_JUDGE_CONCURRENCY",
        positive_int,
    ),
    Setting("judge_auto_fails", ("goldeneval", "judge", "judge_auto_fails"), None, flag),
    Setting("judge_max_tokens", ("goldeneval", "judge", "max_tokens"), None, positive_int),
    Setting(
        "judge_reuse_max_age_days",
        ("goldeneval", "judge", "reuse_max_age_days"),
        "GOLDENEVAL_JUDGE_REUSE_MAX_AGE_DAYS",
        reuse_age_days,
    ),
    Setting(
        "judge_borderline",
        ("goldeneval", "judge", "borderline"),
        "GOLDENEVAL_JUDGE_BORDERLINE",
        borderline,
    ),
    Setting(
        "judge_samples",
        ("goldeneval", "judge", "samples"),
        "GOLDENEVAL_JUDGE_SAMPLES",
        judge_samples,
    ),
    Setting(
        "judge_max_tokens_per_run",
        ("goldeneval", "judge", "max_tokens_per_run"),
        "GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN",
        positive_int,
        flag="--judge-max-tokens-per-run",
    ),
    Setting(
        "min_agreement",
        ("goldeneval", "judge", "min_agreement"),
        "GOLDENEVAL_MIN_AGREEMENT",
        ratio,
    ),
    Setting(
        "target_agreement",
        ("goldeneval", "judge", "target_agreement"),
        "GOLDENEVAL_TARGET_AGREEMENT",
        target_agreement,
        flag="--target-agreement",
    ),
    Setting(
        "risk",
        ("goldeneval", "judge", "risk"),
        "GOLDENEVAL_RISK",
        alpha,
        flag="--risk",
    ),
    Setting(
        "calibration_tolerance",
        ("goldeneval", "judge", "calibration_tolerance"),
        "GOLDENEVAL_CALIBRATION_TOLERANCE",
        ratio,
    ),
    Setting(
        "chatbot_request",
        ("goldeneval", "chatbot", "request"),
        "GOLDENEVAL_CHATBOT_REQUEST",
        request_template,
    ),
    Setting(
        "chatbot_answer_path",
        ("goldeneval", "chatbot", "answer_path"),
        "GOLDENEVAL_CHATBOT_ANSWER_PATH",
        non_empty_str,
    ),
    Setting(
        "chatbot_timeout",
        ("goldeneval", "chatbot", "timeout_seconds"),
        "GOLDENEVAL_CHATBOT_TIMEOUT_SECONDS",
        positive_float,
    ),
    Setting(
        "chatbot_concurrency",
        ("goldeneval", "chatbot", "concurrency"),
        "GOLDENEVAL_CHATBOT_CONCURRENCY",
        positive_int,
    ),
    Setting(
        "chatbot_samples",
        ("goldeneval", "chatbot", "samples"),
        "GOLDENEVAL_CHATBOT_SAMPLES",
        chatbot_samples,
        flag="--chatbot-samples",
    ),
    Setting(
        "history_flaky_window",
        ("goldeneval", "history", "flaky_window"),
        "GOLDENEVAL_HISTORY_FLAKY_WINDOW",
        flaky_window,
        flag="--flaky-window",
    ),
    Setting(
        "chatbot_circuit_breaker", ("goldeneval", "chatbot", "circuit_breaker"), None, positive_int
    ),
    Setting(
        "ca_file", ("goldeneval", "ca_file"), "GOLDENEVAL_CA_FILE", non_empty_str, flag="--ca-file"
    ),
    # Compare mode (docs/design.md §5.1): the reference deployment and the pairwise gate.
    Setting(
        "compare_url", ("goldeneval", "compare", "chatbot_url"), "GOLDENEVAL_COMPARE_URL", http_url
    ),
    Setting(
        "compare_request",
        ("goldeneval", "compare", "chatbot", "request"),
        "GOLDENEVAL_COMPARE_CHATBOT_REQUEST",
        request_template,
    ),
    Setting(
        "compare_answer_path",
        ("goldeneval", "compare", "chatbot", "answer_path"),
        "GOLDENEVAL_COMPARE_CHATBOT_ANSWER_PATH",
        non_empty_str,
    ),
    Setting(
        "compare_timeout",
        ("goldeneval", "compare", "chatbot", "timeout_seconds"),
        "GOLDENEVAL_COMPARE_CHATBOT_TIMEOUT_SECONDS",
        positive_float,
    ),
    Setting(
        "compare_max_drop",
        ("goldeneval", "compare", "max_drop"),
        "GOLDENEVAL_COMPARE_MAX_DROP",
        ratio,
    ),
    Setting("compare_alpha", ("goldeneval", "compare", "alpha"), "GOLDENEVAL_COMPARE_ALPHA", alpha),
    Setting(
        "compare_gate_history",
        ("goldeneval", "compare", "gate_history"),
        "GOLDENEVAL_COMPARE_GATE_HISTORY",
        flag,
    ),
    Setting("item_order", ("goldeneval", "item_order"), "GOLDENEVAL_ITEM_ORDER", item_order),
    Setting(
        "store_outage_seconds",
        ("goldeneval", "store_outage_seconds"),
        "GOLDENEVAL_STORE_OUTAGE_SECONDS",
        positive_float,
    ),
    Setting(
        "store_buffer_items",
        ("goldeneval", "store_buffer_items"),
        "GOLDENEVAL_STORE_BUFFER_ITEMS",
        positive_int,
    ),
    Setting("spool_dir", ("goldeneval", "spool_dir"), "GOLDENEVAL_SPOOL_DIR", non_empty_str),
    # What users actually ask (docs/design.md §14): the harvest's size for a figure, and
    # its embeddings endpoint.
    Setting(
        "harvest_min_questions",
        ("goldeneval", "harvest", "min_questions"),
        "GOLDENEVAL_HARVEST_MIN_QUESTIONS",
        positive_int,
        flag="--min-questions",
    ),
    Setting(
        "harvest_embeddings_url",
        ("goldeneval", "harvest", "embeddings", "url"),
        "GOLDENEVAL_HARVEST_EMBEDDINGS_URL",
        http_url,
    ),
    Setting(
        "harvest_embeddings_model",
        ("goldeneval", "harvest", "embeddings", "model"),
        "GOLDENEVAL_HARVEST_EMBEDDINGS_MODEL",
        non_empty_str,
    ),
    Setting(
        "harvest_embeddings_api_key_env",
        ("goldeneval", "harvest", "embeddings", "api_key_env"),
        None,
        non_empty_str,
    ),
    Setting(
        "harvest_embeddings_min_cosine",
        ("goldeneval", "harvest", "embeddings", "min_cosine"),
        "GOLDENEVAL_HARVEST_EMBEDDINGS_MIN_COSINE",
        open_ratio,
    ),
    Setting(
        "harvest_embeddings_timeout",
        ("goldeneval", "harvest", "embeddings", "timeout_seconds"),
        "GOLDENEVAL_HARVEST_EMBEDDINGS_TIMEOUT_SECONDS",
        positive_float,
    ),
    *_agent_settings("internal", ("goldeneval", "internal"), ("url", "agent", "team")),
    # Compare mode's reference agent (§5.1): each unset key is the candidate agent's.
    *_agent_settings("compare_internal", ("goldeneval", "compare", "internal"), ("url",)),
)
"""Every setting. The internal agent's (``goldeneval.internal.*``, docs/design.md §7) are
written as two small tables: each key's file path, variable and flag follow one pattern.
Its token is never a setting: a file (``token_file``), client credentials (``oidc``) or
the environment variable ``GOLDENEVAL_INTERNAL_TOKEN``, read by the client."""
