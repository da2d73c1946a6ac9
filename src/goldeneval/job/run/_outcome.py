"""What happened to one party's pipeline as a whole (a record handed up from the pipeline).

Below ``_pipeline``, which fills it in; ``_answers`` sees only its ``refused`` (a Protocol),
so the two stages never import each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from goldeneval.job.run._answers import AnswerConfirmation
from goldeneval.job.run._verdicts import Verdicts
from goldeneval.model import RunCost


@dataclass
class PipelineOutcome:
    """What happened to the run as a whole."""

    finished: int = 0
    """Results produced by this invocation (they went to the sink, not kept here)."""
    stopped: bool = False
    """A stop request ended the run early (unfinished items were not recorded)."""
    deadline_passed: bool = False
    """The deadline errored the unfinished items."""
    breaker_opened: bool = False
    """The chatbot circuit breaker opened."""
    refused: str | None = None
    """A party refused every request, so the run stopped (docs/design.md §5 fail fast)."""
    verdicts: Verdicts | None = None
    """How the run's verdicts were obtained (reused items, confirmation calls)."""
    answers: AnswerConfirmation | None = None
    """The party's answer confirmation (fresh answers asked; compare mode's pairs use it)."""
    waited: int = 0
    """Results that waited for an unreachable store (set by the drive once they are stored)."""
    cost: RunCost | None = None
    """What this invocation asked of the judge and the chatbots (set once every party is done)."""
