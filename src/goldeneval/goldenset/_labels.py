"""Loading an SME labels file (docs/design.md §13.1, normative).

A labels file is a YAML list; each entry says what an SME concluded about
one stored answer::

    - item: pt-perorangan-syarat       # the golden item id
      run: 20261201T101500Z-1a2b3c4d   # optional: default the latest run that answered it
      label: pass                       # pass | fail
      note: "correct, but should cite PP 8/2021"   # optional

It is read with the golden set's hardened loader (line-numbered tree, no
merge keys, one document) and every problem is reported at once with file,
line and item, as a :class:`LabelsError` (exit 2). What needs the store
(an unknown run, a run that did not answer the item) is checked by the
caller with the lines kept in each :class:`Label`.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, Literal

import yaml

from goldeneval.goldenset._collect import unknown_key
from goldeneval.goldenset._yamlerrors import explain
from goldeneval.goldenset._yamltree import Map, Node, Scalar, Seq, UnsupportedYaml, compose
from goldeneval.model import InvalidInputError, Problem, unstorable

LabelValue = Literal["pass", "fail"]
LABEL_VALUES: tuple[LabelValue, ...] = ("pass", "fail")
LABEL_KEYS = ("item", "run", "label", "note")
_SURROGATE = re.compile("[\ud800-\udfff]")
NOTE_MAX_CHARS = 2000
"""A note is a remark, not a document; longer ones are refused with the limit named."""


class LabelsError(InvalidInputError):
    """The labels file is invalid (exit 2); carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        n = len(self.problems)
        head = f"the labels file has {n} problem{'s' if n != 1 else ''}:"
        super().__init__("\n".join([head, *(f"  {p}" for p in self.problems)]))


@dataclass(frozen=True)
class Label:
    """One SME label as written in the file."""

    item_id: str
    """The golden item the answer belongs to."""
    run_id: str | None
    """The stored run whose answer was read; None: the latest run that answered the item."""
    label: LabelValue
    """The SME's own verdict on that answer."""
    note: str | None
    """The SME's remark, if any."""
    line: int
    """Line of the entry in the labels file (for messages)."""

    @property
    def passed(self) -> bool:
        return self.label == "pass"


def _scalar(node: Node | None) -> Any:
    return node.value if isinstance(node, Scalar) else None


def parse_labels(
    text: str, source: str, item_ids: Collection[str] | None = None
) -> tuple[Label, ...]:
    """Every label of ``text``; :class:`LabelsError` with every problem found.

    ``item_ids``, when given, are the golden set's ids: a label for any other
    item is a problem.
    """
    labels, problems = read_labels(text, source, item_ids)
    if problems:
        raise LabelsError(problems)
    return labels


def read_labels(
    text: str, source: str, item_ids: Collection[str] | None = None
) -> tuple[tuple[Label, ...], list[Problem]]:
    """The valid labels of ``text`` and the problems of the others, sorted by line.

    For a caller that checks the valid ones further (against the store) and
    reports every problem together. A file that cannot be read as a list of
    labels at all raises :class:`LabelsError`.
    """
    found = _Problems(source)
    add = found.add

    bad = _SURROGATE.search(text)
    if bad is not None:
        # Only a caller that did not decode bytes can hand over one; a file read
        # as UTF-8 cannot hold it. Refused like any other unreadable text.
        line = text.count("\n", 0, bad.start()) + 1
        raise LabelsError([Problem(source, line, None, "the file is not UTF-8 text")])
    try:
        root = compose(text)
    except UnsupportedYaml as exc:
        at = None if exc.problem_mark is None else exc.problem_mark.line + 1
        raise LabelsError([Problem(source, at, None, str(exc.problem))]) from None
    except yaml.YAMLError as exc:
        where, _, message = explain(exc, text)
        raise LabelsError([Problem(source, where, None, message)]) from None
    except RecursionError:
        raise LabelsError([Problem(source, None, None, "the file is nested too deeply")]) from None
    if root is None:
        raise LabelsError([Problem(source, None, None, "the file is empty: add a list of labels")])
    if not isinstance(root, Seq):
        raise LabelsError(
            [Problem(source, root.line, None, "expected a list of labels (- item: …, label: …)")]
        )
    if not root.value:
        raise LabelsError([Problem(source, root.line, None, "the file has no labels")])
    labels: list[Label] = []
    first_seen: dict[tuple[str, str | None], int] = {}
    for n, node in enumerate(root.value, start=1):
        label = _parse_entry(node, n, item_ids, found)
        if label is None:
            continue
        key = (label.item_id, label.run_id)
        if key in first_seen:
            which = "the latest run" if label.run_id is None else f"run {label.run_id}"
            add(
                node,
                label.item_id,
                f"duplicate label for {which} (first given on line {first_seen[key]}); "
                "keep one label per answer",
            )
            continue
        first_seen[key] = node.line
        labels.append(label)
    return tuple(labels), sorted(found.problems, key=lambda p: p.line or 0)


class _Problems:
    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[Problem] = []

    def add(self, node: Node | None, item: str | None, message: str) -> None:
        line = None if node is None else node.line
        self.problems.append(Problem(self.source, line, item, message))


def _parse_entry(
    node: Node, n: int, item_ids: Collection[str] | None, found: _Problems
) -> Label | None:
    add = found.add
    if not isinstance(node, Map):
        add(node, None, f"label #{n} is not a mapping (expected item, run, label, note)")
        return None
    fields: dict[str, Node] = {}
    raw_item = _scalar(next((v for k, v in node.value if _scalar(k) == "item"), None))
    item_id = raw_item if isinstance(raw_item, str) and raw_item.strip() else None
    before = len(found.problems)
    for k, v in node.value:
        key = _scalar(k)
        if key not in LABEL_KEYS:
            add(k, item_id, unknown_key(key, LABEL_KEYS))
        elif key in fields:
            add(k, item_id, f"key {key!r} appears twice")
        else:
            fields[key] = v
    for key in ("item", "label"):
        if key not in fields:
            add(node, item_id, f"missing required key {key!r}")
    if "item" in fields:
        if item_id is None:
            add(fields["item"], None, f"label #{n}: 'item' must be a golden item id (text)")
        elif (why := unstorable(item_id)) is not None:
            add(fields["item"], None, f"label #{n}: the item id {item_id!r} {why}")
            item_id = None
        elif item_ids is not None and item_id not in item_ids:
            add(fields["item"], item_id, "unknown item: no item of the golden set has this id")
    run_id: str | None = None
    if "run" in fields:
        raw = _scalar(fields["run"])
        if raw is None and isinstance(fields["run"], Scalar):
            pass  # `run:` left empty means the latest run, as if omitted
        elif not isinstance(raw, str) or not raw.strip():
            add(fields["run"], item_id, "'run' must be a run id (text), or left out for the latest")
        elif (why := unstorable(raw)) is not None:
            add(fields["run"], item_id, f"the run id {raw!r} {why}")
        else:
            run_id = raw
    value = None
    if "label" in fields:
        raw = _scalar(fields["label"])
        if isinstance(raw, str) and raw.strip().lower() in LABEL_VALUES:
            value = raw.strip().lower()
        else:
            shown = "a list or mapping" if not isinstance(fields["label"], Scalar) else repr(raw)
            add(fields["label"], item_id, f"label must be pass or fail, not {shown}")
    note: str | None = None
    if "note" in fields:
        raw = _scalar(fields["note"])
        if raw is None and isinstance(fields["note"], Scalar):
            pass
        elif not isinstance(raw, str | int | float) or isinstance(raw, bool):
            add(fields["note"], item_id, "'note' must be text (quote it)")
        elif len(str(raw)) > NOTE_MAX_CHARS:
            add(fields["note"], item_id, f"'note' is longer than {NOTE_MAX_CHARS} characters")
        else:
            note = str(raw)
    if len(found.problems) != before or item_id is None or value is None:
        return None
    return Label(item_id, run_id, "pass" if value == "pass" else "fail", note, node.line)
