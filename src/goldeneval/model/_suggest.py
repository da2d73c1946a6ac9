"""The one "did you mean" of every file goldeneval reads (golden set, labels, config, scripts)
and of its command lines (options, commands, choices).

A key nobody reads is most often a typo of one that is: a letter dropped,
doubled, swapped with its neighbour or struck wrong. Counting such edits
(optimal string alignment distance: insertion, deletion, substitution and
transposition of neighbours each cost one) finds that key whatever its
length, where a similarity ratio alone misses a swap in a four-letter key.
A longer rewrite (``must_include_phrases``) is caught by difflib's ratio.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from goldeneval.model._errors import UsageError

RATIO_CUTOFF = 0.75
"""difflib similarity from which a key farther than a few typos is still suggested."""

LETTERS_PER_TYPO = 4
"""One typo is allowed per this many letters of the known key, and always at least one."""


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: the fewest single-character edits from a to b."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        before, row = row, current
    return row[len(b)]


def closest_keys(name: object, known: Iterable[str]) -> tuple[str, ...]:
    """The known keys ``name`` most likely misspells, best first; empty when none is close.

    Every key within its allowance of typos (one per :data:`LETTERS_PER_TYPO`
    letters, at least one) that ties for the fewest edits; else the one key
    difflib finds at least :data:`RATIO_CUTOFF` alike.
    """
    text = str(name)
    keys = sorted({k for k in known if k != text})
    if not keys or len(text) > 200:  # a paragraph pasted as a key is no typo
        return ()
    scored = [(edit_distance(text, k), k) for k in keys]
    near = [(d, k) for d, k in scored if d <= max(1, len(k) // LETTERS_PER_TYPO)]
    if near:
        best = min(d for d, _ in near)
        return tuple(k for d, k in near if d == best)
    return tuple(difflib.get_close_matches(text, keys, n=1, cutoff=RATIO_CUTOFF))


def did_you_mean(name: object, known: Iterable[str]) -> str:
    """``did you mean must_include?`` (``… a or b?`` on a tie); empty when no key is close."""
    close = closest_keys(name, known)
    return f"did you mean {' or '.join(close)}?" if close else ""


def unknown_options(args: Sequence[str], known: Iterable[str]) -> list[str]:
    """Each ``--option`` in ``args`` that is none of ``known`` nor the start of one (argparse
    takes an unambiguous start), said as ``unknown option --drafs (did you mean --drafts?)``.

    ``args`` are one command's own words: what follows ``--`` is never an option.
    """
    options = sorted({o for o in known if o.startswith("--")})
    found = []
    for arg in args:
        if arg == "--":
            break
        if not arg.startswith("--") or len(arg) < 3:
            continue
        name = arg.split("=", 1)[0]
        if any(o.startswith(name) for o in options):
            continue
        close = closest_keys(name[2:], [o[2:] for o in options])
        hint = f" (did you mean {' or '.join('--' + c for c in close)}?)" if close else ""
        found.append(f"unknown option {name}{hint}")
    return found


class UsageParser(argparse.ArgumentParser):
    """argparse that raises UsageError (exit 2, our message) instead of exiting, and names
    the option or choice a misspelt one most likely means. Descriptions and epilogues are
    printed as written (they hold the commands' exit-code tables) unless told otherwise."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        words = list(sys.argv[1:] if args is None else args)
        # Checked before argparse reads them: a misspelt option must not be reported as a
        # missing required one, nor swallowed as the value of the option before it.
        problems = unknown_options(self._own_words(words), self._option_string_actions)
        if problems:
            self.error("; ".join(problems))
        return super().parse_known_args(words, namespace)

    def _own_words(self, words: list[str]) -> list[str]:
        """The words before a subcommand's name: the rest are the subcommand's to check."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                for n, word in enumerate(words):
                    if word in action.choices:
                        return words[:n]
        return words

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        choices = action.choices
        if choices is not None and isinstance(value, str) and value not in choices:
            hint = did_you_mean(value, [str(c) for c in choices])
            if hint:
                raise argparse.ArgumentError(action, f"invalid choice: {value!r} ({hint})")
        super()._check_value(action, value)
