"""Opening a page in the distribution's headless Chromium, watching what it does.

Playwright drives the system's ``chromium`` (never a browser of its own); it
reports every request the page makes, every console message and every
uncaught script error, which is what "opens offline, quietly" means.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def chromium_path() -> str:
    """The distribution's Chromium; fails (never skips) with the command that installs it."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        pytest.fail(
            "Chromium is not installed. Install the distribution's package: "
            "apt-get install -y chromium (.ci/run does this)"
        )
    return found


@dataclass
class Visit:
    """What happened while a page was open."""

    requests: list[str] = field(default_factory=list)
    """Every URL the page asked for, the page itself included."""
    console: list[tuple[str, str]] = field(default_factory=list)
    """``(type, text)`` of every console message (errors include CSP violations)."""
    page_errors: list[str] = field(default_factory=list)
    """Uncaught exceptions of the page's scripts."""


def visit(
    path: Path,
    profile: Path,
    screenshot: Path,
    interact: Callable[[Page], None] | None = None,
) -> Visit:
    """Open ``path`` in headless Chromium with a fresh profile, run ``interact``, screenshot it."""
    seen = Visit()
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile),
            executable_path=chromium_path(),
            headless=True,
            args=list(CHROMIUM_FLAGS),
            viewport={"width": 1200, "height": 900},
            offline=True,
        )
        try:
            context.on("request", lambda r: seen.requests.append(r.url))
            page = context.new_page()
            page.on("console", lambda m: seen.console.append((m.type, m.text)))
            page.on("pageerror", lambda e: seen.page_errors.append(str(e)))
            page.goto(path.resolve().as_uri(), wait_until="load")
            if interact is not None:
                interact(page)
            page.screenshot(path=str(screenshot), full_page=True)
        finally:
            context.close()
    return seen
