"""``status.surfaces``: each surface's figures in the GoldenRun status (issue 27 §4)."""

from __future__ import annotations

from datetime import UTC, datetime

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._status import GoldenRunStatus, Results, transition
from goldeneval.operator.reconcile._statusparts import SurfaceSummary, surface_summaries

from .test_crd import MINIMAL, validate

PUBLIC = Counts(items=4, scored=4, passed=4)
INTERNAL = Counts(items=3, scored=2, passed=1, failed=1, errored=1)


def finished(results: Results) -> GoldenRunStatus:
    return transition(
        None,
        Phase.FAILED,
        Reason.GATE_FAILED,
        "GATE FAILED",
        generation=1,
        now=datetime(2026, 12, 1, tzinfo=UTC),
        run_id="u",
        job_name="j",
        min_pass_rate=0.8,
        results=results,
    )


def test_each_surface_has_its_own_counts_and_pass_rate_known_surfaces_first() -> None:
    got = surface_summaries({"internal": INTERNAL, "public": PUBLIC, "other": Counts()})
    assert got == (
        SurfaceSummary("public", PUBLIC, "1.000"),
        SurfaceSummary("internal", INTERNAL, "0.500"),
    )
    assert surface_summaries({"internal": Counts(items=2, skipped=2)})[0].pass_rate is None
    assert surface_summaries(None) == ()


def test_the_status_names_per_surface_figures_and_fits_the_crd() -> None:
    surfaces = surface_summaries({"public": PUBLIC, "internal": INTERNAL})
    status = finished(Results(counts=PUBLIC + INTERNAL, pass_rate=5 / 6, surfaces=surfaces))
    shape = status.to_dict()
    assert shape["surfaces"] == {
        "public": {
            "items": 4,
            "scored": 4,
            "passed": 4,
            "failed": 0,
            "errored": 0,
            "skipped": 0,
            "passRate": "1.000",
        },
        "internal": {
            "items": 3,
            "scored": 2,
            "passed": 1,
            "failed": 1,
            "errored": 1,
            "skipped": 0,
            "passRate": "0.500",
        },
    }
    validate({**MINIMAL, "status": {k: v for k, v in shape.items() if v is not None}})
    back = GoldenRunStatus.from_dict(shape)
    assert back is not None and back.surfaces == surfaces


def test_a_run_without_per_surface_figures_clears_the_block() -> None:
    """A merge patch with ``surfaces: null`` removes what an earlier status had set."""
    shape = finished(Results(counts=PUBLIC, pass_rate=1.0)).to_dict()
    assert "surfaces" in shape and shape["surfaces"] is None
