"""A session's change set, where the golden set is not written in place (the cluster).

In the cluster the set comes from Git through a ConfigMap, so the workbench
never writes it: a save is kept beside it, per person, and the page
"Changes" shows the unified diff against the set the suite's latest run
used, with the whole file (the changes applied round-trip) to download for
a pull request. A host's :class:`~goldeneval.workbench._host.GoldenSource`
that keeps changes also implements :class:`KeptChanges`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from goldeneval.goldenset import utf8_text
from goldeneval.workbench._form import unified

if TYPE_CHECKING:
    from goldeneval.workbench._host import GoldenSource


@runtime_checkable
class KeptChanges(Protocol):
    """A golden set whose saves collect in a change set instead of being written."""

    @property
    def file_name(self) -> str:
        """The name a downloaded copy is given (the ConfigMap's key: ``golden-set.yaml``)."""

    def original(self) -> bytes:
        """The set as the latest run used it, without this session's changes."""


def kept(source: GoldenSource) -> KeptChanges | None:
    """``source`` as a change set; None when saves rewrite the set in place (local)."""
    if source.in_place or not isinstance(source, KeptChanges):
        return None
    return source


def changes_diff(source: GoldenSource) -> str:
    """The session's changes as a unified diff of the set's text (empty: none yet)."""
    changes = kept(source)
    if changes is None:
        return ""
    before = utf8_text(changes.original())
    return unified(before, utf8_text(source.read()), source.name)


def changes_count(source: GoldenSource) -> int:
    """How many places of the set the session changed (the diff's hunks)."""
    return sum(1 for line in changes_diff(source).splitlines() if line.startswith("@@"))
