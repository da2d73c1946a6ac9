"""Compare mode's part of one evaluation (docs/design.md §5.1): what is stored, what is confirmed.

The reference deployment is a second party (``_party.Party``): the drive
runs its pipeline beside the candidate's like any party's. This module holds
what is particular to the comparison: the reference party, the run row's
record of it, the summary's compare settings, and the step after both
parties finished, the confirmation of verified worse pairs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from goldeneval.config import Config, InternalConfig, mask_credentials
from goldeneval.job.run._answers import AnswerConfirmation, tallied
from goldeneval.job.run._drive import PartyRun, Settle
from goldeneval.job.run._internal import INTERNAL_PARTY, internal_agent
from goldeneval.job.run._party import CANDIDATE, Party, http_chatbot, unfinished_confirmations
from goldeneval.job.run._verdicts import Judgement, Verdicts
from goldeneval.model import Item, ItemResult, Outcome, PairOutcome
from goldeneval.store import Spool, Store, replay_spool
from goldeneval.verdict import CompareMode, CompareRules, fact_gate, pair_outcome, score

if TYPE_CHECKING:
    from goldeneval.job.run._request import RunRequest

REFERENCE_PARTY = "reference chatbot"
"""How messages name the reference deployment."""
REFERENCE_AGENT = "reference internal agent"
"""How messages name the reference's internal agent (``compare.internal``)."""
REFERENCE_NAMES = (REFERENCE_PARTY, REFERENCE_AGENT)
"""The parties whose results are the reference's (stored apart from the run's own)."""


def reference_parties(
    request: RunRequest, store: Store, items: Sequence[Item], candidate: Party
) -> tuple[list[Party], int]:
    """Compare mode's reference as a party (none for a plain run), and its replayed results.

    It is asked the same items beside the candidate, with a client, limiter,
    fail-fast watch and breaker of its own, and resumes on its own (it may
    have finished other items). Its results are spooled next to the
    candidate's, so a store outage loses none; it has no history (no
    baselines) and no progress display.
    """
    cfg = request.config
    if cfg.compare is None:
        return [], 0
    spool = None
    replayed = 0
    if candidate.spool is not None:
        path = candidate.spool.path
        spool = Spool(path.with_name(f"{path.stem}~reference{path.suffix}"))
        replayed = replay_spool(spool, store, request.run_id, store.save_reference_results)
    stored = {r.item_id: r for r in store.reference_results(request.run_id) if r.is_final}
    agent = cfg.compare.internal
    # With a reference agent the internal items are its own; else the reference chatbot
    # skips them (no internal endpoint), as a run without an agent does.
    mine = [i for i in items if agent is None or i.surface != "internal"]
    party = Party(
        name=REFERENCE_PARTY,
        connect=http_chatbot(cfg.compare.chatbot, cfg, request.tls),
        concurrency=cfg.compare.chatbot.concurrency,
        circuit_breaker=cfg.compare.chatbot.circuit_breaker,
        todo=[i for i in mine if i.id not in stored],
        stored={k: v for k, v in stored.items() if agent is None or v.surface != "internal"},
        save=store.save_reference_results,
        spool=spool,
        baselines={},
        progress=None,
        resumed=unfinished_confirmations(store.reference_results(request.run_id)),
    )
    if agent is None:
        return [party], replayed
    agent_spool = None
    if spool is not None:
        agent_spool = Spool(spool.path.with_name(f"{spool.path.stem}-internal{spool.path.suffix}"))
        replayed += replay_spool(agent_spool, store, request.run_id, store.save_reference_results)
        stored = {r.item_id: r for r in store.reference_results(request.run_id) if r.is_final}
    reference_agent = Party(
        name=REFERENCE_AGENT,
        connect=internal_agent(cfg, request.tls, agent),
        concurrency=agent.concurrency,
        circuit_breaker=agent.circuit_breaker,
        todo=[i for i in items if i.surface == "internal" and i.id not in stored],
        stored={k: v for k, v in stored.items() if v.surface == "internal"},
        save=store.save_reference_results,
        spool=agent_spool,
        baselines={},
        progress=None,
        surface="internal",
        resumed=unfinished_confirmations(store.reference_results(request.run_id)),
    )
    return [party, reference_agent], replayed


def confirm_pairs(items: Iterable[Item], threshold: float) -> Settle:
    """The step after both parties finished: confirm every verified worse pair (see below)."""
    by_id = {i.id: i for i in items}

    async def settle(runs: Mapping[str, PartyRun]) -> None:
        # Each surface's candidate against its reference: the chatbots, then the agents.
        for mine, theirs in ((CANDIDATE, REFERENCE_PARTY), (INTERNAL_PARTY, REFERENCE_AGENT)):
            candidate, reference = runs.get(mine), runs.get(theirs)
            if candidate is None or reference is None:
                continue  # a plain run (or no reference agent): nothing is paired
            assert candidate.outcome.verdicts is not None
            assert reference.outcome.verdicts is not None
            confirmed, ref_confirmed = await confirm_worse(
                by_id,
                candidate.results,
                reference.results,
                candidate=candidate.outcome.verdicts,
                reference=reference.outcome.verdicts,
                threshold=threshold,
                answers=(candidate.outcome.answers, reference.outcome.answers),
            )
            for result in confirmed:
                candidate.keep(result)
            for result in ref_confirmed:
                reference.keep(result)

    return settle


def compare_record(cfg: Config) -> dict[str, Any] | None:
    """The run row's record of compare mode (a resume must keep it); None for a plain run."""
    if cfg.compare is None:
        return None
    agent = cfg.compare.internal
    return {
        "reference_url": mask_credentials(cfg.compare.chatbot.url),
        **({} if agent is None else {"reference_agent": reference_agent_name(agent)}),
        "max_drop": cfg.compare.max_drop,
        "alpha": cfg.compare.alpha,
        "gate_history": cfg.compare.gate_history,
    }


def reference_agent_name(agent: InternalConfig) -> str:
    """``agent data-agent at https://…`` (credentials masked), as the run's record keeps it."""
    kind, name = ("team", agent.team) if agent.team else ("agent", agent.agent)
    return f"{kind} {name} at {mask_credentials(agent.url)}"


def compare_mode(
    cfg: Config, store: Store, run_id: str, items: Iterable[str]
) -> CompareMode | None:
    """The summary's compare settings with the reference's results of ``items``; None for a
    plain run."""
    if cfg.compare is None:
        return None
    wanted = set(items)
    references = [r for r in store.reference_results(run_id) if r.item_id in wanted]
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
        fact_gate(result.answer, item.expected, result.tools),
        judgement.verdict,
        judgement.error,
        threshold,
    )
    changed = dataclasses.replace(
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
        verdict_by=judgement.source_by,
    )
    return tallied(dataclasses.replace(changed, answers_passed=None))


async def confirm_worse(
    items: Mapping[str, Item],
    candidates: Mapping[str, ItemResult],
    references: Mapping[str, ItemResult],
    *,
    candidate: Verdicts,
    reference: Verdicts,
    threshold: float,
    answers: tuple[AnswerConfirmation | None, AnswerConfirmation | None] = (None, None),
) -> tuple[list[ItemResult], list[ItemResult]]:
    """Confirm both sides of every verified worse pair by a majority of judge samples.

    A worse verdict on a verified item fails the gate, so neither side may
    rest on a single judge sample: the reference's pass and the candidate's
    judge-decided failure are each asked again until one side of ``samples``
    has a majority (a fact-gate failure needs no judge to confirm it). What
    changed is returned, to be stored over the single-sample results; a
    confirmed result has several samples, so a resumed run does not ask again.
    Then each side's answer is confirmed with fresh answers (``answers``: the
    candidate's and the reference's, docs/design.md §4): the pair stays worse
    only when the reference's majority passes and the candidate's fails.
    """
    new_candidates: list[ItemResult] = []
    new_references: list[ItemResult] = []
    cand_answers, ref_answers = answers
    for item_id, cand in candidates.items():
        item = items.get(item_id)
        ref = references.get(item_id)
        if item is None or ref is None or not item.verified:
            continue
        if pair_outcome(cand, ref) is not PairOutcome.WORSE:
            continue
        # Does the reference's majority pass (its judge's, then its answers')?
        ref = await _confirmed(item, ref, reference, ref_answers, threshold, Outcome.PASSED)
        if ref is not references[item_id]:
            new_references.append(ref)
        if ref.outcome is not Outcome.PASSED:
            continue  # no longer worse
        # Does the candidate's? (A fact-gate failure needs no judge to confirm it.)
        cand = await _confirmed(item, cand, candidate, cand_answers, threshold, Outcome.FAILED)
        if cand is not candidates[item_id]:
            new_candidates.append(cand)
    return new_candidates, new_references


async def _confirmed(
    item: Item,
    result: ItemResult,
    verdicts: Verdicts,
    answers: AnswerConfirmation | None,
    threshold: float,
    side: Outcome,
) -> ItemResult:
    """One side of a worse pair confirmed: its judge's verdict by a majority of samples (unless
    the fact gate decided it), then, while it is still on ``side``, its answer by fresh ones."""
    if not result.auto_fail:
        judged = await verdicts.confirm_result(item, result)
        if judged is not None:
            result = rescored(result, item, judged, threshold)
    if result.outcome is side and answers is not None and answers.enabled and result.answers == 1:
        result = await answers.confirm(item, result)
    return result
