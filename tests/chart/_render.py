"""Render the goldeneval chart offline with the Helm SDK and parse the result."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import helm_python
import kubernetes_validate
import yaml

REPO = Path(__file__).resolve().parents[2]
CHART_DIR = REPO / "charts" / "goldeneval"
RELEASE = "goldeneval"
NAMESPACE = "goldeneval"
KUBE_VERSION = "1.30.0"

# Object kinds whose schema is a third-party CRD (not in kubernetes-validate):
# they are checked structurally by dedicated tests instead.
CRD_KINDS = {"ServiceMonitor", "PrometheusRule", "Certificate"}


@cache
def chart() -> helm_python.Chart:
    return helm_python.Chart.load(str(CHART_DIR))


def render(values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Every rendered Kubernetes object, in template order (NOTES.txt left out)."""
    out = chart().render(values or {}, name=RELEASE, namespace=NAMESPACE)
    objects: list[dict[str, Any]] = []
    for path in sorted(out):
        if path.endswith("NOTES.txt"):
            continue
        for doc in yaml.safe_load_all(out[path]):
            if doc:
                doc.setdefault("metadata", {})
                objects.append(doc)
    return objects


def notes(values: dict[str, Any] | None = None) -> str:
    out = chart().render(values or {}, name=RELEASE, namespace=NAMESPACE)
    return next(text for path, text in out.items() if path.endswith("NOTES.txt"))


def by_kind(objects: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [o for o in objects if o["kind"] == kind]


def one(objects: list[dict[str, Any]], kind: str, name: str | None = None) -> dict[str, Any]:
    found = [o for o in by_kind(objects, kind) if name is None or o["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


def validate(obj: dict[str, Any]) -> None:
    """Validate against the Kubernetes OpenAPI schema (strict: unknown fields fail)."""
    kubernetes_validate.validate(obj, KUBE_VERSION, strict=True)


def operator_config(objects: list[dict[str, Any]]) -> dict[str, Any]:
    cm = one(objects, "ConfigMap", RELEASE)
    return yaml.safe_load(cm["data"]["operator.yaml"])
