"""Compare mode's settings (docs/design.md §5.1): one table, the usual precedence, clear refusals."""

from __future__ import annotations

import pytest

from goldeneval.config._settings import resolve
from goldeneval.model import ConfigError

BASE = {"chatbot_url": "http://canary:8080", "goldeneval": {"judge": {"url": "http://j/v1"}}}


def test_without_a_reference_url_a_run_is_plain() -> None:
    cfg, _ = resolve(BASE, {}, {})
    assert cfg.compare is None


def test_the_reference_is_asked_like_the_candidate_unless_told_otherwise() -> None:
    data = {
        **BASE,
        "goldeneval": {
            **BASE["goldeneval"],
            "chatbot": {"answer_path": "data.text", "timeout_seconds": 9, "concurrency": 3},
            "compare": {"chatbot_url": "http://stable:8080", "chatbot": {"timeout_seconds": 20}},
        },
    }
    cfg, warnings = resolve(data, {}, {})
    assert warnings == [] and cfg.compare is not None
    ref = cfg.compare.chatbot
    assert ref.url == "http://stable:8080"
    assert (ref.answer_path, ref.timeout_seconds, ref.concurrency) == ("data.text", 20, 3)
    assert ref.request == cfg.chatbot.request
    assert (cfg.compare.max_drop, cfg.compare.alpha, cfg.compare.gate_history) == (
        0.02,
        0.05,
        False,
    )


def test_flag_beats_environment_beats_file() -> None:
    data = {**BASE, "goldeneval": {**BASE["goldeneval"], "compare": {"chatbot_url": "http://f"}}}
    env = {"GOLDENEVAL_COMPARE_URL": "http://e", "GOLDENEVAL_COMPARE_GATE_HISTORY": "true"}
    cfg, _ = resolve(data, env, {"compare_url": "http://flag"})
    assert cfg.compare is not None and cfg.compare.chatbot.url == "http://flag"
    assert cfg.compare.gate_history is True
    cfg, _ = resolve(data, env, {})
    assert cfg.compare is not None and cfg.compare.chatbot.url == "http://e"


@pytest.mark.parametrize(
    ("compare", "message"),
    [
        ({"chatbot_url": "ftp://stable"}, "goldeneval.compare.chatbot_url"),
        ({"chatbot_url": "http://s", "alpha": 0}, "goldeneval.compare.alpha must be a number"),
        ({"chatbot_url": "http://s", "max_drop": 1.5}, "goldeneval.compare.max_drop must be"),
        ({"chatbot_url": "http://s", "chatbot": {"request": {"m": "x"}}}, '"{question}"'),
    ],
)
def test_bad_compare_settings_are_refused_naming_the_key(compare: dict, message: str) -> None:  # type: ignore[type-arg]
    data = {**BASE, "goldeneval": {**BASE["goldeneval"], "compare": compare}}
    with pytest.raises(ConfigError, match=message.replace("(", r"\(")):
        resolve(data, {}, {})


def test_unknown_compare_keys_are_refused() -> None:
    data = {
        **BASE,
        "goldeneval": {**BASE["goldeneval"], "compare": {"chatbot_url": "http://s", "alfa": 1}},
    }
    with pytest.raises(ConfigError, match=r"goldeneval\.compare\.alfa is not a goldeneval setting"):
        resolve(data, {}, {})
