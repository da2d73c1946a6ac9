"""Argo Rollouts' judgement of a measurement, for the forms the recipes use.

A metric's ``successCondition`` and ``failureCondition`` are expr-lang
expressions over ``result``. This evaluator covers the subset the recipes
write — literals (strings, numbers, ``nil``, ``true``, ``false``), ``result``,
member access ``a.b`` and indexing ``a[0]``, ``len()``, comparisons,
``!``/``not``, ``&&``/``and``, ``||``/``or``, parentheses — with expr's
semantics where they matter: a missing map key is ``nil``; a member of
``nil`` is an error; ``&&`` and ``||`` short-circuit and need booleans;
``==`` between different types is false; ordering needs two numbers.
Anything else is refused, so a recipe cannot silently use a form this file
does not evaluate. ``assess`` is Argo's EvaluateResult: failure wins, neither
condition true is Inconclusive, an evaluation error is Error.
"""

from __future__ import annotations

import json
import re
from typing import Any

_TOKEN = re.compile(
    r'\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<str>"(?:[^"\\]|\\.)*")|(?P<name>[A-Za-z_]\w*)'
    r"|(?P<op>==|!=|>=|<=|&&|\|\||[<>!().\[\],]))"
)


class ExprError(Exception):
    """What expr would report as an evaluation error (or a form this file does not know)."""


def _tokens(text: str) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    pos = 0
    while pos < len(text.rstrip()):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ExprError(f"cannot read {text[pos:]!r}")
        pos = m.end()
        kind = m.lastgroup
        assert kind is not None
        value: Any = m.group(kind)
        if kind == "num":
            value = float(value) if "." in value else int(value)
        elif kind == "str":
            value = json.loads(value)
        elif kind == "name" and value in ("and", "or", "not"):
            kind, value = "op", {"and": "&&", "or": "||", "not": "!"}[value]
        out.append((kind, value))
    return out


class _Parser:
    def __init__(self, text: str, result: Any) -> None:
        self.toks = _tokens(text)
        self.i = 0
        self.result = result

    def peek(self) -> tuple[str, Any] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, op: str) -> bool:
        if self.peek() == ("op", op):
            self.i += 1
            return True
        return False

    def run(self) -> Any:
        value = self.disjunction(True)
        if self.peek() is not None:
            raise ExprError(f"unexpected {self.peek()}")
        return value

    # Each level takes ``live``: False while short-circuited (parsed, not evaluated).
    def disjunction(self, live: bool) -> Any:
        left = self.conjunction(live)
        while self.take("||"):
            if live and not isinstance(left, bool):
                raise ExprError("|| needs booleans")
            right = self.conjunction(live and not left)
            if live and not left:
                if not isinstance(right, bool):
                    raise ExprError("|| needs booleans")
                left = right
        return left

    def conjunction(self, live: bool) -> Any:
        left = self.comparison(live)
        while self.take("&&"):
            if live and not isinstance(left, bool):
                raise ExprError("&& needs booleans")
            right = self.comparison(live and left)
            if live and left:
                if not isinstance(right, bool):
                    raise ExprError("&& needs booleans")
                left = right
        return left

    def comparison(self, live: bool) -> Any:
        left = self.unary(live)
        for op in ("==", "!=", ">=", "<=", ">", "<"):
            if self.take(op):
                right = self.unary(live)
                return _compare(op, left, right) if live else None
        return left

    def unary(self, live: bool) -> Any:
        if self.take("!"):
            value = self.unary(live)
            if live and not isinstance(value, bool):
                raise ExprError("! needs a boolean")
            return (not value) if live else None
        return self.postfix(live)

    def postfix(self, live: bool) -> Any:
        value = self.primary(live)
        while True:
            if self.take("."):
                kind, name = self.toks[self.i]
                self.i += 1
                if kind != "name":
                    raise ExprError("a member name must follow '.'")
                value = _member(value, name) if live else None
            elif self.take("["):
                index = self.disjunction(live)
                if not self.take("]"):
                    raise ExprError("missing ]")
                value = _member(value, index) if live else None
            else:
                return value

    def primary(self, live: bool) -> Any:
        tok = self.peek()
        if tok is None:
            raise ExprError("expression ends early")
        self.i += 1
        kind, value = tok
        if kind in ("num", "str"):
            return value
        if tok == ("op", "("):
            inner = self.disjunction(live)
            if not self.take(")"):
                raise ExprError("missing )")
            return inner
        if kind == "name":
            if value in ("nil", "true", "false"):
                return {"nil": None, "true": True, "false": False}[value]
            if value == "result":
                return self.result
            if value == "len" and self.take("("):
                arg = self.disjunction(live)
                if not self.take(")"):
                    raise ExprError("missing )")
                if not live:
                    return None
                if not isinstance(arg, (str, list, dict)):
                    raise ExprError("len of a value without length")
                return len(arg)
        raise ExprError(f"unknown form {value!r}")


def _member(value: Any, key: Any) -> Any:
    if isinstance(value, dict):
        return value.get(key)  # expr: a missing map key is nil
    if isinstance(value, list) and isinstance(key, int):
        if not -len(value) <= key < len(value):
            raise ExprError("index out of range")
        return value[key]
    raise ExprError(f"cannot fetch {key!r} from {value!r}")


def _compare(op: str, left: Any, right: Any) -> bool:
    if op in ("==", "!="):
        numbers = all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in (left, right)
        )
        same = (left == right) if numbers or type(left) is type(right) else False
        return same if op == "==" else not same
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (left, right)):
        raise ExprError(f"{op} needs numbers")
    return {">=": left >= right, "<=": left <= right, ">": left > right, "<": left < right}[op]


def evaluate(condition: str, result: Any) -> bool:
    """The condition's value for ``result``; a non-boolean outcome is an error, as in Argo."""
    value = _Parser(condition, result).run()
    if not isinstance(value, bool):
        raise ExprError(f"condition gave {value!r}, not a boolean")
    return value


def assess(success: str, failure: str, result: Any) -> str:
    """Argo's phase of one measurement with both conditions set."""
    try:
        succeeded, failed = evaluate(success, result), evaluate(failure, result)
    except ExprError:
        return "Error"
    if failed:
        return "Failed"
    return "Successful" if succeeded else "Inconclusive"


def substitute(text: str, args: dict[str, str]) -> str:
    """``{{args.x}}`` replaced as Argo replaces it before anything is evaluated."""
    return re.sub(r"\{\{\s*args\.([\w-]+)\s*\}\}", lambda m: args[m.group(1)], text)


def json_path(body: str, path: str) -> Any:
    """The web provider's reading of ``{$.a.b}`` from a JSON body (Kubernetes JSONPath with
    JSON output, then parsed back: an object stays an object, a missing field is an error)."""
    m = re.fullmatch(r"\{\$((?:\.\w+)*)\}", path)
    if m is None:
        raise ExprError(f"jsonPath form {path!r} not covered")
    value = json.loads(body)
    for part in filter(None, m.group(1).split(".")):
        if not isinstance(value, dict) or part not in value:
            raise ExprError(f"{part} is not found")
        value = value[part]
    return value
