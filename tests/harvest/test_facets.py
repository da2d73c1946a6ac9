"""The facet table (docs/design.md §14.3): questions about one service that ask different
things are never one group and never covered by each other's item."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Harvest, Item, LogLine, Question, Window
from goldeneval.traffic import harvest
from goldeneval.traffic._facets import FACET_WORDS, HOW, facet

SERVICES = (
    "PT perorangan",
    "pendirian yayasan",
    "pendaftaran CV",
    "apostille ijazah",
    "jaminan fidusia",
    "perkumpulan berbadan hukum",
    "surat keterangan wasiat",
)
GREETINGS = ("", "halo kak, ", "permisi min ")
ENDINGS = ("", " ya", " dong kak", "?")
# Typed as users type them: each word asks its facet alone (no "berapa": it asks no facet).
ASKING = {f: tuple(w for w in words if len(w) > 2) for f, words in FACET_WORDS.items()}


def asked(surface_text: str) -> Question:
    return Question(surface_text, "public", LogLine("log", 1))


def harvested(texts: list[str], items: tuple[Item, ...] = ()) -> Harvest:
    qs = [Question(t, "public", LogLine("log", n)) for n, t in enumerate(texts, 1)]
    return harvest(qs, items, read=len(qs), dropped={}, window=Window(None, None))


def item(question: str) -> Item:
    text = (
        f'- id: the-item\n  surface: public\n  domain: d\n  question: "{question}"\n'
        '  expected: {must_include: ["x"], must_not_include: [], rubric: ""}\n'
    )
    return parse_golden_set(text, "set.yaml").items[0]


facets = st.sampled_from(sorted(ASKING))


@settings(max_examples=120, deadline=None)
@given(
    service=st.sampled_from(SERVICES),
    pair=st.lists(facets, min_size=2, max_size=2, unique=True),
    data=st.data(),
)
def test_two_questions_differing_only_by_their_facet_never_group_nor_cover(
    service: str, pair: list[str], data: st.DataObject
) -> None:
    one, two = (data.draw(st.sampled_from(ASKING[f])) for f in pair)
    greeting = data.draw(st.sampled_from(GREETINGS))
    ending = data.draw(st.sampled_from(ENDINGS))
    first = f"{greeting}{one} {service}{ending}"
    second = f"{two} {service}"
    got = harvested([first, first, second])
    assert len(got.groups) == 2, [g.phrasings for g in got.groups]
    # The first wording as an item covers its own group, never the other facet's.
    covered = harvested([first, second], (item(f"{one} {service}"),))
    by_text = {g.phrasings[0].text: g.covered_by for g in covered.groups}
    assert by_text == {first: "the-item", second: None}, by_text


@settings(max_examples=60, deadline=None)
@given(service=st.sampled_from(SERVICES), word=st.sampled_from(ASKING["cost"]), data=st.data())
def test_the_same_facet_said_with_synonyms_is_one_group(
    service: str, word: str, data: st.DataObject
) -> None:
    other = data.draw(st.sampled_from(ASKING["cost"]))
    got = harvested([f"{word} {service}", f"halo kak, {other} {service} brp ya"])
    assert len(got.groups) == 1, [g.phrasings for g in got.groups]


def test_the_issue_s_cost_questions_are_not_the_requirements_item() -> None:
    golden = parse_golden_set(
        (
            "- id: pt-perorangan-syarat\n  surface: public\n  domain: badan-hukum-pt\n"
            '  question: "Apa saja syarat untuk mendirikan PT perorangan?"\n'
            '  expected: {must_include: ["WNI"], must_not_include: [], rubric: ""}\n'
            "- id: yayasan-pendirian\n  surface: public\n  domain: badan-hukum-yayasan\n"
            '  question: "Bagaimana cara mendirikan yayasan?"\n'
            '  expected: {must_include: ["akta"], must_not_include: [], rubric: ""}\n'
        ),
        "set.yaml",
    ).items
    texts = [
        "brapa biaya pt perorangan",
        "halo kak, brp biaya bikin PT perorangan?",
        "syrat pendirian PT perorangan",
        "biaya pendirian yayasan brp",
    ]
    got = harvested(texts, golden)
    by_text = {p.text: g for g in got.groups for p in g.phrasings}
    cost = by_text["brapa biaya pt perorangan"]
    assert by_text["halo kak, brp biaya bikin PT perorangan?"] is cost
    assert cost.covered_by is None and cost is not by_text["syrat pendirian PT perorangan"]
    assert by_text["biaya pendirian yayasan brp"].covered_by is None


def test_the_facet_of_a_question_is_its_first_asking_word_by_priority() -> None:
    assert facet([]) == HOW
    assert facet(["requirements", "change"]) == "change"  # "syarat perubahan …"
    assert facet(["cost", "duration"]) == "cost"
