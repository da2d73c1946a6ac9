"""The files a command writes (``--json``, ``--junit``, ``--html``, ``--summary-file``).

Each is checked before anything is asked: a run that evaluated every item and
then could not write its JUnit file would have been stored, yet exit 2, which
means "nothing was run or stored". ``-`` is standard output; the human report
then goes to standard error so the two never mix.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from goldeneval.model import InfrastructureError, UsageError

STDOUT = "-"
"""The path that means standard output."""


def check_outputs(paths: Mapping[str, str | None]) -> None:
    """UsageError (exit 2) unless every given path can be written; ``paths`` is flag -> path.

    At most one may be ``-``: two documents on one stream could not be told apart.
    """
    to_stdout = [flag for flag, path in paths.items() if path == STDOUT]
    if len(to_stdout) > 1:
        raise UsageError(
            f"{' and '.join(to_stdout)} both write to standard output ('-'); "
            "give all but one of them a file path"
        )
    for flag, path in paths.items():
        if path and path != STDOUT:
            _check_writable(flag, Path(path))


def _check_writable(flag: str, path: Path) -> None:
    if path.is_dir():
        raise UsageError(f"{flag} {path} is a directory; give a file path inside it")
    parent = path.parent
    if not parent.is_dir():
        raise UsageError(
            f"{flag} {path}: the directory {parent} does not exist; create it or choose another"
        )
    if not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"{flag} {path}: the directory {parent} is not writable")
    if path.exists() and not os.access(path, os.W_OK):
        raise UsageError(f"{flag} {path}: the file exists and is not writable")


def any_to_stdout(*paths: str | None) -> bool:
    """Whether one of the outputs is standard output (then the report goes to stderr)."""
    return STDOUT in paths


def write_output(path: str, text: str | Iterable[str] | bytes) -> None:
    """Write ``text`` to ``path``, or to standard output for ``-``."""
    if path == STDOUT:
        if isinstance(text, bytes):
            sys.stdout.flush()
            sys.stdout.buffer.write(text)
            sys.stdout.buffer.flush()
        else:
            sys.stdout.writelines([text] if isinstance(text, str) else text)
            sys.stdout.flush()
        return
    try:
        if isinstance(text, bytes):
            Path(path).write_bytes(text)
            return
        with open(path, "w", encoding="utf-8") as out:
            out.writelines([text] if isinstance(text, str) else text)
    except OSError as exc:
        # Checked writable before the run: failing now (a full disk) comes after
        # the run was stored, so it is no "invalid input, nothing stored".
        raise InfrastructureError(f"cannot write {path} ({exc})") from None
