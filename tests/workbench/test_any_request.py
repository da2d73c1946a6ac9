"""Any change a client sends, any path it asks (hypothesis): an answer with the headers and a
status that says what was wrong, never a failure of the workbench, and nothing stored."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import httpx
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from goldeneval.workbench import CSP
from tests.workbench.cluster import Mounted
from tests.workbench.seed import SUITE

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
KEYS = [
    "run",
    "item",
    "label",
    "note",
    "answer_sha256",
    "key",
    "kind",
    "sha256",
    "question",
    "must_include",
    "verified",
    "id",
    "domain",
    "expected_tools",
]
BODIES = st.one_of(JSON, st.dictionaries(st.sampled_from(KEYS), JSON, max_size=6))
CHANGES = [
    "review/label",
    "review/undo",
    "items/cv-daftar-03",
    "items/nope",
    "drafts/add",
    "drafts/decide",
    "review",
    "nowhere",
]
SME = {"Authorization": "Bearer t-sme"}
ANSWERS = {200, 400, 403, 404, 405, 409, 413, 422}


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(path=st.sampled_from(CHANGES), body=BODIES)
def test_any_change_is_answered_and_stores_nothing_it_should_not(
    mounted: Mounted, path: str, body: Any
) -> None:
    before = mounted.host.golden.read()
    answer = httpx.post(
        mounted.origin + mounted.host.base + path,
        content=json.dumps(body),
        headers={**SME, "Content-Type": "application/json"},
    )
    assert answer.status_code in ANSWERS, (answer.status_code, answer.text)
    assert answer.headers["Content-Security-Policy"] == CSP
    if answer.status_code != 200:
        assert mounted.host.golden.read() == before
        assert mounted.host.opened.item_labels(SUITE, "cv-daftar-03") == []


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rel=st.text(max_size=40))
def test_any_path_is_answered_with_the_headers(mounted: Mounted, rel: str) -> None:
    # Whatever the text, sent as a browser would: percent-encoded (slashes kept).
    url = mounted.origin + mounted.host.base + quote(rel, safe="/")
    # Dot segments are resolved before sending ("tanya-prod/." is "tanya-prod"): a path
    # that leaves the mount is not the workbench's to answer.
    assume(httpx.URL(url).path.startswith(mounted.host.base))
    answer = httpx.get(url, headers=SME)
    assert answer.status_code in {200, 303, 404, 422}, (rel, answer.status_code, answer.text)
    assert answer.headers["Content-Security-Policy"] == CSP
