"""The harvest's embeddings client against the real loopback endpoint (docs/design.md §14).

Vectors come back in input order, in batches, retried like the judge's; an
endpoint that keeps failing or refuses is an InfrastructureError (exit 3)
naming it, never a silent fall-back; only de-identified text is sent; the key
never shows. The reply reader takes any bytes and either reads one vector per
text or says why not.
"""

from __future__ import annotations

import asyncio
import json
import math
import socket
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config import Config, EmbeddingsConfig, Secret, resolve
from goldeneval.job.clients import RetryPolicy
from goldeneval.job.harvest._embed import (
    EmbeddingError,
    EmbeddingSettings,
    embed,
    embedding_settings,
    vectors,
)
from goldeneval.model import ConfigError, InfrastructureError
from goldeneval.testing import EmbeddingsStandIn, stand_in_vector

FAST = RetryPolicy(max_attempts=3, base_delay=0.01, max_delay=0.05)
KEY = "sk-embed-2f9c1e0b7a"


def settings_for(server: EmbeddingsStandIn, **kw: Any) -> EmbeddingSettings:
    """The stand-in's settings; ``kw`` the endpoint's own (``api_key``, ``model``) or the
    harvest's (``policy``, ``batch``…)."""
    endpoint: dict[str, Any] = {"url": server.url, "model": server.model}
    endpoint.update({k: kw.pop(k) for k in ("api_key", "model", "timeout_seconds") if k in kw})
    return EmbeddingSettings(EmbeddingsConfig(**endpoint), **{"policy": FAST, **kw})


def cosine(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


async def test_one_vector_per_text_in_input_order_over_several_batches() -> None:
    texts = [f"pertanyaan nomor {i} tentang pendirian pt" for i in range(150)]
    async with EmbeddingsStandIn() as server:  # it answers each batch in reverse order
        got = await embed(settings_for(server), texts)
    assert got == [stand_in_vector(t) for t in texts]
    assert sorted(server.batches) == [22, 64, 64]


async def test_nothing_to_embed_asks_nothing() -> None:
    async with EmbeddingsStandIn() as server:
        assert await embed(settings_for(server), []) == []
    assert server.calls == 0


def test_the_stand_ins_vectors_put_paraphrases_near() -> None:
    same = stand_in_vector("Bagaimana cara mendirikan PT perorangan?")
    paraphrase = stand_in_vector("pendirian pt perorangan caranya gimana")
    other = stand_in_vector("berapa biaya legalisasi apostille dokumen")
    assert math.isclose(cosine(same, same), 1.0)
    assert cosine(same, paraphrase) > 0.5 > cosine(same, other)


async def test_a_failing_endpoint_is_retried_like_the_judge() -> None:
    async with EmbeddingsStandIn(fail_first=2) as server:
        got = await embed(settings_for(server), ["cara daftar fidusia"])
    assert got == [stand_in_vector("cara daftar fidusia")]
    assert server.calls == 3


@pytest.mark.parametrize("status", [503, 500, 429])
async def test_an_endpoint_that_keeps_failing_ends_the_harvest_naming_it(status: int) -> None:
    async with EmbeddingsStandIn(fail_status=status) as server:
        policy = RetryPolicy(max_attempts=2, base_delay=0.01, max_delay=0.02, max_backpressure=1)
        with pytest.raises(InfrastructureError) as caught:
            await embed(settings_for(server, policy=policy), ["cara daftar fidusia"])
        endpoint = f"{server.url}/embeddings"
    assert caught.value.exit_code == 3
    assert endpoint in str(caught.value)
    assert f"HTTP {status}" in str(caught.value)


async def test_a_refusal_is_not_retried_and_never_shows_the_key() -> None:
    async with EmbeddingsStandIn(key="the-right-key") as server:
        with pytest.raises(InfrastructureError) as caught:
            await embed(settings_for(server, api_key=Secret(KEY)), ["cara daftar fidusia"])
    message = str(caught.value)
    assert server.calls == 1
    assert "HTTP 401" in message and "invalid credentials" in message
    assert KEY not in message  # the endpoint quoted it back


async def test_the_key_is_sent_as_a_bearer_token() -> None:
    async with EmbeddingsStandIn(key=KEY) as server:
        await embed(settings_for(server, api_key=Secret(KEY)), ["a", "b"])
    assert server.authorizations == {f"Bearer {KEY}": 1}


async def test_an_unknown_model_is_named_in_the_error() -> None:
    async with EmbeddingsStandIn() as server:
        with pytest.raises(InfrastructureError, match="model 'nomic' does not exist"):
            await embed(settings_for(server, model="nomic"), ["apa itu apostille"])


async def test_an_unreachable_endpoint_is_an_infrastructure_error() -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cfg = EmbeddingSettings(EmbeddingsConfig(f"http://127.0.0.1:{port}/v1", "m"), policy=FAST)
    with pytest.raises(InfrastructureError, match=f"127.0.0.1:{port}/v1/embeddings"):
        await embed(cfg, ["x"])


async def test_only_de_identified_text_is_sent() -> None:
    texts = [
        "NIK saya 3174012501990003 mau buat PT",
        "hubungi 0812-3456-7890 atau budi.santoso@example.co.id",
    ]
    async with EmbeddingsStandIn() as server:
        await embed(settings_for(server), texts)
    sent = " ".join(server.inputs)
    for detail in ("3174012501990003", "3456", "7890", "budi.santoso", "example.co.id"):
        assert detail not in sent
    assert "<NIK>" in sent and "<EMAIL>" in sent


async def test_batches_go_out_concurrently_but_bounded() -> None:
    async with EmbeddingsStandIn(latency_ms=20) as server:
        await embed(settings_for(server, batch=2), [f"q{i}" for i in range(40)])
    assert 1 < server.max_in_flight <= 4


# ------------------------------------------------------------------ the reply


def reply(data: Any) -> bytes:
    return json.dumps({"data": data}).encode()


@pytest.mark.parametrize(
    ("body", "expected", "said"),
    [
        (b"<html>", 1, "not a JSON object"),
        (b"[1, 2]", 1, "not a JSON object"),
        (reply([{"index": 0, "embedding": [0.1]}]), 2, "1 vectors for 2 texts"),
        (reply([{"index": 0, "embedding": "AAAA"}]), 1, "base64"),
        (reply([{"index": 0, "embedding": [0.1, None]}]), 1, "not a list of numbers"),
        (reply([{"index": 0, "embedding": []}]), 1, "not a list of numbers"),
        (
            reply([{"index": 0, "embedding": [1.0]}, {"index": 0, "embedding": [2.0]}]),
            2,
            "repeated or out of range",
        ),
        (
            reply([{"index": 0, "embedding": [1.0]}, {"index": 1, "embedding": [2.0, 3.0]}]),
            2,
            "differ in length",
        ),
        (reply([{"index": True, "embedding": [1.0]}]), 1, "not a whole number"),
        (reply([{"index": 0, "embedding": [10**400]}]), 1, "not a list of numbers"),
    ],
)
def test_an_unusable_reply_says_why(body: bytes, expected: int, said: str) -> None:
    with pytest.raises(EmbeddingError, match=said):
        vectors(body, expected)


def test_vectors_are_put_back_by_index() -> None:
    body = reply([{"index": 1, "embedding": [2.0]}, {"index": 0, "embedding": [1.0]}])
    assert vectors(body, 2) == [(1.0,), (2.0,)]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=9), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(
    body=st.one_of(
        st.binary(max_size=64),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.lists(json_values, max_size=3).map(reply),
    ),
    expected=st.integers(1, 3),
)
def test_any_reply_is_read_or_refused_with_a_reason(body: bytes, expected: int) -> None:
    why = ""
    try:
        got = vectors(body, expected)
    except EmbeddingError as exc:
        why = str(exc)
        got = []
    if why:
        assert why.startswith("the reply")
    else:
        assert len(got) == expected
        assert len({len(v) for v in got}) == 1


# ------------------------------------------------------------------ settings


def resolved(data: dict[str, Any], env: dict[str, str] | None = None) -> Config:
    cfg, _ = resolve({"goldeneval": data}, env or {}, {}, require_chatbot=False)
    return cfg


def test_without_embeddings_the_harvest_groups_by_words() -> None:
    assert embedding_settings(resolved({})) is None


def test_the_settings_come_from_the_file_and_the_environment() -> None:
    cfg = resolved(
        {"max_attempts": 6, "harvest": {"embeddings": {"url": "http://gw:8000/v1"}}},
        {
            "GOLDENEVAL_HARVEST_EMBEDDINGS_MODEL": "multilingual-e5",
            "GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY": KEY,
            "GOLDENEVAL_HARVEST_EMBEDDINGS_TIMEOUT_SECONDS": "15",
        },
    )
    got = embedding_settings(cfg)
    assert got is not None
    assert (got.post_url, got.endpoint.model, got.endpoint.timeout_seconds) == (
        "http://gw:8000/v1/embeddings",
        "multilingual-e5",
        15.0,
    )
    assert got.endpoint.api_key is not None and got.endpoint.api_key.reveal() == KEY
    assert got.policy.max_attempts == 6
    assert KEY in got.secrets  # scrubbed from whatever any party sends back
    assert KEY not in repr(cfg)


@pytest.mark.parametrize(
    ("embeddings", "said"),
    [
        ({"url": "http://gw/v1"}, "has no model"),
        ({"model": "e5"}, "has no url"),
        ({"url": "ftp://gw", "model": "e5"}, "goldeneval.harvest.embeddings.url"),
        ({"url": "http://gw/v1", "model": "e5", "timeout_seconds": 0}, "timeout_seconds"),
    ],
)
def test_half_or_wrong_embeddings_settings_are_refused(
    embeddings: dict[str, Any], said: str
) -> None:
    with pytest.raises(ConfigError, match=said):
        resolved({"harvest": {"embeddings": embeddings}})


def test_a_key_a_header_cannot_carry_is_named_not_shown() -> None:
    with pytest.raises(ConfigError) as caught:
        resolved(
            {"harvest": {"embeddings": {"url": "http://gw/v1", "model": "e5"}}},
            {"GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY": "secret with space\n"},
        )
    assert "GOLDENEVAL_HARVEST_EMBEDDINGS_API_KEY" in str(caught.value)
    assert "secret with space" not in str(caught.value)


def test_embed_runs_from_sync_code() -> None:
    # The harvest command calls it through asyncio.run, as run does its pipeline.
    from goldeneval.testing import serve_in_thread

    with serve_in_thread(EmbeddingsStandIn()) as server:
        got = asyncio.run(embed(settings_for(server), ["apa itu fidusia"]))
    assert got == [stand_in_vector("apa itu fidusia")]


def test_vectors_that_change_length_between_replies_are_exit_3_naming_the_endpoint() -> None:
    async def go() -> None:
        async with EmbeddingsStandIn(switch_after=1) as server:
            with pytest.raises(InfrastructureError, match="did its model change") as caught:
                await embed(settings_for(server, batch=2), ["a", "b", "c", "d", "e"])
            assert server.url in str(caught.value)

    asyncio.run(go())
