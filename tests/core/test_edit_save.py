"""Saving an edited set: atomic, mode kept, refused when the file changed since it was read."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from goldeneval.goldenset import SetChangedOnDisk, save_set_file, set_sha256

OLD = "- id: a\r\n  surface: public\r\n"
NEW = "- id: a\r\n  surface: internal\r\n  # é\r\n"


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    path = tmp_path / "golden.yaml"
    path.write_bytes(OLD.encode())
    path.chmod(0o640)
    return path


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != "golden.yaml")


def test_a_save_writes_the_bytes_as_given_and_keeps_the_mode(golden: Path) -> None:
    digest = save_set_file(golden, NEW, expected_sha256=set_sha256(OLD.encode()))
    assert golden.read_bytes() == NEW.encode()  # CRLF and UTF-8 as given, nothing translated
    assert digest == set_sha256(NEW.encode())
    assert stat.S_IMODE(golden.stat().st_mode) == 0o640
    assert _leftovers(golden.parent) == []
    golden.chmod(0o600)
    save_set_file(golden, OLD, expected_sha256=digest)
    assert stat.S_IMODE(golden.stat().st_mode) == 0o600


def test_a_writer_between_read_and_save_makes_the_save_refused(golden: Path) -> None:
    read = set_sha256(golden.read_bytes())
    # Someone else saves the file (a real second process, as an editor would).
    subprocess.run(
        [sys.executable, "-c", f"open({str(golden)!r}, 'w').write('theirs\\n')"], check=True
    )
    with pytest.raises(SetChangedOnDisk) as info:
        save_set_file(golden, NEW, expected_sha256=read)
    assert str(info.value) == "the golden set changed on disk since you opened it; reload"
    assert golden.read_text() == "theirs\n"
    assert _leftovers(golden.parent) == []


def test_a_writer_landing_while_the_save_flushes_is_not_overwritten(
    golden: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_fsync = os.fsync
    landed = []

    def fsync_then_someone_writes(fd: int) -> None:
        real_fsync(fd)
        if not landed:
            landed.append(True)
            golden.write_text("theirs\n")

    monkeypatch.setattr(os, "fsync", fsync_then_someone_writes)
    with pytest.raises(SetChangedOnDisk):
        save_set_file(golden, NEW, expected_sha256=set_sha256(OLD.encode()))
    assert landed
    assert golden.read_text() == "theirs\n"
    assert _leftovers(golden.parent) == []


def test_a_file_gone_since_it_was_read_is_refused(golden: Path) -> None:
    read = set_sha256(golden.read_bytes())
    golden.unlink()
    with pytest.raises(SetChangedOnDisk):
        save_set_file(golden, NEW, expected_sha256=read)
    assert not golden.exists()
    assert _leftovers(golden.parent) == []


def test_a_link_is_written_through_and_stays_a_link(golden: Path) -> None:
    link = golden.parent / "link.yaml"
    link.symlink_to(golden.name)
    save_set_file(link, NEW, expected_sha256=set_sha256(OLD.encode()))
    assert link.is_symlink()
    assert golden.read_bytes() == NEW.encode()


def test_a_byte_order_mark_the_file_had_is_kept(golden: Path) -> None:
    golden.write_bytes(b"\xef\xbb\xbf" + OLD.encode())
    save_set_file(golden, NEW, expected_sha256=set_sha256(golden.read_bytes()))
    assert golden.read_bytes() == b"\xef\xbb\xbf" + NEW.encode()


def test_a_reader_never_sees_half_a_file(golden: Path) -> None:
    versions = [("x" * 200_000 + "\n").encode(), ("y" * 300_000 + "\n").encode()]
    golden.write_bytes(versions[0])
    done = threading.Event()
    seen: set[bytes] = set()

    def read_while_saving() -> None:
        while not done.is_set():
            seen.add(golden.read_bytes())

    reader = threading.Thread(target=read_while_saving)
    reader.start()
    try:
        digest = set_sha256(versions[0])
        for n in range(40):
            digest = save_set_file(golden, versions[(n + 1) % 2].decode(), expected_sha256=digest)
    finally:
        done.set()
        reader.join()
    assert seen and seen <= set(versions)


def _two_tabs_save(golden: Path, texts: tuple[str, str]) -> list[str]:
    """Both save over the same read at the same moment; what each got."""
    read = set_sha256(golden.read_bytes())
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def save(text: str) -> None:
        start.wait()
        try:
            save_set_file(golden, text, expected_sha256=read)
            outcomes.append(text)
        except SetChangedOnDisk:
            outcomes.append("refused")

    tabs = [threading.Thread(target=save, args=(text,)) for text in texts]
    for tab in tabs:
        tab.start()
    for tab in tabs:
        tab.join()
    return outcomes


def test_two_saves_at_once_take_turns_and_the_second_is_refused(golden: Path) -> None:
    for round_ in range(30):
        outcomes = _two_tabs_save(golden, (f"tab 1, round {round_}\n", f"tab 2, round {round_}\n"))
        assert outcomes.count("refused") == 1, outcomes
        (saved,) = [o for o in outcomes if o != "refused"]
        assert golden.read_text() == saved
    assert _leftovers(golden.parent) == []
