"""Review in a real Chromium: three answers by the keyboard alone, a hostile answer shown
as text, and no serious accessibility violation on any page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from goldeneval.store import open_store
from tests.workbench.browser import axe_problems, browser, press
from tests.workbench.conftest import Workbench, World, make_world, serving
from tests.workbench.seed import SUITE


def _sign_in(page: Page, bench: Workbench) -> None:
    page.goto(bench.link)
    expect(page).to_have_url(f"{bench.origin}/review")


def _at(page: Page, status: str, item: str | None) -> None:
    expect(page.get_by_role("status")).to_have_text(status)
    if item is not None:
        expect(page.get_by_role("heading", level=2, name=item)).to_be_visible()


def test_the_keyboard_alone_reviews_three_answers(running: Workbench, world: World) -> None:
    with browser(running.origin) as (page, watch):
        _sign_in(page, running)
        nav = page.get_by_role("navigation", name="Workbench")
        expect(nav.get_by_role("link", name="Review (3)")).to_be_visible()
        expect(page.get_by_text("Signed in as local:ana")).to_be_visible()
        _at(page, "1 of 3", "pt-syarat-01")
        press(page, "n")
        expect(page.get_by_role("textbox", name="Note")).to_be_focused()
        page.keyboard.type("menyebut PNBP: cek pada SME fidusia")  # p, f, s, u, n typed
        press(page, "Tab")  # out of the note: the keys act again
        press(page, "p")
        _at(page, "1 of 2", "fidusia-biaya-02")
        press(page, "f")
        _at(page, "1 of 1", "cv-daftar-03")
        press(page, "u")  # the fail of fidusia-biaya-02 taken back
        _at(page, "1 of 2", "fidusia-biaya-02")
        press(page, "s")
        _at(page, "2 of 2", "cv-daftar-03")
        press(page, "p")
        _at(page, "1 of 1", "fidusia-biaya-02")
        press(page, "p")
        _at(page, "Nothing to review", None)
        expect(nav.get_by_role("link", name="Review (0)")).to_be_visible()
        watch.assert_quiet()
    store = open_store(world.dsn)
    try:
        given = {
            i: [(x.label, x.labelled_by, x.note) for x in store.item_labels(SUITE, i)]
            for i in ("pt-syarat-01", "fidusia-biaya-02", "cv-daftar-03")
        }
        assert store.review_queue("run-2") == []
    finally:
        store.close()
    assert given == {
        "pt-syarat-01": [("pass", "local:ana", "menyebut PNBP: cek pada SME fidusia")],
        "fidusia-biaya-02": [("pass", "local:ana", None)],
        "cv-daftar-03": [("pass", "local:ana", None)],
    }


HOSTILE = (
    '<script>alert("script")</script><img src="https://evil.example/x.png" '
    "onerror=\"alert('img')\"> <a href=\"javascript:alert('link')\">klik di sini</a> "
    "<style>body{display:none}</style> harga \u202eEGASSEM\u202c rahasia\u200bsekali "
    + "isi panjang "
    * 8_500
)


@pytest.fixture
def hostile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Iterator[Workbench]:
    world = make_world(tmp_path, f"sqlite:///{tmp_path / 'h.db'}", {"pt-syarat-01": HOSTILE})
    capsys.readouterr()
    with serving(world) as bench:
        yield bench


def test_a_hostile_answer_shows_as_text(hostile: Workbench) -> None:
    assert len(HOSTILE.encode()) > 100_000
    with browser(hostile.origin) as (page, watch):
        _sign_in(page, hostile)
        _at(page, "1 of 3", "pt-syarat-01")
        answer = page.get_by_role("region", name="The answer")
        expect(answer).to_contain_text('<script>alert("script")</script>')
        expect(answer).to_contain_text("<a href=\"javascript:alert('link')\">klik di sini</a>")
        expect(answer).to_contain_text("U+202E")  # the bidi override shown, not obeyed
        expect(answer).to_contain_text("rahasiaU+200Bsekali")
        expect(answer.get_by_role("link")).to_have_count(0)
        expect(answer.get_by_role("img")).to_have_count(0)
        expect(page.get_by_role("button", name="Pass")).to_be_visible()
        page.get_by_role("button", name="Fail").click()
        _at(page, "1 of 2", "fidusia-biaya-02")
        watch.assert_quiet()


PAGES = ["review", "items", "items/pt-syarat-01", "items/internal-fidusia-06", "drafts", "coverage"]


def test_no_page_has_a_serious_accessibility_violation(lite_running: Workbench) -> None:
    with browser(lite_running.origin) as (page, watch):
        page.goto(f"{lite_running.origin}/review")
        expect(page.get_by_role("heading", name="Not signed in")).to_be_visible()
        found = {"signin": axe_problems(page)}
        _sign_in(page, lite_running)
        for rel in PAGES:
            page.goto(f"{lite_running.origin}/{rel}")
            expect(page.get_by_role("heading", level=1)).to_be_visible()
            found[rel] = axe_problems(page)
        # The 401 page is an error by design: the only console error allowed is its status.
        watch.console = [m for m in watch.console if not re.search(r"status of 401", m[1])]
        watch.assert_quiet()
    assert found == {k: [] for k in found}
