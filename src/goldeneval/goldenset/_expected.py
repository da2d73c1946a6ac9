"""Reading one ``expected:`` block: phrase lists, rubric, count checks, grounding and tools.

The same reader serves a plain item and each turn of a conversation; a
turn's problems carry the turn in their message (``turn 2: expected…``).
"""

from __future__ import annotations

from goldeneval.goldenset._collect import Collector, is_empty, scalar, unknown_key
from goldeneval.goldenset._counts import parse_counts
from goldeneval.goldenset._matching import contains, fold
from goldeneval.goldenset._tools import parse_tools
from goldeneval.goldenset._yamltree import Map, Node, Scalar, Seq
from goldeneval.model import GROUNDINGS, CountCheck, Expected, Grounding, ToolsExpected

EXPECTED_KEYS = ("must_include", "must_not_include", "rubric", "count", "grounded", "tools")

ExpectedLines = dict[str, tuple[int, ...]]
"""The line of each phrase of ``must_include`` and ``must_not_include``, by key."""


class _Reader:
    """Reads one ``expected`` mapping, reporting each problem with the item and turn."""

    def __init__(self, label: str | None, problems: Collector, prefix: str) -> None:
        self.label = label
        self.problems = problems
        self.prefix = prefix
        self.ok = True
        self.lists: dict[str, list[tuple[str, Node]]] = {"must_include": [], "must_not_include": []}
        self.rubric = ""
        self.count: tuple[CountCheck, ...] = ()
        self.grounded: Grounding | None = None
        self.tools: ToolsExpected | None = None

    def problem(self, node: Node, message: str) -> None:
        self.problems.add(node, self.label, self.prefix + message)
        self.ok = False

    def read(self, key: str, v: Node) -> None:
        if key == "rubric":
            self.read_rubric(v)
        elif key == "grounded":
            self.read_grounded(v)
        elif key == "tools":
            ok, self.tools = parse_tools(v, self.label, self.problems, self.prefix)
            self.ok = self.ok and ok
        elif key == "count":
            if not is_empty(v):
                found = parse_counts(v, self.label, self.problems, self.prefix)
                if found is None:
                    self.ok = False
                else:
                    self.count = found
        elif not is_empty(v):  # an empty list may be written as `must_include:`
            self.read_phrases(key, v)

    def read_rubric(self, v: Node) -> None:
        val = scalar(v)
        if val is None and isinstance(v, Scalar):
            val = ""
        if not isinstance(val, str):
            self.problem(v, "expected.rubric must be a string")
        else:
            self.rubric = val.strip()

    def read_grounded(self, v: Node) -> None:
        val = scalar(v)
        if val is None and isinstance(v, Scalar):
            return  # `grounded:` with nothing after it: not grounded
        if val not in GROUNDINGS:
            shown = (
                "a list or mapping"
                if not isinstance(v, Scalar)
                else "a yes/no value"
                if isinstance(val, bool)
                else repr(val)
            )
            self.problem(
                v,
                f"expected.grounded must be {' or '.join(GROUNDINGS)} (the answer must agree "
                f"with the results of the agent's tool calls), not {shown}",
            )
            return
        self.grounded = "tools"

    def read_phrases(self, key: str, v: Node) -> None:
        if not isinstance(v, Seq):
            self.problem(v, f"expected.{key} must be a list of phrases")
            return
        phrases: list[tuple[str, Node]] = []
        for p in v.value:
            val = scalar(p)
            if not isinstance(val, str) or not val.strip():
                self.problem(
                    p, f'expected.{key} entries must be non-empty strings (quote numbers: "17")'
                )
            elif not fold(val).strip():
                # Only invisible characters: it would match (or forbid) every answer.
                self.problem(
                    p,
                    f"expected.{key} entry {val!r} has no visible characters; "
                    "write the phrase or remove the entry",
                )
            else:
                phrases.append((val, p))
        self.lists[key] = phrases

    def contradictions(self) -> bool:
        """Report each required phrase that itself contains a forbidden one; True when none does.

        An answer holding the required phrase then always holds the forbidden one
        too, so no answer can pass the item: that is a broken contract, not advice.
        """
        ok = True
        for req, req_node in self.lists["must_include"]:
            for forb, _ in self.lists["must_not_include"]:
                if contains(req, forb):
                    what = (
                        "is also forbidden"
                        if contains(forb, req)
                        else f"contains the forbidden '{forb}'"
                    )
                    self.problem(
                        req_node,
                        f"must_include '{req}' {what}: no answer can pass this item; "
                        "remove or reword one of the two phrases",
                    )
                    ok = False
        return ok


def parse_expected(
    node: Node | None, label: str | None, problems: Collector, prefix: str = ""
) -> tuple[Expected, ExpectedLines] | None:
    """The contract, with the line of each phrase; None when it is invalid.

    ``prefix`` starts every message (``turn 2: `` for a conversation's turn).
    """
    if node is None:
        return None
    if not isinstance(node, Map):
        problems.add(
            node,
            label,
            prefix + "expected must be a mapping with must_include, must_not_include, rubric",
        )
        return None
    reader = _Reader(label, problems, prefix)
    seen: set[str] = set()
    for k, v in node.value:
        key = scalar(k)
        if key not in EXPECTED_KEYS:
            reader.problem(k, unknown_key(key, EXPECTED_KEYS, shown=f"expected.{key}"))
        elif key in seen:
            reader.problem(k, f"key expected.{key} appears twice")
        else:
            seen.add(key)
            reader.read(key, v)
    if not reader.ok or not reader.contradictions():
        return None
    lists = reader.lists
    return Expected(
        tuple(p for p, _ in lists["must_include"]),
        tuple(p for p, _ in lists["must_not_include"]),
        reader.rubric,
        reader.count,
        reader.grounded,
        reader.tools,
    ), {key: tuple(n.line for _, n in pairs) for key, pairs in lists.items()}
