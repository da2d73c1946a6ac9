"""Real traffic (docs/design.md, "What users actually ask"): de-identify, group, cover.

Pure: it reads no file and asks no server. The sources (``job``) hand it
questions already passed through :func:`deidentify`.
"""

from goldeneval.traffic._deidentify import deidentify

__all__ = ["deidentify"]
