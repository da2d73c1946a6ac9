"""Making text from pods safe for a CR status, an event or a log line.

A failing evaluator's termination message is the tail of its log. It should
never hold a secret, but the operator copies it into places many people can
read, so credentials are masked here again (defence in depth) and the text is
cut to a size that fits a condition message.
"""

from __future__ import annotations

import re

from goldeneval._config import redact_dsn

MAX_MESSAGE = 1024

_URL_WITH_USERINFO = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s/@'\"]+@[^\s'\"]+")
_KEY_VALUE = re.compile(
    r"(?i)\b(password|passwd|pwd|secret|token|api[_-]?key|authorization)(\s*[=:]\s*)"
    r"(?:bearer\s+)?[^\s,;'\"]+"
)
_BEARER = re.compile(r"(?i)\bbearer\s+[a-z0-9._~+/=-]+")


def scrub(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` with credentials masked, control characters dropped, cut to ``limit``."""
    text = _URL_WITH_USERINFO.sub(lambda m: redact_dsn(m.group(0)), text)
    text = _KEY_VALUE.sub(lambda m: f"{m.group(1)}{m.group(2)}***", text)
    text = _BEARER.sub("Bearer ***", text)
    text = "".join(ch for ch in text if ch in "\n\t" or ch.isprintable())
    text = text.strip()
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


def last_lines(text: str, lines: int = 6) -> str:
    """The last few non-empty lines (where a traceback or an error summary is)."""
    kept = [ln for ln in text.splitlines() if ln.strip()]
    return "\n".join(kept[-lines:])
