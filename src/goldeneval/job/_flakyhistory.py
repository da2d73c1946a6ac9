"""``goldeneval history --flaky``: the suite's items flaky in history, or one item's figures.

The rule is the core's (model/_flaky.py, docs/design.md §4): an item is flaky
in history when its answers disagreed in a run of its window, or its outcome
changed direction at least twice. One change is a regression or a fix, so
an item that passed and now fails every answer is never listed here.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from goldeneval.model import FlakyItem, UsageError

if TYPE_CHECKING:
    from goldeneval.config import Config
    from goldeneval.store import Store

ADVICE = "fix the chatbot's answers to these items, or rewrite a paraphrase-prone must_include"
RULE = "a run whose answers disagreed, or two changes between pass and fail"


def flaky_history(store: Store, cfg: Config, args: argparse.Namespace, label: str) -> int:
    """The suite's flaky items worst first, or with ``--item`` that item's figures; ``label``
    names the store in ``--json``. The suite has runs (the caller checked)."""
    if args.item:
        return _one_item(store, cfg, args, label)
    window = cfg.flaky_window
    found = store.flaky_items(cfg.suite, window)
    if args.json:
        _dump(cfg, label, {"window": window, "flaky": [f.to_dict() for f in found]})
        return 0
    if not found:
        print(
            f"no flaky items in suite {cfg.suite}: over the suite's last {window} runs "
            f"(contract unchanged) none had {RULE}"
        )
        return 0
    print(
        f"flaky items of suite {cfg.suite}, worst first (the suite's last {window} runs, "
        f"contract unchanged; flaky: {RULE})"
    )
    width = max(4, *(len(f.item_id) for f in found))
    print(f"{'item':<{width}}  {'pass rate':>9}  {'passed/runs':>11}  {'split runs':>10}  changes")
    for f in found:
        print(
            f"{f.item_id:<{width}}  {f.pass_rate:>9.2f}  {f'{f.passed}/{f.runs}':>11}  "
            f"{f.split_runs:>10}  {f.changes:>7}"
        )
    print(ADVICE)
    return 0


def _one_item(store: Store, cfg: Config, args: argparse.Namespace, label: str) -> int:
    """One item's figures over the window, flaky or not, and why."""
    window = cfg.flaky_window
    found = store.item_window(cfg.suite, window, args.item)
    if found is None:
        raise UsageError(
            f"item {args.item!r} has no scored result (passed or failed) in the last {window} "
            f"runs of suite {cfg.suite!r}; 'goldeneval history --item {args.item}' lists its "
            "results, --flaky-window widens the window"
        )
    if args.json:
        _dump(cfg, label, {"window": window, "item": {**found.to_dict(), "flaky": found.flaky}})
        return 0
    print(
        f"item {found.item_id} in suite {cfg.suite} (the suite's last {window} runs, "
        f"contract unchanged): {found.figures()}, pass rate {found.pass_rate:.2f}"
    )
    print(f"{'flaky' if found.flaky else 'not flaky'}: {_why(found)}")
    if found.flaky:
        print(ADVICE)
    return 0


def _why(f: FlakyItem) -> str:
    if f.split_runs:
        return f"its answers disagreed in {f.split_runs} of {f.runs} runs"
    if f.flaky:
        return f"its outcome changed between pass and fail {f.changes} times"
    if f.changes == 1:
        return "its outcome changed once: a regression or a fix, not flakiness"
    return "its answers agreed in every run and its outcome never changed"


def _dump(cfg: Config, label: str, body: dict[str, object]) -> None:
    doc = {"store": label, "suite": cfg.suite, **body}
    print(json.dumps(doc, indent=2, ensure_ascii=False))
