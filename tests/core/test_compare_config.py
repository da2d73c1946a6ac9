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


CANDIDATE_AGENT = {
    "url": "http://agentos-canary:7777",
    "agent": "data-agent",
    "user_id": "ci",
    "token_file": "/run/canary-token",
    "form": {"fixture": "2026-11"},
}


def with_agents(reference: dict[str, object]) -> dict[str, object]:
    own = {**BASE["goldeneval"], "internal": CANDIDATE_AGENT}  # type: ignore[dict-item]
    own["compare"] = {"chatbot_url": "http://stable:8080", "internal": reference}
    return {**BASE, "goldeneval": own}


def test_the_reference_agent_takes_every_unset_key_from_the_candidates() -> None:
    cfg, warnings = resolve(with_agents({"url": "http://agentos:7777"}), {}, {})
    assert warnings == [] and cfg.compare is not None and cfg.internal is not None
    ref = cfg.compare.internal
    assert ref is not None
    assert ref.url == "http://agentos:7777"
    assert (ref.agent, ref.team, ref.user_id, ref.token_file) == (
        "data-agent",
        None,
        "ci",
        "/run/canary-token",
    )
    assert dict(ref.form) == {"fixture": "2026-11"}
    assert cfg.internal.url == "http://agentos-canary:7777"  # the candidate's untouched


def test_naming_a_team_or_client_credentials_drops_the_candidates_other_choice() -> None:
    oidc = {"token_url": "https://sso/token", "client_id": "g", "client_secret_file": "/run/s"}
    cfg, _ = resolve(with_agents({"team": "data-team", "oidc": oidc}), {}, {})
    assert cfg.compare is not None and cfg.compare.internal is not None
    ref = cfg.compare.internal
    assert (ref.url, ref.agent, ref.team) == ("http://agentos-canary:7777", None, "data-team")
    assert ref.token_file is None and ref.oidc is not None and ref.oidc.client_id == "g"


def test_the_reference_agents_url_flag_beats_environment_beats_file() -> None:
    data = with_agents({"url": "http://file:7777"})
    env = {"GOLDENEVAL_COMPARE_INTERNAL_URL": "http://env:7777"}
    cfg, _ = resolve(data, env, {})
    assert cfg.compare is not None and cfg.compare.internal is not None
    assert cfg.compare.internal.url == "http://env:7777"
    cfg, _ = resolve(data, env, {"compare_internal_url": "http://flag:7777"})
    assert cfg.compare is not None and cfg.compare.internal is not None
    assert cfg.compare.internal.url == "http://flag:7777"


@pytest.mark.parametrize(
    ("reference", "without", "message"),
    [
        ({"url": "http://a:1"}, "compare", "needs compare mode"),
        ({"url": "http://a:1"}, "internal", "needs the candidate's agent"),
        ({"agent": "a", "team": "t"}, None, "name one of agent and team, not both"),
        ({"oidc": {"token_url": "https://sso/t"}}, None, "lacks client_id, client_secret_file"),
        (
            {
                "token_file": "/t",
                "oidc": {"token_url": "https://s/t", "client_id": "c", "client_secret_file": "/s"},
            },
            None,
            "give token_file or oidc, not both",
        ),
        ({"url": "agentos:7777"}, None, "goldeneval.compare.internal.url"),
    ],
)
def test_a_reference_agent_that_cannot_work_is_refused(
    reference: dict[str, object], without: str | None, message: str
) -> None:
    data = with_agents(reference)
    own = dict(data["goldeneval"])  # type: ignore[call-overload]
    if without == "compare":
        own["compare"] = {"internal": reference}
    elif without == "internal":
        del own["internal"]
    with pytest.raises(ConfigError, match=message):
        resolve({**data, "goldeneval": own}, {}, {})
