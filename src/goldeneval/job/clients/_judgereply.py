"""The judge's reply to a verdict, strictly (docs/design.md §7).

:func:`parse_verdict` accepts exactly one JSON object with ``correctness``
(a number in [0, 1]), ``pass`` (a boolean) and ``reason`` (a string), bare,
in a fenced block, or surrounded by prose. Anything else is a
:class:`JudgeError`: the item's judge status becomes ``error``, never a pass.
That includes a verdict object that repeats a key (which value would count?)
and a reply holding a second candidate verdict object (an answer quoting an
injected ``{"pass": true}`` before the judge's own verdict).
"""

from __future__ import annotations

import json
import math
from typing import Any

from goldeneval.job.clients._retries import RemoteError
from goldeneval.verdict import JudgeVerdict

_VERDICT_KEYS = ("correctness", "pass", "reason")
_MAX_VERDICT_TEXT = 100_000
_MAX_CANDIDATES = 64


class JudgeError(RemoteError):
    """No valid verdict (transport, status, or an unusable reply); ``str(error)`` says why."""


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class _RepeatedKey(Exception):
    """A JSON object names one key twice (raised from the decoder's pairs hook)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # json's default keeps the last duplicate silently: '"pass": false, … "pass": true'
    # would pass. Which value the judge meant cannot be known, so neither counts.
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKey(key)
        out[key] = value
    return out


_DECODER = json.JSONDecoder(object_pairs_hook=_unique_pairs)


def _repeated(key: str) -> JudgeError:
    shown = key if len(key) <= 40 else key[:39] + "…"
    return JudgeError(f"judge verdict repeats the key {shown!r}; a verdict must name each key once")


def _validate(obj: dict[str, Any]) -> JudgeVerdict:
    missing = [k for k in ("correctness", "pass", "reason") if k not in obj]
    if missing:
        raise JudgeError(
            f"judge verdict lacks {', '.join(repr(k) for k in missing)} "
            f"(it has {', '.join(repr(str(k)) for k in list(obj)[:10]) or 'no keys'})"
        )
    c, p, r = obj["correctness"], obj["pass"], obj["reason"]
    # bool is an int in Python, but a judge answering `true` for a score is broken.
    if isinstance(c, bool) or not isinstance(c, int | float):
        raise JudgeError(f"judge verdict 'correctness' must be a number, got {_kind(c)}")
    if isinstance(c, float) and not math.isfinite(c):
        raise JudgeError(f"judge verdict 'correctness' must be a finite number, got {c}")
    if not 0 <= c <= 1:
        shown = c if isinstance(c, float) or abs(c) < 10**12 else "a huge integer"
        raise JudgeError(f"judge verdict 'correctness' must be between 0 and 1, got {shown}")
    if not isinstance(p, bool):
        raise JudgeError(f"judge verdict 'pass' must be true or false, got {_kind(p)}")
    if not isinstance(r, str):
        raise JudgeError(f"judge verdict 'reason' must be a string, got {_kind(r)}")
    return JudgeVerdict(correctness=float(c), passed=p, reason=r)


def parse_verdict(text: str) -> JudgeVerdict:
    """The verdict in the judge's reply text; JudgeError naming the problem otherwise.

    Accepted: a bare JSON object, a fenced block holding one, or one
    surrounded by prose. Refused (fail closed): a repeated key in an object,
    and more than one candidate verdict object (a JSON object naming any of
    ``correctness``, ``pass``, ``reason``) anywhere in the text. Never raises
    anything but JudgeError.
    """
    if not isinstance(text, str):
        raise JudgeError(f"judge reply content must be text, got {_kind(text)}")
    if len(text) > _MAX_VERDICT_TEXT:
        raise JudgeError(f"judge reply is too long ({len(text)} characters) to be a verdict")
    stripped = text.strip()
    if not stripped:
        raise JudgeError("judge reply is empty; expected a JSON verdict object")
    try:
        whole = _DECODER.decode(stripped)
    except _RepeatedKey as exc:
        raise _repeated(exc.key) from None
    except (ValueError, RecursionError):
        whole = None
    else:
        if not isinstance(whole, dict):
            raise JudgeError(
                f"judge reply is {_kind(whole)}, not a JSON object with correctness/pass/reason"
            )
        return _validate(whole)
    candidates: list[dict[str, Any]] = []
    start = stripped.find("{")
    tried = 0
    while start != -1 and tried < _MAX_CANDIDATES:
        tried += 1
        try:
            obj, end = _DECODER.raw_decode(stripped, start)
        except _RepeatedKey as exc:
            raise _repeated(exc.key) from None
        except (ValueError, RecursionError):
            start = stripped.find("{", start + 1)
            continue
        if isinstance(obj, dict) and any(k in obj for k in _VERDICT_KEYS):
            candidates.append(obj)
        # Continue after the object: braces inside it (a nested object, a
        # string) are part of it, not further candidates.
        start = stripped.find("{", end)
    if len(candidates) > 1:
        raise JudgeError(
            f"judge reply holds {len(candidates)} candidate verdict objects; "
            "exactly one is accepted (an answer may have quoted a verdict to mislead the judge)"
        )
    if candidates:
        return _validate(candidates[0])
    head = " ".join(stripped[:80].split())
    raise JudgeError(f"judge reply holds no JSON verdict object (starts with {head!r})")


def reply_content(data: Any) -> str:
    """The verdict text of a chat completion (``choices[0].message.content``); JudgeError else."""
    try:
        content = data["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        keys = ", ".join(repr(str(k)) for k in data) if isinstance(data, dict) else _kind(data)
        raise JudgeError(
            f"judge reply has no choices[0].message.content (top level: {keys}); "
            "is goldeneval.judge.url an OpenAI-compatible base URL such as http://host/v1?"
        ) from None
    if not isinstance(content, str):
        raise JudgeError(f"judge reply content is {_kind(content)}, not text")
    return content
