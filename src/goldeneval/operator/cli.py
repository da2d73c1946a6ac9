"""``goldeneval operator | submit | wait | report --cluster | workbench --cluster`` (dispatched
by ``goldeneval.cli``).

Exit codes follow the CLI: 0 gate passed (or a clean operator stop), 1 gate
failed, 2 invalid input, 3 infrastructure failure. User mistakes print one
clear message, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import re
import sys
from collections.abc import Sequence
from typing import Any

from goldeneval.model import ConfigError, GoldenEvalError, UsageError, UsageParser
from goldeneval.operator import _epilogues
from goldeneval.operator.spec import parse_operator_config


def _operator_parser() -> argparse.ArgumentParser:
    p = UsageParser(
        prog="goldeneval operator",
        description="Run the GoldenRun operator (kopf).",
        epilog=_epilogues.OPERATOR,
    )
    p.add_argument("--config", metavar="PATH", help="operator config YAML (every key optional)")
    p.add_argument(
        "--kubeconfig", metavar="PATH", help="kubeconfig (default: $KUBECONFIG, else in-cluster)"
    )
    p.add_argument("--context", metavar="NAME", help="kubeconfig context (default: current)")
    p.add_argument(
        "--namespace",
        "-n",
        action="append",
        metavar="NS",
        help="watch only this namespace (repeatable)",
    )
    p.add_argument("--port", type=int, metavar="N", help="HTTP port (overrides http.port)")
    p.add_argument("--verbose", "-v", action="store_true", help="debug logging")
    return p


def _submit_parser() -> argparse.ArgumentParser:
    p = UsageParser(
        prog="goldeneval submit",
        description="Create a GoldenRun (from -f and/or flags); with --wait, wait for its verdict.",
        epilog=_epilogues.SUBMIT,
    )
    p.add_argument("-f", "--file", metavar="PATH", help="GoldenRun manifest (YAML)")
    p.add_argument(
        "-n", "--namespace", metavar="NS", help="namespace (default: the kubeconfig context's)"
    )
    p.add_argument("--name", help="fixed name (default: generateName from the suite)")
    p.add_argument(
        "--generate-name", metavar="PREFIX", help="name prefix; the API appends 5 characters"
    )
    p.add_argument("--suite", help="spec.suite: history and regression scope")
    p.add_argument(
        "--configmap",
        metavar="NAME[:KEY]",
        help="golden set ConfigMap (key default golden-set.yaml)",
    )
    p.add_argument("--set", dest="set_file", metavar="FILE", help="golden set file sent inline")
    p.add_argument(
        "--shards", type=int, metavar="N", help="spec.shards: evaluator pods in parallel"
    )
    p.add_argument(
        "--min-pass-rate", type=float, metavar="RATE", help="spec.minPassRate: gate minimum (0-1)"
    )
    p.add_argument(
        "--pass-threshold",
        type=float,
        metavar="SCORE",
        help="spec.passThreshold: minimum judge correctness per item (0-1)",
    )
    p.add_argument(
        "--allow-unverified",
        "-allow-unverified",
        action="store_true",
        default=None,
        help="spec.allowUnverified: accept verified: false items",
    )
    p.add_argument("--timeout-seconds", type=int, help="spec.timeoutSeconds (Job deadline)")
    p.add_argument(
        "--image", help="spec.image: evaluator image (default: the operator config's image)"
    )
    _wait_options(p)
    p.add_argument(
        "--wait", action="store_true", help="wait for the verdict; exit 0/1 like the CLI gate"
    )
    return p


def _wait_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--kubeconfig",
        metavar="PATH",
        help="kubeconfig (default: in-cluster account, else $KUBECONFIG or ~/.kube/config)",
    )
    p.add_argument("--context", metavar="NAME", help="kubeconfig context (default: current)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds to wait (default 3600)")
    p.add_argument("--poll-interval", type=float, default=2.0, help=argparse.SUPPRESS)


def _wait_parser() -> argparse.ArgumentParser:
    p = UsageParser(
        prog="goldeneval wait",
        description="Wait for a GoldenRun's verdict; exit 0/1/2/3.",
        epilog=_epilogues.WAIT,
    )
    p.add_argument("name", help="the GoldenRun's name")
    p.add_argument(
        "-n", "--namespace", metavar="NS", help="namespace (default: the kubeconfig context's)"
    )
    _wait_options(p)
    return p


def _report_parser() -> argparse.ArgumentParser:
    p = UsageParser(
        prog="goldeneval report",
        description="Show a suite's report from the operator, read as yourself (RBAC decides).",
        epilog=_epilogues.REPORT,
    )
    _cluster_options(p, "its latest finished run")
    p.add_argument("--run", metavar="UID", help="this GoldenRun (status.runId) instead")
    p.add_argument(
        "--html", dest="html_path", metavar="PATH", help="write the HTML page instead of printing"
    )
    return p


def _cluster_options(p: argparse.ArgumentParser, shown: str) -> None:
    """``--cluster`` and how ``report --cluster`` and ``workbench --cluster`` reach the
    operator, as you; ``shown``: what of the suite the command shows."""
    from goldeneval.operator.tools import DEFAULT_OPERATOR_NAMESPACE, DEFAULT_SELECTOR

    p.add_argument(
        "--cluster",
        required=True,
        metavar="NAMESPACE/SUITE",
        help=f"the GoldenRuns' namespace and the suite ({shown})",
    )
    p.add_argument(
        "--operator-namespace",
        default=DEFAULT_OPERATOR_NAMESPACE,
        metavar="NS",
        help=f"where the operator runs (default {DEFAULT_OPERATOR_NAMESPACE})",
    )
    p.add_argument(
        "--operator-selector",
        default=DEFAULT_SELECTOR,
        metavar="LABELS",
        help="the operator pod's labels (default: the chart's)",
    )
    p.add_argument("--operator-ca", metavar="PATH", help="CA bundle of the operator's certificate")
    p.add_argument(
        "--operator-fingerprint", metavar="SHA256", help="pin the operator's certificate"
    )
    p.add_argument(
        "--kubeconfig",
        metavar="PATH",
        help="kubeconfig (default: $KUBECONFIG or ~/.kube/config)",
    )
    p.add_argument("--context", metavar="NAME", help="kubeconfig context (default: current)")


def _run_report(argv: Sequence[str]) -> int:
    from goldeneval.operator import tools as cr

    args = _report_parser().parse_args(argv)
    if args.run is not None and not _UID_RE.match(args.run):
        raise UsageError(f"--run {args.run!r}: expected a GoldenRun uid (status.runId)")
    req = _cluster_request(args, run=args.run, html_path=args.html_path)
    return cr.run(req, kubeconfig=args.kubeconfig, context=args.context)


def _cluster_request(args: argparse.Namespace, **more: Any) -> Any:
    """The ``ClusterReport`` the shared flags describe (``more``: the command's own)."""
    from goldeneval.operator import tools as cr

    namespace, suite = cr.parse_target(args.cluster)
    if args.operator_ca and args.operator_fingerprint:
        raise UsageError("pass either --operator-ca or --operator-fingerprint, not both")
    return cr.ClusterReport(
        namespace=namespace,
        suite=suite,
        operator_namespace=args.operator_namespace,
        selector=args.operator_selector,
        ca_file=args.operator_ca,
        fingerprint=(
            cr.parse_fingerprint(args.operator_fingerprint) if args.operator_fingerprint else None
        ),
        **more,
    )


def _workbench_parser() -> argparse.ArgumentParser:
    p = UsageParser(
        prog="goldeneval workbench",
        description="Open a suite's SME workbench from the operator in your browser, as yourself.",
        epilog=_epilogues.WORKBENCH_CLUSTER,
    )
    _cluster_options(p, "its latest finished run's set")
    p.add_argument(
        "--port", type=int, default=0, metavar="N", help="the loopback port (default: a free one)"
    )
    p.add_argument("--no-open", action="store_true", help="do not open a browser")
    return p


def _run_workbench(argv: Sequence[str]) -> int:
    from goldeneval.operator.tools._clusterworkbench import run

    args = _workbench_parser().parse_args(argv)
    req = _cluster_request(args)
    return run(
        req,
        kubeconfig=args.kubeconfig,
        context=args.context,
        port=args.port,
        open_browser=not args.no_open,
    )


_UID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
"""A run id as the operator files it (a GoldenRun's uid; test runs use short ones)."""


def _run_operator(argv: Sequence[str]) -> int:
    from goldeneval.operator._runtime import run_operator
    from goldeneval.operator.tools import read_text

    args = _operator_parser().parse_args(argv)
    text = read_text(args.config, "--config", ConfigError) if args.config else None
    config, warnings = parse_operator_config(text, args.config or "operator config")
    from dataclasses import replace

    if args.namespace:
        config = replace(config, namespaces=tuple(args.namespace))
    if args.port is not None:
        config = replace(config, http_port=args.port)
    if os.environ.get("POD_NAMESPACE"):  # the chart's downward API: where the operator runs
        config = replace(config, operator_namespace=os.environ["POD_NAMESPACE"])
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if not args.verbose:
        # One line per API request or handler call would drown the phase changes.
        logging.getLogger("urllib3").setLevel(logging.WARNING)
        logging.getLogger("kopf.objects").setLevel(logging.WARNING)
    for w in warnings:
        logging.getLogger("goldeneval.operator").warning("%s", w)
    asyncio.run(run_operator(config, kubeconfig=args.kubeconfig, context=args.context))
    return 0


def _spec_from_flags(args: argparse.Namespace) -> dict[str, Any]:
    spec: dict[str, Any] = {}
    if args.suite:
        spec["suite"] = args.suite
    if args.configmap and args.set_file:
        raise UsageError("pass either --configmap or --set, not both")
    if args.configmap:
        name, _, key = args.configmap.partition(":")
        spec["goldenSet"] = {"configMapRef": {"name": name, "key": key or "golden-set.yaml"}}
    if args.set_file:
        from goldeneval.goldenset import parse_golden_set
        from goldeneval.operator.tools import read_text

        text = read_text(args.set_file, "--set")
        parse_golden_set(text, args.set_file)  # every problem now, before the cluster sees it
        import yaml

        data = yaml.safe_load(text)
        items = data["items"] if isinstance(data, dict) else data
        # Round-trip through JSON so YAML-only types never reach the API.
        spec["goldenSet"] = {"items": json.loads(json.dumps(items, default=str))}
    for flag, key in (
        ("shards", "shards"),
        ("min_pass_rate", "minPassRate"),
        ("pass_threshold", "passThreshold"),
        ("allow_unverified", "allowUnverified"),
        ("timeout_seconds", "timeoutSeconds"),
        ("image", "image"),
    ):
        value = getattr(args, flag)
        if value is not None:
            spec[key] = value
    return spec


def _api(args: argparse.Namespace) -> Any:
    from goldeneval.operator.kube import KubeApi, load_connection

    return KubeApi(load_connection(args.kubeconfig, args.context))


def _run_submit(argv: Sequence[str]) -> int:
    from goldeneval.operator.tools import (
        SubmitRequest,
        build_goldenrun,
        load_manifest,
        submit,
        wait_for,
    )

    args = _submit_parser().parse_args(argv)
    req = SubmitRequest(
        manifest=load_manifest(args.file) if args.file else None,
        namespace=args.namespace,
        name=args.name,
        generate_name=args.generate_name,
        spec=_spec_from_flags(args),
    )
    build_goldenrun(req, "default")  # a usage mistake is reported before any connection
    api = _api(args)
    try:
        default_ns = api.connection.default_namespace or "default"
        namespace, name = submit(api, req, default_ns)
        print(f"goldenrun.goldeneval.ahu.go.id/{name} created in namespace {namespace}", flush=True)
        if not args.wait:
            return 0
        return wait_for(
            api, namespace, name, timeout=args.timeout, poll_interval=args.poll_interval
        )
    finally:
        api.close()


def _run_wait(argv: Sequence[str]) -> int:
    from goldeneval.operator.tools import wait_for

    args = _wait_parser().parse_args(argv)
    api = _api(args)
    try:
        namespace = args.namespace or api.connection.default_namespace or "default"
        return wait_for(
            api, namespace, args.name, timeout=args.timeout, poll_interval=args.poll_interval
        )
    finally:
        api.close()


COMMANDS = {
    "operator": _run_operator,
    "submit": _run_submit,
    "wait": _run_wait,
    "report": _run_report,
    "workbench": _run_workbench,
}


def main(argv: list[str]) -> int:
    """Run ``argv[0]`` (operator, submit, wait, report or workbench --cluster) with the rest."""
    if not argv or argv[0] not in COMMANDS:
        print(
            "goldeneval: expected one of: operator, submit, wait, report, workbench",
            file=sys.stderr,
        )
        return 2
    command, rest = argv[0], argv[1:]
    try:
        return COMMANDS[command](rest)
    except GoldenEvalError as exc:
        print(f"goldeneval {command}: {exc}", file=sys.stderr, flush=True)
        return exc.exit_code
    except KeyboardInterrupt:
        print(f"goldeneval {command}: interrupted", file=sys.stderr)
        return 3
    except Exception as exc:  # exit 1 means "gate failed"; a crash is no verdict
        from goldeneval.operator._scrub import scrub

        logging.getLogger("goldeneval.operator").debug("unexpected error", exc_info=True)
        first = (str(exc).splitlines() or [""])[0]
        print(
            f"goldeneval {command}: unexpected error, no verdict ({type(exc).__name__}: "
            f"{scrub(first, 300)})",
            file=sys.stderr,
        )
        return 3
