"""The CRD's ``x-kubernetes-validations`` rules, evaluated with cel-python as the API server would.

:func:`rules` finds every rule in a CRD schema with the path of the node that
carries it; :func:`cel_errors` evaluates them on an object (and, for an
update, the stored object): ``self`` is the node's value, ``oldSelf`` the
stored value at the same place. As on the API server, a transition rule (one
that mentions ``oldSelf``) is only evaluated on an update where the old
value exists, and a rule is skipped where its node is absent from the object.
cel-python cannot estimate the API server's cost budget; the schema's bounds
(maxLength, maxItems) are checked elsewhere.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import celpy

MISSING = object()


@dataclass(frozen=True)
class Rule:
    """One ``x-kubernetes-validations`` entry and where it sits."""

    path: tuple[str, ...]
    """Property names from the object's root; ``[]`` stands for every item of an array."""
    rule: str
    message: str

    @property
    def transition(self) -> bool:
        return "oldSelf" in self.rule

    @property
    def where(self) -> str:
        return ".".join(self.path) or "<root>"


def rules(crd: Mapping[str, Any]) -> list[Rule]:
    """Every rule of the CRD's (single served) version's schema."""
    (version,) = [v for v in crd["spec"]["versions"] if v.get("served")]
    return list(_walk(version["schema"]["openAPIV3Schema"], ()))


def _walk(node: Mapping[str, Any], path: tuple[str, ...]) -> Iterator[Rule]:
    for entry in node.get("x-kubernetes-validations") or ():
        yield Rule(path, entry["rule"], " ".join(str(entry.get("message", "")).split()))
    for name, child in (node.get("properties") or {}).items():
        yield from _walk(child, (*path, name))
    if isinstance(node.get("items"), Mapping):
        yield from _walk(node["items"], (*path, "[]"))
    if isinstance(node.get("additionalProperties"), Mapping):
        yield from _walk(node["additionalProperties"], (*path, "{}"))


def _values(obj: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    """(concrete path, value) of every node ``path`` names in ``obj``."""
    if not path:
        yield (), obj
        return
    head, rest = path[0], path[1:]
    if head == "[]" and isinstance(obj, list):
        for i, item in enumerate(obj):
            for sub, value in _values(item, rest):
                yield (str(i), *sub), value
    elif head == "{}" and isinstance(obj, Mapping):
        for key, item in obj.items():
            for sub, value in _values(item, rest):
                yield (key, *sub), value
    elif isinstance(obj, Mapping) and head in obj:
        for sub, value in _values(obj[head], rest):
            yield (head, *sub), value


def _at(obj: Any, concrete: tuple[str, ...]) -> Any:
    for part in concrete:
        if isinstance(obj, list) and part.isdigit() and int(part) < len(obj):
            obj = obj[int(part)]
        elif isinstance(obj, Mapping) and part in obj:
            obj = obj[part]
        else:
            return MISSING
    return obj


def evaluate(rule: Rule, value: Any, old: Any = MISSING) -> bool:
    """The rule's result for one node (``old``: the stored value, for transition rules)."""
    env = celpy.Environment()
    program = env.program(env.compile(rule.rule))
    activation = {"self": celpy.json_to_cel(value)}
    if old is not MISSING:
        activation["oldSelf"] = celpy.json_to_cel(old)
    return bool(program.evaluate(activation))


def cel_errors(
    crd: Mapping[str, Any], obj: Mapping[str, Any], old: Mapping[str, Any] | None = None
) -> list[str]:
    """The API server's messages for every rule ``obj`` breaks (``old``: an update)."""
    errors: list[str] = []
    for rule in rules(crd):
        for concrete, value in _values(obj, rule.path):
            previous = MISSING if old is None else _at(old, concrete)
            if rule.transition and previous is MISSING:
                continue  # transition rules only run on updates of an existing value
            if not evaluate(rule, value, previous):
                where = ".".join(concrete) or "<root>"
                errors.append(f"{where}: Invalid value: {rule.message or rule.rule}")
    return errors
