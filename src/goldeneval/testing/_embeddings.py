"""A loopback OpenAI-compatible embeddings endpoint (``POST /v1/embeddings``).

Its vectors are deterministic and cheap, yet behave like a real model's
where the harvest's tests need it: each text is a hashed bag of its word
stems (PySastrawi, the maintained Indonesian stemmer), normalised to unit
length, so ``mendirikan`` and ``pendirian`` land on the same coordinates and
two phrasings of one question are close while different questions are not.
It can be told to fail its first N requests (503) or every request (any
status), and it records what it was sent, so tests can check that only
de-identified text left the harvest.
"""

from __future__ import annotations

import hashlib
import math
import re
import ssl
from collections import Counter
from functools import cache
from typing import Any

from aiohttp import web

from goldeneval.testing._server import StandIn

DIMENSIONS = 256
"""Length of every vector the stand-in serves."""
_WORD = re.compile(r"\w+")


@cache
def _stemmer() -> Any:
    # Building the stemmer reads its dictionary once (about a second): only when asked.
    from Sastrawi.Stemmer.StemmerFactory import StemmerFactory

    return StemmerFactory().create_stemmer()


@cache
def _stem(word: str) -> str:
    stem: str = _stemmer().stem(word)
    return stem or word


def stand_in_vector(text: str) -> tuple[float, ...]:
    """The stand-in's vector of ``text``: its stems hashed into :data:`DIMENSIONS`, unit length."""
    vector = [0.0] * DIMENSIONS
    for word in _WORD.findall(text.lower()):
        digest = hashlib.sha256(_stem(word).encode()).digest()
        slot = int.from_bytes(digest[:4], "big") % DIMENSIONS
        vector[slot] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(x * x for x in vector))
    return tuple(x / norm for x in vector) if norm else tuple(vector)


class EmbeddingsStandIn(StandIn):
    """A loopback embeddings endpoint. ``url`` is the OpenAI base URL (``.../v1``)."""

    def __init__(
        self,
        *,
        model: str = "stand-in-embeddings",
        fail_first: int = 0,
        fail_status: int | None = None,
        switch_after: int | None = None,
        key: str | None = None,
        shuffle: bool = True,
        latency_ms: float = 0.0,
        host: str = "127.0.0.1",
        port: int = 0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(host=host, port=port, tls=tls)
        self.model = model
        """The only model it serves; another is answered 404, as a gateway does."""
        self.latency_ms = latency_ms
        """Added to every answered request."""
        self.fail_remaining = fail_first
        """Requests still to be answered 503 before it answers normally."""
        self.fail_status = fail_status
        """Answer every request with this status (None: answer normally)."""
        self.key = key
        """The bearer token it requires (None: none)."""
        self.switch_after = switch_after
        """After this many answered requests its vectors grow a number, as when the model
        behind a gateway is swapped mid-harvest (None: never)."""
        self.shuffle = shuffle
        """Send ``data`` in reverse order: a client must put vectors back by ``index``."""
        self.calls = 0
        """Requests received, failed ones included."""
        self.batches: list[int] = []
        """How many texts each answered request carried, in order."""
        self.inputs: list[str] = []
        """Every text it was sent, in order (failed requests included)."""
        self.authorizations: Counter[str | None] = Counter()
        """``Authorization`` header values seen (None = absent)."""

    @property
    def url(self) -> str:
        """OpenAI-style base URL; calls go to ``{url}/embeddings``."""
        return self.base_url + "/v1"

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/embeddings", self._handle)

    async def _handle(self, request: web.Request) -> web.Response:
        self.calls += 1
        auth = request.headers.get("Authorization")
        self.authorizations[auth] += 1
        try:
            body = await request.json()
        except ValueError:
            return _error(400, "stand-in: the body is not JSON")
        texts = body.get("input") if isinstance(body, dict) else None
        if isinstance(texts, str):
            texts = [texts]
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            return _error(400, "stand-in: 'input' must be a string or a list of strings")
        self.inputs.extend(texts)
        if self.key is not None and auth != f"Bearer {self.key}":
            # Quoting what it was sent, as some gateways do: the client must scrub it.
            return _error(401, f"stand-in: invalid credentials: {auth or '(none)'}")
        if self.fail_status is not None:
            return _error(self.fail_status, "stand-in: told to fail")
        if self.fail_remaining > 0:
            self.fail_remaining -= 1
            return _error(503, "stand-in: unavailable")
        if body.get("model") != self.model:
            return _error(404, f"stand-in: model {body.get('model')!r} does not exist")
        with self._counted():
            await self._delay(texts[0] if texts else "")
            swapped = self.switch_after is not None and len(self.batches) >= self.switch_after
            self.batches.append(len(texts))
            data = [
                {
                    "object": "embedding",
                    "index": i,
                    "embedding": [*stand_in_vector(t), *([0.0] if swapped else [])],
                }
                for i, t in enumerate(texts)
            ]
        if self.shuffle:
            data.reverse()
        usage = sum(len(t.split()) for t in texts)
        return web.json_response(
            {
                "object": "list",
                "data": data,
                "model": self.model,
                "usage": {"prompt_tokens": usage, "total_tokens": usage},
            }
        )


def _error(status: int, message: str) -> web.Response:
    return web.json_response({"error": {"message": message}}, status=status)
