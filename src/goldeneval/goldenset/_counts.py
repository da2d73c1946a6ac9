"""Reading ``expected.count``: how many phrases of a list a correct answer names.

Each check is ``{any_of: [...], exactly: N}``, or ``at_least`` and/or
``at_most`` instead of ``exactly`` (both together make a range). A check no
answer can meet, or one every answer meets, is refused: the first fails
every answer, the second checks nothing.
"""

from __future__ import annotations

from goldeneval.goldenset._collect import Collector, scalar, unknown_key
from goldeneval.goldenset._matching import fold
from goldeneval.goldenset._yamltree import Map, Node, Seq
from goldeneval.model import CountCheck

COUNT_KEYS = ("any_of", "exactly", "at_least", "at_most")
_BOUNDS = ("exactly", "at_least", "at_most")


class _CheckReader:
    """Reads one count check; ``ok`` turns False at the first problem."""

    def __init__(self, label: str | None, problems: Collector, where: str) -> None:
        self.label = label
        self.problems = problems
        self.where = where
        self.ok = True

    def problem(self, node: Node, message: str) -> None:
        self.problems.add(node, self.label, f"{self.where}: {message}")
        self.ok = False

    def phrases(self, node: Node | None, at: Node) -> tuple[str, ...]:
        if node is None:
            self.problem(at, "any_of is missing: list the phrases to count")
            return ()
        if not isinstance(node, Seq) or not node.value:
            self.problem(node, "any_of must be a non-empty list of phrases")
            return ()
        out: list[str] = []
        first: dict[str, str] = {}
        for p in node.value:
            val = scalar(p)
            if not isinstance(val, str) or not fold(val).strip():
                self.problem(p, 'any_of entries must be non-empty strings (quote numbers: "17")')
            elif fold(val).strip() in first:
                self.problem(
                    p,
                    f"any_of lists '{val}' twice (as '{first[fold(val).strip()]}' too); "
                    "each phrase counts once, so remove one",
                )
            else:
                first[fold(val).strip()] = val
                out.append(val)
        return tuple(out)

    def bound(self, name: str, node: Node) -> int | None:
        val = scalar(node)
        if isinstance(val, bool) or not isinstance(val, int) or val < 0:
            self.problem(node, f"{name} must be a whole number, 0 or more")
            return None
        return val

    def bounds(self, found: dict[str, Node], at: Node) -> tuple[int | None, int | None]:
        given = [b for b in _BOUNDS if b in found]
        if not given:
            self.problem(at, "give exactly, at_least or at_most: how many of the phrases to name")
            return None, None
        if "exactly" in found and len(given) > 1:
            self.problem(
                found["exactly"], "exactly cannot be combined with at_least or at_most; keep one"
            )
            return None, None
        values = {b: self.bound(b, found[b]) for b in given}
        if "exactly" in values:
            return values["exactly"], values["exactly"]
        return values.get("at_least"), values.get("at_most")


def _check_range(
    reader: _CheckReader, node: Node, n: int, low: int | None, high: int | None
) -> None:
    """Refuse a check that no answer can meet or that every answer meets."""
    if low is not None and high is not None and low > high:
        reader.problem(node, f"at_least {low} is more than at_most {high}: no answer can meet it")
    elif low is not None and low > n:
        what = "exactly" if low == high else "at_least"
        reader.problem(
            node,
            f"{what} {low} is more than the {n} phrase{'s' if n != 1 else ''} listed in any_of: "
            "no answer can meet it",
        )
    elif (low or 0) == 0 and (high is None or high >= n):
        reader.problem(
            node,
            "this check holds for every answer (it allows naming none and all of the phrases); "
            "tighten the bound",
        )


def _parse_check(
    node: Node, index: int, label: str | None, problems: Collector, prefix: str
) -> CountCheck | None:
    reader = _CheckReader(label, problems, f"{prefix}expected.count #{index}")
    if not isinstance(node, Map):
        reader.problem(
            node, "each count check must be a mapping such as {any_of: [...], exactly: 2}"
        )
        return None
    found: dict[str, Node] = {}
    for k, v in node.value:
        key = scalar(k)
        if key not in COUNT_KEYS:
            reader.problem(k, unknown_key(key, COUNT_KEYS))
        elif key in found:
            reader.problem(k, f"key {key!r} appears twice")
        else:
            found[key] = v
    phrases = reader.phrases(found.get("any_of"), node)
    low, high = reader.bounds(found, node)
    if reader.ok:
        _check_range(reader, node, len(phrases), low, high)
    if not reader.ok:
        return None
    return CountCheck(phrases, low, high, node.line)


def parse_counts(
    node: Node, label: str | None, problems: Collector, prefix: str = ""
) -> tuple[CountCheck, ...] | None:
    """Every count check of ``expected.count``; None when any is invalid."""
    if not isinstance(node, Seq):
        problems.add(
            node,
            label,
            f"{prefix}expected.count must be a list of checks such as "
            "- {any_of: [...], exactly: 2}",
        )
        return None
    checks = [_parse_check(n, i, label, problems, prefix) for i, n in enumerate(node.value, 1)]
    if any(c is None for c in checks):
        return None
    return tuple(c for c in checks if c is not None)
