"""Character n-grams of keys, TF-IDF weighted (docs/design.md §14.3).

Each stem, padded with a space on both sides, gives its 3-, 4- and 5-letter
substrings (a stem shorter than n gives itself, padded, once). A key's row
holds, per n-gram of the vocabulary the harvest's keys make, ``1 + ln(count)``
times its inverse document frequency ``ln((1 + K) / (1 + k)) + 1`` (K keys,
k of them holding it), scaled to unit length: the cosine of two rows is their
product. Written here rather than taken from scikit-learn's vectoriser
because importing that costs seconds per harvest for 40 lines of arithmetic.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

SIZES = (3, 4, 5)
"""The n-gram lengths."""


def grams(text: str) -> Counter[str]:
    """The n-grams of a text's words, counted."""
    found: Counter[str] = Counter()
    for word in text.split():
        padded = f" {word} "
        for n in SIZES:
            if len(padded) <= n:
                found[padded] += 1
                break
            found.update(padded[i : i + n] for i in range(len(padded) - n + 1))
    return found


class CharGrams:
    """The n-gram vocabulary and weights of one set of texts."""

    def __init__(self, texts: Iterable[str]) -> None:
        distinct = sorted(set(texts))
        df: Counter[str] = Counter()
        for text in distinct:
            df.update(grams(text).keys())
        total = len(distinct)
        self._column = {g: n for n, g in enumerate(sorted(df))}
        self._idf = [math.log((1 + total) / (1 + df[g])) + 1 for g in sorted(df)]

    def rows(self, texts: Sequence[str]) -> Any:
        """One unit row per text (a scipy CSR matrix); n-grams outside the vocabulary count
        nothing."""
        from scipy.sparse import csr_matrix

        data: list[float] = []
        cols: list[int] = []
        starts = [0]
        for text in texts:
            row = {
                self._column[g]: (1 + math.log(n)) * self._idf[self._column[g]]
                for g, n in grams(text).items()
                if g in self._column
            }
            norm = math.sqrt(sum(v * v for v in row.values())) or 1.0
            for col in sorted(row):
                cols.append(col)
                data.append(row[col] / norm)
            starts.append(len(cols))
        return csr_matrix((data, cols, starts), shape=(len(texts), max(len(self._column), 1)))
