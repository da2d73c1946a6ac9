"""What a question asks about its service: the facet (docs/design.md §14.3, the facet table).

"brp biaya PT perorangan" and "syarat PT perorangan" are about the same
service and share every other word, yet they ask different things and need
different items. The facet is read from a small table of asking words, after
the informal table has standardised them (``brp`` → ``berapa``, ``fee`` →
``biaya``): questions of different facets are never one group, and an item
covers only groups of its own facet. The asking words are not content: the
service is what the other words say.

A question without an asking word asks how or where a thing is done, or what
it is (``cara``, ``bagaimana``, ``di mana`` say the same), the default facet
``how``. ``berapa`` alone names no facet: it asks a cost ("PT perorangan
brp?"), a count ("berapa PT didaftarkan bulan lalu") or an age alike. When a
question holds several asking words the first of :data:`PRIORITY` wins
("cara mengubah" asks how to change: ``change``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

HOW = "how"
"""The default facet: how or where it is done, or what it is."""

FACET_WORDS: dict[str, tuple[str, ...]] = {
    "cost": (
        "biaya",
        "tarif",
        "ongkos",
        "harga",
        "bayar",
        "pnbp",
        "fee",
        "cost",
        "price",
        "mahal",
        "murah",
        "gratis",
        "rupiah",
        "rp",
        "pungutan",
        "budget",
        "pungut",
    ),
    "requirements": (
        "syarat",
        "persyaratan",
        "berkas",
        "kelengkapan",
        "prasyarat",
        "kriteria",
        "penuh",
        "criteria",
        "checklist",
        "requirement",
        "requirements",
        "eligibility",
        "prerequisite",
        "prerequisites",
        "ketentuan",
        # A floor is a condition to meet: a founder's minimum age, a minimum of founders or
        # of capital ("umur minimal berapa", "minimal berapa orang pendiri").
        "minimal",
        "minimum",
    ),
    "duration": (
        "lama",
        "durasi",
        "hari",
        "waktu",
        "long",
        "cepat",
        "selesai",
        # When the result comes is how long it takes ("kapan sertifikatnya keluar",
        # "apostille bisa ditunggu", "keburu tidak").
        "kapan",
        "instan",
        "keburu",
        "tunggu",
        "nunggu",
    ),
    "change": (
        "ubah",
        "perubahan",
        "ganti",
        "penggantian",
        "edit",
        "koreksi",
        "revisi",
        "ralat",
        "perbaiki",
        "perbaikan",
        "change",
        "update",
        "amend",
        # Access lost is access reset ("lupa password", "reset password", "ganti password").
        "reset",
        "lupa",
        "pulih",
        "pulihkan",
        "recover",
        "forgot",
    ),
    "cancel": (
        "hapus",
        "penghapusan",
        "batal",
        "pembatalan",
        "cabut",
        "pencabutan",
        "roya",
        "coret",
        "tutup",
        "penutupan",
        "nonaktif",
        "bubar",
        "pembubaran",
        "cancel",
        "delete",
        "remove",
        "dissolve",
        "likuidasi",
        "liquidation",
        "liquidate",
    ),
    "what": (
        "pengertian",
        "erti",
        "arti",
        "artinya",
        "maksud",
        "maksudnya",
        "definisi",
        "definition",
        "meaning",
        # What it is for says what it is ("apostille itu fungsinya apa").
        "fungsi",
        "guna",
        "kegunaan",
        "manfaat",
        "function",
        "purpose",
    ),
}
"""Facet → its asking words, as typed after the informal table (stems are looked up too:
``menghapus`` stems to ``hapus``)."""

DOCUMENTS = frozenset({"dokumen", "document", "documents"})
"""Words that ask for requirements only beside a word of need ("dokumen apa yang diperlukan"):
alone they name what the service is about ("dokumen apa yang bisa diapostille")."""
NEED = frozenset(["perlu", "butuh", "memerlukan", "membutuhkan", "need", "cukup"])
"""Words of need that make a document word ask for requirements ("butuh dokumen apa")."""
NEEDED = frozenset(
    [
        "diperlukan",
        "dibutuhkan",
        "dipenuhi",
        "penuhi",
        "siapkan",
        "persiapkan",
        "dipersiapkan",
        "diwajibkan",
        "disiapkan",
        "dibawa",
        "dilampirkan",
        "needed",
        "required",
    ]
)
"""What is needed, said in the passive or as what one must prepare or fulfil: asks for
requirements alone ("apa saja yang dibutuhkan untuk CV", "apa yang harus saya penuhi"); the
active "memerlukan", "harus", "wajib" ask whether one thing is needed ("PT biasa memerlukan
akta notaris?"), the default facet."""

MAY = frozenset(["boleh", "berhak", "eligible", "allowed", "bisa", "dapat", "can"])
"""Words of permission: beside "siapa" they ask who is eligible, a requirement."""

IDENTITY = frozenset(["ktp", "npwp", "paspor", "passport", "kk"])
"""Papers a person holds: beside a word of need they ask what is required ("perlu KTP dan
NPWP saja?", "apostille butuh paspor pemohon juga?"), like a document word."""

OBLIGED = NEED | frozenset(
    ["harus", "wajib", "upload", "unggah", "lampirkan", "melampirkan", "bawa", "prepare"]
)
"""Words of obligation: followed by a question word they ask what, who or how many are
required ("harus melampirkan apa saja", "wajib ada siapa saja", "wajib punya berapa
pengurus"); a cost or a duration asked so wins by :data:`PRIORITY` ("harus bayar berapa")."""

ASKED_AFTER = frozenset(["apa", "siapa", "berapa"])
"""Question words that, after a word of obligation, ask for what is required."""

BETWEEN = frozenset(["yang", "saja", "do", "does", "i", "we", "you", "should", "must", "to"])
"""Words between "apa" and a word of obligation in "apa saja yang harus …", "what do I
need": "apa perlu akta notaris" (nothing between) asks whether."""

DONE = frozenset(["lakukan", "dilakukan", "melakukan", "ngapain"])
"""What one must do is how it is done, not what it requires ("apa yang harus dilakukan")."""

NEGATIONS = frozenset(["tidak", "bukan", "belum"])
"""After "apa" they make a yes/no tag, not a question word."""

SPEND = frozenset(["habis", "kena"])
"""Before "berapa" they ask what it costs ("habis berapa", "kena berapa")."""

PARTICLES = ("nya", "lah", "kah", "pun")
"""A possessive or a particle: read off an asking word ("ketentuannya", "syaratnya"), which
the stemmer keeps some of, and off a word the stemmer does not know ("apostillenya")."""


def bare(word: str) -> str:
    """The word without a particle ("ketentuannya" → "ketentuan")."""
    return next((word[: -len(p)] for p in PARTICLES if word.endswith(p)), word)


PRIORITY = ("change", "cancel", "cost", "duration", "requirements", "what")
"""Which facet wins when a question holds asking words of several."""

FACET_OF = {word: facet for facet, found in FACET_WORDS.items() for word in found}


def facet_of(word: str) -> str | None:
    """The facet a word (or its stem) asks for, None for a word that asks none; a particle
    is read off ("ketentuannya"), and a colloquial "-in" ("bubarinnya")."""
    found = FACET_OF.get(word)
    if found is None:
        plain = bare(word)
        # The colloquial "-in" of a verb ("bubarin", "hapusin") is the standard "-kan".
        found = FACET_OF.get(plain) or (FACET_OF.get(plain[:-2]) if plain.endswith("in") else None)
    return found


UNTIL = frozenset(["sampai", "hingga", "maksimal"])
"""Before "usia" they ask until when ("sampai usia berapa anak harus memilih")."""
LIMITS = frozenset(["batas", "limit", "batasan"])
"""Before "usia", an age limit: a deadline, or a floor when founding is asked."""


def _age_limit(words: Sequence[str]) -> bool:
    """Whether the words ask an age limit ("batas usia", "limit umur")."""
    return any(w in LIMITS and after == "usia" for w, after in pairwise(words))


CITIZENS = frozenset(["wni", "wna"])
"""Right after a word of obligation they state a condition on the founder ("harus WNI")."""


FOUNDERS = CITIZENS | frozenset(
    ["anak", "mahasiswa", "pelajar", "pns", "karyawan", "pensiunan", "istri", "suami", "asing"]
)
"""Who might found something: "may a student found a PT perorangan" asks who is eligible."""


def founder_may(words: Sequence[str], stems: Sequence[str]) -> bool:
    """Whether a question asks if a citizen, a foreigner, a child, a student… may found or
    own something ("PT perorangan boleh didirikan WNA?", "anak saya 16 tahun bisa daftar PT
    perorangan?"), or the age limit for founding it: who is eligible, a requirement. Founding is the stem "daftar"
    ("mendirikan", "bikin") or owning; "WNA bisa jadi WNI" asks naturalisation."""
    found = set(words)
    founding = "daftar" in stems or bool(found & {"punya", "own", "have", "pemilik", "milik"})
    return founding and (_age_limit(words) or bool(found & FOUNDERS and found & MAY))


def asks_which_when(words: Sequence[str]) -> bool:
    """Whether "kapan" is asked twice ("kapan pakai apostille, kapan legalisasi"): when to
    use which asks how two things differ, not how long either takes."""
    return list(words).count("kapan") >= 2


def asks_deadline(words: Sequence[str], stems: Sequence[str] = ()) -> bool:
    """Whether an age is asked as a deadline, when something must be done: "sampai usia
    berapa", an age limit not about founding ("batas umur anak berkewarganegaraan ganda"),
    or "usia berapa" beside "harus"/"wajib" ("wajib memilih usia berapa"); not a floor to
    meet ("usia minimal pendiri", "ada batas usia untuk mendirikan PT perorangan", "umur 17
    boleh mendirikan")."""
    if any(w in UNTIL and after == "usia" for w, after in pairwise(words)):
        return True
    if _age_limit(words):
        return "daftar" not in stems
    aged = any({w, after} == {"usia", "berapa"} for w, after in pairwise(words))
    floor = {"minimal", "minimum"} & set(words)
    return aged and bool({"harus", "wajib"} & set(words)) and not floor


def asks_cost(words: Sequence[str]) -> bool:
    """Whether a spending word before "berapa" asks the cost ("ngurus PT habis berapa")."""
    return any(w in SPEND and after == "berapa" for w, after in pairwise(words))


def _asks(words: Sequence[str], n: int) -> bool:
    """Whether the word at ``n`` is a question word asking what, who or how many; "apa"
    last or before a negation is a yes/no tag ("memerlukan akta notaris apa tidak", whose
    "tidak" ``words`` already took off), "berapa" after "usia" asks an age."""
    tag = words[n] == "apa" and (n + 1 == len(words) or words[n + 1] in NEGATIONS)
    # "… harus memilih, sampai umur berapa?" asks an age, not how many are required.
    age = words[n] == "berapa" and n > 0 and words[n - 1] == "usia"
    return words[n] in ASKED_AFTER and not tag and not age


def _obliged(words: Sequence[str]) -> bool:
    """Whether a word of obligation asks what is required: one followed by a question word,
    or "apa" followed by one across only :data:`BETWEEN` words; never what one must do."""
    if DONE & set(words):
        return False
    for n, word in enumerate(words):
        if word in OBLIGED and any(_asks(words, m) for m in range(n + 1, len(words))):
            return True
        if word in OBLIGED and n + 1 < len(words) and words[n + 1] in CITIZENS:
            return True
        if word == "apa":
            rest = list(words[n + 1 : n + 5])
            gap = next((i for i, w in enumerate(rest) if w not in BETWEEN), len(rest))
            if 0 < gap < len(rest) and rest[gap] in OBLIGED:
                return True
    return False


def needs_documents(words: Sequence[str]) -> bool:
    """Whether a question's words (in the order typed) ask what is required: a passive of
    need, a document word beside a word of need, a word of need asking what ("butuh apa
    saja", "perlu apa aja"; not "apa perlu akta notaris", which asks whether), or who may
    ("siapa saja yang boleh mendirikan …")."""
    found = set(words)
    if found & NEEDED or (found & DOCUMENTS and found & (NEED | NEEDED)):
        return True
    # A person's papers are asked for whenever they must be brought ("harus pakai KTP asli").
    if found & IDENTITY and found & (OBLIGED | NEEDED):
        return True
    if _obliged(words):
        return True
    if any(w in NEED and after == "apa" for w, after in pairwise(words)):
        return True
    # Who may do it asks who is eligible: "siapa saja yang boleh mendirikan PT perorangan";
    # so does an age that may ("anak saya umur 16 bisa bikin PT perorangan?").
    return bool(found & {"siapa", "usia"}) and bool(found & MAY)


DIFFERENCE = frozenset(["beda", "bedanya", "perbedaan", "difference", "vs", "versus"])
"""Words asking how two things differ: "apa itu X, bedanya dengan Y?" asks that, not what X is."""


def asks_what(words: Sequence[str]) -> bool:
    """Whether a question asks what a thing is: "apa itu apostille", "apostille itu apa",
    unless it asks how two things differ."""
    said = any({w, after} == {"apa", "itu"} for w, after in pairwise(words))
    return said and not DIFFERENCE & set(words)


def facet(found: Iterable[str]) -> str:
    """The facet of a question from the facets its words name (:data:`HOW` for none)."""
    named = set(found)
    return next((f for f in PRIORITY if f in named), HOW)
