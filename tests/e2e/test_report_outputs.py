"""``goldeneval report`` regenerates every output of a stored run (issue 40 §4): the JSON, the
JUnit XML, the Markdown summary and the HTML page equal what ``run`` wrote, but for the time
of writing."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from .conftest import Env, item, run_items

OUTPUTS = ("json", "junit", "markdown", "html")


def _written(env: Env) -> dict[str, Path]:
    return {o: env.tmp / f"out.{o}" for o in OUTPUTS}


def _kept(paths: dict[str, Path], tag: str) -> dict[str, Path]:
    """The outputs moved aside, so the next command writes the same paths (the Markdown
    names the HTML page it points to)."""
    folder = paths["json"].parent / tag
    folder.mkdir()
    return {o: p.rename(folder / p.name) for o, p in paths.items()}


def _flags(paths: dict[str, Path]) -> list[str]:
    return [arg for o, p in paths.items() for arg in (f"--{o}", str(p))]


def _same(a: Path, b: Path) -> None:
    left, right = a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")
    diff = list(difflib.unified_diff(left.splitlines(), right.splitlines(), lineterm="", n=0))
    assert left == right, f"{a.name}:\n" + "\n".join(diff[:40])


def test_report_writes_what_the_run_wrote(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    items = [item("a"), item("b"), item("c", must_include=("tidak ada",))]
    env.answer(items)
    cfg = env.write_config()
    paths = _written(env)
    run = run_items(cli, env, items, "--run-id", "p1", *_flags(paths), config=cfg)
    assert run.code == 1, run.out + run.err
    ran = _kept(paths, "run")
    # The golden set, as the run had it: the page then marks every phrase, as the run's did.
    golden = str(env.tmp / "set.yaml")
    report = cli("report", "--run-id", "p1", "--config", str(cfg), "--set", golden, *_flags(paths))
    assert report.code == 1, report.err
    for o in OUTPUTS:
        _same(ran[o], paths[o])


def test_a_stored_no_verdict_and_its_resume_report_as_they_ran(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    """A run stopped by its token budget (exit 3), then resumed with a larger one: each time
    ``report`` writes what the run wrote, and the resumed run's cost covers both invocations."""
    items = [item(f"r{n}") for n in range(6)]
    env.answer(items)
    cfg = env.write_config({"goldeneval.judge.concurrency": 1, "goldeneval.concurrency": 1})
    paths = _written(env)

    def both(tag: str, *budget: str) -> int:
        run = run_items(cli, env, items, "--run-id", "b1", *budget, *_flags(paths), config=cfg)
        ran = _kept(paths, tag)
        golden = str(env.tmp / "set.yaml")
        report = cli(
            "report", "--run-id", "b1", "--config", str(cfg), "--set", golden, *_flags(paths)
        )
        assert report.code == run.code, report.err
        assert report.out.splitlines()[-1] == run.last_line
        for o in OUTPUTS:
            _same(ran[o], paths[o])
        return run.code

    assert both("stopped", "--judge-max-tokens-per-run", "1") == 3
    first = json.loads((env.tmp / "stopped" / "out.json").read_text(encoding="utf-8"))["cost"]
    assert first["judge_calls"] == 1
    assert both("resumed") == 0
    total = json.loads((env.tmp / "resumed" / "out.json").read_text(encoding="utf-8"))["cost"]
    assert total["judge_calls"] == 6 and total["chatbot_calls"] == first["chatbot_calls"] + 5
