"""Saving an edited golden set over its file: atomic, mode kept, refused when it moved.

The workbench reads the set, shows it, and saves an edit minutes later. In
between, someone may have pulled a new version from Git or saved from an
editor; writing over that would lose their work silently. So a save names
the sha256 of the bytes the page was built from, and is refused when the
file no longer has them. The new bytes go to a temporary file in the same
directory (same file system, so the rename is atomic), are flushed to disk,
and replace the file in one ``os.replace``: a reader sees the old file or
the new one, never half of each.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import stat
import tempfile
from pathlib import Path

from goldeneval.model import GoldenSetError, Problem

CHANGED_ON_DISK = "the golden set changed on disk since you opened it; reload"
"""The refusal's words (docs/design.md §3, the workbench): the page shows them as they are."""

_BOM = b"\xef\xbb\xbf"


class SetChangedOnDisk(GoldenSetError):
    """The file's bytes are not those the edit was made on; nothing was written."""

    def __init__(self, path: str) -> None:
        super().__init__([Problem(path, None, None, CHANGED_ON_DISK)])
        # The message is the sentence itself, not the "N problems" list around it.
        self.args = (CHANGED_ON_DISK,)


def set_sha256(data: bytes) -> str:
    """The hex sha256 of a golden-set file's bytes (what a save must find unchanged)."""
    return hashlib.sha256(data).hexdigest()


def _current_sha256(path: Path) -> str | None:
    try:
        return set_sha256(path.read_bytes())
    except FileNotFoundError:
        return None


def save_set_file(path: Path, new_text: str, *, expected_sha256: str) -> str:
    """Write ``new_text`` (UTF-8) over ``path`` atomically; return the new bytes' sha256.

    Raises :class:`SetChangedOnDisk` (and writes nothing) when the file's
    bytes no longer hash to ``expected_sha256``, or the file is gone. The
    file's permission bits are kept, a symbolic link is written through (the
    link stays a link), and a byte order mark the file started with is kept
    even when the text handed in lost it in decoding. Two saves at once
    (two workbench tabs) take turns: the second finds the first's bytes and
    is refused.
    """
    target = Path(os.path.realpath(path))
    shown = str(path)
    try:
        held = target.open("rb")
    except FileNotFoundError:
        raise SetChangedOnDisk(shown) from None
    with held:
        # Saves through here take turns on the file; the lock goes with the
        # file it was taken on, so a save that waited finds the new file and is refused.
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        if _current_sha256(target) != expected_sha256:
            raise SetChangedOnDisk(shown)
        data = new_text.encode("utf-8")
        if held.read(3) == _BOM and not data.startswith(_BOM):
            data = _BOM + data
        mode = stat.S_IMODE(os.fstat(held.fileno()).st_mode)
        _replace_with(target, data, mode, expected_sha256, shown)
    _sync_directory(target.parent)
    return set_sha256(data)


def _replace_with(target: Path, data: bytes, mode: int, expected_sha256: str, shown: str) -> None:
    """``data`` in a temporary file beside ``target``, flushed, then renamed over it."""
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fchmod(out.fileno(), mode)
            os.fsync(out.fileno())
        # Checked again just before the rename: a writer that does not take
        # turns (an editor) and landed while the bytes were flushed is kept too.
        if _current_sha256(target) != expected_sha256:
            raise SetChangedOnDisk(shown)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        raise


def _sync_directory(folder: Path) -> None:
    """Flush the rename itself, so a crash right after the save keeps the new file."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # a platform or file system without directory handles: nothing to flush
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
