"""One evaluation: chatbot and judge clients, the streaming pipeline, the CLI run.

What other rooms (benchmarks, tests, embedding programs) may use::

    from goldeneval.job import ChatbotClient, JudgeClient, make_client, run_pipeline
"""

from goldeneval.job._chatbot import Answer, ChatbotClient, ChatbotError
from goldeneval.job._http import TRANSPORTS, RetryPolicy, make_client
from goldeneval.job._judge import JudgeClient, JudgeError, parse_verdict
from goldeneval.job._limits import AdaptiveLimiter, FixedLimiter, Limiter
from goldeneval.job._pipeline import PipelineOutcome, PipelineSettings, run_pipeline
from goldeneval.job._run import RunRequest, RunResult, Shard, execute

__all__ = [
    "TRANSPORTS",
    "AdaptiveLimiter",
    "Answer",
    "ChatbotClient",
    "ChatbotError",
    "FixedLimiter",
    "JudgeClient",
    "JudgeError",
    "Limiter",
    "PipelineOutcome",
    "PipelineSettings",
    "RetryPolicy",
    "RunRequest",
    "RunResult",
    "Shard",
    "execute",
    "make_client",
    "parse_verdict",
    "run_pipeline",
]
