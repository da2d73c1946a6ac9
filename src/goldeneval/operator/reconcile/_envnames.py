"""The one place that turns one of the evaluator's settings into an environment variable.

The evaluator's own settings table (``goldeneval.config.SETTINGS``) names
the variables: a setting renamed or removed there fails here at import,
never as a silently ignored variable in a pod (tests/operator/test_jobs.py
resolves a built Job's env with it). ``_jobs`` and ``_internaljob`` both
build env from it.
"""

from __future__ import annotations

from typing import Any

from goldeneval.config import SETTINGS

_ENV_OF = {s.name: s.env for s in SETTINGS if s.env}


def env_name(setting: str) -> str:
    """The environment variable of one of the evaluator's settings (``SETTINGS``)."""
    return _ENV_OF[setting]


def plain_env(setting: str, value: object) -> dict[str, Any]:
    """One setting as a literal env entry of the evaluator container."""
    return {"name": env_name(setting), "value": str(value)}
