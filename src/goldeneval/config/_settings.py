"""Configuration (docs/design.md §6): one table of settings, four sources.

Precedence: command-line flag > environment (``GOLDENEVAL_*``) > config file >
default. The file accepts the observatory keys of the SME guide
(``chatbot_url``, ``rag_quality.*``) and this project's own keys under
``goldeneval:``. The ``goldeneval:`` section is this project's alone: a key
there that no setting reads is a misspelt setting, so it is an error naming
its line and the closest key (``min_agreemnt`` would otherwise leave the gate
at its default). Unknown keys elsewhere stay warnings, because the same
observatory file carries keys for other tools.

Resolution is pure: the caller reads the file and passes the environment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from goldeneval.config._agents import (
    candidate_agent,
    compare_internal_errors,
    internal_errors,
    reference_agent,
)
from goldeneval.config._harvest import embeddings_config, embeddings_errors
from goldeneval.config._records import (
    ChatbotConfig,
    CompareConfig,
    Config,
    InternalConfig,
    JudgeConfig,
)
from goldeneval.config._secret import Secret, header_key_error
from goldeneval.config._table import SETTINGS
from goldeneval.config._validate import missing_parties, selective_errors
from goldeneval.model import ConfigError, did_you_mean

DEFAULT_API_KEY_ENV = "GOLDENEVAL_JUDGE_API_KEY"


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


GATE_SECTION = "rag_quality"
"""The observatory section that sets the gate; its ``golden_*`` keys are goldeneval's."""
_GATE_KEYS = tuple(s.path[1] for s in SETTINGS if s.path[0] == GATE_SECTION)


def _gate_typos(data: Mapping[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """``rag_quality.golden_*`` keys that no setting reads, each with the closest known name.

    Every ``golden_`` key in that section is ours: one we do not know is a
    misspelt gate setting, and ignoring it would gate at the default without a
    word (``golden_min_passrate: 0.95`` gating at 0.80). So it is an error;
    other tools' keys in the section are left alone.
    """
    section = data.get(GATE_SECTION)
    if not isinstance(section, Mapping):
        return []
    out: list[tuple[tuple[str, ...], str]] = []
    for key in section:
        name = str(key)
        if name.startswith("golden_") and name not in _GATE_KEYS:
            problem = f"{GATE_SECTION}.{name} is not a goldeneval setting; {_suggest(name)}"
            out.append(((GATE_SECTION, name), problem))
    return out


def _suggest(name: str) -> str:
    """``did you mean X?`` for the closest gate key, else the list of them."""
    return did_you_mean(name, _GATE_KEYS) or f"the gate keys are {', '.join(_GATE_KEYS)}"


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


OWN_SECTION = "goldeneval"
"""The file's section that belongs to goldeneval alone: every key in it must be a setting."""


def _siblings(path: tuple[str, ...]) -> list[str]:
    """The known keys beside ``path``'s last key, in the same section."""
    depth = len(path) - 1
    return sorted(
        {s.path[depth] for s in SETTINGS if len(s.path) > depth and s.path[:depth] == path[:-1]}
    )


def _unknown_warning(path: tuple[str, ...], where: str) -> str:
    """The warning for a key no setting reads, with the closest known key beside it."""
    hint = did_you_mean(path[-1], _siblings(path))
    return f"{where}: unknown key {'.'.join(path)!r} ignored{f' ({hint})' if hint else ''}"


def _own_typo(path: tuple[str, ...], where: str) -> str:
    """The error for a key under ``goldeneval:`` that no setting reads: the closest key, or all."""
    known = _siblings(path)
    section = ".".join(path[:-1])
    hint = did_you_mean(path[-1], known) or f"the keys of {section} are {', '.join(known)}"
    return f"{where}: {'.'.join(path)} is not a goldeneval setting; {hint}"


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
    at = _Places(source, lines or {})
    if file_data is not None and not isinstance(file_data, Mapping):
        raise ConfigError(
            f"{at(())}: expected a mapping of settings at the top level, found {_kind(file_data)}"
        )
    data = file_data or {}
    unknown = _unknown_keys(data)
    warnings = [_unknown_warning(k, at(k)) for k in unknown if k[0] != OWN_SECTION]
    errors = _shape_errors(data, at)
    errors += [_own_typo(k, at(k)) for k in unknown if k[0] == OWN_SECTION]
    values = _read_settings(data, env, overrides, at, errors)
    if "store" not in values and env.get("DATABASE_URL"):
        values["store"] = env["DATABASE_URL"]
    if require_chatbot:
        errors += missing_parties(values, source)
    errors += internal_errors(values, source)
    errors += compare_internal_errors(values, source)
    errors += selective_errors(values, source)
    errors += embeddings_errors(values, env, source)
    key_env = values.get("judge_api_key_env", DEFAULT_API_KEY_ENV)
    if (why := header_key_error(env, key_env, "the judge key")) is not None:
        errors.append(why)
    if errors:
        raise ConfigError("invalid configuration:\n" + "\n".join(f"  {e}" for e in errors))
    api_key = Secret(env[key_env]) if env.get(key_env) else None
    config = replace(_build(values, api_key), embeddings=embeddings_config(values, env))
    return config, warnings


class _Places:
    """Where a key of the file is, as messages name it: ``file:line``, or the file alone."""

    def __init__(self, source: str, lines: Mapping[tuple[str, ...], int]) -> None:
        self.source = source
        self.lines = lines

    def __call__(self, path: tuple[str, ...]) -> str:
        return f"{self.source}:{self.lines[path]}" if path in self.lines else self.source


def _shape_errors(data: Mapping[str, Any], at: _Places) -> list[str]:
    """Sections that are not mappings; once the shape is right, misspelt gate keys."""
    errors = [
        f"{at(p)}: {'.'.join(p)} must be a mapping of settings, not {_kind(_get(data, p))}"
        for p in _misshapen_sections(data)
    ]
    if not errors:
        errors += [f"{at(path)}: {problem}" for path, problem in _gate_typos(data)]
    return errors


def _read_settings(
    data: Mapping[str, Any],
    env: Mapping[str, str],
    overrides: Mapping[str, Any],
    at: _Places,
    errors: list[str],
) -> dict[str, Any]:
    """Each setting from its strongest source (flag > environment > file), parsed by its rule.

    A value its rule refuses is appended to ``errors``, naming where it came from.
    """
    values: dict[str, Any] = {}
    for s in SETTINGS:
        raw: Any = None
        where = ""
        if s.name in overrides and overrides[s.name] is not None:
            raw, where = overrides[s.name], s.flag or f"setting {s.name}"
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
    return values


class _Given:
    """The settings that were given, by record field: the dataclasses' defaults are the only defaults."""

    def __init__(self, values: Mapping[str, Any]) -> None:
        self.values = values

    def __call__(self, *same: str, **renamed: str) -> dict[str, Any]:
        # field=setting name; a name alone is both.
        names = {**{n: n for n in same}, **renamed}
        return {f: self.values[n] for f, n in names.items() if n in self.values}


def _build(values: dict[str, Any], api_key: Secret | None) -> Config:
    """The ``Config`` record from the checked settings."""
    if "concurrency" in values:  # the shared setting, unless a party has its own
        values.setdefault("chatbot_concurrency", values["concurrency"])
        values.setdefault("judge_concurrency", values["concurrency"])
    given = _Given(values)
    chatbot = ChatbotConfig(
        url=values.get("chatbot_url", ""),
        **given(
            request="chatbot_request",
            answer_path="chatbot_answer_path",
            timeout_seconds="chatbot_timeout",
            concurrency="chatbot_concurrency",
            circuit_breaker="chatbot_circuit_breaker",
            samples="chatbot_samples",
        ),
    )
    return Config(
        chatbot=chatbot,
        compare=_compare(values, chatbot, given, candidate_agent(values)),
        internal=candidate_agent(values),
        judge=JudgeConfig(
            url=values.get("judge_url"),
            model=values.get("judge_model", "judge"),
            api_key=api_key,
            **given(
                "judge_auto_fails",
                timeout_seconds="judge_timeout",
                concurrency="judge_concurrency",
                max_tokens="judge_max_tokens",
                max_tokens_per_run="judge_max_tokens_per_run",
                reuse_max_age_days="judge_reuse_max_age_days",
                borderline="judge_borderline",
                samples="judge_samples",
                min_agreement="min_agreement",
                target_agreement="target_agreement",
                risk="risk",
                calibration_tolerance="calibration_tolerance",
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
            "store_outage_seconds",
            "store_buffer_items",
            "spool_dir",
            "harvest_min_questions",
            flaky_window="history_flaky_window",
        ),
    )


def _compare(
    values: Mapping[str, Any],
    chatbot: ChatbotConfig,
    given: _Given,
    internal: InternalConfig | None,
) -> CompareConfig | None:
    """Compare mode's settings, when a reference URL is given."""
    if "compare_url" not in values:
        return None
    # The reference is asked like the candidate unless told otherwise (a limiter of its own).
    return CompareConfig(
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
        internal=reference_agent(values, internal),
    )
