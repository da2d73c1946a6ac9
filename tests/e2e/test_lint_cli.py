"""``goldeneval lint`` as an SME uses it: lint_ignore, --strict, contradictions (exit codes)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from goldeneval.store import open_store

from .conftest import Env

SET = """\
- id: pt-syarat
  surface: public
  domain: badan-hukum-pt
  question: "Apa saja syarat mendirikan PT perorangan?"
  expected:
    must_include: ["WNI", "17 tahun"]
    must_not_include:
      - wajib akta notaris
    rubric: Pendiri WNI berusia 17 tahun, satu orang, tanpa akta notaris.
  verified: true
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "set.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_strict_fails_on_an_open_warning_at_the_phrases_line(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, SET)
    run = cli("lint", str(path), "--strict")
    assert run.code == 1
    assert f"{path}:8 [item pt-syarat] negation-trap: " in run.out
    assert "'tidak wajib akta notaris'" in run.out
    assert f"{path}:1 [item pt-syarat] verified-with-warnings: " in run.out
    assert run.out.rstrip().splitlines()[-1] == "2 lint warnings"
    assert cli("lint", str(path)).code == 0  # without --strict lint only advises


def test_strict_passes_once_every_warning_is_acknowledged(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, SET + "  lint_ignore: [negation-trap]\n")
    run = cli("lint", str(path), "--strict")
    assert run.code == 0, run.out
    lines = run.out.rstrip().splitlines()
    assert lines[0] == f"{path}:8 [item pt-syarat] negation-trap: acknowledged (lint_ignore)"
    assert lines[-1] == "no lint warnings (1 more acknowledged with lint_ignore)"


def test_an_unknown_lint_ignore_name_is_invalid_input(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, SET + "  lint_ignore: [negation-trap, negaton-trap]\n")
    run = cli("lint", str(path), "--strict")
    assert run.code == 2
    assert (
        f"{path}:11 [item pt-syarat]: lint_ignore: unknown warning name 'negaton-trap'" in run.err
    )
    assert "traceback" not in run.err.lower()


def test_a_yaml_mistake_is_invalid_input_in_plain_words(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, SET.replace("    rubric:", "     rubric:"))
    run = cli("lint", str(path))
    assert run.code == 2
    assert f"{path}:9 [item pt-syarat]: this line is indented differently" in run.err
    assert "expected key" not in run.err


def test_required_and_forbidden_is_exit_2_for_lint_and_for_run(env: Env, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(env.tmp, SET.replace("- wajib akta notaris", "- 17 tahun"))
    lint = cli("lint", str(path))
    assert lint.code == 2
    assert "[item pt-syarat]: must_include '17 tahun' is also forbidden" in lint.err
    cfg = env.write_config()
    run = cli("run", "-set", str(path), "-config", str(cfg), "--no-progress")
    assert run.code == 2
    assert "no answer can pass this item" in run.err
    store = open_store(env.store)
    try:
        assert store.runs("tanya-test", 5) == []
    finally:
        store.close()


def test_unknown_keys_name_the_key_they_misspell(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    """``qestion``, ``must_not_inclde`` and ``no_error`` each get the key meant (issue 40 §6)."""
    path = write(
        tmp_path,
        """\
        - id: a
          surface: internal
          domain: d
          question: q?
          qestion: typo
          expected:
            must_not_inclde: [x]
            tools:
              no_error: true
        """,
    )
    run = cli("lint", str(path))
    assert run.code == 2
    assert f"{path}:5 [item a]: unknown key 'qestion' (did you mean question?)" in run.err
    assert (
        f"{path}:7 [item a]: unknown key expected.must_not_inclde "
        "(did you mean must_not_include?)" in run.err
    )
    assert f"{path}:9 [item a]: expected.tools.no_error: unknown key (did you mean no_errors?)" in (
        run.err
    )
    assert "Traceback" not in run.err


DRAFT = """\
- id: harvest-q-5c0e1a9b21
  surface: public
  domain: draft
  question: "NIK saya <NIK> tidak bisa dipakai daftar PT perorangan, kenapa ya?"
  expected:
    must_include: ["Dukcapil"]
    must_not_include: []
    rubric: Data NIK harus dipadankan dengan Dukcapil.
  verified: {verified}
"""


def test_a_placeholder_warns_in_a_draft_and_fails_a_verified_item(tmp_path: Path, cli) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, DRAFT.format(verified="false"))
    run = cli("lint", str(path))
    assert run.code == 0, run.out
    assert f"{path}:1 [item harvest-q-5c0e1a9b21] placeholder: question holds <NIK>" in run.out
    assert cli("lint", str(path), "--strict").code == 1
    path = write(tmp_path, DRAFT.format(verified="true"))
    run = cli("lint", str(path))
    assert run.code == 2  # an error, with or without --strict
    line = f"{path}:1 [item harvest-q-5c0e1a9b21] placeholder (error): question holds <NIK>"
    assert line in run.out and "yet the item is verified" in run.out
    assert run.out.rstrip().splitlines()[-1] == "1 lint error; no lint warnings"
