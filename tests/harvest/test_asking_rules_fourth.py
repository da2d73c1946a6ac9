"""How a question's asking words are read (docs/design.md §14.3, §14.4), issue 44's fourth round:

1. a budget and a levy ask cost; liquidating (likuidasi, liquidation, liquidate) cancels;
2. a person's papers (KTP, NPWP, paspor, KK) beside a word of obligation ask requirements
   ("harus pakai KTP asli"); alone they are what the question is about;
3. phrases and chat words: "what is" / "wat is" is "apa itu" (the ``what`` facet), "at what
   age" asks a deadline, a "dual citizen" is "kewarganegaraan ganda", English kinds of
   document stand for documents in an apostille question, "jf", "yys", "pw", "pwd", "req",
   "reqs" are the words they shorten, search and find are "cari" (the stem of "tahu", "cek"),
   unlock and locked are "buka" and "kunci";
4. a citizen, a foreigner, a child, a student, an employee… (``_facets.FOUNDERS``) who may
   found or own something asks requirements (``_facets.founder_may``), and so does an age
   limit for founding; an age limit of anything else, "sampai usia berapa", and "usia
   berapa" beside a word of obligation without a floor ask a deadline
   (``_facets.asks_deadline``);
5. "kapan" twice asks a difference, not a duration (``_facets.asks_which_when``);
6. "PT" of several founders ("2 orang", "lebih dari satu orang", "pt umum", "bukan
   perorangan") is the ordinary PT unless the PT perorangan is named too; a PT of one's own
   or of micro businesses, a single founder, is a PT perorangan;
7. on the AHU account a key about getting in reads how as change
   (``_facets.account_facet``); opening an account stays how;
8. a four-letter word the dictionary does not know is corrected only to the one asking word
   one edit from it (``_typos.corrections``), never to another word, never on a tie;
9. a visitor's question naming no service with at most one stem
   (``_context.PUBLIC_FOLLOW_UP``) is read after the visitor's question before it, keeping
   its own facet (``follow_up(..., inherit=False)``); one of two stems is read alone; a
   data-agent follow-up naming no facet inherits the one before;
10. the staff reading (``_staff.staff_reading``): comparing (selisih), passing a threshold
    (melampaui, ambang, exceeded, ">") and ranks (rank, urutan, terbawah, juara, with a
    particle) are kinds of figure; Indonesia, each one (masing-masing) and a breakdown by
    province or regional office are places.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from goldeneval.model import Window, edit_distance
from goldeneval.traffic import harvest
from goldeneval.traffic._context import PUBLIC_FOLLOW_UP, follow_up, in_context
from goldeneval.traffic._facets import (
    FACET_OF,
    FOUNDERS,
    asks_deadline,
    asks_which_when,
    founder_may,
)
from goldeneval.traffic._normalise import Asked, KeyMaker, words
from goldeneval.traffic._services import SERVICES, account_facet, services
from goldeneval.traffic._staff import staff_reading
from goldeneval.traffic._stemmer import root_words
from goldeneval.traffic._typos import corrections
from tests.harvest.test_asking_rules import asked, covered_by
from tests.harvest.test_grouping_rules import harvested, items, partition, public, session

# 1. A budget and a levy are a cost; liquidation cancels.


def test_a_budget_or_a_levy_asks_cost_and_liquidating_cancels() -> None:
    for text in (
        "budget bikin CV berapa",
        "ada budget khusus untuk PT perorangan?",
        "ada pungutan untuk apostille",
    ):
        found = asked(text)
        assert found.facet == "cost", text
        assert not {"budget", "pungut", "pungutan"} & set(found.key), text
    for text in (
        "likuidasi PT perorangan",
        "liquidation of a PT",
        "how to liquidate a yayasan",
    ):
        assert asked(text).facet == "cancel", text
    # Liquidating a PT asks what dissolving it asks.
    assert asked("likuidasi PT perorangan").block == asked("pembubaran PT perorangan").block
    # The Indonesian word for a budget is a content word, not an asking one.
    assert asked("anggaran PT perorangan").facet == "how"


# 2. A person's papers beside a word of obligation.


def test_papers_a_person_must_bring_ask_requirements() -> None:
    for text in (
        "harus pakai KTP asli",
        "apostille harus pakai paspor asli?",
        "daftar CV harus ada NPWP",
        "KK wajib untuk kewarganegaraan ganda",
        "KTP asli wajib dibawa ke notaris",
    ):
        assert asked(text).facet == "requirements", text
    # The paper stays content: it is what must be brought.
    assert "npwp" in asked("daftar CV harus ada NPWP").key
    for text in (
        # Without a word of obligation the paper is what the question is about …
        "fotokopi KTP untuk fidusia",
        "npwp hilang cara urus",
        # … and an obligation without a paper asks whether something is needed.
        "PT perorangan harus notaris?",
        "fidusia harus online",
    ):
        assert asked(text).facet == "how", text


# 3. Phrases and chat words.


def test_what_is_in_english_asks_what_a_thing_is() -> None:
    for text in ("what is apostille", "wat is fidusia", "what's a yayasan"):
        assert asked(text).facet == "what", text
    assert asked("what is apostille") == asked("apa itu apostille")
    # Asking how two things differ is not asking what one is; a longer word is no phrase.
    assert asked("what is the difference between apostille and legalisasi").facet == "how"
    assert words("whatever apostille") == ("whatever", "apostille")


def test_at_what_age_asks_a_deadline_and_a_dual_citizen_is_dual_citizenship() -> None:
    found = asked("at what age must a dual citizen choose")
    assert found.facet == "duration"
    assert services(found.key) == ("kewarganegaraan",)
    assert {"kewarganegaraan", "ganda"} <= set(found.key)
    assert asked("dual citizen child").key == asked("anak kewarganegaraan ganda").key
    # "what age" without "at" is no phrase of the table.
    assert "sampai" not in words("what age is a child")


ENGLISH_KINDS = {
    "birth certificate": "lahir",
    "marriage certificate": "nikah",
    "police certificate": "skck",
    "diploma": "ijazah",
    "transcript": "transkrip",
}
"""An English kind of document → the stem of the Indonesian name the tables give it."""


def test_an_english_kind_of_document_stands_for_documents_in_an_apostille_question() -> None:
    for kind, stem in ENGLISH_KINDS.items():
        found = asked(f"can a {kind} be apostilled")
        assert "dokumen" in found.key and stem not in found.key, kind
        # Outside an apostille question the kind is what the question is about.
        assert stem in asked(f"{kind} lost").key, kind
    assert asked("can a diploma be apostilled").key == asked("ijazah bisa diapostille?").key


def test_chat_shortenings_are_the_words_they_shorten() -> None:
    assert asked("jf online") == asked("fidusia online")
    assert asked("yys baru") == asked("yayasan baru")
    assert asked("lupa pw AHU") == asked("lupa password AHU")
    assert asked("reset pwd akun") == asked("reset password akun")
    assert services(asked("lupa pw AHU").key) == ("akun",)
    assert asked("req CV").facet == asked("reqs for yayasan").facet == "requirements"
    # Whole words only: "jfk" is not "jf".
    assert words("jfk apostille") == ("jfk", "apostille")


def test_search_and_find_ask_what_checking_asks_and_locks_are_the_accounts() -> None:
    checked = asked("cek wasiat").key
    assert asked("search wasiat").key == asked("find wasiat").key == checked
    assert asked("unlock akun AHU").key == asked("buka akun AHU").key
    assert asked("AHU account locked").key == asked("akun AHU terkunci").key


# 4. Who may found or own one; an age limit.


def test_a_founder_who_may_found_or_own_one_asks_requirements() -> None:
    for text in (
        "mahasiswa boleh mendirikan PT perorangan?",
        "karyawan bisa punya CV?",
        "PNS boleh jadi pemilik PT perorangan",
        "pelajar dapat daftar yayasan",
        "istri saya boleh bikin CV?",
        "can a child own a PT perorangan",
    ):
        assert asked(text).facet == "requirements", text
    for text in (
        # Founding without a word of permission is how it is done …
        "mahasiswa mendirikan PT perorangan",
        # … and permission without founding or owning asks something else.
        "mahasiswa bisa apostille ijazah",
        "WNA bisa jadi WNI",
    ):
        assert asked(text).facet == "how", text


def test_founder_may_needs_a_founder_permission_and_founding() -> None:
    said = ["mahasiswa", "boleh", "punya", "pt"]
    assert founder_may(said, said)
    assert founder_may(["anak", "bisa", "mendirikan", "pt"], ["anak", "bisa", "daftar", "pt"])
    assert not founder_may(["mahasiswa", "punya", "pt"], ["mahasiswa", "punya", "pt"])
    assert not founder_may(["boleh", "punya", "pt"], ["boleh", "punya", "pt"])
    assert not founder_may(["mahasiswa", "boleh", "cuti"], ["mahasiswa", "boleh", "cuti"])
    # An age limit for founding needs no founder and no permission.
    assert founder_may(["batas", "usia", "mendirikan"], ["batas", "usia", "daftar"])
    assert not founder_may(["batas", "usia", "anak"], ["batas", "usia", "anak"])


@given(
    founder=st.sampled_from(sorted(FOUNDERS)),
    may=st.sampled_from(["boleh", "bisa", "dapat", "can"]),
    founds=st.sampled_from(["mendirikan", "daftar", "punya", "pemilik", "own", "have"]),
    service=st.sampled_from(["PT perorangan", "CV", "yayasan", "koperasi"]),
)
def test_any_founder_who_may_found_or_own_any_service_asks_requirements(
    founder: str, may: str, founds: str, service: str
) -> None:
    assert asked(f"{founder} {may} {founds} {service}?").facet == "requirements"


def test_an_age_limit_for_founding_asks_requirements_and_otherwise_a_deadline() -> None:
    for text in (
        "batas usia mendirikan PT perorangan",
        "batasan usia mendirikan yayasan",
        "limit usia daftar CV",
        "usia berapa anak boleh mendirikan PT perorangan",
    ):
        assert asked(text).facet == "requirements", text
    for text in (
        "batas usia anak kewarganegaraan ganda",
        "limit usia kewarganegaraan ganda",
        "sampai usia berapa anak kewarganegaraan ganda harus memilih",
        "usia berapa anak kewarganegaraan ganda wajib memilih",
        "usia berapa harus memilih kewarganegaraan",
    ):
        assert asked(text).facet == "duration", text
    # With a floor, an age beside a word of obligation is a condition, not a deadline.
    assert asked("pendiri PT perorangan wajib minimal usia berapa?").facet == "requirements"


def test_asks_deadline_reads_an_age_limit_by_whether_founding_is_asked() -> None:
    assert asks_deadline(["batas", "usia", "anak"], ["batas", "usia", "anak"])
    assert not asks_deadline(["batas", "usia", "mendirikan"], ["batas", "usia", "daftar"])
    assert asks_deadline(["sampai", "usia", "berapa"])
    assert asks_deadline(["usia", "berapa", "wajib", "memilih"])
    assert not asks_deadline(["wajib", "minimal", "usia", "berapa"])
    # "usia berapa" alone, or beside a word of permission, is no deadline.
    assert not asks_deadline(["usia", "berapa", "boleh", "mendirikan"])


@pytest.mark.xfail(
    strict=True,
    reason="an age limit counts founding (the stem daftar) but not owning as founding: "
    "making it count moved indep-hard's coverage error past the target (+0.037 -> +0.053)",
)
def test_an_age_limit_for_owning_one_asks_requirements_as_founding_does() -> None:
    assert asked("batas usia pemilik PT perorangan").facet == "requirements"


# 5. When this, when that.


def test_when_asked_twice_asks_a_difference_not_a_duration() -> None:
    assert asks_which_when(["kapan", "pakai", "apostille", "kapan", "legalisasi"])
    assert not asks_which_when(["kapan", "apostille", "selesai"])
    twice = asked("kapan pakai apostille, kapan legalisasi")
    assert twice.facet == asked("apa beda apostille dan legalisasi").facet == "how"
    # One "kapan" still asks when the result comes.
    assert asked("kapan apostille selesai").facet == "duration"
    assert asked("kapan sertifikat fidusia keluar").facet == "duration"


# 6. The ordinary PT and the PT perorangan.

SEVERAL = [
    "biaya PT 2 orang berapa",
    "biaya PT dengan tiga orang pendiri",
    "biaya PT lebih dari satu orang",
    "biaya pt umum",
    "biaya PT bukan perorangan",
    "syarat PT sekutu",
    "biaya pt biasa",
]
ALONE = [
    "biaya pt sendiri berapa",
    "pt sendirian bisa?",
    "pt umk syarat",
    "biaya PT usaha mikro",
    "single founder company cost",
    "biaya PT pendiri tunggal",
]


def test_a_pt_of_several_founders_is_the_ordinary_pt_and_one_of_ones_own_a_pt_perorangan() -> None:
    for text in SEVERAL:
        assert services(asked(text).key) == ("pt-biasa",), text
    for text in ALONE:
        found = asked(text)
        assert services(found.key) == ("pt",) and "orang" in found.key, text
    # Naming the PT perorangan as well, the question is about the PT perorangan …
    assert services(asked("PT perorangan boleh 2 orang?").key) == ("pt",)
    assert services({"pt", "biasa", "orang"}) == ("pt",)
    # … and several founders of another service name that service only.
    assert services(asked("yayasan 2 orang pendiri").key) == ("yayasan",)


def test_the_ordinary_and_the_own_pt_are_covered_by_their_own_items() -> None:
    own = ["biaya pt sendiri berapa", "biaya PT usaha mikro", "biaya PT pendiri tunggal"]
    several = [
        "biaya PT 2 orang berapa",
        "biaya PT lebih dari satu orang",
        "biaya pt umum",
        "biaya PT bukan perorangan",
    ]
    result = harvested(
        (own + several) * 2,
        items(
            public("pt-perorangan-biaya", "Berapa biaya mendirikan PT perorangan?"),
            public("pt-biasa-biaya", "Berapa biaya mendirikan PT biasa?"),
        ),
    )
    assert covered_by(result) == {
        **dict.fromkeys(own, "pt-perorangan-biaya"),
        **dict.fromkeys(several, "pt-biasa-biaya"),
    }
    assert partition(result) == {frozenset(own), frozenset(several)}


# 7. Getting into the AHU account.

REGAIN = ["lupa password AHU", "akun AHU terkunci", "tidak bisa login AHU"]
OPEN = ["bikin akun AHU", "cara bikin akun AHU baru"]


def test_getting_into_the_account_asks_what_resetting_its_password_asks() -> None:
    regain = [*REGAIN, "cara masuk akun AHU", "unlock akun AHU"]
    assert {asked(t).block for t in regain} == {asked("reset password akun AHU").block}
    assert asked("reset password akun AHU").block == ("change", ("akun",))
    # Opening an account is how it is done.
    assert {asked(t).block for t in OPEN} == {("how", ("akun",))}
    # Only the account's how: a key about getting in elsewhere, or another facet, stays.
    assert account_facet("how", ("ahu", "akun", "kunci")) == "change"
    assert account_facet("how", ("ahu", "akun", "daftar")) == "how"
    assert account_facet("cost", ("akun", "password")) == "cost"
    assert account_facet("how", ("kunci", "voucher")) == "how"


def test_a_locked_account_is_covered_by_the_reset_item_and_never_by_the_opening_one() -> None:
    result = harvested(
        (REGAIN + OPEN) * 2,
        items(
            public("akun-reset", "Bagaimana cara reset password akun AHU?"),
            public("akun-buat", "Bagaimana cara membuat akun AHU?"),
        ),
    )
    covered = covered_by(result)
    assert covered["lupa password AHU"] == covered["akun AHU terkunci"] == "akun-reset"
    assert {covered[t] for t in REGAIN} <= {"akun-reset", None}
    assert {covered[t] for t in OPEN} == {"akun-buat"}
    assert not any(set(REGAIN) & group and set(OPEN) & group for group in partition(result))


# 8. Four-letter typos.

TRUSTED = set(FACET_OF)


def table(*typed: str, often: tuple[str, ...] = ()) -> dict[str, str]:
    """The typo table of words typed once and words typed often, the asking words trusted."""
    counts = Counter({**dict.fromkeys(typed, 1), **dict.fromkeys(often, 50)})
    return corrections(counts, root_words() - TRUSTED, TRUSTED)


def test_a_four_letter_typo_is_corrected_to_the_one_asking_word_near_it() -> None:
    assert table("biya", "taif") == {"biya": "biaya", "taif": "tarif"}
    maker = KeyMaker(Counter(["biya apostille", "taif fidusia"]))
    assert maker.asked("biya apostille") == Asked("cost", ("apostille",))
    assert maker.asked("taif fidusia").facet == "cost"


def test_a_four_letter_word_is_never_corrected_to_another_word_or_on_a_tie() -> None:
    # One edit from a frequent word that asks nothing ("pajak"): kept.
    assert table("pjak", often=("pajak",)) == {}
    # One edit from two asking words ("lama" and "lupa"; "arti" and "erti"): kept.
    assert table("lapa", "irti") == {}
    # A dictionary word is no typo ("hati" beside "hari", "haus" beside "hapus").
    assert {"hati", "haus"} <= root_words() and table("hati", "haus") == {}
    maker = KeyMaker(Counter(["lapa apostille", "pjak PT", "pajak PT", "pajak PT"]))
    assert "lapa" in maker.asked("lapa apostille").key
    assert "pjak" in maker.asked("pjak PT").key


LETTERS = "abcdefghijklmnoprstuwy"


def _variants(word: str) -> list[str]:
    """Each deletion, each swap of adjacent letters and each change of one letter of ``word``."""
    deleted = [word[:i] + word[i + 1 :] for i in range(len(word))]
    swapped = [word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)]
    changed = [word[:i] + c + word[i + 1 :] for i in range(len(word)) for c in LETTERS]
    return deleted + swapped + changed


NEAR_ASKING = sorted(
    {v for w in FACET_OF if len(w) in (4, 5) for v in _variants(w) if len(v) == 4} - TRUSTED
)
"""Four-letter words one edit from an asking word (some of them dictionary words)."""


@given(typed=st.sampled_from(NEAR_ASKING) | st.text(LETTERS, min_size=4, max_size=4))
def test_a_four_letter_word_is_corrected_only_when_unknown_and_one_edit_from_one_asking_word(
    typed: str,
) -> None:
    assume(typed not in TRUSTED)
    # The table corrects to words of four letters or more ("fee" is no target of "afee").
    near = {w for w in FACET_OF if len(w) >= 4 and edit_distance(typed, w) == 1}
    fixed = table(typed).get(typed)
    if len(near) == 1 and typed not in root_words():
        assert fixed == near.pop()
    else:
        # A dictionary word, a word near no asking word or near two: never corrected.
        assert fixed is None


# 9. A visitor's follow-up.

BEFORE = "syarat fidusia apa saja"
ONLINE = "kalau online?"
HOW_LONG = "lamanya berapa hari?"


def test_a_visitors_one_stem_follow_up_reads_the_question_before_with_its_own_facet() -> None:
    assert PUBLIC_FOLLOW_UP == 1
    texts = [BEFORE, ONLINE, HOW_LONG]
    maker = KeyMaker(Counter(texts))
    read = in_context(session(texts, "public"), maker)
    assert read[1] == Asked("how", ("fidusia", "online"))
    # The next reads after it as read: about the fidusia still, asking its own duration.
    assert read[2] == Asked("duration", ("fidusia", "online"))
    # Two stems are read alone; a question naming only another service asks what was asked
    # before, of it (tests/harvest/test_session_readings.py).
    maker = KeyMaker(Counter([BEFORE, "kalau anak WNA?"]))
    read = in_context(session([BEFORE, "kalau anak WNA?"], "public"), maker)[1]
    assert read == maker.asked("kalau anak WNA?")
    maker = KeyMaker(Counter([BEFORE, "kalau yayasan?"]))
    read = in_context(session([BEFORE, "kalau yayasan?"], "public"), maker)[1]
    assert read == Asked("requirements", ("yayasan",))
    # follow_up never inherits when asked not to; a data-agent follow-up does.
    before, now = Asked("requirements", ("fidusia",)), Asked("how", ("online",))
    assert follow_up(now, before, inherit=False).facet == "how"
    assert follow_up(now, before).facet == "requirements"
    staff = ["provinsi dengan PT perorangan terbanyak bulan lalu", "kalau bulan sebelumnya?"]
    maker = KeyMaker(Counter(staff))
    first, then = in_context(session(staff, "internal"), maker)
    assert first.facet == then.facet == "ranking"


def test_a_visitors_follow_up_is_covered_by_the_item_of_its_own_facet() -> None:
    fidusia = items(
        public("fidusia-online", "Bagaimana cara daftar fidusia online?"),
        public("fidusia-syarat", "Apa saja syarat fidusia?"),
        public("fidusia-lama", "Berapa lama pendaftaran fidusia?"),
    )
    texts = [BEFORE, ONLINE, HOW_LONG] * 3
    result = harvest(
        session(texts, "public"), fidusia, read=9, dropped={}, window=Window(None, None)
    )
    assert covered_by(result) == {
        BEFORE: "fidusia-syarat",
        ONLINE: "fidusia-online",
        HOW_LONG: "fidusia-lama",
    }
    # Outside a session they name no service: no item covers them.
    alone = session(texts, "public", name=None)
    result = harvest(alone, fidusia, read=9, dropped={}, window=Window(None, None))
    assert covered_by(result)[ONLINE] is None and covered_by(result)[HOW_LONG] is None


ONE_STEM = ["online", "kilat", "asing", "anak", "suami", "sekolah", "belanda", "notaris"]
"""Words that each leave one stem naming no service in "kalau … ?"."""
ASKING = ["", "biayanya", "syaratnya", "lamanya", "artinya", "hapusnya", "ubahnya", "caranya"]
EARLIER = ["biaya apostille berapa", BEFORE, "apa itu yayasan", "cara ganti pengurus koperasi"]


@given(
    word=st.sampled_from(ONE_STEM),
    asking=st.sampled_from(ASKING),
    earlier=st.sampled_from(EARLIER),
)
def test_any_one_stem_follow_up_of_a_visitor_keeps_its_own_facet(
    word: str, asking: str, earlier: str
) -> None:
    text = f"kalau {word} {asking}?"
    maker = KeyMaker(Counter([earlier, text]))
    before, now = maker.asked(earlier), maker.asked(text)
    assert len(now.key) == 1 and not now.block[1] and now.key[0] not in SERVICES
    read = in_context(session([earlier, text], "public"), maker)[1]
    assert read == Asked(now.facet, tuple(sorted({*before.key, *now.key})))


# 10. The staff reading: kinds of figure and places.

KINDS = {
    "selisih fidusia 2024 dan 2025": "compare",
    "kanwil yang fidusianya melampaui 1000": "threshold",
    "provinsi di atas ambang 500 PT perorangan": "threshold",
    "kanwil mana yang mencapai ambang 1000 fidusia": "threshold",
    "which provinces exceeded 300 yayasan": "threshold",
    "provinsi dengan fidusia > 2.000": "threshold",
    "rank provinsi PT perorangan 2025": "ranking",
    "urutan kanwil menurut jumlah fidusia": "ranking",
    "lima provinsi terbawah koperasi": "ranking",
    "juara fidusia tahun ini": "ranking",
    "provinsi mana terbanyaknya PT perorangan": "ranking",
    "jumlah fidusia 2025": "how",
    "berapa koperasi bulan ini": "how",
}


def test_comparing_passing_a_threshold_and_ranking_are_kinds_of_figure() -> None:
    maker = KeyMaker(Counter(list(KINDS)))
    for text, kind in KINDS.items():
        assert staff_reading(text, maker).facet == kind, text
    # The kind words ask: they leave the key.
    for text in ("selisih fidusia 2024 dan 2025", "kanwil yang fidusianya melampaui 1000"):
        assert staff_reading(text, maker).key == ("fidusia",), text
    assert staff_reading("lima provinsi terbawah koperasi", maker).key == ("koperasi",)


def test_exceeded_leaves_the_key_as_the_other_threshold_words_do() -> None:
    texts = ["which provinces exceeded 300 yayasan", "yayasan melampaui 300"]
    maker = KeyMaker(Counter(texts))
    assert staff_reading(texts[0], maker).key == staff_reading(texts[1], maker).key


PLACED = [
    "jumlah fidusia Indonesia 2025",
    "jumlah fidusia masing-masing provinsi",
    "jumlah fidusia per kanwil",
    "fidusia by regional offices",
    "jumlah fidusia 2025",
]


def test_indonesia_each_province_and_regional_offices_are_places() -> None:
    maker = KeyMaker(Counter(PLACED))
    assert {staff_reading(t, maker) for t in PLACED} == {Asked("how", ("fidusia",))}
    # On the public surface they stay content.
    assert "indonesia" in maker.asked(PLACED[0]).key
    assert "kanwil" in maker.asked("fidusia by regional offices").key


@given(
    places=st.lists(
        st.sampled_from(["Indonesia", "masing-masing provinsi", "per kanwil", "Jawa Barat"]),
        max_size=3,
        unique=True,
    ),
    kind=st.sampled_from(["", "terbanyak", "selisih", "melampaui 500", "rank"]),
)
def test_a_place_never_changes_what_a_staff_question_asks(places: list[str], kind: str) -> None:
    plain = f"fidusia {kind} 2025"
    placed = " ".join(["fidusia", kind, *places, "2025"])
    maker = KeyMaker(Counter([plain, placed]))
    assert staff_reading(placed, maker) == staff_reading(plain, maker)
