"""The evaluator's commands: ``run`` (the default), ``lint``, ``demo``, ``report``, ``history``, ``db migrate``, ``calibrate``.

Exit codes (docs/design.md §5): 0 gate passed · 1 gate failed (established) ·
2 invalid input · 3 no verdict (nothing or too little scored, a party refused
every request, interrupted, infrastructure, an unexpected error). In shard
mode ``run`` exits 0 once its items are evaluated (or a party refused them):
the verdict over all shards is the operator's.

The SME guide's single-dash spelling (``-set``, ``-config``,
``-allow-unverified``) is accepted for every long option.
"""

from __future__ import annotations

import argparse
import os
import sys
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, TextIO

from goldeneval.config import Scrubber, config_secrets, redact_dsn
from goldeneval.goldenset import format_warnings, lint, unacknowledged
from goldeneval.job._files import (
    Checks,
    any_to_stdout,
    check_outputs,
    load_golden_set,
    load_trust,
    report_no_verdict,
    write_output,
)
from goldeneval.job._history import (
    cmd_history,
    cmd_suites,
    html_page,
    resolve_config,
    store_from,
    store_label,
    store_unreachable,
)
from goldeneval.job._parser import COMMANDS, build_parser, normalise_argv
from goldeneval.job._reportcmd import report_location, report_outputs, write_report_outputs
from goldeneval.job._review import cmd_calibrate, cmd_label, cmd_review
from goldeneval.job._workbench import cmd_workbench
from goldeneval.model import (
    GoldenEvalError,
    RunSummary,
    StoreUnavailable,
    UsageError,
    closest_keys,
    did_you_mean,
    unstorable,
)
from goldeneval.report import (
    render_markdown_no_verdict,
    render_report,
)
from goldeneval.verdict import encode_shard_summary

if TYPE_CHECKING:
    from goldeneval.job.run import RunInterruptedWithResult, RunRequest
    from goldeneval.job.run._run import RunResult


OTHER_COMMANDS = ("operator", "submit", "wait", "stand-ins")
"""The commands ``goldeneval`` hands to the operator side and the stand-ins."""


def main(argv: Sequence[str]) -> int:
    args_in = normalise_argv(argv)
    if not args_in:
        # A bare `goldeneval` is a person asking what it does, or a script whose
        # arguments went missing: show the help, but never exit 0 (nothing was checked).
        build_parser().print_help()
        print("goldeneval: no command given; nothing was run (exit 2)", file=sys.stderr)
        return 2
    try:
        if args_in and not args_in[0].startswith("-") and args_in[0] not in COMMANDS:
            hint = did_you_mean(args_in[0], (*COMMANDS, *OTHER_COMMANDS))
            raise UsageError(
                f"unknown command {args_in[0]!r}{f' ({hint})' if hint else ''}; commands: "
                f"{', '.join((*COMMANDS, *OTHER_COMMANDS))} (see goldeneval --help)"
            )
        _misspelt_top_option(args_in[0])
        if not args_in or args_in[0] not in (*COMMANDS, "-h", "--help"):
            args_in = ["run", *args_in]  # `goldeneval -set … -config …` (the SME guide's form)
        args = build_parser().parse_args(args_in)
        handler = {
            "run": cmd_run,
            "lint": cmd_lint,
            "demo": cmd_demo,
            "report": cmd_report,
            "history": cmd_history,
            "suites": cmd_suites,
            "db": cmd_db,
            "calibrate": cmd_calibrate,
            "label": cmd_label,
            "review": cmd_review,
            "harvest": cmd_harvest,
            "workbench": cmd_workbench,
        }[args.command]
        return handler(args)
    except GoldenEvalError as exc:
        if exc.exit_code == 3 and args_in[:1] == ["harvest"]:
            # A harvest gives no verdict to withhold: it failed, and stored nothing.
            print(f"goldeneval: harvest failed: {exc}", file=sys.stderr)
            print("goldeneval: harvest failed, nothing stored, exit 3", file=sys.stderr)
            return 3
        print(f"goldeneval: {exc}", file=sys.stderr)
        print(f"goldeneval: {exc.kind}, exit {exc.exit_code}", file=sys.stderr)
        if exc.exit_code == 3 and args_in[:1] == ["run"]:
            # A pipeline reads the last line of a run: it states the outcome
            # (on stderr when stdout carries a document: `--json -`).
            print(f"NO VERDICT: {' '.join(str(exc).split())}", file=_outcome_stream(args_in))
        return exc.exit_code
    except KeyboardInterrupt:
        stopped = (
            "harvest interrupted, nothing stored"
            if args_in[:1] == ["harvest"]
            else ("no verdict: interrupted")
        )
        print(f"goldeneval: {stopped}, exit 3", file=sys.stderr)
        return 3
    except BrokenPipeError:
        raise  # the reader closed our output: goldeneval.cli stops quietly
    except Exception as exc:
        # 1 means "the gate failed"; a bug or an unforeseen failure must never read as that.
        line = f"unexpected error ({describe_unexpected(exc)})"
        if args_in[:1] == ["run"]:
            print(f"NO VERDICT: {line}", file=_outcome_stream(args_in))
        elif args_in[:1] == ["harvest"]:
            print(f"goldeneval: harvest failed: {line}, nothing stored, exit 3", file=sys.stderr)
        else:
            print(f"goldeneval: {line}, exit 3", file=sys.stderr)
        return 3


def _misspelt_top_option(first: str) -> None:
    """``goldeneval --versoin``: a misspelling of goldeneval's own options, which would
    otherwise be read as an option of ``run``."""
    if first.startswith("--") and first not in ("--version", "--help"):
        close = closest_keys(first[2:].split("=", 1)[0], ("version", "help"))
        if close:
            meant = " or ".join("--" + c for c in close)
            raise UsageError(
                f"unknown option {first} (did you mean {meant}?) (see goldeneval --help)"
            )


def _outcome_stream(argv: Sequence[str]) -> TextIO:
    """stdout, unless an output flag took it (``--json -``): then stderr."""
    return sys.stderr if "-" in argv else sys.stdout


UNEXPECTED_CHARS = 300
"""How much of an unexpected error's message the one line quotes."""


def describe_unexpected(exc: BaseException) -> str:
    """``TypeError: message`` on one line, cut to a readable length."""
    text = " ".join(str(exc).split())
    line = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return line if len(line) <= UNEXPECTED_CHARS else line[: UNEXPECTED_CHARS - 1] + "…"


# ------------------------------------------------------------------ helpers


def terminal_width() -> int:
    """Columns the text report may use: the terminal's, else ``$COLUMNS``, else 100 (CI logs).

    At least 80: the table needs about that much to keep every column.
    """
    import shutil

    return max(80, shutil.get_terminal_size((100, 24)).columns)


def new_run_id() -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    return f"{stamp}-{uuid.uuid4().hex[:8]}"


def parse_shard(spec: str) -> tuple[int, int]:
    index_s, sep, count_s = spec.partition("/")
    if not sep:
        raise UsageError(f"--shard {spec!r}: expected INDEX/COUNT (e.g. 0/3) or /COUNT")
    if not index_s:
        index_s = os.environ.get("JOB_COMPLETION_INDEX", "")
        if not index_s:
            raise UsageError(
                "--shard /COUNT needs JOB_COMPLETION_INDEX in the environment (or give INDEX/COUNT)"
            )
    try:
        index, count = int(index_s), int(count_s)
    except ValueError:
        raise UsageError(f"--shard {spec!r}: INDEX and COUNT must be whole numbers") from None
    if count < 1 or not 0 <= index < count:
        raise UsageError(f"--shard {index}/{count}: need 0 <= INDEX < COUNT")
    return index, count


# ------------------------------------------------------------------ commands


def cmd_run(args: argparse.Namespace) -> int:
    """``goldeneval run``: check the input, evaluate, write the outputs, exit with the verdict."""
    from goldeneval.job.run import RunRequest, Shard

    if not args.set_path:
        raise UsageError("no golden set given: goldeneval run -set SET.yaml [-config CONFIG.yaml]")
    # Every input checked before anything is asked, every problem reported together (exit 2).
    check = Checks()
    shard = check(lambda: parse_shard(args.shard)) if args.shard else None
    if args.run_id is not None and (why := unstorable(args.run_id)) is not None:
        check.errors.append(UsageError(f"--run-id {args.run_id!r} {why}; use plain text"))
    if args.summary_file and shard is None and not args.shard:
        # A summary file is a shard's hand-over to the operator; a whole run's
        # outcome is in --json (writing nothing and exiting 0 hid the mistake).
        check.errors.append(
            UsageError("--summary-file is a shard's output: add --shard I/N, or use --json PATH")
        )
    if args.shard and args.markdown_path:
        # A shard knows only its slice; the verdict, and so the note, is the operator's.
        check.errors.append(UsageError("--markdown needs a whole run; leave out --shard"))
    check(lambda: check_outputs(_run_outputs(args)))
    golden = check(lambda: load_golden_set(args.set_path))
    cfg = check(lambda: resolve_config(args))
    check.raise_any()
    assert golden is not None and cfg is not None
    request = RunRequest(
        golden=golden,
        config=cfg,
        run_id=args.run_id or new_run_id(),
        shard=None if shard is None else Shard(*shard),
        progress=not (args.no_progress or args.quiet),
        tls=load_trust(cfg.ca_file),
    )
    scrub = Scrubber(config_secrets(cfg))
    try:
        evaluated = _evaluate(args, request)
    except GoldenEvalError as exc:
        if args.markdown_path and exc.exit_code == 3:  # no verdict (docs/design.md §5)
            # The note must not stay silent when the run ends without a summary.
            note = render_markdown_no_verdict(
                str(exc),
                suite=cfg.suite,
                run_id=request.run_id,
                location=report_location(args),
                scrub=scrub,
            )
            write_output(args.markdown_path, note)
        raise
    return _run_outputs_written(args, *evaluated, scrub=scrub)


def _run_outputs(args: argparse.Namespace) -> dict[str, str | None]:
    """``run``'s output files by flag."""
    return {**report_outputs(args), "--summary-file": args.summary_file}


def _evaluate(
    args: argparse.Namespace, request: RunRequest
) -> tuple[RunResult, str | None, RunInterruptedWithResult | None]:
    """The run against its store; its HTML page (drawn before the store closes: the page reads
    baselines and trends); the interruption by a signal, if there was one."""
    from goldeneval.job.run import (
        JudgeNotCalibrated,
        RunInterruptedWithResult,
        ThresholdNotCalibrated,
        execute,
    )
    from goldeneval.store import open_store  # lint and --help never load the store stack

    cfg, shard = request.config, request.shard
    no_verdict_to = args.summary_file if shard is not None else None
    try:
        store = open_store(
            cfg.store, outage_seconds=cfg.store_outage_seconds, notify=store_unreachable(cfg)
        )
    except StoreUnavailable as exc:  # a run started during a failover that outlasted the budget
        if shard is not None and no_verdict_to:
            report_no_verdict(no_verdict_to, exc, request.run_id, (shard.index, shard.count))
        raise
    if not args.quiet:  # --quiet: the outcome only
        print(
            f"goldeneval: suite {cfg.suite}, {len(request.golden.items)} items from "
            f"{request.golden.source}, store {store_label(cfg)}",
            file=sys.stderr,
        )
    interrupted: RunInterruptedWithResult | None = None
    try:
        try:
            result = execute(request, store)
        except RunInterruptedWithResult as exc:
            interrupted, result = exc, exc.result
        except (StoreUnavailable, JudgeNotCalibrated, ThresholdNotCalibrated) as exc:
            if shard is not None and no_verdict_to:
                report_no_verdict(no_verdict_to, exc, request.run_id, (shard.index, shard.count))
            raise
        page = html_page(store, result.summary, cfg, request.golden) if args.html_path else None
    finally:
        store.close()
    return result, page, interrupted


def _run_outputs_written(
    args: argparse.Namespace,
    result: RunResult,
    page: str | None,
    interrupted: RunInterruptedWithResult | None,
    *,
    scrub: Scrubber,
) -> int:
    """Write the outputs and the report; the exit code (a shard's is 0: the verdict is the
    operator's; an interrupted shard re-raises once its outputs are written, so its pod fails
    and is retried)."""
    report_out = sys.stderr if any_to_stdout(*_run_outputs(args).values()) else sys.stdout
    write_report_outputs(args, result.summary, page, scrub)
    if result.shard is None or result.shard_run is None:
        # An interrupted whole run has no verdict: its gate exits 3.
        report = render_report(result.summary, width=terminal_width())
        print(_outcome_only(report, result.summary) if args.quiet else report, file=report_out)
        return result.summary.gate.exit_code
    if args.summary_file:
        write_output(args.summary_file, encode_shard_summary(result.shard))
    if not args.quiet:  # a shard's outcome is the SHARD line below
        report = render_report(result.shard_run, width=terminal_width(), verdict=False)
        print(report, file=report_out)
    if interrupted is not None:
        raise interrupted
    s = result.shard
    if s.stop is not None:
        print(
            f"SHARD {s.shard}/{s.shards} STOPPED: {s.stop}; the verdict is the operator's",
            file=report_out,
        )
        return 0
    print(
        f"SHARD {s.shard}/{s.shards} EVALUATED: {s.counts.items} items "
        f"({s.counts.passed} passed, {s.counts.failed} failed, {s.counts.errored} errored, "
        f"{s.counts.skipped} skipped); the verdict is decided over all shards",
        file=report_out,
    )
    return 0


def _outcome_only(report: str, summary: RunSummary) -> str:
    """The report's outcome: its last line (``GATE PASSED …``, ``NO VERDICT: …``); a NO VERDICT
    names the run id to resume, which ``--quiet`` prints nowhere else."""
    lines = report.rstrip("\n").splitlines()
    line = lines[-1] if lines else report
    if summary.gate.cause is not None and f"--run-id {summary.run_id}" not in line:
        line += f" (rerun with --run-id {summary.run_id} to resume)"
    return line


def cmd_lint(args: argparse.Namespace) -> int:
    golden = load_golden_set(args.set_path)
    agent_tools = None
    if args.config:
        from goldeneval.job._linttools import listed_tools  # only lint --config asks AgentOS

        agent_tools = listed_tools(resolve_config(args, require_chatbot=False), golden)
    warnings = lint(golden, agent_tools=agent_tools)
    print(format_warnings(warnings, golden.source))
    if any(w.error for w in warnings):  # a placeholder in a verified item: the set is wrong
        return 2
    return 1 if (unacknowledged(warnings) and args.strict) else 0


def cmd_demo(args: argparse.Namespace) -> int:
    from goldeneval.job._demo import run_demo

    return run_demo(args.set_path, args.store)


def cmd_report(args: argparse.Namespace) -> int:
    from goldeneval.job._reportcmd import cmd_report as report

    return report(args, terminal_width())


def cmd_harvest(args: argparse.Namespace) -> int:
    from goldeneval.job.harvest import cmd_harvest as harvest  # the traffic room, only here

    return harvest(args)


def cmd_db(args: argparse.Namespace) -> int:
    store, cfg = store_from(args, create=True)  # opening a store applies pending migrations
    store.close()
    where = redact_dsn(cfg.store) if cfg.store else "default SQLite store"
    applied = store.migrations_applied
    if applied:
        plural = "s" * (len(applied) > 1)
        print(f"applied {len(applied)} migration{plural} ({', '.join(applied)}) to {where}")
    else:
        print(f"schema is up to date ({where}): no migration was pending")
    return 0
