"""Loopback stand-ins for the chatbot, the judge, the internal agent and an embeddings endpoint (tests, benchmarks, demo).

All are real aiohttp servers on 127.0.0.1::

    async with ChatbotStandIn({"q": "a"}) as bot, JudgeStandIn() as judge:
        ...  # bot.url, judge.url

    async with AgentStandIn(load_script(text, "script.yaml"), key="k") as agent:
        ...  # agent.url: an AgentOS serving agent.agent_id and agent.team_id

    async with EmbeddingsStandIn() as vectors:  # POST {vectors.url}/embeddings
        ...

    with serve_in_thread(ChatbotStandIn()) as bot:  # from sync code
        ...

Latency is fixed (``latency_ms``) or, with ``latency_sigma`` > 0, lognormal
around ``latency_ms`` and the same for the same question on every run
(:func:`delay_seconds`); ``recording`` keeps every delay served.

From the shell: ``python -m goldeneval.testing serve --help``.
"""

from goldeneval.testing._agent import AgentStandIn
from goldeneval.testing._chatbot import DEFAULT_ANSWER, ChatbotStandIn
from goldeneval.testing._embeddings import EmbeddingsStandIn, stand_in_vector
from goldeneval.testing._judge import DEFAULT_VERDICT, JudgeStandIn
from goldeneval.testing._latency import Served, delay_seconds
from goldeneval.testing._script import Script, load_script
from goldeneval.testing._server import StandIn, serve_in_thread

__all__ = [
    "DEFAULT_ANSWER",
    "DEFAULT_VERDICT",
    "AgentStandIn",
    "ChatbotStandIn",
    "EmbeddingsStandIn",
    "JudgeStandIn",
    "Script",
    "Served",
    "StandIn",
    "delay_seconds",
    "load_script",
    "serve_in_thread",
    "stand_in_vector",
]
