"""Round-trip edits of the shipped example set: whole files compared byte for byte.

Each expected file is the original with exactly the lines of the changed
field replaced, written out by hand, so any other byte that moved fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import goldeneval
from goldeneval.goldenset import ItemChange, NewItem, add_item_text, edit_set_text, parse_golden_set
from goldeneval.model import GoldenSetError
from tests.core.test_edit_styles import as_form

EXAMPLE = Path(goldeneval.__file__).parent / "data" / "golden-set.example.yaml"
TEXT = EXAMPLE.read_text(encoding="utf-8")
SOURCE = "golden-set.example.yaml"
SINGLE = [i.id for i in parse_golden_set(TEXT, SOURCE).items if not i.conversation]


def _item_block(item_id: str, text: str = TEXT) -> str:
    """The item's lines, from its `- id:` line to the blank line (or end) after it."""
    start = text.index(f"- id: {item_id}\n")
    end = text.find("\n\n", start)
    return text[start : len(text) if end == -1 else end + 1]


def _replace_in_item(item_id: str, old: str, new: str, text: str = TEXT) -> str:
    block = _item_block(item_id, text)
    assert block.count(old) == 1, (item_id, old)
    return text.replace(block, block.replace(old, new), 1)


def _edit(item_id: str, **change: object) -> str:
    return edit_set_text(TEXT, item_id, ItemChange(**change), source=SOURCE)  # type: ignore[arg-type]


@pytest.mark.parametrize("item_id", SINGLE)
def test_a_new_question_changes_only_its_line(item_id: str) -> None:
    item = next(i for i in parse_golden_set(TEXT, SOURCE).items if i.id == item_id)
    old = f'  question: "{item.question}"\n'
    new = _edit(item_id, question='Boleh "kutip" dan: titik dua # bukan komentar?')
    assert new == _replace_in_item(
        item_id, old, '  question: "Boleh \\"kutip\\" dan: titik dua # bukan komentar?"\n'
    )


@pytest.mark.parametrize("item_id", SINGLE)
def test_ticking_verified_writes_who_and_when_right_after_it(item_id: str) -> None:
    new = _edit(item_id, verified=True, verified_by="local:ana", verified_at="2026-12-05")
    assert new == _replace_in_item(
        item_id,
        "  verified: false\n",
        '  verified: true\n  verified_by: "local:ana"\n  verified_at: 2026-12-05\n',
    )
    item = next(i for i in parse_golden_set(new, SOURCE).items if i.id == item_id)
    assert item.verified


def test_unticking_removes_who_and_when_and_gives_back_the_original() -> None:
    ticked = _edit("apostille-dokumen", verified=True, verified_by="x", verified_at="2026-01-02")
    assert "lint_ignore: [negation-trap]" in ticked
    back = edit_set_text(ticked, "apostille-dokumen", ItemChange(verified=False), source=SOURCE)
    assert back == TEXT


def test_a_flow_list_stays_a_flow_list_with_its_quotes_and_the_comment_above_stays() -> None:
    new = _edit("pt-perorangan-syarat", must_include=("WNI", "umur 17: minimal"))
    assert new == _replace_in_item(
        "pt-perorangan-syarat",
        '    must_include: ["WNI", "17 tahun", "satu orang"]\n',
        '    must_include: ["WNI", "umur 17: minimal"]\n',
    )
    emptied = _edit("pt-perorangan-syarat", must_not_include=())
    assert emptied == _replace_in_item(
        "pt-perorangan-syarat",
        '    must_not_include: ["wajib akta notaris"]\n',
        "    must_not_include: []\n",
    )


def test_a_folded_rubric_stays_folded_at_its_indentation() -> None:
    rubric = "Says that an association becomes a legal entity once the Minister approves its deed."
    new = _edit("perkumpulan-badan-hukum", rubric=rubric)
    assert new == _replace_in_item(
        "perkumpulan-badan-hukum",
        "      The answer should say an association gains legal-entity status once the\n"
        "      Minister approves its founding deed via AHU Online.\n",
        "      Says that an association becomes a legal entity once the Minister approves\n"
        "      its deed.\n",
    )


def test_removing_a_rubric_takes_its_lines_and_nothing_else() -> None:
    new = _edit("yayasan-pendirian", rubric="")
    block = _item_block("yayasan-pendirian")
    rubric = block[block.index("    rubric: >\n") : block.index("  verified: false")]
    assert new == _replace_in_item("yayasan-pendirian", rubric, "")


def test_expected_tools_replaced_then_removed() -> None:
    block = _item_block("internal-jumlah-pt-bulanan")
    old = block[block.index("    tools:\n") : block.index("    rubric: >\n")]
    new = _edit("internal-jumlah-pt-bulanan", expected_tools="must_call: [count_registrations]\n")
    assert new == _replace_in_item(
        "internal-jumlah-pt-bulanan", old, "    tools:\n      must_call: [count_registrations]\n"
    )
    removed = _edit("internal-jumlah-pt-bulanan", expected_tools="")
    assert removed == _replace_in_item("internal-jumlah-pt-bulanan", old, "")


def test_several_fields_at_once_and_a_field_added_in_the_formats_order() -> None:
    item_id = "cv-firma-pendaftaran"
    new = _edit(
        item_id,
        question="Di mana CV didaftarkan?",
        must_not_include=("pengadilan negeri",),
        verified=True,
        verified_by="local:budi",
        verified_at="2026-12-01",
    )
    expected = TEXT
    for old, written in [
        (
            '  question: "Di mana CV atau firma didaftarkan sekarang?"\n',
            '  question: "Di mana CV didaftarkan?"\n',
        ),
        ('    must_not_include: ["PN"]\n', '    must_not_include: ["pengadilan negeri"]\n'),
        (
            "  verified: false\n",
            '  verified: true\n  verified_by: "local:budi"\n  verified_at: 2026-12-01\n',
        ),
    ]:
        expected = _replace_in_item(item_id, old, written, expected)
    assert new == expected


def test_a_new_item_goes_after_the_last_in_its_neighbours_style() -> None:
    item = NewItem(
        id="yayasan-perubahan",
        surface="public",
        domain="badan-hukum-yayasan",
        question="Bagaimana mengubah anggaran dasar yayasan?",
        must_include=("persetujuan",),
        rubric="Says that a change of the articles needs the Minister's approval.",
    )
    new = add_item_text(TEXT, item, source=SOURCE)
    assert new == TEXT + (
        "\n"
        "- id: yayasan-perubahan\n"
        "  surface: public\n"
        "  domain: badan-hukum-yayasan\n"
        '  question: "Bagaimana mengubah anggaran dasar yayasan?"\n'
        "  expected:\n"
        '    must_include: ["persetujuan"]\n'
        "    must_not_include: []\n"
        "    rubric: >\n"
        "      Says that a change of the articles needs the Minister's approval.\n"
        "  verified: false\n"
    )
    assert parse_golden_set(new, SOURCE).items[-1].id == "yayasan-perubahan"


def test_edits_in_a_row_each_keep_the_rest() -> None:
    text = expected = TEXT
    for item_id in SINGLE:
        text = edit_set_text(text, item_id, ItemChange(verified=True), source=SOURCE)
        expected = _replace_in_item(item_id, "  verified: false\n", "  verified: true\n", expected)
    assert text == expected


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (ItemChange(question="Apa?"), "question"),
        (ItemChange(must_include=("x",)), "must_include"),
        (ItemChange(expected_tools="max_calls: 2"), "expected_tools"),
    ],
)
def test_a_conversations_turns_are_refused_by_name(change: ItemChange, field: str) -> None:
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(TEXT, "apostille-biaya-lanjutan", change, source=SOURCE)
    message = str(info.value)
    assert "[item apostille-biaya-lanjutan]" in message
    assert field in message and "conversation" in message
    # Verifying a conversation is fine: that is not a turn's field.
    ok = edit_set_text(TEXT, "apostille-biaya-lanjutan", ItemChange(verified=True), source=SOURCE)
    assert ok.count("verified: true") == TEXT.count("verified: true") + 1


def test_no_change_gives_back_the_same_bytes() -> None:
    for item_id in SINGLE:
        assert edit_set_text(TEXT, item_id, ItemChange(), source=SOURCE) == TEXT


def test_a_new_internal_item_with_tools_verified_by_someone() -> None:
    item = NewItem(
        id="internal-baru",
        surface="internal",
        domain="statistik-internal",
        question="Berapa yayasan baru bulan lalu?",
        expected_tools="must_call: [count_registrations]\nmax_calls: 2",
        verified=True,
        verified_by="siti@example.go.id",
        verified_at="2026-12-05",
    )
    new = add_item_text(TEXT, item, source=SOURCE)
    assert new == TEXT + (
        "\n"
        "- id: internal-baru\n"
        "  surface: internal\n"
        "  domain: statistik-internal\n"
        '  question: "Berapa yayasan baru bulan lalu?"\n'
        "  expected:\n"
        "    must_include: []\n"
        "    must_not_include: []\n"
        "    tools:\n"
        "      must_call: [count_registrations]\n"
        "      max_calls: 2\n"
        "  verified: true\n"
        '  verified_by: "siti@example.go.id"\n'
        "  verified_at: 2026-12-05\n"
    )
    got = parse_golden_set(new, SOURCE).items[-1]
    assert got.verified and got.expected.tools is not None


def test_a_form_sent_back_untouched_changes_no_byte_of_the_example() -> None:
    for item_id in SINGLE:
        assert edit_set_text(TEXT, item_id, as_form(TEXT, item_id), source=SOURCE) == TEXT
