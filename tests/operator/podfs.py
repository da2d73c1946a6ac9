"""The files a kubelet lays out for a container, as the Job simulator's pods get them.

The evaluator must work with what a real pod gives it, not with what is
convenient on a developer's machine. What matters, and is modelled here:

* the process runs as the pod's ``runAsUser``/``runAsGroup`` (the chart: 65532),
  with ``fsGroup`` as a supplementary group — never as root;
* the root filesystem is read-only to it (``readOnlyRootFilesystem``): the pod's
  root directory and everything in it are root-owned and not writable;
* ``/dev`` is a root-owned 0755 directory holding ``/dev/termination-log``, a
  0666 file: the container can write the file, not create files beside it;
* an ``emptyDir`` is a writable 0777 directory;
* ConfigMap and Secret volumes are root-owned read-only directories of files
  with mode 0644 (or the volume's ``defaultMode``); with an ``fsGroup`` their
  files belong to that group, so a 0440 Secret is readable by the pod alone.

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

DEFAULT_USER = 65532
"""The image's ``USER`` (the Dockerfile's), used when the pod names none."""

TERMINATION_LOG = "/dev/termination-log"

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
    groups: list[int] = field(default_factory=list)
    """Supplementary groups (``fsGroup``)."""
    mounts: dict[str, Path] = field(default_factory=dict)
    """Container mount path -> the directory standing for it."""
    termination_path: str = TERMINATION_LOG
    """Where the container writes its termination message (``terminationMessagePath``)."""

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


def identity(
    pod_spec: Mapping[str, Any], container: Mapping[str, Any]
) -> tuple[int, int, list[int]]:
    """(uid, gid, supplementary groups) the container runs as: its securityContext over the pod's."""
    pod_ctx = pod_spec.get("securityContext") or {}
    ctx = {**pod_ctx, **(container.get("securityContext") or {})}
    uid = int(ctx.get("runAsUser", DEFAULT_USER))
    gid = int(ctx.get("runAsGroup", uid))
    groups = [int(pod_ctx["fsGroup"])] if "fsGroup" in pod_ctx else []
    return uid, gid, groups


def lay_out(
    root: Path,
    pod_spec: Mapping[str, Any],
    container: Mapping[str, Any],
    read_volume: ReadVolume,
) -> PodFiles:
    """Create ``root`` as the container's filesystem; LookupError for a missing ConfigMap/Secret."""
    uid, gid, groups = identity(pod_spec, container)
    root.mkdir(parents=True, exist_ok=True)
    root.chmod(0o755)
    files = PodFiles(root, uid, gid, groups)
    files.termination_path = str(container.get("terminationMessagePath", TERMINATION_LOG))
    log = files.termination_log
    _readonly_dir(log.parent)
    log.touch()
    log.chmod(0o666)  # explicit: a umask would otherwise take the write bits away
    volumes = {v["name"]: v for v in pod_spec.get("volumes") or []}
    for mount in container.get("volumeMounts") or []:
        volume = volumes[mount["name"]]
        target = root / "volumes" / mount["name"]
        _readonly_dir(target.parent)
        if "emptyDir" in volume:
            target.mkdir()
            target.chmod(0o777)
        else:
            _readonly_dir(target)
            mode = (volume.get("configMap") or volume.get("secret") or {}).get("defaultMode", 0o644)
            for path, text in read_volume(volume).items():
                (target / path).write_text(text)
                (target / path).chmod(int(mode))
                if files.groups:  # the kubelet gives volume files to the fsGroup
                    os.chown(target / path, 0, files.groups[0])
        files.mounts[str(mount["mountPath"])] = target
    return files


def _readonly_dir(path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True)
    path.chmod(0o755)


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
