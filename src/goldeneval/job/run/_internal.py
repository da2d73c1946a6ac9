"""The internal surface as a party: the staff data agent behind Agno's AgentOS (docs/design.md §7).

When ``goldeneval.internal`` is configured, a run's ``surface: internal``
items are asked through this party and its public items through the
chatbot's. It is the candidate's other half, not a deployment of its own:
its results are the run's results (the same rows, baselines and progress
display), spooled next to the candidate's. What it has of its own is what a
second production service needs: its client and token source, its
concurrency limit, retries, circuit breaker and fail-fast watch (a refusing
agent ends the run as no verdict naming the refusal).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING

from goldeneval.config import Config, InternalConfig, Scrubber, config_secrets
from goldeneval.job.clients import (
    AgnoClient,
    AgnoError,
    Answer,
    ChatbotError,
    FixedLimiter,
    RetryPolicy,
    make_client,
    token_source,
)
from goldeneval.job.run._party import Asker, Connect, Party
from goldeneval.model import Item, ToolCall
from goldeneval.store import Spool, Store, replay_spool

if TYPE_CHECKING:
    import ssl

    from goldeneval.job.run._request import RunRequest


class AgentRefused(ChatbotError):
    """The internal agent gave no usable answer; carries the HTTP status for the fail-fast watch."""

    def __init__(self, reason: str, status: int | None) -> None:
        super().__init__(reason)
        self.status = status


class AgentAsker:
    """The ``Asker`` of the internal surface: an :class:`AgnoClient`, its answers as ``Answer``."""

    def __init__(self, client: AgnoClient) -> None:
        self._client = client

    async def ask(self, question: str, session: str | None = None) -> Answer:
        """The agent's answer in ``session`` (every turn of a conversation passes the same one)."""
        try:
            got = await self._client.ask(question, session)
        except AgnoError as exc:
            raise AgentRefused(str(exc), exc.status) from None
        tools = tuple(
            ToolCall(
                name=t.name, args=dict(t.args), result=t.result or "", error=t.error, cut=t.cut
            )
            for t in got.tools
        )
        return Answer(text=got.text, latency_ms=got.latency_ms, ttfb_ms=got.ttfb_ms, tools=tools)


def internal_agent(
    cfg: Config, tls: ssl.SSLContext | None, agent: InternalConfig | None = None
) -> Connect:
    """The configured AgentOS agent or team (``agent``, default the candidate's): its own
    session, token source, limiter and retries."""
    settings = agent or cfg.internal
    assert settings is not None

    @contextlib.asynccontextmanager
    async def connect() -> AsyncIterator[Asker]:
        scrub = Scrubber(config_secrets(cfg))
        policy = RetryPolicy(max_attempts=cfg.max_attempts)
        async with make_client(
            settings.timeout_seconds, settings.concurrency, tls=tls, scrub=scrub
        ) as http:
            tokens = token_source(http, token_file=settings.token_file, oidc=settings.oidc)
            limiter = FixedLimiter(settings.concurrency)
            yield AgentAsker(AgnoClient(http, settings, limiter, policy, tokens))

    return connect


def internal_party(
    request: RunRequest, store: Store, items: Sequence[Item], candidate: Party
) -> tuple[list[Party], int]:
    """The internal surface as a party (none without ``internal``), and its replayed results.

    It asks the internal items the candidate left to it; it stores like the
    candidate (same rows, baselines, progress) and spools beside its spool.
    """
    cfg = request.config
    if cfg.internal is None:
        return [], 0
    spool = None
    replayed = 0
    if candidate.spool is not None:
        path = candidate.spool.path
        spool = Spool(path.with_name(f"{path.stem}~internal{path.suffix}"))
        replayed = replay_spool(spool, store, request.run_id)
    stored = store.final_results(request.run_id) if replayed else candidate.stored
    party = Party(
        name=INTERNAL_PARTY,
        connect=internal_agent(cfg, request.tls),
        concurrency=cfg.internal.concurrency,
        circuit_breaker=cfg.internal.circuit_breaker,
        todo=[i for i in items if i.surface == "internal" and i.id not in stored],
        stored={k: v for k, v in stored.items() if v.surface == "internal"},
        save=store.save_results,
        spool=spool,
        baselines=candidate.baselines,
        progress=candidate.progress,
        surface="internal",
        resumed=candidate.resumed,
    )
    return [party], replayed


INTERNAL_PARTY = "internal agent"
"""How messages name the internal surface's party."""
