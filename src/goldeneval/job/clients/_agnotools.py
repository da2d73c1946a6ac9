"""The tools an AgentOS agent or team has, as AgentOS lists them (``lint --config``).

``GET {url}/agents/{agent}`` (``/teams/{team}``) answers the agent's
details; their ``tools.tools`` list names each tool, and a team's
``members`` list their own the same way (a team's members are the ones
that call the data tools). The request carries the same token as a run,
and every message passes the same scrubbers, so a token never shows.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

from goldeneval.config import InternalConfig
from goldeneval.job.clients._agno import agent_name, server_detail
from goldeneval.job.clients._agnoauth import TokenError, TokenSource
from goldeneval.job.clients._agnorun import AgnoError
from goldeneval.job.clients._retries import _transport_reason
from goldeneval.job.clients._session import Session, Unsendable


class AgentUnreachable(AgnoError):
    """No reply at all (the connection failed or timed out): the address or the network."""


LISTING_LIMIT = 4 * 1024 * 1024
"""Bytes of an agent's details read at most (its instructions can be long; tools are few)."""


def _names(details: Any) -> Iterator[str]:
    """Every tool name in an agent's or team's details, members' included."""
    if not isinstance(details, dict):
        return
    tools = details.get("tools")
    listed = tools.get("tools") if isinstance(tools, dict) else None
    for tool in listed if isinstance(listed, list) else ():
        if isinstance(tool, dict) and isinstance(tool.get("name"), str):
            yield tool["name"]
    members = details.get("members")
    for member in members if isinstance(members, list) else ():
        yield from _names(member)


def _lists_tools(details: Any) -> bool:
    if not isinstance(details, dict):
        return False
    members = details.get("members")
    return isinstance(details.get("tools"), dict) or any(
        _lists_tools(m) for m in (members if isinstance(members, list) else ())
    )


async def agent_tools(http: Session, cfg: InternalConfig, tokens: TokenSource) -> frozenset[str]:
    """The tool names AgentOS lists for the configured agent or team.

    AgnoError (said in the user's terms, the token masked) when the details
    cannot be had or list no tools at all: then nothing can be checked;
    AgentUnreachable, naming the address and the cause as a run does, when
    nothing answered at all.
    """
    party = agent_name(cfg)
    kind, ident = ("teams", cfg.team) if cfg.team else ("agents", cfg.agent)
    url = f"{cfg.url.rstrip('/')}/{kind}/{quote(str(ident), safe='')}"
    scrub = tokens.scrubber()
    headers = {"Accept": "application/json"}
    try:
        token = await tokens.token()
    except TokenError as exc:
        raise AgnoError(f"{party}: {exc}", exc.status) from None
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    try:
        async with asyncio.timeout(cfg.timeout_seconds), http.get(url, headers) as reply:
            body = await reply.aread()
            status = reply.status_code
    except Unsendable as exc:
        raise AgnoError(http.scrub(scrub(f"{party} at {cfg.url}: {exc}"))) from None
    except (TimeoutError, OSError) as exc:  # aiohttp's connect errors are OSErrors
        said = _transport_reason(f"{party} at {cfg.url}", exc, cfg.timeout_seconds)
        raise AgentUnreachable(http.scrub(scrub(said))) from None
    if status != 200:
        detail = server_detail(body[:65536])
        raise AgnoError(
            http.scrub(scrub(f"{party} at {url}: HTTP {status} {detail}".rstrip())), status
        )
    try:
        details = json.loads(body[:LISTING_LIMIT])
    except ValueError:
        raise AgnoError(f"{party} at {url}: the details are not JSON") from None
    if not _lists_tools(details):
        raise AgnoError(f"{party} at {url}: AgentOS lists no tools for it")
    return frozenset(_names(details))
