"""What a question asks (docs/design.md §14.3): its facet and its key, however it was typed.

1. lowercase; the de-identification placeholders (``<NIK>``…) dropped, and
   in a question that held one the words that introduce a detail (``NIK``,
   ``no``, ``hp``…: ``_words.DETAIL_LABELS``) and the clauses holding the
   detail when another clause asks something; thousands separators dropped;
   a letter typed three or more times kept once; names said in full or in
   English become the tables' word (``perseroan terbatas`` → ``pt``,
   ``how much`` → ``biaya``: ``_words.PHRASES``), before and after step 2;
2. each word through the informal table (``gmn`` → ``bagaimana``, ``fee`` →
   ``biaya``, ``bikin`` → ``mendirikan``: ``_words.INFORMAL``);
3. typos corrected. A word of 5 or more letters that neither the tables, nor
   a golden item's question, nor the stemmer's dictionary of Indonesian root
   words know is replaced by the most frequent word within edit distance 1
   (2 from 8 letters on; adjacent letters swapped count as 1) that was asked
   more often or that the tables or a golden item know (ties: nearer, then
   alphabetical). A dictionary word is replaced only by a neighbour asked at
   least :data:`WORD_RATIO` times as often (``sarat``, "laden", beside
   ``syarat``). A typo of a typo ends at the word both misspell;
4. greetings, thanks, particles (``_words.FILLER``) and function words
   (``_words.STOP``) dropped; each other word stemmed by PySastrawi
   (``mendirikan``, ``pendirian`` → ``diri``), once per distinct word; a word
   it does not know that is a known word with a prefix stems as that word;
5. the facet read from the asking words (``_facets``), which leave the key;
   the key is the other stems, sorted, each once (word order rarely changes
   what is asked: "biaya apostille" / "apostille biayanya").

Deterministic: frequencies are counts over the input, whatever its order.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from goldeneval.traffic._facets import (
    DOCUMENTS,
    FACET_OF,
    HOW,
    NEED,
    NEEDED,
    PARTICLES,
    SPEND,
    asks_cost,
    asks_deadline,
    asks_what,
    asks_which_when,
    facet,
    facet_of,
    founder_may,
    needs_documents,
)
from goldeneval.traffic._phrases import PHRASES
from goldeneval.traffic._services import SERVICES, account_facet, kinds_as_documents, services
from goldeneval.traffic._staff_words import FIGURES, KIND_WORDS
from goldeneval.traffic._stemmer import root_words, sastrawi
from goldeneval.traffic._typos import TYPO_MIN_LENGTH, corrections
from goldeneval.traffic._words import DETAIL_LABELS, FILLER, INFORMAL, SAME_STEM, STOP

_PLACEHOLDER = re.compile(r"<(?:nik|npwp|telepon|email|paspor|nomor)>")
_WORD = re.compile(r"[^\W_]+")
_SHORT = dict(PHRASES)
_PHRASE = re.compile(r"\b(?:" + "|".join(re.escape(phrase) for phrase, _ in PHRASES) + r")\b")
_CLAUSES = re.compile(r"([,.;!?\n]+)(?=\s|$)")
"""Where a text splits into clauses; the marks are kept (``split`` returns them between)."""
_THOUSANDS = re.compile(r"(\d)[.,](\d{3})\b")
_REPEATED = re.compile(r"([^\W\d_])\1{2,}")
_DROPPED = FILLER | STOP

Key = tuple[str, ...]
"""A question's key: its content stems, sorted, each once."""

PREFIXES = ("di", "ber", "ke", "ter", "me", "pe", "se")
"""Prefixes taken off a word the stemmer does not know when what is left is a word the
harvest knows ("diapostille" → "apostille", "berkewarganegaraan" → "kewarganegaraan")."""


class Asked(NamedTuple):
    """What a question asks: its facet (``_facets``) and its content key."""

    facet: str
    """The facet its asking words name (``how`` when none)."""
    key: Key
    """Its content stems, the asking words left out."""

    @property
    def block(self) -> tuple[str, tuple[str, ...]]:
        """What must be equal for two questions to be one group: facet and services."""
        return account_facet(self.facet, self.key), services(self.key)


def words(text: str) -> tuple[str, ...]:
    """Steps 1 and 2 up to the informal table: the question's words as typed, lowercased,
    standardised (function words and greetings still in: they are typed with typos too)."""
    text = text.lower()
    detail = _PLACEHOLDER.search(text) is not None
    if detail:
        text = _asking_clauses(text)
    text = _REPEATED.sub(r"\1", _PLACEHOLDER.sub(" ", text))
    text = _phrases(_THOUSANDS.sub(r"\1\2", text))
    # Twice: "brp minggu" is a phrase of the table once "brp" is "berapa".
    found = _phrases(" ".join(INFORMAL.get(w, w) for w in _WORD.findall(text))).split()
    return tuple(w for w in _untagged(found) if not (detail and w in DETAIL_LABELS))


def _untagged(found: list[str]) -> list[str]:
    """The words without a yes/no tag: "tidak" ("gak", "ga") after "atau" or with only
    greetings and particles after it asks whether ("ada biayanya gak sih", "ijazah bisa
    diapostil ga"), which the question already does; elsewhere it negates ("tidak bisa
    login") and stays."""
    out: list[str] = []
    for n, w in enumerate(found):
        if w == "tidak" and (
            (n > 0 and found[n - 1] == "atau") or all(x in FILLER for x in found[n + 1 :])
        ):
            if out and out[-1] == "atau":
                out.pop()
            continue
        out.append(w)
    return out


def _phrases(text: str) -> str:
    """The table's phrases replaced, in one pass (the first listed wins where two start)."""
    return _PHRASE.sub(lambda m: _SHORT[m.group()], text)


def _asking_clauses(text: str) -> str:
    """A text holding a personal detail without the clauses that hold it ("kirim ke <EMAIL>,
    cara daftar fidusia?" asks what "cara daftar fidusia?" asks), unless nothing else asks."""
    clauses = _CLAUSES.split(text)[::2]
    rest = [c for c in clauses if not _PLACEHOLDER.search(c)]
    asking = any(w not in _DROPPED for c in rest for w in _WORD.findall(c))
    return " , ".join(rest) if asking else text


_ASKING = frozenset(
    [
        "apa",
        "bagaimana",
        "berapa",
        "mana",
        "dimana",
        "kemana",
        "siapa",
        "kapan",
        "kenapa",
        "mengapa",
        "bisakah",
    ]
)
"""Question words: a clause holding one (or ending in "?") asks; one without states."""


def question_part(text: str) -> str:
    """The clauses of ``text`` that ask: the last clause with content, the clauses after it
    (they hold only asking words: "…, apa saja yang harus saya penuhi?") and each earlier
    one holding a question word or ending in "?". People type the context first ("anak saya
    mau kuliah di Belanda, biaya apostille berapa"): its words say who asks, not what."""
    parts = _CLAUSES.split(text)
    clauses = [
        (parts[i], parts[i + 1] if i + 1 < len(parts) else "") for i in range(0, len(parts), 2)
    ]
    typed = [words(c) for c, _ in clauses]
    filled = [n for n, w in enumerate(typed) if any(_content(x) for x in w)]
    if len(filled) < 2:
        return text
    last = filled[-1]
    kept = [
        n
        for n in range(len(clauses))
        if n >= last
        or (n in filled and ("?" in clauses[n][1] or any(w in _ASKING for w in typed[n])))
    ]
    return " , ".join(clauses[n][0] for n in kept)


def _content(word: str) -> bool:
    """Whether a word as typed may say what a question is about (not a function word, a
    greeting or an asking word)."""
    return word not in _DROPPED and not facet_of(word) and word not in NEEDED


def untidiness(text: str) -> tuple[int, int]:
    """How far a wording is from a clean question: its placeholders, then its greetings,
    particles and chat spellings (``halo``, ``kak``, ``brp``). Smaller reads better."""
    typed = _WORD.findall(text.lower())
    return text.count("<"), sum(1 for w in typed if w in FILLER or w in INFORMAL)


_VOCABULARY = frozenset(
    FILLER | STOP | INFORMAL.keys() | set(INFORMAL.values()) | set(FACET_OF) | NEED | NEEDED
) | (FIGURES | KIND_WORDS)
"""Words the tables name: known, and what a misspelt one is corrected to."""


class KeyMaker:
    """Keys for one harvest's questions: the typo table is built from their own words."""

    def __init__(self, texts: Mapping[str, int], trusted: Iterable[str] = ()) -> None:
        """``texts``: each distinct text with how often it was asked; ``trusted``: texts
        whose words are never corrected (the golden items' questions)."""
        self._words: dict[str, tuple[str, ...]] = {}
        counts: Counter[str] = Counter()
        for text, n in texts.items():
            for word in set(self._text_words(text)):
                counts[word] += n
        mine = {w for text in trusted for w in self._text_words(text)} | _VOCABULARY
        self._fixed = corrections(counts, root_words() - mine, mine)
        self._known = {w for w in counts.keys() | mine if len(w) >= TYPO_MIN_LENGTH - 1}
        self._stems: dict[str, str] = {}
        self._asked: dict[str, Asked] = {}
        self._whole: dict[str, Asked] = {}

    def _text_words(self, text: str) -> tuple[str, ...]:
        found = self._words.get(text)
        if found is None:
            found = self._words[text] = words(text)
        return found

    def stem(self, word: str) -> str:
        """The word's stem, corrected first if it is a typo; "" for a word the key drops
        (cached: stemming is slow)."""
        stem = self._stems.get(word)
        if stem is None:
            fixed = self._fixed.get(word, word)
            fixed = INFORMAL.get(fixed, fixed)
            stem = self._stems.get(fixed)
            if stem is None:
                stem = "" if fixed in _DROPPED else self._stem_known(fixed)
                # A stem the tables know is read like the word ("prosedurnya" → "prosedur" →
                # "cara", a function word).
                stem = INFORMAL.get(stem, stem)
                stem = "" if stem in _DROPPED else SAME_STEM.get(stem, stem)
                self._stems[fixed] = stem
            self._stems[word] = stem
        return stem

    def _stem_known(self, word: str) -> str:
        """The stemmer's stem; for a word it leaves alone and does not know, the stem of the
        known word a prefix was put on (the stemmer strips affixes off dictionary words only)."""
        stem = str(sastrawi().stem_word(word)) or word
        if stem != word or word in root_words():
            return stem
        for prefix in PREFIXES:
            rest = word[len(prefix) :]
            if word.startswith(prefix) and rest in self._known:
                return self.stem(rest)
        # A particle on a word the stemmer does not know ("apostillenya", "voucherkah").
        for particle in PARTICLES:
            rest = word[: -len(particle)]
            if word.endswith(particle) and rest in self._known:
                return self.stem(rest)
        return stem

    def asks_nothing(self, text: str) -> bool:
        """Whether the text is only greetings, thanks and function words (``terima kasih``)."""
        key = self.key(text)
        return bool(key) and key[0].startswith("~")

    def key(self, text: str) -> Key:
        """The question's content key (step 5); one of function words only keys by them."""
        return self.asked(text).key

    def asked(self, text: str) -> Asked:
        """The question's facet and content key, read from its asking clauses: a clause
        before them that states and asks nothing ("saya pelaku UMKM di Sidoarjo. biaya PT
        perorangan berapa") is context, which adds only the services it names when the
        question names none; when the asking clauses hold no content the whole text is read."""
        found = self._asked.get(text)
        if found is None:
            whole = self.whole(text)
            asking = question_part(text)
            found = whole
            if asking != text:
                inner = self._read(asking)
                said = set(inner.key) - SERVICES.keys()
                if said and not any(s.startswith("~") for s in said):
                    extra = () if inner.block[1] else (s for s in whole.key if s in SERVICES)
                    facet = whole.facet if inner.facet == HOW else inner.facet
                    found = Asked(facet, tuple(sorted({*inner.key, *extra})))
            self._asked[text] = found
        return found

    def whole(self, text: str) -> Asked:
        """The facet and content key of ``text`` with every clause read alike (no clause
        taken for context; cached: :meth:`asked` reads it too, and so does the staff
        reading of a data-agent question)."""
        found = self._whole.get(text)
        if found is None:
            found = self._whole[text] = self._read(text)
        return found

    def corrected(self, text: str) -> list[str]:
        """The words of ``text`` as typed, each typo corrected and read by the informal
        table ("urutn" → "urutan" when the harvest types it so often enough)."""
        return [INFORMAL.get(f, f) for f in (self._fixed.get(w, w) for w in self._text_words(text))]

    def _read(self, text: str) -> Asked:
        """The facet and content key of ``text``, every clause read."""
        typed = self._text_words(text)
        fixed = self.corrected(text)
        stems = [self.stem(w) for w in typed]
        # Documents for founding or registering something are its requirements.
        documents = (
            needs_documents(typed)
            or needs_documents(fixed)
            or (bool(DOCUMENTS & {*typed, *fixed}) and "daftar" in stems)
            or founder_may(fixed, stems)
        )
        facets = {facet_of(w) or facet_of(s) for w, s in zip(fixed, stems, strict=True)}
        if documents:
            facets.add("requirements")
        if asks_what(typed) or asks_what(fixed):
            facets.add("what")
        spent = asks_cost(fixed)
        if spent:
            facets.add("cost")
        if asks_which_when(fixed):
            facets.discard("duration")
        if asks_deadline(fixed, stems):
            # An age as a deadline asks when: not a condition the age words may have named.
            facets = (facets - {"requirements"}) | {"duration"}
        asks = facet(f for f in facets if f)
        content = {
            s
            for w, s in zip(fixed, stems, strict=True)
            if s
            and not facet_of(w)
            and not facet_of(s)
            and w not in NEEDED
            and not (documents and w in DOCUMENTS)
            and not (spent and w in SPEND)
        }
        content = kinds_as_documents(content)
        if not content and asks == HOW:
            # "terima kasih" asks nothing; its own words keep it apart from real questions.
            content = {"~" + w for w in _WORD.findall(text.lower())} or {"~"}
        return Asked(asks, tuple(sorted(content)))
