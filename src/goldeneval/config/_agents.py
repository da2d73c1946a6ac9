"""The internal agents' settings (docs/design.md §7, §5.1): the candidate's and the reference's.

``goldeneval.internal`` is the candidate's staff data agent;
``goldeneval.compare.internal`` is compare mode's reference agent, every key
it leaves unset taken from the candidate's. Both are checked here: which
agent, how to authenticate, and what the reference needs besides itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from goldeneval.config._records import InternalConfig, OidcConfig

_INTERNAL_KEYS = {
    "agent": "internal_agent",
    "team": "internal_team",
    "user_id": "internal_user_id",
    "token_file": "internal_token_file",
    "form": "internal_form",
    "timeout_seconds": "internal_timeout_seconds",
    "concurrency": "internal_concurrency",
}


def candidate_agent(values: Mapping[str, Any]) -> InternalConfig | None:
    """The internal agent's settings, when its URL is given (checked by ``internal_errors``)."""
    if "internal_url" not in values:
        return None
    oidc = None
    if "internal_oidc_token_url" in values:
        oidc = OidcConfig(
            token_url=values["internal_oidc_token_url"],
            client_id=values["internal_oidc_client_id"],
            client_secret_file=values["internal_oidc_client_secret_file"],
            scope=values.get("internal_oidc_scope"),
        )
    given = {field: values[name] for field, name in _INTERNAL_KEYS.items() if name in values}
    return InternalConfig(url=values["internal_url"], oidc=oidc, **given)


_CHOICES = (("agent", "team"), ("token_file", "oidc"))
"""Keys of ``compare.internal`` that replace the candidate's together: naming a team
drops the candidate's agent, naming client credentials drops its token file."""


def reference_agent(
    values: Mapping[str, Any], candidate: InternalConfig | None
) -> InternalConfig | None:
    """The reference's internal agent: the candidate's with what ``compare.internal`` sets.

    None without any ``compare.internal`` key (or without the candidate's agent,
    which ``compare_internal_errors`` refuses).
    """
    own = {
        k.removeprefix("compare_internal_"): v
        for k, v in values.items()
        if k.startswith("compare_internal_") and not k.startswith("compare_internal_oidc_")
    }
    oidc_keys = {
        k.removeprefix("compare_internal_oidc_"): v
        for k, v in values.items()
        if k.startswith("compare_internal_oidc_")
    }
    if candidate is None or not (own or oidc_keys):
        return None
    if oidc_keys:
        own["oidc"] = OidcConfig(
            token_url=oidc_keys["token_url"],
            client_id=oidc_keys["client_id"],
            client_secret_file=oidc_keys["client_secret_file"],
            scope=oidc_keys.get("scope"),
        )
    for pair in _CHOICES:
        if any(k in own for k in pair):
            own = {k: None for k in pair} | own
    return replace(candidate, **own)


_OIDC_NEEDED = ("token_url", "client_id", "client_secret_file")
"""The client credentials' keys that must all be given (``scope`` is optional)."""


def compare_internal_errors(values: Mapping[str, Any], source: str) -> list[str]:
    """What makes ``compare.internal`` unusable: it refines compare mode and the candidate's
    agent, so both must be configured; its own choices are checked like the candidate's."""
    keys = [k for k in values if k.startswith("compare_internal_")]
    if not keys:
        return []
    where = f"goldeneval.compare.internal in {source}"
    errors = []
    if "compare_url" not in values:
        errors.append(
            f"{where} needs compare mode: set goldeneval.compare.chatbot_url (the reference "
            "chatbot) too"
        )
    if "internal_url" not in values:
        errors.append(
            f"{where} needs the candidate's agent: set goldeneval.internal (its url, agent "
            "or team) too"
        )
    if "compare_internal_agent" in values and "compare_internal_team" in values:
        errors.append(f"{where}: name one of agent and team, not both")
    return errors + _credential_errors(values, "compare_internal", source)


def _credential_errors(values: Mapping[str, Any], name: str, source: str) -> list[str]:
    """An agent's client credentials complete, and not beside a token file (``name``: the
    settings' prefix, ``internal`` or ``compare_internal``)."""
    block = "goldeneval." + name.replace("_", ".")
    oidc = [k for k in _OIDC_NEEDED if f"{name}_oidc_{k}" in values]
    errors = []
    if oidc and len(oidc) != len(_OIDC_NEEDED):
        missing = [k for k in _OIDC_NEEDED if k not in oidc]
        errors.append(
            f"{block}.oidc in {source} lacks {', '.join(missing)}: client "
            "credentials need token_url, client_id and client_secret_file"
        )
    if oidc and f"{name}_token_file" in values:
        errors.append(f"{block} in {source}: give token_file or oidc, not both")
    return errors


def internal_errors(values: Mapping[str, Any], source: str) -> list[str]:
    """What makes the internal settings unusable: which agent, how to authenticate."""
    keys = [k for k in values if k.startswith("internal_")]
    if not keys:
        return []
    if "internal_url" not in values:
        return [f"goldeneval.internal in {source} has no url: set goldeneval.internal.url"]
    errors = []
    if ("internal_agent" in values) == ("internal_team" in values):
        errors.append(
            f"goldeneval.internal in {source}: name exactly one of agent (an agent id) "
            "and team (a team id)"
        )
    return errors + _credential_errors(values, "internal", source)
