"""Value checks shared by every configuration reader (CLI config, operator config).

Each takes a raw value — from YAML (typed) or from the environment (text) —
and returns it converted, or raises ``ValueError`` with a short phrase that
completes "<where> ..." (e.g. "must be a number between 0 and 1"). A YAML
boolean is never accepted as a number: ``timeout_seconds: yes`` is a typo,
not 1 second. :func:`selective_errors` and :func:`missing_parties` check across settings.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from goldeneval.config._records import ITEM_ORDERS, ItemOrder
from goldeneval.model import unstorable


def _number(v: Any, problem: str) -> float:
    if isinstance(v, bool):
        raise ValueError(problem)
    try:
        f = float(v)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an int beyond any float
        raise ValueError(problem) from None
    if f != f:  # NaN
        raise ValueError(problem)
    return f


def _whole(v: Any, problem: str) -> int:
    if isinstance(v, bool):
        raise ValueError(problem)
    if isinstance(v, int):
        return v
    # ASCII digits only: str.isdigit() also accepts superscripts ("²") that int() refuses.
    if isinstance(v, str) and re.fullmatch(r"[+-]?[0-9]+", v.strip()):
        return int(v)
    raise ValueError(problem)


def ratio(v: Any) -> float:
    """A number in [0, 1] (thresholds, pass rates)."""
    problem = "must be a number between 0 and 1"
    f = _number(v, problem)
    if not 0.0 <= f <= 1.0:
        raise ValueError(problem)
    return f


def open_ratio(v: Any) -> float:
    """A share above 0, at most 1 (a similarity from which two texts are alike)."""
    problem = "must be a number above 0 and at most 1, such as 0.85"
    f = _number(v, problem)
    if not 0.0 < f <= 1.0:
        raise ValueError(problem)
    return f


def alpha(v: Any) -> float:
    """A significance level: a number strictly between 0 and 1."""
    problem = "must be a number between 0 and 1 (exclusive), such as 0.05"
    f = _number(v, problem)
    if not 0.0 < f < 1.0:
        raise ValueError(problem)
    return f


def positive_int(v: Any) -> int:
    """A whole number ≥ 1 (concurrency, attempts, shards)."""
    problem = "must be a whole number >= 1"
    i = _whole(v, problem)
    if i < 1:
        raise ValueError(problem)
    return i


def non_negative_int(v: Any) -> int:
    """A whole number ≥ 0."""
    problem = "must be a whole number >= 0"
    i = _whole(v, problem)
    if i < 0:
        raise ValueError(problem)
    return i


def positive_float(v: Any) -> float:
    """A number > 0 (timeouts, deadlines)."""
    problem = "must be a number > 0"
    f = _number(v, problem)
    if f <= 0:
        raise ValueError(problem)
    return f


def non_negative_float(v: Any) -> float:
    """A number ≥ 0."""
    problem = "must be a number >= 0"
    f = _number(v, problem)
    if f < 0:
        raise ValueError(problem)
    return f


MAX_JUDGE_SAMPLES = 15
"""Most judge samples one confirmation may ask for (each is a judge call)."""
MAX_BORDERLINE = 0.5
"""Widest borderline band: beyond it every correctness would be confirmed."""
MAX_REUSE_AGE_DAYS = 365
"""Oldest verdict age (days) that may be reused."""


def target_agreement(v: Any) -> float:
    """An SME agreement to promise: a number above 0, at most 1 (such as 0.9)."""
    problem = "must be a number above 0 and at most 1, such as 0.9"
    f = _number(v, problem)
    if not 0.0 < f <= 1.0:
        raise ValueError(problem)
    return f


def _odd_count(v: Any, most: int, majority: str) -> int:
    """An odd whole number from 1 to ``most``, so that ``majority`` always decides."""
    problem = f"must be an odd whole number from 1 to {most}"
    i = _whole(v, problem)
    if not 1 <= i <= most:
        raise ValueError(problem)
    if i % 2 == 0:
        raise ValueError(f"must be odd so that {majority} always decides, got {i}")
    return i


def judge_samples(v: Any) -> int:
    """An odd whole number from 1 to :data:`MAX_JUDGE_SAMPLES`: a majority always exists."""
    return _odd_count(v, MAX_JUDGE_SAMPLES, "a majority")


MAX_CHATBOT_SAMPLES = 15
"""Most answers one would-be regression may ask the chatbot for (a production service)."""
MAX_FLAKY_WINDOW = 1000
"""Longest history window (the suite's latest runs) the flaky-in-history query reads."""


def chatbot_samples(v: Any) -> int:
    """An odd whole number from 1 to :data:`MAX_CHATBOT_SAMPLES`: the answers whose majority
    decides a would-be regression (1 = answer confirmation off)."""
    return _odd_count(v, MAX_CHATBOT_SAMPLES, "a majority of answers")


def flaky_window(v: Any) -> int:
    """A whole number of runs from 2 to :data:`MAX_FLAKY_WINDOW`: one run cannot
    both pass and fail an item."""
    problem = f"must be a whole number of runs from 2 to {MAX_FLAKY_WINDOW}"
    i = _whole(v, problem)
    if not 2 <= i <= MAX_FLAKY_WINDOW:
        raise ValueError(problem)
    return i


def borderline(v: Any) -> float:
    """A number in [0, :data:`MAX_BORDERLINE`] (distance from the pass threshold)."""
    problem = f"must be a number between 0 and {MAX_BORDERLINE:g}"
    f = _number(v, problem)
    if not 0.0 <= f <= MAX_BORDERLINE:
        raise ValueError(problem)
    return f


def reuse_age_days(v: Any) -> int:
    """A whole number of days from 0 (never reuse) to :data:`MAX_REUSE_AGE_DAYS`."""
    problem = f"must be a whole number of days from 0 to {MAX_REUSE_AGE_DAYS}"
    i = _whole(v, problem)
    if not 0 <= i <= MAX_REUSE_AGE_DAYS:
        raise ValueError(problem)
    return i


def flag(v: Any) -> bool:
    """true/false; from the environment also 1/0, yes/no, on/off."""
    if isinstance(v, bool):
        return v
    s = str(v).strip().lower() if isinstance(v, str) else None
    if s in ("1", "true", "yes", "on"):
        return True
    if s in ("0", "false", "no", "off", ""):
        return False
    raise ValueError("must be true or false")


def non_empty_str(v: Any) -> str:
    """A string with something in it, stripped."""
    if not isinstance(v, str) or not v.strip():
        raise ValueError("must be a non-empty string")
    return v.strip()


def http_url(v: Any) -> str:
    """An http(s) URL with a host, without a trailing slash."""
    s = non_empty_str(v)
    try:
        parts = urlsplit(s)
    except ValueError as exc:  # e.g. an unbalanced "[" of an IPv6 address
        raise ValueError(f"must be an http:// or https:// URL ({exc})") from None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("must be an http:// or https:// URL")
    if not parts.hostname:
        raise ValueError("must be an http:// or https:// URL naming a host")
    try:
        port = parts.port
    except ValueError:
        port = 0
    if port == 0:
        raise ValueError("must be an http:// or https:// URL with a port from 1 to 65535, or none")
    return s.rstrip("/")


def key_str(v: Any) -> str:
    """A non-empty string every store can keep as a key."""
    s = non_empty_str(v)
    problem = unstorable(s)
    if problem is not None:
        raise ValueError(f"{problem}; use plain text")
    return s


def request_template(v: Any) -> Mapping[str, Any]:
    """The chatbot request body: a mapping (or its JSON text) holding ``{question}``."""
    if isinstance(v, str):
        try:
            v = json.loads(v)
        except RecursionError:  # "[[[[…" from the environment: refused, not a traceback
            raise ValueError("is nested too deeply to be a request body") from None
    if not isinstance(v, dict):
        raise ValueError('must be a JSON/YAML mapping such as {"message": "{question}"}')
    if "{question}" not in json.dumps(v):
        raise ValueError('must contain the placeholder "{question}" somewhere')
    return v


RESERVED_FORM_FIELDS = frozenset({"message", "stream", "session_id", "user_id"})
"""Form fields of an internal-agent run that goldeneval sets itself; ``form`` may not."""


def form_fields(v: Any) -> Mapping[str, str]:
    """Extra form fields of every internal-agent run: a mapping (or its JSON text) of names
    to plain values, sent as text (``{"fixture": "2026-11"}``)."""
    if isinstance(v, str):
        try:
            v = json.loads(v)
        except (ValueError, RecursionError):
            raise ValueError('must be a mapping such as {"fixture": "2026-11"}') from None
    if not isinstance(v, dict):
        raise ValueError('must be a mapping such as {"fixture": "2026-11"}')
    out: dict[str, str] = {}
    clash = sorted(RESERVED_FORM_FIELDS & set(v))
    if clash:
        raise ValueError(f"may not set {', '.join(clash)}: goldeneval sets these itself")
    for name, value in v.items():
        if not isinstance(name, str) or not name.strip():
            raise ValueError("has a field without a name")
        if isinstance(value, bool):
            value = "true" if value else "false"
        if not isinstance(value, str | int | float):
            raise ValueError(f"field {name!r} must be text, a number or true/false")
        out[name] = str(value)
    return out


def item_order(v: Any) -> ItemOrder:
    """One of :data:`ITEM_ORDERS` (surrounding spaces ignored)."""
    chosen = str(v).strip()
    if chosen not in ITEM_ORDERS:
        raise ValueError(
            f"{chosen!r} is not a known item order; use one of: {', '.join(ITEM_ORDERS)}"
        )
    return chosen


def selective_errors(values: Mapping[str, Any], source: str) -> list[str]:
    """Escalation needs at least three judge votes per verdict (docs/design.md §13.5).

    A check across two settings, on the resolved values by field name: it lists its
    problem (with the config's ``source``) rather than raising, like the other
    checks ``resolve`` gathers.
    """
    samples = values.get("judge_samples")
    if values.get("target_agreement") is None or samples is None or samples >= 3:
        return []
    return [
        f"goldeneval.judge.samples is {samples} but goldeneval.judge.target_agreement is set "
        f"({source}): escalation needs at least 3 judge samples per verdict (with one every "
        "confidence is 1); set judge.samples to 3 or more, or drop target_agreement"
    ]


def missing_parties(values: Mapping[str, Any], source: str) -> list[str]:
    """A run needs a chatbot and a judge: where to set each one that is missing."""
    errors = []
    if "chatbot_url" not in values:
        errors.append(
            f"no chatbot URL: set chatbot_url in {source}, GOLDENEVAL_CHATBOT_URL, or --chatbot-url"
        )
    if "judge_url" not in values:
        errors.append(
            f"no judge URL: set goldeneval.judge.url in {source}, GOLDENEVAL_JUDGE_URL, or --judge-url"
        )
    return errors
