"""PySastrawi, the stemmer of Indonesian the field maintains, and its dictionary of root words."""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def sastrawi() -> Any:
    """The stemmer (its dictionary is loaded once per process)."""
    from Sastrawi.Stemmer.StemmerFactory import StemmerFactory

    return StemmerFactory().create_stemmer().delegatedStemmer


def root_words() -> frozenset[str]:
    """The stemmer's dictionary of Indonesian root words."""
    return _root_words()


@cache
def _root_words() -> frozenset[str]:
    return frozenset(str(w) for w in sastrawi().dictionary.words)
