"""The API server's structural-schema rules for a CRD, as a test oracle.

A real API server refuses a ``CustomResourceDefinition`` whose
``openAPIV3Schema`` is not *structural* (apiextensions-apiserver,
``pkg/apiserver/schema/validation.go`` and the v1 CRD validation). No API
server runs on these machines, so this module restates those rules, with the
server's own wording for each error, and the CRD tests apply them to every CRD
we ship. The rules covered:

* every node that specifies a field (``properties`` values,
  ``additionalProperties``, ``items``) and the root has a non-empty ``type``,
  except nodes with ``x-kubernetes-int-or-string`` or
  ``x-kubernetes-preserve-unknown-fields``;
* an int-or-string node has no ``type``, and if it has a junctor it is exactly
  ``anyOf: [{type: integer}, {type: string}]`` (optionally inside ``allOf``);
* inside ``allOf``/``anyOf``/``oneOf``/``not`` no ``type``, ``description``,
  ``default``, ``additionalProperties``, ``nullable`` or ``x-kubernetes-*``;
  fields and items named there are also named outside;
* ``properties`` and ``additionalProperties`` are exclusive;
  ``additionalProperties: false``, ``uniqueItems: true``, ``$ref`` and friends
  are forbidden; ``x-kubernetes-preserve-unknown-fields`` is true or absent;
* ``metadata`` restricts at most ``name`` and ``generateName`` (strings);
* ``x-kubernetes-list-type: map`` names keys that its object items require;
* every ``x-kubernetes-validations`` rule compiles as CEL.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import celpy

JUNCTORS = ("allOf", "anyOf", "oneOf", "not")
TYPES = {"object", "array", "number", "integer", "string", "boolean"}
UNSUPPORTED = (
    "$ref",
    "$schema",
    "id",
    "definitions",
    "dependencies",
    "patternProperties",
    "additionalItems",
)
INT_OR_STRING = [{"type": "integer"}, {"type": "string"}]


def crd_errors(crd: Mapping[str, Any]) -> list[str]:
    """Every reason an API server would refuse ``crd``, as ``path: reason`` lines."""
    errors: list[str] = []
    for i, version in enumerate(crd["spec"]["versions"]):
        path = f"spec.versions[{i}].schema.openAPIV3Schema"
        schema = (version.get("schema") or {}).get("openAPIV3Schema")
        if not isinstance(schema, Mapping):
            errors.append(f"{path}: Required value: schemas are required")
            continue
        errors.extend(_walk(schema, path, root=True))
    return errors


def _walk(node: Mapping[str, Any], path: str, *, root: bool = False) -> Iterator[str]:
    int_or_string = node.get("x-kubernetes-int-or-string") is True
    preserve = node.get("x-kubernetes-preserve-unknown-fields")
    if preserve is not None and preserve is not True:
        yield f"{path}.x-kubernetes-preserve-unknown-fields: Invalid value: must be true or undefined"
    kind = node.get("type", "")
    if kind and kind not in TYPES:
        yield f"{path}.type: Unsupported value: {kind!r}"
    if int_or_string:
        if kind:
            yield f"{path}.type: Invalid value: must be empty if x-kubernetes-int-or-string is true"
    elif not kind and not preserve:
        yield f"{path}.type: Required value: must not be empty for specified object fields"
    if root and kind and kind != "object":
        yield f"{path}.type: Invalid value: must be object at the root"
    for key in UNSUPPORTED:
        if key in node:
            yield f"{path}.{key}: Forbidden: {key} is not supported"
    if node.get("uniqueItems") is True:
        yield f"{path}.uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic"
    if node.get("additionalProperties") is False:
        yield f"{path}.additionalProperties: Forbidden: additionalProperties cannot be set to false"
    if "properties" in node and "additionalProperties" in node:
        yield f"{path}.additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive"
    if "items" in node and not isinstance(node["items"], Mapping):
        yield f"{path}.items: Forbidden: items must be a schema object and not an array"
    yield from _junctors(node, path, int_or_string=int_or_string)
    yield from _list_map(node, path)
    yield from _cel(node, path)
    for name, child in (node.get("properties") or {}).items():
        child_path = f"{path}.properties[{name}]"
        if root and name == "metadata":
            yield from _metadata(child, child_path)
        else:
            yield from _walk(child, child_path)
    if isinstance(node.get("additionalProperties"), Mapping):
        yield from _walk(node["additionalProperties"], f"{path}.additionalProperties")
    if isinstance(node.get("items"), Mapping):
        yield from _walk(node["items"], f"{path}.items")


def _junctors(node: Mapping[str, Any], path: str, *, int_or_string: bool) -> Iterator[str]:
    if int_or_string and _is_int_or_string_pattern(node):
        return
    for junctor in JUNCTORS:
        if junctor not in node:
            continue
        branches = node[junctor] if junctor != "not" else [node[junctor]]
        for i, branch in enumerate(branches):
            where = f"{path}.{junctor}[{i}]" if junctor != "not" else f"{path}.not"
            yield from _inside_junctor(branch, where, outside=node)


def _is_int_or_string_pattern(node: Mapping[str, Any]) -> bool:
    """The two shapes the server accepts beside ``x-kubernetes-int-or-string``."""
    if "anyOf" in node:
        return node["anyOf"] == INT_OR_STRING and not any(
            j in node for j in ("allOf", "oneOf", "not")
        )
    if "allOf" in node and node["allOf"] and isinstance(node["allOf"][0], Mapping):
        first = node["allOf"][0]
        return set(first) == {"anyOf"} and first["anyOf"] == INT_OR_STRING
    return not any(j in node for j in JUNCTORS)


def _inside_junctor(
    branch: Mapping[str, Any], path: str, *, outside: Mapping[str, Any]
) -> Iterator[str]:
    for key in ("type", "description", "default", "additionalProperties", "nullable"):
        if key in branch:
            yield f"{path}.{key}: Forbidden: must be empty to be structural"
    for key in branch:
        if key.startswith("x-kubernetes-"):
            yield f"{path}.{key}: Forbidden: must be empty to be structural"
    known = outside.get("properties") or {}
    for name, child in (branch.get("properties") or {}).items():
        if name not in known:
            yield f"{path}.properties[{name}]: Forbidden: must not be specified in junctors without being specified outside"
        yield from _inside_junctor(child, f"{path}.properties[{name}]", outside=known.get(name, {}))
    if isinstance(branch.get("items"), Mapping):
        if not isinstance(outside.get("items"), Mapping):
            yield f"{path}.items: Forbidden: must not be specified in junctors without being specified outside"
        yield from _inside_junctor(
            branch["items"], f"{path}.items", outside=outside.get("items", {})
        )
    for junctor in JUNCTORS:
        if junctor in branch:
            inner = branch[junctor] if junctor != "not" else [branch[junctor]]
            for i, child in enumerate(inner):
                yield from _inside_junctor(child, f"{path}.{junctor}[{i}]", outside=outside)


def _metadata(node: Mapping[str, Any], path: str) -> Iterator[str]:
    if node.get("type") != "object":
        yield f"{path}.type: Invalid value: must be object"
    allowed = {"type", "properties", "description"}
    for key in node:
        if key not in allowed:
            yield f"{path}.{key}: Forbidden: must not be specified for metadata"
    for name, child in (node.get("properties") or {}).items():
        if name not in ("name", "generateName"):
            yield f"{path}.properties[{name}]: Forbidden: only name and generateName may be restricted"
        elif child.get("type") != "string":
            yield f"{path}.properties[{name}].type: Invalid value: must be string"


def _list_map(node: Mapping[str, Any], path: str) -> Iterator[str]:
    list_type = node.get("x-kubernetes-list-type")
    if list_type is None:
        if "x-kubernetes-list-map-keys" in node:
            yield f"{path}.x-kubernetes-list-map-keys: Forbidden: only allowed for x-kubernetes-list-type=map"
        return
    if list_type not in ("atomic", "set", "map"):
        yield f"{path}.x-kubernetes-list-type: Unsupported value: {list_type!r}"
    if node.get("type") != "array":
        yield f"{path}.type: Invalid value: must be array if x-kubernetes-list-type is specified"
    if list_type != "map":
        return
    keys = node.get("x-kubernetes-list-map-keys") or []
    items = node.get("items") or {}
    if not keys:
        yield f"{path}.x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map"
    if items.get("type") != "object":
        yield f"{path}.items.type: Invalid value: must be object if parent array's x-kubernetes-list-type is map"
    for key in keys:
        prop = (items.get("properties") or {}).get(key)
        if prop is None:
            yield f"{path}.items.properties[{key}]: Required value: entries mentioned in x-kubernetes-list-map-keys must be properties"
        elif key not in (items.get("required") or []) and "default" not in prop:
            yield f"{path}.items.properties[{key}]: Invalid value: must be required or have a default"


def _cel(node: Mapping[str, Any], path: str) -> Iterator[str]:
    for i, rule in enumerate(node.get("x-kubernetes-validations") or []):
        where = f"{path}.x-kubernetes-validations[{i}].rule"
        text = rule.get("rule") if isinstance(rule, Mapping) else None
        if not isinstance(text, str) or not text.strip():
            yield f"{where}: Required value"
            continue
        try:
            celpy.Environment().compile(text)
        except Exception as exc:  # celpy raises its own parse errors
            yield f"{where}: Invalid value: compilation failed: {exc}"
