"""Configuration resolution (docs/design.md §6): precedence, unknown keys, secrets."""

from __future__ import annotations

import pytest

from goldeneval.config._secret import Secret, redact_dsn
from goldeneval.config._settings import resolve
from goldeneval.model._errors import ConfigError

BASE = {
    "chatbot_url": "http://file-chatbot:8080/",
    "rag_quality": {"golden_min_pass_rate": 0.9, "golden_pass_threshold": 0.6},
    "goldeneval": {"judge": {"url": "http://judge/v1", "model": "qwen"}, "suite": "from-file"},
}


def test_defaults_apply_when_nothing_is_set() -> None:
    cfg, warnings = resolve(
        {"chatbot_url": "http://c", "goldeneval": {"judge": {"url": "http://j"}}}, {}, {}
    )
    assert cfg.min_pass_rate == 0.8
    assert cfg.pass_threshold == 0.7
    assert cfg.suite == "default"
    assert cfg.allow_unverified is False
    assert cfg.chatbot.request == {"message": "{question}"}
    assert cfg.chatbot.answer_path == "answer"
    assert warnings == []


def test_file_values_and_seed_keys_are_read() -> None:
    cfg, _ = resolve(BASE, {}, {})
    assert cfg.chatbot.url == "http://file-chatbot:8080"  # trailing slash dropped
    assert cfg.min_pass_rate == 0.9
    assert cfg.pass_threshold == 0.6
    assert cfg.suite == "from-file"
    assert cfg.judge.model == "qwen"


def test_precedence_flag_over_env_over_file_over_default() -> None:
    env = {"GOLDENEVAL_SUITE": "from-env", "GOLDENEVAL_MIN_PASS_RATE": "0.75"}
    cfg, _ = resolve(BASE, env, {})
    assert cfg.suite == "from-env"
    assert cfg.min_pass_rate == 0.75
    cfg, _ = resolve(BASE, env, {"suite": "from-flag", "min_pass_rate": None})
    assert cfg.suite == "from-flag"
    assert cfg.min_pass_rate == 0.75  # a None flag means "not given"
    cfg, _ = resolve(BASE, {}, {})
    assert cfg.pass_threshold == 0.6
    assert resolve({**BASE, "rag_quality": {}}, {}, {})[0].pass_threshold == 0.7


def test_unknown_keys_warn_but_shared_rag_quality_keys_do_not() -> None:
    data = {
        **BASE,
        "chatbot_ulr": "http://typo",
        "rag_quality": {**BASE["rag_quality"], "other_tool_key": 1},
    }
    _, warnings = resolve(data, {}, {}, source="obs.yaml")
    assert any("'chatbot_ulr'" in w for w in warnings)
    assert not any("other_tool_key" in w for w in warnings)
    assert all(w.startswith("obs.yaml:") for w in warnings)


def test_invalid_values_are_all_reported_together() -> None:
    data = {
        "chatbot_url": "ftp://nope",
        "rag_quality": {"golden_min_pass_rate": 1.5},
        "goldeneval": {"concurrency": 0},
    }
    with pytest.raises(ConfigError) as info:
        resolve(data, {}, {}, source="obs.yaml")
    text = str(info.value)
    for needle in ("chatbot_url", "golden_min_pass_rate", "concurrency", "no judge URL"):
        assert needle in text
    assert info.value.exit_code == 2


def test_api_key_is_a_secret_that_never_prints() -> None:
    data = {
        **BASE,
        "goldeneval": {**BASE["goldeneval"], "judge": {"url": "http://j", "api_key_env": "MY_KEY"}},
    }
    cfg, _ = resolve(data, {"MY_KEY": "sk-very-secret"}, {})
    assert cfg.judge.api_key is not None
    assert cfg.judge.api_key.reveal() == "sk-very-secret"
    for text in (str(cfg), repr(cfg), str(cfg.judge.api_key), f"{cfg.judge}"):
        assert "sk-very-secret" not in text
    default_cfg, _ = resolve(BASE, {"GOLDENEVAL_JUDGE_API_KEY": "k2"}, {})
    assert default_cfg.judge.api_key == Secret("k2")


def test_database_url_is_a_fallback_for_the_store() -> None:
    cfg, _ = resolve(BASE, {"DATABASE_URL": "postgresql://u@h/db"}, {})
    assert cfg.store == "postgresql://u@h/db"
    cfg, _ = resolve(
        BASE, {"DATABASE_URL": "postgresql://u@h/db", "GOLDENEVAL_STORE": "sqlite:///x"}, {}
    )
    assert cfg.store == "sqlite:///x"


@pytest.mark.parametrize(
    ("dsn", "expected"),
    [
        ("postgresql://ahu:s3cr3t@db:5432/golden", "postgresql://ahu:***@db:5432/golden"),
        ("postgresql://ahu@db/golden", "postgresql://ahu@db/golden"),
        (
            "postgresql://db/golden?user=a&password=pw&sslmode=require",
            "postgresql://db/golden?user=a&password=***&sslmode=require",
        ),
        ("sqlite:///var/lib/goldeneval/history.db", "sqlite:///var/lib/goldeneval/history.db"),
        ("host=db user=ahu password=s3cr3t dbname=g", "host=db user=ahu password=*** dbname=g"),
        ("host=db password = 'a b\\' c' port=5432", "host=db password = *** port=5432"),
    ],
)
def test_redact_dsn_hides_passwords(dsn: str, expected: str) -> None:
    assert redact_dsn(dsn) == expected
