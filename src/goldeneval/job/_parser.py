"""The evaluator's command line: every command, option and help text (argparse).

The SME guide's single-dash spelling (``-set``, ``-config``,
``-allow-unverified``) is accepted for every long option
(:func:`normalise_argv`); argparse errors are usage errors (exit 2).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from goldeneval.job import _epilogues
from goldeneval.job._runflags import STORE_HELP, add_run_options, add_selective
from goldeneval.job._workbench import add_workbench
from goldeneval.model import UsageParser

COMMANDS = (
    "run",
    "lint",
    "demo",
    "report",
    "history",
    "suites",
    "db",
    "calibrate",
    "label",
    "review",
    "harvest",
    "workbench",
)


def normalise_argv(argv: Sequence[str]) -> list[str]:
    """``-set x`` → ``--set x``: the SME guide's single-dash long options."""
    out = []
    for arg in argv:
        if len(arg) > 2 and arg[0] == "-" and arg[1] != "-" and not arg[1].isdigit():
            out.append("-" + arg)
        else:
            out.append(arg)
    return out


def _add_calibrate(sub: _Sub[UsageParser]) -> None:
    p = sub.add_parser(
        "calibrate",
        help="measure the judge's agreement with SME labels (and compare a candidate judge)",
        description="Judge every SME-labelled answer of a suite and report the judge's agreement.",
        epilog=_epilogues.CALIBRATE,
    )
    p.add_argument("--config", metavar="CONFIG.yaml", help="observatory/goldeneval config file")
    p.add_argument(
        "--labels", metavar="LABELS.yaml", required=True, help="the SME labels file (YAML list)"
    )
    p.add_argument(
        "--set",
        dest="set_path",
        metavar="SET.yaml",
        required=True,
        help="the golden set: the labelled items' expectations, which the judge reads",
    )
    p.add_argument("--suite", help="the suite whose answers were labelled")
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument("--as", dest="labeller", metavar="NAME", help=LABELLER_HELP)
    p.add_argument("--judge-url", help="OpenAI-compatible judge base URL")
    p.add_argument("--judge-model", help="judge model name")
    p.add_argument("--samples", type=int, help="odd size of a borderline verdict's majority vote")
    add_selective(p, "choose and store the confidence threshold for this SME agreement (0.9)")
    p.add_argument("--ca-file", metavar="PEM", help="CA certificates trusted for an https judge")
    p.add_argument("--compare-judge-model", metavar="MODEL", help="a candidate judge model")
    p.add_argument("--compare-judge-url", metavar="URL", help="the candidate judge's base URL")
    p.add_argument(
        "--rejudge",
        action="store_true",
        default=None,
        help="ask the judge afresh instead of reusing stored verdicts of the same answers",
    )
    p.add_argument("--json", dest="json_path", metavar="PATH", help="write the figures as JSON")
    p.add_argument("--html", dest="html_path", metavar="PATH", help="write a self-contained page")


CONFIG_HELP = "observatory/goldeneval config file (the store and suite are read from it)"
LABELLER_HELP = "who labels, stored with each label as local:NAME (default: your OS login)"


_Sub = argparse._SubParsersAction  # the type add_subparsers returns


def build_parser() -> argparse.ArgumentParser:
    """``goldeneval``'s parser: every command with its options, help and epilogue."""
    parser = UsageParser(
        prog="goldeneval",
        description="Golden Q&A regression gate.",
        epilog=_epilogues.MAIN,
    )
    parser.add_argument(
        "--version",
        action="store_true",
        help="print goldeneval's version (and its git revision when known) and exit 0",
    )
    sub = parser.add_subparsers(
        dest="command", parser_class=UsageParser, help="each command has its own --help"
    )
    run = sub.add_parser(
        "run",
        help="evaluate a golden set and decide the gate",
        description="Evaluate a golden set against the chatbot and the judge; decide the gate.",
        epilog=_epilogues.RUN,
    )
    add_run_options(run)
    _add_lint(sub)
    _add_demo(sub)
    _add_report(sub)
    _add_history(sub)
    _add_suites(sub)
    _add_calibrate(sub)
    _add_label(sub)
    _add_review(sub)
    _add_harvest(sub)
    _add_db(sub)
    add_workbench(sub)
    return parser


def _add_lint(sub: _Sub[UsageParser]) -> None:
    lint_p = sub.add_parser(
        "lint",
        help="validate a golden set and warn about risky phrases",
        description="Validate a golden set and warn about phrases that mis-score answers.",
        epilog=_epilogues.LINT,
    )
    lint_p.add_argument("set_path", metavar="SET.yaml", help="the golden set to check")
    lint_p.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 when a warning is not acknowledged in its item's lint_ignore",
    )
    lint_p.add_argument(
        "--config",
        metavar="CONFIG.yaml",
        help="also warn about expected.tools names the configured internal agent does not have "
        "(asks its AgentOS for the agent's tools)",
    )


def _add_demo(sub: _Sub[UsageParser]) -> None:
    demo = sub.add_parser(
        "demo",
        help="run the example set against loopback stand-ins",
        description="Show the whole harness at work on the shipped example set.",
        epilog=_epilogues.DEMO,
    )
    demo.add_argument(
        "--set",
        dest="set_path",
        metavar="SET.yaml",
        help="the set to demonstrate, with its scripted answers in demo-answers.yaml beside it "
        "(default: the example set shipped inside goldeneval)",
    )
    demo.add_argument("--store", help="store DSN (default: a fresh SQLite file in a temp dir)")


def _add_report(sub: _Sub[UsageParser]) -> None:
    report = sub.add_parser(
        "report",
        help="reprint a stored run's report",
        description="Reprint the report of a stored run (--run-id, or the latest of the suite) "
        "and write any of the outputs 'run' wrote for it, equal but for the time of writing.",
        epilog=_epilogues.REPORT,
    )
    report.add_argument("--suite", help="report the suite's latest finished run")
    report.add_argument("--run-id", help="report this run (overrides --suite)")
    report.add_argument("--store", help=STORE_HELP)
    report.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    # Read by `goldeneval` before this parser (the operator side answers it); listed so that
    # --help names it and a misspelling of it is told what was meant.
    report.add_argument(
        "--cluster",
        metavar="NAMESPACE/SUITE",
        help="read the report from the operator instead (goldeneval report --cluster X --help)",
    )
    report.add_argument(
        "--html",
        dest="html_path",
        metavar="PATH",
        help="also write the report as one self-contained HTML page ('-': stdout)",
    )
    # The outputs `run` wrote, drawn again from the store (a CI summary rebuilt).
    for flag, what in (
        ("json", "the run summary as JSON"),
        ("junit", "JUnit XML"),
        ("markdown", "the compact Markdown summary"),
    ):
        report.add_argument(
            f"--{flag}",
            dest=f"{flag}_path",
            metavar="PATH",
            help=f"also write {what} ('-': stdout)",
        )
    report.add_argument(
        "--set",
        dest="set_path",
        metavar="SET.yaml",
        help="the golden set, so the HTML page marks every phrase (not only the flagged ones)",
    )


def _add_history(sub: _Sub[UsageParser]) -> None:
    history = sub.add_parser(
        "history",
        help="runs of a suite, or one item's trend",
        description="List a suite's runs, newest first, or one item's results across them.",
        epilog=_epilogues.HISTORY,
    )
    history.add_argument("--suite", help="the suite (default: config or 'default')")
    history.add_argument("--item", help="show this item's results and trend instead of the runs")
    history.add_argument(
        "--limit", type=int, default=20, metavar="N", help="at most N rows (default 20)"
    )
    history.add_argument("--flaky", action="store_true", help=_epilogues.FLAKY)
    history.add_argument("--flaky-window", type=int, metavar="RUNS", help=_epilogues.FLAKY_WINDOW)
    history.add_argument("--store", help=STORE_HELP)
    history.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    history.add_argument("--json", action="store_true", help="print the history as JSON")


def _add_label(sub: _Sub[UsageParser]) -> None:
    p = sub.add_parser(
        "label",
        help="store SME labels: each decides its exact answer in later runs",
        description="Store SME labels without calibrating; a label is its answer's verdict.",
        epilog=_epilogues.LABEL,
    )
    p.add_argument(
        "--labels", metavar="LABELS.yaml", required=True, help="the SME labels file (YAML list)"
    )
    p.add_argument("--suite", help="the suite whose answers were labelled")
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    p.add_argument("--as", dest="labeller", metavar="NAME", help=LABELLER_HELP)


def _add_review(sub: _Sub[UsageParser]) -> None:
    p = sub.add_parser(
        "review",
        help="the answers awaiting an SME: escalated and not yet labelled",
        description="List the answers a run escalated that no SME has labelled yet.",
        epilog=_epilogues.REVIEW,
    )
    p.add_argument("--suite", help="the suite (default: config or 'default')")
    p.add_argument("--run", dest="run_id", metavar="RUN_ID", help="this run (default: the latest)")
    p.add_argument(
        "--set",
        dest="set_path",
        metavar="SET.yaml",
        help="the golden set: shows each item's expectations",
    )
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    p.add_argument(
        "--json", dest="json_path", metavar="PATH", help="write the queue as JSON (- stdout)"
    )
    p.add_argument(
        "--html",
        dest="html_path",
        metavar="PATH",
        help="write a page whose label controls download the labels file (- stdout)",
    )


def _add_suites(sub: _Sub[UsageParser]) -> None:
    suites = sub.add_parser(
        "suites",
        help="the suites in the store, each with its latest run",
        description="List the suites in the store, each with its latest run and verdict.",
        epilog=_epilogues.SUITES,
    )
    suites.add_argument("--store", help=STORE_HELP)
    suites.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    suites.add_argument("--json", action="store_true", help="print the list as JSON")


def _add_db(sub: _Sub[UsageParser]) -> None:
    db = sub.add_parser(
        "db",
        help="database maintenance",
        description="Maintain the history store.",
        epilog=_epilogues.DB,
    )
    db.add_argument("action", choices=["migrate"], help="migrate: apply pending schema migrations")
    db.add_argument("--store", help=STORE_HELP)
    db.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)


LOG_FORMAT_HELP = "what --log - and a log whose extension says nothing hold (default jsonl)"


def _add_harvest(sub: _Sub[UsageParser]) -> None:
    from goldeneval.config import DEFAULT_MIN_QUESTIONS
    from goldeneval.job.harvest._text import TEXT_GROUPS
    from goldeneval.traffic import DEFAULT_TOP

    p = sub.add_parser(
        "harvest",
        help="group real questions, state the golden set's coverage, draft the uncovered",
        description="Group what users asked (the chatbot's log, the internal agent's AgentOS), "
        "state the share the golden set covers and draft the most-asked uncovered questions.",
        epilog=_epilogues.HARVEST,
    )
    p.add_argument(
        "--set", dest="set_path", metavar="SET.yaml", required=True, help="the golden set"
    )
    p.add_argument("--config", metavar="CONFIG.yaml", help=CONFIG_HELP)
    p.add_argument(
        "--log",
        dest="log_paths",
        metavar="PATH",
        action="append",
        default=[],
        help="the chatbot's question log: JSON Lines, or CSV by the .csv extension "
        "(.gz: compressed); - reads standard input; repeatable",
    )
    p.add_argument("--format", dest="log_format", choices=("jsonl", "csv"), help=LOG_FORMAT_HELP)
    p.add_argument(
        "--agentos",
        action="store_true",
        help="read every session of the configured internal agent from its AgentOS",
    )
    p.add_argument("--since", metavar="YYYY-MM-DD", help="first day read (UTC, inclusive)")
    p.add_argument("--until", metavar="YYYY-MM-DD", help="last day read (UTC, inclusive)")
    p.add_argument(
        "--json", dest="json_path", metavar="PATH", help="write the harvest as JSON (- stdout)"
    )
    p.add_argument(
        "--drafts",
        dest="drafts_path",
        metavar="PATH",
        help="write the most-asked uncovered groups as unverified golden-set items",
    )
    p.add_argument(
        "--top",
        type=int,
        metavar="N",
        help=f"how many groups --drafts writes (default {DEFAULT_TOP}); without --drafts, "
        f"how many uncovered groups the text lists (default {TEXT_GROUPS})",
    )
    p.add_argument("--force", action="store_true", help="let --drafts overwrite an existing file")
    p.add_argument("--suite", help="the suite the harvest is stored for (default: config)")
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument(
        "--no-store",
        action="store_true",
        help="harvest and print without storing (the report and the metric keep their figure)",
    )
    p.add_argument(
        "--min-questions",
        type=int,
        metavar="N",
        help="the fewest kept questions from which the harvest states a coverage; a smaller "
        f"one is stored marked too small (default {DEFAULT_MIN_QUESTIONS})",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress on stderr")
