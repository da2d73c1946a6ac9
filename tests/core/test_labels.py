"""The SME labels file (docs/design.md §13.1): its format, every problem at once, any text."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import Label, LabelsError, parse_labels
from tests.anytext import any_text

IDS = {"pt-perorangan-syarat", "apostille-biaya"}


def test_a_valid_file_reads_every_label_with_its_line() -> None:
    text = """\
- item: pt-perorangan-syarat      # the golden item id
  run: 20261201T101500Z-1a2b3c4d
  label: pass
  note: "correct, but should cite PP 8/2021"
- item: apostille-biaya
  label: FAIL
"""
    labels = parse_labels(text, "labels.yaml", IDS)
    assert labels == (
        Label(
            "pt-perorangan-syarat",
            "20261201T101500Z-1a2b3c4d",
            "pass",
            "correct, but should cite PP 8/2021",
            1,
        ),
        Label("apostille-biaya", None, "fail", None, 5),
    )
    assert labels[0].passed and not labels[1].passed


def test_every_problem_at_once_with_line_and_item() -> None:
    text = """\
- item: pt-perorangan-syarat
  label: maybe
- item: no-such-item
  label: pass
- item: apostille-biaya
  run: [a, b]
  label: pass
- item: pt-perorangan-syarat
  label: fail
- label: pass
- item: apostille-biaya
  label: pass
  colour: red
- just text
"""
    with pytest.raises(LabelsError) as info:
        parse_labels(text, "labels.yaml", IDS)
    shown = [str(p) for p in info.value.problems]
    assert shown == [
        "labels.yaml:2 [item pt-perorangan-syarat]: label must be pass or fail, not 'maybe'",
        "labels.yaml:3 [item no-such-item]: unknown item: no item of the golden set has this id",
        "labels.yaml:6 [item apostille-biaya]: 'run' must be a run id (text), or left out for the latest",
        "labels.yaml:10: missing required key 'item'",
        "labels.yaml:13 [item apostille-biaya]: unknown key 'colour'; allowed keys: item, run, label, note",
        "labels.yaml:14: label #7 is not a mapping (expected item, run, label, note)",
    ]
    assert str(info.value).startswith("the labels file has 6 problems:")
    assert info.value.exit_code == 2


def test_duplicates_name_the_first_line() -> None:
    text = "- {item: apostille-biaya, label: pass}\n- {item: apostille-biaya, label: fail}\n"
    with pytest.raises(LabelsError) as info:
        parse_labels(text, "l.yaml", IDS)
    assert [str(p) for p in info.value.problems] == [
        "l.yaml:2 [item apostille-biaya]: duplicate label for the latest run (first given on "
        "line 1); keep one label per answer"
    ]


def test_same_item_in_two_runs_is_two_labels() -> None:
    text = (
        "- {item: apostille-biaya, run: r1, label: pass}\n"
        "- {item: apostille-biaya, run: r2, label: fail}\n"
    )
    assert [x.run_id for x in parse_labels(text, "l.yaml", IDS)] == ["r1", "r2"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "l.yaml: the file is empty: add a list of labels"),
        ("[]", "l.yaml:1: the file has no labels"),
        ("item: x\nlabel: pass\n", "l.yaml:1: expected a list of labels (- item: …, label: …)"),
        ("- item: x\n  label: pass\n  <<: {a: 1}\n", "l.yaml:3:"),
        ("- item: [unclosed\n", "l.yaml:"),
        ("- {item: x, label: pass, note: [1]}\n", "l.yaml:1 [item x]: 'note' must be text"),
        ("- {item: x, label: true}\n", "l.yaml:1 [item x]: label must be pass or fail, not True"),
        ("- {item: 17, label: pass}\n", "l.yaml:1: label #1: 'item' must be a golden item id"),
        ('- {item: "a\\0b", label: pass}\n', "l.yaml:1: label #1: the item id"),
    ],
)
def test_refusals(text: str, expected: str) -> None:
    with pytest.raises(LabelsError) as info:
        parse_labels(text, "l.yaml")
    assert str(info.value.problems[0]).startswith(expected)


def test_without_ids_any_item_is_accepted() -> None:
    assert parse_labels("- {item: anything, label: pass}", "l.yaml")[0].item_id == "anything"


@settings(max_examples=200, deadline=None)
@given(any_text)
def test_any_text_never_crashes_and_every_problem_names_a_line(text: str) -> None:
    refused: LabelsError | None = None
    try:
        parse_labels(text, "l.yaml", IDS)
    except LabelsError as exc:
        refused = exc
    if refused is not None:
        assert refused.problems
        for p in refused.problems:
            assert p.file == "l.yaml"
            # Only an empty file has no line to point at.
            assert p.line is not None or "empty" in p.message


entry = st.fixed_dictionaries(
    {"item": st.one_of(st.sampled_from(sorted(IDS)), st.text(max_size=8), st.integers())},
    optional={
        "run": st.one_of(st.text(max_size=8), st.none(), st.lists(st.integers(), max_size=2)),
        "label": st.one_of(st.sampled_from(["pass", "fail", "Pass", "x"]), st.booleans()),
        "note": st.one_of(st.text(max_size=20), st.integers(), st.none()),
        "extra": st.integers(),
    },
)


@settings(max_examples=200, deadline=None)
@given(st.lists(entry, min_size=1, max_size=6))
def test_structured_files_are_read_or_refused_with_lines(entries: list[dict[str, object]]) -> None:
    text = yaml.safe_dump(entries, allow_unicode=True)
    try:
        labels = parse_labels(text, "l.yaml", IDS)
    except LabelsError as exc:
        refused = exc
    else:
        assert len(labels) == len(entries)
        assert all(x.item_id in IDS and x.label in ("pass", "fail") for x in labels)
        return
    assert refused.problems
    assert all(p.line is not None for p in refused.problems)


def test_a_misspelt_key_names_the_key_meant() -> None:
    text = "- item: apostille-biaya\n  lable: pass\n"
    with pytest.raises(LabelsError) as info:
        parse_labels(text, "labels.yaml", IDS)
    assert [str(p) for p in info.value.problems] == [
        "labels.yaml:1 [item apostille-biaya]: missing required key 'label'",
        "labels.yaml:2 [item apostille-biaya]: unknown key 'lable' (did you mean label?); "
        "allowed keys: item, run, label, note",
    ]
