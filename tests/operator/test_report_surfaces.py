"""The operator's report of a stored run shows its per-surface figures (docs/design.md §5).

A run's row keeps no per-surface figures: the operator recomputes them from the stored
results with the run's floors. A real SQLite store; internal results built directly.
"""

from __future__ import annotations

from pathlib import Path

from goldeneval.model import Outcome
from goldeneval.operator.serve._http import _stored_summary
from goldeneval.report import HtmlReport, render_html
from goldeneval.store import RunStart, RunStatus, open_store
from goldeneval.verdict import GateRules, summarize_results
from tests.core.factories import result
from tests.htmlpage import page_text


def test_a_stored_runs_report_has_the_surfaces_figures(tmp_path: Path) -> None:
    outcomes = [("public", Outcome.PASSED)] * 4 + [
        ("internal", Outcome.PASSED),
        ("internal", Outcome.FAILED),
    ]
    results = [result(f"i{n}", o, surface=s, run_id="r1") for n, (s, o) in enumerate(outcomes)]
    rules = GateRules(min_pass_rate=0.8, min_coverage=0.5)
    decided = summarize_results(
        results,
        {},
        run_id="r1",
        suite="tanya",
        set_digest="sha256:x",
        unverified_items=0,
        rules=rules,
    )
    store = open_store(f"sqlite:///{tmp_path}/history.db")
    try:
        store.migrate()
        store.begin_run(
            RunStart(
                run_id="r1",
                suite="tanya",
                set_digest="sha256:x",
                set_source="set.yaml",
                started_at=1.0,
                min_pass_rate=0.8,
                pass_threshold=0.7,
                allow_unverified=False,
                unverified_items=0,
                min_coverage=0.5,
            )
        )
        store.save_results(results)
        store.finish_run(
            "r1",
            status=RunStatus.FINISHED,
            finished_at=2.0,
            counts=decided.counts,
            gate=decided.gate,
            regressions=(),
        )
        summary = _stored_summary(store, "r1")
    finally:
        store.close()
    assert summary is not None
    assert summary.surfaces == decided.surfaces
    assert summary.gate.reasons == ("internal pass rate 0.50 < 0.80 (1/2)",)
    page = page_text(render_html(HtmlReport(summary=summary)))
    assert "By surface" in page and "below the pass-rate minimum" in page
