"""Every key under ``goldeneval:`` is a setting or exit 2 (issue 29, point 1).

The ``goldeneval:`` section belongs to goldeneval alone: a key no setting reads
is a misspelt setting, and ignoring it would run at the default without a word
(``min_agreemnt: 0.6`` passing where ``min_agreement: 0.6`` gives no verdict).
Each section it reads is tried with a typo; only other tools' sections warn.
"""

from __future__ import annotations

import pytest

from goldeneval.config import parse_config, resolve
from goldeneval.model import ConfigError

HEAD = "chatbot_url: http://c\ngoldeneval:\n  judge:\n    url: http://j\n"


def _load(text: str) -> list[str]:
    parsed = parse_config(text, "obs.yaml")
    return resolve(parsed.data, {}, {}, source="obs.yaml", lines=parsed.lines)[1]


def _refused(text: str) -> str:
    with pytest.raises(ConfigError) as caught:
        _load(text)
    assert caught.value.exit_code == 2
    return str(caught.value)


@pytest.mark.parametrize(
    ("tail", "line", "key", "meant"),
    [
        ("  min_coverge: 0.9\n", 5, "goldeneval.min_coverge", "min_coverage"),
        ("    min_agreemnt: 0.6\n", 5, "goldeneval.judge.min_agreemnt", "min_agreement"),
        ("    modle: qwen\n", 5, "goldeneval.judge.modle", "model"),
        (
            "  compare:\n    chatbot_url: http://r\n    max_dorp: 0.1\n",
            7,
            "goldeneval.compare.max_dorp",
            "max_drop",
        ),
        (
            "  compare:\n    chatbot_url: http://r\n    chatbot:\n      timeout_secnds: 3\n",
            8,
            "goldeneval.compare.chatbot.timeout_secnds",
            "timeout_seconds",
        ),
        ("  chatbot:\n    answer_pth: a\n", 6, "goldeneval.chatbot.answer_pth", "answer_path"),
        (
            "  internal:\n    url: http://a\n    agent: x\n    user_idd: u\n",
            8,
            "goldeneval.internal.user_idd",
            "user_id",
        ),
        (
            "  internal:\n    url: http://a\n    agent: x\n    oidc:\n"
            "      token_url: http://t\n      client_id: c\n      client_secret_file: /s\n"
            "      scop: s\n",
            12,
            "goldeneval.internal.oidc.scop",
            "scope",
        ),
    ],
)
def test_a_typo_in_each_section_is_refused_with_its_line_and_the_closest_key(
    tail: str, line: int, key: str, meant: str
) -> None:
    message = _refused(HEAD + tail)
    assert f"obs.yaml:{line}: {key} is not a goldeneval setting; did you mean {meant}?" in message


def test_a_key_like_no_setting_lists_the_sections_keys() -> None:
    message = _refused(HEAD + "    zebra: 1\n")
    assert "obs.yaml:5: goldeneval.judge.zebra is not a goldeneval setting; the keys of" in message
    assert "min_agreement" in message


def test_every_typo_is_reported_at_once() -> None:
    message = _refused(HEAD + "    min_agreemnt: 0.6\n  min_coverge: 0.9\n")
    assert "obs.yaml:5: goldeneval.judge.min_agreemnt" in message
    assert "obs.yaml:6: goldeneval.min_coverge" in message


def test_other_tools_sections_stay_warnings() -> None:
    warnings = _load(HEAD + "colour: blue\nrag_quality:\n  faithfulness_min: 0.5\n")
    assert warnings == ["obs.yaml:5: unknown key 'colour' ignored"]
