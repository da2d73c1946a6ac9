"""charts/sync-crd.sh copies the top-level CRD into the chart."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.chart._render import REPO

SCRIPT = REPO / "charts" / "sync-crd.sh"


def fake_repo(tmp_path: Path) -> Path:
    (tmp_path / "charts" / "goldeneval" / "crds").mkdir(parents=True)
    shutil.copy(SCRIPT, tmp_path / "charts" / "sync-crd.sh")
    return tmp_path


def test_sync_copies_the_crd_byte_for_byte(tmp_path: Path) -> None:
    root = fake_repo(tmp_path)
    (root / "crds").mkdir()
    source = b"kind: CustomResourceDefinition\n# \xc3\xa9 trailing spaces   \n"
    (root / "crds" / "goldenrun.yaml").write_bytes(source)
    (root / "charts" / "goldeneval" / "crds" / "goldenrun.yaml").write_text("stale\n")
    proc = subprocess.run(
        ["sh", str(root / "charts" / "sync-crd.sh")], capture_output=True, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert (root / "charts" / "goldeneval" / "crds" / "goldenrun.yaml").read_bytes() == source


def test_sync_fails_without_a_source(tmp_path: Path) -> None:
    root = fake_repo(tmp_path)
    proc = subprocess.run(
        ["sh", str(root / "charts" / "sync-crd.sh")], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 1
    assert "does not exist" in proc.stderr
    assert not (root / "charts" / "goldeneval" / "crds" / "goldenrun.yaml").exists()
