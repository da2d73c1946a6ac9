"""Five grouping and coverage rules of issue 44 (docs/design.md §14.3, §14.4), each checked
where it acts and through ``harvest``:

1. count-weighted average linkage (``_similar.clusters``, ``lexical_leaders``): a key weighs
   how often it was asked, so rare odd keys do not split a frequent key from its paraphrase;
2. the golden items as cannot-link anchors (``_coverage.item_anchors``, ``lexical_leaders(...,
   anchors=...)``): the questions of two items of one block stay apart, each covered by its
   own item, and an anchor weighs nothing (one item alone never changes the groups);
3. requirements asked as need + what (``_facets.needs_documents``) and the requirement words
   ``prasyarat``, ``kriteria``, ``criteria``, ``checklist``;
4. a trailing yes/no tag is not content (``_normalise._untagged``, inside ``words``);
5. a data-agent (internal) item is read as a public one; the agent's follow-ups lean on the
   question before them in their session (``_context``), a conversation's later turns on
   the turn before (``_coverage.item_keys``).
"""

from __future__ import annotations

from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Harvest, Item, LogLine, Question, Surface, Window
from goldeneval.traffic import harvest
from goldeneval.traffic._context import follow_up
from goldeneval.traffic._coverage import item_anchors, item_keys, items_asked
from goldeneval.traffic._facets import needs_documents
from goldeneval.traffic._normalise import Asked, Key, KeyMaker, words
from goldeneval.traffic._similar import Space, clusters, lexical_leaders
from goldeneval.traffic._staff import staff_reading


def harvested(
    texts: list[str], items: tuple[Item, ...] = (), surface: Surface = "public"
) -> Harvest:
    qs = [Question(t, surface, LogLine("log", n)) for n, t in enumerate(texts, 1)]
    return harvest(qs, items, read=len(qs), dropped={}, window=Window(None, None))


def public(item_id: str, question: str) -> str:
    return (
        f'- id: {item_id}\n  surface: public\n  domain: d\n  question: "{question}"\n'
        '  expected: {must_include: ["x"], must_not_include: [], rubric: ""}\n'
    )


def internal(item_id: str, question: str) -> str:
    # As the example set writes a data-agent item: grounded in what its tools returned.
    return (
        f"- id: {item_id}\n  surface: internal\n  domain: statistik-internal\n"
        f'  question: "{question}"\n'
        '  expected:\n    grounded: tools\n    rubric: "Gives the number from the data."\n'
    )


def items(*yaml: str) -> tuple[Item, ...]:
    return tuple(parse_golden_set("".join(yaml), "set.yaml").items)


def group_of(result: Harvest) -> dict[str, str]:
    """Each wording → the id of its group."""
    return {p.text: g.id for g in result.groups for p in g.phrasings}


def partition(result: Harvest) -> set[frozenset[str]]:
    """The groups as sets of wordings (what the grouping decided, whatever covers them)."""
    return {frozenset(p.text for p in g.phrasings) for g in result.groups}


# 1. Count-weighted average linkage.

MAIN = "syarat transkrip"
PARAPHRASE = "syarat transkrip terjemahan"
ONE_OFFS = ["syarat terjemahan", "syarat transkrip kulia negeri sah", "syarat penerjemah"]


def test_rare_odd_keys_do_not_split_a_frequent_key_from_its_paraphrase() -> None:
    got = group_of(harvested([MAIN] * 30 + [PARAPHRASE] * 10 + ONE_OFFS))
    assert got[MAIN] == got[PARAPHRASE]
    # The same keys each asked once: the odd ones pull the paraphrase away. It is the counts
    # that keep the 30 and the 10 together.
    once = group_of(harvested([MAIN, PARAPHRASE, *ONE_OFFS]))
    assert once[MAIN] != once[PARAPHRASE]


def test_clusters_weigh_each_key_by_its_count() -> None:
    keys: list[Key] = [
        ("transkrip",),
        ("terjemah", "transkrip"),
        ("kulia", "negeri", "sah", "transkrip"),
        ("terjemah",),
        ("juru", "terjemah"),
    ]
    counts = [30, 10, 1, 1, 1]
    space = Space(dict(zip(keys, counts, strict=True)))
    weighted = clusters(keys, space, counts=counts)
    equal = clusters(keys, space)
    assert weighted[0] == weighted[1]
    assert equal[0] != equal[1]
    assert equal == clusters(keys, space, counts=[1, 1, 1, 1, 1])


# 2. The items as cannot-link anchors.

APOSTILLE_ITEMS = items(
    public("apostille-dokumen", "Dokumen apa saja yang bisa diapostille?"),
    public("apostille-vs-legalisasi", "Apa beda apostille dengan legalisasi?"),
)
WHICH_DOCUMENTS = [
    "dokumen apa aja yg bisa diapostille",
    "dokumen apa yang bisa di apostille kak",
    "dokumen apa saja bisa apostille",
]
HOW_THEY_DIFFER = [
    "beda apostille sama legalisasi apa",
    "apa bedanya apostille dan legalisasi",
    "perbedaan apostille dengan legalisir",
]
APOSTILLE_TRAFFIC = WHICH_DOCUMENTS * 3 + HOW_THEY_DIFFER * 2


def test_two_items_of_one_block_keep_their_paraphrases_apart() -> None:
    # Without the items these questions merge (one block: "how", apostille).
    assert len(harvested(APOSTILLE_TRAFFIC).groups) == 1
    got = harvested(APOSTILLE_TRAFFIC, APOSTILLE_ITEMS)
    covered = {frozenset(p.text for p in g.phrasings): g.covered_by for g in got.groups}
    assert covered == {
        frozenset(WHICH_DOCUMENTS): "apostille-dokumen",
        frozenset(HOW_THEY_DIFFER): "apostille-vs-legalisasi",
    }


def test_one_item_alone_does_not_split_them() -> None:
    # Not the items' words but their being two: one anchor links nothing apart.
    for one in APOSTILLE_ITEMS:
        got = harvested(APOSTILLE_TRAFFIC, (one,))
        assert partition(got) == {frozenset(WHICH_DOCUMENTS + HOW_THEY_DIFFER)}


def test_item_anchors_name_each_items_key_in_its_block() -> None:
    qs = [Question(t, "public", LogLine("log", 1)) for t in APOSTILLE_TRAFFIC]
    maker = KeyMaker(Counter(APOSTILLE_TRAFFIC), [i.question for i in APOSTILLE_ITEMS])
    anchors = item_anchors(items_asked(qs, APOSTILLE_ITEMS, maker))
    assert anchors == {
        ("public", ("how", ("apostille",))): {
            ("apostille", "dokumen"): 0,
            ("apostille", "beda", "legalisasi"): 1,
        }
    }


DOCUMENTS: Key = ("apostille", "dokumen")
DIFFER: Key = ("apostille", "beda", "legalisasi")


def test_lexical_leaders_never_merge_two_anchored_clusters() -> None:
    keys = {DOCUMENTS: 9, DIFFER: 6}
    space = Space(keys)
    assert set(lexical_leaders(keys, space).values()) == {DOCUMENTS}
    apart = {DOCUMENTS: DOCUMENTS, DIFFER: DIFFER}
    assert lexical_leaders(keys, space, anchors={DOCUMENTS: 0, DIFFER: 1}) == apart
    # Anchors that are no question's key first join the nearest questions, then keep them
    # apart; anchors of one item keep nothing apart.
    near = {("apostille", "dokumen", "saja"): 0, ("apostille", "arti", "beda", "legalisasi"): 1}
    assert lexical_leaders(keys, space, anchors=near) == apart
    same_item = dict.fromkeys(near, 0)
    assert set(lexical_leaders(keys, space, anchors=same_item).values()) == {DOCUMENTS}


APOSTILLE_QUESTIONS = [
    *WHICH_DOCUMENTS,
    *HOW_THEY_DIFFER,
    "cara apostille ijazah",
    "cara apostille ijazah untuk kuliah",
    "apostille akta kelahiran anak",
    "apostille akta kelahiran di mana",
    "bagaimana apostille buku nikah",
    "apostille dokumen online",
    "apostille berlaku di negara mana",
]
ONE_ITEM = [
    "Dokumen apa saja yang bisa diapostille?",
    "Apa beda apostille dengan legalisasi?",
    "Bagaimana cara apostille ijazah?",
    "Bagaimana apostille akta kelahiran?",
    "Apakah apostille berlaku di Jepang?",
    "Bagaimana apostille sertifikat kursus menyelam?",
]


@settings(max_examples=40, deadline=None)
@given(
    asked=st.lists(
        st.tuples(st.sampled_from(APOSTILLE_QUESTIONS), st.integers(1, 6)),
        min_size=2,
        max_size=8,
        unique_by=lambda t: t[0],
    ),
    question=st.sampled_from(ONE_ITEM),
)
# An item matching no question, and one matching a question: weighing as one question,
# either would change the groups of these lists.
@example([("apostille akta kelahiran anak", 5), ("cara apostille ijazah", 1)], ONE_ITEM[4])
@example(
    [("dokumen apa saja bisa apostille", 1), ("cara apostille ijazah untuk kuliah", 3)], ONE_ITEM[2]
)
def test_an_anchor_weighs_nothing(asked: list[tuple[str, int]], question: str) -> None:
    # One item of the questions' block: it constrains nothing, and its key, matching a
    # question or none, pulls no question its way.
    texts = [t for t, n in asked for _ in range(n)]
    alone = harvested(texts, items(public("the-item", question)))
    assert partition(alone) == partition(harvested(texts))


# 3. Requirements asked as need + what.


def facet_of(text: str, *others: str) -> str:
    return KeyMaker(Counter([text, *others])).asked(text).facet


def test_a_word_of_need_followed_by_what_asks_requirements() -> None:
    # Through the informal table's phrases ("butuh apa", "perlu apa") and through the rule
    # (the active forms no phrase names).
    for text in (
        "butuh apa saja buat mendirikan PT perorangan",
        "perlu apa aja untuk daftar CV",
        "membutuhkan apa saja untuk mendirikan PT perorangan",
        "memerlukan apa aja untuk daftar CV",
    ):
        assert facet_of(text) == "requirements", text
    assert needs_documents(("membutuhkan", "apa", "saja", "untuk", "pt"))
    assert needs_documents(("butuh", "apa", "saja"))


def test_a_word_of_need_asking_whether_stays_how() -> None:
    for text in (
        "apa perlu akta notaris untuk PT biasa",
        "apakah membutuhkan akta notaris untuk PT biasa",
        "PT biasa memerlukan akta notaris apa tidak",
    ):
        assert facet_of(text) == "how", text
    assert not needs_documents(("apa", "perlu", "akta", "notaris"))
    assert not needs_documents(("apa", "membutuhkan", "akta"))


def test_the_new_requirement_words_ask_requirements() -> None:
    for word, service in (
        ("prasyarat", "pendirian yayasan"),
        ("kriteria", "PT perorangan"),
        ("criteria", "apostille"),
        ("checklist", "pendirian CV"),
    ):
        text = f"{word} {service}"
        maker = KeyMaker(Counter([text, service]))
        assert maker.asked(text).facet == "requirements", text
        assert maker.asked(service).facet == "how"
        # The asking word is no content: only the facet tells the two apart.
        assert maker.asked(text).key == maker.asked(service).key


# 4. A trailing yes/no tag is not content.


def test_a_trailing_tag_is_dropped() -> None:
    for tagged, plain in (
        ("ada biayanya gak", "ada biayanya"),
        ("ijazah bisa diapostille ga min", "ijazah bisa diapostille"),
        ("biaya apostille ijazah atau tidak?", "biaya apostille ijazah"),
        ("ijazah bisa diapostille nggak sih kak", "ijazah bisa diapostille"),
    ):
        maker = KeyMaker(Counter([tagged, plain]))
        assert maker.asked(tagged) == maker.asked(plain), tagged
        assert "tidak" not in words(tagged) and "atau" not in words(tagged), tagged


def test_a_negation_is_content() -> None:
    assert words("tidak bisa login AHU")[0] == "tidak"
    maker = KeyMaker(Counter(["tidak bisa login AHU", "bisa login AHU", "ga bisa login ahu"]))
    assert "tidak" in maker.asked("tidak bisa login AHU").key
    assert maker.asked("ga bisa login ahu") == maker.asked("tidak bisa login AHU")
    assert maker.asked("tidak bisa login AHU") != maker.asked("bisa login AHU")
    # A tag after a negation drops the tag only.
    tagged = "kenapa tidak bisa login AHU gak"
    assert words(tagged).count("tidak") == 1
    maker = KeyMaker(Counter([tagged, "kenapa tidak bisa login AHU"]))
    assert "tidak" in maker.asked(tagged).key


PLAIN = [
    "ada biayanya",
    "ijazah bisa diapostille",
    "biaya apostille ijazah",
    "syarat pendirian PT perorangan",
    "bisa daftar fidusia online",
    "wasiat orang tua bisa dicek",
    "akta kelahiran anak perlu apostille",
    "kenapa tidak bisa login AHU",
    "PT perorangan boleh punya dua pemilik",
]
TAGS = [" gak", " ga sih", " atau tidak?", " gak min", " nggak kak", " tidak ya"]


@settings(max_examples=80, deadline=None)
@given(
    plain=st.sampled_from(PLAIN), tag=st.sampled_from(TAGS), others=st.sets(st.sampled_from(PLAIN))
)
def test_appending_a_tag_never_changes_the_content_key(
    plain: str, tag: str, others: set[str]
) -> None:
    tagged = plain + tag
    maker = KeyMaker(Counter([plain, tagged, *others]))
    assert maker.asked(tagged).key == maker.asked(plain).key


# 5. A data-agent item is read as a public one; the agent's follow-ups lean on the question
#    before them in the session, and a conversation's later turns on the turn before.

BALI = "Berapa PT perorangan yang didaftarkan di Bali pada tahun 2025?"
MONTHLY = "berapa PT perorangan didaftarkan bulan lalu per provinsi"


def test_an_internal_item_leaves_its_untyped_stems_and_its_place_and_period() -> None:
    texts = ["jumlah PT perorangan tiap bulan tahun 2025"]
    maker = KeyMaker(Counter(texts), [BALI])
    typed = {s for t in texts for s in maker.asked(t).key}
    full = maker.asked(BALI).key
    assert set(full) - typed and 3 * len(set(full) - typed) <= len(full)
    (kept,) = item_keys(items(public("pt-bali", BALI))[0], maker, typed)
    (inside,) = item_keys(items(internal("pt-bali", BALI))[0], maker, typed)
    assert kept.key == tuple(s for s in full if s in typed)
    # The data agent's item is read as staff ask: the province and the year it filters by
    # are parameters, not what it asks (design §14.4).
    staff = staff_reading(BALI, maker)
    assert {"bal", "2025"} & set(kept.key) and not {"bal", "2025"} & set(inside.key)
    assert inside == Asked(staff.facet, tuple(s for s in staff.key if s in typed))


def session(texts: list[str], surface: Surface, name: str | None = "s-1") -> list[Question]:
    return [Question(t, surface, LogLine("log", n), session=name) for n, t in enumerate(texts, 1)]


def test_a_data_agent_follow_up_asks_the_question_before_it() -> None:
    monthly = items(
        internal("pt-bulanan", "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?")
    )
    asked = session([MONTHLY, "kalau bulan sebelumnya?"] * 3, "internal")
    result = harvest(asked, monthly, read=6, dropped={}, window=Window(None, None))
    covered = {p.text: g.covered_by for g in result.groups for p in g.phrasings}
    assert covered["kalau bulan sebelumnya?"] == "pt-bulanan"
    # Alone (no session) it asks nothing anyone could answer: no item covers it.
    alone = session([MONTHLY, "kalau bulan sebelumnya?"] * 3, "internal", name=None)
    result = harvest(alone, monthly, read=6, dropped={}, window=Window(None, None))
    covered = {p.text: g.covered_by for g in result.groups for p in g.phrasings}
    assert covered["kalau bulan sebelumnya?"] is None


def test_a_question_naming_its_service_or_saying_more_is_read_alone() -> None:
    maker = KeyMaker(
        Counter([MONTHLY, "berapa yayasan bulan lalu", "cara reset password akun ahu"])
    )
    before = maker.asked(MONTHLY)
    for text in ("berapa yayasan bulan lalu", "cara reset password akun ahu"):
        assert follow_up(maker.asked(text), before) == maker.asked(text), text
    assert set(before.key) <= set(follow_up(maker.asked("kalau 2024?"), before).key)


def test_a_conversations_later_turn_is_read_after_the_turn_before() -> None:
    conversation = parse_golden_set(
        "- id: bali-lanjutan\n  surface: internal\n  domain: statistik\n  conversation:\n"
        f'    - question: "{BALI}"\n'
        "      expected: {grounded: tools, rubric: 'Gives the number.'}\n"
        '    - question: "Dan pada tahun sebelumnya?"\n'
        "      expected: {grounded: tools, rubric: 'Gives the number.'}\n",
        "set.yaml",
    ).items[0]
    maker = KeyMaker(Counter([BALI, "Dan pada tahun sebelumnya?"]))
    typed = {s for s in maker.asked(BALI).key} | {"belum"}
    # On the data agent's surface the period is a parameter: the later turn asks the first
    # turn's figure, so the conversation asks one thing.
    (only,) = item_keys(conversation, maker, typed)
    assert only == item_keys(items(internal("bali", BALI))[0], maker, typed)[0]
    # On the public surface the later turn adds its own words to the first turn's.
    public_turns = parse_golden_set(
        "- id: apostille-lanjutan\n  surface: public\n  domain: apostille\n  conversation:\n"
        '    - question: "Apa itu apostille?"\n'
        "      expected: {must_include: [x]}\n"
        '    - question: "Berapa biayanya untuk satu dokumen?"\n'
        "      expected: {must_include: [x]}\n",
        "set.yaml",
    ).items[0]
    texts = ["Apa itu apostille?", "Berapa biayanya untuk satu dokumen?"]
    maker = KeyMaker(Counter(texts))
    first, later = item_keys(public_turns, maker, {"apostille", "dokumen"})
    assert set(first.key) < set(later.key) and later.facet == "cost"
