"""A config file's text as plain settings, read as strictly as a golden set.

The file is YAML edited by hand, so it goes through the same line-numbered
event loader as the golden set (``_yamltree``) rather than ``yaml.safe_load``:
every problem can then name its line, a repeated key is an error instead of a
silent "last one wins", and a YAML alias stays one shared node until it is
turned into plain values here — with a budget. Without one, a few hundred
bytes of aliases nested inside each other (an "alias bomb") expand into
billions of values: 20 s and 2.7 GB before this loader, a refusal in
microseconds with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from goldeneval.goldenset import Map, Node, Scalar, Seq, UnsupportedYaml, compose
from goldeneval.model import ConfigError

MAX_VALUES = 10_000
"""Values (mappings, lists and scalars, each alias use counted again) a config may expand to."""
MAX_DEPTH = 32
"""Nesting a config may have; the deepest real setting is three levels down."""

Path = tuple[str, ...]


@dataclass(frozen=True)
class ConfigFile:
    """A parsed config file."""

    data: Any
    """The settings as plain Python values (None for an empty file)."""
    lines: Mapping[Path, int] = field(default_factory=dict)
    """1-based line of each key, by its path of keys (``("goldeneval", "judge")``)."""


class _Budget:
    def __init__(self, source: str) -> None:
        self.source = source
        self.left = MAX_VALUES

    def spend(self, node: Node, depth: int) -> None:
        self.left -= 1
        if self.left < 0:
            raise ConfigError(
                f"{self.source}:{node.line}: the settings expand to more than {MAX_VALUES} "
                "values (YAML aliases repeated inside each other?); write the settings out plainly"
            )
        if depth > MAX_DEPTH:
            raise ConfigError(
                f"{self.source}:{node.line}: settings nested more than {MAX_DEPTH} levels deep "
                "(an alias that contains itself?); write the settings out plainly"
            )


def _plain(node: Node, path: Path, lines: dict[Path, int], budget: _Budget) -> Any:
    budget.spend(node, len(path))
    if isinstance(node, Scalar):
        return node.value
    if isinstance(node, Seq):
        return [_plain(v, (*path, str(n)), lines, budget) for n, v in enumerate(node.value)]
    assert isinstance(node, Map)
    out: dict[str, Any] = {}
    for key_node, value in node.value:
        if not isinstance(key_node, Scalar):
            raise ConfigError(
                f"{budget.source}:{key_node.line}: a key must be a plain word, "
                "not a list or mapping"
            )
        key = str(key_node.value)
        here = (*path, key)
        if key in out:
            raise ConfigError(
                f"{budget.source}:{key_node.line}: key {'.'.join(here)!r} appears twice "
                f"(first on line {lines[here]}); keep one"
            )
        lines[here] = key_node.line
        out[key] = _plain(value, here, lines, budget)
    return out


def parse_config(text: str, source: str) -> ConfigFile:
    """Plain settings and their lines; ConfigError naming file and line on any problem."""
    try:
        root = compose(text)
    except UnsupportedYaml as exc:
        raise ConfigError(f"{_where(source, exc)}: {exc.problem}") from None
    except yaml.YAMLError as exc:
        what = getattr(exc, "problem", None) or str(exc)
        raise ConfigError(
            f"{_where(source, exc)}: not valid YAML ({what}); fix the syntax"
        ) from None
    if root is None:
        return ConfigFile(None)
    lines: dict[Path, int] = {(): root.line}
    return ConfigFile(_plain(root, (), lines, _Budget(source)), lines)


def _where(source: str, exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    return source if mark is None else f"{source}:{mark.line + 1}"
