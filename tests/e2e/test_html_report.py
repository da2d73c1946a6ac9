"""``--html``: a two-run regression against the real stand-ins, read back and opened in Chromium.

The first run is the baseline; in the second the chatbot's answer to a
verified item turns wrong (and hostile: markup, quotes, ``javascript:``).
The page must show both answers with their word diff, the phrases, the
domains and the verdict, load nothing from anywhere, and render in the
distribution's headless Chromium without a request or a console error.
"""

from __future__ import annotations

import re
from pathlib import Path

from goldeneval.report._html import render_html
from goldeneval.store import html_report, open_store, stored_run_summary
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.htmlpage import page_text, read_page

from .browser import visit
from .conftest import Env, item

BASELINE = "Pendirian PT memerlukan akta notaris dan pengesahan Menteri."
HOSTILE = (
    'Pendirian PT gratis tanpa akta. <script>alert(1)</script></style>" onmouseover="x '
    "javascript:alert(2) <img src=https://evil.example/x.png>"
)
UNSURE = "Wasiat mungkin didaftarkan di AHU."
QUESTION = "Apa syarat pendirian PT? <img src=x onerror=alert(3)>"


def _items() -> list[dict[str, object]]:
    return [
        item(
            "pt-akta",
            question=QUESTION,
            must_include=("akta notaris",),
            must_not_include=("gratis",),
            domain="badan usaha",
        ),
        item("apostille-lama", must_include=("hari kerja",), domain="apostille"),
        item("wasiat-daftar", must_include=("wasiat",), domain="wasiat", verified=False),
        item("kewarganegaraan", domain="kewarganegaraan"),
    ]


def two_runs(env: Env, cli, html: Path, *extra: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    """Run 1 passes (the baseline); run 2 regresses ``pt-akta`` (verified) and, on a borderline
    verdict, ``wasiat-daftar`` (unverified). Returns run 2's code and output."""
    items = _items()
    set_path, cfg = env.write_set(items), env.write_config()
    env.bot.answers[items[0]["question"]] = BASELINE  # type: ignore[index]
    env.bot.answers[items[1]["question"]] = "Sekitar 3 hari kerja."  # type: ignore[index]
    env.bot.answers[items[2]["question"]] = "Daftarkan wasiat di AHU."  # type: ignore[index]
    env.bot.status_for[items[3]["question"]] = 500  # type: ignore[index]
    common = ("-set", str(set_path), "-config", str(cfg), "--allow-unverified", "--no-progress")
    first = cli("run", *common, "--run-id", "r1")
    assert first.code == 0, first.out + first.err
    env.bot.answers[items[0]["question"]] = HOSTILE  # type: ignore[index]
    env.bot.answers[items[2]["question"]] = UNSURE  # type: ignore[index]
    second = cli("run", *common, "--run-id", "r2", "--html", str(html), *extra)
    return second.code, second.out


def _judge_fails_the_wrong_answer() -> JudgeStandIn:
    return JudgeStandIn(
        [
            ("tanpa akta", {"correctness": 0.2, "pass": False, "reason": "free?"}),
            ("mungkin", {"correctness": 0.65, "pass": False, "reason": "ragu"}),
        ]
    )


def test_two_run_regression_html_shows_answers_diff_domains_and_verdict(
    tmp_path: Path, store_dsn: str, cli
) -> None:
    html = tmp_path / "report.html"
    with (
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(_judge_fails_the_wrong_answer()) as judge,
    ):
        code, out = two_runs(Env(tmp_path, store_dsn, bot, judge), cli, html)

    assert code == 1
    page = html.read_text(encoding="utf-8")
    text = page_text(page)
    verdict = out.rstrip().splitlines()[-1]
    assert verdict.startswith("GATE FAILED") and "1 verified item regressed (pt-akta)" in verdict
    assert verdict in text
    assert text.index(verdict) < text.index("By domain")  # the verdict comes first
    for domain in ("badan usaha", "apostille", "wasiat", "kewarganegaraan"):
        assert f"<td>{domain}</td>" in page
    assert BASELINE in text and HOSTILE in text and QUESTION in text  # both answers, as text
    assert "baseline answer (run r1)" in text
    assert re.search(r'<span class="removed">[^<]*memerlukan', page)
    assert re.search(r'<span class="added">[^<]*gratis', page)
    assert '<mark class="forbidden">gratis</mark>' in page
    assert "required “akta notaris”: missing" in text
    assert "forbidden “gratis”: present" in text
    assert "since baseline: " not in text
    assert "run r1 (passed): answer changed; judge and expectations unchanged" in text
    # wasiat-daftar's new answer is borderline, so its verdict was confirmed by more samples
    assert re.search(r"fail, correctness 0\.65 \(threshold 0\.70\) · judge 0/\d pass: ragu", text)
    assert "verdicts32 judged now (1 confirmed by samples), 1 reused" in text.replace("\n", "")
    assert "Unverified golden set: 1 item is verified: false" in text
    assert "failed · regressed" in text
    assert "HTTP 500" in text or "500" in text  # the errored item's reason is expanded
    parsed = read_page(page)
    assert parsed.external_references() == []
    assert (parsed.count("script"), parsed.count("style")) == (1, 1)
    assert not re.search(r"https?://", "".join(v or "" for _, _, v in parsed.attrs))


def test_a_run_without_verdict_gets_the_no_verdict_banner_with_its_cause(
    tmp_path: Path, store_dsn: str, cli
) -> None:
    """After the regression, the judge rejects every call: run 3 has no verdict, never a pass."""
    html = tmp_path / "r3.html"
    with (
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(_judge_fails_the_wrong_answer()) as judge,
    ):
        two_runs(Env(tmp_path, store_dsn, bot, judge), cli, tmp_path / "r2.html")
        judge.reject_status = 404
        common = ("-set", str(tmp_path / "set.yaml"), "-config", str(tmp_path / "config.yaml"))
        third = cli(
            "run", *common, "--allow-unverified", "--no-progress", "--rejudge",
            "--run-id", "r3", "--html", str(html),
        )  # fmt: skip

    assert third.code == 3, third.out + third.err
    verdict = third.out.rstrip().splitlines()[-1]
    assert verdict.startswith("NO VERDICT: judge rejects every request: HTTP 404")
    page = html.read_text(encoding="utf-8")
    text = page_text(page)
    assert verdict in text and text.index(verdict) < text.index("Numbers")
    assert ("section", "class", "verdict none") in read_page(page).attrs
    assert "not a pass" in text and "GATE PASSED" not in text


def test_an_edited_item_is_listed_as_the_new_baseline_in_the_run_and_the_stored_report(
    tmp_path: Path, store_dsn: str, cli
) -> None:
    """An SME tightens apostille-lama after run 2: run 3 lists it, and so does the page the
    operator draws from the run's row (which does not keep the list itself)."""
    html = tmp_path / "r3.html"
    with (
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(_judge_fails_the_wrong_answer()) as judge,
    ):
        env = Env(tmp_path, store_dsn, bot, judge)
        two_runs(env, cli, tmp_path / "r2.html")
        items = _items()
        items[1]["expected"]["must_include"] = ["3 hari kerja"]  # type: ignore[index]
        set_path = env.write_set(items)
        third = cli(
            "run", "-set", str(set_path), "-config", str(tmp_path / "config.yaml"),
            "--allow-unverified", "--no-progress", "--run-id", "r3", "--html", str(html),
        )  # fmt: skip
    assert third.code == 1, third.out + third.err  # pt-akta still fails; the edit never gates
    store = open_store(store_dsn)
    try:
        record = store.get_run("r3")
        assert record is not None
        summary = stored_run_summary(record, store.results("r3"))
        assert summary.expectations_changed == ()  # the row does not keep them ...
        operator_page = render_html(html_report(store, summary))
    finally:
        store.close()
    for page in (html.read_text(encoding="utf-8"), operator_page):
        text = page_text(page)
        assert "Expectations changed (1)" in text  # ... the report finds them again
        assert "apostille-lama: expectations changed since run r2 — this run is the new " in text
        assert "expectations changed; answer and judge unchanged" in text  # the table's blame
        assert "coverage0.753 of 4 drivable items scored; minimum 0.50" in text.replace("\n", "")


def test_report_html_reads_a_stored_run_through_the_configured_store(
    tmp_path: Path, store_dsn: str, cli
) -> None:
    with (
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(_judge_fails_the_wrong_answer()) as judge,
    ):
        env = Env(tmp_path, store_dsn, bot, judge)
        two_runs(env, cli, tmp_path / "run.html")
    cfg = tmp_path / "config.yaml"

    latest = cli("report", "--config", str(cfg), "--html", str(tmp_path / "latest.html"))
    first = cli(
        "report", "-config", str(cfg), "--run-id", "r1", "--html", str(tmp_path / "r1.html")
    )

    assert latest.code == 1 and first.code == 0
    assert "reading store" in latest.err and "password" not in latest.err
    text = page_text((tmp_path / "latest.html").read_text(encoding="utf-8"))
    assert "run r2" in text and BASELINE in text and HOSTILE in text
    assert "Only the phrases the fact gate flagged are shown" in text  # no --set given
    assert "forbidden “gratis”: present" in text
    r1 = page_text((tmp_path / "r1.html").read_text(encoding="utf-8"))
    assert "GATE PASSED" in r1 and "no baseline" in r1


def test_html_report_renders_in_headless_chromium_offline_and_quietly(tmp_path: Path, cli) -> None:
    html = tmp_path / "report.html"
    store = f"sqlite:///{tmp_path}/history.db"
    with (
        serve_in_thread(ChatbotStandIn()) as bot,
        serve_in_thread(_judge_fails_the_wrong_answer()) as judge,
    ):
        two_runs(Env(tmp_path, store, bot, judge), cli, html)
    shot = tmp_path / "report.png"
    visible: dict[str, list[str]] = {}

    def use_the_page(page) -> None:  # type: ignore[no-untyped-def]
        rows = "#items tbody tr:not([hidden]) td:first-child"
        assert page.locator("#verdict").inner_text().startswith("GATE FAILED")
        page.fill("#filter", "apostille")
        visible["filter"] = page.locator(rows).all_inner_texts()
        page.fill("#filter", "")
        page.select_option("#outcome", "regressed")
        visible["regressed"] = page.locator(rows).all_inner_texts()
        page.select_option("#outcome", "")
        page.click("#items th:nth-child(5)")  # correctness, ascending
        visible["sorted"] = page.locator(rows).all_inner_texts()
        visible["scripts"] = [str(page.evaluate("document.scripts.length"))]

    seen = visit(html, tmp_path / "profile", shot, use_the_page)

    assert seen.requests == [html.resolve().as_uri()]  # the page itself, nothing else
    assert [m for m in seen.console if m[0] in ("error", "warning")] == []
    assert seen.page_errors == []
    assert visible["filter"] == ["apostille-lama"]
    assert visible["regressed"] == ["pt-akta", "wasiat-daftar"]
    assert visible["sorted"][0] == "kewarganegaraan"  # no correctness sorts first
    assert visible["sorted"][1] == "pt-akta"  # 0.20 before the passing 0.90s
    assert visible["scripts"] == ["1"]  # the answer's <script> never became one
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_the_browser_check_sees_a_fetch_and_a_script_error(tmp_path: Path) -> None:
    """The check above can fail: a page that fetches and throws is caught on both counts."""
    bad = tmp_path / "bad.html"
    bad.write_text(
        '<!DOCTYPE html><html><body><img src="https://evil.example/x.png">'
        "<script>notDefined()</script></body></html>",
        encoding="utf-8",
    )

    seen = visit(bad, tmp_path / "profile", tmp_path / "bad.png")

    assert "https://evil.example/x.png" in seen.requests
    assert any(kind == "error" for kind, _ in seen.console)
    assert seen.page_errors and "notDefined" in seen.page_errors[0]
