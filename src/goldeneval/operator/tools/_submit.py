"""``goldeneval submit`` and ``goldeneval wait``: a GoldenRun as a pipeline step.

``submit`` creates a GoldenRun (from a manifest, from flags, or both: flags
override the manifest's spec) and, with ``--wait``, waits for it. ``wait``
waits for an existing one. Waiting ends when condition ``Complete`` is True
for the current generation; the summary is printed and the exit code is the
CLI's: 0 gate passed, 1 gate failed, 2 the run was rejected as invalid input,
3 infrastructure failure (including a wait that timed out: no verdict is
never a pass).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

import yaml

from goldeneval.model import ClusterError, GoldenEvalError, UsageError
from goldeneval.operator.kube import Conflict, Invalid, KubeApi, Unavailable, goldenrun_path
from goldeneval.operator.reconcile import ConditionType, GoldenRunStatus, Phase, Reason
from goldeneval.operator.spec import API_VERSION, KIND

INVALID_INPUT_REASONS = frozenset(
    {
        Reason.INVALID_SPEC,
        Reason.INVALID_GOLDEN_SET,
        Reason.INVALID_INPUT,
        Reason.GOLDEN_SET_NOT_FOUND,
    }
)


@dataclass(frozen=True)
class SubmitRequest:
    """What ``goldeneval submit`` was asked to create."""

    manifest: Mapping[str, Any] | None
    """A GoldenRun read from ``-f`` (None = built from flags only)."""
    namespace: str | None
    """``-n``; else the manifest's, else the kubeconfig context's, else ``default``."""
    name: str | None
    """Fixed name (``--name``)."""
    generate_name: str | None
    """Name prefix (``--generate-name``)."""
    spec: Mapping[str, Any]
    """Spec fields given as flags (override the manifest)."""


def read_text(path: str, flag: str, error: type[GoldenEvalError] = UsageError) -> str:
    """A file named by a command-line flag; ``error`` (exit 2) says which flag and why not."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise error(f"{flag} {path}: cannot read the file ({exc.strerror})") from None


def load_manifest(path: str) -> dict[str, Any]:
    """Read a GoldenRun manifest; UsageError (exit 2) explains what is wrong with it."""
    text = read_text(path, "-f")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise UsageError(f"-f {path}: not valid YAML ({exc})") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise UsageError(f"-f {path}: expected one {KIND} manifest (kind: {KIND})")
    if data.get("apiVersion") != API_VERSION:
        raise UsageError(f"-f {path}: apiVersion must be {API_VERSION}")
    return _as_json(data, path)


def _as_json(data: dict[str, Any], path: str) -> dict[str, Any]:
    """The manifest as the API server will see it: JSON (kubectl turns YAML dates into strings)."""

    def plain(value: Any) -> str:
        if isinstance(value, date | datetime):
            return value.isoformat()
        raise TypeError(f"a YAML {type(value).__name__} value has no JSON form")

    try:
        result: dict[str, Any] = json.loads(json.dumps(data, default=plain, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise UsageError(f"-f {path}: {exc}; write plain strings, numbers and lists") from None
    return result


def build_goldenrun(req: SubmitRequest, default_namespace: str) -> tuple[str, dict[str, Any]]:
    """The namespace and the object to create."""
    body: dict[str, Any] = dict(req.manifest or {"apiVersion": API_VERSION, "kind": KIND})
    meta = dict(body.get("metadata") or {})
    spec = dict(body.get("spec") or {})
    spec.update(req.spec)
    namespace = req.namespace or meta.get("namespace") or default_namespace
    meta["namespace"] = namespace
    if req.name:
        meta["name"] = req.name
        meta.pop("generateName", None)
    elif req.generate_name:
        meta["generateName"] = req.generate_name
        meta.pop("name", None)
    if not meta.get("name") and not meta.get("generateName"):
        suite = str(spec.get("suite") or "golden")
        meta["generateName"] = f"{suite.lower().replace('_', '-').replace('.', '-')[:40]}-"
    if not spec.get("suite"):
        raise UsageError("no suite: pass --suite NAME or set spec.suite in the -f manifest")
    if not spec.get("goldenSet"):
        raise UsageError(
            "no golden set: pass --configmap NAME[:KEY], --set FILE (inline items) "
            "or set spec.goldenSet in the -f manifest"
        )
    body["metadata"] = meta
    body["spec"] = spec
    return namespace, body


def submit(api: KubeApi, req: SubmitRequest, default_namespace: str) -> tuple[str, str]:
    """Create the GoldenRun; returns (namespace, name)."""
    namespace, body = build_goldenrun(req, default_namespace)
    try:
        created = api.create(goldenrun_path(namespace), body)
    except Conflict:
        name = body["metadata"].get("name")
        raise UsageError(
            f"GoldenRun {namespace}/{name} already exists; a GoldenRun is one run: "
            "delete it, or use --generate-name to create a new one"
        ) from None
    except Invalid as exc:
        raise UsageError(f"the cluster rejected the GoldenRun: {exc}") from None
    return namespace, str(created["metadata"]["name"])


def exit_code(status: GoldenRunStatus) -> int:
    """The CLI's exit code for a finished run."""
    if status.phase is Phase.PASSED:
        return 0
    if status.phase is Phase.FAILED:
        return 1
    return 2 if status.reason in INVALID_INPUT_REASONS else 3


def render_summary(namespace: str, name: str, suite: str, status: GoldenRunStatus) -> str:
    """A short report; the last line is the verdict."""
    lines = [f"GoldenRun {namespace}/{name} (suite {suite}): {status.phase.value}"]
    if status.golden_set is not None:
        gs = status.golden_set
        lines.append(f"  golden set: {gs.source}, {gs.items} items, {gs.unverified} unverified")
    if status.counts is not None:
        c = status.counts
        lines.append(
            f"  results: {c.passed} passed, {c.failed} failed, {c.errored} errored, "
            f"{c.skipped} skipped ({c.scored} scored)"
        )
        lines.append(
            f"  pass rate: {status.pass_rate or 'n/a'} (min {status.min_pass_rate or 'n/a'})"
        )
    if status.regressions is not None:
        r = status.regressions
        ids = ", ".join(r.verified_ids) or "-"
        lines.append(f"  regressions: {r.verified} verified ({ids}), {r.unverified} unverified")
    if status.report:
        lines.append(f"  report: {status.report}")
    if status.reason is Reason.NO_VERDICT:
        lines.append(status.message.split(" — ")[0])  # "NO VERDICT: <cause>", as the CLI's
    elif status.phase is Phase.ERROR:
        lines.append(f"RUN ERROR ({status.reason.value}): {status.message}")
    elif status.phase is Phase.FAILED and status.gate_reasons:
        lines.append("GATE FAILED: " + "; ".join(status.gate_reasons))
    else:
        lines.append(status.message.split(" — ")[0] if status.message else status.phase.value)
    return "\n".join(lines)


def wait_for(
    api: KubeApi,
    namespace: str,
    name: str,
    *,
    timeout: float,
    poll_interval: float = 2.0,
    echo: Callable[[str], None] = print,
    clock: Callable[[], float] = time.monotonic,
) -> int:
    """Wait until the run is Complete; print its summary; return the exit code."""
    deadline = clock() + timeout
    last_phase: Phase | None = None
    outage: str | None = None
    while True:
        try:
            body = api.get(goldenrun_path(namespace, name))
        except Unavailable as exc:
            # The API server is down or overloaded beyond the client's retries
            # (an upgrade, a control-plane restart): keep waiting until our own
            # deadline, which ends in exit 3 if it never comes back.
            if outage is None:
                echo(f"{namespace}/{name}: the API server is not answering, still waiting ({exc})")
            outage = str(exc)
            if clock() >= deadline:
                echo(
                    f"RUN ERROR (WaitTimeout): GoldenRun {namespace}/{name}: no answer from the "
                    f"API server before the {timeout:g}s timeout ({outage}); "
                    "no verdict, so this is not a pass"
                )
                return 3
            time.sleep(poll_interval)
            continue
        outage = None
        if body is None:
            raise ClusterError(f"GoldenRun {namespace}/{name} does not exist (deleted?)")
        generation = int((body.get("metadata") or {}).get("generation") or 1)
        status = GoldenRunStatus.from_dict(body.get("status"))
        if status is not None and status.phase is not last_phase:
            last_phase = status.phase
            echo(f"{namespace}/{name}: {status.phase.value} ({status.reason.value})")
        complete = None if status is None else status.condition(ConditionType.COMPLETE)
        if (
            status is not None
            and complete is not None
            and complete.status == "True"
            and status.observed_generation >= generation
        ):
            suite = str((body.get("spec") or {}).get("suite") or "?")
            echo(render_summary(namespace, name, suite, status))
            return exit_code(status)
        if clock() >= deadline:
            phase = "no status yet" if status is None else status.phase.value
            echo(
                f"RUN ERROR (WaitTimeout): GoldenRun {namespace}/{name} did not complete within "
                f"{timeout:g}s ({phase}); no verdict, so this is not a pass"
            )
            return 3
        time.sleep(poll_interval)
