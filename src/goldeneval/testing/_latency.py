"""Per-request latency of the stand-ins: fixed, or heavy-tailed and stable per question.

Real chatbots and judges are not 50 ms servers: a retrieval-augmented answer
takes 0.2 s for one question and 8 s for another, and the slow questions stay
slow from run to run. A lognormal draw seeded from a hash of the request's key
(the question) models both: a long right tail, and the same delay for the same
question in every run and every process (``hash()`` is salted per process;
sha256 is not).

Every delay served can be recorded (:class:`Served`), so a benchmark can
compute the lower bound of a run from what the stand-ins actually slept.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass


def delay_seconds(median_ms: float, sigma: float, key: str) -> float:
    """Seconds to wait before answering a request about ``key``.

    ``sigma`` 0 is the fixed ``median_ms``; otherwise a lognormal draw with
    that median and log-space standard deviation, the same for the same key.
    """
    if median_ms <= 0:
        return 0.0
    if sigma <= 0:
        return median_ms / 1000
    seed = int.from_bytes(hashlib.sha256(key.encode("utf-8", "surrogatepass")).digest()[:8])
    z = random.Random(seed).gauss(0.0, 1.0)
    return median_ms / 1000 * math.exp(sigma * z)


@dataclass(frozen=True)
class Served:
    """One request as a stand-in served it (recorded when recording is on)."""

    key_digest: str
    """sha256 prefix of the request's key (question or judge prompt): joins retries."""
    received_at: float
    """Unix time the request was received (comparable across processes)."""
    delay_seconds: float
    """The latency the stand-in slept before answering."""

    def to_dict(self) -> dict[str, str | float]:
        """A JSON-ready mapping."""
        return {
            "key_digest": self.key_digest,
            "received_at": self.received_at,
            "delay_seconds": self.delay_seconds,
        }


def key_digest(key: str) -> str:
    """Short stable digest of a request key (keeps recordings small and free of text)."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:16]
