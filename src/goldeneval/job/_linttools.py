"""``lint --config``: the tools the configured agent has, for lint's ``unknown-tool`` warnings.

Asked only when the set holds an internal item with ``expected.tools`` and
the configuration names the internal agent. When AgentOS answers but the
tools cannot be had (it refuses, or lists none) or no agent is configured,
lint says so on stderr and goes on without those warnings: lint advises.
When nothing answers at all (the connection fails or times out), the check
asked for cannot be made and the address is most likely wrong: lint stops
with exit 3, naming the address and the cause as a run does.
"""

from __future__ import annotations

import asyncio
import sys

from goldeneval.config import Config, Scrubber, config_secrets
from goldeneval.job._files import load_trust
from goldeneval.job.clients import AgnoError, agent_name, make_client, token_source
from goldeneval.job.clients._agnotools import AgentUnreachable, agent_tools
from goldeneval.model import GoldenSet, InfrastructureError


class AgentNotReached(InfrastructureError):
    """``lint --config`` could not reach the internal agent to list its tools."""

    kind = "the internal agent's tools could not be listed"


def _wants_tools(golden: GoldenSet) -> bool:
    return any(
        t.expected.tools is not None
        for i in golden.items
        if i.surface == "internal"
        for t in i.turns
    )


async def _ask(cfg: Config) -> frozenset[str]:
    assert cfg.internal is not None
    settings = cfg.internal
    tls = load_trust(cfg.ca_file)
    async with make_client(
        settings.timeout_seconds, 1, tls=tls, scrub=Scrubber(config_secrets(cfg))
    ) as http:
        tokens = token_source(http, token_file=settings.token_file, oidc=settings.oidc)
        return await agent_tools(http, settings, tokens)


def listed_tools(cfg: Config, golden: GoldenSet) -> tuple[str, frozenset[str]] | None:
    """(the agent as messages name it, its tools), or None when they are not checked."""
    if not _wants_tools(golden):
        return None
    if cfg.internal is None:
        print(
            "goldeneval lint: no internal agent is configured (goldeneval.internal); "
            "expected.tools names are not checked against its tools",
            file=sys.stderr,
        )
        return None
    try:
        names = asyncio.run(_ask(cfg))
    except AgentUnreachable as exc:
        raise AgentNotReached(
            f"lint: cannot list the tools of {exc}; check goldeneval.internal.url (and that "
            "AgentOS is up), or lint without -config"
        ) from None
    except AgnoError as exc:
        print(
            f"goldeneval lint: cannot list the tools of {exc}; "
            "expected.tools names are not checked against them",
            file=sys.stderr,
        )
        return None
    return agent_name(cfg.internal), names
