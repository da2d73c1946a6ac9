"""The files a kubelet lays out for a container, as the Job simulator's pods get them.

The evaluator must work with what a real pod gives it, not with what is
convenient on a developer's machine. The modes, owners and paths are the
table in ``tests/podlayout.py``, which the image test's kubelet follows too;
here they become a directory tree: the root (read-only to the process, as
with ``readOnlyRootFilesystem``), ``/dev`` with the termination log, the
emptyDirs and the ConfigMap and Secret volumes, and the process runs as the
pod's user, never as root.

Paths the container sees (``/dev/termination-log``, ``/golden/set.yaml``) are
files under the pod's root directory here; :meth:`PodFiles.host_path` maps one
to the other (a container-path argument or variable is rewritten with it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.podlayout import (
    DEV,
    EMPTY_DIR,
    ROOT,
    TERMINATION,
    TERMINATION_LOG,
    VOLUME_DIR,
    VOLUME_FILE,
    volume_file_mode,
)
from tests.podlayout import identity as pod_identity

ReadVolume = Callable[[Mapping[str, Any]], dict[str, str]]
"""A ConfigMap or Secret volume's files (path in the volume -> text); LookupError if missing."""


@dataclass
class PodFiles:
    """One container's files and identity, as the kubelet would set them up."""

    root: Path
    """The directory standing for the container's ``/`` (root-owned, 0755)."""
    uid: int
    """The process's user (``runAsUser``)."""
    gid: int
    """The process's group (``runAsGroup``)."""
    fs_group: int | None = None
    """The pod's ``fsGroup`` (the supplementary group owning the volumes); None when unset."""
    mounts: dict[str, Path] = field(default_factory=dict)
    """Container mount path -> the directory standing for it."""
    termination_path: str = TERMINATION_LOG
    """Where the container writes its termination message (``terminationMessagePath``)."""

    @property
    def groups(self) -> list[int]:
        """Supplementary groups (``fsGroup``)."""
        return [] if self.fs_group is None else [self.fs_group]

    @property
    def termination_log(self) -> Path:
        """The termination-message file on this machine."""
        return self.host_path(self.termination_path)

    def host_path(self, container_path: str) -> Path:
        """The file on this machine that a path inside the container names."""
        for mount in sorted(self.mounts, key=len, reverse=True):
            base = mount.rstrip("/")
            if container_path == mount or container_path.startswith(base + "/"):
                return self.mounts[mount] / container_path[len(base) :].lstrip("/")
        return self.root / container_path.lstrip("/")

    def rewrite(self, arg: str) -> str:
        """``arg`` with a container path that the pod provides replaced by its file here."""
        if arg == self.termination_path or any(
            arg == m or arg.startswith(m.rstrip("/") + "/") for m in self.mounts
        ):
            return str(self.host_path(arg))
        return arg


def lay_out(
    root: Path,
    pod_spec: Mapping[str, Any],
    container: Mapping[str, Any],
    read_volume: ReadVolume,
) -> PodFiles:
    """Create ``root`` as the container's filesystem; LookupError for a missing ConfigMap/Secret."""
    who = pod_identity(pod_spec, container)
    fs_group = who.fs_group
    root.mkdir(parents=True, exist_ok=True)
    ROOT.make(root, fs_group)
    files = PodFiles(root, who.uid, who.gid, fs_group)
    files.termination_path = str(container.get("terminationMessagePath", TERMINATION_LOG))
    log = files.termination_log
    log.parent.mkdir(parents=True, exist_ok=True)
    DEV.make(log.parent, fs_group)
    log.touch()
    TERMINATION.make(log, fs_group)  # explicit: a umask would otherwise take the write bits away
    volumes = {v["name"]: v for v in pod_spec.get("volumes") or []}
    for mount in container.get("volumeMounts") or []:
        volume = volumes[mount["name"]]
        target = root / "volumes" / mount["name"]
        target.parent.mkdir(exist_ok=True)
        ROOT.make(target.parent, fs_group)
        target.mkdir()
        if "emptyDir" in volume:
            EMPTY_DIR.make(target, fs_group)
        else:
            VOLUME_DIR.make(target, fs_group)
            for path, text in read_volume(volume).items():
                (target / path).write_text(text)
                VOLUME_FILE.make(target / path, fs_group, volume_file_mode(volume))
        files.mounts[str(mount["mountPath"])] = target
    return files


def check_can_run_as(uid: int, gid: int) -> None:
    """RuntimeError, saying what to do, unless a process as ``uid`` can run the evaluator.

    The pods run as their ``runAsUser``; that needs root here (as on CI), and the
    interpreter and the checkout must be readable by that user.
    """
    if os.geteuid() != 0:
        raise RuntimeError(
            "the Job simulator runs each pod as its runAsUser (65532), as a kubelet does; "
            "that needs root: run the operator tests as root (CI does)"
        )
    probe = subprocess.run(
        [sys.executable, "-c", "import goldeneval"],
        user=uid,
        group=gid,
        capture_output=True,
        text=True,
        cwd="/",
        check=False,
    )
    if probe.returncode != 0:
        raise RuntimeError(
            f"UID {uid} cannot import goldeneval from {sys.executable} (the checkout or the "
            f"virtualenv is not readable by other users: make every directory above them "
            f"traversable, e.g. chmod o+rx): {probe.stderr.strip()[-400:]}"
        )
