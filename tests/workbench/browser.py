"""The workbench in the system's headless Chromium, watched: requests, console, dialogs.

axe-core is run by ``axe_playwright_python``, which hands its script to the page
through the DevTools protocol (``page.evaluate``); the page's own CSP (script-src
'self') does not apply to DevTools evaluation, so axe runs without loosening the
app's policy, and the console watch proves no violation was reported meanwhile.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, sync_playwright

from tests.e2e.browser import CHROMIUM_FLAGS, chromium_path

BLOCKING = ("serious", "critical")
"""axe impacts a page may not have."""


@dataclass
class Watch:
    """What the page did while the test drove it."""

    origin: str
    """The workbench's origin."""
    requests: list[str] = field(default_factory=list)
    """Every URL asked for."""
    console: list[tuple[str, str]] = field(default_factory=list)
    """``(type, text)`` of every console message."""
    dialogs: list[str] = field(default_factory=list)
    """Every alert/confirm/prompt a script opened."""
    errors: list[str] = field(default_factory=list)
    """Uncaught script errors."""

    def assert_quiet(self) -> None:
        """Nothing left the origin, no dialog, no script error, no CSP violation."""
        outside = [u for u in self.requests if not u.startswith(self.origin + "/")]
        assert outside == [], outside
        assert self.dialogs == []
        assert self.errors == []
        assert [m for m in self.console if m[0] == "error"] == [], self.console
        assert not any("Content Security Policy" in text for _, text in self.console)


@contextmanager
def browser(origin: str) -> Iterator[tuple[Page, Watch]]:
    """A fresh Chromium page and its watch."""
    watch = Watch(origin)
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(
            executable_path=chromium_path(), headless=True, args=list(CHROMIUM_FLAGS)
        )
        try:
            context = chromium.new_context(viewport={"width": 1200, "height": 900})
            context.on("request", lambda r: watch.requests.append(r.url))
            page = context.new_page()
            page.on("console", lambda m: watch.console.append((m.type, m.text)))
            page.on("pageerror", lambda e: watch.errors.append(str(e)))

            def dismiss(dialog: Any) -> None:
                watch.dialogs.append(dialog.message)
                dialog.dismiss()

            page.on("dialog", dismiss)
            page.set_default_timeout(20_000)
            yield page, watch
        finally:
            chromium.close()


def axe_problems(page: Page) -> list[str]:
    """The page's serious and critical accessibility violations, one line each."""
    results = Axe().run(page)
    assert results.response["testEngine"]["name"] == "axe-core"  # it ran, in the page
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v.get("impact") in BLOCKING
    ]


def press(page: Page, key: str) -> None:
    """Press ``key`` once the page's script listens: a label or skip loads the next page,
    whose deferred script attaches the keys only when the document is parsed, and a key
    pressed before then is lost (its heading may already show)."""
    page.wait_for_load_state("domcontentloaded")
    page.keyboard.press(key)
