"""The regularized incomplete beta function and the Clopper–Pearson bound (docs/design.md §13.5).

The threshold chooser needs one exact binomial bound per grid step. The core
has neither scipy nor numpy (it does no I/O and keeps its dependencies to
the standard library), so the beta function is computed here: the continued
fraction of the regularized incomplete beta (modified Lentz), and its
quantile by bisection, which is slow only by the standards of a numerical
library — 200 halvings of [0, 1] is far below a microsecond's worth of
precision and a calibration needs a handful of bounds.
"""

from __future__ import annotations

import math

_EPSILON = 1e-15
"""Relative change at which the continued fraction has converged."""
_TINY = 1e-300
"""Lentz's guard against a zero denominator."""
_MAX_TERMS = 10_000
"""Far more than any bound of a few thousand labels needs (about √(max(a, b)) terms)."""
_BISECTIONS = 200
"""Halvings of [0, 1] for a quantile: the interval shrinks below double precision long before."""


def _continued_fraction(x: float, a: float, b: float) -> float:
    """The continued fraction of I_x(a, b), convergent for x < (a + 1) / (a + b + 2)."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c = 1.0
    d = 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, _MAX_TERMS + 1):
        m2 = 2 * m
        for numerator in (
            m * (b - m) * x / ((qam + m2) * (a + m2)),
            -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)),
        ):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > _TINY else _TINY)
            c = 1.0 + numerator / c
            c = c if abs(c) > _TINY else _TINY
            h *= d * c
        if abs(d * c - 1.0) < _EPSILON:
            return h
    raise ArithmeticError(f"incomplete beta I_{x}({a}, {b}) did not converge")  # pragma: no cover


def incomplete_beta(x: float, a: float, b: float) -> float:
    """The regularized incomplete beta function I_x(a, b) for a, b > 0 and 0 ≤ x ≤ 1.

    It is the CDF of the Beta(a, b) distribution at ``x``, and the binomial
    tail in disguise: P(Bin(n, p) ≤ k) = I_{1−p}(n − k, k + 1).
    """
    if a <= 0 or b <= 0:
        raise ValueError(f"incomplete beta needs a, b > 0 (got a={a}, b={b})")
    if not 0.0 <= x <= 1.0:
        raise ValueError(f"incomplete beta needs 0 ≤ x ≤ 1 (got {x})")
    if x in (0.0, 1.0):
        return x
    log_front = (
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    )
    front = math.exp(log_front)
    # The fraction converges fast only on the near side of the mean; the
    # symmetry I_x(a, b) = 1 − I_{1−x}(b, a) covers the far side.
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _continued_fraction(x, a, b) / a
    return 1.0 - front * _continued_fraction(1.0 - x, b, a) / b


def beta_quantile(q: float, a: float, b: float) -> float:
    """The x with I_x(a, b) = q: the q-quantile of Beta(a, b), by bisection."""
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"a quantile needs 0 ≤ q ≤ 1 (got {q})")
    low, high = 0.0, 1.0
    for _ in range(_BISECTIONS):
        mid = (low + high) / 2.0
        if mid in (low, high):
            break
        if incomplete_beta(mid, a, b) < q:
            low = mid
        else:
            high = mid
    return high


def clopper_pearson_upper(failures: int, n: int, risk: float) -> float:
    """The one-sided Clopper–Pearson upper bound, at level 1 − ``risk``, on a rate.

    ``failures`` of ``n`` trials failed; the bound u is the rate at which
    seeing ``failures`` or fewer has probability ``risk``:
    P(Bin(n, u) ≤ failures) = risk, i.e. the (1 − risk)-quantile of
    Beta(failures + 1, n − failures). It is 1 when every trial failed or
    there were none: no evidence bounds the rate below certainty.
    """
    if n < 0 or not 0 <= failures <= n:
        raise ValueError(f"a bound needs 0 ≤ failures ≤ n (got {failures} of {n})")
    if not 0.0 < risk < 1.0:
        raise ValueError(f"a bound needs 0 < risk < 1 (got {risk})")
    if failures == n:
        return 1.0
    return beta_quantile(1.0 - risk, failures + 1, n - failures)
