"""How a correct answer would deny a forbidden phrase (for lint's negation-trap warning).

A ``must_not_include`` phrase is a trap when a correct answer, saying that
the claim is *not* so, still contains it. Which denial an Indonesian answer
uses depends on the phrase's first word: a modal or verb is negated with
*tidak* (``tidak wajib akta notaris``), a noun with *tanpa* or *bukan*
(``tanpa akta notaris``), a place or manner with *bukan* (``bukan di
pengadilan negeri``), an amount with *tidak perlu* (``tidak perlu minimal dua
orang``). The examples are built that way so an SME recognises the sentence
as one a good answer would really contain. The word classes are a small
heuristic, not a grammar; every example is checked against the fact gate's
own matching, so a warning never shows an example that would not trip.
"""

from __future__ import annotations

from goldeneval.goldenset._matching import contains, fold


def _words(text: str) -> frozenset[str]:
    """A space-separated word list as a set (keeps the tables below compact)."""
    return frozenset(text.split())


NEGATORS: frozenset[str] = frozenset(
    {"tidak", "tak", "bukan", "tanpa", "belum", "jangan", "not", "no", "never", "without"}
)
"""Words that negate what follows; a forbidden phrase starting with one is not a trap."""

# A denial of these starts with other words (``masih berlaku`` → ``sudah tidak
# berlaku``; English puts "not" after the auxiliary), so it does not repeat the phrase.
_DENIED_DIFFERENTLY = _words(
    "masih sudah telah is are was were must can could should will would may might "
    "shall has have had do does did"
)
# Negated with "tidak" / "tidak lagi": modals, and states or passives (di-, ter-, ber-).
_MODALS = _words(
    "wajib perlu harus bisa dapat boleh mungkin cukup ada hanya pernah akan mampu sah berlaku"
)
# Negated with "tidak perlu" / "tidak": things a person does.
_ACTIONS = _words("datang pergi bayar isi ikut hadir lapor antre")
# Negated with "bukan" or "tidak lagi": where, how or through whom.
_PREPOSITIONS = _words(
    "di ke dari melalui lewat oleh pada dengan untuk dalam secara kepada sebagai"
)
# Negated with "tidak perlu" or "bukan": limits.
_LIMITS = _words("minimal maksimal paling lebih kurang sekurang-kurangnya setidaknya sedikitnya")
# Negated with "bukan" or "tidak sampai": amounts.
_NUMBERS = _words(
    "satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas seratus seribu"
)
# Nouns that look like affixed verbs.
_NOUNS_LIKE_VERBS = _words(
    "direksi direktur direktorat dividen diploma digital dirjen menteri mentri mekanisme "
    "meterai materai"
)
# English heads negated with "not" / "does not".
_EN_NOT = _words("required needed necessary mandatory allowed possible valid only")
_EN_DOES_NOT = _words("need needs require requires apply applies")

# Frequent English words that are not Indonesian ones: a phrase (or its item's question) with
# more of these than of Indonesian function words is English, and is denied in English.
_EN_WORDS = _words(
    "the a an of to in is are be for with on at by from and or this that it its you your "
    "i we do does can how what when where which who why if will would should must my our "
    "photo passport copy certificate fee form office required need"
)
_ID_WORDS = _words(
    "yang dan di ke dari untuk dengan ini itu ada atau pada dalam apakah bagaimana berapa "
    "saya kami anda harus wajib bisa dapat akta surat biaya syarat kantor"
)

_LOWERCASED = _MODALS | _ACTIONS | _PREPOSITIONS | _LIMITS | _NUMBERS | _EN_NOT | _EN_DOES_NOT

MAX_EXAMPLES = 3
"""How many denials a warning quotes."""


def _verb_kind(word: str) -> str | None:
    """``passive`` (di-/ter-/ber-, …-kan), ``active`` (me-), or None for a likely noun."""
    if word in _NOUNS_LIKE_VERBS or len(word) < 6:
        return None
    if word.startswith(("mem", "men", "meng", "meny")):
        return "active"
    if word.endswith("kan") or word.startswith(("di", "ber", "ter")):
        return "passive"
    return None


def is_english(text: str) -> bool:
    """Whether ``text`` reads as English rather than Indonesian, by its common words.

    A cheap count, not a language model: enough to word a denial in the
    phrase's own language (``without passport photo``, not ``tanpa passport photo``).
    """
    words = [fold(w.strip(".,;:?!()\"'")) for w in text.split()]
    english = sum(w in _EN_WORDS for w in words)
    return english > 0 and english > sum(w in _ID_WORDS for w in words)


def _is_indonesian(text: str) -> bool:
    """Whether ``text`` holds an Indonesian function word (then its context does not decide)."""
    return any(fold(w) in _ID_WORDS for w in text.split())


def _templates(first: str, english: bool) -> tuple[str, ...]:
    if first in _EN_NOT:
        return ("not {}",)
    if first in _EN_DOES_NOT:
        return ("does not {}",)
    if english:
        return ("without {}", "no need for {}", "not {}")
    kind = _verb_kind(first)
    if first in _MODALS or kind == "passive":
        return ("tidak {}", "tidak lagi {}")
    if first in _ACTIONS or kind == "active":
        return ("tidak perlu {}", "tidak {}")
    if first in _PREPOSITIONS:
        return ("bukan {}", "tidak lagi {}")
    if first in _LIMITS:
        return ("tidak perlu {}", "bukan {}")
    if first in _NUMBERS or first[:1].isdigit():
        return ("bukan {}", "tidak sampai {}")
    return ("tanpa {}", "tidak memerlukan {}", "bukan {}")


def denials(phrase: str, context: str = "") -> tuple[str, ...]:
    """Wordings of a correct answer denying ``phrase`` that still contain it (may be empty).

    Empty when the phrase already starts with a negating word, or when a
    denial of it would be worded without repeating it. An English phrase (by
    its own words, else by ``context``: its item's question) is denied in English.
    """
    words = phrase.split()
    if not words:
        return ()
    first = fold(words[0])
    if first in NEGATORS or first in _DENIED_DIFFERENTLY:
        return ()
    written = phrase.strip()  # the SME's own spacing, so the example matches as the phrase does
    if first in _LOWERCASED:
        # "Wajib akta notaris" is denied mid-sentence as "tidak wajib akta notaris".
        written = first + written[len(words[0]) :]
    english = is_english(phrase) or (not _is_indonesian(phrase) and is_english(context))
    found = tuple(t.format(written) for t in _templates(first, english))
    return tuple(d for d in found if contains(d, phrase))[:MAX_EXAMPLES]
