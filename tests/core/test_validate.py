"""The value checks every configuration reader shares."""

from __future__ import annotations

import pytest

from goldeneval.config._validate import (
    borderline,
    flag,
    http_url,
    judge_samples,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
)


@pytest.mark.parametrize(
    "check",
    [
        ratio,
        positive_int,
        non_negative_int,
        positive_float,
        non_negative_float,
        judge_samples,
        borderline,
        reuse_age_days,
    ],
)
def test_a_yaml_boolean_is_never_a_number(check) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="must be"):
        check(True)


def test_environment_text_is_converted() -> None:
    assert ratio("0.8") == 0.8
    assert positive_int("12") == 12
    assert positive_float("2.5") == 2.5
    assert flag("yes") is True and flag("0") is False


@pytest.mark.parametrize(
    ("check", "value"),
    [
        (ratio, 1.01),
        (ratio, "nan"),
        (positive_int, 0),
        (positive_int, 2.5),
        (positive_int, "3.0"),
        (non_negative_int, -1),
        (positive_float, 0),
        (non_negative_float, -0.1),
        (judge_samples, 0),
        (judge_samples, 4),
        (judge_samples, 17),
        (judge_samples, "7.0"),
        (borderline, 0.51),
        (borderline, -0.01),
        (reuse_age_days, 366),
        (reuse_age_days, -1),
        (reuse_age_days, 1.5),
        (flag, "maybe"),
        (flag, 1.5),
        (http_url, "ftp://x"),
        (http_url, "http://"),
        (http_url, "http://bot:99999/api"),
        (http_url, "http://bot:0"),
        (http_url, "http://:8080/v1"),
        (http_url, "http://[::1/x"),
    ],
)
def test_out_of_range_or_wrong_kind_is_refused(check, value) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="must be"):
        check(value)


def test_url_loses_its_trailing_slash() -> None:
    assert http_url(" http://judge:8000/v1/ ") == "http://judge:8000/v1"


def test_the_verdict_settings_take_their_whole_range() -> None:
    assert [judge_samples(n) for n in (1, "3", 15)] == [1, 3, 15]
    assert (borderline(0), borderline("0.5")) == (0.0, 0.5)
    assert (reuse_age_days(0), reuse_age_days("365")) == (0, 365)
