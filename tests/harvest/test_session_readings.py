"""How a data-agent question is read in its session (docs/design.md §14.3 step 6), issue 44's
fifth round:

1. the words naming a kind of figure are known words (``_staff_words``): never taken for a
   typo ("teratas" is no "terbatas"), and what a misspelt one is corrected to, four-letter
   ones included ("msot", "leih");
2. more ways of typing a kind: a threshold ("di atas", "melewati 500", "over 1000", "batas",
   "threshold", "more than"), a comparison ("bandingin", "compare", "berapa persen"), a
   ranking ("leaderboard", "lead"), a total ("keseluruhannya", "se-Indonesia");
3. a follow-up asking a number or a total, or naming one province after a ranking or a list
   above a threshold, asks a count of its own (``_staff.asks_count``); one naming a period
   refines the figure before;
4. a follow-up naming another service only asks the figure before of that service
   (``_context.follow_up(..., switch=True)``);
5. a visitor's question naming a service and nothing else, with "kalau", "about", "untuk" or
   "juga" ("kalau PT perorangan?", "how about yayasan?"), asks what the visitor asked
   before, of that service; without one of them, or asking something itself, it is read
   alone.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.model import Window
from goldeneval.traffic import harvest
from goldeneval.traffic._context import follow_up, in_context
from goldeneval.traffic._normalise import Asked, KeyMaker, words
from goldeneval.traffic._staff import asks_count, staff_reading
from goldeneval.traffic._staff_words import PROVINCES
from tests.harvest.test_asking_rules import covered_by
from tests.harvest.test_grouping_rules import internal, items, public, session

# 1. Kind words are known words.


def test_a_kind_word_is_never_taken_for_a_typo_of_a_frequent_word() -> None:
    ranked = "Provinsi teratas pendaftaran PT perorangan juli 2025"
    # "terbatas" asked far more often, one edit away: the typo table would take "teratas"
    # for it, were "teratas" not a known word.
    maker = KeyMaker(Counter({ranked: 1, "apa itu perseroan terbatas": 60}))
    assert "teratas" in maker.corrected(ranked)
    assert staff_reading(ranked, maker).facet == "ranking"


@pytest.mark.parametrize(
    ("typed", "kind"),
    [
        ("which provinces had the msot pt perorangan", "ranking"),
        ("kanwil yang fidusianya leih dari 3000", "threshold"),
        ("provinsi ramking pt perorangan 2025", "ranking"),
        ("grwth fidusia tahun ini", "compare"),
    ],
)
def test_a_misspelt_kind_word_is_corrected_to_it(typed: str, kind: str) -> None:
    maker = KeyMaker(Counter({typed: 1}))
    assert staff_reading(typed, maker).facet == kind


# 2. More ways of typing a kind of figure.

KINDS = {
    "kanwil mana aja yang di atas 2.000 fidusia": "threshold",
    "provinsi dengan PT perorangan diatas 750": "threshold",
    "sebutkan kanwil yang melewati 500 pendaftaran fidusia": "threshold",
    "provinces with over 1000 pt perorangan": "threshold",
    "provinces with more than 750 pt perorangan": "threshold",
    "kalau batasnya 2.000 fidusia": "threshold",
    "threshold 1000 fidusia per kanwil": "threshold",
    "bandingin fidusia semester 1 sama semester 2": "compare",
    "compare pt perorangan 2026 with last year": "compare",
    "fidusia naik berapa persen": "compare",
    "leaderboard provinsi pt perorangan 2025": "ranking",
    "which provinces lead in pt perorangan": "ranking",
    "jumlah keseluruhan fidusia se-Indonesia": "how",
    "berapa fidusia di Jawa Timur sendiri": "how",
}


def test_more_ways_of_typing_a_kind_of_figure() -> None:
    maker = KeyMaker(Counter(list(KINDS)))
    for text, kind in KINDS.items():
        assert staff_reading(text, maker).facet == kind, text
    # The words of a total and of the whole country are no content: one key for them all.
    assert staff_reading("jumlah keseluruhan fidusia se-Indonesia", maker).key == ("fidusia",)
    assert staff_reading("berapa fidusia di Jawa Timur sendiri", maker).key == ("fidusia",)
    # "teratas" ranks: its stem "atas" is no threshold.
    assert staff_reading("provinsi teratas fidusia", maker).facet == "ranking"


# 3. A follow-up asking a count of its own.

RANKING = "provinsi mana yang paling banyak PT perorangan 2025?"
THRESHOLD = "kanwil mana yang mencatat lebih dari 1.000 pendaftaran fidusia bulan lalu?"
COMPARE = "bandingkan PT perorangan 2025 dengan 2024"


def read_after(before: str, text: str) -> Asked:
    maker = KeyMaker(Counter([before, text]))
    return in_context(session([before, text], "internal"), maker)[1]


def test_a_follow_up_asking_a_number_or_a_total_asks_a_count() -> None:
    for text in ("totalnya berapa?", "jumlah keseluruhannya", "how many in total?"):
        assert read_after(RANKING, text) == Asked("how", ("orang", "pt")), text
        assert read_after(THRESHOLD, text) == Asked("how", ("daftar", "fidusia")), text
    # One naming a period only refines the figure before.
    assert read_after(RANKING, "kalau bulan lalu?").facet == "ranking"
    assert read_after(THRESHOLD, "tahun kemarin?").facet == "threshold"


def test_one_province_after_a_figure_across_places_asks_its_count() -> None:
    for before in (RANKING, THRESHOLD):
        assert read_after(before, "kalau Jawa Timur?").facet == "how", before
    # After a comparison or a count the province is one more filter of the same figure.
    assert read_after(COMPARE, "kalau Jawa Timur?").facet == "compare"


@given(
    province=st.sampled_from(sorted(PROVINCES)),
    facet=st.sampled_from(["ranking", "threshold", "compare", "how"]),
)
def test_asks_count_names_a_province_only_after_a_figure_across_places(
    province: str, facet: str
) -> None:
    text = f"kalau {province}?"
    maker = KeyMaker(Counter([text]))
    before = Asked(facet, ("fidusia",))
    assert asks_count(text, maker, before) is (facet in ("ranking", "threshold"))
    # Without anything before, a province alone asks nothing of its own.
    assert not asks_count(text, maker, None)
    # A number or a total is a count after anything.
    assert asks_count(f"kalau {province} totalnya berapa?", maker, before)


def test_a_count_follow_up_is_covered_by_the_count_item_and_not_the_figure_before() -> None:
    golden = items(
        internal("pt-bulanan", "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?"),
        internal("pt-teratas", "Tiga provinsi mana yang paling banyak PT perorangan 2025?"),
        internal("fidusia-ambang", "Kanwil mana yang mencatat lebih dari 1.000 fidusia?"),
    )
    texts = [RANKING, "kalau Jatim sendiri berapa?", THRESHOLD, "totalnya se-Indonesia?"]
    asked = [q for n in range(3) for q in session(texts, "internal", name=f"s-{n}")]
    result = harvest(asked, golden, read=12, dropped={}, window=Window(None, None))
    covered = covered_by(result)
    assert covered[RANKING] == "pt-teratas"
    assert covered["kalau Jatim sendiri berapa?"] == "pt-bulanan"
    assert covered[THRESHOLD] == "fidusia-ambang"
    # The set has no item for a count of fidusia.
    assert covered["totalnya se-Indonesia?"] is None


# 4. A follow-up naming another service only.


def test_a_follow_up_naming_another_service_asks_the_figure_before_of_it() -> None:
    assert read_after(THRESHOLD, "kalau PT perorangan?") == Asked(
        "threshold", ("daftar", "orang", "pt")
    )
    assert read_after(RANKING, "kalau fidusia?") == Asked("ranking", ("fidusia",))
    # Saying more than the service is a question of its own.
    said_more = "kalau PT perorangan yang dibubarkan notaris?"
    assert read_after(THRESHOLD, said_more).facet != "threshold"
    # The switch is asked for: follow_up without it leaves a named service alone.
    now, earlier = Asked("how", ("fidusia",)), Asked("ranking", ("orang", "pt"))
    assert follow_up(now, earlier) == now
    assert follow_up(now, earlier, switch=True) == Asked("ranking", ("fidusia",))


# 5. A visitor's question naming only another service.

COST = "biaya apostille berapa per dokumen"


def read_after_visitor(before: str, text: str) -> tuple[Asked, Asked]:
    """``text`` read after ``before`` in a visitor's session, and read alone."""
    maker = KeyMaker(Counter([before, text]))
    return in_context(session([before, text], "public"), maker)[1], maker.asked(text)


def test_a_visitor_naming_only_another_service_asks_what_they_asked_before() -> None:
    for text in (
        "kalau PT perorangan?",
        "how about PT perorangan",
        "how about PT perorangan pls",
        "untuk PT perorangan gimana?",
    ):
        read, alone = read_after_visitor(COST, text)
        # The earlier question's other words were about the apostille ("per dokumen").
        assert read == Asked("cost", ("orang", "pt")), text
        assert alone.facet == "how", text
    for text in ("kalau yayasan?", "kl yayasan?", "yayasan juga?"):
        assert read_after_visitor(COST, text)[0] == Asked("cost", ("yayasan",)), text


def test_a_visitor_asking_something_or_without_a_switching_word_is_read_alone() -> None:
    for text in (
        # Asking words of its own: its own question.
        "kalau syarat PT perorangan?",
        "gimana caranya punya PT perorangan",
        # No word turning it into a follow-up.
        "step by step PT perorangan gimana",
        # More than a service.
        "kalau PT perorangan online?",
    ):
        read, alone = read_after_visitor(COST, text)
        assert read == alone, text


def test_a_visitors_switch_is_covered_by_the_item_of_the_facet_asked_before() -> None:
    golden = items(
        public("apostille-biaya", "Berapa biaya apostille per dokumen?"),
        public("yayasan-biaya", "Berapa biaya pendirian yayasan?"),
        public("yayasan-cara", "Bagaimana cara mendirikan yayasan?"),
    )
    texts = [COST, "kalau yayasan?"]
    asked = [q for n in range(3) for q in session(texts, "public", name=f"v-{n}")]
    result = harvest(asked, golden, read=6, dropped={}, window=Window(None, None))
    assert covered_by(result) == {COST: "apostille-biaya", "kalau yayasan?": "yayasan-biaya"}


# 6. A staff question's every clause; "tuh" is "itu".


def test_every_clause_of_a_staff_question_says_what_figure_is_asked() -> None:
    text = "minta angka pendaftaran PT perorangan desember 2027, dipecah per provinsi"
    maker = KeyMaker(Counter([text]))
    # A visitor's first clause would be context; a staff member's is the request.
    assert staff_reading(text, maker) == Asked("how", ("daftar", "orang", "pt"))
    assert "orang" not in maker.asked(text).key
    golden = items(
        internal("pt-bulanan", "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?")
    )
    asked = session([text, text], "internal")
    result = harvest(asked, golden, read=2, dropped={}, window=Window(None, None))
    assert covered_by(result) == {text: "pt-bulanan"}


def test_tuh_is_itu() -> None:
    maker = KeyMaker(Counter(["apostille tuh apa ya?", "apa itu apostille"]))
    assert maker.asked("apostille tuh apa ya?") == maker.asked("apa itu apostille")
    assert maker.asked("apostille tuh apa ya?").facet == "what"


def test_an_archipelago_province_and_year_to_date_are_slots_and_lwt_is_lewat() -> None:
    texts = [
        "berapa PT perorangan di Kepulauan Riau YTD 2028",
        "berapa PT perorangan di Bali tahun lalu",
        "kanwil mana aja yang fidusianya lwt 2.000",
    ]
    maker = KeyMaker(Counter(texts))
    assert staff_reading(texts[0], maker) == staff_reading(texts[1], maker)
    assert staff_reading(texts[2], maker) == Asked("threshold", ("fidusia",))


def test_perorgn_is_perorangan_and_the_bottom_is_a_ranking() -> None:
    texts = ["brapa PT perorgn didaftarkan di Kaltim", "berapa PT perorangan didaftarkan di Bali"]
    maker = KeyMaker(Counter([*texts, "yg paling bawah provinsi apa"]))
    assert staff_reading(texts[0], maker) == staff_reading(texts[1], maker)
    # As chat shortens it, before any typo table: "perorgn" is three edits from the word.
    assert words("PT perorgn") == ("pt", "perorangan")
    assert staff_reading("yg paling bawah provinsi apa", maker) == Asked("ranking", ())
