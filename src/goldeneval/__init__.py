"""goldeneval: a golden Q&A regression gate for a legal-services chatbot.

What users import lives here; everything in ``goldeneval._*`` is private.
Subpackages: ``goldeneval.job`` (one evaluation: clients, pipeline, CLI run),
``goldeneval.store`` (history: SQLite, PostgreSQL), ``goldeneval.operator``
(Kubernetes), ``goldeneval.testing`` (loopback chatbot and judge stand-ins).
"""

from goldeneval.config import Config, Secret
from goldeneval.goldenset import LintWarning, lint, parse_golden_set
from goldeneval.model import (
    Baseline,
    ConfigError,
    Counts,
    Expected,
    GateVerdict,
    GoldenEvalError,
    GoldenSet,
    GoldenSetError,
    InfrastructureError,
    InvalidInputError,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
    Problem,
    Regression,
    RunSummary,
    StoreError,
)
from goldeneval.report import render_json, render_junit, render_report
from goldeneval.verdict import (
    FactGate,
    JudgeVerdict,
    ShardSummary,
    aggregate_shards,
    decide,
    fact_gate,
    find_regressions,
    summarize_run,
    tally,
)

__all__ = [
    "Baseline",
    "Config",
    "ConfigError",
    "Counts",
    "Expected",
    "FactGate",
    "GateVerdict",
    "GoldenEvalError",
    "GoldenSet",
    "GoldenSetError",
    "InfrastructureError",
    "InvalidInputError",
    "Item",
    "ItemResult",
    "JudgeStatus",
    "JudgeVerdict",
    "LintWarning",
    "Outcome",
    "Problem",
    "Regression",
    "RunSummary",
    "Secret",
    "ShardSummary",
    "StoreError",
    "__version__",
    "aggregate_shards",
    "decide",
    "fact_gate",
    "find_regressions",
    "lint",
    "parse_golden_set",
    "render_json",
    "render_junit",
    "render_report",
    "summarize_run",
    "tally",
]


def __getattr__(name: str) -> str:
    # ``__version__`` (pyproject.toml is its one source) is read from the installed
    # metadata on first use, so no command pays for that lookup at start-up.
    if name == "__version__":
        from goldeneval._version import package_version

        return package_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
