"""Exactly once, whatever fails when: the writer and the store's outage loop on real SQLite.

The faults are injected where a network store fails: the connection refuses
to start a transaction (the server is gone), or the commit goes through and
its acknowledgement is lost (the server died just after). The store's own
retry (``store/_outage.py``) and the writer's threads are the real ones.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.job.run._writer import ResultWriter
from goldeneval.store import Outage, SqliteStore
from goldeneval.store._spool import Spool, confirm_spool, read_spool

from .helpers import result, start

Fault = str  # "ok" | "down" | "lost-ack"


class _FlakyConnection:
    """A real sqlite3 connection whose BEGIN / COMMIT fail on a schedule."""

    def __init__(self, conn: sqlite3.Connection, faults: Iterator[Fault]) -> None:
        self._conn = conn
        self._faults = faults

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "BEGIN IMMEDIATE" and next(self._faults, "ok") == "down":
            raise sqlite3.OperationalError("unable to open database file")
        out = self._conn.execute(sql, *args)
        if sql == "COMMIT" and next(self._faults, "ok") == "lost-ack":
            raise sqlite3.OperationalError("disk I/O error")  # committed, yet reported failed
        return out

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


class FlakyStore(SqliteStore):
    """The real SQLite store, on a connection that fails as scheduled."""

    faults: Iterator[Fault] = iter(())

    def _connection(self) -> sqlite3.Connection:
        conn = super()._connection()
        return _FlakyConnection(conn, self.faults)  # type: ignore[return-value]


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    faults=st.lists(st.sampled_from(["ok", "down", "lost-ack"]), max_size=40),
    sizes=st.lists(st.integers(1, 30), min_size=1, max_size=6),
)
def test_any_interleaving_of_failures_stores_each_result_exactly_once(
    tmp_path_factory: Any, faults: list[Fault], sizes: list[int]
) -> None:
    base = tmp_path_factory.mktemp("flaky")
    store = FlakyStore(base / "h.db", outage_seconds=30)
    store.outage = Outage(30, first_delay=0.001, max_delay=0.004)  # the same loop, quicker
    store.begin_run(start("r"))
    store.faults = iter(faults)
    spool = Spool(base / "spool" / "r.jsonl")
    writer = ResultWriter(store, spool=spool, run_id="r", batch_size=7, linger=0.0)
    ids = [f"i{n:03d}" for n in range(sum(sizes))]
    for item_id in ids:
        writer.put(result("r", item_id))
    writer.close()
    stored = [r.item_id for r in store.results("r")]
    store.close()
    assert sorted(stored) == ids  # each once: no loss, no duplicate
    assert writer.written == len(ids)
    # Committed is not confirmed: the spool keeps every result until the final read-back.
    assert sorted(r.item_id for r in read_spool(spool.path, "r").results) == ids


def test_the_spool_is_emptied_only_once_the_final_read_back_finds_every_result(
    tmp_path: Path,
) -> None:
    """Issue 29: a commit that a failover loses is stored again from the spool."""
    store = SqliteStore(tmp_path / "h.db")
    store.begin_run(start("r"))
    spool = Spool(tmp_path / "spool" / "r.jsonl")
    writer = ResultWriter(store, spool=spool, run_id="r", batch_size=7, linger=0.0)
    ids = [f"i{n:03d}" for n in range(20)]
    for item_id in ids:
        writer.put(result("r", item_id))
    writer.close()
    assert spool.path.exists()  # committed, not yet read back
    # A failover to a replica that had not received the last commit: those rows are gone.
    with sqlite3.connect(tmp_path / "h.db") as conn:
        conn.execute("DELETE FROM golden_results WHERE item_id >= 'i015'")
    assert len(store.results("r")) == 15

    def read_back() -> set[str]:
        return {r.item_id for r in store.results("r")}

    assert confirm_spool(spool, "r", read_back, store.save_results) == []
    assert sorted(read_back()) == ids  # the lost ones stored again from the spool
    assert not spool.path.exists()  # only now, read back whole, is it removed
    store.close()


def test_a_spool_the_store_still_lacks_after_the_read_back_is_kept(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "h.db")
    store.begin_run(start("r"))
    spool = Spool(tmp_path / "spool" / "r.jsonl")
    spool.append([result("r", "a"), result("r", "b")])
    spool.close()
    missing = confirm_spool(spool, "r", lambda: {"a"}, lambda results: None)
    assert missing == ["b"] and spool.path.exists()
    store.close()


def test_a_torn_last_spool_line_is_skipped_and_reported(tmp_path: Path) -> None:
    spool = Spool(tmp_path / "s" / "r.jsonl")
    spool.append([result("r", "a"), result("r", "b"), result("other-run", "c")])
    spool.close()
    whole = spool.path.read_bytes()
    spool.path.write_bytes(whole + whole.splitlines(keepends=True)[0][:37])  # cut mid-line
    contents = read_spool(spool.path, "r")
    assert [r.item_id for r in contents.results] == ["a", "b"]
    assert contents.unreadable == ["line 4: torn last line skipped (JSONDecodeError)"]


@given(tail=st.binary(max_size=200))
def test_any_bytes_after_the_spooled_lines_never_crash_the_reader(tail: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        spool = Spool(Path(d) / "r.jsonl")
        spool.append([result("r", "a")])
        spool.close()
        with spool.path.open("ab") as f:
            f.write(tail)
        contents = read_spool(spool.path, "r")
    assert contents.results[0].item_id == "a"
