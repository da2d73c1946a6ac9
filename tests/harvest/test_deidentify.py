"""The de-identification rule (docs/design.md §14.2) on its own: every way people type a
NIK, an NPWP, a phone number or an e-mail address is replaced; short numbers stay."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from goldeneval.traffic import deidentify

DIGIT = st.sampled_from("0123456789")
SEPARATORS = ["", " ", "-", ".", "/", "  ", " - ", " . ", "\u2011", "\u2013", " \u2014 ", "\t"]
"""How digits of one number are set apart as people type them."""


def grouped(draw: st.DrawFn, digits: str) -> str:
    """``digits`` in groups of 2 to 4, joined by one separator drawn for the whole number."""
    sep = draw(st.sampled_from(SEPARATORS))
    out, at = [], 0
    while at < len(digits):
        size = draw(st.integers(2, 4))
        out.append(digits[at : at + size])
        at += size
    return sep.join(out)


@st.composite
def detail(draw: st.DrawFn) -> tuple[str, str]:
    """(as typed, what must not survive: its digits, or the address)."""
    kind = draw(st.sampled_from(["nik", "npwp", "phone", "phone-brackets", "number", "email"]))
    if kind == "email":
        user = draw(st.from_regex(r"[a-z][a-z0-9._%+_-]{1,12}[a-z0-9]", fullmatch=True))
        host = draw(st.from_regex(r"[a-z][a-z0-9-]{1,10}[a-z]", fullmatch=True))
        address = f"{user}@{host}.{draw(st.sampled_from(['com', 'co.id', 'go.id', 'id']))}"
        return address, address
    size = {"nik": 16, "npwp": 15, "number": draw(st.integers(10, 20))}.get(kind, 0)
    if kind.startswith("phone"):
        prefix = draw(st.sampled_from(["08", "628", "+628"]))
        body = prefix + draw(st.text(DIGIT, min_size=8, max_size=10))
        digits = body.lstrip("+")
        if kind == "phone-brackets":  # (0812) 3456 7890
            return f"({body[:4]}) {grouped(draw, body[4:])}", digits
        return grouped(draw, body), digits
    digits = draw(st.text(DIGIT, min_size=size, max_size=size))
    return grouped(draw, digits), digits


AROUND = ["NIK saya", "hubungi", "wa", "no hp", "npwp:", "kirim ke", "NIK", ""]


@given(
    st.lists(st.tuples(st.sampled_from(AROUND), detail(), st.booleans()), min_size=1, max_size=4)
)
def test_no_detail_survives_however_it_is_typed(
    parts: list[tuple[str, tuple[str, str], bool]],
) -> None:
    text = " ".join(f"{word}{'' if glued else ' '}{typed}" for word, (typed, _), glued in parts)
    out = deidentify(text + " ya kak?")
    digits_left = re.sub(r"\D", "", out)
    for _, (_typed, secret), _ in parts:
        if "@" in secret:
            assert secret not in out, (text, out)
        else:
            assert secret not in digits_left, (text, out)


@given(st.integers(0, 999_999_999))
def test_numbers_of_nine_digits_or_fewer_that_are_no_phone_stay(n: int) -> None:
    assume(not (str(n).startswith("62") and len(str(n)) == 9))  # 62 + 7 digits: a phone
    text = f"pasal {n} tahun 2024"
    assert deidentify(text) == text


@pytest.mark.parametrize(
    ("typed", "placeholder"),
    [
        ("3201 1234 5678 9012", "<NIK>"),
        ("3201/1234/5678/9012", "<NIK>"),
        ("01.234.567.8-901.000", "<NPWP>"),
        ("012345678901234", "<NPWP>"),
        ("0812 - 3456 - 7890", "<TELEPON>"),
        ("(0812) 3456-7890", "(<TELEPON>"),
        ("+62 812 3456 7890", "<TELEPON>"),
        ("0812\u20113456\u20117890", "<TELEPON>"),
        ("budi.s@contoh.co.id", "<EMAIL>"),
        ("1234567890123", "<NOMOR>"),
        ("12/03/2025", "12/03/2025"),
        ("jam 08.00 - 16.00", "jam 08.00 - 16.00"),
        ("Rp 50.000 / bulan", "Rp 50.000 / bulan"),
    ],
)
def test_each_kind_gets_its_placeholder(typed: str, placeholder: str) -> None:
    assert deidentify(typed) == placeholder
