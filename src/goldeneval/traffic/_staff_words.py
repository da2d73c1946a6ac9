"""The words staff type to the data agent (docs/design.md §14.3 step 6): the places and
periods a figure is filtered by, and the words naming which kind of figure is asked.

A table of its own, below the normaliser: its asking words are known words there (never
taken for a typo, and what a misspelt one is corrected to: "teratas" is no typo of
"terbatas", "ramking" is one of "ranking").
"""

from __future__ import annotations

PROVINCES = frozenset(
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
        "kepulauan",
    ]
)
"""Provinces and their parts as staff type them: one place a figure is asked of."""

PLACES = PROVINCES | frozenset(
    [
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
        # "se-Indonesia", "se-Jawa": the whole of a place.
        "se",
        "sendiri",
    ]
)
"""Places as staff type them: a province, a breakdown by place, or the whole country."""

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
        "ytd",
    ]
)
"""Months and periods: a time the data agent filters by."""


FIGURES = frozenset(
    [
        "jumlah",
        "total",
        "angka",
        "data",
        "rekap",
        "count",
        "number",
        "breakdown",
        "rincian",
        "pecah",
        "dipecah",
        "seluruh",
        "keseluruhan",
        "many",
    ]
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
            "bandingin",
            "dibandingin",
            "compare",
            "compared",
            "comparison",
            "persen",
            "persentase",
        ]
    ),
    "threshold": frozenset(
        [
            "lebih",
            "melebihi",
            "melampaui",
            "tembus",
            "ambang",
            "exceed",
            "exceeded",
            "above",
            "more",
            "batas",
            "threshold",
            "melewati",
        ]
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
            "bawah",
            "urutan",
            "juara",
            "terbesar",
            "leaderboard",
            "lead",
            "leading",
            "terkecil",
            "fewest",
            "least",
            "lowest",
        ]
    ),
}
"""On the data agent's surface, what a question asks is the kind of figure: a count (none of
these words), a comparison between periods, the places above a threshold, or a ranking.
The first kind listed that a question's words name is its facet."""


KIND_WORDS: frozenset[str] = frozenset().union(*FIGURE_KINDS.values())
"""Every word of :data:`FIGURE_KINDS`: they ask, they are no content."""


NUMBERS = frozenset(
    ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh"]
)
"""Numbers in words ("tiga provinsi teratas"): a parameter of the figure, like digits."""
SLOTS = PLACES | PERIODS | FIGURES | KIND_WORDS | NUMBERS
"""Words no staff key holds: what a figure is filtered by and which figure is asked."""
