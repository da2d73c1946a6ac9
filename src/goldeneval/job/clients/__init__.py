"""The evaluation's two remote parties: the chatbot and the judge, and their transport.

Owns the aiohttp session (TLS, proxies, no redirects), server-sent events,
retries and backpressure, the concurrency limiters, fail-fast on a party
that refuses every request, the chatbot client, the judge's prompt and
client, and the strict reading of a judge reply. It knows nothing of the run
that drives it: it never imports the pipeline, the store or the CLI.
"""

from goldeneval.job.clients._chatbot import Answer, ChatbotClient, ChatbotError
from goldeneval.job.clients._failfast import PROBES, PartyRefused, RefusalWatch
from goldeneval.job.clients._judge import JudgeClient, prompt_digest
from goldeneval.job.clients._judgereply import JudgeError
from goldeneval.job.clients._limits import AdaptiveLimiter, FixedLimiter
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import make_client

__all__ = [
    "PROBES",
    "AdaptiveLimiter",
    "Answer",
    "ChatbotClient",
    "ChatbotError",
    "FixedLimiter",
    "JudgeClient",
    "JudgeError",
    "PartyRefused",
    "RefusalWatch",
    "RetryPolicy",
    "make_client",
    "prompt_digest",
]
