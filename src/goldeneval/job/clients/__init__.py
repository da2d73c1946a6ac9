"""The evaluation's remote parties: the chatbot, the internal agent and the judge, and their transport.

Owns the aiohttp session (TLS, proxies, no redirects), server-sent events,
retries and backpressure, the concurrency limiters, fail-fast on a party
that refuses every request, the chatbot client, the internal agent's client
(Agno AgentOS) and where its token comes from, the judge's prompt and
client, and the strict reading of a judge reply. It knows nothing of the run
that drives it: it never imports the pipeline, the store or the CLI.
"""

from goldeneval.job.clients._agno import AgentAnswer, AgnoClient, agent_name
from goldeneval.job.clients._agnoauth import (
    TOKEN_ENV,
    ClientCredentials,
    FileToken,
    StaticToken,
    TokenSource,
    token_source,
)
from goldeneval.job.clients._agnorun import AgnoError, ToolTrace
from goldeneval.job.clients._chatbot import Answer, ChatbotClient, ChatbotError
from goldeneval.job.clients._cost import CostMeter, budget_line
from goldeneval.job.clients._failfast import PROBES, PartyRefused, RefusalWatch
from goldeneval.job.clients._judge import JudgeAsk, JudgeClient, prompt_digest
from goldeneval.job.clients._judgereply import JudgeError
from goldeneval.job.clients._limits import AdaptiveLimiter, FixedLimiter
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import make_client

__all__ = [
    "PROBES",
    "TOKEN_ENV",
    "AdaptiveLimiter",
    "AgentAnswer",
    "AgnoClient",
    "AgnoError",
    "Answer",
    "ChatbotClient",
    "ChatbotError",
    "ClientCredentials",
    "CostMeter",
    "FileToken",
    "FixedLimiter",
    "JudgeAsk",
    "JudgeClient",
    "JudgeError",
    "PartyRefused",
    "RefusalWatch",
    "RetryPolicy",
    "StaticToken",
    "TokenSource",
    "ToolTrace",
    "agent_name",
    "budget_line",
    "make_client",
    "prompt_digest",
    "token_source",
]
