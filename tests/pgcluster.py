"""A private PostgreSQL cluster the test starts and stops itself (outage and failover tests).

Its own data directory (``initdb`` as the ``postgres`` OS user into a temp
dir), its own port on loopback, trust auth, ``fsync=off`` (a test cluster,
thrown away; the OS never crashes under it, and ``synchronous_commit`` stays
on, so an acknowledged commit survives the immediate stop). ``stop()`` is an immediate shutdown: every connection dies at
once, as in a crash or a failover; ``start()`` brings it back on the same port.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg

from tests.conftest import unused_port


def _bindir() -> Path:
    try:
        out = subprocess.run(
            ["pg_config", "--bindir"], capture_output=True, text=True, check=True
        ).stdout.strip()
        if (Path(out) / "initdb").exists():
            return Path(out)
    except (OSError, subprocess.CalledProcessError):
        pass
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        raise RuntimeError("no initdb found (pg_config --bindir, /usr/lib/postgresql/*/bin)")
    return Path(found[-1]).parent


START_ATTEMPTS = 3
"""How often a start is tried before the test fails."""


class PgCluster:
    """One throw-away cluster on 127.0.0.1:``port``."""

    def __init__(self) -> None:
        self.bindir = _bindir()
        self.port = unused_port()
        self.base = Path(tempfile.mkdtemp(prefix="goldeneval-pg-"))
        self.data = self.base / "data"
        self.log = self.base / "server.log"
        user = pwd.getpwnam("postgres")
        os.chown(self.base, user.pw_uid, user.pw_gid)
        self._as_postgres(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            "postgres",
            "--no-sync",
            "-E",
            "UTF8",
        )
        self.dsn = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        """Admin DSN (the ``postgres`` database)."""

    def _as_postgres(self, *argv: str) -> None:
        uid = os.getuid()
        cmd = list(argv) if uid != 0 else ["runuser", "-u", "postgres", "--", *argv]
        subprocess.run(cmd, check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        """Start the server; on a loaded machine a start right after an immediate stop can
        fail (the old postmaster not yet gone), so it is tried again, and a last failure
        says what the server logged."""
        options = (
            f"-p {self.port} -k {self.base} -c listen_addresses=127.0.0.1 "
            "-c fsync=off -c full_page_writes=off"
        )
        argv = [str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log)]
        argv += ["-o", options, "-w", "-t", "120", "start"]
        for attempt in range(START_ATTEMPTS):
            try:
                self._as_postgres(*argv)
                return
            except subprocess.CalledProcessError:
                if attempt == START_ATTEMPTS - 1:
                    logged = self.log.read_text(errors="replace") if self.log.exists() else ""
                    raise RuntimeError(
                        f"the test cluster did not start: {logged[-2000:]}"
                    ) from None
                self._wait_stopped()

    def _wait_stopped(self) -> None:
        """Until the previous postmaster has left (its pid file is gone), up to a minute."""
        pid_file = self.data / "postmaster.pid"
        deadline = time.monotonic() + 60
        while pid_file.exists() and time.monotonic() < deadline:
            time.sleep(0.2)

    def stop(self) -> None:
        """Immediate shutdown: the server and every connection go away at once."""
        self._as_postgres(
            str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"
        )

    def create_database(self, name: str) -> str:
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.dsn.rsplit("/", 1)[0] + f"/{name}"

    def terminate(self, dbname: str) -> int:
        """Kill every server process connected to ``dbname`` (as a failover would)."""
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            row = conn.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (dbname,),
            ).fetchone()
        return int(row[0]) if row else 0

    def connections(self, dbname: str) -> int:
        """How many server processes are connected to ``dbname`` (this query's own aside)."""
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
                (dbname,),
            ).fetchone()
        return int(row[0]) if row else 0

    def destroy(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):  # already stopped
            self.stop()
        shutil.rmtree(self.base, ignore_errors=True)
