"""What a run cost the shared parties: the judge's tokens and time, the chatbot's calls.

The on-prem judge is the scarce resource: every report states what a run
asked of it (docs/design.md, "what a run costs"). Token counts come from the
``usage`` object of the judge's OpenAI-compatible replies; a judge that
reports none leaves them ``None`` (unknown), never 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from goldeneval.model._records import SURFACES, Surface


def _add(a: int | None, b: int | None) -> int | None:
    """Known plus known; unknown only when both are."""
    if a is None:
        return b
    return a if b is None else a + b


def _count(value: Any) -> int | None:
    """A stored or reported token count: a non-negative whole number, else unknown."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


@dataclass(frozen=True)
class Cost:
    """What one scope (the run, or one surface) asked of the judge and the chatbot."""

    prompt_tokens: int | None = None
    """Prompt tokens the judge reported (None: it reported no usage at all)."""
    completion_tokens: int | None = None
    """Completion tokens the judge reported (None: it reported no usage at all)."""
    judge_calls: int = 0
    """Judge requests made (retries of one request count once; failed ones count)."""
    judge_seconds: float = 0.0
    """Wall time spent waiting on the judge, summed over the calls (retries included)."""
    chatbot_calls: int = 0
    """Questions put to the chatbot or the internal agent (each turn of a conversation)."""

    @property
    def tokens(self) -> int | None:
        """Prompt plus completion tokens; None when the judge reported none."""
        return _add(self.prompt_tokens, self.completion_tokens)

    def __add__(self, other: Cost) -> Cost:
        return Cost(
            _add(self.prompt_tokens, other.prompt_tokens),
            _add(self.completion_tokens, other.completion_tokens),
            self.judge_calls + other.judge_calls,
            self.judge_seconds + other.judge_seconds,
            self.chatbot_calls + other.chatbot_calls,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "judge_calls": self.judge_calls,
            "judge_seconds": round(self.judge_seconds, 3),
            "chatbot_calls": self.chatbot_calls,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Cost:
        """From ``to_dict``'s shape; anything malformed reads as unknown or zero."""
        seconds = d.get("judge_seconds")
        return cls(
            prompt_tokens=_count(d.get("prompt_tokens")),
            completion_tokens=_count(d.get("completion_tokens")),
            judge_calls=_count(d.get("judge_calls")) or 0,
            judge_seconds=float(seconds)
            if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds >= 0
            else 0.0,
            chatbot_calls=_count(d.get("chatbot_calls")) or 0,
        )


@dataclass(frozen=True)
class RunCost:
    """A run's cost in all and per surface (this invocation's, or summed over shards)."""

    total: Cost = field(default_factory=Cost)
    """The whole run's (or shard's) cost."""
    by_surface: Mapping[Surface, Cost] = field(default_factory=dict)
    """Each surface's share; surfaces that cost nothing are left out."""

    @classmethod
    def of(cls, by_surface: Mapping[Surface, Cost]) -> RunCost:
        """The cost of these surfaces and their total (a surface that cost nothing is left
        out, in the order of ``SURFACES``)."""
        kept = {s: by_surface[s] for s in SURFACES if s in by_surface and by_surface[s] != Cost()}
        total = Cost()
        for cost in kept.values():
            total = total + cost
        return cls(total, kept)

    def __add__(self, other: RunCost) -> RunCost:
        surfaces = {
            s: self.by_surface.get(s, Cost()) + other.by_surface.get(s, Cost())
            for s in SURFACES
            if s in self.by_surface or s in other.by_surface
        }
        return RunCost(self.total + other.total, surfaces)

    def to_dict(self) -> dict[str, Any]:
        """``--json``'s ``cost`` and the shard summary's ``cost`` key."""
        return {
            **self.total.to_dict(),
            "by_surface": {s: c.to_dict() for s, c in self.by_surface.items()},
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RunCost:
        by = d.get("by_surface")
        surfaces: dict[Surface, Cost] = {}
        if isinstance(by, Mapping):
            for s in SURFACES:
                if isinstance(by.get(s), Mapping):
                    surfaces[s] = Cost.from_dict(by[s])
        return cls(Cost.from_dict(d), surfaces)
