"""One run's orchestration: what to ask, of whom, in which order, and how results are kept.

Owns ``execute`` (plan, open or resume the run, resume each party, drive,
summarise from the store, finish), the parties (the chatbot under test and
compare mode's reference, each a ``Party`` value), the asyncio drive (one
pipeline per party, one judge for all, a writer per party, signals), the
streaming pipeline (chatbot stage, judge stage, bounded queue), the judge
stack ``calibrate`` shares, verdict reuse and confirmation, the result
writers, the item order and the progress display. It uses ``job.clients``
for the remote parties and the store; it never imports the command line
(``job.cli``, ``_parser``, ``_files``…), which sits above it.
"""

from goldeneval.job.run._judging import (
    ThresholdNotCalibrated,
    judge_client,
    selective_threshold,
    verdict_settings,
)
from goldeneval.job.run._request import RunRequest, Shard
from goldeneval.job.run._run import JudgeNotCalibrated, RunInterruptedWithResult, execute
from goldeneval.job.run._verdicts import Verdicts, VerdictSettings, store_lookup

__all__ = [
    "JudgeNotCalibrated",
    "RunInterruptedWithResult",
    "RunRequest",
    "Shard",
    "ThresholdNotCalibrated",
    "VerdictSettings",
    "Verdicts",
    "execute",
    "judge_client",
    "selective_threshold",
    "store_lookup",
    "verdict_settings",
]
