"""What crosses the workbench's local front, and the operator's change sets: properties.

The front stands between a browser and the operator with the kubeconfig's
token: whatever headers either side sends, the browser's cookie and any
``Authorization`` it sends never reach the operator, and nothing of the
operator's but the page's type, download name, caching and redirect reaches
the browser. A change set keeps the latest save of each person, at most its
bound of them, and never takes a save made on a set that changed since.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.goldenset import SetChangedOnDisk, set_sha256
from goldeneval.operator.serve._workbench import ChangeSets, ClusterGolden
from goldeneval.operator.tools._clusterworkbench import (
    BROWSER_COOKIE,
    PASSED_BACK,
    PASSED_ON,
    passed_back,
    passed_on,
)

NAMES = st.sampled_from(
    [*PASSED_ON, "Cookie", "Authorization", "Origin", "Host", "Set-Cookie", "WWW-Authenticate"]
) | st.from_regex(r"[A-Za-z][A-Za-z0-9-]{0,20}", fullmatch=True)
VALUES = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=40)
FRONT = "http://127.0.0.1:41817"


@given(st.dictionaries(NAMES, VALUES, max_size=12))
def test_the_operator_gets_the_named_headers_and_the_fronts_cookie_only(
    sent: dict[str, str],
) -> None:
    out = passed_on(sent, FRONT, 8080)

    assert set(out) <= {*PASSED_ON, "Origin", "Cookie"}
    assert out["Cookie"] == BROWSER_COOKIE and "Authorization" not in out
    for name in PASSED_ON:
        assert out.get(name) == sent.get(name)
    if "Origin" in sent:
        mine = sent["Origin"] == FRONT
        assert out["Origin"] == ("https://goldeneval-operator:8080" if mine else sent["Origin"])


@given(st.lists(st.tuples(NAMES, VALUES), max_size=12))
def test_the_browser_gets_the_named_headers_only(got: list[tuple[str, str]]) -> None:
    out = passed_back(got)

    assert {k.title() for k in out} <= set(PASSED_BACK)
    assert not {"Set-Cookie", "Authorization", "Www-Authenticate"} & {k.title() for k in out}


@given(st.lists(st.tuples(st.sampled_from("abcdefgh"), st.text(max_size=5)), max_size=40))
def test_a_change_set_keeps_each_persons_latest_save_within_its_bound(
    saves: list[tuple[str, str]],
) -> None:
    sets = ChangeSets(size=3)
    for person, text in saves:
        golden = ClusterGolden("configmap/g/golden-set.yaml", "base", ("ns", "s", person), sets)
        golden.save(text, expected_sha256=set_sha256(golden.read()))

    kept = {p for p in "abcdefgh" if sets.get(("ns", "s", p)) is not None}
    assert len(kept) <= 3
    if saves:
        person, text = saves[-1]
        found = sets.get(("ns", "s", person))
        assert found is not None and (found.base, found.text) == ("base", text)


@given(st.text(max_size=20), st.text(max_size=20))
def test_a_save_on_a_set_read_before_the_last_save_is_refused(first: str, second: str) -> None:
    sets = ChangeSets()
    golden = ClusterGolden("configmap/g/golden-set.yaml", "base", ("ns", "s", "sari"), sets)
    read_then = set_sha256(golden.read())
    golden.save(first, expected_sha256=read_then)
    if set_sha256(first.encode()) == read_then:
        return  # the save left the set as it was: the page's digest still holds
    with pytest.raises(SetChangedOnDisk):
        golden.save(second, expected_sha256=read_then)
    assert golden.read() == first.encode() and golden.original() == b"base"
