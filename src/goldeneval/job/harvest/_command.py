"""``goldeneval harvest`` (docs/design.md §14): real questions grouped and measured.

Every input is checked first and every problem reported together (exit 2).
Then the sources are read (each text de-identified as it is read), grouped
and matched against the golden set, the harvest stored for its suite (with
the golden set's digest and item count, marked too small below
``harvest.min_questions``; not with ``--no-store``) and the outputs written
(``--json``, ``--drafts``, the text report). Exit 0 harvested; 2 invalid
input (a flag, the set, the config, an unreadable log, a log given twice, no
question kept: nothing is stored); 3 an AgentOS, embeddings endpoint or store
that failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from goldeneval.job._files import (
    Checks,
    any_to_stdout,
    check_outputs,
    load_golden_set,
    write_output,
)
from goldeneval.job._history import resolve_config, store_label, store_unreachable
from goldeneval.job.harvest._logs import PROGRESS_EVERY, STDIN, read_logs
from goldeneval.job.harvest._source import (
    NO_QUESTION,
    NOT_AN_OBJECT,
    NOT_JSON,
    NOT_UTF8,
    OUTSIDE_WINDOW,
    REASONS,
    SourceRead,
    with_ignored,
)
from goldeneval.job.harvest._text import TEXT_GROUPS, TextOptions, render_harvest
from goldeneval.model import GoldenSet, Harvest, InvalidInputError, UsageError, Window
from goldeneval.traffic import DEFAULT_TOP, apply_decisions, harvest, render_drafts, texts_to_embed

if TYPE_CHECKING:
    from goldeneval.config import Config

_FORMAT_REASONS = (NOT_JSON, NOT_UTF8, NOT_AN_OBJECT, NO_QUESTION)
"""Drop reasons that say the log is not in the format read (rather than out of the window)."""


class Progress:
    """Records read so far, on stderr: rewritten in place on a terminal, a line every
    ``interval`` seconds elsewhere (as ``run`` reports), nothing when disabled."""

    def __init__(self, enabled: bool, stream: TextIO | None = None, interval: float = 5.0):
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.tty = self.stream.isatty()
        self.interval = interval if not self.tty else 0.2
        self.done = 0
        self._last = time.monotonic()

    def __call__(self, records: int) -> None:
        self.done += records
        now = time.monotonic()
        if not self.enabled or now - self._last < self.interval:
            return
        self._last = now
        end = "\r" if self.tty else "\n"
        print(f"goldeneval: {self.done:,} records read", end=end, file=self.stream, flush=True)

    def say(self, what: str) -> None:
        if self.enabled:
            print(f"goldeneval: {what}" + " " * 20 * self.tty, file=self.stream, flush=True)


def cmd_harvest(args: argparse.Namespace) -> int:
    """``goldeneval harvest``: read, group, cover, store, write."""
    golden, cfg, window = _checked(args)
    progress = Progress(enabled=not args.no_progress)
    found = _read(args, cfg, window, progress)
    if progress.tty or len(found.questions) >= PROGRESS_EVERY:
        progress.say(f"grouping {len(found.questions):,} questions")
    embeddings = _embeddings(cfg, found, golden)
    result = harvest(
        found.questions,
        golden.items,
        read=found.read,
        dropped=found.dropped,
        window=window,
        dropped_lines=found.dropped_at,
        embeddings=embeddings,
        **_min_cosine(cfg),
    )
    result = with_ignored(result, found)
    if not result.kept:
        raise InvalidInputError(_none_kept(result, _sources(args, cfg)))
    result, stored = _decide_and_store(cfg, result, golden, keep=not args.no_store)
    report_out = sys.stderr if any_to_stdout(args.json_path, args.drafts_path) else sys.stdout
    if args.json_path:
        text = json.dumps(result.to_dict(), ensure_ascii=False, indent=2) + "\n"
        write_output(args.json_path, text)
    if args.drafts_path:
        ids = [item.id for item in golden.items]
        write_output(args.drafts_path, render_drafts(result, ids, args.top or DEFAULT_TOP))
    # --top is the drafts' count; without --drafts it is how many uncovered groups are listed.
    listed = args.top if args.top is not None and not args.drafts_path else TEXT_GROUPS
    shown = TextOptions(listed=listed, min_questions=cfg.harvest_min_questions, stored=stored)
    print(render_harvest(result, REASONS, shown), file=report_out)
    return 0


def _min_cosine(cfg: Config) -> dict[str, float]:
    """The configured cosine threshold, when one is set (else the rule's default)."""
    chosen = cfg.embeddings.min_cosine if cfg.embeddings is not None else None
    return {} if chosen is None else {"min_cosine": chosen}


def _checked(args: argparse.Namespace) -> tuple[GoldenSet, Config, Window]:
    """Every input checked, every problem reported at once (exit 2)."""
    check = Checks()
    if not args.log_paths and not args.agentos:
        check.errors.append(
            UsageError("no source given: add --log PATH (repeatable, - for stdin) or --agentos")
        )
    window = check(lambda: _window(args.since, args.until))
    if args.top is not None and args.top < 1:
        check.errors.append(UsageError(f"--top {args.top}: give a whole number of 1 or more"))
    check.errors.extend(_twice(args.log_paths))
    check(lambda: check_outputs({"--json": args.json_path, "--drafts": args.drafts_path}))
    drafts = args.drafts_path
    if drafts and drafts != "-" and not args.force and Path(drafts).exists():
        check.errors.append(
            UsageError(f"--drafts {drafts} exists; add --force to overwrite it (or choose another)")
        )
    golden = check(lambda: load_golden_set(args.set_path))
    cfg = check(lambda: resolve_config(args, require_chatbot=False))
    check.raise_any()
    assert golden is not None and cfg is not None and window is not None
    return golden, cfg, window


def _twice(paths: list[str]) -> list[UsageError]:
    """A log given twice would count each of its questions twice: refused, naming it."""
    seen: dict[str, str] = {}
    errors = []
    for path in paths:
        same = path if path == STDIN else os.path.realpath(path)
        if same in seen:
            also = "" if seen[same] == path else f" (as {seen[same]} too)"
            errors.append(
                UsageError(
                    f"--log {path} is given twice{also}: its questions would be counted twice; "
                    "give each log once"
                )
            )
        seen.setdefault(same, path)
    return errors


def _window(since: str | None, until: str | None) -> Window:
    days = {}
    for flag, value in (("--since", since), ("--until", until)):
        if value is not None:
            try:
                days[flag] = date.fromisoformat(value)
            except ValueError:
                raise UsageError(f"{flag} {value!r}: expected a day as YYYY-MM-DD") from None
    if len(days) == 2 and days["--since"] > days["--until"]:
        raise UsageError(f"--since {since} is after --until {until}: the window is empty")
    return Window(since=since, until=until)


def _read(args: argparse.Namespace, cfg: Config, window: Window, progress: Progress) -> SourceRead:
    """Every source's questions merged."""
    found = SourceRead()
    if args.log_paths:
        found.merge(
            read_logs(args.log_paths, window, progress=progress, log_format=args.log_format)
        )
    if args.agentos:
        from goldeneval.job.harvest._agentos import read_agentos  # the internal surface only

        found.merge(asyncio.run(read_agentos(cfg, window, progress)))
    if progress.tty and progress.enabled:
        print(file=progress.stream)
    return found


def _sources(args: argparse.Namespace, cfg: Config) -> str:
    """The sources read, as the user named them (``week.jsonl, the AgentOS at URL``)."""
    named = ["standard input" if p == STDIN else p for p in args.log_paths]
    if args.agentos and cfg.internal is not None:
        named.append(f"the AgentOS at {cfg.internal.url}")
    return ", ".join(named)


def _none_kept(result: Harvest, sources: str) -> str:
    """Why a harvest kept no question, naming what was read and dropped (nothing is stored:
    a broken export must not publish a coverage nor pass for this week's harvest)."""
    if not result.read:
        return (
            f"no question kept: no record was read from {sources}; nothing stored\n"
            "  an empty export, or an AgentOS with no session in the window: check that the "
            "export finished and is the right one"
        )
    lines = [
        f"no question kept: every one of the {result.read:,} record"
        f"{'s' * (result.read != 1)} read from {sources} was dropped; nothing stored"
    ]
    for reason, n in sorted(result.dropped.items()):
        where = ", ".join(result.dropped_lines.get(reason, ())[:3])
        lines.append(f"  {n:,} {reason} ({REASONS.get(reason, reason)}): {where}")
    w = result.window
    if result.dropped.get(OUTSIDE_WINDOW):
        lines.append(
            f"  the window is {w.since or 'the start'} to {w.until or 'the end'} (UTC days): "
            "check --since/--until against the log's dates"
        )
    if set(result.dropped) & set(_FORMAT_REASONS):
        lines.append("  the log format: one JSON object per line with at least a 'question';")
        lines.append("  a CSV export needs the .csv extension or --format csv")
    return "\n".join(lines)


def _embeddings(
    cfg: Config, found: SourceRead, golden: GoldenSet
) -> dict[str, tuple[float, ...]] | None:
    """Text → vector for every question and item when an embeddings endpoint is configured."""
    from goldeneval.job.harvest._embed import embed, embedding_settings

    settings = embedding_settings(cfg)
    if settings is None or not found.questions:
        return None
    texts = texts_to_embed(found.questions, golden.items)
    vectors = asyncio.run(embed(settings, texts))
    return dict(zip(texts, vectors, strict=True))


def _decide_and_store(
    cfg: Config, result: Harvest, golden: GoldenSet, *, keep: bool
) -> tuple[Harvest, str]:
    """The harvest with the suite's coverage decisions applied (§14.9), stored unless not
    ``keep``, and the line saying where: one store opened for both. Stored before anything
    is written: a store that fails is exit 3 with no output behind it, never files that say
    a harvest happened when its record is missing."""
    from goldeneval.store import open_store  # --help and lint never load the store stack

    store = open_store(
        cfg.store,
        outage_seconds=cfg.store_outage_seconds,
        notify=store_unreachable(cfg, "the harvest waits, nothing written yet,"),
    )
    try:
        result = apply_decisions(result, store.coverage_decisions(cfg.suite), items=golden.items)
        if not keep:
            return result, "not stored (--no-store): the report and the metric keep their figure"
        store.record_harvest(
            cfg.suite,
            result,
            datetime.now(UTC),
            set_digest=golden.digest,
            set_items=len(golden.items),
            too_small=result.kept < cfg.harvest_min_questions,
        )
    finally:
        store.close()
    return result, f"stored for suite {cfg.suite} in {store_label(cfg)}"
