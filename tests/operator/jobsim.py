"""A simulated Job controller (and kubelet) for the emulator.

For every Job created in the emulator it runs each completion index's
container command as a real subprocess — ``goldeneval`` becomes
``python -m goldeneval`` — with the environment the pod would get (plain
values, ``secretKeyRef`` resolved from the emulator's Secrets,
``JOB_COMPLETION_INDEX``) and the files and identity a kubelet gives it
(``podfs.py``): the pod's ``runAsUser``, a read-only root, a root-owned ``/dev``
holding a 0666 ``/dev/termination-log``, writable ``emptyDir`` volumes and
read-only ConfigMap/Secret volumes, each path inside the container mapped to
its file under the pod's directory. It then writes Pod objects (labels ``job-name``,
``batch.kubernetes.io/job-completion-index``, container ``state.terminated``
with ``exitCode`` and ``message``) and the Job's status, honouring
``backoffLimit``, ``podFailurePolicy`` exit-code rules, ``parallelism`` and
``activeDeadlineSeconds``. Deleting the Job (directly or through the garbage
collector) kills its processes.

Like the real Job controller, it creates no pod while the pod template's
ServiceAccount does not exist in the namespace: it posts a ``FailedCreate``
Warning event on the Job, in the controller's words, and tries again.

Faults are injected per suite (the Job's suite label): an image that cannot
be pulled, a missing or garbage termination message, or an infrastructure
crash (exit 3) on the first attempt of an index.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
import random
import shutil
import string
import sys
import tempfile
import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.conftest import unused_port
from tests.podlayout import identity

from .emulator import Emulator, Obj, now_iso
from .podfs import PodFiles, check_can_run_as, lay_out

JOBS = "batch/v1/jobs"
PODS = "v1/pods"
EVENTS = "v1/events"
SERVICE_ACCOUNTS = "v1/serviceaccounts"
CONFIGMAPS = "v1/configmaps"
SUITE_LABEL = "goldeneval.ahu.go.id/suite"
MESSAGE_LIMIT = 4096
FALLBACK_LINES = 80


@dataclass
class Faults:
    """What to break for a suite."""

    image_pull: bool = False
    """Pods wait forever on ErrImagePull / ImagePullBackOff."""
    garbage_message: bool = False
    """Successful pods report a termination message that is not a summary."""
    no_message: bool = False
    """Successful pods report no termination message."""
    corrupt_set: bool = False
    """The golden set mounted in the pod is broken (edited after the operator checked it)."""
    crash_first_attempt: set[int] = field(default_factory=set)
    """Indexes whose first attempt cannot reach the store (the evaluator exits 3)."""


class JobFailed(Exception):
    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason, self.message = reason, message


class JobController:
    """Runs the emulator's Jobs; attach with :meth:`attach` on the emulator's loop."""

    def __init__(self, emu: Emulator, workdir: Path) -> None:
        self.emu = emu
        self.workdir = workdir
        self.faults: dict[str, Faults] = {}
        self.tasks: dict[str, asyncio.Task[None]] = {}
        self.processes: dict[str, asyncio.subprocess.Process] = {}
        self.attempts: dict[tuple[str, int], int] = {}
        """(job name, index) → pods started for it."""
        self.started_jobs: list[str] = []
        # Pods' roots live where their user can reach them: the tests' own
        # temporary directories are private to root (0700).
        self.pods_dir = Path(tempfile.mkdtemp(prefix="jobsim-pods-"))
        self.pods_dir.chmod(0o755)
        weakref.finalize(self, shutil.rmtree, self.pods_dir, True)
        self._checked: set[tuple[int, int]] = set()
        self.layouts: dict[str, dict[str, int]] = {}
        """Pod name -> the user it ran as and how its /dev and termination log were laid out."""

    def attach(self) -> None:
        self.emu.hooks.append(self._on_change)

    def _on_change(self, key: str, etype: str, obj: Obj) -> None:
        meta = obj["metadata"]
        uid = meta["uid"]
        if key != JOBS:
            return
        if etype == "ADDED":
            self.started_jobs.append(meta["name"])
            self.tasks[uid] = asyncio.get_running_loop().create_task(
                self._run_job(copy.deepcopy(obj))
            )
        elif etype == "DELETED" and uid in self.tasks:
            self.tasks.pop(uid).cancel()

    # ---- the Job

    def _status(self, job: Obj, patch: dict[str, Any]) -> None:
        m = job["metadata"]
        self.emu.patch_status(JOBS, m["namespace"], m["name"], patch)

    async def _run_job(self, job: Obj) -> None:
        spec = job["spec"]
        completions = int(spec.get("completions") or 1)
        parallelism = int(spec.get("parallelism") or 1)
        backoff_limit = int(spec.get("backoffLimit", 6))
        deadline = spec.get("activeDeadlineSeconds")
        rules = (spec.get("podFailurePolicy") or {}).get("rules") or []
        await self._wait_for_service_account(job)
        started = now_iso()
        self._status(job, {"startTime": started, "active": min(parallelism, completions)})
        failures = 0
        succeeded: set[int] = set()
        sem = asyncio.Semaphore(parallelism)

        async def run_index(index: int) -> None:
            nonlocal failures
            attempt = 0
            while True:
                async with sem:
                    code, pod_name = await self._run_pod(job, index, attempt)
                if code == 0:
                    succeeded.add(index)
                    self._status(
                        job, {"succeeded": len(succeeded), "completedIndexes": _ranges(succeeded)}
                    )
                    return
                action = _policy_action(rules, code)
                if action == "FailJob":
                    raise JobFailed(
                        "PodFailurePolicy",
                        f"Container evaluator for pod {job['metadata']['namespace']}/{pod_name} "
                        f"failed with exit code {code} matching FailJob rule at index 0",
                    )
                if action != "Ignore":
                    failures += 1
                    self._status(job, {"failed": failures})
                    if failures > backoff_limit:
                        raise JobFailed(
                            "BackoffLimitExceeded", "Job has reached the specified backoff limit"
                        )
                attempt += 1

        outcome: tuple[str, str, str] = ("Complete", "", "")
        try:
            async with asyncio.timeout(float(deadline) if deadline else None):
                async with asyncio.TaskGroup() as tg:
                    for i in range(completions):
                        tg.create_task(run_index(i))
        except* JobFailed as group:
            failure = group.exceptions[0]
            assert isinstance(failure, JobFailed)
            outcome = ("Failed", failure.reason, failure.message)
        except* TimeoutError:
            outcome = (
                "Failed",
                "DeadlineExceeded",
                "Job was active longer than specified deadline",
            )
        self._finish(job, *outcome)

    async def _wait_for_service_account(self, job: Obj) -> None:
        """No pod without its ServiceAccount: FailedCreate events until it exists."""
        meta = job["metadata"]
        ns = meta["namespace"]
        account = job["spec"]["template"]["spec"].get("serviceAccountName")
        if not account or SERVICE_ACCOUNTS not in self.emu.kinds:
            return
        event: Obj | None = None
        while self.emu.get(SERVICE_ACCOUNTS, ns, account) is None:
            message = (
                f'Error creating: pods "{meta["name"]}-0-" is forbidden: error looking up '
                f'service account {ns}/{account}: serviceaccount "{account}" not found'
            )
            if event is None:
                event = self.emu.put(
                    EVENTS,
                    ns,
                    {
                        "apiVersion": "v1",
                        "kind": "Event",
                        "metadata": {"generateName": f"{meta['name']}."},
                        "involvedObject": {
                            "apiVersion": "batch/v1",
                            "kind": "Job",
                            "name": meta["name"],
                            "namespace": ns,
                            "uid": meta["uid"],
                        },
                        "type": "Warning",
                        "reason": "FailedCreate",
                        "message": message,
                        "source": {"component": "job-controller"},
                        "firstTimestamp": now_iso(),
                        "lastTimestamp": now_iso(),
                        "count": 1,
                    },
                )
            else:
                event["count"] += 1
                event["lastTimestamp"] = now_iso()
                event = self.emu.update(EVENTS, ns, event["metadata"]["name"], event)
            await asyncio.sleep(0.5)

    def _finish(self, job: Obj, ctype: str, reason: str, message: str) -> None:
        now = now_iso()
        first = "SuccessCriteriaMet" if ctype == "Complete" else "FailureTarget"
        conds = [
            {
                "type": first,
                "status": "True",
                "reason": reason or "CompletionsReached",
                "message": message,
                "lastProbeTime": now,
                "lastTransitionTime": now,
            },
            {
                "type": ctype,
                "status": "True",
                "reason": reason or "CompletionsReached",
                "message": message,
                "lastProbeTime": now,
                "lastTransitionTime": now,
            },
        ]
        patch: dict[str, Any] = {"conditions": conds, "active": 0}
        if ctype == "Complete":
            patch["completionTime"] = now
        self._status(job, patch)

    # ---- one pod

    async def _run_pod(self, job: Obj, index: int, attempt: int) -> tuple[int, str]:
        jm = job["metadata"]
        ns, job_name = jm["namespace"], jm["name"]
        template = copy.deepcopy(job["spec"]["template"])
        labels = dict((template.get("metadata") or {}).get("labels") or {})
        labels.update(
            {
                "job-name": job_name,
                "batch.kubernetes.io/job-name": job_name,
                "controller-uid": jm["uid"],
                "batch.kubernetes.io/controller-uid": jm["uid"],
                "batch.kubernetes.io/job-completion-index": str(index),
            }
        )
        suffix = "".join(random.choices(string.ascii_lowercase + string.digits, k=5))
        pod_name = f"{job_name}-{index}-{suffix}"
        self.attempts[(job_name, index)] = self.attempts.get((job_name, index), 0) + 1
        pod = self.emu.put(
            PODS,
            ns,
            {
                "apiVersion": "v1",
                "kind": "Pod",
                "metadata": {
                    "name": pod_name,
                    "namespace": ns,
                    "labels": labels,
                    "annotations": {"batch.kubernetes.io/job-completion-index": str(index)},
                    "ownerReferences": [
                        {
                            "apiVersion": "batch/v1",
                            "kind": "Job",
                            "name": job_name,
                            "uid": jm["uid"],
                            "controller": True,
                            "blockOwnerDeletion": True,
                        }
                    ],
                },
                "spec": template["spec"],
            },
        )
        container = template["spec"]["containers"][0]
        cname = container["name"]
        faults = self.faults.get(labels.get(SUITE_LABEL, ""), Faults())

        def pod_status(phase: str, state: dict[str, Any]) -> None:
            self.emu.patch_status(
                PODS,
                ns,
                pod_name,
                {
                    "phase": phase,
                    "containerStatuses": [
                        {
                            "name": cname,
                            "image": container["image"],
                            "ready": False,
                            "restartCount": 0,
                            "state": state,
                        }
                    ],
                },
            )

        if faults.image_pull:
            pod_status(
                "Pending",
                {
                    "waiting": {
                        "reason": "ErrImagePull",
                        "message": f'failed to pull image "{container["image"]}": not found',
                    }
                },
            )
            await asyncio.sleep(0.3)
            pod_status(
                "Pending",
                {
                    "waiting": {
                        "reason": "ImagePullBackOff",
                        "message": f'Back-off pulling image "{container["image"]}"',
                    }
                },
            )
            await asyncio.Event().wait()  # until the Job is deleted or times out

        workdir = Path(tempfile.mkdtemp(prefix=f"{pod_name}-", dir=self.pods_dir))
        try:
            try:
                pod_files, argv, env = self._materialise(ns, pod["spec"], container, workdir, index)
            except LookupError as exc:  # a missing Secret or ConfigMap: the pod cannot start
                reason = (
                    "CreateContainerConfigError" if "secret" in str(exc) else "ContainerCreating"
                )
                pod_status("Pending", {"waiting": {"reason": reason, "message": str(exc)}})
                await asyncio.Event().wait()
            log = pod_files.termination_log
            self.layouts[pod_name] = {
                "uid": pod_files.uid,
                "gid": pod_files.gid,
                "dev_owner": log.parent.stat().st_uid,
                "dev_mode": log.parent.stat().st_mode & 0o777,
                "log_mode": log.stat().st_mode & 0o777,
            }
            if faults.corrupt_set:
                for f in pod_files.mounts["/golden"].glob("*"):
                    f.write_text("- id: x\n  surface: nowhere\n")
            if attempt == 0 and index in faults.crash_first_attempt:
                env["GOLDENEVAL_STORE"] = f"postgresql://postgres@127.0.0.1:{unused_port()}/gone"
                # Past a (short) outage budget the evaluator gives up with exit 3.
                env["GOLDENEVAL_STORE_OUTAGE_SECONDS"] = "1"
            started = now_iso()
            pod_status("Running", {"running": {"startedAt": started}})
            proc = await asyncio.create_subprocess_exec(
                *argv,
                env=env,
                cwd=str(workdir),
                user=pod_files.uid,
                group=pod_files.gid,
                extra_groups=pod_files.groups,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
            )
            self.processes[pod_name] = proc
            try:
                out, _ = await proc.communicate()
            except asyncio.CancelledError:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
                await proc.wait()
                raise
            finally:
                self.processes.pop(pod_name, None)
            code = int(proc.returncode or 0)
            (workdir / "pod.log").write_bytes(out)
            term_file = pod_files.termination_log
            message = term_file.read_text(errors="replace") if term_file.exists() else ""
            policy = container.get("terminationMessagePolicy", "File")
            if code != 0 and not message.strip() and policy == "FallbackToLogsOnError":
                lines = out.decode(errors="replace").splitlines()[-FALLBACK_LINES:]
                message = "\n".join(lines)[-2048:]
            if code == 0 and faults.garbage_message:
                message = "\x00\x01 not json at all {"
            if code == 0 and faults.no_message:
                message = ""
            terminated: dict[str, Any] = {
                "exitCode": code,
                "reason": "Completed" if code == 0 else "Error",
                "startedAt": started,
                "finishedAt": now_iso(),
            }
            if message:
                terminated["message"] = message.encode()[:MESSAGE_LIMIT].decode(errors="ignore")
            pod_status("Succeeded" if code == 0 else "Failed", {"terminated": terminated})
            return code, pod_name
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    def _materialise(
        self,
        ns: str,
        pod_spec: dict[str, Any],
        container: dict[str, Any],
        workdir: Path,
        index: int,
    ) -> tuple[PodFiles, list[str], dict[str, str]]:
        who = identity(pod_spec, container)
        uid, gid = who.uid, who.gid
        if (uid, gid) not in self._checked:
            check_can_run_as(uid, gid)
            self._checked.add((uid, gid))
        files = lay_out(workdir, pod_spec, container, lambda v: self._volume_files(ns, v))
        rewrite = files.rewrite
        mounts = {path: str(real) for path, real in files.mounts.items()}

        env: dict[str, str] = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(workdir),  # the read-only root, as in the image
            "LANG": "C.UTF-8",
            "JOB_COMPLETION_INDEX": str(index),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        if "/tmp" in mounts:
            env["TMPDIR"] = mounts["/tmp"]
        for var in container.get("env") or []:
            if "value" in var:
                # A value naming a file under a mount (GOLDENEVAL_CA_FILE) is a
                # path the kubelet would provide: point it at the materialised copy.
                env[var["name"]] = rewrite(str(var["value"]))
                continue
            ref = (var.get("valueFrom") or {}).get("secretKeyRef")
            if ref is not None:
                value = self.emu.secret_value(ns, ref["name"], ref["key"])
                if value is None:
                    if ref.get("optional"):
                        continue
                    raise LookupError(
                        f'secret "{ref["name"]}" not found or has no key "{ref["key"]}"'
                    )
                env[var["name"]] = value

        command = [
            rewrite(a)
            for a in list(container.get("command") or []) + list(container.get("args") or [])
        ]
        # The image's entrypoint is this interpreter; it is substituted after the
        # path rewrite so a checkout under /tmp (an emptyDir mount path in the
        # pod) cannot have the interpreter's own path rewritten.
        if command and command[0] == "goldeneval":
            command = [sys.executable, "-m", "goldeneval", *command[1:]]
        return files, command, env

    def _volume_files(self, ns: str, volume: Mapping[str, Any]) -> dict[str, str]:
        """A ConfigMap or Secret volume's files; LookupError when the object or a key is missing."""
        if "configMap" in volume:
            ref = volume["configMap"]
            what = f'configmap "{ref["name"]}"'
            cm = self.emu.get(CONFIGMAPS, ns, ref["name"])
            if cm is None:
                raise LookupError(f"{what} not found")
            data = cm.get("data") or {}
        else:
            ref = volume["secret"]
            name = ref["secretName"]
            keys = self.emu.secret_keys(ns, name)
            if keys is None:
                raise LookupError(f'secret "{name}" not found')
            data = {k: self.emu.secret_value(ns, name, k) or "" for k in keys}
            what = f'secret "{name}"'
        items = ref.get("items") or [{"key": k, "path": k} for k in data]
        missing = [i["key"] for i in items if i["key"] not in data]
        if missing:
            raise LookupError(f'{what} has no key "{missing[0]}"')
        return {i["path"]: data[i["key"]] for i in items}


def _policy_action(rules: list[dict[str, Any]], code: int) -> str:
    for rule in rules:
        on = rule.get("onExitCodes")
        if not on:
            continue
        hit = code in on.get("values", [])
        if (on.get("operator", "In") == "In") == hit:
            return str(rule["action"])
    return "Count"


def _ranges(indexes: set[int]) -> str:
    out: list[str] = []
    for i in sorted(indexes):
        if out and "-" not in out[-1] and int(out[-1]) == i - 1:
            out[-1] = f"{out[-1]}-{i}"
        elif out and "-" in out[-1] and int(out[-1].split("-")[1]) == i - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{i}"
        else:
            out.append(str(i))
    return ",".join(out)
