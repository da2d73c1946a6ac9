"""How a question to the data agent is read (docs/design.md §14.3 step 6): the kind of figure.

Staff ask the internal agent for figures from the registers: a count, a ranking, the
places above a threshold, a comparison between periods, for a place and a period. What the
golden set stands for is the kind of figure of a register, whatever place or period an
item names ("PT perorangan di NTB tahun lalu ada berapa?" asks what "… di Bali pada tahun
2025?" asks), so the key leaves them out and the facet is the kind of figure.
"""

from __future__ import annotations

import re

from goldeneval.traffic._facets import HOW, bare
from goldeneval.traffic._normalise import Asked, KeyMaker

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
        "indonesia",
        "masing",
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


FIGURES = frozenset(
    ["jumlah", "total", "angka", "data", "rekap", "count", "number", "breakdown", "rincian"]
)
"""Words asking for a figure or its breakdown, which every data-agent question does ("jumlah
PT perorangan" asks what "berapa PT perorangan" asks)."""


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
            "vs",
            "selisih",
        ]
    ),
    "threshold": frozenset(
        ["lebih", "melebihi", "melampaui", "tembus", "ambang", "exceed", "exceeded", "above"]
    ),
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
            "rank",
            "rangking",
            "terbawah",
            "urutan",
            "juara",
            "terbesar",
        ]
    ),
}
"""On the data agent's surface, what a question asks is the kind of figure: a count (none of
these words), a comparison between periods, the places above a threshold, or a ranking.
The first kind listed that a question's words name is its facet."""


_KINDS = frozenset().union(*FIGURE_KINDS.values())
"""Every word of :data:`FIGURE_KINDS`: they ask, they are no content."""


NUMBERS = frozenset(
    ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh"]
)
"""Numbers in words ("tiga provinsi teratas"): a parameter of the figure, like digits."""
_SLOTS = PLACES | PERIODS | FIGURES | _KINDS | NUMBERS


_PAST = re.compile(r">|\blewat\s+\d")
"""A threshold typed without a word for it: "> 2.000", "lewat 750"."""


def staff_reading(text: str, maker: KeyMaker) -> Asked:
    """A data-agent question as the golden set stands for it: its facet the kind of figure
    it asks (:data:`FIGURE_KINDS`), its key without the place and period it filters by and
    without the words asking for a figure. Staff ask the same figure of the same register
    for another province or year ("PT perorangan di NTB tahun lalu ada berapa?" asks what
    "… di Bali pada tahun 2025" asks); a ranking of the same register is another figure."""
    asked = maker.asked(text)
    typed = maker.corrected(text)
    # Each word as typed, without a particle ("terbanyaknya"), and its stem.
    said = {*typed, *(bare(w) for w in typed), *(maker.stem(w) for w in typed)}
    # "> 2.000" or "lewat 750" say "more than": the words leave the mark out, and "lewat"
    # (through) is a function word elsewhere.
    kind = "threshold" if _PAST.search(text.lower()) else None
    kind = kind or next((k for k, found in FIGURE_KINDS.items() if found & said), None)
    # Stems as the key holds them: the stemmer shortens some names ("Bali" → "bal").
    slots = _SLOTS | {maker.stem(w) for w in typed if w in _SLOTS or bare(w) in _KINDS}
    # A question of a place or a period only ("yang semester 2 2025?") keeps no key: it is a
    # follow-up of the one before it, or alone asks nothing the set could stand for.
    kept = tuple(s for s in asked.key if s not in slots and not s.isdigit())
    # A period is no duration ("sampai hari ini" filters by time): staff ask figures.
    return Asked(kind or (HOW if asked.facet == "duration" else asked.facet), kept)
