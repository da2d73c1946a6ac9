"""The one version: ``pyproject.toml``'s, read from the installed package's metadata.

The chart's ``appVersion``, the image's default tag (Dockerfile, chart,
operator default) follow it; ``tests/chart/test_version.py`` checks they agree.
The git revision is known when the image was built with ``--build-arg
REVISION=…`` (baked in as ``GOLDENEVAL_REVISION``) or when goldeneval runs
from a git checkout; it is never fetched from anywhere.
"""

from __future__ import annotations

import os
from importlib import metadata
from pathlib import Path

REVISION_ENV = "GOLDENEVAL_REVISION"
"""Environment variable carrying the git revision (set by the image build)."""


def package_version() -> str:
    """The installed distribution's version, ``unknown`` when not installed (a bare source tree)."""
    try:
        return metadata.version("goldeneval")
    except metadata.PackageNotFoundError:
        return "unknown"


def revision() -> str | None:
    """The git revision goldeneval was built from, when it can be told without a network."""
    baked = os.environ.get(REVISION_ENV, "").strip()
    if baked and baked != "unknown":
        return baked
    checkout = Path(__file__).resolve().parents[2]
    if not (checkout / ".git").exists():  # an installed wheel: not a checkout
        return None
    import subprocess  # only `--version` asks: every other command starts without it

    try:
        proc = subprocess.run(
            ["git", "-C", str(checkout), "rev-parse", "--short=12", "HEAD"],
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    rev = proc.stdout.strip()
    return rev if proc.returncode == 0 and rev else None


def version_line() -> str:
    """``goldeneval 0.1.0 (git 0123abcd4567)``, or without the revision when unknown."""
    rev = revision()
    return f"goldeneval {package_version()}" + (f" (git {rev})" if rev else "")
