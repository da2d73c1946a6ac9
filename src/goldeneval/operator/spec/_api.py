"""The GoldenRun API's name: its group, version, plural and kind.

A module of its own because everything that talks to the API server needs
these five strings (``operator.kube`` builds its paths from them) and none
of it needs the spec parser beside them.
"""

from __future__ import annotations

GROUP = "goldeneval.ahu.go.id"
"""The CRD's API group."""
VERSION = "v1alpha1"
"""The served (and stored) version of the CRD."""
PLURAL = "goldenruns"
"""The resource name in API paths."""
KIND = "GoldenRun"
"""The object kind."""
API_VERSION = f"{GROUP}/{VERSION}"
"""``apiVersion`` of a GoldenRun and of the objects it owns' owner references."""
