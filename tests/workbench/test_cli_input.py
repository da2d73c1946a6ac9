"""``goldeneval workbench`` refuses bad input before it listens: every problem at once, exit 2."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from goldeneval.cli import main
from tests.workbench.seed import write_set


def test_every_problem_at_once_and_nothing_served(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "workbench",
            "--set",
            str(tmp_path / "nope.yaml"),
            "--drafts",
            str(tmp_path / "drafts.yaml"),
            "--as",
            " ",
            "--port",
            "70000",
            "--no-open",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert f"{tmp_path / 'nope.yaml'}: file not found" in err
    assert f"{tmp_path / 'drafts.yaml'}: file not found" in err
    assert "--as ' ': give a name of 1 to 100 printable characters" in err
    assert "--port 70000: give a port from 1 to 65535" in err
    assert "Traceback" not in err


def test_a_port_in_use_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    golden = write_set(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        code = main(
            [
                "workbench",
                "--set",
                str(golden),
                "--store",
                f"sqlite:///{tmp_path / 'h.db'}",
                "--port",
                str(port),
                "--no-open",
            ]
        )
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert f"--port {port}: cannot listen on 127.0.0.1" in err
