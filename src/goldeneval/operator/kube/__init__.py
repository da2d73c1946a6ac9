"""The operator's way to the Kubernetes API: the official client, configured like kubectl.

Owns kubeconfig and in-cluster credentials (exec plugins, relative paths,
rotating tokens, keys kept off disk), retries with back-off and one re-login
on 401, and the typed errors the rest of the operator handles. Of the
operator's other rooms it imports only the GoldenRun API's name (``spec._api``).
"""

from goldeneval.operator.kube._client import (
    Conflict,
    Invalid,
    KubeApi,
    Unavailable,
    core_path,
    goldenrun_path,
    job_path,
    load_connection,
)

__all__ = [
    "Conflict",
    "Invalid",
    "KubeApi",
    "Unavailable",
    "core_path",
    "goldenrun_path",
    "job_path",
    "load_connection",
]
