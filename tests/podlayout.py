"""The kubelet's pod layout, as one table both of the tests' pod mechanisms follow.

Two mechanisms stand in for a kubelet: ``tests/image/kubelet.py`` builds a
mount namespace around the real image, ``tests/operator/podfs.py`` builds a
directory tree for the Job simulator's pods. A defect once passed one and
not a cluster because the two described the pod differently; so neither
holds a mode, an owner or a path of its own: each reads them here.

What a kubelet gives a container (owner always root):

* the process runs as ``runAsUser``/``runAsGroup`` (the image's ``USER``,
  65532, when the pod names none), with ``fsGroup`` as a supplementary group;
* the root filesystem is read-only (``readOnlyRootFilesystem``);
* ``/dev`` is a 0755 directory the container cannot create files in, holding
  ``/dev/termination-log``, a 0666 file it can write, and a 1777 ``/dev/shm``;
* an ``emptyDir`` is a 0777 directory; with an ``fsGroup`` it belongs to that
  group and is setgid (2777), so files made in it stay the pod's group's;
* a ConfigMap or Secret volume is a read-only directory of files of mode
  ``defaultMode`` (0644 when unset), belonging to the ``fsGroup`` when the pod
  has one, so a 0440 Secret is readable by the pod's group alone.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

DEFAULT_USER = 65532
"""The image's ``USER`` (the Dockerfile's), the process's user when the pod names none."""

TERMINATION_LOG = "/dev/termination-log"
"""Where the container's termination message goes unless ``terminationMessagePath`` says."""

SETGID = 0o2000


@dataclass(frozen=True)
class Node:
    """How the kubelet makes one kind of path in a container (its owner is always root)."""

    mode: int
    """Permission bits (sticky included); a ConfigMap/Secret file's ``defaultMode`` overrides."""
    group: Literal["root", "fsGroup"]
    """Its group: root's, or the pod's ``fsGroup`` when the pod has one."""
    directory: bool
    """A directory (a directory given to the ``fsGroup`` is also setgid)."""
    writable: bool
    """Whether the container may write it (a directory: create files in it)."""

    def gid(self, fs_group: int | None) -> int:
        """The group owning it in a pod with this ``fsGroup``."""
        return fs_group if self.group == "fsGroup" and fs_group is not None else 0

    def full_mode(self, fs_group: int | None, mode: int | None = None) -> int:
        """Its mode in a pod with this ``fsGroup`` (``mode``: a volume's ``defaultMode``)."""
        bits = self.mode if mode is None else mode
        if self.directory and self.gid(fs_group) != 0:
            bits |= SETGID
        return bits

    def make(self, path: Path, fs_group: int | None, mode: int | None = None) -> None:
        """Give the existing ``path`` this node's group and mode (as root)."""
        os.chown(path, 0, self.gid(fs_group))
        # chmod after chown: chown clears the setgid bit.
        path.chmod(self.full_mode(fs_group, mode))


LAYOUT: Mapping[str, Node] = {
    "root": Node(0o755, "root", directory=True, writable=False),
    "/dev": Node(0o755, "root", directory=True, writable=False),
    "/dev/shm": Node(0o1777, "root", directory=True, writable=True),
    "termination log": Node(0o666, "root", directory=False, writable=True),
    "emptyDir": Node(0o777, "fsGroup", directory=True, writable=True),
    "volume directory": Node(0o755, "root", directory=True, writable=False),
    "volume file": Node(0o644, "fsGroup", directory=False, writable=False),
}
"""Every kind of path the kubelet makes, by name."""

ROOT, DEV, SHM, TERMINATION, EMPTY_DIR, VOLUME_DIR, VOLUME_FILE = LAYOUT.values()


@dataclass(frozen=True)
class Identity:
    """Who the container's process is."""

    uid: int
    """``runAsUser`` (the container's over the pod's; the image's ``USER`` when neither says)."""
    gid: int
    """``runAsGroup`` (the user's id when unset)."""
    fs_group: int | None
    """The pod's ``fsGroup``: a supplementary group owning the volumes; None when unset."""

    @property
    def groups(self) -> list[int]:
        """The supplementary groups."""
        return [] if self.fs_group is None else [self.fs_group]


def identity(pod_spec: Mapping[str, Any], container: Mapping[str, Any]) -> Identity:
    """Who the container runs as: its ``securityContext`` over the pod's; never root."""
    pod_ctx = pod_spec.get("securityContext") or {}
    ctx = {**pod_ctx, **(container.get("securityContext") or {})}
    uid = int(ctx.get("runAsUser", DEFAULT_USER))
    assert uid != 0, "the evaluator's pods run as non-root: runAsUser 0 is never a kubelet's pod"
    fs_group = pod_ctx.get("fsGroup")
    return Identity(
        uid, int(ctx.get("runAsGroup", uid)), None if fs_group is None else int(fs_group)
    )


def volume_file_mode(volume: Mapping[str, Any]) -> int:
    """A ConfigMap or Secret volume's file mode: its ``defaultMode``, else the table's."""
    source = volume.get("configMap") or volume.get("secret") or {}
    return int(source.get("defaultMode", VOLUME_FILE.mode))


def read_only_root(container: Mapping[str, Any]) -> bool:
    """Whether the container's root filesystem is read-only."""
    return bool((container.get("securityContext") or {}).get("readOnlyRootFilesystem"))
