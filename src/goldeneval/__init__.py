"""goldeneval: a golden Q&A regression gate for a legal-services chatbot.

What users import lives here; everything in ``goldeneval._*`` is private.
Subpackages: ``goldeneval.job`` (one evaluation: clients, pipeline, CLI run),
``goldeneval.store`` (history: SQLite, PostgreSQL), ``goldeneval.operator``
(Kubernetes), ``goldeneval.testing`` (loopback chatbot and judge stand-ins).
"""

from goldeneval._configrecords import Config
from goldeneval._errors import (
    ConfigError,
    GoldenEvalError,
    GoldenSetError,
    InfrastructureError,
    InvalidInputError,
    Problem,
    StoreError,
)
from goldeneval._gate import decide, find_regressions, tally
from goldeneval._goldenset import parse_golden_set
from goldeneval._junit import render_junit
from goldeneval._lint import LintWarning, lint
from goldeneval._models import (
    Baseline,
    Counts,
    Expected,
    GateVerdict,
    GoldenSet,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
    Regression,
    RunSummary,
)
from goldeneval._report import render_json, render_report
from goldeneval._scoring import FactGate, JudgeVerdict, fact_gate
from goldeneval._secret import Secret
from goldeneval._shardsummary import ShardSummary
from goldeneval._summary import aggregate_shards, summarize_run

__version__ = "0.1.0"

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
