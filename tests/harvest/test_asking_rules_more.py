"""How a question's asking words are read (docs/design.md §14.3, §14.4), issue 44's third round:

1. a word of obligation followed by "apa", "siapa" or "berapa" asks requirements, and so does
   "apa" followed across only a few small words by one (``_facets._obliged``); "apa" with
   nothing between, "apa" last or before a negation (a yes/no tag) and what one must do ask
   how; a cost or a duration asked so wins;
2. papers a person holds (KTP, NPWP, paspor, KK) beside a word of need ask requirements;
3. new asking words: a floor (minimal, minimum) asks requirements; when, waiting and instant
   ask duration; money words ask cost, and a spending word right before "berapa" asks cost
   and is no content;
4. a particle comes off an asking word ("ketentuannya", ``_facets.facet_of``);
5. "bisa", "dapat" and "can" are words of permission, and an age beside one asks
   requirements as "siapa" does;
6. in an apostille question a kind of document stands for documents
   (``_facets.kinds_as_documents``); elsewhere it is kept;
7. "PT" beside "biasa" or "persekutuan modal" names the ordinary PT, a service of its own;
8. when the asking clause names no facet the whole text's facet counts (``KeyMaker.asked``);
9. public clusters are cut at a lower similarity than the data agent's
   (``_similar.SIMILARITY``, passed by ``_group``);
10. a data-agent question asks a kind of figure (count, ranking, comparison, threshold)
    whatever place or period it names (``_staff.staff_reading``); one naming no service
    with at most two stems left is read after the session's question before it.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import assume, given
from hypothesis import strategies as st

from goldeneval.model import Window
from goldeneval.traffic import harvest
from goldeneval.traffic._context import follow_up, in_context
from goldeneval.traffic._facets import FACET_OF, facet_of
from goldeneval.traffic._normalise import Asked, KeyMaker
from goldeneval.traffic._services import SERVICES, kinds_as_documents, services
from goldeneval.traffic._similar import Space
from goldeneval.traffic._staff import staff_reading
from tests.harvest.test_asking_rules import asked, covered_by, item
from tests.harvest.test_grouping_rules import (
    harvested,
    internal,
    items,
    partition,
    session,
)

# 1. A word of obligation before what, who or how many.


def test_a_word_of_obligation_before_what_who_or_how_many_asks_requirements() -> None:
    for text in (
        "PT perorangan harus melampirkan apa saja",
        "yayasan wajib ada siapa saja",
        "koperasi wajib punya berapa pengurus",
        "pendaftaran CV perlu upload apa saja",
        "harus bawa apa ke notaris untuk wasiat",
        # "apa" followed across small words only by a word of obligation.
        "apa saja yang wajib diunggah untuk fidusia online",
        "what should I prepare for apostille",
    ):
        assert asked(text).facet == "requirements", text
    for text in (
        # Whether one thing is needed: nothing between "apa" and the word of need …
        "apa perlu akta notaris untuk PT biasa",
        # … "apa" last or before a negation is a yes/no tag, not a question word …
        "PT biasa memerlukan akta notaris apa tidak",
        "yayasan harus punya akta notaris apa bukan",
        # … and what one must do is how it is done.
        "apa yang harus dilakukan setelah PT perorangan terdaftar",
    ):
        assert asked(text).facet == "how", text
    # A cost or a duration asked after a word of obligation wins.
    assert asked("pendirian CV harus bayar berapa").facet == "cost"
    assert asked("apostille harus nunggu berapa hari").facet == "duration"


def test_what_do_i_need_asks_requirements_and_what_should_i_do_asks_how() -> None:
    assert asked("what do I need for apostille").facet == "requirements"
    assert asked("what do I need to bring for a PT perorangan").facet == "requirements"
    assert asked("what should I do to register a PT perorangan").facet == "how"


# 2. Papers a person holds beside a word of need.


def test_identity_papers_beside_a_word_of_need_ask_requirements() -> None:
    for text in (
        "perlu KTP dan NPWP saja untuk PT perorangan?",
        "bikin CV butuh npwp?",
        "apostille butuh paspor pemohon juga?",
    ):
        assert asked(text).facet == "requirements", text
    # Unlike a document word the paper stays content: it is what the question names.
    assert {"ktp", "npwp"} <= set(asked("perlu KTP dan NPWP saja untuk PT perorangan?").key)
    # Without a word of need a paper is what the question is about.
    assert asked("KTP untuk PT perorangan").facet == "how"
    assert asked("npwp PT perorangan hilang").facet == "how"
    assert asked("cara ganti KTP pengurus yayasan").facet == "change"


# 3. New asking words.


def test_floors_waiting_money_and_spending_name_their_facets() -> None:
    named = {
        "umur minimal pendiri PT perorangan berapa": "requirements",
        "modal minimum PT biasa": "requirements",
        "kapan sertifikat fidusia keluar": "duration",
        "apostille bisa instan?": "duration",
        "apostille keburu tidak kalau berangkat minggu depan": "duration",
        "apostille ijazah bisa ditunggu?": "duration",
        "nunggu apostille berapa": "duration",
        "ngurus PT perorangan habis berapa": "cost",
        "kena berapa apostille ijazah": "cost",
    }
    for text, facet in named.items():
        assert asked(text).facet == facet, text
    # A levy is a cost, and so are money words (the informal table reads them as "biaya").
    assert facet_of("pungutan") == "cost"
    assert asked("keluar uang berapa buat CV").facet == asked("ada pungutan untuk CV").facet
    # "who" is "siapa": who may found one asks who is eligible.
    assert asked("who can set up a PT perorangan").facet == "requirements"
    # Spending before "berapa" asks the cost and is no content: the key is the plain one's.
    maker = KeyMaker(Counter(["ngurus PT perorangan habis berapa", "biaya ngurus PT perorangan"]))
    spent = maker.asked("ngurus PT perorangan habis berapa")
    assert spent == maker.asked("biaya ngurus PT perorangan")
    # Elsewhere a spending word asks nothing, and "habis" (run out) is content.
    assert asked("PT perorangan kena pajak").facet == "how"
    ran_out = asked("masa berlaku voucher habis")
    assert ran_out.facet == "how" and "habis" in ran_out.key


# 4. A particle off an asking word.

PARTICLES = ("nya", "lah", "kah", "pun")


def test_a_particle_comes_off_an_asking_word() -> None:
    assert facet_of("ketentuannya") == "requirements"
    assert facet_of("syaratnya") == "requirements"
    assert facet_of("biayanya") == "cost"
    assert facet_of("notarisnya") is None
    maker = KeyMaker(Counter(["ketentuannya PT perorangan apa", "ketentuan PT perorangan apa"]))
    assert maker.asked("ketentuannya PT perorangan apa").facet == "requirements"
    assert maker.asked("ketentuannya PT perorangan apa") == maker.asked(
        "ketentuan PT perorangan apa"
    )


@given(word=st.sampled_from(sorted(FACET_OF)), particle=st.sampled_from(PARTICLES))
def test_any_particle_off_any_asking_word_gives_its_facet(word: str, particle: str) -> None:
    assert facet_of(word + particle) == FACET_OF[word]


@given(
    word=st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12),
    particle=st.sampled_from(PARTICLES),
)
def test_a_particle_never_makes_a_word_ask(word: str, particle: str) -> None:
    assume(word not in FACET_OF and word + particle not in FACET_OF)
    assert facet_of(word + particle) is None


# 5. Permission and age.


def test_who_or_what_age_may_asks_requirements() -> None:
    for text in (
        "siapa yang bisa mendirikan yayasan",
        "siapa saja yang dapat menjadi pendiri koperasi",
        "anak saya umur 17 boleh punya PT perorangan?",
        "umur berapa bisa bikin PT perorangan",
    ):
        assert asked(text).facet == "requirements", text
    # A word of permission alone asks whether it can be done; an age alone asks nothing more.
    assert asked("bisa daftar fidusia online").facet == "how"
    assert asked("usia pendiri PT perorangan").facet == "how"


# 6. Kinds of document in an apostille question.

KINDS = {
    "ijazah": "ijazah",
    "transkrip nilai": "transkrip",
    "rapor": "rapor",
    "skck": "skck",
    "surat keterangan kepolisian": "polisi",
    "buku nikah": "nikah",
    "akta kelahiran": "lahir",
    "akta perceraian": "cerai",
    "paspor": "paspor",
}
"""A kind of document as typed → its stem."""
WHICH_CAN = "Dokumen apa saja yang bisa diapostille?"


def test_a_kind_of_document_stands_for_documents_in_an_apostille_question() -> None:
    documents = asked("dokumen apa saja yang bisa diapostille").key
    assert documents == ("apostille", "dokumen")
    for kind, stem in KINDS.items():
        found = asked(f"{kind} bisa diapostille?").key
        assert "dokumen" in found and stem not in found, kind
    assert asked("ijazah bisa diapostille?").key == documents
    # Outside an apostille question the kind is what the question is about.
    assert "lahir" in asked("akta kelahiran anak hilang").key
    assert "ijazah" in asked("legalisir ijazah di kampus").key
    assert "nikah" in asked("buku nikah rusak cara ganti").key


def test_the_which_documents_item_covers_a_kind_asked_of_apostille() -> None:
    texts = [f"{kind} bisa diapostille?" for kind in KINDS]
    result = harvested(texts * 2, (item("apostille-dokumen", WHICH_CAN),))
    assert set(covered_by(result).values()) == {"apostille-dokumen"}


STEMS = st.sets(
    st.sampled_from(
        [*KINDS.values(), "akta", "anak", "hilang", "kuliah", "belanda", "dokumen", "pt", "yayasan"]
    ),
    max_size=6,
)


@given(content=STEMS)
def test_a_kind_of_document_outside_an_apostille_question_is_kept_as_is(content: set[str]) -> None:
    assert kinds_as_documents(set(content)) == content
    read = kinds_as_documents({*content, "apostille"})
    # A deed ("akta perusahaan") is a kind too, and another service named in an apostille
    # question is what its document is of.
    kinds = {*KINDS.values(), "akta"}
    others = content - kinds - {"pt", "yayasan"}
    assert read == {"apostille", *others, *(["dokumen"] if content & kinds else [])}


# 7. The ordinary PT.

PT_COST = "Berapa biaya mendirikan PT perorangan?"


def test_an_ordinary_pt_is_a_service_of_its_own() -> None:
    for text in ("biaya PT biasa berapa", "biaya pendirian PT persekutuan modal"):
        assert services(asked(text).key) == ("pt-biasa",), text
    assert services(asked("biaya bikin PT perorangan berapa").key) == ("pt",)
    # "biasa" beside another service names that service only.
    assert services(asked("yayasan biasa").key) == ("yayasan",)
    assert services(asked("apostille biasa atau kilat").key) == ("apostille",)
    # Never one group with a PT perorangan question, never covered by its item (saying the
    # same words but "perorangan", they would be both).
    own = "biaya bikin PT perorangan berapa"
    ordinary = ["biaya bikin PT biasa berapa", "biaya pendirian PT persekutuan modal"]
    result = harvested([own, *ordinary] * 2, (item("pt-perorangan-biaya", PT_COST),))
    assert frozenset([own]) in partition(result)
    assert covered_by(result) == {own: "pt-perorangan-biaya", **dict.fromkeys(ordinary)}


# 8. A context clause's facet.


def test_a_context_clause_gives_its_facet_when_the_asking_clause_names_none() -> None:
    text = "anak saya umur 16, bisa bikin PT perorangan?"
    maker = KeyMaker(Counter([text, "bisa bikin PT perorangan"]))
    assert maker.asked(text).facet == "requirements"
    # The age gives the facet, not content: the key is the asking clause's.
    assert maker.asked(text).key == maker.asked("bisa bikin PT perorangan").key
    # A facet of the asking clause is kept, whatever the context names ("ganti": change).
    assert asked("saya mau ganti nama, biaya PT perorangan berapa?").facet == "cost"
    assert asked("saya pelaku UMKM di Sidoarjo. cara daftar PT perorangan").facet == "how"


# 9. The public surface's cut.

ONE = "PT perorangan milik perempuan"
OTHER = "PT perorangan bidang kuliner"


def test_public_clusters_cut_lower_than_the_data_agents() -> None:
    texts = [ONE, OTHER] * 2
    maker = KeyMaker(Counter(texts))
    a, b = maker.asked(ONE), maker.asked(OTHER)
    assert a.block == b.block
    similarity = Space(Counter([a.key, b.key] * 2)).similarity([a.key], [b.key])[0, 0]
    assert 0.2 <= similarity < 0.3
    # Between the two cuts: one question on the public surface, two for the data agent.
    assert partition(harvested(texts)) == {frozenset(texts)}
    assert partition(harvested(texts, surface="internal")) == {
        frozenset([ONE]),
        frozenset([OTHER]),
    }


# 10. Data-agent questions: the kind of figure, without place and period; short follow-ups.

MONTHLY = "berapa PT perorangan didaftarkan bulan lalu per provinsi"
MONTHLY_ITEM = items(
    internal("pt-bulanan", "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?")
)


def test_a_data_agent_question_asks_a_kind_of_figure_whatever_place_and_period() -> None:
    texts = [
        "PT perorangan di NTB tahun lalu ada berapa?",
        "jumlah PT perorangan Jawa Timur Maret 2026",
        "tiga provinsi teratas PT perorangan 2025",
        "bandingkan PT perorangan semester 1 dengan semester 2",
        "kanwil mana yang mencatat lebih dari 500 fidusia",
    ]
    maker = KeyMaker(Counter(texts))
    read = [staff_reading(t, maker) for t in texts]
    assert read[0] == read[1] and read[0].facet == "how"
    assert [r.facet for r in read[2:]] == ["ranking", "compare", "threshold"]
    assert not {"ntb", "jawa", "timur", "maret", "2026", "tiga", "jumlah"} & {
        s for r in read for s in r.key
    }
    # On the public surface the same words stay content.
    assert "ntb" in maker.asked(texts[0]).key


def test_a_data_agent_follow_up_of_a_place_or_a_period_leans_on_the_question_before() -> None:
    before = Asked("how", ("daftar", "orang", "pt"))
    assert follow_up(Asked("how", ("sendiri",)), before).key == ("daftar", "orang", "pt", "sendiri")
    three = Asked("how", ("belum", "daftar", "tahu"))
    assert follow_up(three, before) == three
    # Through the harvest: a place and a period only, or one stem more, lean on the question
    # before and are covered by its item; a question with a verb of its own stands alone.
    for text, covered in (
        ("kalau yang di jawa barat bulan sebelumnya?", "pt-bulanan"),
        ("yang semester 2 2025 berapa?", "pt-bulanan"),
        ("cek pemohon itu sudah terdaftar belum", None),
    ):
        asked_in = session([MONTHLY, text] * 3, "internal")
        result = harvest(
            asked_in, MONTHLY_ITEM, read=len(asked_in), dropped={}, window=Window(None, None)
        )
        assert covered_by(result)[text] == covered, text


NO_SERVICE = ["aceh", "barat", "belum", "besar", "bulan", "jawa", "kecil", "tahun", "timur", "urut"]


@given(stems=st.lists(st.sampled_from(NO_SERVICE), min_size=1, max_size=10, unique=True))
def test_any_follow_up_of_up_to_two_stems_leans_and_a_longer_one_stands_alone(
    stems: list[str],
) -> None:
    assert not set(stems) & SERVICES.keys()
    before = Asked("cost", ("orang", "pt"))
    asked_now = Asked("how", tuple(sorted(stems)))
    read = follow_up(asked_now, before)
    if len(stems) <= 2:
        assert read == Asked("cost", tuple(sorted({*before.key, *stems})))
    else:
        assert read == asked_now


# 11. Access lost is access reset; a visitor's question of asking words only.


def test_a_forgotten_password_asks_what_resetting_or_changing_it_asks() -> None:
    facets = {
        asked(t).facet
        for t in ("lupa password AHU online", "reset password akun AHU", "cara ganti password AHU")
    }
    assert facets == {"change"}


def test_a_visitors_short_question_asks_about_what_they_asked_before_with_its_own_facet() -> None:
    texts = ["apa itu apostille?", "biayanya berapa?", "biaya apostille berapa"]
    joined = harvest(
        session(texts * 3, "public"), (), read=9, dropped={}, window=Window(None, None)
    )
    # In the session it is an apostille's cost, one group with the question naming it.
    assert frozenset(["biayanya berapa?", "biaya apostille berapa"]) in partition(joined)
    # One word more is still a follow-up, asking what its own words ask: how it is done
    # online, not the cost the question before it asked.
    first, then = "biaya apostille berapa", "kalau online caranya gimana?"
    maker = KeyMaker(Counter([first, then]))
    before, after = maker.asked(first), maker.asked(then)
    assert before.facet == "cost" and after.facet == "how" and len(after.key) == 1
    read = in_context(session([first, then], "public"), maker)
    assert read[1] == Asked("how", tuple(sorted({*before.key, *after.key})))
    # Read alone (no session) it names no service: apart from the apostille's cost.
    alone = harvested(["biayanya berapa?", "biaya apostille berapa"] * 3)
    assert frozenset(["biayanya berapa?"]) in partition(alone)
    # A visitor's question saying more is read alone even in a session.
    own = ["apa itu apostille?", "biaya jasa notaris berapa", "biaya apostille berapa"]
    apart = harvest(session(own * 3, "public"), (), read=9, dropped={}, window=Window(None, None))
    assert frozenset(["biaya jasa notaris berapa"]) in partition(apart)


# A company's deed in an apostille question; a child of a mixed marriage.


def test_a_companys_deed_asked_of_apostille_is_a_document_of_the_apostille() -> None:
    text = "akta perusahaan bisa diapostille juga?"
    assert services(asked(text).key) == ("apostille",)
    assert "dokumen" in asked(text).key
    result = harvested([text] * 2, (item("apostille-dokumen", WHICH_CAN),))
    assert covered_by(result) == {text: "apostille-dokumen"}
    # Outside an apostille question the company is what it is about.
    assert services(asked("akta perusahaan hilang").key) == ("pt",)


def test_a_child_of_a_mixed_marriage_asks_about_dual_citizenship() -> None:
    text = "anak hasil perkawinan campuran wajib memilih WNI umur berapa"
    assert services(asked(text).key) == ("kewarganegaraan",)
    age = "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?"
    result = harvested([text] * 2, (item("kewarganegaraan-ganda-anak", age),))
    assert covered_by(result) == {text: "kewarganegaraan-ganda-anak"}
