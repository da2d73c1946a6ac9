"""``goldeneval report``: every output of a stored run, as ``run`` wrote it (docs/design.md §5).

The text report, ``--json``, ``--junit``, ``--markdown`` and ``--html`` are
drawn from the run's summary rebuilt from the store (its results, its row, its
cost), by the same renderers ``run`` uses: a CI summary can be rebuilt from
the store alone, equal to the run's but for the time it was written.
"""

from __future__ import annotations

import argparse
import sys

from goldeneval.config import Scrubber, config_secrets
from goldeneval.job._files import (
    STDOUT,
    any_to_stdout,
    check_outputs,
    load_golden_set,
    write_output,
)
from goldeneval.job._history import chosen_run, html_page, store_from, stored_summary
from goldeneval.model import RunSummary
from goldeneval.report import iter_json, render_junit, render_markdown, render_report


def report_outputs(args: argparse.Namespace) -> dict[str, str | None]:
    """The outputs ``run`` and ``report`` both write, by flag."""
    return {
        "--json": args.json_path,
        "--junit": args.junit_path,
        "--html": args.html_path,
        "--markdown": args.markdown_path,
    }


def report_location(args: argparse.Namespace) -> str | None:
    """Where the Markdown summary says the full report is: the HTML page written to a file."""
    return args.html_path if args.html_path and args.html_path != STDOUT else None


def write_report_outputs(
    args: argparse.Namespace, summary: RunSummary, page: str | None, scrub: Scrubber
) -> None:
    """The run's outputs as ``run`` and ``report`` write them: one writer, so a summary
    rebuilt from the store is the one the run wrote."""
    if args.html_path and page is not None:
        write_output(args.html_path, page)
    if args.json_path:
        write_output(args.json_path, iter_json(summary))
    if args.junit_path:
        write_output(args.junit_path, render_junit(summary))
    if args.markdown_path:
        note = render_markdown(summary, location=report_location(args), scrub=scrub)
        write_output(args.markdown_path, note)


def cmd_report(args: argparse.Namespace, width: int) -> int:
    """Reprint a stored run's report and write the outputs asked for; its gate's exit code
    (a stored NO VERDICT, or a run not finished yet, exits 3)."""
    outputs = report_outputs(args)
    check_outputs(outputs)
    golden = load_golden_set(args.set_path) if args.set_path else None  # bad input: exit 2 first
    store, cfg = store_from(args)
    try:
        record = chosen_run(store, cfg, args)
        summary = stored_summary(store, record, cfg.flaky_window)
        page = html_page(store, summary, cfg, golden) if args.html_path else None
    finally:
        store.close()
    write_report_outputs(args, summary, page, Scrubber(config_secrets(cfg)))
    report_out = sys.stderr if any_to_stdout(*outputs.values()) else sys.stdout
    print(render_report(summary, width=width), file=report_out)
    return summary.gate.exit_code
