"""``goldeneval submit -f``: the manifest reaches the API server as the JSON kubectl would send."""

from __future__ import annotations

from pathlib import Path

import pytest

from goldeneval.model._errors import UsageError
from goldeneval.operator.tools._submit import load_manifest

HEAD = "apiVersion: goldeneval.ahu.go.id/v1alpha1\nkind: GoldenRun\nmetadata: {generateName: r-}\n"


def test_yaml_dates_become_strings_like_kubectl_sends_them(tmp_path: Path) -> None:
    path = tmp_path / "grun.yaml"
    path.write_text(
        HEAD + "spec:\n  suite: s\n  goldenSet: {configMapRef: {name: g}}\n  image: 2024-01-31\n"
    )
    assert load_manifest(str(path))["spec"]["image"] == "2024-01-31"


@pytest.mark.parametrize(
    ("value", "why"), [("!!binary aGVsbG8=", "bytes"), (".nan", "Out of range float")]
)
def test_values_json_cannot_carry_are_usage_errors(tmp_path: Path, value: str, why: str) -> None:
    path = tmp_path / "grun.yaml"
    path.write_text(
        HEAD
        + f"spec:\n  suite: s\n  goldenSet: {{configMapRef: {{name: g}}}}\n  minPassRate: {value}\n"
    )
    with pytest.raises(UsageError) as exc:
        load_manifest(str(path))
    assert str(path) in str(exc.value) and why in str(exc.value)
