"""Hostile and careless input files through the real CLI: exit 2 with file and line, never a traceback."""

from __future__ import annotations

from pathlib import Path

import yaml

from .conftest import item

GOOD_CONFIG = (
    "chatbot_url: http://127.0.0.1:9\n"
    "goldeneval:\n"
    "  store: sqlite:///{store}\n"
    "  judge:\n"
    "    url: http://127.0.0.1:9\n"
)


def _set(tmp: Path) -> Path:
    path = tmp / "set.yaml"
    path.write_text(yaml.safe_dump([item("a")]), encoding="utf-8")
    return path


def _run(cli, tmp: Path, config: bytes):  # type: ignore[no-untyped-def]
    path = tmp / "obs.yaml"
    path.write_bytes(config)
    run = cli("run", "-set", str(_set(tmp)), "-config", str(path), "--no-progress")
    assert "Traceback" not in run.err
    assert not (tmp / "store.db").exists()  # nothing was run or stored
    return run, str(path)


def test_goldeneval_list_section_is_named(tmp_path: Path, cli) -> None:
    text = "chatbot_url: http://127.0.0.1:9\ngoldeneval:\n  - suite: x\n  - store: y\n"
    run, path = _run(cli, tmp_path, text.encode())
    assert run.code == 2
    assert f"{path}:2: goldeneval must be a mapping of settings, not a list" in run.err


def test_rag_quality_as_a_number_is_invalid_input(tmp_path: Path, cli) -> None:
    text = GOOD_CONFIG.format(store=tmp_path / "store.db") + "rag_quality: 0.95\n"
    run, path = _run(cli, tmp_path, text.encode())
    assert run.code == 2
    assert f"{path}:6: rag_quality must be a mapping of settings" in run.err


def test_a_config_that_is_not_utf8_is_invalid_input_by_line(tmp_path: Path, cli) -> None:
    text = GOOD_CONFIG.format(store=tmp_path / "store.db") + "# catatan: Jum"
    run, path = _run(cli, tmp_path, text.encode() + b"\x92at\n")
    assert run.code == 2
    assert f"{path}:6: the file is not UTF-8 text" in run.err


def test_an_alias_bomb_config_is_invalid_input(tmp_path: Path, cli) -> None:
    lines = [GOOD_CONFIG.format(store=tmp_path / "store.db").rstrip("\n")]
    lines += ["  chatbot:", "    request:", '      message: "{question}"']
    lines.append('      a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]')
    lines += [f"      a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 9)]
    run, path = _run(cli, tmp_path, ("\n".join(lines) + "\n").encode())
    assert run.code == 2
    assert run.err.startswith(f"goldeneval: {path}:") and "values" in run.err


def test_a_golden_set_that_is_not_utf8_is_reported_by_line(tmp_path: Path, cli) -> None:
    path = tmp_path / "set.yaml"
    path.write_bytes(
        b"- id: a\n  surface: public\n  domain: d\n  question: Kapan kantor buka hari Jum\x92at?\n"
    )
    run = cli("lint", str(path))
    assert run.code == 2
    assert f"{path}:4: the file is not UTF-8 text (byte 0x92 at column" in run.err
    assert "Traceback" not in run.err


def test_a_merge_key_in_a_golden_set_is_named_as_unsupported(tmp_path: Path, cli) -> None:
    path = tmp_path / "set.yaml"
    path.write_text(
        "- &base\n  id: a\n  surface: public\n  domain: d\n  question: q\n  expected: {}\n"
        "- <<: *base\n  id: b\n",
        encoding="utf-8",
    )
    run = cli("lint", str(path))
    assert run.code == 2
    assert f"{path}:7: a YAML merge key (<<) is valid YAML, but goldeneval does not support" in (
        run.err
    )
    assert "not valid YAML" not in run.err


def test_a_run_id_that_no_store_can_keep_is_invalid_input(tmp_path: Path, cli) -> None:
    # A Latin-1 byte on a UTF-8 command line reaches Python as a lone surrogate.
    config = tmp_path / "obs.yaml"
    config.write_text(GOOD_CONFIG.format(store=tmp_path / "store.db"), encoding="utf-8")
    argv = ("run", "-set", str(_set(tmp_path)), "-config", str(config))
    run = cli(*argv, "--run-id", "nightly-\udcc4")
    assert run.code == 2
    assert "--run-id 'nightly-\\udcc4' contains the unpaired surrogate U+DCC4" in run.err
    assert not (tmp_path / "store.db").exists()
