"""The grouping's keys: how people type Indonesian reduces to what they ask."""

from __future__ import annotations

from collections import Counter

import pytest

from goldeneval.traffic import KeyMaker, deidentify, words


def keys(*texts: str, weight: int = 1) -> KeyMaker:
    return KeyMaker(Counter({t: weight for t in texts}))


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("Halo kak, apa saja syarat mendirikan PT? makasih", "syarat pendirian PT"),
        ("selamat pagi min, persyaratan pendirian pt gimana ya", "syarat pendirian PT"),
        ("bikin PT syaratnya apa dong", "syarat pendirian PT"),
        ("Syarat pendirian Perseroan Terbatas", "syarat pendirian PT"),
        ("brp biaya apostille??", "Berapa biaya apostille"),
        ("mohon info tarif apostille, terima kasih", "biaya apostille"),
        ("halooo kakkk biaya apostille", "biaya apostille"),
        ("NIK saya <NIK> syarat pendirian PT", "syarat pendirian PT"),
    ],
)
def test_greetings_informal_words_affixes_and_details_reduce_to_the_same_key(
    typed: str, plain: str
) -> None:
    maker = keys(typed, plain)
    assert maker.key(typed) == maker.key(plain)


def test_a_typo_meets_the_more_frequent_word_it_misspells() -> None:
    maker = KeyMaker(Counter({"syarat pendirian PT": 20, "syarat pendirain PT": 1}))
    assert maker.key("syarat pendirain PT") == maker.key("syarat pendirian PT")


def test_a_typo_of_a_function_word_is_dropped_like_the_word() -> None:
    maker = KeyMaker(Counter({"bagaimaa daftar fidusia": 1, "daftar fidusia": 1}))
    assert maker.key("bagaimaa daftar fidusia") == maker.key("daftar fidusia")


def test_a_dictionary_word_is_a_typo_only_beside_a_far_more_frequent_one() -> None:
    rare = KeyMaker(Counter({"sarat apostille": 1, "syarat apostille": 3}))
    assert rare.key("sarat apostille") != rare.key("syarat apostille")
    common = KeyMaker(Counter({"sarat apostille": 1, "syarat apostille": 40}))
    assert common.key("sarat apostille") == common.key("syarat apostille")


def test_a_golden_items_word_is_never_corrected_and_attracts_its_typos() -> None:
    maker = KeyMaker(Counter({"legalisasi apostile": 3}), trusted=["biaya apostille"])
    assert "apostille" in maker.key("legalisasi apostile")


def test_different_things_keep_different_keys() -> None:
    maker = keys("syarat pendirian PT", "syarat pendirian CV", "tidak wajib notaris")
    assert maker.key("syarat pendirian PT") != maker.key("syarat pendirian CV")
    assert "tidak" in maker.key("tidak wajib notaris")  # negation is what is asked


def test_a_question_of_greetings_only_is_keyed_by_its_words() -> None:
    maker = keys("terima kasih", "halo")
    assert maker.key("terima kasih") != maker.key("halo")
    assert maker.key("terima kasih")


def test_placeholders_and_their_labels_leave_the_words() -> None:
    text = deidentify("hubungi 081234567890 atau email a@b.co soal apostille")
    assert words(text) == ("atau", "soal", "apostille")


def test_keys_do_not_depend_on_the_order_texts_come_in() -> None:
    texts = {"syarat pendirain PT": 1, "syarat pendirian PT": 5, "biaya apostile": 2}
    forward = KeyMaker(Counter(texts))
    backward = KeyMaker(Counter(dict(reversed(list(texts.items())))))
    assert all(forward.key(t) == backward.key(t) for t in texts)
