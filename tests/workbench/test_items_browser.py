"""Items in a real Chromium: the table's filter and toggles, an item verified and saved
round-trip (file bytes compared), a save refused after the file changed on disk."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from goldeneval.goldenset import ItemChange, edit_set_text, parse_golden_set
from goldeneval.workbench._form import today
from tests.workbench.browser import browser
from tests.workbench.conftest import Workbench, World
from tests.workbench.seed import SET_TEXT


def _sign_in(page: Page, bench: Workbench, rel: str) -> None:
    page.goto(bench.link)
    page.goto(f"{bench.origin}/{rel}")


def test_the_filter_and_the_toggles_narrow_the_table(lite_running: Workbench) -> None:
    with browser(lite_running.origin) as (page, watch):
        _sign_in(page, lite_running, "items")
        rows = page.get_by_role("row")
        expect(rows).to_have_count(7)  # the header and six items
        page.get_by_role("searchbox", name="Filter").fill("fidusia")
        expect(rows.filter(visible=True)).to_have_count(3)
        page.get_by_role("searchbox", name="Filter").fill("")
        unverified = page.get_by_role("button", name="Unverified")
        unverified.click()
        expect(unverified).to_have_attribute("aria-pressed", "true")
        expect(rows.filter(visible=True)).to_have_count(2)
        expect(page.get_by_role("link", name="akta-salinan-05")).to_be_visible()
        unverified.click()
        page.get_by_role("button", name="Regressions").click()
        expect(rows.filter(visible=True)).to_have_count(1)  # no regression stored: header only
        page.get_by_role("link", name="Items (6)").click()
        page.get_by_role("link", name="yayasan-nama-04").click()
        expect(page.get_by_role("heading", level=1)).to_have_text("Item yayasan-nama-04")
        expect(page.get_by_role("region", name="Latest answer")).to_contain_text("notaris")
        watch.assert_quiet()


def test_an_item_verified_and_saved_changes_only_its_lines(
    running: Workbench, world: World
) -> None:
    with browser(running.origin) as (page, watch):
        _sign_in(page, running, "items/akta-salinan-05")
        form = page.get_by_role("group", name="Edit")
        form.get_by_role("textbox", name="Must include").fill("notaris\nsalinan akta")
        form.get_by_role("checkbox", name="Verified").check()
        form.get_by_role("button", name="Save").click()
        expect(page.get_by_role("status")).to_have_text(
            f"Item akta-salinan-05 saved to {world.set_path}."
        )
        shown = page.get_by_role("region", name="The change saved")
        expect(shown).to_contain_text("+  verified: true")
        expect(shown).to_contain_text("+    must_include: [notaris, salinan akta]")
        watch.assert_quiet()
    expected = edit_set_text(
        SET_TEXT,
        "akta-salinan-05",
        ItemChange(
            must_include=("notaris", "salinan akta"),
            verified=True,
            verified_by="local:ana",
            verified_at=today(),
        ),
        source=str(world.set_path),
    )
    now = world.set_path.read_bytes()
    assert now == expected.encode()
    before, after = SET_TEXT.splitlines(), now.decode().splitlines()
    start = before.index("- id: akta-salinan-05")
    end = before.index("- id: internal-fidusia-06")
    assert after[:start] == before[:start]  # every byte outside the item as it was
    assert after[-(len(before) - end) :] == before[end:]
    saved = parse_golden_set(now.decode(), "set").items[4]
    assert saved.verified and saved.expected.must_include == ("notaris", "salinan akta")


def test_a_save_is_refused_after_the_file_changed_on_disk(
    lite_running: Workbench, lite_world: World
) -> None:
    with browser(lite_running.origin) as (page, watch):
        _sign_in(page, lite_running, "items/cv-daftar-03")
        changed = SET_TEXT.replace("# Kept in Git;", "# Kept in Git (edited by hand);")
        lite_world.set_path.write_text(changed, encoding="utf-8")
        form = page.get_by_role("group", name="Edit")
        form.get_by_role("textbox", name="Rubric").fill("Menyebut SABU.")
        form.get_by_role("button", name="Save").click()
        expect(page.get_by_role("alert")).to_have_text(
            "the golden set changed on disk since you opened it; reload"
        )
        console = [m for m in watch.console if "409" not in m[1]]
        watch.console = console
        watch.assert_quiet()
    assert lite_world.set_path.read_text(encoding="utf-8") == changed


def test_a_save_the_set_refuses_names_the_field_and_writes_nothing(
    lite_running: Workbench, lite_world: World
) -> None:
    with browser(lite_running.origin) as (page, watch):
        _sign_in(page, lite_running, "items/internal-fidusia-06")
        form = page.get_by_role("group", name="Edit")
        tools = form.get_by_role("textbox", name="Expected tools")
        expect(tools).to_have_value(re.compile(r"must_call:\n- count_rows"))
        tools.fill("must_call: [count_rows")
        form.get_by_role("button", name="Save").click()
        alert = page.get_by_role("alert")
        expect(alert).to_contain_text("[item internal-fidusia-06]: expected.tools:")
        expect(page.get_by_role("region", name="The change saved")).to_contain_text(
            "(nothing saved yet)"
        )
        watch.console = [m for m in watch.console if "422" not in m[1]]
        watch.assert_quiet()
    assert lite_world.set_path.read_text(encoding="utf-8") == SET_TEXT
