"""Every error goldeneval raises on purpose.

Each class maps to one exit code of the CLI (docs/design.md §5), so a caller can turn
any of them into a verdict without guessing::

    GoldenEvalError                 base; never raised directly
    ├── InvalidInputError           exit 2: the user's input is wrong
    │   ├── GoldenSetError          the golden set (YAML, fields, duplicate ids)
    │   ├── ConfigError             the config file, environment or flags
    │   └── UsageError              a command line that makes no sense
    ├── InfrastructureError         exit 3: something the run depends on failed
    │   ├── StoreError              history store unreachable / write failed
    │   │   └── StoreUnavailable    unreachable for longer than the outage budget
    │   └── ClusterError            the Kubernetes API refused or failed a call
    ├── RunInterrupted              exit 3: SIGINT/SIGTERM or deadline stopped the run early
    └── RunRefused                  exit 3: a policy refused to give a verdict (judge not calibrated)

Every class names its ``kind``: the exit line says which of them ended the
command (``no verdict (interrupted), exit 3``), so nothing that is not an
infrastructure fault is ever called one.

Messages are written for the person who has to fix the problem: what is
wrong, where, and what to do. They never contain a secret.
"""

from __future__ import annotations

from dataclasses import dataclass


class GoldenEvalError(Exception):
    """Base of every deliberate goldeneval error."""

    exit_code: int = 3
    kind: str = "no verdict"
    """What ended the command, for its exit line: ``goldeneval: <kind>, exit <code>``."""


class InvalidInputError(GoldenEvalError):
    """The input (set, config, flags) is wrong; the user must change it."""

    exit_code = 2
    kind = "invalid input"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input file, located as precisely as we can."""

    file: str
    """Path of the file the problem is in."""
    line: int | None
    """1-based line number, when known."""
    item_id: str | None
    """Id of the golden item concerned, when known."""
    message: str
    """What is wrong and what to do about it."""

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        item = f" [item {self.item_id}]" if self.item_id else ""
        return f"{where}{item}: {self.message}"


class GoldenSetError(InvalidInputError):
    """The golden set is invalid; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        n = len(self.problems)
        head = f"the golden set has {n} problem{'s' if n != 1 else ''}:"
        super().__init__("\n".join([head, *(f"  {p}" for p in self.problems)]))


class ConfigError(InvalidInputError):
    """The configuration (file, environment, flags) is invalid."""


class UsageError(InvalidInputError):
    """The command line is invalid."""


class InfrastructureError(GoldenEvalError):
    """Something the run depends on (store, cluster, network) failed."""

    exit_code = 3
    kind = "no verdict: infrastructure failure"


class StoreError(InfrastructureError):
    """The history store could not be reached or written."""

    kind = "no verdict: history store failed"


class StoreUnavailable(StoreError):
    """The store stayed unreachable for the whole outage budget (docs/design.md, storage)."""

    def __init__(self, message: str, *, seconds: float, cause: str, kept: int = 0) -> None:
        super().__init__(message)
        self.seconds = seconds
        """How long the store had been unreachable when we gave up."""
        self.cause = cause
        """The last failure, one line, secrets masked."""
        self.kept = kept
        """Finished results that could not be stored (kept in the spool, if it could be written)."""

    kind = "no verdict: history store unreachable"


class RunInterrupted(GoldenEvalError):
    """The run stopped early (signal or deadline); a rerun with the same run id resumes."""

    exit_code = 3
    kind = "no verdict: interrupted"


class RunRefused(GoldenEvalError):
    """A policy the user set refused to give a verdict (the judge is not calibrated enough)."""

    exit_code = 3
    kind = "no verdict: refused by policy"


class ClusterError(InfrastructureError):
    """A Kubernetes API call failed."""

    kind = "no verdict: Kubernetes API failed"
