"""The config file is read as strictly as a golden set (docs/design.md §6).

Wrong-type sections, repeated keys, alias bombs, merge keys and files that
are not UTF-8 are all invalid input naming file and line; none of them is
read on with defaults.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.config._file import MAX_VALUES, parse_config
from goldeneval.config._settings import resolve
from goldeneval.goldenset._yamltree import NotUtf8, utf8_text
from goldeneval.model._errors import ConfigError

HEAD = "chatbot_url: http://c\ngoldeneval:\n  judge:\n    url: http://j\n"


def _load(text: str, source: str = "obs.yaml") -> tuple[object, list[str]]:
    parsed = parse_config(text, source)
    return resolve(parsed.data, {}, {}, source=source, lines=parsed.lines)


def _refused(text: str) -> str:
    with pytest.raises(ConfigError) as caught:
        _load(text)
    assert caught.value.exit_code == 2
    return str(caught.value)


def test_goldeneval_section_given_as_a_list_is_refused_with_its_line() -> None:
    message = _refused("chatbot_url: http://c\ngoldeneval:\n  - suite: x\n  - store: y\n")
    assert "obs.yaml:2: goldeneval must be a mapping of settings, not a list" in message


def test_rag_quality_given_as_a_number_is_refused_with_its_line() -> None:
    message = _refused(HEAD + "rag_quality: 0.95\n")
    assert "obs.yaml:5: rag_quality must be a mapping of settings, not the value 0.95" in message


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("chatbot_url: http://c\ngoldeneval:\n  judge: http://j\n", "obs.yaml:3: goldeneval.judge"),
        (HEAD + "  chatbot: [a, b]\n", "obs.yaml:5: goldeneval.chatbot must be a mapping"),
        ("chatbot_url: http://c\ngoldeneval: true\n", "obs.yaml:2: goldeneval must be"),
        (HEAD + "  chatbot:\n    request: [1, 2]\n", "obs.yaml:6: goldeneval.chatbot.request"),
        (HEAD + "  concurrency: many\n", "obs.yaml:5: goldeneval.concurrency"),
    ],
)
def test_any_wrong_type_section_or_value_names_file_and_line(text: str, needle: str) -> None:
    assert needle in _refused(text)


def test_an_empty_section_is_only_empty() -> None:
    _, warnings = _load(HEAD + "rag_quality:\n")
    assert warnings == []


def test_top_level_list_is_refused() -> None:
    assert "obs.yaml:1: expected a mapping of settings at the top level" in _refused("- a\n- b\n")


def test_unknown_keys_warn_with_their_line() -> None:
    _, warnings = _load(HEAD + "colur: blue\n")
    assert warnings == ["obs.yaml:5: unknown key 'colur' ignored"]


def test_a_repeated_key_is_refused_not_last_one_wins() -> None:
    message = _refused(HEAD + "  store: sqlite:///a.db\n  store: sqlite:///b.db\n")
    assert "obs.yaml:6: key 'goldeneval.store' appears twice (first on line 5)" in message


def _bomb(levels: int = 9) -> str:
    lines = [HEAD.rstrip("\n"), "  chatbot:", "    request:", '      message: "{question}"']
    lines.append('      a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]')
    for n in range(1, levels):
        lines.append(f"      a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_in_the_chatbot_request_is_refused_without_expanding() -> None:
    text = _bomb()
    assert len(text) < 700  # a few hundred bytes that would expand to 9**9 strings
    message = _refused(text)
    assert f"more than {MAX_VALUES} values" in message
    assert message.startswith("obs.yaml:")


def test_an_alias_that_contains_itself_is_refused() -> None:
    assert "nested more than" in _refused(HEAD + "  chatbot:\n    request: &r {a: *r}\n")


def test_modest_aliases_still_work() -> None:
    text = (
        "chatbot_url: http://c\nrag_quality: {golden_pass_threshold: &t 0.6}\n"
        "goldeneval:\n  judge: &j {url: http://j}\n  chatbot: {request: {m: '{question}', x: *j}}\n"
    )
    cfg, _ = _load(text)
    assert cfg.pass_threshold == 0.6  # type: ignore[attr-defined]
    assert cfg.chatbot.request["x"] == {"url": "http://j"}  # type: ignore[attr-defined]


def test_a_merge_key_is_named_as_unsupported_not_invalid() -> None:
    text = HEAD + "  chatbot: &c {answer_path: a}\nother:\n  <<: *c\n"
    message = _refused(text)
    assert "obs.yaml:7: a YAML merge key (<<) is valid YAML, but goldeneval does not support" in (
        message
    )
    assert "not valid YAML" not in message


def test_invalid_yaml_names_the_line() -> None:
    assert "obs.yaml:5: not valid YAML" in _refused(HEAD + "  suite: x: y\n  store: z\n")


def test_bytes_that_are_not_utf8_are_located_by_line_and_column() -> None:
    data = b"chatbot_url: http://c\n# Jum'at\nsuite: caf\xe9\n"
    with pytest.raises(NotUtf8) as caught:
        utf8_text(data)
    assert caught.value.line == 3
    assert caught.value.column == 11
    assert "not UTF-8" in str(caught.value)
    assert "byte 0xe9 at column 11" in str(caught.value)


def test_a_byte_order_mark_is_not_part_of_the_text() -> None:
    assert utf8_text(b"\xef\xbb\xbfa: 1\n") == "a: 1\n"


def _outcome(data: bytes) -> str:
    """What reading ``data`` as a config gives: a config, or where the refusal points."""
    try:
        _load(utf8_text(data))
    except NotUtf8 as exc:
        total = data.count(b"\n") + 1
        return f"not utf-8 at line {exc.line} of {total}"
    except ConfigError as exc:
        return str(exc)
    return "config"


def _acceptable(outcome: str) -> bool:
    if outcome.startswith("not utf-8 at line "):
        line, total = outcome.removeprefix("not utf-8 at line ").split(" of ")
        return 1 <= int(line) <= int(total)
    return outcome == "config" or outcome.startswith(("obs.yaml", "invalid configuration"))


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_are_a_config_or_a_config_error(data: bytes) -> None:
    # Arbitrary bytes end in a config, a ConfigError or NotUtf8: never anything else.
    assert _acceptable(_outcome(data))


@settings(max_examples=150, deadline=None)
@given(st.text(st.sampled_from(list("ab:-[]{}&*<>!|'\"\n #0.,?")), max_size=80))
def test_yaml_shaped_noise_is_a_config_or_a_config_error(text: str) -> None:
    outcome = _outcome((HEAD + text).encode())
    assert _acceptable(outcome) and not outcome.startswith("not utf-8")


def test_a_request_template_nested_without_end_in_the_environment_is_a_config_error() -> None:
    env = {"GOLDENEVAL_CHATBOT_REQUEST": "[" * 100_000}
    with pytest.raises(ConfigError, match="GOLDENEVAL_CHATBOT_REQUEST is nested too deeply"):
        resolve({"chatbot_url": "http://c", "goldeneval": {"judge": {"url": "http://j"}}}, env, {})
