"""Normalised matching (docs/design.md §4.3, normative).

Each case below is ordinary text an LLM or a word processor produces; before
the normalisation every one of them was reported missing (or, for the
forbidden cases, slipped through).
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._matching import _fold_once, contains, fold
from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.model import Expected
from goldeneval.model._errors import GoldenSetError
from goldeneval.verdict._scoring import fact_gate
from tests.anytext import any_text

PROPS = settings(max_examples=200, deadline=None)


@pytest.mark.parametrize(
    ("answer", "phrase"),
    [
        pytest.param("PT perorangan didirikan oleh satu\u00a0orang.", "satu orang", id="nbsp"),
        pytest.param("minimal 17\u202ftahun", "17 tahun", id="narrow-nbsp"),
        pytest.param("didirikan oleh satu\norang saja", "satu orang", id="line-break"),
        pytest.param("didirikan oleh satu\r\n  orang saja", "satu orang", id="crlf-indent"),
        pytest.param("didirikan oleh satu  orang", "satu orang", id="double-space"),
        pytest.param("minimal 17\ttahun", "17 tahun", id="tab"),
        pytest.param("surat keterangan\u200b wasiat", "surat keterangan wasiat", id="zwsp"),
        pytest.param("akta nota\u200bris", "akta notaris", id="zwsp-in-word"),
        pytest.param("akta nota\u00adris", "akta notaris", id="soft-hyphen"),
        pytest.param("akta\u2060notaris", "aktanotaris", id="word-joiner"),
        pytest.param("\ufeffWNI", "WNI", id="bom"),
        pytest.param("per\u200c\u200dorangan", "perorangan", id="zwnj-zwj"),
        pytest.param("pada hari Jum\u2019at", "Jum'at", id="curly-apostrophe"),
        pytest.param("pada hari Jum'at", "Jum\u2019at", id="curly-apostrophe-in-phrase"),
        pytest.param("pada hari Jum\u02bcat", "Jum'at", id="modifier-apostrophe"),
        pytest.param("disebut \u201cakta\u201d", '"akta"', id="curly-quotes"),
        pytest.param("disebut \u201eakta\u201c", '"akta"', id="low-quotes"),
        pytest.param("PT\u2011perorangan", "PT-perorangan", id="non-breaking-hyphen"),
        pytest.param("pasal 1\u20132", "pasal 1-2", id="en-dash"),
        pytest.param("biaya \u2014 gratis", "biaya - gratis", id="em-dash"),
        pytest.param("suhu \u22125", "-5", id="minus-sign"),
        pytest.param("pendiri harus \uff37\uff2e\uff29", "WNI", id="full-width-answer"),
        pytest.param("pendiri harus WNI", "\uff37\uff2e\uff29", id="full-width-phrase"),
        pytest.param("umur \uff11\uff17 tahun", "17 tahun", id="full-width-digits"),
        pytest.param("Notaris di Cafe\u0301 Jakarta", "caf\u00e9", id="decomposed-answer"),
        pytest.param("Notaris di Caf\u00e9 Jakarta", "cafe\u0301", id="decomposed-phrase"),
        pytest.param("\u0130STANBUL", "istanbul", id="turkish-dotted-capital"),
        pytest.param("kap\u0131da", "kapida", id="turkish-dotless-small"),
        pytest.param("KAPIDA", "kap\u0131da", id="turkish-dotless-phrase"),
        pytest.param("i\u0307stanbul", "\u0130stanbul", id="lowered-dotted-capital"),
        pytest.param("Straße", "STRASSE", id="sharp-s"),
    ],
)
def test_a_required_phrase_written_differently_is_found(answer: str, phrase: str) -> None:
    gate = fact_gate(answer, Expected(must_include=(phrase,)))
    assert gate.missing == ()
    assert contains(answer, phrase)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param("Syaratnya minimal\u00a0dua\u00a0orang pendiri.", id="nbsp"),
        pytest.param(
            "Syaratnya \uff4d\uff49\uff4e\uff49\uff4d\uff41\uff4c dua orang pendiri.", id="fw"
        ),
        pytest.param("Syaratnya minimal dua\norang pendiri.", id="line-break"),
        pytest.param("Syaratnya minimal du\u00ada orang pendiri.", id="soft-hyphen"),
        pytest.param("Syaratnya MINIMAL DUA ORANG PENDIRI.", id="upper"),
    ],
)
def test_a_forbidden_phrase_written_differently_is_caught(answer: str) -> None:
    gate = fact_gate(answer, Expected(must_not_include=("minimal dua orang pendiri",)))
    assert gate.forbidden == ("minimal dua orang pendiri",)


def test_the_report_names_the_phrase_as_written() -> None:
    phrase = "Jum\u2019at\u00a0pagi"
    gate = fact_gate("Kantor tutup.", Expected(must_include=(phrase,)))
    assert gate.missing == (phrase,)
    assert gate.reason == f'missing "{phrase}"'


def test_still_a_substring_test_without_stemming_or_word_boundaries() -> None:
    assert contains("Sang KAPTEN menjawab", "pt")
    assert not contains("Dokumen didaftarkan.", "pendaftaran")
    # Letters stay letters: an accent is not dropped, a hyphen is not a space.
    assert not contains("cafe", "café")
    assert not contains("pt perorangan", "pt-perorangan")


def test_fold_spells_out_the_normalisation() -> None:
    assert fold("Jum\u2019at,\u00a0\u00a0\u201cPT\u201d\u2013\uff37\u200bNI\n\u0130\u0131") == (
        'jum\'at, "pt"-wni ii'
    )


def test_the_loader_compares_phrases_after_the_same_normalisation() -> None:
    # A phrase required and forbidden that differ only by a non-breaking space
    # and full-width letters is the same phrase for matching: no answer could
    # pass the item, so the loader refuses it (exit 2), as for identical text.
    text = (
        "- id: a\n  surface: public\n  domain: d\n  question: q?\n  expected:\n"
        '    must_include: ["satu\u00a0orang"]\n'
        '    must_not_include: ["\uff53\uff41\uff54\uff55 orang"]\n'
    )
    with pytest.raises(GoldenSetError) as exc:
        parse_golden_set(text, "set.yaml")
    assert "is also forbidden" in str(exc.value)


# ------------------------------------------------------------------ properties

# Text with the characters the normalisation is about: every kind of space,
# invisible, quote, dash, Turkish I, full-width letter and combining mark.
_SPECIAL = (
    " \u00a0\u202f\u2007\t\n\r\u200b\u200c\u200d\u2060\ufeff\u00ad"
    "'\u2018\u2019\u201c\u201d\u201e\u2032-\u2010\u2011\u2013\u2014\u2212"
    "İıIiSsßẞΣσς\u0301\u0307\u0308\uff21\uff41\uff11ﬁ"
)
noisy_text = st.text(
    st.one_of(st.sampled_from(_SPECIAL), st.characters(codec="utf-8")), max_size=30
)


@PROPS
@given(noisy_text)
def test_fold_is_idempotent(text: str) -> None:
    assert fold(fold(text)) == fold(text)


@PROPS
@given(prefix=noisy_text, phrase=noisy_text, suffix=noisy_text)
def test_a_phrase_always_matches_itself_embedded_in_any_text(
    prefix: str, phrase: str, suffix: str
) -> None:
    # Separated by spaces: without them a combining mark or a Hangul jamo at
    # the edge would join the neighbouring letter, which is a different letter.
    answer = f"{prefix} {phrase} {suffix}"
    assert contains(answer, phrase)
    assert fact_gate(answer, Expected(must_include=(phrase,))).missing == ()
    assert fact_gate(answer, Expected(must_not_include=(phrase,))).forbidden == (phrase,)


@PROPS
@given(answer=noisy_text, phrase=noisy_text)
def test_matching_is_the_same_on_raw_and_normalised_text(answer: str, phrase: str) -> None:
    expected = contains(answer, phrase)
    assert contains(fold(answer), phrase) == expected
    assert contains(answer, fold(phrase)) == expected
    assert contains(unicodedata.normalize("NFD", answer), phrase) == expected


_WORDS = st.lists(st.sampled_from(["akta", "notaris", "Jum'at", "PT-perorangan", "17", "WNI"]))
_SPACE_FORMS = st.sampled_from([" ", "\u00a0", "\n", "  ", "\t", " \u200b", "\r\n "])


@st.composite
def _disguised(draw: st.DrawFn, words: list[str]) -> str:
    """``words`` joined by any kind of space, each word in a typographic disguise."""
    out: list[str] = []
    for word in words:
        word = word.replace("'", draw(st.sampled_from(["'", "\u2019", "\u2018", "\u02bc"])))
        word = word.replace("-", draw(st.sampled_from(["-", "\u2011", "\u2010", "\u2013"])))
        if draw(st.booleans()):  # full-width forms of the ASCII letters
            word = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)
        if draw(st.booleans()):
            word = word.upper()
        if len(word) > 2 and draw(st.booleans()):
            word = word[:2] + draw(st.sampled_from(["\u00ad", "\u200b", "\u2060"])) + word[2:]
        out.append(word)
    return draw(_SPACE_FORMS).join(out)


@PROPS
@given(st.data(), _WORDS, _WORDS.filter(bool), _WORDS)
def test_disguised_text_matches_exactly_like_plain_text(
    data: st.DataObject, before: list[str], phrase: list[str], after: list[str]
) -> None:
    plain = contains(" ".join(before + phrase + after), " ".join(phrase))
    answer = " ".join(data.draw(_disguised(words)) for words in (before, phrase, after))
    assert contains(answer, data.draw(_disguised(phrase))) == plain
    assert contains(answer, " ".join(phrase)) == plain


def test_a_phrase_of_invisible_characters_is_refused_by_the_loader() -> None:
    # It would fold to nothing and so be "found" in every answer.
    text = (
        "- id: a\n  surface: public\n  domain: d\n  question: q\n"
        '  expected:\n    must_not_include: ["\\u200b\\u00ad"]\n'
    )
    with pytest.raises(GoldenSetError) as caught:
        parse_golden_set(text, "set.yaml")
    assert "set.yaml:6 [item a]" in str(caught.value)
    assert "no visible characters" in str(caught.value)


@PROPS
@given(answer=any_text, phrase=any_text)
def test_matching_never_fails_on_any_text(answer: str, phrase: str) -> None:
    # Lone surrogates and NUL included: an answer the chatbot sent as JSON escapes.
    assert fold(fold(answer)) == fold(answer)
    assert contains(f"{answer} {phrase} {answer}", phrase)


@PROPS
@given(st.text(st.characters(max_codepoint=0x7F)))
def test_the_ascii_shortcut_folds_like_the_full_normalisation(text: str) -> None:
    assert fold(text) == _fold_once(text)
