"""What a person or a pipeline runs against the cluster: submit, wait, report --cluster.

Owns building and submitting a GoldenRun and waiting for its verdict
(``goldeneval submit`` / ``wait``), and reaching the operator through a
port-forward with the user's own credentials: a suite's report
(``goldeneval report --cluster``) and the workbench's local front
(``goldeneval workbench --cluster``). These run on a workstation or in CI, never
in the operator; they reach the API through ``operator.kube`` and read the
status through ``operator.reconcile``'s records. Nothing else in the operator
imports this room.
"""

from goldeneval.operator.tools._clusterreport import (
    DEFAULT_OPERATOR_NAMESPACE,
    DEFAULT_SELECTOR,
    ClusterReport,
    parse_fingerprint,
    parse_target,
    run,
)
from goldeneval.operator.tools._submit import (
    SubmitRequest,
    build_goldenrun,
    load_manifest,
    read_text,
    submit,
    wait_for,
)

__all__ = [
    "DEFAULT_OPERATOR_NAMESPACE",
    "DEFAULT_SELECTOR",
    "ClusterReport",
    "SubmitRequest",
    "build_goldenrun",
    "load_manifest",
    "parse_fingerprint",
    "parse_target",
    "read_text",
    "run",
    "submit",
    "wait_for",
]
