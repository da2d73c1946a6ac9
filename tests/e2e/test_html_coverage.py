"""The HTML report's header states the suite's latest coverage by real questions (§14.8).

A run of a suite that was harvested: ``run --html`` reads the newest stored
harvest of the suite that kept enough questions and the page says its share,
by surface, its window and when it was harvested; opened in headless Chromium
the line is there and the page asks for nothing. A suite never harvested says
so; one harvested only in small batches says too few questions were kept; a
harvest of another version of the set is named as such, never stated as this
set's figure.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from goldeneval.model import Coverage, Harvest, StoredCoverage, Window
from goldeneval.report import HtmlReport, coverage_line, render_html
from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.core.html_fixtures import summary_of
from tests.htmlpage import page_text

from .browser import visit
from .conftest import Env, item

WEEK = Window("2025-03-03", "2025-03-09")


def harvest(share: float, public: float | None, internal: float | None, kept: int) -> Harvest:
    return Harvest(
        read=kept + 3,
        kept=kept,
        dropped={"not-json": 3},
        window=WEEK,
        coverage=Coverage(share, {"public": public, "internal": internal}, {"apostille": 0.5}),
        groups=(),
    )


def run_with_html(tmp_path: Path, store_dsn: str, cli) -> Path:  # type: ignore[no-untyped-def]
    """A one-item run of suite tanya-test with ``--html``: the page's path."""
    html = tmp_path / "report.html"
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        env = Env(tmp_path, store_dsn, bot, judge)
        items = [item("pt-akta", must_include=("akta",))]
        env.answer(items, "perlu akta notaris")
        done = cli(
            "run", "--set", str(env.write_set(items)), "--config", str(env.write_config()),
            "--allow-unverified", "--no-progress", "--html", str(html),
        )  # fmt: skip
    assert done.code == 0, done.out + done.err
    return html


def test_run_html_states_the_suites_latest_harvest(tmp_path: Path, store_dsn: str, cli) -> None:  # type: ignore[no-untyped-def]
    store = open_store(store_dsn)
    try:
        older = datetime(2025, 3, 3, 2, tzinfo=UTC)
        store.record_harvest("tanya-test", harvest(0.2, 0.2, None, 100), older)
        store.record_harvest(
            "tanya-test", harvest(0.625, 0.7, 0.4, 1240), datetime(2025, 3, 10, 2, tzinfo=UTC)
        )
        store.record_harvest(
            "another-suite", harvest(0.99, 0.99, None, 5), datetime(2025, 3, 11, tzinfo=UTC)
        )
    finally:
        store.close()
    html = run_with_html(tmp_path, store_dsn, cli)
    shown: list[str] = []
    seen = visit(
        html,
        tmp_path / "profile",
        tmp_path / "shot.png",
        lambda page: shown.append(page.locator("#coverage").inner_text()),
    )
    assert seen.page_errors == [] and seen.requests == [html.resolve().as_uri()]
    assert shown == [
        "real questions: the golden set covers 62 % of 1,240 questions asked 2025-03-03 to "
        "2025-03-09 (public 70 %, internal 40 %), harvested 2025-03-10"
    ]
    assert shown[0] in page_text(html.read_text(encoding="utf-8"))


def test_the_line_says_what_is_not_known() -> None:
    assert "not measured" in coverage_line(None)
    nothing = StoredCoverage(
        "s", datetime(2025, 3, 10, tzinfo=UTC), Window(None, "2025-03-09"), 0,
        Coverage(None, {"public": None, "internal": None}, {}),
    )  # fmt: skip
    assert coverage_line(nothing) == (
        "real questions: none kept from the start to 2025-03-09 of the source (harvested 2025-03-10)"
    )
    one = StoredCoverage(
        "s", datetime(2025, 3, 10, tzinfo=UTC), WEEK, 1,
        Coverage(1.0, {"public": 1.0, "internal": None}, {}),
    )  # fmt: skip
    page = render_html(HtmlReport(summary_of(), coverage=one))
    assert "covers 100 % of 1 question asked 2025-03-03 to 2025-03-09 (public 100 %)" in page


def stored(kept: int, *, digest: str | None = None, items: int | None = None,
           small: bool = False, at: datetime = datetime(2025, 3, 10, 2, tzinfo=UTC)) -> StoredCoverage:  # fmt: skip
    return StoredCoverage(
        "tanya-public", at, WEEK, kept,
        Coverage(0.31, {"public": 0.31, "internal": None}, {}),
        set_digest=digest, set_items=items, too_small=small,
    )  # fmt: skip


def test_only_small_harvests_state_no_coverage() -> None:
    line = coverage_line(stored(7, small=True))
    assert line.startswith("real questions: too few questions (7) to state coverage")
    assert "31 %" not in line


def test_a_harvest_of_another_version_of_the_set_says_for_which() -> None:
    run = summary_of()  # its set digest is sha256:abc, started 2026-05-28
    started = datetime.fromtimestamp(run.started_at or 0, UTC)
    three_days = started - timedelta(days=3, hours=1)
    other = stored(45, digest="sha256:old", items=12, at=three_days)
    line = coverage_line(other, run)
    assert "computed 3 days ago for another version of the set: 12 items" in line
    assert "not measured for this set" in line and "the golden set covers" not in line
    same = stored(45, digest=run.set_digest, items=12, at=three_days)
    assert coverage_line(same, run).startswith("real questions: the golden set covers 31 % of 45")
    page = render_html(HtmlReport(run, coverage=other))
    assert "computed 3 days ago for another version of the set: 12 items" in page


def test_run_html_names_a_harvest_of_another_set_and_skips_small_ones(
    tmp_path: Path, store_dsn: str, cli
) -> None:  # type: ignore[no-untyped-def]
    # A harvest run against a modified copy of the set is the suite's newest large one; a
    # broken export after it kept 3 questions. The page states neither as this set's figure.
    store = open_store(store_dsn)
    try:
        store.record_harvest(
            "tanya-test", harvest(0.31, 0.31, None, 45), datetime(2025, 3, 10, 2, tzinfo=UTC),
            set_digest="sha256:" + "e" * 64, set_items=12,
        )  # fmt: skip
        store.record_harvest(
            "tanya-test", harvest(1.0, 1.0, None, 3), datetime(2025, 3, 11, 2, tzinfo=UTC),
            set_digest="sha256:" + "e" * 64, set_items=12, too_small=True,
        )  # fmt: skip
    finally:
        store.close()
    html = run_with_html(tmp_path, store_dsn, cli)
    text = page_text(html.read_text(encoding="utf-8"))
    assert "for another version of the set: 12 items (this run has 1)" in text
    assert "the golden set covers" not in text and "too few" not in text
