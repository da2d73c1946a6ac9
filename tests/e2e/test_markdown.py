"""``run --markdown`` end to end (issue 36 §2): real stand-ins, the real CLI, the note on disk."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from .conftest import Env, item, run_items

MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])
HOSTILE = "<img src=x onerror=alert(1)> [klik](http://evil.example) | a | b |\n# judul `x`"


def _kinds(text: str) -> set[str]:
    out: set[str] = set()
    for t in MD.parse(text):
        out.add(t.type)
        out.update(c.type for c in t.children or ())
    return out


def test_a_regression_reaches_the_note_with_its_hostile_answer_made_harmless(
    lite: Env, cli
) -> None:
    items = [item(f"q{n}") for n in range(5)]
    lite.answer(items)
    assert run_items(cli, lite, items, "--run-id", "before").code == 0
    lite.bot.answers[items[0]["question"]] = HOSTILE
    note, page = lite.tmp / "note.md", lite.tmp / "report.html"
    run = run_items(
        cli, lite, items, "--run-id", "after", "--markdown", str(note), "--html", str(page)
    )
    assert run.code == 1, run.err
    text = note.read_text(encoding="utf-8")
    assert text.startswith("### ❌ goldeneval: GATE FAILED\n")
    assert "#### Regressions: 1 (1 verified" in text
    assert "- **verified** `q0` passed in run `before`, fails now" in text
    assert f"Full report: `{page}`" in text
    kinds = _kinds(text)
    assert not kinds & {"html_inline", "html_block", "link_open", "image"}
    # One heading of ours per section; the answer's "# judul" is not one of them.
    assert [t.tag for t in MD.parse(text) if t.type == "heading_open"] == ["h3", "h4"]
    # The text report still ends with the verdict; the note did not replace it.
    assert run.last_line.startswith("GATE FAILED")


def test_a_refusing_judge_gives_a_no_verdict_note_without_the_echoed_key(
    lite: Env, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = "sk-echoed-key-0123456789"
    monkeypatch.setenv("GOLDENEVAL_JUDGE_API_KEY", secret)
    items = [item(f"k{n}") for n in range(12)]
    lite.answer(items)
    lite.judge.reject_status = 401
    lite.judge.reject_message = f"invalid api key {secret}"
    run = run_items(cli, lite, items, "--markdown", "-")
    assert run.code == 3
    assert run.out.startswith("### ⚠️ goldeneval: NO VERDICT\n")
    assert "judge rejects every request: HTTP 401" in run.out
    assert secret not in run.out and secret not in run.err
    # With the note on stdout the text report moved to stderr, verdict last.
    assert run.err.rstrip().splitlines()[-1].startswith("NO VERDICT")


def test_a_run_refused_before_it_starts_still_writes_its_note(lite: Env, cli) -> None:
    items = [item("a")]
    lite.answer(items)
    cfg = lite.write_config({"goldeneval.judge.min_agreement": 0.6})
    note = lite.tmp / "note.md"
    run = run_items(cli, lite, items, "--markdown", str(note), config=cfg)
    assert run.code == 3
    text = note.read_text(encoding="utf-8")
    assert text.startswith("### ⚠️ goldeneval: NO VERDICT\n")
    assert "not calibrated for suite tanya-test" in text
    assert lite.bot.requests == 0


def test_markdown_with_a_shard_is_refused_before_anything_is_asked(lite: Env, cli) -> None:
    items = [item("a")]
    lite.answer(items)
    run = run_items(cli, lite, items, "--markdown", "-", "--shard", "0/2")
    assert run.code == 2
    assert "--markdown needs a whole run; leave out --shard" in run.err
    assert lite.bot.requests == 0
