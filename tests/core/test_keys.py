"""Keys (item ids, run ids, suites) must round-trip through every store exactly (docs/design.md §8).

Free text gets a visible replacement for what a store cannot keep; a key
cannot, so one holding NUL or an unpaired surrogate is refused as input.
"""

from __future__ import annotations

import re

import pytest

from goldeneval.config._settings import resolve
from goldeneval.config._validate import key_str
from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.model._errors import ConfigError, GoldenSetError
from goldeneval.model._keys import unstorable

ITEM = "- id: {id}\n  surface: public\n  domain: d\n  question: q\n  expected: {{}}\n"


def test_an_item_id_with_a_nul_is_refused_with_its_line() -> None:
    text = ITEM.format(id="ok") + ITEM.format(id='"a\\0b"')
    with pytest.raises(GoldenSetError) as caught:
        parse_golden_set(text, "set.yaml")
    assert "set.yaml:6: item #2: the id 'a\\x00b' contains a NUL character" in str(caught.value)


def test_ids_with_other_unusual_characters_are_accepted() -> None:
    text = ITEM.format(id='"pt\u2013perorangan\\nGATE PASSED \u0130 \u6cd5"')
    golden = parse_golden_set(text, "set.yaml")
    assert golden.items[0].id == "pt\u2013perorangan\nGATE PASSED \u0130 \u6cd5"


def test_a_suite_with_a_nul_or_surrogate_is_a_config_error() -> None:
    base = {"chatbot_url": "http://c", "goldeneval": {"judge": {"url": "http://j"}}}
    with pytest.raises(ConfigError, match="GOLDENEVAL_SUITE contains the unpaired surrogate"):
        resolve(base, {"GOLDENEVAL_SUITE": "nightly-\udcc4"}, {})
    with pytest.raises(ConfigError, match="--suite contains a NUL"):
        resolve(base, {}, {"suite": "a\x00"})


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("nightly", None),
        ("nightly-\u0130 \u2013 \n", None),
        ("a\x00", "contains a NUL character"),
        ("a\ud800", "contains the unpaired surrogate U+D800 (not UTF-8 text)"),
    ],
)
def test_unstorable_names_the_problem(value: str, problem: str | None) -> None:
    assert unstorable(value) == problem
    if problem is None:
        assert key_str(value) == value.strip()
    else:
        with pytest.raises(ValueError, match=re.escape(problem)):
            key_str(value)
