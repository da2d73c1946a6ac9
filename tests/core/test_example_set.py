"""The shipped illustrative set must load, stay unverified and show the lint warnings."""

from __future__ import annotations

from pathlib import Path

from goldeneval.goldenset._lint import LintCode, lint
from goldeneval.goldenset._parse import parse_golden_set

EXAMPLE = (
    Path(__file__).resolve().parents[2] / "src" / "goldeneval" / "data" / "golden-set.example.yaml"
)


def load():
    return parse_golden_set(EXAMPLE.read_text(encoding="utf-8"), str(EXAMPLE))


def test_example_set_loads_and_is_entirely_unverified() -> None:
    golden = load()
    assert 10 <= len(golden.items) <= 20  # small enough to read, every kind of item shown
    assert all(not i.verified for i in golden.items)
    assert len(golden.unverified) == len(golden.items)


def test_example_set_has_internal_and_checkable_public_items() -> None:
    golden = load()
    assert any(i.surface == "internal" for i in golden.items)
    for i in golden.items:
        if i.surface == "public":
            for turn in i.turns:
                assert 1 <= len(turn.expected.must_include) <= 3, i.id
                assert all(len(p) <= 40 for p in turn.expected.must_include), i.id
                assert turn.expected.rubric, i.id


def test_example_set_shows_conversations_and_the_drift_stable_fields() -> None:
    golden = load()
    assert any(i.surface == "public" and len(i.turns) >= 2 for i in golden.items)
    internal = [i for i in golden.items if i.surface == "internal"]
    assert any(i.expected.grounded == "tools" for i in internal)
    assert any(i.expected.count for i in internal)
    assert any(i.expected.tools is not None for i in internal)
    assert any(i.as_of is not None and i.valid_until is not None for i in internal)
    # Every grounded or count item is internal: the public chatbot reports no tools.
    assert not any(i.expected.grounded for i in golden.items if i.surface == "public")
    assert not any(i.expected.tools for i in golden.items if i.surface == "public")


def test_example_set_covers_the_ahu_services() -> None:
    domains = {i.domain for i in load().items}
    for needed in ("badan-hukum-pt", "apostille", "fidusia", "wasiat", "kewarganegaraan"):
        assert needed in domains


def test_example_set_demonstrates_the_lint_warnings() -> None:
    warnings = lint(load())
    found = {w.code for w in warnings}
    assert any(w.acknowledged for w in warnings)  # lint_ignore is shown too
    for code in (
        LintCode.SHORT_TOKEN,
        LintCode.INSIDE_WORDS,
        LintCode.NEGATION_TRAP,
        LintCode.DUPLICATE_QUESTION,
        LintCode.UNVERIFIED,
        LintCode.EXPIRED,
    ):
        assert code in found


def test_example_set_says_it_is_illustrative() -> None:
    head = EXAMPLE.read_text(encoding="utf-8").split("\n- ", 1)[0].lower()
    assert "illustrative" in head
    assert "verified: true" in head


def test_every_internal_item_has_demo_answers_with_tool_calls() -> None:
    """The demo drives the internal surface (issue 36): each internal item the runs do not
    skip as expired is scripted for the agent stand-in, tool calls included."""
    from goldeneval.job._demo import agent_scripts

    golden = load()
    release, candidate = agent_scripts(str(EXAMPLE), golden)
    for item in golden.items:
        if item.surface != "internal" or item.id == "internal-fidusia-kantor-wilayah":
            continue
        for turn in item.turns:
            assert turn.question in release.answers, (item.id, turn.question)
            assert release.tools[turn.question], (item.id, turn.question)
    # A conversation's later turn is answered only in the session of the one before.
    talk = next(i for i in golden.items if i.surface == "internal" and i.conversation)
    assert release.after[talk.turns[1].question] == talk.turns[0].question
    # The candidate's data tool fails on one item (a grounded auto-fail in the demo).
    assert any(t.error for tools in candidate.tools.values() for t in tools)
