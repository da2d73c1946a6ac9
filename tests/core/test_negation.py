"""The negation-trap examples: worded as a denial, and always really caught by the phrase."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._negation import NEGATORS, denials
from goldeneval.model import Expected
from goldeneval.verdict._scoring import fact_gate

WORDS = st.sampled_from(
    [
        "wajib",
        "Wajib",
        "akta",
        "notaris",
        "di",
        "ke",
        "minimal",
        "dua",
        "21",
        "tahun",
        "dikenakan",
        "membayar",
        "datang",
        "Menteri",
        "ß",
        "İstanbul",
        "required",
        "need",
        "tidak",
        "masih",
        "x",
    ]
)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=5), gap=st.sampled_from([" ", "  ", "\t"]))
def test_every_denial_contains_the_phrase_it_denies(words: list[str], gap: str) -> None:
    phrase = gap.join(words)
    found = denials(phrase)
    assert 1 <= len(found) <= 3 or words[0].casefold() in {"tidak", "masih"}
    for denial in found:
        assert fact_gate(f"Jawaban: {denial}.", Expected((), (phrase,), "")).forbidden == (phrase,)
        assert denial.split()[0] in {"tidak", "tanpa", "bukan", "not", "does", "without", "no"}


@given(words=st.lists(WORDS, min_size=1, max_size=4))
def test_a_phrase_that_starts_negated_has_no_denial(words: list[str]) -> None:
    for negator in sorted(NEGATORS):
        assert denials(" ".join([negator, *words])) == ()


def test_each_word_class_gets_its_own_denial() -> None:
    assert denials("wajib akta notaris")[0] == "tidak wajib akta notaris"
    assert denials("akta notaris")[0] == "tanpa akta notaris"
    assert denials("di pengadilan negeri")[0] == "bukan di pengadilan negeri"
    assert denials("minimal dua orang")[0] == "tidak perlu minimal dua orang"
    assert denials("21 tahun")[0] == "bukan 21 tahun"
    assert denials("membayar PNBP")[0] == "tidak perlu membayar PNBP"
    assert denials("dikenakan biaya")[0] == "tidak dikenakan biaya"
    assert denials("Menteri Hukum")[0] == "tanpa Menteri Hukum"  # a noun despite its me-
    assert denials("masih berlaku") == ()
    assert denials("") == ()


def test_an_english_phrase_is_denied_in_english() -> None:
    """Issue 29: no Indonesian wording (``tanpa passport photo``) for an English phrase."""
    assert denials("a passport photo") == (
        "without a passport photo",
        "no need for a passport photo",
        "not a passport photo",
    )
    assert denials("passport photo", "Do I need a passport photo for the form?")[0] == (
        "without passport photo"
    )
    assert denials("required documents")[0] == "not required documents"


def test_an_indonesian_phrase_stays_indonesian_whatever_its_context() -> None:
    assert denials("akta notaris", "Apakah perlu akta notaris?")[0] == "tanpa akta notaris"
    assert denials("akta notaris", "Do I need a deed?")[0] == "tanpa akta notaris"
    assert denials("surat kuasa", "")[0] == "tanpa surat kuasa"
