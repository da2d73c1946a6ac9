"""A misspelt gate key is an error, not a silent default (issue 23).

Every ``golden_*`` key under ``rag_quality`` is goldeneval's: one it does not
know would leave the gate at its default without a word, so it is exit 2
naming the file, the line and the closest known key. Other tools' keys in the
section, and unknown keys outside goldeneval:, stay warnings.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config import SETTINGS, parse_config, resolve
from goldeneval.model import ConfigError

HEAD = "chatbot_url: http://c\ngoldeneval:\n  judge:\n    url: http://j\n"
GATE_KEYS = [s.path[1] for s in SETTINGS if s.path[0] == "rag_quality"]


def _load(text: str) -> list[str]:
    parsed = parse_config(text, "obs.yaml")
    return resolve(parsed.data, {}, {}, source="obs.yaml", lines=parsed.lines)[1]


def _refused(text: str) -> str:
    with pytest.raises(ConfigError) as caught:
        _load(text)
    assert caught.value.exit_code == 2
    return str(caught.value)


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("golden_min_passrate", "golden_min_pass_rate"),
        ("golden_min_pass_rat", "golden_min_pass_rate"),
        ("golden_minpass_rate", "golden_min_pass_rate"),
        ("golden_pass_treshold", "golden_pass_threshold"),
        ("golden_passthreshold", "golden_pass_threshold"),
        ("golden_pass_thresold", "golden_pass_threshold"),
    ],
)
def test_a_typo_in_each_gate_key_is_refused_with_line_and_the_closest_name(
    typo: str, meant: str
) -> None:
    message = _refused(HEAD + f"rag_quality:\n  golden_min_pass_rate: 0.9\n  {typo}: 0.95\n")
    assert f"obs.yaml:7: rag_quality.{typo} is not a goldeneval setting" in message
    assert f"did you mean {meant}?" in message


def test_an_unrelated_golden_key_lists_the_gate_keys() -> None:
    message = _refused(HEAD + "rag_quality:\n  golden_zebra: 1\n")
    assert "obs.yaml:6: rag_quality.golden_zebra" in message
    assert "golden_min_pass_rate, golden_pass_threshold" in message


def test_other_tools_keys_in_the_gate_section_are_left_alone() -> None:
    assert (
        _load(HEAD + "rag_quality:\n  faithfulness_min: 0.5\n  golden_min_pass_rate: 0.9\n") == []
    )


def test_unknown_keys_outside_goldenevals_sections_stay_warnings_with_a_hint() -> None:
    warnings = _load(HEAD + "colour: blue\nchatbot_ulr: http://x\n")
    assert warnings == [
        "obs.yaml:5: unknown key 'colour' ignored",
        "obs.yaml:6: unknown key 'chatbot_ulr' ignored (did you mean chatbot_url?)",
    ]


def test_a_flag_error_names_the_flag_the_user_typed() -> None:
    base = {"chatbot_url": "http://c", "goldeneval": {"judge": {"url": "http://j"}}}
    with pytest.raises(ConfigError) as caught:
        resolve(base, {}, {"deadline_seconds": -1})
    assert "--deadline must be a number > 0" in str(caught.value)
    assert "deadline_seconds" not in str(caught.value)


@settings(max_examples=200)
@given(st.from_regex(r"golden_[a-z_]{0,24}", fullmatch=True))
def test_any_golden_key_is_either_a_setting_or_refused(key: str) -> None:
    text = HEAD + f"rag_quality:\n  {key}: 0.9\n"
    if key in GATE_KEYS:
        assert _load(text) == []
    else:
        assert f"rag_quality.{key} is not a goldeneval setting" in _refused(text)
