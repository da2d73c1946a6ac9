"""The mounted app (a variable prefix, a bearer-token host, a read-only set) in a real
Chromium: every page under the prefix, axe on each (Changes included), a reader's controls
disabled, an SME's label stored under the token's name, a save collected as a change."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.workbench.browser import axe_problems, browser, press
from tests.workbench.cluster import Mounted
from tests.workbench.seed import SUITE

PAGES = ["review", "items", "items/cv-daftar-03", "drafts", "coverage", "changes"]


def test_a_reader_and_an_sme_under_the_prefix(mounted: Mounted) -> None:
    base = mounted.origin + mounted.host.base
    with browser(mounted.origin) as (page, watch):
        page.context.set_extra_http_headers({"Authorization": "Bearer t-viewer"})
        page.goto(base + "review")
        expect(page.get_by_text("Signed in as dewi@ahu.go.id")).to_be_visible()
        expect(page.get_by_role("button", name="Pass")).to_be_disabled()
        press(page, "p")  # a reader's key does nothing
        expect(page.get_by_role("status")).to_have_text("1 of 3")

        page.context.set_extra_http_headers({"Authorization": "Bearer t-sme"})
        page.goto(base + "review")
        press(page, "p")
        expect(page.get_by_role("status")).to_have_text("1 of 2")
        page.get_by_role("link", name="Items (6)").click()
        page.get_by_role("link", name="cv-daftar-03").click()
        form = page.get_by_role("group", name="Edit")
        form.get_by_role("checkbox", name="Verified").uncheck()
        form.get_by_role("button", name="Save").click()
        expect(page.get_by_role("status")).to_contain_text("kept in this session's changes")
        page.get_by_role("link", name=re.compile(r"^Changes \(")).click()
        expect(page.get_by_role("link", name="Changes (1)")).to_be_visible()
        expect(page.get_by_role("region", name="Your changes")).to_contain_text("-  verified: true")
        expect(page.get_by_role("button", name="Download golden set")).to_be_visible()
        found = {}
        for rel in PAGES:
            page.goto(base + rel)
            expect(page.get_by_role("heading", level=1)).to_be_visible()
            found[rel] = axe_problems(page)
        watch.assert_quiet()
    assert found == {k: [] for k in found}
    (label,) = mounted.host.opened.item_labels(SUITE, "pt-syarat-01")
    assert (label.label, label.labelled_by) == ("pass", "sari@ahu.go.id")
