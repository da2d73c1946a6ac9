"""The operator's config: a misspelt gate key under ``defaults`` is an error (issue 23)."""

from __future__ import annotations

import pytest

from goldeneval.model import ConfigError
from goldeneval.operator import parse_operator_config


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("minPassrate", "minPassRate"),
        ("minpassrate", "minPassRate"),
        ("passTreshold", "passThreshold"),
        ("minCovrage", "minCoverage"),
    ],
)
def test_a_typo_in_each_gate_key_is_refused_with_its_line(typo: str, meant: str) -> None:
    text = f"namespaces: [ai]\ndefaults:\n  shards: 2\n  {typo}: 0.9\n"
    with pytest.raises(ConfigError) as caught:
        parse_operator_config(text, "operator.yaml")
    assert caught.value.exit_code == 2
    assert f"operator.yaml:4: defaults.{typo} is not a setting; did you mean {meant}?" in str(
        caught.value
    )


def test_other_unknown_keys_stay_warnings_with_their_line() -> None:
    _, warnings = parse_operator_config("evaluator:\n  imagee: x\nnewerKey: 1\n", "op.yaml")
    assert warnings == [
        "op.yaml:3: unknown key 'newerKey' ignored",
        "op.yaml:2: unknown key 'evaluator.imagee' ignored (did you mean image?)",
    ]


def test_a_repeated_key_is_refused_with_its_line() -> None:
    with pytest.raises(ConfigError, match=r"op.yaml:3: key 'defaults.shards' appears twice"):
        parse_operator_config("defaults:\n  shards: 2\n  shards: 3\n", "op.yaml")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "defaults:\n  judge:\n    minAgreemnt: 0.6\n",
            "op.yaml:3: defaults.judge.minAgreemnt is not a setting; did you mean minAgreement?",
        ),
        (
            "defaults:\n  chatbot:\n    timeoutSecnds: 3\n",
            "op.yaml:3: defaults.chatbot.timeoutSecnds is not a setting; "
            "did you mean timeoutSeconds?",
        ),
        (
            "defaults:\n  storeOutageSecnds: 30\n",
            "op.yaml:2: defaults.storeOutageSecnds is not a setting; "
            "did you mean storeOutageSeconds?",
        ),
        (
            "defaults:\n  databaseSecretRef:\n    name: db\n    key: url\n    kee: x\n",
            "op.yaml:5: defaults.databaseSecretRef.kee is not a setting; did you mean key?",
        ),
    ],
)
def test_any_unknown_key_under_defaults_is_refused_with_its_line(text: str, message: str) -> None:
    """``defaults`` holds every run's evaluator settings: none of them is ignored (issue 29)."""
    with pytest.raises(ConfigError) as caught:
        parse_operator_config(text, "op.yaml")
    assert caught.value.exit_code == 2
    assert message in str(caught.value)
