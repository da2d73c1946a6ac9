"""A misspelt command, option or choice gets a did-you-mean, anywhere on the command line
(issue 44 §6), as a misspelt key in a file does: exit 2, the one helper of model/_suggest.

Where a user types it: the real ``goldeneval`` in a subprocess. For every
option of every command: each single typo that argparse does not take as an
abbreviation is refused naming the option meant.
"""

from __future__ import annotations

import argparse

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from goldeneval.model import UsageError, unknown_options
from tests.core.test_did_you_mean import one_edit
from tests.e2e.conftest import run_subprocess
from tests.e2e.test_help import commands


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["harvst", "--set", "s.yaml"], "unknown command 'harvst' (did you mean harvest?)"),
        (["operatr"], "unknown command 'operatr' (did you mean operator?)"),
        (["stand-in"], "(did you mean stand-ins?)"),
        (["harvest", "--drafs", "d.yaml"], "unknown option --drafs (did you mean --drafts?)"),
        (["-set", "s.yaml", "-alow-unverified"], "(did you mean --allow-unverified?)"),
        (["run", "--set=s.yaml", "--concurency=2"], "--concurency (did you mean --concurrency?)"),
        (["db", "migrat"], "invalid choice: 'migrat' (did you mean migrate?)"),
        (["submit", "--sute", "x"], "unknown option --sute (did you mean --suite?)"),
        (["stand-ins", "--agnt"], "unknown option --agnt (did you mean --agent?)"),
        (["--versoin"], "unknown option --versoin (did you mean --version?)"),
        (["report", "--clustr", "ns/suite"], "unknown option --clustr (did you mean --cluster?)"),
        (["wait", "--timout", "3", "run-x"], "unknown option --timout (did you mean --timeout?)"),
    ],
)
def test_a_misspelling_is_exit_2_naming_what_was_meant(argv: list[str], said: str) -> None:
    run = run_subprocess(*argv)
    assert run.code == 2, run.err
    assert said in run.err
    assert "Traceback" not in run.err


def test_two_misspelt_options_are_named_together_before_a_missing_required_one() -> None:
    run = run_subprocess("harvest", "--lg", "week.jsonl", "--drafs", "d.yaml")
    assert run.code == 2
    assert "--lg (did you mean --log?); unknown option --drafs (did you mean --drafts?)" in (
        run.err
    )
    assert "required" not in run.err  # the typo, not its consequence


def test_words_after_a_double_dash_and_values_are_not_options() -> None:
    assert unknown_options(["--", "--drafs"], ["--drafts"]) == []
    assert unknown_options(["-", "x", "--draft"], ["--drafts"]) == []  # a start argparse takes


OPTIONS = {
    name: sorted(
        {o for a in parser._actions for o in a.option_strings if o.startswith("--")} - {"--help"}
    )
    for name, parser in commands().items()
}


@given(data=st.data())
def test_every_single_typo_of_every_option_is_refused_naming_it(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(n for n, o in OPTIONS.items() if o)))
    option = data.draw(st.sampled_from(OPTIONS[name]))
    typo = "--" + data.draw(one_edit(option[2:]))
    known = [*OPTIONS[name], "--help"]
    assume(typo[2:] and not typo.startswith("---") and not typo.startswith("--="))
    assume(not any(o.startswith(typo) for o in known))  # argparse takes a start of an option
    parser = commands()[name]
    with pytest.raises(UsageError) as refused:
        parser.parse_args([typo])
    message = str(refused.value)
    assert f"unknown option {typo}" in message
    hint = message.split("did you mean ", 1)[1].split("?")[0].split(" or ")
    assert option in hint, message


def test_the_parsers_checked_are_every_command() -> None:
    assert {"goldeneval harvest", "goldeneval run", "goldeneval submit"} <= set(OPTIONS)
    assert all(isinstance(p, argparse.ArgumentParser) for p in commands().values())
