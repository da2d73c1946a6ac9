"""Real traffic (docs/design.md §14, "What users actually ask"): de-identify, group, cover, draft,
and apply the SMEs' coverage decisions (§14.9).

Pure: it reads no file and asks no server. The sources (``job``) hand it
questions already passed through :func:`deidentify`.
"""

from goldeneval.traffic._decisions import apply_decisions
from goldeneval.traffic._deidentify import deidentify
from goldeneval.traffic._drafts import DEFAULT_TOP, draft_id, render_drafts
from goldeneval.traffic._group import shorten
from goldeneval.traffic._harvest import ASKS_NOTHING, PLACES_SHOWN, harvest, texts_to_embed
from goldeneval.traffic._normalise import KeyMaker, words
from goldeneval.traffic._tidy import wording

__all__ = [
    "ASKS_NOTHING",
    "DEFAULT_TOP",
    "PLACES_SHOWN",
    "KeyMaker",
    "apply_decisions",
    "deidentify",
    "draft_id",
    "harvest",
    "render_drafts",
    "shorten",
    "texts_to_embed",
    "wording",
    "words",
]
