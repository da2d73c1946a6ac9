"""Grouping and coverage rules (docs/design.md §14.3, §14.4), on the pure core."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Harvest, LogLine, Question, QuestionGroup, Surface, Window
from goldeneval.traffic import harvest
from tests.harvest.conftest import SET_YAML

ITEMS = parse_golden_set(SET_YAML, "set.yaml").items
TEXTS = [
    ("Halo kak, apa saja syarat mendirikan PT?", "public"),
    ("syarat pendirian PT apa aja ya min", "public"),
    ("syarat pendirain PT", "public"),
    ("brp biaya apostille", "public"),
    ("Berapa biaya apostille? makasih", "public"),
    ("cara daftar fidusia online", "public"),
    ("berapa jumlah pendaftaran fidusia bulan ini", "internal"),
    ("syarat pendirian PT", "internal"),
    ("berapa biaya yayasan", "public"),
    ("Bagaimana cara cek wasiat orang tua", "public"),
]


def questions(texts: Sequence[tuple[str, str]], times: int = 3) -> list[Question]:
    out = []
    for n, (text, surface) in enumerate(list(texts) * times):
        s: Surface = "internal" if surface == "internal" else "public"
        out.append(Question(text, s, LogLine("log.jsonl", n + 1)))
    return out


def harvested(
    qs: Sequence[Question], vectors: Mapping[str, Sequence[float]] | None = None
) -> Harvest:
    return harvest(
        qs, ITEMS, read=len(qs), dropped={}, window=Window(None, None), embeddings=vectors
    )


def test_every_question_is_in_exactly_one_group_of_its_own_surface() -> None:
    qs = questions(TEXTS)
    result = harvested(qs)
    seen: list[int] = []
    for group in result.groups:
        lines = group.log_lines["log.jsonl"]
        seen.extend(lines)
        assert {qs[n - 1].surface for n in lines} == {group.surface}
        assert group.count == len(lines) == sum(p.count for p in group.phrasings)
    assert sorted(seen) == list(range(1, len(qs) + 1))
    assert result.kept == len(qs)


def test_groups_are_listed_most_asked_first_ties_by_id() -> None:
    result = harvested(questions(TEXTS))
    order = [(-g.count, g.id) for g in result.groups]
    assert order == sorted(order)
    assert result.groups[0].count == 9  # three wordings of "syarat pendirian PT", public


def test_shuffled_input_gives_the_same_groups_and_ids() -> None:
    qs = questions(TEXTS)
    shuffled = list(qs)
    random.Random(3).shuffle(shuffled)
    assert harvested(qs).to_dict() == harvested(shuffled).to_dict()


def groups_by_text(result: Harvest) -> dict[str, QuestionGroup]:
    """Each group under every one of its wordings."""
    return {p.text: g for g in result.groups for p in g.phrasings}


def test_a_group_is_covered_only_by_an_item_of_its_surface() -> None:
    by_text = groups_by_text(harvested(questions(TEXTS)))
    assert by_text["syarat pendirian PT apa aja ya min"].covered_by == "pt-syarat"
    internal_pt = by_text["syarat pendirian PT"]
    assert internal_pt.surface == "internal" and internal_pt.covered_by is None
    assert internal_pt.domain == "badan-hukum-pt"  # the nearest item's, of any surface
    assert by_text["berapa jumlah pendaftaran fidusia bulan ini"].covered_by == "fidusia-jumlah"


def test_a_conversation_covers_what_each_of_its_turns_asks() -> None:
    by_text = groups_by_text(harvested(questions(TEXTS)))
    assert by_text["Bagaimana cara cek wasiat orang tua"].covered_by == "wasiat-percakapan"
    # Its second turn names its own service and asks its cost: the set checks that answer.
    assert by_text["berapa biaya yayasan"].covered_by == "wasiat-percakapan"


def test_a_later_turn_naming_no_service_asks_about_the_earlier_turns_service() -> None:
    conversation = parse_golden_set(
        "- id: apostille-lanjutan\n  surface: public\n  domain: apostille\n  conversation:\n"
        '    - question: "Apa itu apostille?"\n'
        "      expected: {must_include: [apostille], must_not_include: [], rubric: ''}\n"
        '    - question: "Berapa biayanya untuk satu dokumen?"\n'
        "      expected: {must_include: [Rp], must_not_include: [], rubric: ''}\n",
        "set.yaml",
    ).items
    texts = [
        ("biaya apostille per dokumen berapa", "public"),
        ("brp biaya apostille 1 dokumen", "public"),
        ("biaya legalisir dokumen berapa", "public"),
    ]
    qs = questions(texts)
    result = harvest(qs, conversation, read=len(qs), dropped={}, window=Window(None, None))
    by_text = groups_by_text(result)
    assert by_text["biaya apostille per dokumen berapa"].covered_by == "apostille-lanjutan"
    # The cost of another service is not the apostille's, however many words it shares.
    assert by_text["biaya legalisir dokumen berapa"].covered_by is None


def test_an_uncovered_group_without_any_near_item_has_no_domain() -> None:
    result = harvested(questions([("jam buka kantor imigrasi", "public")]))
    assert result.groups[0].covered_by is None and result.groups[0].domain is None


def test_coverage_shares_overall_by_surface_and_by_domain() -> None:
    result = harvested(questions(TEXTS, times=1))
    c = result.coverage
    covered = sum(g.count for g in result.groups if g.covered_by)
    assert c.share == covered / 10
    assert c.by_surface["internal"] == 0.5  # the fidusia count yes, PT no
    assert c.by_domain["badan-hukum-pt"] == 3 / 4
    assert harvested([]).coverage.share is None


def test_with_vectors_the_vectors_decide() -> None:
    texts = [
        ("syarat pendirian PT", "public"),
        ("dokumen apa yang dibutuhkan perseroan", "public"),
        ("biaya apostille", "public"),
    ]
    qs = questions(texts)
    lexical = harvested(qs)
    # Lexically both ask the requirements of a PT (one block, similar enough): one group.
    assert len(lexical.groups) == 2
    same = (1.0, 0.0, 0.0)
    vectors = {
        "syarat pendirian PT": same,
        "dokumen apa yang dibutuhkan perseroan": (0.99, 0.1, 0.0),
        "biaya apostille": (0.0, 1.0, 0.0),
    }
    for item in ITEMS:
        vectors[item.question] = (0.0, 0.0, 1.0)
    vectors["Apa saja syarat mendirikan PT?"] = (0.98, 0.0, 0.2)
    grouped = harvested(qs, vectors)
    assert [g.count for g in grouped.groups] == [6, 3]
    assert grouped.groups[0].covered_by == "pt-syarat"
    assert grouped.groups[1].covered_by is None  # lexically it was apostille-biaya's


def test_a_tie_of_phrasings_goes_to_the_one_without_placeholders() -> None:
    questions = [
        Question("biaya apostille berapa", "public", LogLine("log", 1)),
        Question("berapa biaya apostille, wa <TELEPON>", "public", LogLine("log", 2)),
    ]
    (group,) = harvest(questions, [], read=2, dropped={}, window=Window(None, None)).groups
    assert [p.text for p in group.phrasings] == [
        "biaya apostille berapa",
        "berapa biaya apostille, wa <TELEPON>",
    ]


def test_a_tie_of_phrasings_goes_to_the_one_without_greetings_or_chat_spellings() -> None:
    questions = [
        Question("Halo kak, berapa lama proses apostille?", "public", LogLine("log", 1)),
        Question("berapa lama proses apostille", "public", LogLine("log", 2)),
        Question("brp lama proses apostille", "public", LogLine("log", 3)),
    ]
    (group,) = harvest(questions, [], read=3, dropped={}, window=Window(None, None)).groups
    assert group.phrasings[0].text == "berapa lama proses apostille"


def test_an_uncovered_groups_domain_is_its_own_surfaces_nearest_item() -> None:
    golden = parse_golden_set(SET_YAML, "set.yaml")
    # "biaya" asks a facet, it is not content: no public item shares a content word, so the
    # internal item (jumlah, daftar, fidusia) names the domain, as the group's own words say.
    mixed = Question("jumlah pendaftaran fidusia dan biayanya", "public", LogLine("log", 1))
    # No public item shares a word: the internal item's domain is the nearest there is.
    alone = Question("jumlah pendaftaran fidusia kemarin", "public", LogLine("log", 2))
    got = harvest([mixed, alone], golden.items, read=2, dropped={}, window=Window(None, None))
    domains = {g.phrasings[0].text: (g.domain, g.covered_by) for g in got.groups}
    assert domains["jumlah pendaftaran fidusia dan biayanya"] == ("fidusia", None)
    assert domains["jumlah pendaftaran fidusia kemarin"] == ("fidusia", None)
