"""The golden-set format: what an SME writes and how it is read.

Owns the hardened YAML loader (a line-numbered tree, alias bombs and merge
keys refused, syntax errors in plain words with the item's id), the item
validation that reports every problem at once, lint and its negation-trap
examples, round-trip edits of a set's text and their atomic save (the
workbench's), and the one phrase-matching rule (``fold``/``contains``) that
scoring, lint and the HTML marks all use. It imports only ``model``: never
the verdict, a report or the configuration.
"""

from goldeneval.goldenset._append import add_item_text
from goldeneval.goldenset._changes import ItemChange, NewItem
from goldeneval.goldenset._edit import edit_set_text
from goldeneval.goldenset._labels import (
    LABEL_VALUES,
    Label,
    LabelsError,
    LabelValue,
    parse_labels,
    read_labels,
)
from goldeneval.goldenset._lint import format_warnings, lint, unacknowledged
from goldeneval.goldenset._lintcodes import LintCode, LintWarning
from goldeneval.goldenset._matching import contains, fold
from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.goldenset._save import SetChangedOnDisk, save_set_file, set_sha256
from goldeneval.goldenset._yamltree import (
    Map,
    Node,
    NotUtf8,
    Scalar,
    Seq,
    UnsupportedYaml,
    compose,
    utf8_text,
)

__all__ = [
    "LABEL_VALUES",
    "ItemChange",
    "Label",
    "LabelValue",
    "LabelsError",
    "LintCode",
    "LintWarning",
    "Map",
    "NewItem",
    "Node",
    "NotUtf8",
    "Scalar",
    "Seq",
    "SetChangedOnDisk",
    "UnsupportedYaml",
    "add_item_text",
    "compose",
    "contains",
    "edit_set_text",
    "fold",
    "format_warnings",
    "lint",
    "parse_golden_set",
    "parse_labels",
    "read_labels",
    "save_set_file",
    "set_sha256",
    "unacknowledged",
    "utf8_text",
]
