"""The judge stack, built once for ``run`` and ``calibrate``: session, client, verdict rules.

Both commands ask the judge through the same pooled session (at most
``judge.concurrency`` connections, this run's secrets scrubbed from what comes
back), the adaptive limiter, the retry policy, and the same verdict rules
(``_verdicts.VerdictSettings``: reuse, borderline, samples), so a calibration
measures the judge exactly as a run uses it.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.config import Config, JudgeConfig, Scrubber, config_secrets
from goldeneval.job.clients import (
    AdaptiveLimiter,
    CostMeter,
    JudgeClient,
    RetryPolicy,
    make_client,
    prompt_digest,
)
from goldeneval.job.run._escalate import SmeLookup, sme_lookup
from goldeneval.job.run._verdicts import (
    DAY_SECONDS,
    Lookup,
    SharedJudgements,
    VerdictSettings,
    store_lookup,
)
from goldeneval.model import Outcome, RunRefused, RunSummary, SelectiveCalibration
from goldeneval.store import Store
from goldeneval.verdict import SelectiveStatement

if TYPE_CHECKING:
    import ssl


@contextlib.asynccontextmanager
async def judge_client(
    judge: JudgeConfig,
    run: Config,
    tls: ssl.SSLContext | None,
    limiter: AdaptiveLimiter | None = None,
    meter: CostMeter | None = None,
) -> AsyncIterator[JudgeClient]:
    """A client of ``judge`` on a session of its own, closed on exit.

    ``limiter`` (default: a fresh one of ``judge.concurrency``) is passed in
    when something else shows its current limit (the progress display);
    ``meter`` (default: a fresh one) when the run's costs are kept in the store.
    """
    async with make_client(
        judge.timeout_seconds, judge.concurrency, tls=tls, scrub=Scrubber(config_secrets(run))
    ) as http:
        yield JudgeClient(
            http,
            judge,
            limiter or AdaptiveLimiter(judge.concurrency),
            RetryPolicy(max_attempts=run.max_attempts),
            meter,
        )


class ThresholdNotCalibrated(RunRefused):
    """``judge.target_agreement`` is set and no usable λ is stored for this judge (exit 3)."""

    kind = "no verdict: no confidence threshold"


def selective_threshold(store: Store, cfg: Config) -> SelectiveCalibration | None:
    """The stored λ a run with ``judge.target_agreement`` applies; None when escalation is off.

    Called before the run starts, so a run without a usable λ costs no
    chatbot call (docs/design.md §13.5), and again when the judging starts.
    """
    j = cfg.judge
    if j.target_agreement is None:
        return None
    found = store.latest_threshold(
        cfg.suite,
        j.model,
        prompt_digest(j.max_tokens),
        votes=j.samples,
        target=j.target_agreement,
        risk=j.risk,
    )
    if found is not None and found.threshold is not None:
        return found
    why = (
        "no threshold is stored for this judge model, prompt and number of samples"
        if found is None
        else f"the latest calibration on {found.labels} labels found no threshold that holds"
    )
    raise ThresholdNotCalibrated(
        f"judge {j.model!r} has no confidence threshold for suite {cfg.suite} at target "
        f"{j.target_agreement:g}, risk {j.risk:g}, {j.samples} samples ({why}); run "
        f"goldeneval calibrate -set SET.yaml --labels L.yaml --target-agreement {j.target_agreement:g} "
        f"--risk {j.risk:g} first"
    )


def with_selective(
    store: Store, summary: RunSummary, selective: SelectiveCalibration | None
) -> RunSummary:
    """The summary stating the level its verdicts hold; the run's escalations kept in the store."""
    if selective is None:
        return summary
    escalated = sum(1 for r in summary.results if r.outcome is Outcome.ESCALATED)
    c = summary.counts
    statement = SelectiveStatement.of(
        selective, escalated=escalated, verdicts=c.passed + c.failed + escalated
    )
    store.record_escalations(summary.run_id, escalated, selective)
    return dataclasses.replace(summary, selective=selective, selective_line=statement.line())


def verdict_settings(
    judge: JudgeConfig,
    run: Config,
    run_id: str,
    client: JudgeClient,
    threshold: float | None = None,
) -> VerdictSettings:
    """How ``client``'s verdicts are reused and confirmed, from ``judge`` and the run's config."""
    return VerdictSettings(
        run_id=run_id,
        suite=run.suite,
        pass_threshold=run.pass_threshold,
        judge_model=client.model,
        prompt_digest=client.prompt_digest,
        borderline=judge.borderline,
        samples=judge.samples,
        reuse_max_age_days=judge.reuse_max_age_days,
        rejudge=run.rejudge,
        threshold=threshold,
    )


@dataclass(frozen=True)
class Judging:
    """What every party's pipeline shares of the judge."""

    client: JudgeClient
    """The one judge client (its adaptive limiter spans every party)."""
    rules: VerdictSettings
    """How verdicts are reused and confirmed."""
    lookup: Lookup | None
    """Finds reusable earlier judgements (None: nothing to reuse)."""
    shared: SharedJudgements | None
    """Parties' byte-identical answers judged once for all (None with one party)."""
    sme: SmeLookup | None = None
    """Finds the stored SME label that decides an exact answer (§13.5)."""


async def run_judging(
    client: JudgeClient, run: Config, run_id: str, store: Store, parties: int
) -> Judging:
    """A run's judging: ``client``, its rules, and a reuse lookup only when anything is reusable."""
    selective = await asyncio.to_thread(selective_threshold, store, run)
    rules = verdict_settings(
        run.judge, run, run_id, client, None if selective is None else selective.threshold
    )
    # One query up front: with no earlier judgement by this judge
    # and prompt (a first run), no item needs a reuse lookup.
    reuse = (
        not run.rejudge
        and run.judge.reuse_max_age_days > 0
        and await asyncio.to_thread(
            store.has_reusable,
            run.suite,
            client.model,
            client.prompt_digest,
            time.time() - run.judge.reuse_max_age_days * DAY_SECONDS,
        )
    )
    lookup = store_lookup(store.reusable) if reuse else None
    # Likewise one query: a suite without SME labels needs no label lookup per item.
    labelled = await asyncio.to_thread(store.has_sme_labels, run.suite)
    sme = sme_lookup(store.sme_labels, run.suite) if labelled else None
    return Judging(client, rules, lookup, {} if parties > 1 else None, sme)
