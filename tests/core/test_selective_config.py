"""``judge.target_agreement`` and ``judge.risk`` in the one settings table (docs/design.md §13.5)."""

from __future__ import annotations

import pytest

from goldeneval.config import resolve
from goldeneval.model import ConfigError

BASE = {"chatbot_url": "http://127.0.0.1:1", "goldeneval": {"judge": {"url": "http://127.0.0.1:2"}}}


def test_escalation_is_off_unless_a_target_is_given() -> None:
    cfg, _ = resolve(BASE, {}, {})
    assert cfg.judge.target_agreement is None and cfg.judge.risk == 0.1


def test_file_environment_and_flag_set_the_target_flag_first() -> None:
    data = {**BASE, "goldeneval": {"judge": {"url": "http://x:2", "target_agreement": 0.8}}}
    cfg, _ = resolve(data, {}, {})
    assert cfg.judge.target_agreement == 0.8
    env = {"GOLDENEVAL_TARGET_AGREEMENT": "0.85", "GOLDENEVAL_RISK": "0.05"}
    cfg, _ = resolve(data, env, {})
    assert (cfg.judge.target_agreement, cfg.judge.risk) == (0.85, 0.05)
    cfg, _ = resolve(data, env, {"target_agreement": 0.95, "risk": 0.2})
    assert (cfg.judge.target_agreement, cfg.judge.risk) == (0.95, 0.2)


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"GOLDENEVAL_TARGET_AGREEMENT": "0"}, "GOLDENEVAL_TARGET_AGREEMENT"),
        ({"GOLDENEVAL_TARGET_AGREEMENT": "1.5"}, "GOLDENEVAL_TARGET_AGREEMENT"),
        ({"GOLDENEVAL_RISK": "1"}, "GOLDENEVAL_RISK"),
        ({"GOLDENEVAL_RISK": "zero"}, "GOLDENEVAL_RISK"),
    ],
)
def test_a_target_or_risk_out_of_range_is_a_config_error_naming_its_source(
    env: dict[str, str], named: str
) -> None:
    with pytest.raises(ConfigError, match=named):
        resolve(BASE, env, {})


def test_escalation_needs_three_samples() -> None:
    env = {"GOLDENEVAL_TARGET_AGREEMENT": "0.9", "GOLDENEVAL_JUDGE_SAMPLES": "1"}
    with pytest.raises(ConfigError, match="escalation needs at least 3 judge samples"):
        resolve(BASE, env, {})
    cfg, _ = resolve(BASE, {**env, "GOLDENEVAL_JUDGE_SAMPLES": "3"}, {})
    assert cfg.judge.samples == 3
