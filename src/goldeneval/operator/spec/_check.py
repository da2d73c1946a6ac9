"""Checking a GoldenRun spec's values: every problem collected, each naming its field.

The values are checked by the evaluator's own rules (``goldeneval.config``),
so the operator never accepts what the pod would refuse; ``_run`` and
``_compare`` resolve the spec with it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from goldeneval.config import http_url
from goldeneval.operator.spec._configrecords import SecretRef


def get(spec: Mapping[str, Any], *path: str) -> Any:
    """The value at ``path`` in nested mappings, or None where any step is missing."""
    node: Any = spec
    for part in path:
        if not isinstance(node, Mapping):
            return None
        node = node.get(part)
    return node


class Checker:
    """Checks a spec's values one by one and collects every problem, each naming its field."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def required(self, value: str | None, default: str | None, what: str, key: str) -> str | None:
        """The spec's value, else the operator default, else a problem saying where to set it."""
        found = value or default
        if found is None:
            self.problems.append(
                f"no {what}: set spec.{key}, or defaults.{key} in the operator config"
            )
        return found

    def str_(self, value: Any, where: str, *, url: bool = False) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str) or not value.strip():
            self.problems.append(f"{where} must be a non-empty string")
            return None
        if url:
            # The evaluator's own rule (goldeneval.config._validate), so a URL the
            # operator accepts never fails inside the pod, and the CRD's
            # pattern says the same (tests/operator/test_crd.py ties the three).
            try:
                return http_url(value)
            except ValueError as exc:
                self.problems.append(f"{where} {exc}: {value.strip()[:200]!r}")
                return None
        return value.strip()

    def num(self, value: Any, where: str, lo: float, hi: float | None = None) -> float | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.problems.append(f"{where} must be a number")
            return None
        if value < lo or (hi is not None and value > hi):
            rng = f"between {lo:g} and {hi:g}" if hi is not None else f"at least {lo:g}"
            self.problems.append(f"{where} must be {rng} (got {value})")
            return None
        return float(value)

    def int_(self, value: Any, where: str, lo: int, hi: int | None = None) -> int | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.problems.append(f"{where} must be a whole number")
            return None
        if value < lo or (hi is not None and value > hi):
            rng = f"between {lo} and {hi}" if hi is not None else f"at least {lo}"
            self.problems.append(f"{where} must be {rng} (got {value})")
            return None
        return value

    def rule(self, value: Any, where: str, check: Callable[[Any], Any], *, whole: bool) -> Any:
        """A number checked by the evaluator's own rule (``goldeneval.config._validate``),
        so the operator never accepts what the pod would refuse. The spec is
        JSON: text such as "7" is not a number here, though the environment's is."""
        if value is None:
            return None
        if whole and isinstance(value, float) and value.is_integer():
            # The API server takes ``7.0`` for an integer field; so does the
            # operator, and the pod is given ``7``, which the evaluator reads.
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int if whole else int | float):
            self.problems.append(f"{where} must be a {'whole number' if whole else 'number'}")
            return None
        try:
            return check(value)
        except ValueError as exc:
            self.problems.append(f"{where} {exc} (got {value})")
            return None

    def secret(self, value: Any, where: str) -> SecretRef | None:
        if value is None:
            return None
        name = self.str_(get(value, "name"), f"{where}.name")
        key = self.str_(get(value, "key"), f"{where}.key")
        if name is None or key is None:
            if not self.problems or not self.problems[-1].startswith(where):
                self.problems.append(f"{where} needs both name and key")
            return None
        return SecretRef(name, key)
