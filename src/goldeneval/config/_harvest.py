"""The harvest's settings (docs/design.md §14): its embeddings endpoint.

``goldeneval.harvest.embeddings`` names an OpenAI-compatible embeddings
endpoint (on-prem gateways serve one beside the judge). Given, its vectors
decide the grouping; absent, ``harvest`` groups by words. Half of it (a URL
without a model, or a model without a URL) is an error, never a guess.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goldeneval.config._records import EmbeddingsConfig
from goldeneval.config._secret import Secret, header_key_error

DEFAULT_EMBEDDINGS_KEY_ENV = "GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY"
"""The variable holding the endpoint's key unless ``api_key_env`` names another."""


def _key_env(values: Mapping[str, Any]) -> str:
    name: str = values.get("harvest_embeddings_api_key_env", DEFAULT_EMBEDDINGS_KEY_ENV)
    return name


def embeddings_errors(values: Mapping[str, Any], env: Mapping[str, str], source: str) -> list[str]:
    """What makes the embeddings settings unusable: half of them, or a key a header cannot carry."""
    has_url, has_model = "harvest_embeddings_url" in values, "harvest_embeddings_model" in values
    others = [k for k in values if k.startswith("harvest_embeddings_")]
    if not others:
        return []
    errors = []
    if not (has_url and has_model):
        missing = "url" if not has_url else "model"
        errors.append(
            f"goldeneval.harvest.embeddings in {source} has no {missing}: set both "
            "goldeneval.harvest.embeddings.url and .model (or neither, to group by words)"
        )
    if (why := header_key_error(env, _key_env(values), "the embeddings key")) is not None:
        errors.append(why)
    return errors


def embeddings_config(values: Mapping[str, Any], env: Mapping[str, str]) -> EmbeddingsConfig | None:
    """The endpoint's settings once :func:`embeddings_errors` found none; None when not set."""
    if "harvest_embeddings_url" not in values:
        return None
    key = env.get(_key_env(values))
    extra: dict[str, float] = {}
    if "harvest_embeddings_timeout" in values:
        extra["timeout_seconds"] = values["harvest_embeddings_timeout"]
    if "harvest_embeddings_min_cosine" in values:
        extra["min_cosine"] = values["harvest_embeddings_min_cosine"]
    return EmbeddingsConfig(
        url=values["harvest_embeddings_url"],
        model=values["harvest_embeddings_model"],
        api_key=Secret(key) if key else None,
        **extra,
    )
