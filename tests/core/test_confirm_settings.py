"""Answer confirmation's settings (issue 34): chatbot.samples and history.flaky_window.

One rule each, read from the flag, the environment or the config file through
the settings table; a refused value names where it came from.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.config import SETTINGS, chatbot_samples, flaky_window, resolve
from goldeneval.config._validate import MAX_CHATBOT_SAMPLES, MAX_FLAKY_WINDOW
from goldeneval.model._errors import ConfigError

BASE: dict[str, Any] = {
    "chatbot_url": "http://bot:1",
    "goldeneval": {"judge": {"url": "http://j:1"}},
}

RAW = st.one_of(
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=12),
    st.integers(-50, 50).map(str),
    st.integers(-50, 50).map(lambda i: f" {i} "),
)


def _outcome(parse: Any, raw: Any) -> int | str:
    try:
        return int(parse(raw))
    except ValueError as exc:
        return str(exc)


@given(RAW)
def test_chatbot_samples_is_an_odd_whole_number_in_range_or_a_clear_refusal(raw: Any) -> None:
    got = _outcome(chatbot_samples, raw)
    if isinstance(got, int):
        assert 1 <= got <= MAX_CHATBOT_SAMPLES and got % 2 == 1
        assert not isinstance(raw, bool | float)  # never a YAML boolean or a fraction
        assert int(str(raw).strip()) == got
    else:
        assert got.startswith("must be")


@given(RAW)
def test_flaky_window_is_a_whole_number_of_runs_in_range_or_a_clear_refusal(raw: Any) -> None:
    got = _outcome(flaky_window, raw)
    if isinstance(got, int):
        assert 2 <= got <= MAX_FLAKY_WINDOW
        assert not isinstance(raw, bool | float)
        assert int(str(raw).strip()) == got
    else:
        assert got.startswith("must be")


def test_the_defaults_confirm_with_five_answers_over_ten_runs() -> None:
    cfg, _ = resolve(BASE, {}, {})
    assert (cfg.chatbot.samples, cfg.flaky_window) == (5, 10)


def test_the_table_names_file_key_variable_and_flag() -> None:
    rows = {s.name: (s.path, s.env, s.flag) for s in SETTINGS}
    assert rows["chatbot_samples"] == (
        ("goldeneval", "chatbot", "samples"),
        "GOLDENEVAL_CHATBOT_SAMPLES",
        "--chatbot-samples",
    )
    assert rows["history_flaky_window"] == (
        ("goldeneval", "history", "flaky_window"),
        "GOLDENEVAL_HISTORY_FLAKY_WINDOW",
        "--flaky-window",
    )


def test_flag_beats_environment_beats_file() -> None:
    data = {**BASE, "goldeneval": {**BASE["goldeneval"], "chatbot": {"samples": 3}}}
    data["goldeneval"]["history"] = {"flaky_window": 4}
    cfg, _ = resolve(data, {}, {})
    assert (cfg.chatbot.samples, cfg.flaky_window) == (3, 4)
    env = {"GOLDENEVAL_CHATBOT_SAMPLES": "7", "GOLDENEVAL_HISTORY_FLAKY_WINDOW": "20"}
    cfg, _ = resolve(data, env, {})
    assert (cfg.chatbot.samples, cfg.flaky_window) == (7, 20)
    cfg, _ = resolve(data, env, {"chatbot_samples": 1, "history_flaky_window": 2})
    assert (cfg.chatbot.samples, cfg.flaky_window) == (1, 2)


def test_the_reference_of_compare_mode_is_confirmed_with_the_same_samples() -> None:
    env = {"GOLDENEVAL_CHATBOT_SAMPLES": "3", "GOLDENEVAL_COMPARE_URL": "http://stable:1"}
    cfg, _ = resolve(BASE, env, {})
    assert cfg.compare is not None and cfg.compare.chatbot.samples == 3


@pytest.mark.parametrize(
    ("env", "overrides", "message"),
    [
        (
            {"GOLDENEVAL_CHATBOT_SAMPLES": "4"},
            {},
            "environment variable GOLDENEVAL_CHATBOT_SAMPLES must be odd",
        ),
        ({}, {"chatbot_samples": 0}, "--chatbot-samples must be an odd whole number from 1 to 15"),
        ({}, {"history_flaky_window": 1}, "--flaky-window must be a whole number of runs from 2"),
        (
            {"GOLDENEVAL_HISTORY_FLAKY_WINDOW": "ten"},
            {},
            "environment variable GOLDENEVAL_HISTORY_FLAKY_WINDOW must be a whole number",
        ),
    ],
)
def test_a_refused_value_names_its_source(
    env: dict[str, str], overrides: dict[str, Any], message: str
) -> None:
    with pytest.raises(ConfigError) as exc:
        resolve(BASE, env, overrides)
    assert message in str(exc.value)


def test_a_misspelt_key_in_the_history_section_is_invalid_input() -> None:
    data = {**BASE, "goldeneval": {**BASE["goldeneval"], "history": {"flaky_windw": 3}}}
    with pytest.raises(ConfigError) as exc:
        resolve(data, {}, {})
    assert "did you mean flaky_window?" in str(exc.value)
