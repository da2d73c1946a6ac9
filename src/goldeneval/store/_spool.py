"""The local spool: results the store has not confirmed yet, on disk (docs/design.md, storage).

One JSON-lines file per suite and run id (``ItemResult.to_dict``, one result
a line) under the spool directory, private to the user (directory 0700, file
0600). The writer appends every batch and fsyncs it before handing the batch
to the store, so a process killed while the store is unreachable loses at
most the requests in flight. A run started with the same suite and run id
replays the file into the store first. The file is removed only after the
run's final read-back finds every result in it stored (:func:`confirm_spool`):
a commit is not enough, since an asynchronously replicated primary may lose
it in a failover.

A line the kill cut short (the last one) cannot be read back: it is
skipped and reported, never a crash; its item is simply driven again.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from goldeneval.model import ItemResult
from goldeneval.store._interface import Store

_NAME_LIMIT = 200
"""Longest file name we build; longer suite and run ids are replaced by a digest."""


def default_spool_dir(environ: dict[str, str] | None = None) -> Path:
    """``$XDG_STATE_HOME/goldeneval/spool``, ``~/.local/state/…`` when unset or relative."""
    env = os.environ if environ is None else environ
    state = env.get("XDG_STATE_HOME", "")
    base = Path(state) if state and os.path.isabs(state) else Path.home() / ".local" / "state"
    return base / "goldeneval" / "spool"


def spool_path(
    spool_dir: str | None, suite: str, run_id: str, shard: tuple[int, int] | None = None
) -> Path:
    """The spool file of one suite and run id (and shard, which runs in a process of its own)."""
    base = Path(spool_dir) if spool_dir else default_spool_dir()
    name = f"{quote(suite, safe='')}~{quote(run_id, safe='')}"
    if shard is not None:
        name += f"~shard-{shard[0]}-of-{shard[1]}"
    if len(name) > _NAME_LIMIT:
        name = hashlib.sha256(name.encode("utf-8")).hexdigest()
    return base / f"{name}.jsonl"


class Spool:
    """The spool file of one run, appended to by the writer thread only."""

    def __init__(self, path: Path) -> None:
        self.path = path
        """Where the spool is."""
        self._fd: int | None = None

    def _open(self) -> int:
        if self._fd is None:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_CLOEXEC", 0)
            self._fd = os.open(self.path, flags, 0o600)
        return self._fd

    def append(self, results: Sequence[ItemResult]) -> None:
        """Append ``results``, one line each, and fsync: on disk before the store sees them."""
        if not results:
            return
        data = "".join(
            json.dumps(r.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n"
            for r in results
        ).encode("utf-8")
        fd = self._open()
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def remove(self) -> None:
        """Close and delete the file (everything in it is stored)."""
        self.close()
        self.path.unlink(missing_ok=True)


@dataclass
class SpoolContents:
    """What a spool file held."""

    results: list[ItemResult] = field(default_factory=list)
    """The readable results of the run, in the order they were spooled."""
    unreadable: list[str] = field(default_factory=list)
    """Why lines were skipped (``line N: …``): a torn last line, or damage."""


def read_spool(path: Path, run_id: str) -> SpoolContents:
    """The results of ``run_id`` in the spool at ``path`` (nothing when there is no file)."""
    out = SpoolContents()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return out
    lines = data.split(b"\n")
    last = len(lines) - 1
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        torn = number - 1 == last  # no newline after it: the write was cut short
        try:
            doc = json.loads(raw.decode("utf-8"))
            if not isinstance(doc, dict):
                raise ValueError("not a result record")
            result = ItemResult.from_dict(doc)
        except (ValueError, KeyError, TypeError) as exc:
            what = "torn last line" if torn else "unreadable line"
            out.unreadable.append(f"line {number}: {what} skipped ({type(exc).__name__})")
            continue
        if result.run_id == run_id:
            out.results.append(result)
    return out


REPLAY_BATCH = 500
"""Spooled results per transaction when an earlier attempt's spool is stored."""


def replay_spool(
    spool: Spool,
    store: Store,
    run_id: str,
    save: Callable[[Sequence[ItemResult]], None] | None = None,
) -> int:
    """Store what an earlier attempt of this run left in its spool; remove the file once stored.

    The store's own outage budget applies: when it stays unreachable the
    ``StoreUnavailable`` propagates and the file is kept for the next attempt.
    Returns how many results were stored. ``save`` stores them (default
    ``store.save_results``; compare mode's reference: ``save_reference_results``).
    """
    contents = read_spool(spool.path, run_id)
    for why in contents.unreadable:
        # A kill cuts the last line short; its item is simply driven again.
        print(f"goldeneval: spool {spool.path}: {why}", file=sys.stderr)
    results = contents.results
    for start in range(0, len(results), REPLAY_BATCH):
        (save or store.save_results)(results[start : start + REPLAY_BATCH])
    if contents.unreadable:
        # Kept for the final read-back, but without the torn line the next append would extend.
        spool.remove()
        spool.append(results)
        spool.close()
    if results:
        print(
            f"goldeneval: stored {len(results)} results kept in {spool.path} "
            "by an earlier attempt of this run",
            file=sys.stderr,
        )
    return len(results)


def confirm_spool(
    spool: Spool,
    run_id: str,
    read_back: Callable[[], Collection[str]],
    save: Callable[[Sequence[ItemResult]], None],
) -> list[str]:
    """The run's final read-back: remove the spool once the store holds every result in it.

    ``read_back`` lists the item ids the store holds for the run now. A
    spooled result it lacks (a commit a failover lost) is stored again from
    the spool and read back once more; the ids still missing are returned
    and the spool is kept for a rerun with the same run id.
    """
    contents = read_spool(spool.path, run_id)
    stored = read_back()
    missing = [r for r in contents.results if r.item_id not in stored]
    if missing:
        for start in range(0, len(missing), REPLAY_BATCH):
            save(missing[start : start + REPLAY_BATCH])
        stored = read_back()
        missing = [r for r in missing if r.item_id not in stored]
    if missing:
        spool.close()
        return sorted({r.item_id for r in missing})
    spool.remove()
    return []
