"""``expected: {}`` passes every answer: lint says so (issue 23)."""

from __future__ import annotations

from goldeneval.cli import main
from goldeneval.goldenset import lint, parse_golden_set
from goldeneval.goldenset._lint import ACKNOWLEDGEABLE, LintCode

SET = """\
- id: kosong
  surface: public
  domain: test
  question: Apa saja?
  expected: {}
  verified: true
- id: isi
  surface: public
  domain: test
  question: Apa syarat PT?
  expected: {must_include: [KTP], rubric: Menyebut KTP.}
  verified: true
"""


def test_an_item_that_checks_nothing_is_warned_about_with_its_line() -> None:
    warnings = lint(parse_golden_set(SET, "set.yaml"))
    nothing = [w for w in warnings if w.code is LintCode.NOTHING_TO_CHECK]
    assert [(w.item_id, w.line) for w in nothing] == [("kosong", 1)]
    assert "fact gate passes every answer" in nothing[0].message
    # One warning for one problem: no separate no-rubric on the same item.
    assert [w.code for w in warnings if w.item_id == "kosong"] == [
        LintCode.NOTHING_TO_CHECK,
        LintCode.VERIFIED_WITH_WARNINGS,
    ]
    assert not any(w.item_id == "isi" for w in warnings)


def test_it_cannot_be_acknowledged_and_strict_lint_fails(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert "nothing-to-check" not in ACKNOWLEDGEABLE
    path = tmp_path / "set.yaml"
    path.write_text(SET, encoding="utf-8")
    assert main(["lint", "--strict", str(path)]) == 1
    assert "nothing-to-check" in capsys.readouterr().out
