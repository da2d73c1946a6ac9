"""``goldeneval run``'s options (parties, gate, store, outputs), apart from the other
commands' parsers in ``_parser``: the run has by far the most, and ``calibrate`` shares
its selective-verdict pair."""

from __future__ import annotations

import argparse

from goldeneval.job import _epilogues

STORE_HELP = "sqlite:///PATH or postgresql://… (default: $XDG_STATE_HOME/goldeneval/history.db)"


def add_run_options(p: argparse.ArgumentParser) -> None:
    """``run``'s options, in the order ``--help`` lists them."""
    _add_run_parties(p)
    _add_run_gate(p)
    _add_run_store(p)
    _add_run_outputs(p)


def _add_run_parties(p: argparse.ArgumentParser) -> None:
    """What is asked, of whom, under which suite and run id."""
    p.add_argument("--set", dest="set_path", metavar="SET.yaml", help="the golden set (YAML)")
    p.add_argument("--config", metavar="CONFIG.yaml", help="observatory/goldeneval config file")
    p.add_argument(
        "--allow-unverified",
        action="store_true",
        default=None,
        help="accept verified: false items (e.g. a local smoke run)",
    )
    p.add_argument("--suite", help="history and regression scope (default: config or 'default')")
    p.add_argument("--run-id", help="run id; reusing one resumes that run")
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument("--chatbot-url", help="chatbot base URL (POSTs to /api/orchestrate)")
    p.add_argument(
        "--compare-url",
        help="compare mode: also ask this reference chatbot (e.g. stable) and gate on the pairs",
    )
    p.add_argument(
        "--compare-internal-url",
        help="compare mode: also ask this reference AgentOS the internal items (its agent, "
        "user and token default to goldeneval.internal's)",
    )
    p.add_argument("--judge-url", help="OpenAI-compatible judge base URL")
    p.add_argument("--judge-model", help="judge model name")
    p.add_argument(
        "--ca-file",
        metavar="PEM",
        help="CA certificates trusted for https URLs, beside the system's",
    )
    p.add_argument("--concurrency", type=int, help="calls in flight per party")


def _add_run_gate(p: argparse.ArgumentParser) -> None:
    """The gate, the judge's trust, and the deadline."""
    p.add_argument("--min-pass-rate", type=float, help="gate: minimum scored pass rate")
    p.add_argument("--pass-threshold", type=float, help="item: minimum judge correctness")
    p.add_argument(
        "--min-coverage",
        type=float,
        help="share of drivable items that must be scored for a verdict (default 0.5)",
    )
    p.add_argument(
        "--min-agreement",
        type=float,
        metavar="KAPPA",
        help="refuse a judge whose latest calibration for the suite has a lower kappa (0 = off)",
    )
    p.add_argument(
        "--rejudge",
        action="store_true",
        default=None,
        help="ask the judge afresh instead of reusing earlier verdicts on unchanged answers",
    )
    p.add_argument("--deadline", type=float, metavar="SECONDS", help="whole-run deadline")
    p.add_argument("--chatbot-samples", type=int, metavar="N", help=_epilogues.CHATBOT_SAMPLES)
    p.add_argument("--flaky-window", type=int, metavar="RUNS", help=_epilogues.FLAKY_WINDOW)
    p.add_argument("--judge-max-tokens-per-run", type=int, metavar="N", help=BUDGET_HELP)
    add_selective(p, "escalate verdicts below the stored threshold for this SME agreement (0.9)")


BUDGET_HELP = "the run's judge token budget over all its invocations: past it, NO VERDICT"


def add_selective(p: argparse.ArgumentParser, target_help: str) -> None:
    """Selective verdicts (docs/design.md §13.5): the promised agreement and its risk."""
    p.add_argument("--target-agreement", type=float, metavar="SHARE", help=target_help)
    p.add_argument(
        "--risk",
        type=float,
        metavar="SHARE",
        help="chance the stated SME agreement fails (default 0.1)",
    )


def _add_run_store(p: argparse.ArgumentParser) -> None:
    """Riding out a store outage."""
    p.add_argument(
        "--store-outage-seconds",
        type=float,
        metavar="SECONDS",
        help="how long an unreachable store is waited for before the run gives up (default 300)",
    )
    p.add_argument(
        "--store-buffer-items",
        type=int,
        metavar="N",
        help="results that may wait in memory for the store; then the run pauses (default 5000)",
    )
    p.add_argument(
        "--spool-dir",
        metavar="DIR",
        help="where results not yet stored are kept (default $XDG_STATE_HOME/goldeneval/spool)",
    )


def _add_run_outputs(p: argparse.ArgumentParser) -> None:
    """What is written where, the shard, and the progress display."""
    p.add_argument(
        "--json",
        dest="json_path",
        metavar="PATH",
        help="write the run summary as JSON ('-': stdout)",
    )
    p.add_argument(
        "--junit", dest="junit_path", metavar="PATH", help="write JUnit XML ('-': stdout)"
    )
    p.add_argument(
        "--html",
        dest="html_path",
        metavar="PATH",
        help="write the report as one self-contained HTML page (answers, diffs, trends; "
        "'-': stdout, the text report then goes to stderr)",
    )
    p.add_argument(
        "--markdown",
        dest="markdown_path",
        metavar="PATH",
        help="write a compact Markdown summary for a CI summary page or a merge-request note "
        "(also for NO VERDICT; '-': stdout, the text report then goes to stderr)",
    )
    p.add_argument(
        "--shard",
        metavar="INDEX/COUNT",
        help="evaluate one slice; '/COUNT' takes INDEX from JOB_COMPLETION_INDEX",
    )
    p.add_argument("--summary-file", metavar="PATH", help="write the shard summary JSON here")
    p.add_argument(
        "--no-progress",
        dest="no_progress",
        action="store_true",
        help="no progress on stderr: neither the live bar (terminal) nor the periodic lines (logs)",
    )
    p.add_argument(
        "--quiet",
        action="store_true",
        help="only the outcome line (and warnings and errors): no header, no progress, no table",
    )
