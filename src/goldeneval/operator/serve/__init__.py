"""The operator's HTTP port: metrics, health, the quality API and stored reports.

Owns the aiohttp server, who may read it (delegated authentication and
authorization, TLS), the Prometheus metrics and their run index, and the
reports pages read from the store, and mounts the SME workbench
(``/workbench/NAMESPACE/SUITE/``) with its per-person change sets. It may read the reconcile room's
records; it never reconciles anything itself.
"""

from goldeneval.operator.serve._auth import Gatekeeper
from goldeneval.operator.serve._http import StoreReader, build_app, start_http
from goldeneval.operator.serve._metrics import RunIndex, SchedulePeriod
from goldeneval.operator.serve._tls import keep_certificate_fresh, server_context
from goldeneval.operator.serve._workbench import Workbench

__all__ = [
    "Gatekeeper",
    "RunIndex",
    "SchedulePeriod",
    "StoreReader",
    "Workbench",
    "build_app",
    "keep_certificate_fresh",
    "server_context",
    "start_http",
]
