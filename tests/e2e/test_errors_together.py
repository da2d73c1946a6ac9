"""Every invalid input of a command is reported at once (issue 29, point 4).

A typo in the set, a typo in the config and an unwritable output are three
problems: one invocation names all three, exits 2, and asks and stores nothing.
"""

from __future__ import annotations

from pathlib import Path

from .conftest import Env, item


def _three_mistakes(env: Env) -> tuple[Path, Path, Path]:
    items = [item("a"), item("b")]
    items[1]["verifed"] = True  # the set's typo
    config = env.write_config({"goldeneval.judge.min_agreemnt": 0.6})  # the config's typo
    return env.write_set(items), config, env.tmp / "missing-dir" / "out.json"


def _all_three_named(err: str, out: Path) -> None:
    assert "3 inputs have problems:" in err
    assert "the golden set has 1 problem:" in err and "verifed" in err
    assert "goldeneval.judge.min_agreemnt is not a goldeneval setting" in err
    assert "did you mean min_agreement?" in err
    assert f"--json {out}: the directory {out.parent} does not exist" in err
    assert err.rstrip().endswith("goldeneval: invalid input, exit 2")


def test_run_reports_the_set_the_config_and_the_output_together(lite: Env, cli) -> None:
    set_path, config, out = _three_mistakes(lite)
    run = cli("run", "-set", str(set_path), "-config", str(config), "--json", str(out))
    assert run.code == 2
    _all_three_named(run.err, out)
    assert lite.bot.requests == 0 and lite.judge.calls == 0
    assert not (lite.tmp / "history.db").exists()


def test_calibrate_reports_them_together_too(lite: Env, cli) -> None:
    set_path, config, out = _three_mistakes(lite)
    labels = lite.tmp / "labels.yaml"
    labels.write_text("- item: a\n  run: r1\n  label: pass\n", encoding="utf-8")
    run = cli(
        "calibrate", "--set", str(set_path), "--config", str(config),
        "--labels", str(labels), "--json", str(out),
    )  # fmt: skip
    assert run.code == 2
    _all_three_named(run.err, out)
    assert lite.judge.calls == 0
    assert not (lite.tmp / "history.db").exists()
