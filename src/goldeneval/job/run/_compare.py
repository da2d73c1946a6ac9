"""Compare mode's part of one evaluation (docs/design.md §5.1): what is stored, what is confirmed.

The reference deployment is driven by a second pipeline beside the
candidate's (``_run._drive``), with its own chatbot client, limiter,
fail-fast watch and circuit breaker, sharing the judge. This module holds
what is particular to the comparison: the run row's record of it, the
summary's compare settings, and the confirmation of verified worse pairs.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from goldeneval.config import ChatbotConfig, Config, Scrubber, mask_credentials
from goldeneval.job.clients import (
    ChatbotClient,
    FixedLimiter,
    JudgeClient,
    RetryPolicy,
    make_client,
)
from goldeneval.job.run._pipeline import PipelineOutcome, PipelineSettings, run_pipeline
from goldeneval.job.run._verdicts import (
    Judgement,
    Lookup,
    SharedJudgements,
    Verdicts,
    VerdictSettings,
)
from goldeneval.model import Item, ItemResult, Outcome, PairOutcome
from goldeneval.verdict import CompareMode, CompareRules, fact_gate, pair_outcome, score

if TYPE_CHECKING:
    import ssl

REFERENCE_PARTY = "reference chatbot"
"""How messages name the reference deployment."""


async def drive_reference(
    stack: contextlib.AsyncExitStack,
    ref_cfg: ChatbotConfig,
    todo: list[Item],
    *,
    tls: ssl.SSLContext | None,
    scrub: Scrubber,
    policy: RetryPolicy,
    settings: PipelineSettings,
    judge: JudgeClient,
    sink: Callable[[ItemResult], None],
    stop: asyncio.Event,
    verdict_settings: VerdictSettings,
    lookup: Lookup | None,
    shared: SharedJudgements | None,
) -> PipelineOutcome:
    """Drive the reference: its own pooled session, limiter, fail-fast watch and breaker.

    It runs beside the candidate's pipeline (same items, same moment, same
    judge and stop event) without baselines: the reference has no history.
    """
    http = await stack.enter_async_context(
        make_client(ref_cfg.timeout_seconds, ref_cfg.concurrency, tls=tls, scrub=scrub)
    )
    return await run_pipeline(
        todo,
        settings=dataclasses.replace(
            settings,
            party=REFERENCE_PARTY,
            chatbot_concurrency=ref_cfg.concurrency,
            circuit_breaker=ref_cfg.circuit_breaker,
        ),
        chatbot=ChatbotClient(http, ref_cfg, FixedLimiter(ref_cfg.concurrency), policy),
        judge=judge,
        sink=sink,
        stop=stop,
        verdict_settings=verdict_settings,
        lookup=lookup,
        shared=shared,
    )


def compare_record(cfg: Config) -> dict[str, Any] | None:
    """The run row's record of compare mode (a resume must keep it); None for a plain run."""
    if cfg.compare is None:
        return None
    return {
        "reference_url": mask_credentials(cfg.compare.chatbot.url),
        "max_drop": cfg.compare.max_drop,
        "alpha": cfg.compare.alpha,
        "gate_history": cfg.compare.gate_history,
    }


def compare_mode(cfg: Config, references: Iterable[ItemResult]) -> CompareMode | None:
    """The summary's compare settings with the reference's results; None for a plain run."""
    if cfg.compare is None:
        return None
    return CompareMode(
        reference_url=mask_credentials(cfg.compare.chatbot.url),
        rules=CompareRules(
            max_drop=cfg.compare.max_drop,
            alpha=cfg.compare.alpha,
            gate_history=cfg.compare.gate_history,
        ),
        references=tuple(references),
    )


def rescored(result: ItemResult, item: Item, judgement: Judgement, threshold: float) -> ItemResult:
    """``result`` with its verdict replaced by a confirmed one (timings and blame kept)."""
    assert result.answer is not None
    fresh = score(
        item,
        result.run_id,
        result.answer,
        fact_gate(result.answer, item.expected),
        judgement.verdict,
        judgement.error,
        threshold,
    )
    return dataclasses.replace(
        result,
        outcome=fresh.outcome,
        judge_status=fresh.judge_status,
        correctness=fresh.correctness,
        judge_pass=fresh.judge_pass,
        judge_reason=fresh.judge_reason,
        error=fresh.error,
        reason=fresh.reason,
        samples=judgement.samples,
        verdict_source=judgement.source,
        verdict_run_id=judgement.source_run_id,
    )


async def confirm_worse(
    items: Mapping[str, Item],
    candidates: Mapping[str, ItemResult],
    references: Mapping[str, ItemResult],
    *,
    candidate: Verdicts,
    reference: Verdicts,
    threshold: float,
) -> tuple[list[ItemResult], list[ItemResult]]:
    """Confirm both sides of every verified worse pair by a majority of judge samples.

    A worse verdict on a verified item fails the gate, so neither side may
    rest on a single judge sample: the reference's pass and the candidate's
    judge-decided failure are each asked again until one side of ``samples``
    has a majority (a fact-gate failure needs no judge to confirm it). What
    changed is returned, to be stored over the single-sample results; a
    confirmed result has several samples, so a resumed run does not ask again.
    """
    new_candidates: list[ItemResult] = []
    new_references: list[ItemResult] = []
    for item_id, cand in candidates.items():
        item = items.get(item_id)
        ref = references.get(item_id)
        if item is None or ref is None or not item.verified:
            continue
        if pair_outcome(cand, ref) is not PairOutcome.WORSE:
            continue
        confirmed = await reference.confirm_result(item, ref)
        if confirmed is not None:
            ref = rescored(ref, item, confirmed, threshold)
            new_references.append(ref)
        if ref.outcome is not Outcome.PASSED or cand.auto_fail:
            continue  # no longer worse, or the fact gate decided the candidate's failure
        confirmed = await candidate.confirm_result(item, cand)
        if confirmed is not None:
            new_candidates.append(rescored(cand, item, confirmed, threshold))
    return new_candidates, new_references
