"""``goldeneval demo``: the example set, two runs, real report — against loopback stand-ins.

It shows the whole harness end to end with nothing to install: lint
warnings, a "release" run that becomes the baseline, then a "candidate" run
whose report shows auto-fails, a regression and the gate. The chatbot and the
judge are the scripted stand-ins of ``goldeneval.testing``, so the demo says
nothing about any real chatbot's quality.

The example set and its scripted answers are package data
(``goldeneval/data/``), so the demo works from any directory, from an
installed wheel and in the image. All it writes is a SQLite store in a fresh
temporary directory (``$TMPDIR``), removed at the end: it runs as any user,
with a read-only working directory and no usable home.
"""

from __future__ import annotations

import sys
import tempfile
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.resources import as_file, files
from pathlib import Path
from typing import Any

import yaml

from goldeneval.config import resolve
from goldeneval.goldenset import format_warnings, lint
from goldeneval.job._files import load_golden_set
from goldeneval.job.run import RunRequest, execute
from goldeneval.model import GoldenSet, RunSummary, UsageError
from goldeneval.report import render_report
from goldeneval.store import open_store
from goldeneval.testing import (
    AgentStandIn,
    ChatbotStandIn,
    JudgeStandIn,
    Script,
    load_script,
    serve_in_thread,
)
from goldeneval.testing._script import ScriptError

INTRO = """\
================================================================================
 goldeneval demo: this exercises the HARNESS against scripted loopback stand-ins
 for the chatbot, the judge and the internal agent (an AgentOS stand-in).
 Nothing here measures any real chatbot or agent.
================================================================================"""


EXAMPLE_SET = "golden-set.example.yaml"
"""The shipped example set, in ``goldeneval/data/`` beside its ``demo-answers.yaml``."""


@contextmanager
def example_set(set_path: str | None) -> Iterator[str]:
    """The set the demo runs: ``set_path``, or the example set shipped in the package."""
    if set_path is not None:
        yield set_path
        return
    data = files("goldeneval").joinpath("data")
    # A real directory for any installed wheel; as_file also copes with a zipped
    # package on Python >= 3.12 (it copies the directory out for the duration).
    with as_file(data) as folder:
        yield str(Path(folder) / EXAMPLE_SET)


def load_answers(set_path: str, golden: GoldenSet) -> tuple[dict[str, str], dict[str, str]]:
    """Question → answer maps for the release and the candidate build."""
    path = Path(set_path).with_name("demo-answers.yaml")
    try:
        data: Any = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise UsageError(f"the demo needs its scripted answers in {path} ({exc})") from None
    release: dict[str, str] = {}
    candidate: dict[str, str] = {}
    for item in golden.items:
        entry = data.get(item.id) if isinstance(data, dict) else None
        if not isinstance(entry, dict):
            continue
        # A conversation's answers are a list, one per turn.
        said = _per_turn(entry.get("release"))
        later = _per_turn(entry.get("candidate")) or said
        for turn, answer, changed in zip(item.turns, said, later, strict=False):
            release[turn.question] = answer
            candidate[turn.question] = changed
    return release, candidate


def agent_scripts(set_path: str, golden: GoldenSet) -> tuple[Script, Script]:
    """The agent stand-in's scripts for the release and the candidate build.

    Each internal item's answers with its ``tools`` (``candidate_tools`` for the
    candidate; a conversation has one list per turn, each later turn answered
    only in the session of the one before), in the stand-ins' script format.
    """
    path = Path(set_path).with_name("demo-answers.yaml")
    data: Any = yaml.safe_load(path.read_text(encoding="utf-8"))
    builds: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    for item in golden.items:
        entry = data.get(item.id) if isinstance(data, dict) else None
        if item.surface != "internal" or not isinstance(entry, dict):
            continue
        said = _per_turn(entry.get("release"))
        tools = entry.get("tools") or []
        for build, answers, calls in (
            (builds[0], said, tools),
            (builds[1], _per_turn(entry.get("candidate")) or said, entry.get("candidate_tools")),
        ):
            per_turn = (calls or tools) if item.conversation else [calls or tools]
            for n, (turn, answer) in enumerate(zip(item.turns, answers, strict=False)):
                step: dict[str, Any] = {"question": turn.question, "answer": answer}
                step["tools"] = per_turn[n] if n < len(per_turn) else []
                if n > 0:
                    step["after"] = item.turns[n - 1].question
                build.append(step)
    try:
        release, candidate = (
            load_script(yaml.safe_dump({"questions": b}, allow_unicode=True), str(path))
            for b in builds
        )
    except ScriptError as exc:
        raise UsageError(f"the demo's agent answers in {path} are wrong: {exc}") from None
    return release, candidate


def _per_turn(value: object) -> list[str]:
    """A scripted answer (text) or a conversation's answers (a list of texts), as a list."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    return []


def run_demo(set_path: str | None, store_dsn: str | None) -> int:
    """Lint, a release run and a candidate run of ``set_path`` (default: the example set)."""
    with example_set(set_path) as path:
        return _run_demo(path, store_dsn)


def _run_demo(set_path: str, store_dsn: str | None) -> int:
    golden = load_golden_set(set_path)
    release, candidate = load_answers(set_path, golden)
    agents = dict(zip(("release", "candidate"), agent_scripts(set_path, golden), strict=True))
    print(INTRO)
    print(f"\ngoldeneval lint {set_path}")
    print(format_warnings(lint(golden), golden.source))
    print(LINT_NOTE)
    with tempfile.TemporaryDirectory(prefix="goldeneval-demo-") as tmp:
        dsn = store_dsn or f"sqlite:///{tmp}/history.db"
        store = open_store(dsn)
        try:
            with serve_in_thread(JudgeStandIn()) as judge:
                summaries: list[RunSummary] = []
                for label, answers in (("release", release), ("candidate", candidate)):
                    with (
                        serve_in_thread(ChatbotStandIn(answers)) as bot,
                        serve_in_thread(AgentStandIn(agents[label])) as agent,
                    ):
                        cfg, _ = resolve(
                            None,
                            {},
                            {
                                "chatbot_url": bot.url,
                                "judge_url": judge.url,
                                # internal items ask the agent stand-in (AgentOS protocol)
                                "internal_url": agent.url,
                                "internal_agent": agent.agent_id,
                                "suite": "demo",
                                "store": dsn,
                                "allow_unverified": True,
                                "spool_dir": f"{tmp}/spool",  # the demo leaves no trace
                            },
                        )
                        print(
                            f"\n--- run {len(summaries) + 1}: the {label} build "
                            f"(goldeneval run -set {set_path} -allow-unverified) ---",
                            flush=True,
                        )
                        result = execute(
                            RunRequest(
                                golden=golden,
                                config=cfg,
                                run_id=f"demo-{label}-{id(bot):x}",
                                progress=False,
                            ),
                            store,
                        )
                        summaries.append(result.summary)
                        if label == "release":
                            c = result.summary.counts
                            print(
                                f"{c.passed}/{c.scored} scored items passed; "
                                f"{result.summary.gate.line}"
                            )
                            print("(this run is now the baseline of suite 'demo')")
        finally:
            store.close()
        # The verdict stays the last line (scripts read it); what it shows
        # comes just before it, so nobody takes a deliberate failure for a fault.
        report, _, verdict = render_report(summaries[-1]).rpartition("\n")
        print()
        print(report)
        print(closing_note(summaries[-1]))
        print(verdict)
    sys.stdout.flush()
    return 0


LINT_NOTE = """\
(These warnings are planted: the example set shows what lint catches — a
forbidden phrase a correct answer could contain while denying it, a token
that hides inside longer words, unverified items. docs/sme-guide.md §8
explains each one and how to fix it.)"""


def closing_note(candidate: RunSummary) -> str:
    """What the candidate's verdict shows, so a failed gate is not read as a broken demo."""
    regressed = [r.item_id for r in candidate.regressions]
    # Failing in the release build too (the example set's planted lint examples):
    # not new, so no regression, and the release passed its gate with them.
    old = sorted(
        r.item_id for r in candidate.results if r.outcome == "failed" and r.item_id not in regressed
    )
    if candidate.gate.passed:
        what = (
            "The candidate build was scripted to get worse, yet its gate PASSED: the "
            "example set or its demo answers were changed, so the demo no longer shows a "
            "blocked deploy."
        )
    else:
        also = (
            f" {', '.join(old)} failed in the release build as well (not new, so not a "
            "regression; the release passed its gate with it)."
            if old
            else ""
        )
        what = (
            "The candidate build was scripted to get worse, and the gate FAILED on purpose: "
            f"{len(regressed)} item(s) regressed: passed in the release baseline, failed now "
            f"({', '.join(regressed) or 'none'}), each for the reason scripted for it.{also} "
            "Against a real chatbot, `goldeneval run` would exit 1 here and block the deploy."
        )
    agent = _agent_note(candidate)
    rest = (
        "The demo itself ran as intended, so `goldeneval demo` exits 0; the verdict "
        "below is the demonstration, not a fault."
    )
    return "\n".join(["--- what this shows ---", _wrap(what), *agent, _wrap(rest), ""])


def _agent_note(candidate: RunSummary) -> list[str]:
    """The internal surface's items: asked of the agent stand-in, with the tools it called."""
    asked = [r for r in candidate.results if r.surface == "internal" and r.outcome != "skipped"]
    if not asked:
        return []
    lines = [
        _wrap(
            "Both surfaces were driven: the internal items were asked of the agent stand-in, "
            "which speaks the AgentOS protocol (named events, tool calls with their results, "
            "sessions), as `goldeneval stand-ins --agent` serves it:"
        )
    ]
    for r in asked:
        calls = [f"{t.name}{' (failed)' if t.error else ''}" for t in r.tools] or ["none"]
        turns = f", a conversation of {len(r.turns)} turns" if len(r.turns) > 1 else ""
        lines.append(f"  {r.item_id}: {r.outcome}; tools called: {', '.join(calls)}{turns}")
    return lines


def _wrap(text: str) -> str:
    # Never split an item id at its hyphen: a reader searches the report for it.
    return textwrap.fill(text, 80, break_on_hyphens=False, break_long_words=False)
