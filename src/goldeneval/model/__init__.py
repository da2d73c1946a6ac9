"""The ground every room stands on: the records and the errors.

Owns the golden item and result records (``Item``, ``ItemResult``,
``RunSummary``…), the verdict records (``Verdict``, ``JudgeSample``…), the
deliberate errors whose class decides the exit code, and the rule for which
strings can be keys in a store. It imports no other goldeneval room.
"""

from goldeneval.model._calibration import JudgeCalibration, SelectiveCalibration
from goldeneval.model._compare import PAIR_OUTCOMES, Comparison, PairOutcome
from goldeneval.model._contract import (
    GROUNDINGS,
    TOOL_RESULT_LIMIT,
    CountCheck,
    Expected,
    Grounding,
    ToolCall,
    Turn,
)
from goldeneval.model._errors import (
    ClusterError,
    ConfigError,
    GoldenEvalError,
    GoldenSetError,
    InfrastructureError,
    InvalidInputError,
    Problem,
    RunInterrupted,
    RunRefused,
    StoreError,
    StoreUnavailable,
    UsageError,
)
from goldeneval.model._keys import unstorable
from goldeneval.model._records import (
    DEFAULT_MIN_COVERAGE,
    DEFAULT_MIN_PASS_RATE,
    DEFAULT_PASS_THRESHOLD,
    RESULT_FIELDS,
    SURFACES,
    GoldenSet,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
    Surface,
)
from goldeneval.model._summary import (
    COUNT_FIELDS,
    Baseline,
    Counts,
    GateVerdict,
    Regression,
    RunSummary,
    StoreOutage,
    ids_preview,
)
from goldeneval.model._verdict import (
    ExpectationChange,
    JudgeSample,
    Verdict,
    VerdictSource,
    samples_from,
    tally_line,
)

__all__ = [
    "COUNT_FIELDS",
    "DEFAULT_MIN_COVERAGE",
    "DEFAULT_MIN_PASS_RATE",
    "DEFAULT_PASS_THRESHOLD",
    "GROUNDINGS",
    "PAIR_OUTCOMES",
    "RESULT_FIELDS",
    "SURFACES",
    "TOOL_RESULT_LIMIT",
    "Baseline",
    "ClusterError",
    "Comparison",
    "ConfigError",
    "CountCheck",
    "Counts",
    "ExpectationChange",
    "Expected",
    "GateVerdict",
    "GoldenEvalError",
    "GoldenSet",
    "GoldenSetError",
    "Grounding",
    "InfrastructureError",
    "InvalidInputError",
    "Item",
    "ItemResult",
    "JudgeCalibration",
    "JudgeSample",
    "JudgeStatus",
    "Outcome",
    "PairOutcome",
    "Problem",
    "Regression",
    "RunInterrupted",
    "RunRefused",
    "RunSummary",
    "SelectiveCalibration",
    "StoreError",
    "StoreOutage",
    "StoreUnavailable",
    "Surface",
    "ToolCall",
    "Turn",
    "UsageError",
    "Verdict",
    "VerdictSource",
    "ids_preview",
    "samples_from",
    "tally_line",
    "unstorable",
]
