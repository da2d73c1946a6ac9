"""Every store feature written once for both backends, gathered into one base class.

A backend (``_sqlite``, ``_postgres``) derives from :class:`SqlFeatures` and
supplies the SQL primitives of :class:`~goldeneval.store._sqlbase.SqlBackend`;
a new feature module is added here, once, rather than to each backend.
"""

from __future__ import annotations

from goldeneval.store._calibration import CalibrationStore
from goldeneval.store._decisions import DecisionStore
from goldeneval.store._flaky import FlakyStore
from goldeneval.store._harvests import HarvestStore
from goldeneval.store._selective import SelectiveStore
from goldeneval.store._sqlreads import SqlReads


class SqlFeatures(
    SqlReads, CalibrationStore, SelectiveStore, FlakyStore, HarvestStore, DecisionStore
):
    """Runs and results, labels and calibrations, selective verdicts, flaky history,
    harvests and coverage decisions, on the backend's SQL primitives."""
