"""The files a command reads and writes.

Inputs (golden set, labels, config, CA bundle) are read into the core's
types; every failure becomes an InvalidInputError naming the file (and line),
never a traceback: these are the files SMEs and release engineers edit by hand.
Every invalid input of a command is reported at once (``Checks``): raising at
the first problem makes a person fix one file, rerun, and only then learn of
the next; so each check runs, its invalid input is kept, and all are reported
together, exit 2, before anything is asked or stored.

Outputs (``--json``, ``--junit``, ``--html``, ``--summary-file``) are each
checked before anything is asked: a run that evaluated every item and then
could not write its JUnit file would have been stored, yet exit 2, which
means "nothing was run or stored". ``-`` is standard output; the human report
then goes to standard error so the two never mix.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Collection, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from goldeneval.config import Config, ConfigFile, parse_config, resolve
from goldeneval.goldenset import (
    Label,
    LabelsError,
    NotUtf8,
    parse_golden_set,
    read_labels,
    utf8_text,
)
from goldeneval.model import (
    ConfigError,
    GoldenSet,
    GoldenSetError,
    InfrastructureError,
    InvalidInputError,
    Problem,
    StoreUnavailable,
    UsageError,
)
from goldeneval.verdict import ShardNoVerdict

if TYPE_CHECKING:
    import ssl

    from goldeneval.job.run import JudgeNotCalibrated, ThresholdNotCalibrated


def load_golden_set(path: str) -> GoldenSet:
    try:
        text = utf8_text(Path(path).read_bytes())
    except FileNotFoundError:
        raise GoldenSetError([Problem(path, None, None, "file not found")]) from None
    except NotUtf8 as exc:
        raise GoldenSetError([Problem(path, exc.line, None, str(exc))]) from None
    except OSError as exc:
        raise GoldenSetError([Problem(path, None, None, f"cannot read the file ({exc})")]) from None
    return parse_golden_set(text, path)


def load_labels(path: str, item_ids: Collection[str]) -> tuple[tuple[Label, ...], list[Problem]]:
    """The SME labels file's valid labels and the problems of the rest (``read_labels``).

    A file that cannot be read, or read as a list of labels, raises ``LabelsError`` (exit 2).
    """
    try:
        text = utf8_text(Path(path).read_bytes())
    except FileNotFoundError:
        raise LabelsError([Problem(path, None, None, "file not found")]) from None
    except NotUtf8 as exc:
        raise LabelsError([Problem(path, exc.line, None, str(exc))]) from None
    except OSError as exc:
        raise LabelsError([Problem(path, None, None, f"cannot read the file ({exc})")]) from None
    return read_labels(text, path, item_ids)


def load_config(
    path: str | None, overrides: dict[str, Any], *, require_chatbot: bool = True
) -> Config:
    parsed = ConfigFile(None)
    if path:
        try:
            parsed = parse_config(utf8_text(Path(path).read_bytes()), path)
        except FileNotFoundError:
            raise ConfigError(f"config file {path} not found") from None
        except NotUtf8 as exc:
            raise ConfigError(f"{path}:{exc.line}: {exc}") from None
        except OSError as exc:
            raise ConfigError(f"cannot read config file {path} ({exc})") from None
    cfg, warnings = resolve(
        parsed.data,
        os.environ,
        overrides,
        source=path or "config",
        require_chatbot=require_chatbot,
        lines=parsed.lines,
    )
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    return cfg


def load_trust(ca_file: str | None) -> ssl.SSLContext | None:
    """The TLS context for https calls: the system's CAs plus ``ca_file``; None without one.

    Loaded before the run starts, so a wrong path or a file that holds no
    certificate is a configuration error (exit 2), not every item errored.
    """
    if ca_file is None:
        return None
    import ssl

    context = ssl.create_default_context()
    try:
        context.load_verify_locations(cafile=ca_file)
    except FileNotFoundError:
        raise ConfigError(
            f"ca_file {ca_file} not found; point it at a PEM file of CA certificates"
        ) from None
    except (OSError, ssl.SSLError) as exc:
        raise ConfigError(
            f"ca_file {ca_file} holds no usable CA certificate ({exc}); "
            "it must be PEM (-----BEGIN CERTIFICATE-----)"
        ) from None
    return context


STDOUT = "-"
"""The path that means standard output."""


def check_outputs(paths: Mapping[str, str | None]) -> None:
    """UsageError (exit 2) unless every given path can be written; ``paths`` is flag -> path.

    At most one may be ``-``: two documents on one stream could not be told apart.
    """
    to_stdout = [flag for flag, path in paths.items() if path == STDOUT]
    if len(to_stdout) > 1:
        raise UsageError(
            f"{' and '.join(to_stdout)} both write to standard output ('-'); "
            "give all but one of them a file path"
        )
    problems: list[str] = []
    for flag, path in paths.items():
        if path and path != STDOUT:
            try:
                _check_writable(flag, Path(path))
            except UsageError as exc:  # every unwritable output at once, not one per rerun
                problems.append(str(exc))
    if problems:
        raise UsageError("\n".join(problems))


def _check_writable(flag: str, path: Path) -> None:
    """Whether the command can write ``path`` the way ``write_output`` will: in place.

    An existing file is opened and written where it is (never a temporary file
    renamed over it), so only the file's own permission matters, not its
    directory's: the kubelet's ``/dev/termination-log`` is a 0666 file in a
    root-owned 0755 ``/dev`` that the evaluator (UID 65532) cannot create files in.
    Only a file that does not exist yet needs a writable directory.
    """
    if path.is_dir():
        raise UsageError(f"{flag} {path} is a directory; give a file path inside it")
    if path.exists():
        if not _can_open_for_writing(path):
            raise UsageError(f"{flag} {path}: the file exists and is not writable")
        return
    parent = path.parent
    if not parent.is_dir():
        raise UsageError(
            f"{flag} {path}: the directory {parent} does not exist; create it or choose another"
        )
    if not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(
            f"{flag} {path}: the directory {parent} is not writable, so the file cannot be "
            "created there; choose a writable directory"
        )


def _can_open_for_writing(path: Path) -> bool:
    """Whether ``path`` opens for writing, tried without truncating or changing it.

    A regular file is really opened (append mode, closed at once): that is the
    very call the write makes, so an ACL, a security module (SELinux on
    OpenShift) or a read-only bind mount cannot answer otherwise later, as the
    permission bits ``os.access`` reads might. Anything else (a device, a pipe) is judged by its mode: opening a pipe with
    no reader would block or fail though the run's write would find one.
    """
    if not path.is_file():
        return os.access(path, os.W_OK)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_NONBLOCK)
    except OSError:
        return False
    try:
        # Writing nothing changes nothing in a regular file, yet a kernel file
        # that opens for writing (/proc/version, as root) refuses it here
        # rather than after the run was stored.
        os.write(fd, b"")
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def any_to_stdout(*paths: str | None) -> bool:
    """Whether one of the outputs is standard output (then the report goes to stderr)."""
    return STDOUT in paths


def write_output(path: str, text: str | Iterable[str] | bytes) -> None:
    """Write ``text`` to ``path``, or to standard output for ``-``."""
    if path == STDOUT:
        if isinstance(text, bytes):
            sys.stdout.flush()
            sys.stdout.buffer.write(text)
            sys.stdout.buffer.flush()
        else:
            sys.stdout.writelines([text] if isinstance(text, str) else text)
            sys.stdout.flush()
        return
    try:
        if isinstance(text, bytes):
            Path(path).write_bytes(text)
            return
        with open(path, "w", encoding="utf-8") as out:
            out.writelines([text] if isinstance(text, str) else text)
    except OSError as exc:
        # Checked writable before the run: failing now (a full disk) comes after
        # the run was stored, so it is no "invalid input, nothing stored".
        raise InfrastructureError(f"cannot write {path} ({exc})") from None


def report_no_verdict(
    path: str,
    exc: StoreUnavailable | JudgeNotCalibrated | ThresholdNotCalibrated,
    run_id: str,
    shard: tuple[int, int],
) -> None:
    """Tells the operator (the pod's termination message) why this shard ended without a
    verdict (the store stayed away, or the judge is not calibrated enough): the run's
    status then says so and what to do."""
    if isinstance(exc, StoreUnavailable):
        record = ShardNoVerdict(
            run_id=run_id,
            shard=shard[0],
            shards=shard[1],
            cause="store_unreachable",
            unreachable_seconds=exc.seconds,
            kept=exc.kept,
            detail=exc.cause,
        )
    else:
        record = ShardNoVerdict(
            run_id=run_id,
            shard=shard[0],
            shards=shard[1],
            cause="judge_not_calibrated",
            unreachable_seconds=0.0,
            kept=0,
            detail=str(exc),
        )
    try:
        Path(path).write_text(json.dumps(record.to_dict(), ensure_ascii=False), encoding="utf-8")
    except OSError as err:  # the log tail still explains the exit
        print(f"goldeneval: cannot write {path} ({err})", file=sys.stderr)


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
