"""Configuration (docs/design.md §6): one table of settings, four sources.

Precedence: command-line flag > environment (``GOLDENEVAL_*``) > config file >
default. The file accepts the observatory keys of the SME guide
(``chatbot_url``, ``rag_quality.*``) and this project's own keys under
``goldeneval:``. Unknown keys produce warnings, not errors, because the same
observatory file carries keys for other tools.

Resolution is pure: the caller reads the file and passes the environment.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from goldeneval.config._records import (
    ITEM_ORDERS,
    ChatbotConfig,
    CompareConfig,
    Config,
    ItemOrder,
    JudgeConfig,
)
from goldeneval.config._secret import Secret
from goldeneval.config._validate import (
    alpha,
    borderline,
    flag,
    http_url,
    judge_samples,
    key_str,
    non_empty_str,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
)
from goldeneval.model import ConfigError


def _template(v: Any) -> Mapping[str, Any]:
    if isinstance(v, str):
        try:
            v = json.loads(v)
        except RecursionError:  # "[[[[…" from the environment: refused, not a traceback
            raise ValueError("is nested too deeply to be a request body") from None
    if not isinstance(v, dict):
        raise ValueError('must be a JSON/YAML mapping such as {"message": "{question}"}')
    if "{question}" not in json.dumps(v):
        raise ValueError('must contain the placeholder "{question}" somewhere')
    return v


def item_order(v: Any) -> ItemOrder:
    """One of :data:`ITEM_ORDERS` (surrounding spaces ignored)."""
    chosen = str(v).strip()
    if chosen not in ITEM_ORDERS:
        raise ValueError(
            f"{chosen!r} is not a known item order; use one of: {', '.join(ITEM_ORDERS)}"
        )
    return chosen


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


SETTINGS: tuple[Setting, ...] = (
    Setting("chatbot_url", ("chatbot_url",), "GOLDENEVAL_CHATBOT_URL", http_url),
    Setting(
        "min_pass_rate",
        ("rag_quality", "golden_min_pass_rate"),
        "GOLDENEVAL_MIN_PASS_RATE",
        ratio,
    ),
    Setting(
        "pass_threshold",
        ("rag_quality", "golden_pass_threshold"),
        "GOLDENEVAL_PASS_THRESHOLD",
        ratio,
    ),
    Setting("min_coverage", ("goldeneval", "min_coverage"), "GOLDENEVAL_MIN_COVERAGE", ratio),
    Setting("rejudge", ("goldeneval", "rejudge"), "GOLDENEVAL_REJUDGE", flag),
    Setting("suite", ("goldeneval", "suite"), "GOLDENEVAL_SUITE", key_str),
    Setting("store", ("goldeneval", "store"), "GOLDENEVAL_STORE", non_empty_str),
    Setting("concurrency", ("goldeneval", "concurrency"), "GOLDENEVAL_CONCURRENCY", positive_int),
    Setting(
        "allow_unverified", ("goldeneval", "allow_unverified"), "GOLDENEVAL_ALLOW_UNVERIFIED", flag
    ),
    Setting(
        "max_attempts", ("goldeneval", "max_attempts"), "GOLDENEVAL_MAX_ATTEMPTS", positive_int
    ),
    Setting(
        "deadline_seconds",
        ("goldeneval", "deadline_seconds"),
        "GOLDENEVAL_DEADLINE_SECONDS",
        positive_float,
    ),
    Setting("judge_url", ("goldeneval", "judge", "url"), "GOLDENEVAL_JUDGE_URL", http_url),
    Setting(
        "judge_model", ("goldeneval", "judge", "model"), "GOLDENEVAL_JUDGE_MODEL", non_empty_str
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
        "chatbot_request",
        ("goldeneval", "chatbot", "request"),
        "GOLDENEVAL_CHATBOT_REQUEST",
        _template,
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
        "chatbot_circuit_breaker", ("goldeneval", "chatbot", "circuit_breaker"), None, positive_int
    ),
    Setting("ca_file", ("goldeneval", "ca_file"), "GOLDENEVAL_CA_FILE", non_empty_str),
    # Compare mode (docs/design.md §5.1): the reference deployment and the pairwise gate.
    Setting(
        "compare_url", ("goldeneval", "compare", "chatbot_url"), "GOLDENEVAL_COMPARE_URL", http_url
    ),
    Setting(
        "compare_request",
        ("goldeneval", "compare", "chatbot", "request"),
        "GOLDENEVAL_COMPARE_CHATBOT_REQUEST",
        _template,
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
)

DEFAULT_API_KEY_ENV = "GOLDENEVAL_JUDGE_API_KEY"
_TOKEN = re.compile(r"[\x21-\x7e]+")
"""A judge key as an ``Authorization: Bearer`` value can carry it: visible ASCII, no spaces."""


_LEAVES = frozenset(s.path for s in SETTINGS)
_BRANCHES = frozenset(s.path[:n] for s in SETTINGS for n in range(1, len(s.path)))


def _unknown_keys(data: Mapping[str, Any], prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Keys that no setting reads. ``rag_quality`` is shared with other
    observatory tools, so its other keys are not ours to warn about."""
    out: list[tuple[str, ...]] = []
    for key, value in data.items():
        path = (*prefix, str(key))
        if path in _LEAVES:
            continue
        if path in _BRANCHES:
            if isinstance(value, Mapping):
                out += _unknown_keys(value, path)
        elif prefix != ("rag_quality",):
            out.append(path)
    return out


def _misshapen_sections(
    data: Mapping[str, Any], prefix: tuple[str, ...] = ()
) -> list[tuple[str, ...]]:
    """Sections (``goldeneval:``, ``goldeneval.judge:``, ``rag_quality:``…) that
    hold something other than a mapping of settings. Reading on with defaults
    would run against another store or other thresholds than the file meant.
    An empty section (``goldeneval:`` and nothing under it) is just empty."""
    out: list[tuple[str, ...]] = []
    for key, value in data.items():
        path = (*prefix, str(key))
        if path not in _BRANCHES or value is None:
            continue
        if isinstance(value, Mapping):
            out += _misshapen_sections(value, path)
        else:
            out.append(path)
    return out


def _kind(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return f"the value {str(value).lower()}"
    return f"the value {value!r}"


def _get(data: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    node: Any = data
    for part in path:
        node = node.get(part) if isinstance(node, Mapping) else None
    return node


def resolve(
    file_data: Mapping[str, Any] | None,
    env: Mapping[str, str],
    overrides: Mapping[str, Any],
    *,
    source: str = "config",
    require_chatbot: bool = True,
    lines: Mapping[tuple[str, ...], int] | None = None,
) -> tuple[Config, list[str]]:
    """Resolve the configuration; returns it and human-readable warnings.

    ``lines`` (from :func:`goldeneval.config._file.parse_config`) gives each
    key's line, so messages about the file say ``file:line``.
    """
    known = lines or {}

    def at(path: tuple[str, ...]) -> str:
        return f"{source}:{known[path]}" if path in known else source

    if file_data is not None and not isinstance(file_data, Mapping):
        raise ConfigError(
            f"{at(())}: expected a mapping of settings at the top level, found {_kind(file_data)}"
        )
    data = file_data or {}
    warnings = [f"{at(k)}: unknown key {'.'.join(k)!r} ignored" for k in _unknown_keys(data)]
    values: dict[str, Any] = {}
    errors: list[str] = [
        f"{at(p)}: {'.'.join(p)} must be a mapping of settings, not {_kind(_get(data, p))}"
        for p in _misshapen_sections(data)
    ]
    for s in SETTINGS:
        raw: Any = None
        where = ""
        if s.name in overrides and overrides[s.name] is not None:
            raw, where = overrides[s.name], f"flag for {s.name}"
        elif s.env and env.get(s.env):
            raw, where = env[s.env], f"environment variable {s.env}"
        else:
            node = _get(data, s.path)
            if node is not None:
                raw, where = node, f"{at(s.path)}: {'.'.join(s.path)}"
        if raw is None:
            continue
        try:
            values[s.name] = s.parse(raw)
        except (ValueError, TypeError) as exc:
            errors.append(f"{where} {exc}")
    if "store" not in values and env.get("DATABASE_URL"):
        values["store"] = env["DATABASE_URL"]
    if require_chatbot and "chatbot_url" not in values:
        errors.append(
            f"no chatbot URL: set chatbot_url in {source}, GOLDENEVAL_CHATBOT_URL, or --chatbot-url"
        )
    if require_chatbot and "judge_url" not in values:
        errors.append(
            f"no judge URL: set goldeneval.judge.url in {source}, GOLDENEVAL_JUDGE_URL, or --judge-url"
        )
    key_env = values.get("judge_api_key_env", DEFAULT_API_KEY_ENV)
    if env.get(key_env) and not _TOKEN.fullmatch(env[key_env]):
        # Named, never shown: the value is the secret. A trailing newline (from
        # `echo` or a file) would otherwise break the header or leak in an error.
        errors.append(
            f"environment variable {key_env} (the judge key) holds whitespace or characters "
            "a header cannot carry; set it to the bare key, without quotes or a line break"
        )
    if errors:
        raise ConfigError("invalid configuration:\n" + "\n".join(f"  {e}" for e in errors))
    api_key = Secret(env[key_env]) if env.get(key_env) else None
    if "concurrency" in values:  # the shared setting, unless a party has its own
        values.setdefault("chatbot_concurrency", values["concurrency"])
        values.setdefault("judge_concurrency", values["concurrency"])

    def given(*same: str, **renamed: str) -> dict[str, Any]:
        # Only the settings that were given (field=setting name): the dataclasses'
        # defaults are the only defaults.
        names = {**{n: n for n in same}, **renamed}
        return {f: values[n] for f, n in names.items() if n in values}

    chatbot = ChatbotConfig(
        url=values.get("chatbot_url", ""),
        **given(
            request="chatbot_request",
            answer_path="chatbot_answer_path",
            timeout_seconds="chatbot_timeout",
            concurrency="chatbot_concurrency",
            circuit_breaker="chatbot_circuit_breaker",
        ),
    )
    compare = None
    if "compare_url" in values:
        # The reference is asked like the candidate unless told otherwise:
        # the same body, answer path, timeout, and its own limiter of the same size.
        compare = CompareConfig(
            chatbot=replace(
                chatbot,
                url=values["compare_url"],
                **given(
                    request="compare_request",
                    answer_path="compare_answer_path",
                    timeout_seconds="compare_timeout",
                ),
            ),
            **given(
                max_drop="compare_max_drop",
                alpha="compare_alpha",
                gate_history="compare_gate_history",
            ),
        )
    cfg = Config(
        chatbot=chatbot,
        compare=compare,
        judge=JudgeConfig(
            url=values.get("judge_url"),
            model=values.get("judge_model", "judge"),
            api_key=api_key,
            **given(
                "judge_auto_fails",
                timeout_seconds="judge_timeout",
                concurrency="judge_concurrency",
                max_tokens="judge_max_tokens",
                reuse_max_age_days="judge_reuse_max_age_days",
                borderline="judge_borderline",
                samples="judge_samples",
            ),
        ),
        **given(
            "suite",
            "store",
            "min_pass_rate",
            "pass_threshold",
            "allow_unverified",
            "min_coverage",
            "rejudge",
            "max_attempts",
            "deadline_seconds",
            "ca_file",
            "item_order",
        ),
    )
    return cfg, warnings
