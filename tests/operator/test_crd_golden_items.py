"""Inline golden items in a GoldenRun accept every key the golden-set loader accepts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from goldeneval.goldenset._parse import ITEM_KEYS

from .emulator import strict_schema

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_SET = ROOT / "src" / "goldeneval" / "data" / "golden-set.example.yaml"


def item_schema() -> dict[str, Any]:
    crd = yaml.safe_load((ROOT / "crds" / "goldenrun.yaml").read_text())
    (version,) = crd["spec"]["versions"]
    schema = strict_schema(version["schema"]["openAPIV3Schema"])
    golden = schema["properties"]["spec"]["properties"]["goldenSet"]
    return dict(golden["properties"]["items"]["items"])


def test_the_crd_item_schema_knows_every_item_key() -> None:
    assert set(item_schema()["properties"]) == set(ITEM_KEYS)


def test_the_example_set_fits_inline_lint_ignore_included() -> None:
    items = json.loads(json.dumps(yaml.safe_load(EXAMPLE_SET.read_text()), default=str))
    assert any("lint_ignore" in i for i in items)
    for it in items:
        jsonschema.validate(it, item_schema())


def test_lint_ignore_must_be_a_list_of_short_strings() -> None:
    base = {
        "id": "a",
        "surface": "public",
        "domain": "d",
        "question": "q?",
        "expected": {},
    }
    for bad in ("negation-trap", [3], ["x" * 65]):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({**base, "lint_ignore": bad}, item_schema())
