"""Lint warnings for a golden set (docs/design.md §3).

The fact gate is a plain case-insensitive substring test, so some phrases that
look sensible to an SME quietly fail correct answers (or let wrong ones pass).
Lint points those out *before* a run. It reads a loaded :class:`GoldenSet` and
returns warnings; it never changes how matching works and never rejects a set.

Every comparison uses :func:`goldeneval._scoring.fold`, the same folding the
fact gate uses, so a warning describes exactly what the gate would do.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from goldeneval._models import GoldenSet, Item
from goldeneval._scoring import fold

SHORT_TOKEN_MAX = 3
"""``must_not_include`` phrases this short (after stripping) match almost anything."""

MAX_EXAMPLE_WORDS = 3
"""How many hiding words a warning names."""


def _words(text: str) -> tuple[str, ...]:
    """Split a space-separated word list (keeps the long lists below compact)."""
    return tuple(text.split())


COMMON_WORDS: frozenset[str] = frozenset(
    _words(
        # Indonesian function words and very frequent words in legal answers
        "tidak dan yang atau untuk dengan di ke dari ini "
        "itu ada akan juga dapat bisa harus wajib boleh "
        "bukan tanpa belum sudah oleh pada dalam sebagai "
        "adalah karena jika bila maka serta atas secara "
        "perlu hanya lebih sama saja ya tak para anda "
        "kami kita saya online daring biaya syarat dokumen "
        # English
        "the and not no or a an of to in is are "
        "be it for with on by at as must can may "
        "yes do does without never"
    )
)
"""Single words that appear in nearly every answer; forbidding one fails most answers."""

NEGATORS: frozenset[str] = frozenset(
    {"tidak", "tak", "bukan", "tanpa", "belum", "jangan", "not", "no", "never", "without"}
)
"""Words that negate what follows; a forbidden phrase starting with one is not a trap."""

WORD_SAMPLE: tuple[str, ...] = _words(
    # Ordinary words that hide short fragments SMEs tend to forbid or require.
    "adaptor kapten optik konseptual aptitude captain concept "
    "receipt script except option empty "
    "ketidakpastian ketidaksesuaian tidaknya setidaknya "
    "badan dana pidana perdana sedangkan dandanan "
    "sayang bayangan ataupun pantau "
    "perusahaan usaha pengesahan disahkan kesehatan "
    "fakta faktor faktanya kontrak "
    "diwajibkan kewajiban sebelumnya bukankah "
    "nomor notaris ekonomi teknologi nominal nonaktif "
    "pendirian persyaratan keterangan ketentuan perseroan "
    "persekutuan komanditer yayasan perkumpulan kewarganegaraan "
    "legalisasi apostille fidusia jaminan wasiat pendaftaran "
    "penyampaian permohonan pembayaran perorangan tahun berusia "
    "another nothing notice note knowledge cannot band standard "
    "theory other together island organisation organization"
)
"""A small built-in sample of Indonesian and English words used as a corpus."""

_WORD_RE = re.compile(r"\w+")


class LintCode(StrEnum):
    """What kind of problem a lint warning reports."""

    SHORT_TOKEN = "short-token"  # noqa: S105 - a lint code, not a password
    COMMON_WORD = "common-word"
    INSIDE_WORDS = "inside-words"
    NEGATION_TRAP = "negation-trap"
    REQUIRED_AND_FORBIDDEN = "required-and-forbidden"
    DUPLICATE_QUESTION = "duplicate-question"
    UNVERIFIED = "unverified"


@dataclass(frozen=True)
class LintWarning:
    """One thing in a golden set an SME should look at."""

    item_id: str | None
    """The item concerned; None for a warning about the whole set."""
    line: int | None
    """Line of the item in its source file, when known."""
    code: LintCode
    """The kind of problem."""
    message: str
    """What is wrong and what to do about it."""


def _normalise(text: str) -> str:
    """Folded, with whitespace runs collapsed: how two questions are compared."""
    return " ".join(fold(text).split())


class _Corpus:
    """Ordinary words an answer may well contain: the sample plus the set's own prose.

    The set's prose makes the corpus grow with the set, so it is searched as
    one sorted, newline-separated text by the regex engine, and each phrase is
    looked up once: a Python scan of every word for every phrase made
    ``lint`` quadratic (4,000 items took 9.7 s).
    """

    def __init__(self, golden: GoldenSet) -> None:
        words = {fold(w) for w in WORD_SAMPLE}
        for item in golden.items:
            for text in (item.question, item.expected.rubric, *item.expected.must_include):
                words.update(_WORD_RE.findall(fold(text)))
        self._text = "\n".join(sorted(words))
        self._hiding: dict[str, list[str]] = {}

    def hiding_words(self, phrase: str) -> list[str]:
        """Corpus words that contain the (single-token) phrase without being it."""
        p = fold(phrase).strip()
        if not p or any(ch.isspace() for ch in p):
            # Multi-word phrases rarely hide inside a single word; only tokens are checked.
            return []
        if p not in self._hiding:
            hits = [w for w in re.findall(f"[^\n]*{re.escape(p)}[^\n]*", self._text) if w != p]
            # Prefer short, familiar words first so the example is easy to recognise.
            hits.sort(key=len)
            self._hiding[p] = hits[:MAX_EXAMPLE_WORDS]
        return self._hiding[p]


def _quote_list(words: Sequence[str]) -> str:
    return ", ".join(f"'{w}'" for w in words)


def _forbidden_warnings(item: Item, phrase: str, corpus: _Corpus) -> list[LintWarning]:
    out: list[LintWarning] = []
    folded = fold(phrase).strip()
    tokens = folded.split()
    flagged_weak = False
    if len(folded) <= SHORT_TOKEN_MAX:
        flagged_weak = True
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.SHORT_TOKEN,
                f"must_not_include '{phrase}' is only {len(folded)} characters: matching has no "
                "word boundaries, so it fires inside many unrelated words and auto-fails correct "
                "answers; forbid a distinctive multi-word claim instead",
            )
        )
    elif len(tokens) == 1 and folded in COMMON_WORDS:
        flagged_weak = True
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.COMMON_WORD,
                f"must_not_include '{phrase}' is a common word that almost any answer contains; "
                "forbid a distinctive multi-word claim instead, or make the point in the rubric",
            )
        )
    hidden = corpus.hiding_words(phrase)
    if hidden:
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.INSIDE_WORDS,
                f"must_not_include '{phrase}' also matches inside ordinary words such as "
                f"{_quote_list(hidden)}, so an answer using them is auto-failed; "
                "use a longer, distinctive phrase",
            )
        )
    # Short/common tokens already need replacing; a negation warning on top would be noise.
    if not flagged_weak and tokens and tokens[0] not in NEGATORS:
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.NEGATION_TRAP,
                f"must_not_include '{phrase}' is still contained in a correct answer that denies "
                f"it (e.g. 'tidak {folded}'), which would be auto-failed; "
                "forbid a wording only a wrong answer would use, or move the point to the rubric",
            )
        )
    return out


def _required_warnings(item: Item, phrase: str, corpus: _Corpus) -> list[LintWarning]:
    # Longer required phrases found inside a longer word are nearly always the
    # same root with an affix (apostille in diapostille), so only short tokens
    # are worth a warning: those are satisfied by unrelated words.
    if len(fold(phrase).strip()) > SHORT_TOKEN_MAX:
        return []
    hidden = corpus.hiding_words(phrase)
    if not hidden:
        return []
    return [
        LintWarning(
            item.id,
            item.line,
            LintCode.INSIDE_WORDS,
            f"must_include '{phrase}' is also found inside ordinary words such as "
            f"{_quote_list(hidden)}, so an answer can satisfy it without stating the fact; "
            "use a longer, more specific phrase",
        )
    ]


def _conflict_warnings(item: Item) -> list[LintWarning]:
    out: list[LintWarning] = []
    for req in item.expected.must_include:
        for forb in item.expected.must_not_include:
            r, f = fold(req), fold(forb)
            if f in r:
                what = "is the same phrase as" if r == f else "contains"
                out.append(
                    LintWarning(
                        item.id,
                        item.line,
                        LintCode.REQUIRED_AND_FORBIDDEN,
                        f"must_include '{req}' {what} must_not_include '{forb}': no answer can "
                        "pass this item; remove one of them",
                    )
                )
            elif r in f:
                out.append(
                    LintWarning(
                        item.id,
                        item.line,
                        LintCode.REQUIRED_AND_FORBIDDEN,
                        f"must_include '{req}' is part of must_not_include '{forb}': the item "
                        "requires and forbids overlapping wording; check that this is intended",
                    )
                )
    return out


def lint(golden: GoldenSet) -> list[LintWarning]:
    """Every lint warning for ``golden``, in item order, the set-wide ones last."""
    corpus = _Corpus(golden)
    warnings: list[LintWarning] = []
    first_question: dict[str, Item] = {}
    for item in golden.items:
        for phrase in item.expected.must_not_include:
            warnings += _forbidden_warnings(item, phrase, corpus)
        for phrase in item.expected.must_include:
            warnings += _required_warnings(item, phrase, corpus)
        warnings += _conflict_warnings(item)
        key = _normalise(item.question)
        first = first_question.get(key)
        if first is None:
            first_question[key] = item
        else:
            where = "" if first.line is None else f" on line {first.line}"
            warnings.append(
                LintWarning(
                    item.id,
                    item.line,
                    LintCode.DUPLICATE_QUESTION,
                    f"the question duplicates item '{first.id}'{where}; merge the two items or "
                    "make the questions differ",
                )
            )
    unverified = len(golden.unverified)
    if unverified:
        total = len(golden.items)
        warnings.append(
            LintWarning(
                None,
                None,
                LintCode.UNVERIFIED,
                f"{unverified} of {total} items are verified: false; a run of this set fails the "
                "gate unless -allow-unverified is given, and proves nothing about quality until "
                "an SME has reviewed each item and set verified: true",
            )
        )
    return warnings


def format_warnings(warnings: Sequence[LintWarning], source: str) -> str:
    """The warnings as text, one per line (``file:line [item id] code: message``), then a count."""
    lines: list[str] = []
    for w in warnings:
        where = source if w.line is None else f"{source}:{w.line}"
        item = f" [item {w.item_id}]" if w.item_id else ""
        lines.append(f"{where}{item} {w.code.value}: {w.message}")
    n = len(warnings)
    lines.append("no lint warnings" if n == 0 else f"{n} lint warning{'s' if n != 1 else ''}")
    return "\n".join(lines)
