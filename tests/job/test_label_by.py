"""``goldeneval label`` records who labelled (docs/design.md §13.6): ``--as NAME``, else the
OS login, both as ``local:NAME``; through the real command in a subprocess, as an SME types it."""

from __future__ import annotations

import getpass
import os
from pathlib import Path

import pytest
import yaml

from goldeneval.job._labelstore import local_labeller
from goldeneval.model import Outcome, UsageError
from goldeneval.store import open_store
from tests.e2e.conftest import run_subprocess
from tests.store.helpers import result, start


def _answered(tmp_path: Path) -> tuple[str, Path]:
    """A SQLite store where run r1 of suite tanya answered items a and b; a labels file."""
    dsn = f"sqlite:///{tmp_path / 'history.db'}"
    store = open_store(dsn)
    try:
        store.begin_run(start("r1", suite="tanya"))
        store.save_results([result("r1", "a"), result("r1", "b", Outcome.FAILED)])
    finally:
        store.close()
    labels = tmp_path / "labels.yaml"
    labels.write_text(
        yaml.safe_dump([{"item": "a", "label": "pass"}, {"item": "b", "label": "fail"}]),
        encoding="utf-8",
    )
    return dsn, labels


def _label(dsn: str, labels: Path, *extra: str) -> tuple[int, str, str]:
    """``goldeneval label`` as user siti (the login getpass reads first)."""
    env = {k: v for k, v in os.environ.items() if k not in ("USER", "LNAME", "USERNAME")}
    env["LOGNAME"] = "siti"
    done = run_subprocess(
        "label", "--labels", str(labels), "--store", dsn, "--suite", "tanya", *extra, env=env
    )
    return done.code, done.out, done.err


def _authors(dsn: str) -> list[tuple[str, str | None]]:
    store = open_store(dsn)
    try:
        return [(x.item_id, x.labelled_by) for x in store.suite_labels("tanya")]
    finally:
        store.close()


def test_label_as_records_the_name_given(tmp_path: Path) -> None:
    dsn, labels = _answered(tmp_path)
    code, out, err = _label(dsn, labels, "--as", "budi")
    assert code == 0, err
    assert "LABELLED: 2 answers of suite tanya stored as labelled by local:budi;" in out
    assert _authors(dsn) == [("a", "local:budi"), ("b", "local:budi")]


def test_label_without_as_records_the_os_login(tmp_path: Path) -> None:
    dsn, labels = _answered(tmp_path)
    code, _, err = _label(dsn, labels)
    assert code == 0, err
    assert _authors(dsn) == [("a", "local:siti"), ("b", "local:siti")]
    # The same file again by the same person says nothing new: nothing more is kept.
    assert _label(dsn, labels)[0] == 0
    assert len(_authors(dsn)) == 2
    # Another person's labels of the same answers are kept beside them.
    assert _label(dsn, labels, "--as", "local:ani")[0] == 0
    assert [by for _, by in _authors(dsn)] == ["local:siti"] * 2 + ["local:ani"] * 2


@pytest.mark.parametrize("bad", ["", "local:", "a\udcff"])
def test_a_bad_name_is_exit_2_and_nothing_is_stored(tmp_path: Path, bad: str) -> None:
    dsn, labels = _answered(tmp_path)
    code, out, err = _label(dsn, labels, f"--as={bad}")
    assert code == 2, out + err
    assert "--as" in err and "give the name to store with each label" in err
    assert "Traceback" not in err
    assert _authors(dsn) == []


def test_no_login_at_all_is_local_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_login() -> str:
        raise OSError("No username set in the environment")

    monkeypatch.setattr(getpass, "getuser", no_login)
    assert local_labeller(None) == "local:unknown"
    monkeypatch.setattr(getpass, "getuser", lambda: "budi")
    assert local_labeller(None) == "local:budi"
    assert local_labeller(" ani ") == "local:ani"
    with pytest.raises(UsageError, match="the name is empty"):
        local_labeller("  ")
