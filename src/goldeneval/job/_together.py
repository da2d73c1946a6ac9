"""Every invalid input of a command, reported at once (issue 29, point 4).

A command reads several inputs (the golden set, the config, its output
paths, its flags). Raising at the first problem makes a person fix one file,
rerun, and only then learn about the next; so each check runs, its invalid
input is kept, and all of them are reported together, exit 2, before
anything is asked or stored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from goldeneval.model import InvalidInputError

T = TypeVar("T")


class InvalidInputs(InvalidInputError):
    """Several inputs are wrong; the message lists each one's problems."""

    def __init__(self, errors: list[InvalidInputError]) -> None:
        self.errors = list(errors)
        super().__init__(
            f"{len(errors)} inputs have problems:\n" + "\n".join(str(e) for e in self.errors)
        )


class Checks:
    """Runs each input check, keeping its invalid input instead of stopping at it."""

    def __init__(self) -> None:
        self.errors: list[InvalidInputError] = []

    def __call__(self, check: Callable[[], T]) -> T | None:
        """The check's value; None (and the problem kept) when its input is invalid."""
        try:
            return check()
        except InvalidInputError as exc:
            self.errors.append(exc)
            return None

    def raise_any(self) -> None:
        """Raise what was found: the one error as it is, several together."""
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            raise InvalidInputs(self.errors)
