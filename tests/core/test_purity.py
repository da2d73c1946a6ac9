"""The core stays pure: importing it loads no I/O library (architecture.md, "Rooms")."""

from __future__ import annotations

import json
import subprocess
import sys

IO_MODULES = ("httpx", "aiohttp", "psycopg", "sqlite3", "kopf", "kubernetes", "prometheus_client")


def test_core_modules_import_no_io_library() -> None:
    code = (
        "import json, sys\n"
        "import goldeneval.model, goldeneval.goldenset, goldeneval.verdict\n"
        "import goldeneval.report, goldeneval.config\n"
        "print(json.dumps(sorted(m for m in sys.modules if not m.startswith('_'))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    loaded = set(json.loads(out))
    assert {
        "goldeneval.report._text",
        "goldeneval.report._html",
        "goldeneval.config._settings",
    } <= loaded
    leaked = [m for m in loaded if m.split(".")[0] in IO_MODULES]
    assert leaked == []
    assert not any(
        m.startswith(("goldeneval.job", "goldeneval.store", "goldeneval.operator")) for m in loaded
    )
