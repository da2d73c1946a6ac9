"""The ``goldeneval`` command: dispatches to the evaluator or the operator side.

Imports are lazy so ``goldeneval run`` never loads kopf and ``goldeneval
operator`` never loads the pipeline.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

OPERATOR_COMMANDS = ("operator", "submit", "wait")


def _operator_side(args: list[str]) -> bool:
    """``report --cluster`` and ``workbench --cluster`` reach the operator; without
    ``--cluster`` they read a store and a file."""
    if not args:
        return False
    if args[0] in OPERATOR_COMMANDS:
        return True
    return args[0] in ("report", "workbench") and any(
        a == "--cluster" or a.startswith("--cluster=") for a in args[1:]
    )


EXIT_PIPE_CLOSED = 128 + 13
"""The status of a command whose reader went away (``| head``): a shell's SIGPIPE status."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; its exit code (docs/design.md §5)."""
    try:
        return _dispatch(list(sys.argv[1:] if argv is None else argv))
    except BrokenPipeError:
        # The reader closed the pipe (`goldeneval history | head`): its choice,
        # not a failure, so stop quietly as cat or grep do. Standard output goes
        # to /dev/null first, or the interpreter's final flush would complain.
        _discard_stdout()
        return EXIT_PIPE_CLOSED


def _discard_stdout() -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor (captured output): nothing to flush
        pass
    finally:
        os.close(devnull)


def _dispatch(args: list[str]) -> int:
    if args[:1] in (["--version"], ["-version"], ["-V"]):
        from goldeneval._version import version_line

        print(version_line())
        return 0
    if args[:1] == ["stand-ins"]:
        from goldeneval.testing.__main__ import serve_main

        return serve_main(args[1:])
    if _operator_side(args):
        from goldeneval.operator.cli import main as operator_main

        try:
            code: int = operator_main(args)
        except BrokenPipeError:
            raise
        except Exception as exc:
            text = " ".join(str(exc).split())[:300]
            name = type(exc).__name__
            print(
                f"goldeneval {args[0]}: unexpected error, exit 3 ({name}: {text})", file=sys.stderr
            )
            return 3
        return code
    from goldeneval.job.cli import main as job_main

    return job_main(args)
