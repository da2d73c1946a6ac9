"""Fixed HTML reports whose rendered pages are kept under tests/core/data/html/.

The pages are snapshots: ``test_html_snapshot.py`` compares a fresh render's
element tree and visible text with them, so a change to the page's structure
is always a deliberate one. After such a change, regenerate them with
``.venv/bin/python -m tests.core.html_fixtures`` and review the diff.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from goldeneval.model import Expected, GateVerdict, ItemResult, Outcome, Regression, RunSummary
from goldeneval.model._verdict import ExpectationChange, JudgeSample, VerdictSource
from goldeneval.report._html import HtmlReport, ItemHistory, render_html
from goldeneval.report._trend import TrendPoint
from goldeneval.verdict import GateRules
from goldeneval.verdict._gate import decide, tally

from .factories import result

SNAPSHOTS = Path(__file__).parent / "data" / "html"


def summary_of(*results, regressions=(), unverified: int = 0) -> RunSummary:  # type: ignore[no-untyped-def]
    """A summary of ``results`` as the gate decides it, at fixed times (the snapshots' clock)."""
    counts = tally(results)
    gate = decide(
        counts,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
        verified_regressions=[r.item_id for r in regressions if r.verified],
        unverified_items=unverified,
    )
    return RunSummary(
        run_id="run-now",
        suite="tanya-public",
        set_digest="sha256:abc",
        counts=counts,
        unverified_items=unverified,
        regressions=tuple(regressions),
        gate=gate,
        results=tuple(results),
        started_at=1_780_000_000.0,
        finished_at=1_780_000_090.0,
    )


def reports() -> dict[str, HtmlReport]:
    """Every section of the page at least once: failed, no verdict, passed."""
    ok = replace(
        result("apostille-biaya", Outcome.PASSED, domain="apostille"), answer="Biaya Rp150.000."
    )
    regressed = replace(
        result("pt-perorangan-syarat", Outcome.FAILED, domain="badan usaha", verified=True),
        answer="Pendiri cukup <b>satu</b> orang & harus WNI; tidak perlu akta notaris.",
        auto_fail=("akta notaris",),
        reason='forbidden "akta notaris" present',
        judge_reason="menyebut akta notaris",
        answer_changed=True,
        contract_changed=False,
        judge_changed=False,
        verdict_source=VerdictSource.JUDGED,
        samples=(JudgeSample(0.2, False), JudgeSample(0.3, False), JudgeSample(0.8, True)),
    )
    base = replace(
        result("pt-perorangan-syarat", Outcome.PASSED, domain="badan usaha", run_id="run-before"),
        answer="Pendiri cukup satu orang dan harus WNI.",
    )
    reused = replace(
        result("fidusia-pendaftaran", Outcome.FAILED, domain="fidusia", verified=True),
        answer="Daftar di kantor pos.",
        judge_reason="salah tempat",
        verdict_source=VerdictSource.REUSED,
        verdict_run_id="run-older",
        answer_changed=False,
        contract_changed=True,
        judge_changed=False,
    )
    errored = replace(
        result("wasiat-cek", Outcome.ERRORED, domain="wasiat"), error="HTTP 503 after 3 attempts"
    )
    skipped = result("internal-only", Outcome.SKIPPED, domain="wasiat")
    failed = replace(
        summary_of(
            ok,
            regressed,
            reused,
            errored,
            skipped,
            regressions=[Regression("pt-perorangan-syarat", True, "run-before")],
            unverified=1,
        ),
        expectations_changed=(ExpectationChange("fidusia-pendaftaran", "run-older"),),
    )
    trend = (
        TrendPoint("run-old", Outcome.PASSED, 0.9),
        TrendPoint("run-before", Outcome.PASSED, 0.85),
        TrendPoint("run-now", Outcome.FAILED, 0.2),
    )
    items = {
        "pt-perorangan-syarat": ItemHistory(
            baseline=base,
            trend=trend,
            expected=Expected(
                must_include=("WNI", "satu orang"), must_not_include=("akta notaris",)
            ),
        ),
        "fidusia-pendaftaran": ItemHistory(
            baseline=replace(reused, run_id="run-older", outcome=Outcome.PASSED)
        ),
        "apostille-biaya": ItemHistory(trend=trend[:2]),
    }
    none = replace(
        summary_of(errored, replace(errored, item_id="wasiat-dua")),
        gate=GateVerdict.none("judge rejects every request: HTTP 404 model 'qwen' does not exist"),
    )
    passed = summary_of(ok)
    return {
        "compare": HtmlReport(_compare(ok)),
        "failed": HtmlReport(failed, items, store="sqlite:///tmp/history.db"),
        "no-verdict": HtmlReport(none),
        "passed": HtmlReport(passed, {"apostille-biaya": ItemHistory(trend=trend[:2])}),
    }


def _compare(ok: ItemResult) -> RunSummary:
    """A compare-mode run: one verified item worse than the reference, one better."""
    from goldeneval.verdict import CompareMode, CompareRules, summarize_results

    worse = replace(
        result("fidusia-pendaftaran", Outcome.FAILED, domain="fidusia", verified=True),
        answer="Daftar di kantor pos, tanpa akta.",
        auto_fail_reason='missing "akta"',
        reason='auto-fail: missing "akta"',
    )
    better = replace(result("wasiat-cek", Outcome.PASSED, domain="wasiat"), answer="Cek di AHU.")
    refs = (
        replace(ok, run_id="run-now"),
        replace(
            result("fidusia-pendaftaran", Outcome.PASSED, domain="fidusia", verified=True),
            answer="Daftar online dengan akta notaris.",
        ),
        replace(
            result("wasiat-cek", Outcome.FAILED, domain="wasiat", reason="judge: fail"),
            answer="Tidak tahu <script>.",
        ),
    )
    return summarize_results(
        [ok, worse, better],
        {},
        run_id="run-now",
        suite="tanya-public",
        set_digest="sha256:abc",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False, pass_threshold=0.7),
        started_at=1_780_000_000.0,
        finished_at=1_780_000_090.0,
        compare=CompareMode("http://stable.tanya:8080", CompareRules(0.02, 0.05), refs),
    )


def main() -> None:
    SNAPSHOTS.mkdir(parents=True, exist_ok=True)
    for name, report in reports().items():
        (SNAPSHOTS / f"{name}.html").write_text(render_html(report), encoding="utf-8")


if __name__ == "__main__":
    main()
