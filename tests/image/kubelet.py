"""Run one container of a Job in a podman-built image the way the kubelet would.

No container runtime can run containers on these machines (crun refuses the
cgroup layout), but ``podman image mount`` gives the image's root filesystem,
and root may build the container's mount namespace by hand. From the Job
manifest the operator builds, :func:`run_container` lays out what the kubelet
and the runtime would, with the modes, owners and paths of the table in
``tests/podlayout.py`` (which the Job simulator's pods follow too):

- the image root, read-only when ``readOnlyRootFilesystem`` (an overlay whose
  upper layer is inspected afterwards: nothing may have been written to it
  but the mount points made before it turned read-only);
- ``/dev`` a tmpfs holding the usual device nodes, ``/dev/shm``, and the file
  at ``terminationMessagePath`` (bind-mounted from the host);
- every ``volumeMounts`` entry: an ``emptyDir``, or a ``configMap``'s items as
  files of a read-only mount;
- the image's ``ENV`` overlaid by the container's ``env`` (``secretKeyRef``
  resolved from the secrets given) plus the Job controller's
  ``JOB_COMPLETION_INDEX``, the image's ``WORKDIR``;
- the process in its own PID namespace, as ``runAsUser``/``runAsGroup`` with
  ``fsGroup`` as a supplementary group, no new privileges, no capabilities.

The network stays the host's, so loopback stand-ins and PostgreSQL answer.
"""

from __future__ import annotations

import json
import shlex
import subprocess
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.podlayout import (
    DEV,
    EMPTY_DIR,
    SHM,
    TERMINATION,
    TERMINATION_LOG,
    VOLUME_DIR,
    VOLUME_FILE,
    identity,
    read_only_root,
    volume_file_mode,
)

DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
"""Device nodes every OCI runtime puts in a container's /dev."""


@dataclass(frozen=True)
class Image:
    """A built image, mounted."""

    root: Path
    """Its root filesystem (``podman image mount``), never written to."""
    env: tuple[str, ...]
    """Its ``ENV`` as ``NAME=value`` entries."""
    workdir: str
    """Its ``WORKDIR`` (``/`` when unset)."""


@dataclass(frozen=True)
class PodFiles:
    """What a pod left behind, read after it ended."""

    exit_code: int
    """The container's exit code."""
    stdout: str
    """The container's standard output."""
    stderr: str
    """The container's standard error, then the layout script's own complaints."""
    termination_log: str
    """The file at ``terminationMessagePath``, as the kubelet would read it."""
    volumes: dict[str, Path]
    """Host directory of every volume, by volume name (emptyDirs keep what was written)."""
    root_writes: tuple[str, ...]
    """Paths written to the image root outside every mount (must stay empty)."""
    dev_entries: tuple[str, ...]
    """What ``/dev`` held when the container ended."""


@contextmanager
def mounted(tag: str) -> Iterator[Image]:
    """The image ``tag`` mounted read-only for the duration; unmounted afterwards."""
    config = json.loads(_podman("image", "inspect", "--format", "{{json .Config}}", tag))
    root = Path(_podman("image", "mount", tag).strip())
    try:
        yield Image(root, tuple(config.get("Env") or ()), config.get("WorkingDir") or "/")
    finally:
        _podman("image", "unmount", tag)


def _podman(*args: str) -> str:
    return subprocess.run(["podman", *args], capture_output=True, text=True, check=True).stdout


def container_env(
    image: Image, container: Mapping[str, Any], secrets: Mapping[tuple[str, str], str], index: int
) -> dict[str, str]:
    """The process environment: image ENV, then the container's env, as the kubelet merges."""
    env = dict(entry.split("=", 1) for entry in image.env)
    for var in container.get("env") or ():
        if "value" in var:
            env[var["name"]] = var["value"]
            continue
        ref = var["valueFrom"]["secretKeyRef"]
        env[var["name"]] = secrets[(ref["name"], ref["key"])]
    env["JOB_COMPLETION_INDEX"] = str(index)  # set by the Job controller on Indexed Jobs
    return env


def _volume_dirs(
    pod: Mapping[str, Any],
    configmaps: Mapping[str, Mapping[str, str]],
    work: Path,
    fs_group: int | None,
) -> dict[str, Path]:
    """One host directory per volume, filled and owned as the kubelet would."""
    dirs: dict[str, Path] = {}
    for volume in pod.get("volumes") or ():
        host = work / "volumes" / volume["name"]
        host.mkdir(parents=True)
        if "emptyDir" in volume:
            EMPTY_DIR.make(host, fs_group)
        elif "configMap" in volume:
            VOLUME_DIR.make(host, fs_group)
            data = configmaps[volume["configMap"]["name"]]
            items = volume["configMap"].get("items") or [{"key": k, "path": k} for k in data]
            for item in items:
                path = host / item["path"]
                path.write_text(data[item["key"]], encoding="utf-8")
                VOLUME_FILE.make(path, fs_group, volume_file_mode(volume))
        else:
            raise AssertionError(f"volume {volume['name']}: no stand-in for {sorted(volume)}")
        dirs[volume["name"]] = host
    return dirs


def _layout_script(
    image: Image,
    container: Mapping[str, Any],
    dirs: Mapping[str, Path],
    work: Path,
    read_only: set[str],
) -> str:
    """The shell commands, run as root in a new mount namespace, that build the container."""
    q = shlex.quote
    root, upper = work / "root", work / "layer"
    lines = [
        "set -eu",
        f"mount -t tmpfs -o mode=755 tmpfs {q(str(upper))}",
        f"mkdir {q(str(upper))}/up {q(str(upper))}/work",
        f"mount -t overlay overlay -o lowerdir={image.root},upperdir={upper}/up,"
        f"workdir={upper}/work {q(str(root))}",
    ]
    made = ["/dev", "/proc", *(m["mountPath"] for m in container.get("volumeMounts") or ())]
    lines += [f"mkdir -p {q(str(root) + p)}" for p in made]
    lines.append(f"find {q(str(upper))}/up -mindepth 1 | sort > {q(str(work))}/before")
    lines += _dev_commands(root, container, work)
    lines.append(f"mount -t proc proc {q(str(root))}/proc")
    for m in container.get("volumeMounts") or ():
        target = q(str(root) + m["mountPath"])
        lines.append(f"mount --bind {q(str(dirs[m['name']]))} {target}")
        # A ConfigMap volume is read-only whatever the mount says (the table's volume directory).
        if m.get("readOnly") or m["name"] in read_only:
            lines.append(f"mount -o remount,bind,ro {target}")
    if read_only_root(container):
        lines.append(f"mount -o remount,ro {q(str(root))}")
    return "\n".join(lines)


def _dev_commands(root: Path, container: Mapping[str, Any], work: Path) -> list[str]:
    """A tmpfs on /dev with the device nodes, /dev/shm and the termination log, as the table says."""
    q = shlex.quote
    dev = f"{root}/dev"
    lines = [f"mount -t tmpfs -o mode={DEV.mode:o},nosuid tmpfs {q(dev)}"]
    for name in DEVICES:
        lines += [f"touch {q(dev)}/{name}", f"mount --bind /dev/{name} {q(dev)}/{name}"]
    lines += [
        f"mkdir -m {SHM.mode:o} {q(dev)}/shm",
        f"mount -t tmpfs -o mode={SHM.mode:o},nosuid,nodev tmpfs {q(dev)}/shm",
        f"ln -s /proc/self/fd {q(dev)}/fd",
    ]
    log = container.get("terminationMessagePath", TERMINATION_LOG)
    target = q(str(root) + log)
    lines += [f"touch {target}", f"mount --bind {q(str(work))}/termination-log {target}"]
    return lines


def run_container(
    job: Mapping[str, Any],
    image: Image,
    *,
    secrets: Mapping[tuple[str, str], str],
    configmaps: Mapping[str, Mapping[str, str]],
    work: Path,
    index: int = 0,
    timeout: float = 300.0,
) -> PodFiles:
    """Run completion ``index`` of the Job's only container in ``image``; what it left behind.

    ``work`` is an empty host directory for the pod's files (volumes, termination log).
    """
    pod = job["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    who = identity(pod, container)
    for sub in ("root", "layer"):
        (work / sub).mkdir()
    log = work / "termination-log"
    log.touch()
    TERMINATION.make(log, who.fs_group)
    dirs = _volume_dirs(pod, configmaps, work, who.fs_group)
    read_only = {v["name"] for v in pod.get("volumes") or () if "configMap" in v}
    env = container_env(image, container, secrets, index)
    q = shlex.quote
    argv = [*container["command"], *container.get("args", ())]
    run = " ".join(
        [
            "setpriv --no-new-privs env -i",
            *(q(f"{k}={v}") for k, v in env.items()),
            f"/usr/sbin/chroot --userspec={who.uid}:{who.gid} "
            f"--groups={','.join(map(str, who.groups or [who.gid]))} {q(str(work / 'root'))}",
            f"/usr/bin/env -C {q(image.workdir)}",
            *(q(a) for a in argv),
        ]
    )
    up = q(str(work / "layer" / "up"))
    script = "\n".join(
        [
            _layout_script(image, container, dirs, work, read_only),
            "set +e",
            run,
            f"echo $? > {q(str(work))}/rc",
            f"find {up} -mindepth 1 | sort > {q(str(work))}/after",
            f"ls -A {q(str(work / 'root' / 'dev'))} > {q(str(work))}/dev",
        ]
    )
    proc = subprocess.run(
        ["unshare", "--mount", "--pid", "--fork", "--mount-proc", "bash", "-c", script],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if not (work / "rc").exists():
        raise AssertionError(f"the pod's layout failed (exit {proc.returncode}):\n{proc.stderr}")
    before = set((work / "before").read_text().split())
    prefix = str(work / "layer" / "up")
    return PodFiles(
        exit_code=int((work / "rc").read_text()),
        stdout=proc.stdout,
        stderr=proc.stderr,
        termination_log=log.read_text(encoding="utf-8"),
        volumes=dirs,
        root_writes=tuple(
            p.removeprefix(prefix) for p in (work / "after").read_text().split() if p not in before
        ),
        dev_entries=tuple((work / "dev").read_text().split()),
    )
