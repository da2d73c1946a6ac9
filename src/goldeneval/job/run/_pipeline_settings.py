"""What the streaming pipeline is configured with (a record at the room's bottom).

Both stages read it: the chatbot stage in ``_pipeline`` and the judge stage
in ``_asked``, which ``_pipeline`` imports; the record lives below both so
neither has to import the other to name it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from goldeneval.model import Surface


@dataclass(frozen=True)
class PipelineSettings:
    """What the pipeline needs beyond the two clients."""

    run_id: str
    """Results are recorded under this run id."""
    pass_threshold: float
    """Item correctness threshold."""
    chatbot_concurrency: int
    """Chatbot workers (never more calls in flight)."""
    judge_concurrency: int
    """Judge workers (the adaptive limiter may admit fewer)."""
    judge_auto_fails: bool = True
    """Ask the judge for items the fact gate already failed."""
    circuit_breaker: int = 10
    """Consecutive chatbot failures that open the breaker."""
    deadline: float | None = None
    """``time.monotonic()`` value after which unfinished items are errored."""
    grace_seconds: float = 10.0
    """How long in-flight items may finish after a stop request."""
    party: str = "chatbot"
    """The asked deployment as messages name it (compare mode: ``reference chatbot``)."""
    surface: Surface = "public"
    """The surface the party answers for: an item of another is skipped (no endpoint)."""
    today: date | None = None
    """The run's start day (UTC): an item whose ``valid_until`` is before it is skipped."""
    answer_samples: int = 1
    """``chatbot.samples``: answers that confirm a would-be regression at most (1: off; §4)."""
