"""Remote text made safe at the boundary: storable, and without this run's secrets."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.config._scrub import (
    REPLACEMENT,
    Scrubber,
    config_secrets,
    dsn_password,
    mask_credentials,
    storable,
)
from goldeneval.config._settings import resolve
from goldeneval.model._errors import ConfigError

KEY = "sk-live-0123456789abcdef"
BASE = {"chatbot_url": "http://c", "goldeneval": {"judge": {"url": "http://j"}}}


def test_surrogate_pairs_are_joined_and_lone_ones_replaced() -> None:
    assert storable("ok\ud83d\ude00") == "ok😀"
    assert storable("a\ud800b") == f"a{REPLACEMENT}b"
    assert storable("\ude00\ud83d") == REPLACEMENT * 2  # wrong order: no pair
    assert storable("plain text, é, 公司") == "plain text, é, 公司"


@given(st.text())
def test_storable_text_always_encodes_and_is_stable(text: str) -> None:
    clean = storable(text)
    clean.encode("utf-8")
    assert storable(clean) == clean
    if not any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        assert clean == text  # nothing to repair: nothing changed


@given(st.text(), st.text())
def test_scrubbing_never_lets_the_secret_through(before: str, after: str) -> None:
    scrub = Scrubber([KEY])
    for echoed in (KEY, json.dumps(KEY)[1:-1], f"Bearer {KEY}"):
        text = scrub(before + echoed + after)
        assert KEY not in text
        text.encode("utf-8")


def test_credential_shapes_are_masked() -> None:
    assert mask_credentials("invalid credentials: Bearer abc.def-123") == (
        "invalid credentials: Bearer ***"
    )
    assert mask_credentials("api_key=abc token: xyz") == "api_key=*** token: ***"
    assert mask_credentials("Authorization: Basic dXNlcjpwdw==") == "Authorization: ***"
    assert mask_credentials("postgresql://u:hunter22@db/x") == "postgresql://u:***@db/x"


def test_the_secrets_of_a_run() -> None:
    env = {"GOLDENEVAL_JUDGE_API_KEY": KEY}
    cfg, _ = resolve(
        {**BASE, "goldeneval": {**BASE["goldeneval"], "store": "postgresql://u:p%40ss-word@db/x"}},
        env,
        {},
    )  # type: ignore[dict-item]
    assert config_secrets(cfg) == (KEY, "p@ss-word")
    assert dsn_password("host=db user=u password='s3cret pw'") == "s3cret pw"
    assert dsn_password("sqlite:///tmp/x.db") is None
    scrub = Scrubber(config_secrets(cfg))
    assert scrub("login u:p%40ss-word failed, p@ss-word") == "login u:*** failed, ***"


def test_short_secrets_are_not_searched_for_literally() -> None:
    assert Scrubber(["pw"])("the pwd is pw") == "the pwd is pw"


@pytest.mark.parametrize("value", [f"{KEY}\n", f" {KEY}", f"{KEY} ", f'"{KEY}"x y', "kunci\u00e9"])
def test_a_judge_key_a_header_cannot_carry_is_a_config_error_naming_the_variable(
    value: str,
) -> None:
    with pytest.raises(ConfigError) as err:
        resolve(BASE, {"GOLDENEVAL_JUDGE_API_KEY": value}, {})
    assert "GOLDENEVAL_JUDGE_API_KEY" in str(err.value)
    assert value.strip() not in str(err.value)
    assert err.value.exit_code == 2


def test_the_key_check_follows_api_key_env() -> None:
    data = {**BASE, "goldeneval": {"judge": {"url": "http://j", "api_key_env": "MY_KEY"}}}
    with pytest.raises(ConfigError, match="MY_KEY"):
        resolve(data, {"MY_KEY": "abc\n"}, {})
    cfg, _ = resolve(data, {"MY_KEY": KEY}, {})
    assert cfg.judge.api_key is not None and cfg.judge.api_key.reveal() == KEY
