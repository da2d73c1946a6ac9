"""The Job simulator's pods are laid out by the table in ``tests/podlayout.py``, path by path.

The image test's kubelet reads the same table; this checks the simulator's
tree against it, so neither mechanism can drift from the other unnoticed.
"""

from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

import pytest

from tests.podlayout import (
    DEV,
    EMPTY_DIR,
    ROOT,
    TERMINATION,
    VOLUME_DIR,
    VOLUME_FILE,
    Node,
    identity,
)

from .podfs import lay_out

FILES = {"set.yaml": "items: []\n"}


def pod(fs_group: int | None) -> tuple[dict[str, Any], dict[str, Any]]:
    security: dict[str, Any] = {"runAsUser": 65532, "runAsGroup": 65532}
    if fs_group is not None:
        security["fsGroup"] = fs_group
    spec = {
        "securityContext": security,
        "volumes": [
            {"name": "tmp", "emptyDir": {}},
            {"name": "golden", "configMap": {"name": "g"}},
            {"name": "key", "secret": {"secretName": "k", "defaultMode": 0o440}},
        ],
    }
    container = {
        "volumeMounts": [
            {"name": "tmp", "mountPath": "/tmp"},
            {"name": "golden", "mountPath": "/golden", "readOnly": True},
            {"name": "key", "mountPath": "/var/run/key", "readOnly": True},
        ]
    }
    return spec, container


def assert_made(path: Path, node: Node, fs_group: int | None, mode: int | None = None) -> None:
    st = path.stat()
    assert stat.S_ISDIR(st.st_mode) is node.directory, path
    assert (st.st_uid, st.st_gid) == (0, node.gid(fs_group)), path
    assert stat.S_IMODE(st.st_mode) == node.full_mode(fs_group, mode), f"{path}: {st.st_mode:o}"


@pytest.mark.parametrize("fs_group", [None, 65532])
def test_every_path_of_a_simulated_pod_is_as_the_table_says(
    tmp_path: Path, fs_group: int | None
) -> None:
    spec, container = pod(fs_group)
    files = lay_out(tmp_path / "pod", spec, container, lambda v: dict(FILES))
    assert files.groups == ([] if fs_group is None else [fs_group])
    assert_made(files.root, ROOT, fs_group)
    assert_made(files.host_path("/dev"), DEV, fs_group)
    assert_made(files.termination_log, TERMINATION, fs_group)
    assert_made(files.host_path("/tmp"), EMPTY_DIR, fs_group)
    assert_made(files.host_path("/golden"), VOLUME_DIR, fs_group)
    assert_made(files.host_path("/golden/set.yaml"), VOLUME_FILE, fs_group)
    assert_made(files.host_path("/var/run/key/set.yaml"), VOLUME_FILE, fs_group, 0o440)


def test_a_pods_emptydir_is_setgid_to_its_fsgroup_and_volume_files_its_groups() -> None:
    assert EMPTY_DIR.full_mode(2000) == 0o2777 and EMPTY_DIR.gid(2000) == 2000
    assert EMPTY_DIR.full_mode(None) == 0o777 and EMPTY_DIR.gid(None) == 0
    assert VOLUME_FILE.full_mode(2000, 0o440) == 0o440 and VOLUME_FILE.gid(2000) == 2000
    assert DEV.gid(2000) == 0 and not DEV.writable and TERMINATION.writable


def test_identity_takes_the_containers_context_over_the_pods_and_never_root() -> None:
    spec = {"securityContext": {"runAsUser": 1000, "fsGroup": 3000}}
    who = identity(spec, {"securityContext": {"runAsUser": 2000}})
    assert (who.uid, who.gid, who.groups) == (2000, 2000, [3000])
    assert identity({}, {}).uid == 65532
    with pytest.raises(AssertionError, match="non-root"):
        identity({"securityContext": {"runAsUser": 0}}, {})
