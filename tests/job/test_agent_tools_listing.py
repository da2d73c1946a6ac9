"""Reading AgentOS's agent details for ``lint --config``: any JSON, never a crash (issue 35)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.job.clients._agnotools import _lists_tools, _names

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=6)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["tools", "name", "members", "id", "x"]), inner, max_size=4
        ),
    ),
    max_leaves=15,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_details_give_strings_or_nothing(details: Any) -> None:
    names = list(_names(details))
    assert all(isinstance(n, str) for n in names)
    if names:
        assert _lists_tools(details)


def test_an_agent_and_a_teams_members_are_read() -> None:
    agent = {"id": "a", "tools": {"tools": [{"name": "count_rows"}, {"name": "lookup_region"}]}}
    team = {
        "id": "t",
        "tools": {"tools": [{"name": "delegate_task_to_member"}]},
        "members": [agent, {"id": "b", "members": [{"tools": {"tools": [{"name": "deep"}]}}]}],
    }
    assert set(_names(agent)) == {"count_rows", "lookup_region"}
    assert set(_names(team)) == {"delegate_task_to_member", "count_rows", "lookup_region", "deep"}
    assert _lists_tools({"id": "x", "members": [agent]})
    assert not _lists_tools({"id": "no-tools"})
