"""History store: SQLite (default) and PostgreSQL behind one interface."""

from goldeneval.store._base import RunRecord, RunStart, RunStatus, Store

__all__ = ["RunRecord", "RunStart", "RunStatus", "Store"]
