"""The SMEs' commands: ``calibrate``, ``label`` and ``review`` (docs/design.md §13).

``calibrate`` stores the labels of a file and measures the judge against
them (``_calibrate``); with a target agreement it also chooses the
confidence threshold λ of selective verdicts (§13.5).

``label`` stores SME labels without calibrating: the same loader and the same
checks against the store as ``calibrate`` (every problem at once, exit 2,
nothing stored). A stored label of an exact answer is that answer's verdict
in every later run while the answer and its expectations are unchanged.

``review`` lists the answers awaiting an SME: the results escalated in the
latest (or a named) run whose exact answer no SME has labelled yet, each
with its question, answer, expectations, the judge's votes and reason, and
the item's history; as text, JSON (``--json``) or a page (``--html``) whose
controls download a labels file for ``label``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Collection, Iterator, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from goldeneval.goldenset import LabelsError
from goldeneval.job._files import (
    Checks,
    any_to_stdout,
    check_outputs,
    load_golden_set,
    load_labels,
    load_trust,
    write_output,
)
from goldeneval.job._history import (
    chosen_run,
    html_page,
    resolve_config,
    store_from,
    store_label,
    stored_summary,
)
from goldeneval.job._labelstore import local_labeller, resolve_labels
from goldeneval.model import ItemResult, Problem, UsageError, tools_from, turns_from
from goldeneval.report import one_line, review_call_lines

if TYPE_CHECKING:
    from goldeneval.store import Store

HISTORY_SHOWN = 10
"""Results of the item's history a review entry shows, newest first."""


class _StoreDecides(Collection[str]):
    """Every item id: without a golden set the store decides which items were answered
    (a label of an item no run of the suite answered is refused there, with its line)."""

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


def cmd_label(args: argparse.Namespace) -> int:
    """Store the labels file's labels; exit 2 with every problem and nothing stored."""
    # The labels file and the config are both read before either is acted on, so a
    # person learns every problem of both at once (exit 2, nothing stored).
    check = Checks()
    by = check(lambda: local_labeller(args.labeller))
    read = check(lambda: load_labels(args.labels, _StoreDecides()))
    if check(lambda: resolve_config(args, require_chatbot=False)) is None and read and read[1]:
        # Without a store to check them against, the file's own problems go with the config's.
        check.errors.insert(0, LabelsError(read[1]))
    check.raise_any()
    assert read is not None and by is not None
    labels, problems = read
    store, cfg = store_from(args)
    try:
        resolved = resolve_labels(
            labels, store, cfg.suite, args.labels, time.time(), problems, by=by
        )
        store.save_labels(resolved)
    finally:
        store.close()
    print(
        f"LABELLED: {len(resolved)} answer{'s' * (len(resolved) != 1)} of suite {cfg.suite} "
        f"stored as labelled by {by}; each is that answer's "
        "verdict in later runs while the answer and its expectations are unchanged"
    )
    return 0


def review_entry(store: Store, suite: str, r: ItemResult) -> dict[str, Any]:
    """One answer awaiting an SME, with what the SME needs to decide it."""
    history = store.item_history(suite, r.item_id, HISTORY_SHOWN)
    return {
        "item": r.item_id,
        "run": r.run_id,
        "domain": r.domain,
        "question": r.question,
        "answer": r.answer,
        "answer_sha256": r.answer_sha256,
        "contract_digest": r.contract_digest,
        "confidence": r.confidence,
        "judge": {
            "correctness": r.correctness,
            "pass": r.judge_pass,
            "reason": r.judge_reason,
            "samples": [x.to_dict() for x in r.samples],
        },
        "history": [
            {"run": h.run_id, "outcome": h.outcome.value, "answer_sha256": h.answer_sha256}
            for h in history
        ],
        # Who labelled the item's other answers, and what (§13.6): newest first.
        "labels": [
            {
                "label": x.label,
                "by": x.labelled_by,
                "at": x.labelled_at,
                "note": x.note,
                "run": x.run_id,
                "answer_sha256": x.answer_sha256,
            }
            for x in store.item_labels(suite, r.item_id)[:HISTORY_SHOWN]
        ],
        # What the SME checks the answer against: the agent's tool calls (every turn's,
        # for a conversation, whose top-level answer is turn ``turn``'s).
        "tools": r.tools_dicts(),
        "turn": r.turn,
        "turns": [t.to_dict() for t in r.turns],
    }


def cmd_review(args: argparse.Namespace) -> int:
    """The review queue of the latest (or named) run: text, ``--json``, ``--html``."""
    outputs = {"--json": args.json_path, "--html": args.html_path}
    # Every bad input at once (outputs, set, config), exit 2 before the store is read.
    check = Checks()
    check(lambda: check_outputs(outputs))
    golden = check(lambda: load_golden_set(args.set_path)) if args.set_path else None
    check(lambda: resolve_config(args, require_chatbot=False))
    check.raise_any()
    items = {} if golden is None else {i.id: i for i in golden.items}
    store, cfg = store_from(args)
    try:
        record = chosen_run(store, cfg, args)
        queue = store.review_queue(record.run_id)
        entries = [review_entry(store, record.suite, r) for r in queue]
        page = None
        if args.html_path:
            # The run's own page narrowed to the queue: its label controls download
            # the labels file ``label`` stores.
            summary = dataclasses.replace(stored_summary(store, record), results=tuple(queue))
            page = html_page(store, summary, cfg, golden)
    finally:
        store.close()
    for e in entries:
        found = items.get(e["item"])
        e["expected"] = None if found is None else found.expected.canonical()
    if args.json_path:
        doc = {"suite": record.suite, "run": record.run_id, "awaiting": entries}
        write_output(args.json_path, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    if args.html_path and page is not None:
        write_output(args.html_path, page)
    out = sys.stderr if any_to_stdout(*outputs.values()) else sys.stdout
    print(review_text(record.suite, record.run_id, entries), file=out)
    return 0


def review_text(suite: str, run_id: str, entries: list[dict[str, Any]]) -> str:
    """The queue as text: one block per answer; the last line says how many await an SME."""
    lines = [f"goldeneval review: suite {suite}, run {run_id}", ""]
    for e in entries:
        votes = e["judge"]["samples"]
        tally = f"{sum(1 for v in votes if v['pass'])}/{len(votes)} pass" if votes else "-"
        conf = "-" if e["confidence"] is None else f"{e['confidence']:.2f}"
        lines.append(f"{e['item']} ({e['domain']}): confidence {conf}, judge votes {tally}")
        lines += _exchange_lines(e)
        lines += [
            f"  judge:    {' '.join(str(e['judge']['reason'] or '').split())}",
            f"  history:  {', '.join(h['outcome'] for h in e['history'])}",
            *_label_lines(e["labels"]),
        ]
    noun = "answer awaits" if len(entries) == 1 else "answers await"
    lines += ["", f"{len(entries)} {noun} an SME (goldeneval label --labels L.yaml stores labels)"]
    return "\n".join(lines)


def _label_lines(labels: list[dict[str, Any]]) -> list[str]:
    """The item's earlier labels: what, who, the day (UTC), newest first; none: no line."""
    if not labels:
        return []
    said = [
        f"{x['label']} by {one_line(x['by'] or 'someone unnamed')} on "
        f"{datetime.fromtimestamp(x['at'], UTC):%Y-%m-%d} (run {one_line(x['run'])})"
        for x in labels
    ]
    return [f"  labels:   {'; '.join(said)}"]


def _exchange_lines(e: dict[str, Any]) -> list[str]:
    """The question, the answer and the tool calls; a conversation's turn by turn."""
    turns = turns_from(e["turns"])
    if not turns:
        return [
            f"  question: {one_line(str(e['question']))}",
            f"  answer:   {one_line(str(e['answer']))}",
            *review_call_lines(tools_from(e["tools"]), "  "),
        ]
    lines = []
    for n, t in enumerate(turns, 1):
        decides = " (the answer judged)" if n == e["turn"] else ""
        lines += [
            f"  turn {n}{decides}: {one_line(t.question)}",
            f"    answer: {one_line(t.answer or '(no answer)')}",
            *review_call_lines(t.tools, "    "),
        ]
    return lines


def _labels_count(labels: Sequence[object], problems: Sequence[Problem]) -> str:
    """How many labels the file holds: the valid ones and the entries with problems (one
    entry's problems share its line), so the header never undercounts a bad file."""
    if not problems:
        return f"{len(labels)} label{'s' * (len(labels) != 1)}"
    bad = len({p.line for p in problems})
    total = len(labels) + bad
    return f"{total} label{'s' * (total != 1)} ({bad} with problems, listed below)"


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Store the labels, measure the judge against them (and choose λ), report; exit like a gate."""
    from goldeneval.job._calibrate import CalibrateRequest, calibrate
    from goldeneval.report._calibration import render_calibration, render_calibration_html

    outputs = {"--json": args.json_path, "--html": args.html_path}
    # Before any judge call (a paid calibration is never lost to a typo), every problem at once.
    check = Checks()
    check(lambda: check_outputs(outputs))
    by = check(lambda: local_labeller(args.labeller))
    report_out = sys.stderr if any_to_stdout(*outputs.values()) else sys.stdout
    golden = check(lambda: load_golden_set(args.set_path))
    read = check(lambda: load_labels(args.labels, {i.id for i in golden.items})) if golden else None
    cfg = check(lambda: resolve_config(args, require_chatbot=False))
    if cfg is not None and not cfg.judge.url:
        check.errors.append(
            UsageError(
                "no judge URL: set goldeneval.judge.url in the config, GOLDENEVAL_JUDGE_URL, "
                "or --judge-url"
            )
        )
    check.raise_any()
    assert golden is not None and read is not None and cfg is not None
    labels, problems = read
    candidate = None
    if args.compare_judge_model or args.compare_judge_url:
        candidate = dataclasses.replace(
            cfg.judge,
            model=args.compare_judge_model or cfg.judge.model,
            url=args.compare_judge_url or cfg.judge.url,
        )
        if (candidate.model, candidate.url) == (cfg.judge.model, cfg.judge.url):
            raise UsageError(
                "--compare-judge-model/--compare-judge-url name the current judge; "
                "name another model or URL to compare with"
            )
    tls = load_trust(cfg.ca_file)
    from goldeneval.store import open_store  # lint and --help never load the store stack

    store = open_store(cfg.store)
    print(
        f"goldeneval: calibrating judge {cfg.judge.model!r} on suite {cfg.suite}, "
        f"{_labels_count(labels, problems)} from {args.labels}, store {store_label(cfg)}",
        file=sys.stderr,
    )
    try:
        request = CalibrateRequest(
            golden=golden,
            config=cfg,
            labels=labels,
            problems=tuple(problems),
            source=args.labels,
            candidate=candidate,
            tls=tls,
            labeller=by,
        )
        report = calibrate(request, store)
    finally:
        store.close()
    if args.json_path:
        write_output(
            args.json_path, json.dumps(report.to_dict(), indent=2, ensure_ascii=False) + "\n"
        )
    if args.html_path:
        write_output(args.html_path, render_calibration_html(report))
    print(render_calibration(report), file=report_out)
    return report.exit_code
