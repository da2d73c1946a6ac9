"""The ground every room stands on: the records and the errors.

Owns the golden item and result records (``Item``, ``ItemResult``,
``RunSummary``…), the verdict records (``Verdict``, ``JudgeSample``…), the
deliberate errors whose class decides the exit code, and the rule for which
strings can be keys in a store. It imports no other goldeneval room.
"""

from goldeneval.model._calibration import JudgeCalibration, SelectiveCalibration
from goldeneval.model._compare import PAIR_OUTCOMES, Comparison, PairOutcome
from goldeneval.model._errors import (
    ClusterError,
    ConfigError,
    GoldenEvalError,
    GoldenSetError,
    InfrastructureError,
    InvalidInputError,
    Problem,
    RunInterrupted,
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
    Expected,
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
    "PAIR_OUTCOMES",
    "RESULT_FIELDS",
    "SURFACES",
    "Baseline",
    "ClusterError",
    "Comparison",
    "ConfigError",
    "Counts",
    "ExpectationChange",
    "Expected",
    "GateVerdict",
    "GoldenEvalError",
    "GoldenSet",
    "GoldenSetError",
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
    "RunSummary",
    "SelectiveCalibration",
    "StoreError",
    "StoreOutage",
    "StoreUnavailable",
    "Surface",
    "UsageError",
    "Verdict",
    "VerdictSource",
    "ids_preview",
    "samples_from",
    "tally_line",
    "unstorable",
]
