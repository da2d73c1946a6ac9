"""A closed pipe stops quietly; every exit-3 line names what ended the command (issue 29).

``goldeneval history | head`` once crashed with "unexpected error
(BrokenPipeError …), exit 3" about half the time, and a run refused by
``--min-agreement`` ended "infrastructure failure, exit 3" though nothing had
failed. These run the real command in a real process behind a real pipe.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import yaml

from .conftest import Env, item, run_two_items

CLOSED_PIPE_STATUS = 141


def _many_warnings_set(path: Path, n: int = 2000) -> Path:
    """A valid set whose lint prints far more than a pipe holds (64 KiB): a short
    forbidden token warns on every item."""
    items = [item(f"item-{i:04d}", must_not_include=("ya",)) for i in range(n)]
    path.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
    return path


def test_lint_piped_into_head_stops_quietly(tmp_path: Path) -> None:
    golden = _many_warnings_set(tmp_path / "set.yaml")
    done = subprocess.run(
        [
            "bash",
            "-c",
            f'"{sys.executable}" -m goldeneval lint "{golden}" | head -n 1; '
            'echo "status=${PIPESTATUS[0]}" >&2',
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

    assert len(done.stdout.splitlines()) == 1
    assert done.stderr.strip() == f"status={CLOSED_PIPE_STATUS}", done.stderr


def test_history_into_a_pipe_its_reader_closed_stops_quietly(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    run = run_two_items(cli, lite)
    assert run.code == 0, run.err
    config = lite.tmp / "config.yaml"
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written

    with subprocess.Popen(
        [sys.executable, "-m", "goldeneval", "history", "-config", str(config)],
        stdout=write_end,
        stderr=subprocess.PIPE,
        text=True,
    ) as proc:
        os.close(write_end)
        _, err = proc.communicate(timeout=60)

    assert proc.returncode == CLOSED_PIPE_STATUS
    # Only the note saying which store was read: no error, no traceback, no exit line.
    assert [line.split(" store ")[0] for line in err.splitlines()] == ["goldeneval: reading"]


def test_a_policy_refusal_is_not_called_an_infrastructure_failure(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    run = run_two_items(cli, lite, "--min-agreement", "0.6")

    assert run.code == 3
    assert "goldeneval: no verdict: judge not calibrated, exit 3" in run.err
    assert "infrastructure" not in run.err + run.out
    assert lite.bot.requests == 0


def test_an_unreachable_store_names_the_store(lite: Env, cli) -> None:  # type: ignore[no-untyped-def]
    config = lite.write_config(
        {
            "goldeneval.store": "postgresql://nobody@127.0.0.1:1/none",
            "goldeneval.store_outage_seconds": 1,
        }
    )
    golden = lite.write_set([item("a")])

    run = cli("run", "-set", str(golden), "-config", str(config))

    assert run.code == 3
    assert "goldeneval: no verdict: history store unreachable, exit 3" in run.err, run.err
