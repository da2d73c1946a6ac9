"""How long the functions in ``src/`` are, and how often the run branches on compare mode.

The figures issue 26 asks for: the ten longest functions, how many are
over 80 and over 100 lines, and the ``compare``/``reference`` conditionals
in ``execute`` and ``drive`` (and across ``job/run/``). Prints them; with
``--check`` exits 1 when a limit is exceeded (no function over 100 lines, at
most three over 80, ``execute``/``drive``/``run_pipeline`` at most 60, at
most two compare conditionals in ``execute`` and ``drive``).

    .venv/bin/python bench/bench_layout.py [--check]
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "goldeneval"
RUN = SRC / "job" / "run"
COMPARE_WORDS = re.compile(r"\b(compare|reference|ref_\w*|\w*_ref)\b", re.IGNORECASE)
"""A conditional mentioning one of these branches on compare mode."""


@dataclass(frozen=True)
class Function:
    """One function or method definition."""

    path: str
    """Its module, relative to ``src/goldeneval``."""
    name: str
    """Its qualified name inside the module."""
    lines: int
    """Lines from ``def`` (decorators excluded) to its last line."""
    node: ast.FunctionDef | ast.AsyncFunctionDef
    """The parsed definition."""


def functions(root: Path = SRC) -> Iterator[Function]:
    """Every function and method under ``root``, nested ones included."""
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        yield from _walk(tree, str(path.relative_to(SRC)), "")


def _walk(node: ast.AST, path: str, prefix: str) -> Iterator[Function]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            name = prefix + child.name
            end = child.end_lineno or child.lineno
            yield Function(path, name, end - child.lineno + 1, child)
            yield from _walk(child, path, name + ".")
        elif isinstance(child, ast.ClassDef):
            yield from _walk(child, path, prefix + child.name + ".")
        else:
            yield from _walk(child, path, prefix)


def compare_conditionals(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """``if``/``elif``/ternary/``while`` tests in ``fn`` (nested functions too) naming compare mode."""
    count = 0
    for node in ast.walk(fn):
        if isinstance(node, ast.If | ast.IfExp | ast.While):
            if COMPARE_WORDS.search(ast.unparse(node.test)):
                count += 1
        elif isinstance(node, ast.comprehension):
            count += sum(1 for test in node.ifs if COMPARE_WORDS.search(ast.unparse(test)))
    return count


def named(all_functions: list[Function], path: str, name: str) -> Function:
    """The function ``name`` of module ``path``."""
    found = [f for f in all_functions if f.path == path and f.name == name]
    if not found:
        raise LookupError(f"{path}::{name} not found")
    return found[0]


def main(argv: list[str]) -> int:
    found = list(functions())
    longest = sorted(found, key=lambda f: -f.lines)
    print("the ten longest functions in src/:")
    for f in longest[:10]:
        print(f"  {f.lines:4d}  {f.path}::{f.name}")
    over_80 = [f for f in found if f.lines > 80]
    over_100 = [f for f in found if f.lines > 100]
    print(f"over 80 lines: {len(over_80)}; over 100 lines: {len(over_100)}")
    core = {
        "execute": named(found, "job/run/_run.py", "execute"),
        "drive": named(found, "job/run/_drive.py", "drive"),
    }
    pipeline = [f for f in found if f.path == "job/run/_pipeline.py" and f.name == "run_pipeline"]
    for f in [*core.values(), *pipeline]:
        print(f"  {f.name}: {f.lines} lines")
    in_core = sum(compare_conditionals(f.node) for f in core.values())
    in_run = sum(
        compare_conditionals(f.node)
        for f in functions(RUN)
        if "." not in f.name  # nested functions are counted with their parent
    )
    print(f"compare conditionals: {in_core} in execute and drive, {in_run} across job/run/")
    if "--check" not in argv:
        return 0
    ok = (
        not over_100
        and len(over_80) <= 3
        and all(f.lines <= 60 for f in [*core.values(), *pipeline])
        and in_core <= 2
    )
    print("within the limits" if ok else "OVER THE LIMITS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
