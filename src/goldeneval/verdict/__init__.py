"""The pure heart: from answers and judge verdicts to a gate decision.

Owns scoring one item (fact gate and judge, a conversation by its turns,
expiry, what the judge is told beyond the contract), judge agreement with
the SMEs, the gate (tally, regressions, coverage, no verdict), blame (what changed against the baseline), run and
shard summaries and the item-to-shard mapping. It does no I/O and imports
only ``model`` and ``goldenset``: never a report, the configuration, a store
or a client.
"""

from goldeneval.verdict._agreement import (
    MIN_DOMAIN_LABELS,
    Agreement,
    Confusion,
    KappaDifference,
    agreement,
    by_domain,
    kappa_difference,
    kappa_note,
)
from goldeneval.verdict._blame import answer_digest, blame_phrase, contract_digest, with_blame
from goldeneval.verdict._gate import (
    GateRules,
    decide,
    expectation_changes,
    find_regressions,
    format_rate,
    format_rate_against,
    tally,
)
from goldeneval.verdict._judgecontext import (
    EARLIER_BEGIN,
    EARLIER_END,
    TOOLS_BEGIN,
    TOOLS_END,
    EarlierTurn,
    judge_context,
    neutralise,
)
from goldeneval.verdict._pairwise import (
    CompareRules,
    compare_results,
    decide_compare,
    format_p,
    mcnemar_p,
    pair_outcome,
    why_worse,
)
from goldeneval.verdict._scoring import (
    INTERNAL_NOT_DRIVEN,
    NO_INTERNAL_ENDPOINT,
    NO_TOOL_CALL,
    NO_TOOL_RESULT,
    CountFinding,
    FactGate,
    JudgeVerdict,
    count_found,
    errored_result,
    expiry_reason,
    fact_gate,
    score,
    skipped_result,
)
from goldeneval.verdict._sharding import shard_items
from goldeneval.verdict._shardsummary import (
    RunTally,
    ShardCalibration,
    ShardNoVerdict,
    ShardSummary,
)
from goldeneval.verdict._summary import (
    AggregateRun,
    CompareMode,
    ShardSummaryError,
    aggregate_shards,
    encode_shard_summary,
    shard_summary,
    summarize_results,
    summarize_run,
)
from goldeneval.verdict._turns import conversation_result, turn_item

__all__ = [
    "EARLIER_BEGIN",
    "EARLIER_END",
    "INTERNAL_NOT_DRIVEN",
    "MIN_DOMAIN_LABELS",
    "NO_INTERNAL_ENDPOINT",
    "NO_TOOL_CALL",
    "NO_TOOL_RESULT",
    "TOOLS_BEGIN",
    "TOOLS_END",
    "AggregateRun",
    "Agreement",
    "CompareMode",
    "CompareRules",
    "Confusion",
    "CountFinding",
    "EarlierTurn",
    "FactGate",
    "GateRules",
    "JudgeVerdict",
    "KappaDifference",
    "RunTally",
    "ShardCalibration",
    "ShardNoVerdict",
    "ShardSummary",
    "ShardSummaryError",
    "aggregate_shards",
    "agreement",
    "answer_digest",
    "blame_phrase",
    "by_domain",
    "compare_results",
    "contract_digest",
    "conversation_result",
    "count_found",
    "decide",
    "decide_compare",
    "encode_shard_summary",
    "errored_result",
    "expectation_changes",
    "expiry_reason",
    "fact_gate",
    "find_regressions",
    "format_p",
    "format_rate",
    "format_rate_against",
    "judge_context",
    "kappa_difference",
    "kappa_note",
    "mcnemar_p",
    "neutralise",
    "pair_outcome",
    "score",
    "shard_items",
    "shard_summary",
    "skipped_result",
    "summarize_results",
    "summarize_run",
    "tally",
    "turn_item",
    "why_worse",
    "with_blame",
]
