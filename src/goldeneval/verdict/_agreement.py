"""How far a judge agrees with the SMEs (docs/design.md §13, normative).

Pure statistics over pairs (SME label, judge verdict), both pass/fail:

* the 2×2 confusion matrix, accuracy, the false-fail rate (of the answers the
  SMEs passed, the share the judge failed) and the false-pass rate (of the
  answers the SMEs failed, the share the judge passed);
* Cohen's κ, with a 95 % interval from the large-sample standard error of
  Fleiss, Cohen and Everitt (1969). κ is undefined when every SME label is on
  the same side (agreement beyond chance cannot be measured against labels of
  one class: κ would read 0.00 beside an accuracy of 1.00): then it is
  ``None`` and :func:`kappa_note` says why;
* the difference in κ between two judges on the same labels, with a 95 %
  percentile interval from a paired bootstrap over the labelled answers
  (a fixed seed, so the same labels always give the same interval).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

Z_95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95 % interval."""

MIN_DOMAIN_LABELS = 10
"""Below this many labels a domain shows no κ: its interval would span most of [-1, 1]."""

BOOTSTRAP_RESAMPLES = 2000
"""Resamples of the paired bootstrap for a κ difference."""
BOOTSTRAP_SEED = 19
"""Its fixed seed: the same labels and verdicts always give the same interval."""


@dataclass(frozen=True)
class Confusion:
    """The 2×2 table of SME labels against judge verdicts."""

    sme_pass_judge_pass: int = 0
    """Both passed the answer."""
    sme_pass_judge_fail: int = 0
    """The SME passed it, the judge failed it (a false fail)."""
    sme_fail_judge_pass: int = 0
    """The SME failed it, the judge passed it (a false pass)."""
    sme_fail_judge_fail: int = 0
    """Both failed it."""

    @property
    def n(self) -> int:
        return (
            self.sme_pass_judge_pass
            + self.sme_pass_judge_fail
            + self.sme_fail_judge_pass
            + self.sme_fail_judge_fail
        )

    def to_dict(self) -> dict[str, int]:
        return {
            "sme_pass_judge_pass": self.sme_pass_judge_pass,
            "sme_pass_judge_fail": self.sme_pass_judge_fail,
            "sme_fail_judge_pass": self.sme_fail_judge_pass,
            "sme_fail_judge_fail": self.sme_fail_judge_fail,
        }


def confusion(pairs: Iterable[tuple[bool, bool]]) -> Confusion:
    """The table of ``(sme_passed, judge_passed)`` pairs."""
    cells = [0, 0, 0, 0]
    for sme, judge in pairs:
        cells[(0 if sme else 2) + (0 if judge else 1)] += 1
    return Confusion(*cells)


@dataclass(frozen=True)
class Agreement:
    """Agreement of one judge (or the gate) with the SMEs on a set of labelled answers."""

    n: int
    """Labelled answers compared."""
    accuracy: float | None
    """Share of answers where both agree (None when ``n`` is 0)."""
    kappa: float | None
    """Cohen's κ; None when undefined (no answers, or chance agreement is 1)."""
    kappa_ci: tuple[float, float] | None
    """95 % interval of κ, clipped to [-1, 1]; None with ``kappa``."""
    confusion: Confusion
    """The 2×2 table behind the figures."""
    false_fail_rate: float | None
    """Of the answers the SMEs passed, the share the judge failed (None: none passed)."""
    false_pass_rate: float | None
    """Of the answers the SMEs failed, the share the judge passed (None: none failed)."""

    def to_dict(self) -> dict[str, Any]:
        """The normative JSON shape of ``calibrate --json``."""
        return {
            "n": self.n,
            "accuracy": self.accuracy,
            "kappa": self.kappa,
            "kappa_ci": None if self.kappa_ci is None else list(self.kappa_ci),
            "confusion": self.confusion.to_dict(),
            "false_fail_rate": self.false_fail_rate,
            "false_pass_rate": self.false_pass_rate,
        }


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def kappa_of(c: Confusion) -> float | None:
    """Cohen's κ = (p_o − p_e) / (1 − p_e); None when the table is empty or every SME
    label is on the same side (then κ is 0 or undefined whatever the judge does, so it
    says nothing about the judge)."""
    n = c.n
    if n == 0:
        return None
    po = (c.sme_pass_judge_pass + c.sme_fail_judge_fail) / n
    sme_pass = (c.sme_pass_judge_pass + c.sme_pass_judge_fail) / n
    if sme_pass in (0.0, 1.0):
        return None
    judge_pass = (c.sme_pass_judge_pass + c.sme_fail_judge_pass) / n
    pe = sme_pass * judge_pass + (1 - sme_pass) * (1 - judge_pass)
    if pe >= 1.0:
        return None
    return (po - pe) / (1 - pe)


def kappa_standard_error(c: Confusion) -> float | None:
    """The large-sample standard error of κ (Fleiss, Cohen and Everitt, 1969).

    With p_ij the table's cells as shares, p_i. the SME margins, p_.j the
    judge margins, p_e the chance agreement and κ the estimate::

        var = [ Σ_i p_ii (1 − (p_i. + p_.i)(1 − κ))²
              + (1 − κ)² Σ_{i≠j} p_ij (p_.i + p_j.)²
              − (κ − p_e (1 − κ))² ] / (n (1 − p_e)²)
    """
    k = kappa_of(c)
    if k is None:
        return None
    n = c.n
    p = [
        [c.sme_pass_judge_pass / n, c.sme_pass_judge_fail / n],
        [c.sme_fail_judge_pass / n, c.sme_fail_judge_fail / n],
    ]
    row = [p[0][0] + p[0][1], p[1][0] + p[1][1]]  # SME margins
    col = [p[0][0] + p[1][0], p[0][1] + p[1][1]]  # judge margins
    pe = row[0] * col[0] + row[1] * col[1]
    diagonal = sum(p[i][i] * (1 - (row[i] + col[i]) * (1 - k)) ** 2 for i in range(2))
    off = (1 - k) ** 2 * sum(
        p[i][j] * (col[i] + row[j]) ** 2 for i in range(2) for j in range(2) if i != j
    )
    var = (diagonal + off - (k - pe * (1 - k)) ** 2) / (n * (1 - pe) ** 2)
    # Exact zeros (a perfect table, a rater who always says the same) come out
    # of the floating point as ±1e-15; they are zeros, not intervals.
    return 0.0 if var < 1e-12 else math.sqrt(var)


def agreement(pairs: Iterable[tuple[bool, bool]]) -> Agreement:
    """Every figure of ``(sme_passed, judge_passed)`` pairs."""
    c = confusion(pairs)
    k = kappa_of(c)
    se = kappa_standard_error(c)
    ci = None
    if k is not None and se is not None:
        ci = (max(-1.0, k - Z_95 * se), min(1.0, k + Z_95 * se))
    return Agreement(
        n=c.n,
        accuracy=_ratio(c.sme_pass_judge_pass + c.sme_fail_judge_fail, c.n),
        kappa=k,
        kappa_ci=ci,
        confusion=c,
        false_fail_rate=_ratio(
            c.sme_pass_judge_fail, c.sme_pass_judge_pass + c.sme_pass_judge_fail
        ),
        false_pass_rate=_ratio(
            c.sme_fail_judge_pass, c.sme_fail_judge_pass + c.sme_fail_judge_fail
        ),
    )


def by_domain(
    pairs: Mapping[str, Sequence[tuple[bool, bool]]], minimum: int = MIN_DOMAIN_LABELS
) -> tuple[tuple[str, Agreement], ...]:
    """Agreement per domain, worst first; a domain below ``minimum`` pairs gets no κ.

    Worst first: domains with a κ by ascending κ, then those without one by
    ascending accuracy (ties by name).
    """
    out = []
    for domain, xs in pairs.items():
        a = agreement(xs)
        if a.n < minimum:
            a = replace(a, kappa=None, kappa_ci=None)
        out.append((domain, a))

    def worst(entry: tuple[str, Agreement]) -> tuple[int, float, str]:
        domain, a = entry
        if a.kappa is not None:
            return (0, a.kappa, domain)
        return (1, 1.0 if a.accuracy is None else a.accuracy, domain)

    return tuple(sorted(out, key=worst))


def kappa_note(a: Agreement) -> str | None:
    """Why κ is missing, in plain words (None when it is there)."""
    if a.kappa is not None:
        return None
    if a.n == 0:
        return "no labelled answer was judged"
    side = "pass" if a.confusion.sme_pass_judge_pass + a.confusion.sme_pass_judge_fail else "fail"
    return (
        f"κ is undefined: every SME label is {side}, so agreement beyond chance cannot be "
        "measured; label answers of both kinds"
    )


@dataclass(frozen=True)
class KappaDifference:
    """κ of a candidate judge minus κ of the current judge, on the same labelled answers."""

    delta: float | None
    """The difference; None when either κ is undefined."""
    ci: tuple[float, float] | None
    """95 % percentile interval of the paired bootstrap; None when it cannot be drawn."""


def kappa_difference(
    sme: Sequence[bool],
    current: Sequence[bool],
    candidate: Sequence[bool],
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> KappaDifference:
    """κ(candidate) − κ(current), with a paired bootstrap interval over the answers.

    Each resample draws ``n`` answers with replacement and recomputes both κ
    on the same draw, so what the two judges share (the labels, the hard
    answers) cancels out. Resamples where either κ is undefined are dropped;
    when more than half are, there is no interval.
    """
    if not len(sme) == len(current) == len(candidate):
        raise ValueError("the SME labels and both judges' verdicts must pair up")
    n = len(sme)
    k_now = kappa_of(confusion(zip(sme, current, strict=True)))
    k_new = kappa_of(confusion(zip(sme, candidate, strict=True)))
    if k_now is None or k_new is None:
        return KappaDifference(None, None)
    rng = random.Random(seed)
    deltas: list[float] = []
    for _ in range(resamples):
        draw = [rng.randrange(n) for _ in range(n)]
        a = kappa_of(confusion((sme[i], current[i]) for i in draw))
        b = kappa_of(confusion((sme[i], candidate[i]) for i in draw))
        if a is not None and b is not None:
            deltas.append(b - a)
    if len(deltas) * 2 < resamples:
        return KappaDifference(k_new - k_now, None)
    deltas.sort()
    return KappaDifference(k_new - k_now, (_quantile(deltas, 0.025), _quantile(deltas, 0.975)))


def _quantile(ordered: Sequence[float], q: float) -> float:
    """Linear-interpolated quantile of sorted values."""
    pos = q * (len(ordered) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


# ------------------------------------------------------------ SMEs against each other


@dataclass(frozen=True)
class PersonLabel:
    """One person's label of one answer, as SME–SME agreement reads it."""

    item_id: str
    """The golden item."""
    answer: str
    """The answer's digest: labels of different answers are never compared."""
    by: str
    """Who gave it."""
    passed: bool
    """The label: pass (True) or fail."""


@dataclass(frozen=True)
class SmeDisagreement:
    """An answer two or more people labelled differently."""

    item_id: str
    """The golden item."""
    answer: str
    """The answer's digest."""
    labels: tuple[tuple[str, bool], ...]
    """Each person's newest label of it (who, passed), in the order they first labelled it."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "item_id": self.item_id,
            "answer_sha256": self.answer,
            "labels": [{"by": by, "label": "pass" if p else "fail"} for by, p in self.labels],
        }


@dataclass(frozen=True)
class SmeAgreement:
    """How far the SMEs agree with each other on the answers two or more of them labelled."""

    agreement: Agreement
    """Over pairs (the earlier labeller's label, the later one's) of one answer: each pair of
    people who labelled an answer counts once. κ is undefined (None) as for a judge: no pair,
    or every earlier label on the same side."""
    answers: int
    """Answers labelled by two or more people."""
    differing: tuple[SmeDisagreement, ...]
    """Those on which they differ, by item."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "answers": self.answers,
            "pairs": self.agreement.n,
            "kappa": self.agreement.kappa,
            "kappa_ci": None if self.agreement.kappa_ci is None else list(self.agreement.kappa_ci),
            "accuracy": self.agreement.accuracy,
            "disagreements": [x.to_dict() for x in self.differing],
        }


def sme_agreement(labels: Iterable[PersonLabel]) -> SmeAgreement:
    """SME–SME agreement of ``labels`` (oldest first: a person's later label of an answer
    replaces their earlier one, as the newest label of an answer is its verdict)."""
    answers: dict[tuple[str, str], dict[str, bool]] = {}
    for x in labels:
        # dicts keep insertion order: people stay in the order they first labelled.
        answers.setdefault((x.item_id, x.answer), {})[x.by] = x.passed
    pairs: list[tuple[bool, bool]] = []
    differing = []
    shared = 0
    for (item_id, answer), people in sorted(answers.items()):
        said = list(people.items())
        if len(said) < 2:
            continue
        shared += 1
        pairs += [(a[1], b[1]) for n, a in enumerate(said) for b in said[n + 1 :]]
        if len({p for _, p in said}) > 1:
            differing.append(SmeDisagreement(item_id, answer, tuple(said)))
    return SmeAgreement(agreement(pairs), shared, tuple(differing))
