"""What the workbench asks of the host that serves it, per request.

The same app is served on an SME's machine (``goldeneval workbench``, the
local host in ``_local.py``) and by the operator under
``/workbench/{namespace}/{suite}/`` (the cluster host). Nothing here knows
which: each request is answered with a :class:`Host` the mounting code
resolved for it, and every link the pages hold is relative to its base.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from aiohttp import web

    from goldeneval.model import Item
    from goldeneval.store import Store


@dataclass(frozen=True)
class Caller:
    """Who sent a request, as the host established it (never as the client claims)."""

    person: str
    """The name stored with every label and decision (``local:ana``, a cluster username)."""
    may_write: bool
    """Whether the person may label, decide coverage and save the golden set."""
    csrf_token: str | None
    """The session's CSRF token, given to the page; None: a program with a bearer
    token and no cookie, which needs none."""


class GoldenSource(Protocol):
    """The golden set the pages show and a save changes."""

    @property
    def name(self) -> str:
        """The set as pages and messages name it (a path, ``configmap/key``)."""

    @property
    def in_place(self) -> bool:
        """True: a save rewrites the set itself (local); False: saves collect into the
        session's change set (the cluster, where the set comes from Git)."""

    def read(self) -> bytes:
        """The set's bytes as they are now (with the session's changes, if any)."""

    def original(self) -> bytes:
        """The set as it came, before this session's changes (the Changes page's left side;
        a source that saves in place has none apart: its ``read()``)."""

    def save(self, new_text: str, *, expected_sha256: str) -> str:
        """Keep ``new_text`` if the set still has ``expected_sha256``; the new digest.

        Raises ``SetChangedOnDisk`` (``goldeneval.goldenset``) when it changed since."""


class Host(Protocol):
    """One request's host: identity, permissions, the store, the set, the base URL."""

    @property
    def suite(self) -> str:
        """The suite whose runs, labels and harvests the pages show."""

    @property
    def base(self) -> str:
        """The URL path of the app's root, ending in ``/`` (``/``, ``/workbench/ns/suite/``)."""

    @property
    def golden(self) -> GoldenSource:
        """The golden set."""

    @property
    def drafts(self) -> tuple[Item, ...] | None:
        """Draft items given by file (local ``--drafts``); None: the stored harvest's."""

    @property
    def sign_in_help(self) -> str:
        """What the 401 page tells a person without a session, in one sentence."""

    def store(self) -> Store:
        """The history store (opened once by the host, shared by requests)."""

    async def caller(self, request: web.Request) -> Caller | None:
        """Who sent ``request``; None when nobody could be established (401)."""


@dataclass
class LocalGoldenFile:
    """A golden-set file on the SME's machine: a save rewrites it in place, atomically."""

    path: Path
    """The file."""
    name: str = ""
    """How pages name it (default: the path)."""
    in_place: bool = True
    """A local save rewrites the file."""

    def __post_init__(self) -> None:
        self.name = self.name or str(self.path)

    def read(self) -> bytes:
        """The file's bytes now."""
        return self.path.read_bytes()

    def original(self) -> bytes:
        """A save rewrites the file itself: nothing is kept apart."""
        return self.read()

    def save(self, new_text: str, *, expected_sha256: str) -> str:
        """Rewrite the file atomically (mode kept) unless it changed since it was read."""
        from goldeneval.goldenset import save_set_file

        return save_set_file(self.path, new_text, expected_sha256=expected_sha256)
