"""What a run is handed: the request every file of the room is given (the room's bottom).

``execute`` receives a ``RunRequest`` and passes it down to the parties, the
drive and compare mode; keeping the record here, below all of them, lets
each import it downward instead of reaching up to ``_run``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.config import Config
from goldeneval.model import GoldenSet

if TYPE_CHECKING:
    import ssl


@dataclass(frozen=True)
class Shard:
    """This process's slice of the run."""

    index: int
    """Which slice."""
    count: int
    """How many slices the run has."""


@dataclass(frozen=True)
class RunRequest:
    """Everything ``execute`` needs."""

    golden: GoldenSet
    """The whole golden set."""
    config: Config
    """Resolved configuration."""
    run_id: str
    """New or resumed run id."""
    shard: Shard | None = None
    """Evaluate only this slice (Kubernetes Indexed Job)."""
    progress: bool = True
    """Report progress on stderr."""
    tls: ssl.SSLContext | None = None
    """TLS context for https calls (extra CAs); None means each client's default."""
