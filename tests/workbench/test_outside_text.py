"""Outside text on the pages and in the changes sent (hypothesis): escaped, controls shown,
and a sent form either is a change or names its field."""

from __future__ import annotations

import html
import re
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from goldeneval.workbench._form import FormError, sent
from goldeneval.workbench._render import shown

HIDDEN = re.compile(r"[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")


@given(st.text())
def test_shown_text_has_no_markup_but_its_control_marks(text: str) -> None:
    out = str(shown(text))
    bare = re.sub(r'<span class="ctl">U\+[0-9A-F]{4}</span>', "", out)
    assert "<" not in bare and ">" not in bare
    assert not HIDDEN.search(out)
    marked = re.sub(r'<span class="ctl">(U\+[0-9A-F]{4})</span>', r"\1", out)
    expected = HIDDEN.sub(lambda m: f"U+{ord(m.group()):04X}", text)
    expected = re.sub(r"[\x00\ud800-\udfff]", "\ufffd", expected)
    assert html.unescape(marked) == expected


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=10,
)
FIELDS = ["question", "must_include", "must_not_include", "rubric", "expected_tools", "verified"]


NAMES = ("Question", "Must include", "Must not include", "Rubric", "Expected tools", "Verified")


def _problem(body: dict[str, Any]) -> str | None:
    try:
        values = sent(body)
    except FormError as exc:
        return str(exc)
    assert isinstance(values.verified, bool)
    assert "\r\n" not in values.must_include
    return None


@given(st.dictionaries(st.sampled_from(FIELDS), JSON))
def test_a_sent_form_is_values_or_an_error_naming_the_field(body: dict[str, Any]) -> None:
    problem = _problem(body)
    assert problem is None or problem.startswith(NAMES)
