"""One evaluation: chatbot and judge clients, the streaming pipeline, the CLI run.

What other rooms (benchmarks, tests, embedding programs) may use::

    from goldeneval.job import ChatbotClient, JudgeClient, make_client, run_pipeline

The names load on first use, so ``goldeneval lint`` / ``report`` / ``history``
(which import ``goldeneval.job.cli``) never pay for the HTTP stack.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {
    "Answer": "clients._chatbot",
    "ChatbotClient": "clients._chatbot",
    "ChatbotError": "clients._chatbot",
    "RetryPolicy": "clients._retries",
    "Session": "clients._session",
    "make_client": "clients._session",
    "JudgeClient": "clients._judge",
    "JudgeError": "clients._judge",
    "parse_verdict": "clients._judge",
    "AdaptiveLimiter": "clients._limits",
    "FixedLimiter": "clients._limits",
    "Limiter": "clients._limits",
    "PipelineOutcome": "run._pipeline",
    "PipelineSettings": "run._pipeline",
    "run_pipeline": "run._pipeline",
    "RunRequest": "run._run",
    "RunResult": "run._run",
    "Shard": "run._run",
    "execute": "run._run",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{module}"), name)
