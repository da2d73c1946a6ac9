"""Round-trip edits of sets written in other styles: comments everywhere, block lists and
scalars, other indentation, flow mappings, CRLF line breaks, no final line break."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
import yaml

from goldeneval.goldenset import ItemChange, NewItem, add_item_text, edit_set_text, parse_golden_set
from goldeneval.model import Item

SOURCE = "set.yaml"

COMMENTED = """\
# head of the set: Kementerian Hukum — é € 😀

- id: a   # id comment
  # before surface
  surface: public
  domain: d   # domain comment
  question: 'single ''quoted'' question'   # question comment
  # before expected
  expected:   # expected comment
    # before must_include
    must_include:   # must_include comment
      # before the first phrase
      - satu
      - "dua"   # last phrase comment
    # between the lists
    must_not_include: [x]  # must_not_include comment
    rubric: |   # literal rubric
      line one
      line two
    # after the rubric
  verified: false  # verified comment
  # inside item a, at its end
# between items

- id: b
  surface: internal
  domain: d
  question: plain question
  expected:
    must_include: []
  verified: false
# the end
"""

ODD = """\
items:
-   id: four
    surface: public
    domain: d
    question: |-
        first line
        second line
    expected:
        must_include:
        - satu
        - dua
        must_not_include:
        rubric: "r"
    verified: no
-   id: flowed
    surface: public
    domain: d
    question: "q2"
    expected: {must_include: [a], rubric: 'why'}
-   id: empty
    surface: public
    domain: d
    question: "q3"
    expected: {}"""

MARKED = """%YAML 1.1
---
# a directive, document markers, quoted keys, a plain question over two lines
- "question": Apa saja
    syarat PT?
  "id": first
  surface: public
  domain: "hukum-é 😀"
  expected:
    must_include: ["a",
      "b"]
    rubric: |+
      keep

  verified: yes
- id: 'second'
  surface: internal
  domain: d
  question: >-
    folded
    question
  expected:
    grounded: tools
    must_not_include:
    - x   # why
  verified: false   # not yet
...
"""

BARE = """\
- id: counted
  surface: internal
  domain: d
  question: q
  expected:
    grounded: tools
    tools:
      max_calls: 3
  lint_ignore: [no-rubric]
- id: last
  surface: internal
  domain: d
  question: q2
  expected:
    tools:
      must_not_call: [delete_*]"""


def _item(text: str, item_id: str) -> Item:
    return next(i for i in parse_golden_set(text, SOURCE).items if i.id == item_id)


def _comments(text: str) -> list[str]:
    return re.findall(r"#[^\n]*", text)


def _outside(text: str, item_id: str) -> tuple[str, str]:
    """The text before the item's `- id:` line and from the next item's on."""
    start = re.search(rf"^.*id: {item_id}\b", text, re.M)
    assert start is not None
    after = re.search(r"^-\s+id:", text[start.end() :], re.M)
    end = len(text) if after is None else start.end() + after.start()
    return text[: start.start()], text[end:]


def _same_outside(old: str, new: str, item_id: str) -> None:
    before, after = _outside(old, item_id)
    assert new.startswith(before)
    assert new.endswith(after)


def test_every_comment_stays_where_it_was_when_every_field_changes() -> None:
    new = edit_set_text(
        COMMENTED,
        "a",
        ItemChange(
            question="a new question",
            must_include=("tiga",),
            must_not_include=("y", "z"),
            rubric="one\ntwo\nthree",
            verified=True,
            verified_by="local:ana",
            verified_at="2026-12-05",
        ),
        source=SOURCE,
    )
    assert _comments(new) == _comments(COMMENTED)
    _same_outside(COMMENTED, new, "a")
    assert new == (
        COMMENTED.replace("'single ''quoted'' question'", "'a new question'")
        .replace('      - satu\n      - "dua"', "      - tiga")
        .replace("[x]", "[y, z]")
        .replace("      line one\n      line two\n", "      one\n      two\n      three\n")
        .replace(
            "  verified: false  # verified comment\n",
            "  verified: true  # verified comment\n"
            "  verified_by: 'local:ana'\n  verified_at: 2026-12-05\n",
            1,
        )
    )
    item = _item(new, "a")
    assert item.question == "a new question"
    assert item.expected.must_include == ("tiga",)
    assert item.expected.must_not_include == ("y", "z")
    assert item.expected.rubric == "one\ntwo\nthree"


def test_a_field_added_goes_in_the_formats_order_below_the_comments_of_the_one_before() -> None:
    new = edit_set_text(
        COMMENTED, "b", ItemChange(must_not_include=("salah",), rubric="why"), source=SOURCE
    )
    _same_outside(COMMENTED, new, "b")
    assert new == COMMENTED.replace(
        "    must_include: []\n  verified: false\n# the end",
        "    must_include: []\n"
        "    must_not_include: [salah]\n"
        "    rubric: |\n"
        "      why\n"
        "  verified: false\n# the end",
    )


def test_a_new_item_follows_the_comments_indented_under_the_last() -> None:
    text = COMMENTED.replace("# the end\n", "  # still item b\n# the end\n")
    new = add_item_text(
        text, NewItem(id="c", surface="public", domain="d", question="q?"), source=SOURCE
    )
    assert new == text.replace(
        "  # still item b\n",
        "  # still item b\n\n- id: c\n  surface: public\n  domain: d\n"
        "  question: q?\n  expected:\n    must_include: []\n    must_not_include: []\n"
        "  verified: false\n",
    )


def test_other_indentation_block_lists_and_block_scalars_keep_their_style() -> None:
    new = edit_set_text(
        ODD,
        "four",
        ItemChange(
            question="only\nlines",
            must_include=("x", "y: z"),
            must_not_include=("never",),
            verified=True,
        ),
        source=SOURCE,
    )
    _same_outside(ODD, new, "four")
    assert new.startswith(
        "items:\n-   id: four\n    surface: public\n    domain: d\n"
        "    question: |-\n        only\n        lines\n"
        '    expected:\n        must_include:\n        - x\n        - "y: z"\n'
        "        must_not_include:\n        - never\n"
        '        rubric: "r"\n    verified: true\n-   id: flowed'
    )
    item = _item(new, "four")
    assert item.question == "only\nlines"
    assert item.expected.must_include == ("x", "y: z")


def test_a_flow_expected_becomes_a_block_that_keeps_the_entries_not_changed() -> None:
    new = edit_set_text(ODD, "flowed", ItemChange(must_not_include=("b",)), source=SOURCE)
    _same_outside(ODD, new, "flowed")
    assert "    expected:\n        must_include: [a]\n" in new
    assert "        must_not_include: [b]\n        rubric: 'why'\n" in new
    item = _item(new, "flowed")
    assert (item.expected.must_include, item.expected.must_not_include) == (("a",), ("b",))
    assert item.expected.rubric == "why"


def test_an_empty_expected_and_no_final_line_break() -> None:
    new = edit_set_text(ODD, "empty", ItemChange(rubric="r2"), source=SOURCE)
    assert new == ODD.replace("expected: {}", 'expected:\n        rubric: "r2"')
    item = _item(new, "empty")
    assert item.expected.rubric == "r2"
    added = add_item_text(
        ODD, NewItem(id="new", surface="public", domain="d", question="q"), source=SOURCE
    )
    assert added.startswith(ODD + "\n-   id: new\n    surface: public\n")
    assert added.endswith("    verified: false\n")


@pytest.mark.parametrize(
    "change",
    [
        ItemChange(question="a new question"),
        ItemChange(must_include=("tiga", "empat"), must_not_include=()),
        ItemChange(rubric="x " * 60),
        ItemChange(verified=True, verified_by="local:ana", verified_at="2026-12-05"),
    ],
)
def test_crlf_line_breaks_stay_crlf(change: ItemChange) -> None:
    crlf = COMMENTED.replace("\n", "\r\n")
    new = edit_set_text(crlf, "a", change, source=SOURCE)
    assert new == edit_set_text(COMMENTED, "a", change, source=SOURCE).replace("\n", "\r\n")
    assert "\r\n" in new and "\n" not in new.replace("\r\n", "")


def test_a_new_item_in_a_crlf_set_without_blank_lines_between_items() -> None:
    text = ODD.replace("\n", "\r\n") + "\r\n"
    new = add_item_text(
        text, NewItem(id="n", surface="internal", domain="d", question="q"), source=SOURCE
    )
    assert new.startswith(text + "-   id: n\r\n")
    assert "\n" not in new.replace("\r\n", "")


def test_removing_the_only_key_of_expected_leaves_an_empty_mapping_or_the_new_keys() -> None:
    text = COMMENTED.replace("    must_include: []\n", "    rubric: why\n")
    emptied = edit_set_text(text, "b", ItemChange(rubric=""), source=SOURCE)
    assert emptied == text.replace("  expected:\n    rubric: why\n", "  expected: {}\n")
    swapped = edit_set_text(text, "b", ItemChange(rubric="", must_include=("a",)), source=SOURCE)
    assert swapped == text.replace("    rubric: why\n", "    must_include:\n      - a\n")


def test_a_set_whose_dashes_stand_alone_gets_the_usual_dash_line() -> None:
    text = "-\n  id: a\n  surface: public\n  domain: d\n  question: q\n  expected: {}\n"
    new = add_item_text(
        text, NewItem(id="b", surface="public", domain="d", question="q2"), source=SOURCE
    )
    assert new.startswith(text + "- id: b\n  surface: public\n")
    assert [i.id for i in parse_golden_set(new, SOURCE).items] == ["a", "b"]


def test_markers_quoted_keys_and_keys_out_of_the_formats_order() -> None:
    first = edit_set_text(
        MARKED, "first", ItemChange(question="new: q", must_include=("z",)), source=SOURCE
    )
    assert first == MARKED.replace(
        '- "question": Apa saja\n    syarat PT?\n', '- "question": "new: q"\n'
    ).replace('    must_include: ["a",\n      "b"]\n', '    must_include: ["z"]\n')
    second = edit_set_text(
        MARKED,
        "second",
        ItemChange(question="baru", must_include=("z",), must_not_include=("y",), rubric="r"),
        source=SOURCE,
    )
    assert second == MARKED.replace(
        "  question: >-\n    folded\n    question\n", "  question: >-\n    baru\n"
    ).replace(
        "    must_not_include:\n    - x   # why\n",
        "    must_include:\n    - z\n    must_not_include:\n    - y   # why\n    rubric: |\n      r\n",
    )
    added = add_item_text(
        MARKED, NewItem(id="n", surface="public", domain="d", question="q"), source=SOURCE
    )
    assert added.endswith(
        "  verified: false   # not yet\n- id: n\n  surface: public\n"
        "  domain: d\n  question: q\n  expected:\n    must_include: []\n"
        "    must_not_include: []\n  verified: false\n...\n"
    )


def test_keys_added_after_a_key_removed_at_the_end_of_expected() -> None:
    change = ItemChange(expected_tools="", rubric="r", verified=True, verified_by="a")
    new = edit_set_text(BARE, "counted", change, source=SOURCE)
    # The rubric goes before `grounded` (the format's order), who verified after `expected`.
    assert new == BARE.replace(
        "    grounded: tools\n    tools:\n      max_calls: 3\n",
        "    rubric: >\n      r\n    grounded: tools\n  verified: true\n  verified_by: a\n",
        1,
    )
    last = edit_set_text(BARE, "last", ItemChange(verified=True), source=SOURCE)
    assert last == BARE + "\n  verified: true"

    ticked = BARE + "\n  verified: true\n  verified_by: a"
    unticked = edit_set_text(ticked, "last", ItemChange(verified=False), source=SOURCE)
    assert unticked == BARE + "\n  verified: false"


@pytest.mark.parametrize("text", [COMMENTED, ODD, MARKED])
def test_a_byte_order_mark_stays_in_front(text: str) -> None:
    change = ItemChange(verified=True, must_include=("ü",))
    item_id = _item_ids(text)[0]
    new = edit_set_text("\ufeff" + text, item_id, change, source=SOURCE)
    assert new == "\ufeff" + edit_set_text(text, item_id, change, source=SOURCE)
    item = NewItem(id="n", surface="public", domain="d", question="q")
    added = add_item_text("\ufeff" + text, item, source=SOURCE)
    assert added == "\ufeff" + add_item_text(text, item, source=SOURCE)


def _item_ids(text: str) -> list[str]:
    return [i.id for i in parse_golden_set(text, SOURCE).items]


def as_form(text: str, item_id: str) -> ItemChange:
    """Every field of the item as a workbench form sends it back untouched."""
    raw = next(
        i for i in yaml.safe_load(text.removeprefix("%YAML 1.1\n")) if str(i["id"]) == item_id
    )
    item = _item(text, item_id)
    tools = (raw.get("expected") or {}).get("tools")
    return ItemChange(
        question=item.question,
        must_include=item.expected.must_include,
        must_not_include=item.expected.must_not_include,
        rubric=item.expected.rubric,
        expected_tools="" if tools is None else yaml.safe_dump(tools),
        verified=item.verified,
    )


@pytest.mark.parametrize("text", [COMMENTED, MARKED, BARE])
def test_a_form_sent_back_untouched_changes_no_byte(text: str) -> None:
    for item_id in _item_ids(text):
        assert edit_set_text(text, item_id, as_form(text, item_id), source=SOURCE) == text


def test_a_form_with_only_the_rubric_touched_rewrites_only_the_rubric() -> None:
    form = as_form(COMMENTED, "a")
    new = edit_set_text(COMMENTED, "a", replace(form, rubric="other"), source=SOURCE)
    assert new == COMMENTED.replace("      line one\n      line two\n", "      other\n")
