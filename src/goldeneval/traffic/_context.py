"""A question read in its conversation (docs/design.md §14.3): follow-ups lean on what came before.

Staff ask the data agent in sessions: "berapa PT perorangan didaftarkan bulan lalu per
provinsi?" then "kalau bulan sebelumnya?", "yang paling sedikit?". A data-agent question is
read as the kind of figure it asks, without the place and period it filters by
(:func:`staff_reading`). A follow-up names no service and says only what changes; alone it
asks nothing anyone could answer. So a question that names no service and holds at most
:data:`FOLLOW_UP` content stems, asked after a question of the same session that named
one, asks that question with its own words added: its facet stays its own when it names
one, else the earlier question's. A visitor of the public chatbot asks whole questions, so
only a question of asking words alone ("biayanya berapa?") leans on the one before. A
golden conversation's later turns are read the same way (``_coverage.item_keys``), so the
set's follow-ups cover the traffic's.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from goldeneval.model import Question
from goldeneval.traffic._facets import HOW
from goldeneval.traffic._normalise import Asked, KeyMaker

FOLLOW_UP = 2
"""How many content stems a question naming no service may hold and still lean on the one
before it ("kalau 2024?", "bayarnya berapa per dokumen?"); a question saying more ("cara
bayar voucher pnbp lewat m-banking") is about what it says."""

_NEVER = datetime.min.replace(tzinfo=UTC)
"""Where a question without a time sorts in its session (before every timed one)."""


PLACES = frozenset(
    [
        "aceh",
        "sumatera",
        "sumut",
        "sumbar",
        "sumsel",
        "riau",
        "kepri",
        "jambi",
        "bengkulu",
        "lampung",
        "bangka",
        "belitung",
        "babel",
        "jakarta",
        "dki",
        "banten",
        "jawa",
        "jabar",
        "jateng",
        "jatim",
        "yogyakarta",
        "jogja",
        "yogya",
        "diy",
        "bali",
        "nusa",
        "tenggara",
        "ntb",
        "ntt",
        "kalimantan",
        "kalbar",
        "kalteng",
        "kalsel",
        "kaltim",
        "kaltara",
        "sulawesi",
        "sulut",
        "sulteng",
        "sulsel",
        "sultra",
        "sulbar",
        "gorontalo",
        "maluku",
        "malut",
        "papua",
        "barat",
        "timur",
        "tengah",
        "utara",
        "selatan",
        "daya",
        "pegunungan",
        # The breakdown by place is a parameter too: "per provinsi", "tiap kanwil".
        "provinsi",
        "prov",
        "province",
        "provinces",
        "kanwil",
        "wilayah",
        "daerah",
        "kota",
        "kabupaten",
        "nasional",
    ]
)
"""Provinces and their parts as staff type them: a place the data agent filters by."""

PERIODS = frozenset(
    [
        "januari",
        "februari",
        "maret",
        "april",
        "mei",
        "juni",
        "juli",
        "agustus",
        "september",
        "oktober",
        "november",
        "desember",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "agu",
        "agt",
        "agu",
        "sep",
        "okt",
        "nov",
        "des",
        "january",
        "february",
        "march",
        "may",
        "june",
        "july",
        "august",
        "october",
        "december",
        "tahun",
        "bulan",
        "minggu",
        "kuartal",
        "triwulan",
        "semester",
        "lalu",
        "kemarin",
        "sebelumnya",
        "terakhir",
        "kemudian",
        "year",
        "month",
        "last",
        "previous",
    ]
)
"""Months and periods: a time the data agent filters by."""


FIGURES = frozenset(["jumlah", "total", "angka", "data", "rekap", "count", "number"])
"""Words asking for a figure, which every data-agent question does ("jumlah PT perorangan"
asks what "berapa PT perorangan" asks)."""


FIGURE_KINDS: dict[str, frozenset[str]] = {
    "compare": frozenset(
        [
            "banding",
            "dibanding",
            "dibandingkan",
            "bandingkan",
            "tren",
            "trend",
            "naik",
            "turun",
            "growth",
            "pertumbuhan",
            "yoy",
            "versus",
        ]
    ),
    "threshold": frozenset(["lebih", "melebihi", "tembus", "exceed", "above"]),
    "ranking": frozenset(
        [
            "terbanyak",
            "tertinggi",
            "teratas",
            "terendah",
            "tersedikit",
            "paling",
            "urutkan",
            "urut",
            "ranking",
            "peringkat",
            "top",
            "besar",
            "most",
            "highest",
        ]
    ),
}
"""On the data agent's surface, what a question asks is the kind of figure: a count (none of
these words), a comparison between periods, the places above a threshold, or a ranking.
The first kind listed that a question's words name is its facet."""


KIND_STEMS = frozenset(
    [
        "banding",
        "tren",
        "trend",
        "naik",
        "turun",
        "growth",
        "tumbuh",
        "yoy",
        "versus",
        "lebih",
        "tembus",
        "exceed",
        "above",
        "tinggi",
        "atas",
        "rendah",
        "sedikit",
        "paling",
        "urut",
        "ranking",
        "peringkat",
        "top",
        "besar",
        "most",
        "highest",
        "juara",
    ]
)
"""The stems the words of :data:`FIGURE_KINDS` leave in a key: they ask, they are no content."""
NUMBERS = frozenset(
    ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh"]
)
"""Numbers in words ("tiga provinsi teratas"): a parameter of the figure, like digits."""
_SLOTS = PLACES | PERIODS | FIGURES | KIND_STEMS | NUMBERS


def staff_reading(text: str, maker: KeyMaker) -> Asked:
    """A data-agent question as the golden set stands for it: its facet the kind of figure
    it asks (:data:`FIGURE_KINDS`), its key without the place and period it filters by and
    without the words asking for a figure. Staff ask the same figure of the same register
    for another province or year ("PT perorangan di NTB tahun lalu ada berapa?" asks what
    "… di Bali pada tahun 2025" asks); a ranking of the same register is another figure."""
    asked = maker.asked(text)
    typed = maker.corrected(text)
    stems = {maker.stem(w) for w in typed}
    kind = next(
        (k for k, found in FIGURE_KINDS.items() if found.intersection(typed) or found & stems),
        None,
    )
    # Stems as the key holds them: the stemmer shortens some names ("Bali" → "bal").
    slots = _SLOTS | {maker.stem(w) for w in typed if w in _SLOTS}
    # A question of a place or a period only ("yang semester 2 2025?") keeps no key: it is a
    # follow-up of the one before it, or alone asks nothing the set could stand for.
    kept = tuple(s for s in asked.key if s not in slots and not s.isdigit())
    return Asked(kind or asked.facet, kept)


def follow_up(asked: Asked, before: Asked | None) -> Asked:
    """``asked`` read after ``before`` (the conversation's previous question, if any)."""
    if before is None or asked.block[1] or not before.block[1] or len(asked.key) > FOLLOW_UP:
        return asked
    facet = before.facet if asked.facet == HOW else asked.facet
    return Asked(facet, tuple(sorted({*before.key, *asked.key})))


def in_context(questions: Sequence[Question], maker: KeyMaker) -> list[Asked]:
    """What each question asks: a data-agent question read after the question before it in
    its session (by time, then by input order); a visitor's question only when it holds
    asking words alone ("biayanya berapa?"); a question without a session read alone.
    Visitors ask whole questions: read in their sessions, unrelated short ones joined
    (docs/design.md §14.3 step 6)."""
    found = [
        staff_reading(q.text, maker) if q.surface == "internal" else maker.asked(q.text)
        for q in questions
    ]
    previous: dict[tuple[str, str], Asked] = {}
    order = sorted(
        (n for n, q in enumerate(questions) if q.session is not None),
        key=lambda n: (str(questions[n].session), questions[n].at or _NEVER, n),
    )
    for n in order:
        session = (questions[n].surface, str(questions[n].session))
        # A visitor's question of asking words only ("biayanya berapa?") asks about what the
        # visitor asked before; one with words of its own is read alone.
        if questions[n].surface == "internal" or not found[n].key:
            found[n] = follow_up(found[n], previous.get(session))
        previous[session] = found[n]
    return found
