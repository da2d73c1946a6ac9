"""One run's orchestration: what to ask, in which order, and how results are kept.

Owns ``execute`` (open or resume the run, replay a spool, shard and order the
items, summarise from the store), the asyncio drive (sessions, the candidate's
pipeline and compare mode's reference beside it, signals), the streaming
pipeline (chatbot stage, judge stage, bounded queue), verdict reuse and
confirmation, the result writers, the item order and the progress display.
It uses ``job.clients`` for the two remote parties and the store; it never
imports the command line (``job.cli``, ``_parser``, ``_files``…), which sits
above it.
"""

from goldeneval.job.run._judging import judge_client, verdict_settings
from goldeneval.job.run._run import (
    JudgeNotCalibrated,
    RunInterruptedWithResult,
    RunRequest,
    Shard,
    execute,
)
from goldeneval.job.run._verdicts import Verdicts, VerdictSettings, store_lookup

__all__ = [
    "JudgeNotCalibrated",
    "RunInterruptedWithResult",
    "RunRequest",
    "Shard",
    "VerdictSettings",
    "Verdicts",
    "execute",
    "judge_client",
    "store_lookup",
    "verdict_settings",
]
