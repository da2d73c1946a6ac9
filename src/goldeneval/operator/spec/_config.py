"""The operator's configuration file (``goldeneval operator --config operator.yaml``).

The Helm chart renders it into a ConfigMap (see ``docs/architecture.md``).
Every key is optional. ``defaults`` fill what a GoldenRun's spec leaves out,
so a GoldenRun can be a few lines. Unknown keys are reported as warnings (an
older operator must start with a newer chart), except under ``defaults``: those
are the evaluator's settings (what the CLI reads from ``goldeneval:``), and
ignoring a misspelt one (``minPassrate``, ``judge.minAgreemnt``) would run every
GoldenRun at the built-in default without a word, so it is an error naming the
closest key.
Wrong values are a :class:`~goldeneval.ConfigError` that says which key and
what to do. The file goes through the same line-numbered loader as the CLI's
config, so every message names its line. The keys, the record fields they
fill and their rules are one table (``_configtable``); this module reads a
file by it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from goldeneval.config import non_empty_str, parse_config
from goldeneval.model import ConfigError, closest_keys, did_you_mean
from goldeneval.operator.spec._configrecords import OperatorConfig
from goldeneval.operator.spec._configtable import (
    GATE_KEYS,
    OPERATOR_CONFIG,
    Ref,
    Section,
)

DEFAULTS = "defaults"
"""The section that sets every run's evaluator settings (goldeneval's ``goldeneval:`` section
in the operator's words): a key there that is not a setting is an error, never ignored."""


def _hint(key: object, keys: tuple[str, ...]) -> str:
    """``did you mean X?`` for the closest key, else every key of the section."""
    return did_you_mean(key, keys) or f"the keys here are {', '.join(keys)}"


class _Reader:
    """Walks the YAML mapping, collecting every problem and unknown key."""

    def __init__(self, source: str, lines: Mapping[tuple[str, ...], int]) -> None:
        self.source = source
        self.lines = lines
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def _at(self, where: str) -> str:
        line = self.lines.get(tuple(where.split(".")))
        return self.source if line is None else f"{self.source}:{line}"

    def section(self, data: Any, path: str) -> Mapping[str, Any]:
        if data is None:
            return {}
        if not isinstance(data, Mapping):
            self.errors.append(f"{path}: expected a mapping")
            return {}
        return data

    def known(self, data: Mapping[str, Any], path: str, keys: tuple[str, ...]) -> None:
        for key in data:
            if key in keys:
                continue
            where = f"{path}.{key}" if path else str(key)
            close = closest_keys(key, keys)
            if path == DEFAULTS and close and close[0] in GATE_KEYS:
                self.errors.append(
                    f"{self._at(where)}: {where} is not a setting; {did_you_mean(key, keys)} "
                    "(a misspelt gate key would leave every run at the default)"
                )
                continue
            if path == DEFAULTS or path.startswith(DEFAULTS + "."):
                self.errors.append(
                    f"{self._at(where)}: {where} is not a setting; {_hint(key, keys)}"
                )
                continue
            hint = f" ({did_you_mean(key, keys)})" if close else ""
            self.warnings.append(f"{self._at(where)}: unknown key {where!r} ignored{hint}")

    def get(self, data: Mapping[str, Any], key: str, path: str, parse: Callable[[Any], Any]) -> Any:
        raw = data.get(key)
        if raw is None:
            return None
        try:
            return parse(raw)
        except (TypeError, ValueError) as exc:
            where = f"{path}.{key}" if path else key
            self.errors.append(f"{where}: {exc}")
            return None

    def ref(self, data: Any, path: str, ref: Ref) -> Any:
        """``{name, key}`` of a Secret or ConfigMap; None (and an error if half given) otherwise."""
        if data is None:
            return None
        d = self.section(data, path)
        self.known(d, path, ("name", "key"))
        name = self.get(d, "name", path, non_empty_str)
        key = self.get(d, "key", path, non_empty_str)
        if name is None or key is None:
            self.errors.append(f"{path}: needs both 'name' and 'key'")
            return None
        return ref.record(name, key)

    def fields(self, data: Any, path: str, section: Section, label: str) -> dict[str, Any]:
        """The record fields a section's keys fill; a key not given fills none (the default)."""
        d = self.section(data, label)
        self.known(d, path, tuple(k.name for k in section.keys))
        found: dict[str, Any] = {}
        for k in section.keys:
            where = f"{path}.{k.name}" if path else k.name
            if isinstance(k.rule, Section) and k.rule.record is None:
                found.update(self.fields(d.get(k.name), where, k.rule, where))
                continue
            if isinstance(k.rule, Section):
                value = self.record(d.get(k.name), where, k.rule)
            elif isinstance(k.rule, Ref):
                value = self.ref(d.get(k.name), where, k.rule)
            else:
                value = self.get(d, k.name, path, k.rule)
            if value is not None:  # ``0`` and ``False`` are real values
                found[k.field] = value
        return found

    def record(self, data: Any, path: str, section: Section, label: str | None = None) -> Any:
        """The section's record from its keys and the record's own defaults, then its check."""
        assert section.record is not None
        built = section.record(**self.fields(data, path, section, label or path))
        if section.check is not None and (problem := section.check(built)) is not None:
            self.errors.append(problem)
        return built


def parse_operator_config(
    text: str | None, source: str = "operator config"
) -> tuple[OperatorConfig, list[str]]:
    """Parse the YAML text of the operator config; returns it and the warnings.

    Raises ConfigError listing every problem (key path and the expected value).
    """
    if text is None or not text.strip():
        return OperatorConfig(), []
    parsed = parse_config(text, source)
    r = _Reader(source, parsed.lines)
    config = r.record(parsed.data, "", OPERATOR_CONFIG, label="(top level)")
    if r.errors:
        raise ConfigError(
            f"invalid operator configuration in {source}:\n"
            + "\n".join(f"  {e}" for e in r.errors)
            + "\nfix these keys (see docs/operator.md for every key and its default)"
        )
    assert isinstance(config, OperatorConfig)
    return config, r.warnings
