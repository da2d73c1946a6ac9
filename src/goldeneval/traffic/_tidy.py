"""A question as an SME reads it (docs/design.md §14.6): the chat around it taken off.

``halo kak, CV sekarang didaftarin dimana ya min dong`` and ``CV sekarang
didaftarkan di mana?`` are one wording: greetings, forms of address, thanks
and particles (``_words.FILLER``) are removed wherever they stand, chat
spellings are written out (``brp`` → ``berapa``, ``dimana`` → ``di mana``:
:data:`SPELLED`), and a question that asks ends with one question mark. A
draft's question is its group's most frequent wording so cleaned; the
wordings listed beside it are the other cleaned ones. Placeholders
(``<NIK>``…) and every other word stay as typed.
"""

from __future__ import annotations

import re
from functools import cache

from goldeneval.traffic._words import CHAT, FILLER

SPELLED = {
    **CHAT,
    **{w: "di mana" for w in ("dimana", "dmn", "dmana")},
    **{w: "ke mana" for w in ("kemana", "kmn")},
}
"""Chat spellings → the word written out (what a draft's question shows: ``_words.CHAT``)."""

_TOKEN = re.compile(r"\S+")
_LETTERS = re.compile(r"[^\W_]+")
_REPEATED = re.compile(r"(\w)\1{2,}")
_EDGE = re.compile(r"^([^\w<]*)(.*?)([^\w>]*)$", re.DOTALL)
_ASKING = frozenset(
    [
        "apa",
        "apakah",
        "bagaimana",
        "berapa",
        "kapan",
        "mana",
        "siapa",
        "kenapa",
        "mengapa",
        "how",
        "what",
        "where",
        "which",
        "when",
        "who",
        "why",
    ]
)


def clean(text: str) -> str:
    """``text`` without greetings, particles and chat spellings; "" when nothing is left."""
    kept: list[str] = []
    asks = "?" in text
    for token in _TOKEN.findall(text):
        match = _EDGE.match(token)
        assert match is not None  # the pattern matches any string
        lead, core, tail = match.groups()
        word = _REPEATED.sub(r"\1", core.lower())
        if not core or word in FILLER:
            continue
        if word in SPELLED:
            core = SPELLED[word]
        asks = asks or any(w in _ASKING for w in core.lower().split())
        kept.append(lead + core + tail)
    out = " ".join(kept).strip(" ,;:.-!?")
    if not out:
        return ""
    out = out[0].upper() + out[1:]
    return out + "?" if asks and not out.endswith("?") else out


@cache
def wording(text: str) -> str:
    """What counts as one wording: the words of :func:`clean`, lowercased, without the
    punctuation (so the chat around a question never makes it another wording)."""
    typed = _LETTERS.findall(_REPEATED.sub(r"\1", text.lower()))
    found = " ".join(SPELLED.get(w, w) for w in typed if w not in FILLER)
    return found or " ".join(text.lower().split())
