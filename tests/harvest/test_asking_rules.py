"""How a question's asking words are read (docs/design.md §14.3, §14.4), issue 44's last rules:

1. what must be fulfilled or prepared asks requirements, and those words are no content;
   a trailing clause of asking words alone keeps the clause before it as what is asked;
2. who may do it asks requirements ("siapa saja yang boleh ...");
3. "apa itu X" / "X itu apa" asks what X is (the ``what`` facet), unless it asks a difference;
4. the AHU account and its vouchers are services of their own;
5. a particle on a word the stemmer does not know comes off ("apostillenya");
6. the phrase table replaces whole words only ("butuh apartemen" asks no requirement);
7. an item of one stem ("Apa itu apostille?") covers only questions saying nothing more;
8. the clustering leaves its inputs alone, and an item whose key is also a rare question's
   still keeps two items' questions apart.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Harvest, Item, LogLine, Question, Window
from goldeneval.traffic import harvest
from goldeneval.traffic._normalise import Asked, KeyMaker, question_part, words
from goldeneval.traffic._services import services
from goldeneval.traffic._similar import COVERS, Space, clusters


def asked(text: str, *others: str) -> Asked:
    return KeyMaker(Counter([text, *others])).asked(text)


def harvested(texts: list[str], items: tuple[Item, ...] = ()) -> Harvest:
    qs = [Question(t, "public", LogLine("log", n)) for n, t in enumerate(texts, 1)]
    return harvest(qs, items, read=len(qs), dropped={}, window=Window(None, None))


def item(item_id: str, question: str) -> Item:
    text = (
        f'- id: {item_id}\n  surface: public\n  domain: d\n  question: "{question}"\n'
        '  expected: {must_include: ["x"], must_not_include: [], rubric: ""}\n'
    )
    return parse_golden_set(text, "set.yaml").items[0]


def covered_by(result: Harvest) -> dict[str, str | None]:
    return {p.text: g.covered_by for g in result.groups for p in g.phrasings}


def test_what_must_be_fulfilled_or_prepared_asks_requirements_and_is_no_content() -> None:
    for text in (
        "kalau mau punya PT perorangan, apa saja yang harus saya penuhi?",
        "apa yang perlu saya siapkan untuk PT perorangan",
        "dokumen yang harus dipersiapkan untuk PT perorangan",
        "kalau mau jadi PT perorangan harus memenuhi apa saja",
    ):
        found = asked(text)
        assert found.facet == "requirements", text
        assert found.key == ("orang", "pt"), text


def test_a_trailing_clause_of_asking_words_keeps_the_clause_before_it() -> None:
    text = (
        "saya ibu rumah tangga jualan kue online. kalau mau punya pt perorangan, "
        "apa saja yang harus saya penuhi?"
    )
    assert "kue" not in question_part(text) and "pt perorangan" in question_part(text)
    assert asked(text) == asked("syarat pt perorangan")


def test_who_may_do_it_asks_requirements() -> None:
    assert asked("siapa saja yang boleh mendirikan PT perorangan?").facet == "requirements"
    # "siapa" alone asks who, not who may: the default facet.
    assert asked("siapa yang menandatangani akta PT?").facet == "how"


@given(
    service=st.sampled_from(["apostille", "fidusia", "yayasan", "PT perorangan"]),
    form=st.sampled_from(["apa itu {s}", "{s} itu apa", "{s} itu apa sih kak", "pengertian {s}"]),
)
def test_what_it_is_is_its_own_facet(service: str, form: str) -> None:
    assert asked(form.format(s=service)).facet == "what"
    assert asked(f"apa itu {service}, bedanya dengan legalisasi?").facet == "how"
    assert asked(f"biaya {service} itu apa saja").facet == "cost"


def test_the_account_and_vouchers_are_services_of_their_own() -> None:
    assert services(asked("lupa password AHU online").key) == ("akun",)
    assert services(asked("cara bayar voucher ahu").key) == ("voucher",)
    # "Ganda" alone is dual citizenship: "anak ganda sudah 18 tahun, bagaimana?"
    assert services(asked("anak ganda sudah 18 tahun bagaimana").key) == ("kewarganegaraan",)
    result = harvested(["lupa password AHU online", "lupa daftar PT perorangan online"] * 3)
    assert len(result.groups) == 2


def test_a_particle_comes_off_a_word_the_stemmer_does_not_know() -> None:
    texts = ["biaya apostille berapa", "apostillenya dikenakan biaya berapa"]
    maker = KeyMaker(Counter(texts))
    assert maker.asked(texts[1]) == maker.asked(texts[0])


def test_the_phrase_table_replaces_whole_words_only() -> None:
    assert words("butuh apa saja") == ("syarat", "saja")
    assert words("butuh apartemen murah") == ("butuh", "apartemen", "murah")


def test_an_item_of_one_stem_covers_only_questions_saying_nothing_more() -> None:
    asked_keys = Counter({("apostille",): 40, ("apostille", "ijazah"): 10, ("biaya", "pt"): 50})
    space = Space(asked_keys)
    alone, more = ("apostille",), ("apostille", "ijazah")
    assert space.covering([alone], [alone])[0, 0] >= COVERS
    assert space.covering([more], [alone])[0, 0] < COVERS
    # An item of several stems still covers a question that says them and more.
    assert space.covering([("apostille", "ijazah", "kuliah")], [more])[0, 0] >= COVERS


def test_the_clustering_leaves_its_inputs_alone() -> None:
    keys = [("orang", "pt"), ("daftar", "orang", "pt"), ("biaya",)]
    space = Space(Counter({k: 1 for k in keys}))
    counts = np.array([5.0, 3.0, 1.0])
    anchors = np.array([0, -1, 1])
    clusters(keys, space, 0.3, counts, anchors)
    assert counts.tolist() == [5.0, 3.0, 1.0] and anchors.tolist() == [0, -1, 1]
