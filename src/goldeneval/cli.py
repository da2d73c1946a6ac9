"""The ``goldeneval`` command: dispatches to the evaluator or the operator side.

Imports are lazy so ``goldeneval run`` never loads kopf and ``goldeneval
operator`` never loads the pipeline.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

OPERATOR_COMMANDS = ("operator", "submit", "wait")


def _operator_side(args: list[str]) -> bool:
    """``report --cluster`` reads from the operator; ``report`` alone reads a store."""
    if not args:
        return False
    if args[0] in OPERATOR_COMMANDS:
        return True
    return args[0] == "report" and any(
        a == "--cluster" or a.startswith("--cluster=") for a in args[1:]
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
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
