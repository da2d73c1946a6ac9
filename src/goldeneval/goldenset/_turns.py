"""Reading an item's questions: ``question`` + ``expected``, or a ``conversation`` of turns.

Either way the result is a tuple of :class:`Turn`. A conversation has two
turns or more (one turn is a plain item written the long way) and cannot sit
beside ``question`` or ``expected``: which of them would be asked?
"""

from __future__ import annotations

from goldeneval.goldenset._collect import Collector, scalar, string
from goldeneval.goldenset._expected import parse_expected
from goldeneval.goldenset._yamltree import Map, Node, Seq
from goldeneval.model import Turn, did_you_mean

TURN_KEYS = ("question", "expected")


def parse_turns(
    item: Node, fields: dict[str, Node], label: str | None, problems: Collector
) -> tuple[Turn, ...]:
    """The item's turns; empty when any of them is invalid (each problem reported)."""
    conversation = fields.get("conversation")
    if conversation is None:
        for key in TURN_KEYS:
            if key not in fields:
                problems.add(item, label, f"missing required key {key!r}")
        turn = _turn(fields.get("question"), fields.get("expected"), label, problems, "")
        return () if turn is None else (turn,)
    both = [key for key in TURN_KEYS if key in fields]
    for key in both:
        problems.add(
            fields[key],
            label,
            f"'{key}' and 'conversation' cannot be used together: a conversation's questions "
            "and expectations go in its turns; move this one into the first turn",
        )
    turns = _conversation(conversation, label, problems)
    return () if both else turns


def _conversation(node: Node, label: str | None, problems: Collector) -> tuple[Turn, ...]:
    if not isinstance(node, Seq):
        problems.add(
            node,
            label,
            "conversation must be a list of turns, each with question and expected",
        )
        return ()
    if len(node.value) < 2:
        problems.add(
            node,
            label,
            f"a conversation needs at least two turns (it has {len(node.value)}); "
            "for a single question write question and expected instead",
        )
        return ()
    turns = [_conversation_turn(t, i, label, problems) for i, t in enumerate(node.value, 1)]
    if any(t is None for t in turns):
        return ()
    return tuple(t for t in turns if t is not None)


def _conversation_turn(node: Node, n: int, label: str | None, problems: Collector) -> Turn | None:
    prefix = f"turn {n}: "
    if not isinstance(node, Map):
        problems.add(node, label, f"{prefix}a turn must be a mapping with question and expected")
        return None
    fields: dict[str, Node] = {}
    ok = True
    for k, v in node.value:
        key = scalar(k)
        if key not in TURN_KEYS:
            hint = did_you_mean(key, TURN_KEYS)
            problems.add(
                k,
                label,
                f"{prefix}unknown key {key!r}{f' ({hint})' if hint else ''}; "
                "a turn has only question and expected",
            )
            ok = False
        elif key in fields:
            problems.add(k, label, f"{prefix}key {key!r} appears twice")
            ok = False
        else:
            fields[key] = v
    for key in TURN_KEYS:
        if key not in fields:
            problems.add(node, label, f"{prefix}missing required key {key!r}")
            ok = False
    turn = _turn(fields.get("question"), fields.get("expected"), label, problems, prefix, node)
    return turn if ok else None


def _turn(
    question_node: Node | None,
    expected_node: Node | None,
    label: str | None,
    problems: Collector,
    prefix: str,
    at: Node | None = None,
) -> Turn | None:
    question = string(question_node, f"{prefix}question", label, problems)
    parsed = parse_expected(expected_node, label, problems, prefix)
    if question is None or parsed is None:
        return None
    expected, lines = parsed
    line = at.line if at is not None else None
    return Turn(question, expected, line, lines["must_include"], lines["must_not_include"])
