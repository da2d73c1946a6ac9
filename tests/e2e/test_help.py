"""Every command documents every flag and its exit codes in ``--help``."""

from __future__ import annotations

import argparse
import re

import pytest

from goldeneval.job.cli import build_parser
from goldeneval.operator.cli import _operator_parser, _submit_parser, _wait_parser


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    found = {"goldeneval": parser, **{f"goldeneval {n}": p for n, p in sub.choices.items()}}
    found.update(
        {
            "goldeneval operator": _operator_parser(),
            "goldeneval submit": _submit_parser(),
            "goldeneval wait": _wait_parser(),
        }
    )
    return found


def test_every_command_is_covered() -> None:
    names = set(commands())
    for name in ("run", "lint", "demo", "report", "history", "db", "operator", "submit", "wait"):
        assert f"goldeneval {name}" in names


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_flag_has_help_text(name: str) -> None:
    parser = commands()[name]
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction) or action.help == argparse.SUPPRESS:
            continue
        assert action.help and action.help.strip(), (
            f"{name}: {action.option_strings or action.dest}"
        )


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_help_lists_its_exit_codes(name: str) -> None:
    text = commands()[name].format_help()
    assert "exit codes" in text, name
    table = text.split("exit codes", 1)[1]
    codes = re.findall(r"^\s+([0-3])\s{2}\S", table, flags=re.MULTILINE)
    assert "0" in codes and "2" in codes, (name, table)
    assert codes == sorted(codes)
