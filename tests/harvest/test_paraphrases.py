"""Paraphrases, an item's never-typed words, acknowledgements, draft questions and guessed
domains (issue 44; docs/design.md §14.3, §14.4, §14.6)."""

from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Harvest, Item, LogLine, Question, Window
from goldeneval.traffic import ASKS_NOTHING, harvest, render_drafts
from goldeneval.traffic._tidy import clean

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = parse_golden_set(
    (ROOT / "src/goldeneval/data/golden-set.example.yaml").read_text(encoding="utf-8"),
    "golden-set.example.yaml",
).items


def harvested(texts: list[str], items: tuple[Item, ...] = ()) -> Harvest:
    qs = [Question(t, "public", LogLine("log", n)) for n, t in enumerate(texts, 1)]
    return harvest(qs, items, read=len(qs), dropped={}, window=Window(None, None))


def test_paraphrases_typed_many_ways_are_one_group() -> None:
    texts = [
        "Bagaimana cara mendaftarkan jaminan fidusia secara online?",
        "cara daftar fidusia online",
        "halo min, pendaftaran fidusia gmn ya",
        "fidusia didaftarkan lewat mana?",
        "how to register fidusia",
    ]
    assert len(harvested(texts).groups) == 1


def test_an_items_words_users_never_type_do_not_keep_it_from_its_paraphrases() -> None:
    # firma, jaminan, "di Kementerian Hukum", berkewarganegaraan, diapostille: the example
    # set's wordings that the week's users never type.
    asked = {
        "CV sekarang didaftarkan di mana?": "cv-firma-pendaftaran",
        "Bagaimana cara mendaftarkan fidusia?": "fidusia-pendaftaran",
        "Dokumen apa saja yang bisa di apostille?": "apostille-dokumen",
        "anak kewarganegaraan ganda sampai umur berapa harus memilih": (
            "kewarganegaraan-ganda-anak"
        ),
        "gmn cara tau almarhum ninggalin wasiat atau tidak": "wasiat-pencarian",
    }
    got = harvested(list(asked), EXAMPLE)
    assert {g.phrasings[0].text: g.covered_by for g in got.groups} == asked


def test_an_item_naming_alternatives_covers_each_of_them() -> None:
    got = harvested(["pendaftaran firma dimana", "CV didaftarkan di mana"], EXAMPLE)
    assert {g.covered_by for g in got.groups} == {"cv-firma-pendaftaran"}


def test_thanks_and_acknowledgements_ask_nothing() -> None:
    texts = ["terima kasih bnyk ya", "ok sip", "siap", "mantap", "oke makasih", "thanks kak"]
    got = harvested([*texts, "syarat CV apa"])
    assert got.dropped == {ASKS_NOTHING: len(texts)}
    assert got.kept == 1 and len(got.groups) == 1


def test_a_drafts_question_is_cleaned_and_one_wording_however_it_was_wrapped() -> None:
    typed = "halo kak, CV sekarang didaftarin dimana ya min dong"
    got = harvested([typed, typed, "CV sekarang didaftarkan di mana?"])
    (group,) = got.groups
    assert len(group.phrasings) == 1 and group.phrasings[0].count == 3
    drafts = yaml.safe_load(render_drafts(got, ()))
    assert drafts[0]["question"] == "CV sekarang didaftarkan di mana?"


@settings(max_examples=200)
@given(
    greeting=st.sampled_from(["", "halo kak, ", "Selamat pagi min, ", "permisi "]),
    ending=st.sampled_from(["", " ya", " dong", " ya min", " makasih kak", "?", " kak?"]),
    question=st.sampled_from(
        ["berapa biaya apostille", "syarat pendirian PT perorangan", "cara roya fidusia"]
    ),
    chat=st.booleans(),
)
def test_greetings_particles_and_chat_spellings_never_reach_the_question(
    greeting: str, ending: str, question: str, chat: bool
) -> None:
    typed = question.replace("berapa", "brp") if chat else question
    # A question mark typed or not is the same wording; the cleaned one starts upper case.
    assert clean(greeting + typed + ending).rstrip("?") == clean(question).rstrip("?")
    assert clean(question)[0].isupper()


def test_an_uncovered_groups_domain_is_a_guess_said_in_the_drafts() -> None:
    got = harvested(["biaya pendirian yayasan brp", "lupa password AHU online"], EXAMPLE)
    by_text = {g.phrasings[0].text: g for g in got.groups}
    cost = by_text["biaya pendirian yayasan brp"]
    assert (cost.covered_by, cost.domain, cost.nearest) == (
        None,
        "badan-hukum-yayasan",
        "yayasan-pendirian",
    )
    text = render_drafts(got, ())
    assert "# domain guessed from the nearest item yayasan-pendirian, similarity " in text
    assert "# domain: draft (no item shares a content word; choose one)" in text
    assert [d["domain"] for d in yaml.safe_load(text)] == ["badan-hukum-yayasan", "draft"]


def test_by_domain_counts_a_group_by_its_own_content() -> None:
    # "syarat" asks a facet: it is not what the question is about, so the citizenship
    # question never lands in the PT domain through it.
    got = harvested(
        ["syarat pewarganegaraan utk WNA apa aja", "Apa saja syarat mendirikan PT perorangan?"],
        EXAMPLE,
    )
    # It names the citizenship service: its domain is the citizenship item's, uncovered.
    assert got.coverage.by_domain == {"badan-hukum-pt": 1.0, "kewarganegaraan": 0.0}
