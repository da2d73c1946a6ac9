"""Drafts and Coverage in a real Chromium: a draft added to the set, a "same as" decision
stored with who made it and honoured by the next harvest, "not a question for us"."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from goldeneval.goldenset import parse_golden_set
from goldeneval.store import open_store
from tests.workbench.browser import browser
from tests.workbench.conftest import Workbench, World, harvest
from tests.workbench.seed import SET_TEXT, SUITE

LONG_WAIT = "berapa lama proses pendirian PT perorangan? (3×)"
RENAME = "cara ganti nama yayasan (2×)"
OPENING_HOURS = "jam buka kantor wilayah (1×)"


def _drafts(page: Page, bench: Workbench) -> None:
    page.goto(bench.link)
    page.goto(f"{bench.origin}/drafts")
    expect(page.get_by_role("heading", level=1)).to_have_text("Drafts")


def test_a_draft_added_goes_after_the_last_item(running: Workbench, world: World) -> None:
    with browser(running.origin) as (page, watch):
        _drafts(page, running)
        draft = page.get_by_role("region", name=LONG_WAIT)
        expect(draft).to_contain_text("1 down-vote")
        expect(draft.get_by_role("textbox", name="Question")).to_have_value(
            "berapa lama proses pendirian PT perorangan?"
        )
        draft.get_by_role("textbox", name="Id").fill("pt-lama-07")
        draft.get_by_role("textbox", name="Must include").fill("satu hari kerja")
        draft.get_by_role("button", name="Add to golden set").click()
        expect(page.get_by_role("heading", level=1)).to_have_text("Item pt-lama-07")
        page.get_by_role("link", name="Drafts (2)").click()
        expect(page.get_by_role("region", name=LONG_WAIT)).to_have_count(0)
        watch.assert_quiet()
    text = world.set_path.read_text(encoding="utf-8")
    assert text.startswith(SET_TEXT)  # every byte before the new item as it was
    added = parse_golden_set(text, "set").items[-1]
    assert (added.id, added.domain, added.verified) == ("pt-lama-07", "pt", False)
    assert added.expected.must_include == ("satu hari kerja",)


def test_same_as_is_stored_with_who_and_honoured_by_the_next_harvest(
    running: Workbench, world: World
) -> None:
    with browser(running.origin) as (page, watch):
        _drafts(page, running)
        draft = page.get_by_role("region", name=RENAME)
        draft.get_by_role("combobox", name="Existing item").fill("yayasan-nama-04")
        draft.get_by_role("button", name="Same as item").click()
        expect(page.get_by_role("region", name=RENAME)).to_have_count(0)
        hours = page.get_by_role("region", name=OPENING_HOURS)
        hours.get_by_role("button", name="Not a question for us").click()
        expect(page.get_by_role("region", name=OPENING_HOURS)).to_have_count(0)
        page.get_by_role("link", name="Coverage (1)").click()
        decisions = page.get_by_role("table").last
        expect(decisions).to_contain_text("same as item yayasan-nama-04")
        expect(decisions).to_contain_text("not a question for us")
        expect(decisions).to_contain_text("local:ana")
        watch.assert_quiet()
    assert harvest(world) == 0  # the next week's harvest, by the real command
    store = open_store(world.dsn)
    try:
        decided = store.coverage_decisions(SUITE)
        latest = store.latest_harvest(SUITE)
    finally:
        store.close()
    assert [(d.item_id, d.decided_by) for d in decided] == [
        (None, "local:ana"),
        ("yayasan-nama-04", "local:ana"),
    ]
    assert latest is not None
    renamed = [g for g in latest.harvest.groups if "cara ganti nama yayasan" in g.phrasings[0].text]
    assert [g.covered_by for g in renamed] == ["yayasan-nama-04"]
    texts = [p.text for g in latest.harvest.groups for p in g.phrasings]
    assert "jam buka kantor wilayah" not in texts  # left out: not a question for us
