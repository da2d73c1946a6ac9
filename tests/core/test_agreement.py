"""Judge agreement statistics (docs/design.md §13): κ, its interval, rates, κ differences."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.verdict._agreement import (
    Confusion,
    PersonLabel,
    agreement,
    kappa_difference,
    kappa_note,
    kappa_of,
    kappa_standard_error,
    sme_agreement,
)


def pairs(pp: int, pf: int, fp: int, ff: int) -> list[tuple[bool, bool]]:
    return [(True, True)] * pp + [(True, False)] * pf + [(False, True)] * fp + [(False, False)] * ff


def test_kappa_computed_by_hand_from_a_confusion_matrix() -> None:
    # 50 answers: SME pass/judge pass 20, pass/fail 5, fail/pass 10, fail/fail 15.
    # p_o = 35/50 = 0.70; SME pass share 0.5, judge pass share 0.6;
    # p_e = 0.5*0.6 + 0.5*0.4 = 0.50; kappa = (0.70 - 0.50) / (1 - 0.50) = 0.40.
    a = agreement(pairs(20, 5, 10, 15))
    assert a.n == 50
    assert a.accuracy == pytest.approx(0.70)
    assert a.kappa == pytest.approx(0.40)
    assert a.confusion == Confusion(20, 5, 10, 15)
    assert a.false_fail_rate == pytest.approx(5 / 25)
    assert a.false_pass_rate == pytest.approx(10 / 25)
    # Fleiss-Cohen-Everitt by hand: diagonal 0.10972, off-diagonal 0.10188,
    # correction 0.01; var = 0.2016 / (50 * 0.25) = 0.016128.
    se = kappa_standard_error(a.confusion)
    assert se == pytest.approx(math.sqrt(0.016128))
    assert a.kappa_ci is not None
    lo, hi = a.kappa_ci
    assert lo == pytest.approx(0.40 - 1.959964 * math.sqrt(0.016128), abs=1e-6)
    assert hi == pytest.approx(0.40 + 1.959964 * math.sqrt(0.016128), abs=1e-6)
    assert a.to_dict()["confusion"] == {
        "sme_pass_judge_pass": 20,
        "sme_pass_judge_fail": 5,
        "sme_fail_judge_pass": 10,
        "sme_fail_judge_fail": 15,
    }


def test_perfect_agreement_is_kappa_one_with_a_point_interval() -> None:
    a = agreement(pairs(7, 0, 0, 3))
    assert a.kappa == pytest.approx(1.0)
    assert a.kappa_ci == (pytest.approx(1.0), pytest.approx(1.0))
    assert kappa_note(a) is None


def test_kappa_undefined_when_chance_agreement_is_one() -> None:
    a = agreement(pairs(12, 0, 0, 0))
    assert a.kappa is None and a.kappa_ci is None
    assert a.accuracy == 1.0
    assert a.false_pass_rate is None  # no SME fail to be wrong about
    note = kappa_note(a)
    assert note is not None and "undefined" in note


def test_no_pairs_has_no_figures() -> None:
    a = agreement([])
    assert (a.n, a.accuracy, a.kappa, a.false_fail_rate) == (0, None, None, None)
    assert kappa_note(a) == "no labelled answer was judged"


def test_a_judge_that_passes_everything_has_kappa_zero() -> None:
    assert kappa_of(Confusion(8, 0, 4, 0)) == pytest.approx(0.0)


def test_systematic_disagreement_is_negative() -> None:
    k = kappa_of(Confusion(0, 5, 5, 0))
    assert k == pytest.approx(-1.0)


@given(st.lists(st.tuples(st.booleans(), st.booleans()), max_size=60))
def test_figures_stay_in_range(xs: list[tuple[bool, bool]]) -> None:
    a = agreement(xs)
    if a.kappa is not None:
        assert -1.0 - 1e-9 <= a.kappa <= 1.0 + 1e-9
        assert a.kappa_ci is not None
        assert -1.0 <= a.kappa_ci[0] <= a.kappa + 1e-9 <= a.kappa_ci[1] + 2e-9 <= 1.0 + 2e-9
    if a.accuracy is not None:
        assert 0.0 <= a.accuracy <= 1.0


def test_kappa_difference_is_deterministic_and_brackets_the_delta() -> None:
    sme = [True] * 30 + [False] * 30
    current = [True] * 24 + [False] * 6 + [True] * 6 + [False] * 24  # kappa 0.6
    candidate = list(sme)  # agrees everywhere: kappa 1.0
    d1 = kappa_difference(sme, current, candidate)
    d2 = kappa_difference(sme, current, candidate)
    assert d1 == d2
    assert d1.delta == pytest.approx(0.4)
    assert d1.ci is not None
    assert d1.ci[0] <= 0.4 <= d1.ci[1]
    assert d1.ci[0] > 0  # clearly better


def test_kappa_difference_undefined_when_a_kappa_is() -> None:
    d = kappa_difference([True, True], [True, True], [True, False])
    assert d.delta is None and d.ci is None


def test_kappa_difference_needs_pairs() -> None:
    with pytest.raises(ValueError, match="pair up"):
        kappa_difference([True], [True, False], [True])


def test_a_constant_judge_has_kappa_zero_and_no_spread() -> None:
    # With one rater constant, kappa is 0 whatever the sample: the interval is a point.
    a = agreement(pairs(12, 0, 1, 0))
    assert a.kappa == pytest.approx(0.0)
    assert a.kappa_ci == (0.0, 0.0)


def test_kappa_is_undefined_on_sme_labels_of_one_class_whatever_the_judge_says() -> None:
    """Labels of one class cannot show agreement beyond chance: κ would read 0.00 beside an
    accuracy near 1 (issue 40 §8), so it is undefined and the note names the class."""
    a = agreement(pairs(11, 1, 0, 0))  # every SME label pass; the judge failed one
    assert a.kappa is None and a.kappa_ci is None and a.accuracy == pytest.approx(11 / 12)
    assert kappa_note(a) == (
        "κ is undefined: every SME label is pass, so agreement beyond chance cannot be "
        "measured; label answers of both kinds"
    )
    failing = agreement(pairs(0, 0, 2, 10))
    assert failing.kappa is None and "every SME label is fail" in (kappa_note(failing) or "")
    # A judge of one class against labels of both is measured: κ 0, it tells nothing apart.
    assert kappa_of(Confusion(8, 0, 4, 0)) == pytest.approx(0.0)


def _people(draw: list[tuple[str, str, bool]]) -> list[PersonLabel]:
    return [PersonLabel(item, "digest-" + item, by, passed) for item, by, passed in draw]


def test_sme_agreement_pairs_each_two_people_of_one_answer_once() -> None:
    found = sme_agreement(
        _people(
            [
                ("a", "budi", True),
                ("a", "ani", True),
                ("a", "siti", False),
                ("a", "budi", False),  # Budi changed his mind: his newest label counts
                ("b", "budi", True),  # one person: nobody to agree with
                ("c", "ani", False),
                ("c", "budi", False),
            ]
        )
    )
    assert found.answers == 2
    # a: (budi F, ani T), (budi F, siti F), (ani T, siti F); c: (ani F, budi F)
    assert found.agreement.confusion == Confusion(0, 1, 1, 2)
    assert found.agreement.n == 4
    assert [(x.item_id, x.labels) for x in found.differing] == [
        ("a", (("budi", False), ("ani", True), ("siti", False)))
    ]


@given(
    st.lists(
        st.tuples(st.sampled_from("abcd"), st.sampled_from(["budi", "ani", "siti"]), st.booleans()),
        max_size=40,
    )
)
def test_sme_kappa_is_cohens_on_the_pairs(draw: list[tuple[str, str, bool]]) -> None:
    found = sme_agreement(_people(draw))
    newest: dict[str, dict[str, bool]] = {}
    for item, by, passed in draw:
        newest.setdefault(item, {})[by] = passed
    shared = [said for said in newest.values() if len(said) > 1]
    assert found.answers == len(shared)
    assert found.agreement.n == sum(len(s) * (len(s) - 1) // 2 for s in shared)
    assert len(found.differing) == sum(1 for s in shared if len(set(s.values())) > 1)
    assert found.agreement.kappa == kappa_of(found.agreement.confusion)
    if found.agreement.n and not found.differing:
        assert found.agreement.accuracy == 1.0
