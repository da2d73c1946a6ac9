"""The operator command's error handling."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_operator_with_a_bad_config_exits_2_with_the_key(tmp_path: Path) -> None:
    config = tmp_path / "operator.yaml"
    config.write_text("defaults: {minPassRate: 7}\n")
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", "operator", "--config", str(config)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert "defaults.minPassRate" in proc.stderr and "Traceback" not in proc.stderr
    missing = subprocess.run(
        [sys.executable, "-m", "goldeneval", "operator", "--config", str(tmp_path / "nope.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert missing.returncode == 2 and "cannot read" in missing.stderr
