"""The tuning weeks (bench/weeks/tune-*.jsonl, seeded by bench/weeks/tune_week.py) hold
issue 44's targets through the pure harvest: pairwise precision >= 0.85, F1 >= 0.75 on
the week typed like try-it's and >= 0.65 on the hard one, the coverage share within 0.05
of the truth overall and per surface. The figures a held-out week gives are in
bench/README.md; these weeks are the only ones the grouping was tuned on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.harvest.quality import harvest_labelled

ROOT = Path(__file__).resolve().parents[2]
WEEKS = ROOT / "bench" / "weeks"


@pytest.mark.parametrize(("name", "f1"), [("tune-typical", 0.75), ("tune-hard", 0.65)])
def test_a_tuning_week_meets_the_targets(name: str, f1: float) -> None:
    q = harvest_labelled(WEEKS / f"{name}.jsonl", WEEKS / f"{name}.truth.json", ROOT)
    assert q.precision >= 0.85, q
    assert q.f1 >= f1, q
    assert abs(q.coverage_error) <= 0.05, q
    assert set(q.surface_errors) == {"public", "internal"}, q
    assert all(abs(e) <= 0.05 for e in q.surface_errors.values()), q


def test_the_independent_typical_week_meets_the_targets() -> None:
    # bench/weeks/indep-*: written apart from the code, since tuned on (bench/README.md).
    q = harvest_labelled(WEEKS / "indep-typical.jsonl", WEEKS / "indep-typical.truth.json", ROOT)
    assert q.precision >= 0.85, q
    assert q.f1 >= 0.75, q
    assert abs(q.coverage_error) <= 0.05, q
    assert all(abs(e) <= 0.05 for e in q.surface_errors.values()), q


def test_the_independent_hard_week_groups_to_the_targets() -> None:
    # Its coverage error (-0.09; internal -0.15) is still outside the target: bench/README.md.
    q = harvest_labelled(WEEKS / "indep-hard.jsonl", WEEKS / "indep-hard.truth.json", ROOT)
    assert q.precision >= 0.85, q
    assert q.f1 >= 0.65, q
