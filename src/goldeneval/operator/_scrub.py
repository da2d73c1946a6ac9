"""Making text from pods safe for a CR status, an event or a log line.

A failing evaluator's termination message is the tail of its log. It should
never hold a secret, but the operator copies it into places many people can
read, so credentials are masked here again (defence in depth) and the text is
cut to a size that fits a condition message.
"""

from __future__ import annotations

from goldeneval.config import mask_credentials, storable

MAX_MESSAGE = 1024


def scrub(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` with credentials masked, control characters dropped, cut to ``limit``."""
    text = mask_credentials(storable(text))
    text = "".join(ch for ch in text if ch in "\n\t" or ch.isprintable())
    text = text.strip()
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


def last_lines(text: str, lines: int = 6) -> str:
    """The last few non-empty lines (where a traceback or an error summary is)."""
    kept = [ln for ln in text.splitlines() if ln.strip()]
    return "\n".join(kept[-lines:])
