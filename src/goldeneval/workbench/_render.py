"""Drawing a page: Jinja2 templates with autoescaping on and StrictUndefined.

Every value a template prints is escaped; outside text (an answer, a
question, a tool's result) goes through :func:`shown`, which also makes the
characters a reader cannot see visible as their code point: a bidi override
cannot reorder what the SME reads, a zero-width space cannot hide in a phrase.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

if TYPE_CHECKING:
    from jinja2 import Environment

_UNWRITABLE = re.compile(r"[\x00\ud800-\udfff]")
"""What neither UTF-8 nor HTML can hold: a NUL and lone surrogates (printed as U+FFFD)."""

_HIDDEN = re.compile(r"[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
"""Zero-width characters and bidi controls: shown by name, never obeyed."""


def _writable(value: object) -> object:
    if isinstance(value, str) and not isinstance(value, Markup):
        return _UNWRITABLE.sub("\ufffd", value)
    return value


def shown(text: str | None) -> Markup:
    """Outside text, escaped, with every invisible control shown as ``U+XXXX``."""
    clean = _UNWRITABLE.sub("\ufffd", text or "")
    parts: list[Markup] = []
    pos = 0
    for found in _HIDDEN.finditer(clean):
        parts.append(escape(clean[pos : found.start()]))
        parts.append(Markup('<span class="ctl">U+{:04X}</span>').format(ord(found.group())))
        pos = found.end()
    parts.append(escape(clean[pos:]))
    return Markup("").join(parts)


def when(ts: float | datetime | None) -> str:
    """A moment as the pages print it: ``2026-12-05 23:10 UTC``."""
    if ts is None:
        return "-"
    moment = ts if isinstance(ts, datetime) else datetime.fromtimestamp(ts, UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


def percent(share: float | None) -> str:
    """A share as a percentage (``n/a`` when there is none)."""
    return "n/a" if share is None else f"{share * 100:.0f}%"


@cache
def _environment() -> Environment:
    from jinja2 import Environment, PackageLoader, StrictUndefined

    env = Environment(
        loader=PackageLoader("goldeneval.workbench", "templates"),
        autoescape=True,
        undefined=StrictUndefined,  # a misspelt name fails the render instead of printing nothing
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_writable,
    )
    env.filters.update(shown=shown, when=when, percent=percent)
    return env


def render(template: str, **values: Any) -> str:
    """One page of the workbench."""
    return _environment().get_template(template).render(**values)
