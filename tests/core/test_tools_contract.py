"""``expected.tools`` in the golden set: what loads, and every mistake located (issue 35 §1)."""

from __future__ import annotations

import textwrap
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import GoldenSet, GoldenSetError, RequiredCall, ToolsExpected, arg_json
from goldeneval.verdict import contract_digest

FAST = settings(max_examples=150, deadline=None)


def item_yaml(tools: str, surface: str = "internal") -> str:
    """One item whose ``expected.tools`` is ``tools`` (YAML, indented under the key)."""
    body = textwrap.indent(textwrap.dedent(tools).strip("\n"), " " * 6)
    return (
        "- id: pt-jabar\n"
        f"  surface: {surface}\n"
        "  domain: data\n"
        '  question: "Berapa PT di Jawa Barat?"\n'
        "  expected:\n"
        '    must_include: ["48.213"]\n'
        "    tools:\n"
        f"{body}\n"
    )


def load(text: str) -> GoldenSet:
    return parse_golden_set(text, "set.yaml")


def problems(text: str) -> list[tuple[int | None, str]]:
    with pytest.raises(GoldenSetError) as info:
        load(text)
    return [(p.line, p.message) for p in info.value.problems]


def test_the_issues_example_loads_every_key() -> None:
    golden = load(
        item_yaml(
            """
            must_call:
              - lookup_region
              - {name: count_rows, args: {table: pt, tahun: 2024, aktif: true}}
            must_not_call: ["delete_*", "drop_*"]
            order: in_order
            max_calls: 3
            no_errors: true
            """
        )
    )
    spec = golden.items[0].expected.tools
    assert spec == ToolsExpected(
        must_call=(
            RequiredCall("lookup_region"),
            RequiredCall("count_rows", (("aktif", True), ("table", "pt"), ("tahun", 2024))),
        ),
        must_not_call=("delete_*", "drop_*"),
        order="in_order",
        max_calls=3,
        no_errors=True,
    )
    assert [c.line for c in spec.must_call] == [9, 10]


def test_defaults_order_any_no_limit_errors_allowed() -> None:
    spec = load(item_yaml("must_call: [lookup_region]")).items[0].expected.tools
    assert spec == ToolsExpected(must_call=(RequiredCall("lookup_region"),))
    assert (spec.order, spec.max_calls, spec.no_errors) == ("any", None, False)


def test_a_yaml_date_argument_is_read_as_its_iso_text() -> None:
    spec = load(item_yaml("must_call: [{name: count_rows, args: {sejak: 2024-01-31}}]"))
    assert spec.items[0].expected.tools.must_call[0].args == (("sejak", "2024-01-31"),)


@pytest.mark.parametrize(
    ("tools", "line", "says"),
    [
        ("must_call: [lookup_region]\nsorted: true", 9, "expected.tools.sorted: unknown key"),
        ("must_call: [lookup_region]\nno_error: true", 9, "did you mean no_errors?"),
        ("must_call: [lookup_region]\norder: sorted", 9, "order must be in_order or any"),
        ("must_call: [lookup_region]\norder: [in_order]", 9, "not a list or mapping"),
        ("max_calls: 0", 8, "max_calls must be a positive whole number"),
        ("max_calls: -2", 8, "not -2"),
        ("max_calls: 2.5", 8, "not 2.5"),
        ("max_calls: true", 8, "not True"),
        ("no_errors: ja", 8, "no_errors must be true or false"),
        ("must_call: lookup_region", 8, "must_call must be a list"),
        ("must_call: [count_*]", 8, "patterns belong in must_not_call"),
        ("must_call: ['']", 8, "must_call entries must be tool names"),
        ("must_call: [3]", 8, "must_call entries must be tool names"),
        ("must_call: [' spaced ']", 8, "has spaces at its ends"),
        ("must_call: [{args: {a: 1}}]", 8, "needs a name"),
        ("must_call: [{name: x, argz: {a: 1}}]", 8, "unknown key 'argz'"),
        ("must_call: [{name: x, args: [1]}]", 8, "x's args must be a mapping"),
        ("must_call: [{name: x, args: {a: {1: y}}}]", 8, "x's argument 'a' must be a string"),
        ("must_call: [{name: x, args: {a: [{b: .inf}]}}]", 8, "mapping keys as text"),
        ("must_call: [{name: x, args: {a: [2024-01-31T10:00:00]}}]", 8, "no timestamps"),
        ("must_call: [{name: x, args: {a: .nan}}]", 8, "x's argument 'a' must be a string"),
        ("must_not_call: delete_*", 8, "must_not_call must be a list"),
        ("must_not_call: [null]", 8, "must_not_call entries must be tool names"),
        ("must_call: [a]\nmust_not_call: ['*']", 9, "forbids 'a', which must_call requires"),
        ("must_call: [a, b, c]\nmax_calls: 2", 9, "fewer than the 3 different tools"),
        ("order: in_order", 8, "has nothing to check"),
        ("no_errors: false", 8, "has nothing to check"),
        ("{}", 8, "has nothing to check"),
        ("[lookup_region]", 8, "expected.tools must be a mapping"),
    ],
)
def test_every_mistake_is_an_error_at_its_line(tools: str, line: int, says: str) -> None:
    [(at, message)] = problems(item_yaml(tools))
    assert at == line, message
    assert says in message


def test_every_problem_of_one_contract_is_reported_at_once() -> None:
    found = problems(item_yaml("order: sorted\nmax_calls: 0\nextra: 1"))
    assert [line for line, _ in found] == [8, 9, 10]


def test_tools_on_a_public_item_is_an_error() -> None:
    [(line, message)] = problems(item_yaml("must_call: [lookup_region]", surface="public"))
    assert line == 2
    assert "expected.tools needs surface: internal" in message


def test_a_conversation_turns_tools_are_its_own_and_errors_name_the_turn() -> None:
    text = textwrap.dedent(
        """\
        - id: percakapan
          surface: internal
          domain: data
          conversation:
            - question: "Kode wilayah Jawa Barat?"
              expected: {tools: {must_call: [lookup_region]}}
            - question: "Berapa PT di sana?"
              expected: {tools: {must_call: [count_rows], max_calls: 1}}
        """
    )
    turns = load(text).items[0].conversation
    assert [t.expected.tools.must_call[0].name for t in turns] == ["lookup_region", "count_rows"]
    [(line, message)] = problems(text.replace("max_calls: 1", "max_calls: 0"))
    assert line == 8
    assert message.startswith("turn 2: expected.tools.max_calls must be a positive")


def test_the_digests_change_only_when_tools_are_set() -> None:
    plain = (
        "- id: pt-jabar\n  surface: internal\n  domain: data\n"
        '  question: "Berapa PT di Jawa Barat?"\n  expected:\n    must_include: ["48.213"]\n'
    )
    before = load(plain)
    # The digest of an item without tools is the one it had before tools existed.
    assert "tools" not in before.items[0].expected.canonical()
    with_tools = load(item_yaml("must_call: [lookup_region]"))
    other = load(item_yaml("must_call: [lookup_region]\nmax_calls: 4"))
    assert len({before.digest, with_tools.digest, other.digest}) == 3
    digests = {contract_digest(g.items[0]) for g in (before, with_tools, other)}
    assert len(digests) == 3
    reordered = load(item_yaml("max_calls: 4\nmust_call: [lookup_region]"))
    assert reordered.digest == other.digest


# ------------------------------------------------------------------ properties

names = st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True)
arg_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-1000, 1000),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=8),
)
arg_values = st.recursive(  # lists and mappings of JSON values too (issue 40)
    arg_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(names, inner, max_size=3),
    max_leaves=6,
)
calls = st.one_of(
    names,
    st.fixed_dictionaries(
        {"name": names, "args": st.dictionaries(names, arg_values, min_size=1, max_size=3)}
    ),
)
contracts = st.fixed_dictionaries(
    {"must_call": st.lists(calls, min_size=1, max_size=4)},
    optional={
        "must_not_call": st.lists(st.from_regex(r"zz[a-z_*?]{0,6}", fullmatch=True), max_size=3),
        "order": st.sampled_from(["any", "in_order"]),
        "no_errors": st.booleans(),
    },
)


def dump_item(tools: Any, surface: str = "internal") -> str:
    item = {
        "id": "p",
        "surface": surface,
        "domain": "data",
        "question": "q?",
        "expected": {"tools": tools},
    }
    return yaml.safe_dump([item], allow_unicode=True)


@FAST
@given(contracts, st.integers(0, 3))
def test_a_valid_contract_round_trips_through_yaml(tools: dict[str, Any], spare: int) -> None:
    tools["max_calls"] = len({c if isinstance(c, str) else c["name"] for c in tools["must_call"]})
    tools["max_calls"] += spare
    spec = load(dump_item(tools)).items[0].expected.tools
    assert spec is not None
    assert [c.name for c in spec.must_call] == [
        c if isinstance(c, str) else c["name"] for c in tools["must_call"]
    ]
    for written, read in zip(tools["must_call"], spec.must_call, strict=True):
        want = {} if isinstance(written, str) else written["args"]
        assert {k: arg_json(v) for k, v in read.args} == want
    assert spec.must_not_call == tuple(tools.get("must_not_call", ()))
    assert spec.order == tools.get("order", "any")
    assert spec.max_calls == tools["max_calls"]
    assert spec.no_errors == tools.get("no_errors", False)
    # What a stored result keeps reads back as the same contract.
    from goldeneval.model import tools_expected_from

    assert tools_expected_from(spec.canonical()) == spec


junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 5), st.text(max_size=6)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.one_of(
                st.sampled_from(
                    ["must_call", "must_not_call", "order", "max_calls", "no_errors", "name"]
                ),
                st.sampled_from(["args", "in_order", "any"]),
                st.text(max_size=4),
            ),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=10,
)


@FAST
@given(junk, st.sampled_from(["internal", "public"]))
def test_any_value_loads_or_fails_with_located_problems(tools: Any, surface: str) -> None:
    found: list[Any] = []
    try:
        golden = load(dump_item(tools, surface))
    except GoldenSetError as exc:
        found = exc.problems
    if found:
        assert all(p.line is not None and p.item_id == "p" for p in found)
        return
    spec = golden.items[0].expected.tools
    assert surface == "internal" or spec is None
    if spec is not None:
        assert spec.must_call or spec.must_not_call or spec.max_calls or spec.no_errors
