"""Where a golden item's phrase is found in an answer: the one matching rule.

Matching is a *substring* test after one normalisation of both sides
(:func:`fold`): no word boundaries, no stemming. The normalisation exists
because answers come from a language model and phrases from a word
processor: the same words arrive with non-breaking spaces, zero-width
characters, soft hyphens, curly apostrophes, full-width letters or
decomposed accents, and none of that should decide whether a fact is there.
``casefold`` (rather than ``lower``) is the Unicode-defined caseless match,
e.g. it maps German ß to ss on both sides, so the two sides always fold alike.
It belongs to the golden-set format (lint and the loader reason about phrases
with it) and scoring applies it; nothing else may match phrases another way.
"""

from __future__ import annotations

import re
import unicodedata

# Invisible characters that only steer line breaking or shaping: dropped, so a
# phrase split by them still matches. (Soft hyphen, zero-width space/non-joiner/
# joiner, word joiner and the invisible operators, BOM / zero-width no-break
# space, Mongolian vowel separator.)
_INVISIBLE = dict.fromkeys(
    map(ord, "\u00ad\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e")
)
# Typographic forms read as their ASCII ones. NFKC has already turned full-width
# forms and most compatibility spaces into ASCII; these it leaves alone.
_ASCII_FORMS = str.maketrans(
    {
        **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u02bb\u2039\u203a\u00b4", "'"),
        **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb", '"'),
        **dict.fromkeys(
            "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\u2e3a\u2e3b\ufe58\ufe63", "-"
        ),
        # Turkish dotted capital and dotless small I: casefold maps the first to
        # "i" plus a combining dot and leaves the second alone; both read as i.
        "\u0130": "i",
        "\u0131": "i",
    }
)
_WHITESPACE = re.compile(r"\s+")
_MAX_PASSES = 4


def _fold_once(text: str) -> str:
    text = text.translate(_INVISIBLE)  # before NFKC, so marks they separated compose
    text = unicodedata.normalize("NFKC", text).translate(_ASCII_FORMS).casefold()
    # "İ".lower() in other software gives i + combining dot above: the same letter.
    text = unicodedata.normalize("NFKC", text.replace("i\u0307", "i"))
    return _WHITESPACE.sub(" ", text)


def fold(text: str) -> str:
    """The one normalisation both sides of a match get (docs/design.md §4.3).

    Unicode NFKC, case folding with Turkish İ/ı read as i, invisible
    characters and soft hyphens removed, typographic quotes, apostrophes and
    dashes as ASCII, each whitespace run as one space. It is idempotent: a
    step can expose work for an earlier one (removing a character can put a
    letter next to a combining mark NFKC then composes), so it is repeated
    until nothing changes, which for ordinary text is the second pass.
    """
    if text.isascii():  # most answers: NFKC and the tables change nothing, one pass is final
        return _WHITESPACE.sub(" ", text.lower())
    for _ in range(_MAX_PASSES):
        folded = _fold_once(text)
        if folded == text:
            break
        text = folded
    return text


def contains(answer: str, phrase: str) -> bool:
    return fold(phrase) in fold(answer)
