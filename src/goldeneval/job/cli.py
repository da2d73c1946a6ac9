"""The evaluator's commands: ``run`` (the default), ``lint``, ``demo``, ``report``, ``history``, ``db migrate``.

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
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from goldeneval.config import redact_dsn
from goldeneval.goldenset import format_warnings, lint, unacknowledged
from goldeneval.job._inputs import load_golden_set, load_trust
from goldeneval.job._parser import COMMANDS, build_parser, normalise_argv
from goldeneval.job._stored import (
    cmd_history,
    cmd_suites,
    html_page,
    no_runs,
    resolve_config,
    store_from,
    store_label,
)
from goldeneval.model import (
    DEFAULT_MIN_COVERAGE,
    GoldenEvalError,
    InvalidInputError,
    RunSummary,
    UsageError,
    unstorable,
)
from goldeneval.report import iter_json, render_junit, render_report
from goldeneval.verdict import encode_shard_summary, summarize_results

if TYPE_CHECKING:
    from goldeneval.store import RunRecord, Store


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
            raise UsageError(
                f"unknown command {args_in[0]!r}; commands: {', '.join(COMMANDS)}, "
                "operator, submit, wait (see goldeneval --help)"
            )
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
        }[args.command]
        return handler(args)
    except GoldenEvalError as exc:
        kind = "invalid input" if isinstance(exc, InvalidInputError) else "infrastructure failure"
        print(f"goldeneval: {exc}", file=sys.stderr)
        print(f"goldeneval: {kind}, exit {exc.exit_code}", file=sys.stderr)
        if exc.exit_code == 3 and args_in[:1] == ["run"]:
            # A pipeline reads the last line of a run: it states the outcome.
            print(f"NO VERDICT: {' '.join(str(exc).split())}")
        return exc.exit_code
    except KeyboardInterrupt:
        print("goldeneval: interrupted", file=sys.stderr)
        return 3
    except Exception as exc:
        # 1 means "the gate failed"; a bug or an unforeseen failure must never read as that.
        line = f"unexpected error ({describe_unexpected(exc)})"
        if args_in[:1] == ["run"]:
            print(f"NO VERDICT: {line}")
        else:
            print(f"goldeneval: {line}, exit 3", file=sys.stderr)
        return 3


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


def _write(path: str, text: str | Iterable[str]) -> None:
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.writelines([text] if isinstance(text, str) else text)
    except OSError as exc:
        raise UsageError(f"cannot write {path} ({exc})") from None


# ------------------------------------------------------------------ commands


def cmd_run(args: argparse.Namespace) -> int:
    from goldeneval.job._run import RunInterruptedWithResult, RunRequest, Shard, execute

    if not args.set_path:
        raise UsageError("no golden set given: goldeneval run -set SET.yaml [-config CONFIG.yaml]")
    shard = parse_shard(args.shard) if args.shard else None
    if args.run_id is not None and (why := unstorable(args.run_id)) is not None:
        raise UsageError(f"--run-id {args.run_id!r} {why}; use plain text")
    golden = load_golden_set(args.set_path)
    cfg = resolve_config(args)
    tls = load_trust(cfg.ca_file)
    from goldeneval.store import open_store  # lint and --help never load the store stack

    store = open_store(cfg.store)
    print(
        f"goldeneval: suite {cfg.suite}, {len(golden.items)} items from {golden.source}, "
        f"store {store_label(cfg)}",
        file=sys.stderr,
    )
    request = RunRequest(
        golden=golden,
        config=cfg,
        run_id=args.run_id or new_run_id(),
        shard=None if shard is None else Shard(*shard),
        progress=not args.no_progress,
        tls=tls,
    )
    interrupted: RunInterruptedWithResult | None = None
    page: str | None = None
    try:
        try:
            result = execute(request, store)
        except RunInterruptedWithResult as exc:
            interrupted, result = exc, exc.result
        if args.html_path:  # drawn before the store closes: it reads baselines and trends
            page = html_page(store, result.summary, cfg, golden)
    finally:
        store.close()
    if args.html_path and page is not None:
        _write(args.html_path, page)
    if args.json_path:
        _write(args.json_path, iter_json(result.summary))
    if args.junit_path:
        _write(args.junit_path, render_junit(result.summary))
    if result.shard is not None and result.shard_run is not None:
        if args.summary_file:
            try:
                Path(args.summary_file).write_bytes(encode_shard_summary(result.shard))
            except OSError as exc:
                raise UsageError(
                    f"cannot write the shard summary to {args.summary_file} ({exc})"
                ) from None
        print(render_report(result.shard_run, width=terminal_width(), verdict=False))
        if interrupted is not None:
            raise interrupted
        s = result.shard
        if s.stop is not None:
            print(f"SHARD {s.shard}/{s.shards} STOPPED: {s.stop}; the verdict is the operator's")
            return 0
        print(
            f"SHARD {s.shard}/{s.shards} EVALUATED: {s.counts.items} items "
            f"({s.counts.passed} passed, {s.counts.failed} failed, {s.counts.errored} errored, "
            f"{s.counts.skipped} skipped); the verdict is decided over all shards"
        )
        return 0
    print(render_report(result.summary, width=terminal_width()))
    return result.summary.gate.exit_code


def cmd_lint(args: argparse.Namespace) -> int:
    golden = load_golden_set(args.set_path)
    warnings = lint(golden)
    print(format_warnings(warnings, golden.source))
    return 1 if (unacknowledged(warnings) and args.strict) else 0


def cmd_demo(args: argparse.Namespace) -> int:
    from goldeneval.job._demo import run_demo

    return run_demo(args.set_path, args.store)


def _stored_summary(store: Store, record: RunRecord) -> RunSummary:
    from goldeneval.store import stored_compare

    results = store.results(record.run_id)
    baselines = store.baselines(record.suite, record.seq, [r.item_id for r in results])
    return summarize_results(
        results,
        baselines,
        run_id=record.run_id,
        suite=record.suite,
        set_digest=record.set_digest,
        unverified_items=record.unverified_items,
        min_pass_rate=record.min_pass_rate,
        pass_threshold=record.pass_threshold,
        allow_unverified=record.allow_unverified,
        started_at=record.started_at,
        finished_at=record.finished_at,
        min_coverage=DEFAULT_MIN_COVERAGE if record.min_coverage is None else record.min_coverage,
        stopped=_stop_cause(record),
        compare=stored_compare(store, record),
    )


def _stop_cause(record: RunRecord) -> str | None:
    """Why a stored run ended early (then it has no verdict); None for a finished run."""
    from goldeneval.store import RunStatus

    if record.status is RunStatus.FINISHED:
        return None
    if record.gate is not None and record.gate.cause is not None:
        return record.gate.cause
    return f"run {record.run_id} has not finished ({record.status.value})"


def cmd_report(args: argparse.Namespace) -> int:
    golden = load_golden_set(args.set_path) if args.set_path else None  # bad input: exit 2 first
    store, cfg = store_from(args)
    try:
        if args.run_id:
            record = store.get_run(args.run_id)
            if record is None:
                raise UsageError(f"no run {args.run_id!r} in this store")
        else:
            record = store.latest_run(cfg.suite)
            if record is None:
                raise UsageError(no_runs(f"no finished run of suite {cfg.suite!r}", args))
        summary = _stored_summary(store, record)
        page = None
        if args.html_path:
            page = html_page(store, summary, cfg, golden)
    finally:
        store.close()
    if page is not None:
        _write(args.html_path, page)
    print(render_report(summary, width=terminal_width()))
    return summary.gate.exit_code


def cmd_db(args: argparse.Namespace) -> int:
    store, cfg = store_from(args)  # opening a store applies its pending migrations
    store.close()
    print(
        f"schema is up to date ({redact_dsn(cfg.store) if cfg.store else 'default SQLite store'})"
    )
    return 0
