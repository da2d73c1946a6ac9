"""The ``goldeneval`` command: dispatches to the evaluator or the operator side.

Imports are lazy so ``goldeneval run`` never loads kopf and ``goldeneval
operator`` never loads the pipeline.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

OPERATOR_COMMANDS = ("operator", "submit", "wait")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["--version"], ["-version"], ["-V"]):
        from goldeneval._version import version_line

        print(version_line())
        return 0
    if args[:1] == ["stand-ins"]:
        from goldeneval.testing.__main__ import serve_main

        return serve_main(args[1:])
    if args and args[0] in OPERATOR_COMMANDS:
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
