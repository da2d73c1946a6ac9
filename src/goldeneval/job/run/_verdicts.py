"""One item's judge verdict: reused, judged once, or confirmed by a majority (docs/design.md §4).

* **Reuse.** An earlier fresh judgement of the same answer (byte for byte)
  to the same contract by the same judge model and prompt, in the same suite
  and recent enough, is reused without a call: a rerun with unchanged answers
  costs no judge calls and cannot flip on judge noise.
* **Confirmation.** A verdict that would make a verified regression, or whose
  correctness is within ``borderline`` of the pass threshold, is asked again
  until one side has a majority of ``samples`` (odd); asking stops as soon as
  the majority cannot change, so a clear case costs ``samples // 2`` extra
  calls. With a judge that flips one answer in ten, a verdict that would
  regress is wrong after confirmation about once in 600 item-runs instead
  of once in ten (the first sample flipped, then 3 of the next 6).
* Context: a conversation's turn, an item with ``as_of`` or a ``grounded``
  item is judged with a :class:`JudgeAsk` (the turn, the context sections).
  Such a verdict is never reused nor shared between compare mode's sides:
  the earlier turns and the tool results are not part of the reuse key.
* Fail closed: samples that error are not votes; when errors leave neither
  side with a majority, the item's judge status is ``error`` (never a pass).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping

from goldeneval.job.clients import JudgeAsk, JudgeError
from goldeneval.job.clients._judge import PLAIN
from goldeneval.job.run._escalate import SmeLookup, sample_votes, sme_verdict, speaker
from goldeneval.job.run._judgement import Judgement, VerdictSettings
from goldeneval.model import Baseline, Item, ItemResult, JudgeSample, Outcome, VerdictSource
from goldeneval.store import AnswerKey, ReuseKey
from goldeneval.verdict import FactGate, JudgeVerdict, settled_outcome

__all__ = [
    "DAY_SECONDS",
    "JudgeCall",
    "Judgement",
    "Lookup",
    "SharedJudgements",
    "VerdictSettings",
    "Verdicts",
    "store_lookup",
]

DAY_SECONDS = 86_400.0

JudgeCall = Callable[..., Awaitable[JudgeVerdict]]
"""Ask the judge about (item, answer) as sample number n; raises JudgeError. A call with
context is made with a fourth argument, the :class:`JudgeAsk`."""
Lookup = Callable[[ReuseKey], Awaitable[ItemResult | None]]
"""Find a reusable earlier result (the store, off the event loop)."""
SharedJudgements = dict[tuple[str, str], "asyncio.Future[Judgement | None]"]
"""Compare mode: (item id, answer digest) -> the judgement one side is obtaining for both."""


class Verdicts:
    """Obtains verdicts for a run's items; one instance per run, shared by the judge workers."""

    def __init__(
        self,
        settings: VerdictSettings,
        call: JudgeCall,
        *,
        lookup: Lookup | None = None,
        baselines: Mapping[str, Baseline] | None = None,
        shared: SharedJudgements | None = None,
        sme: SmeLookup | None = None,
    ) -> None:
        self.settings = settings
        self._sme = sme
        self._call = call
        self._lookup = lookup
        self._baselines = baselines or {}
        self._shared = shared
        self.shared = 0
        """Items whose byte-identical answer the other side of a comparison had judged."""
        self.confirmation_calls = 0
        """Judge calls made to confirm verdicts (beyond each item's first)."""
        self.reused = 0
        """Items whose verdict was reused."""
        self.sme_verdicts = 0
        """Items whose verdict is an SME's stored label of their exact answer."""
        self.judge_calls = 0
        """Judge calls asked for verdicts in this run (every sample, errors included)."""

    def baseline(self, item_id: str) -> Baseline | None:
        """The item's baseline, if it has one."""
        return self._baselines.get(item_id)

    def _sample(self, verdict: JudgeVerdict) -> JudgeSample:
        passed = verdict.passed and verdict.correctness >= self.settings.pass_threshold
        return JudgeSample(correctness=verdict.correctness, passed=passed)

    async def _reusable(self, item: Item, answer_sha256: str, contract: str) -> ItemResult | None:
        s = self.settings
        if self._lookup is None or s.rejudge or s.reuse_max_age_days <= 0:
            return None
        found = await self._lookup(
            ReuseKey(
                suite=s.suite,
                item_id=item.id,
                answer_sha256=answer_sha256,
                contract_digest=contract,
                judge_model=s.judge_model,
                prompt_digest=s.prompt_digest,
                not_before=time.time() - s.reuse_max_age_days * DAY_SECONDS,
                run_id=s.run_id,
            )
        )
        if found is None or found.correctness is None or found.judge_pass is None:
            return None
        return found

    async def sme(self, item: Item, answer_sha256: str, contract: str) -> Judgement | None:
        """The SME's stored label of this exact answer as its judgement; None without one."""
        if self._sme is None:
            return None
        label = await self._sme(AnswerKey(item.id, answer_sha256, contract))
        if label is None:
            return None
        self.sme_verdicts += 1
        return Judgement(
            verdict=sme_verdict(label),
            source=VerdictSource.SME,
            source_run_id=label.run_id,
            source_by=label.labelled_by,
        )

    async def _ask(
        self, item: Item, answer: str, sample: int, ask: JudgeAsk = PLAIN
    ) -> JudgeVerdict:
        """One judge call, counted; a call with context carries its :class:`JudgeAsk`."""
        self.judge_calls += 1
        if ask == PLAIN:
            return await self._call(item, answer, sample)
        return await self._call(item, answer, sample, ask)

    async def _selective(
        self, item: Item, answer: str, threshold: float, ask: JudgeAsk = PLAIN
    ) -> Judgement:
        """``samples`` votes with early stop under λ; escalated below it (§13.5)."""
        total = self.settings.samples
        verdicts, errors, outcome = await sample_votes(
            self._ask,
            item,
            answer,
            samples=total,
            threshold=threshold,
            vote=lambda v: self._sample(v).passed,
            ask=ask,
        )
        self.confirmation_calls += max(0, len(verdicts) + len(errors) - 1)
        samples = tuple(self._sample(v) for v in verdicts)
        if outcome is None:
            passing = sum(1 for x in samples if x.passed)
            why = f" (last error: {errors[-1]})" if errors else ""
            return Judgement(
                verdict=None,
                error=f"judge votes settled nothing: {passing} pass, "
                f"{len(samples) - passing} fail and {len(errors)} errors of {total} samples{why}",
                samples=samples,
            )
        return Judgement(
            verdict=speaker(verdicts, lambda v: self._sample(v).passed),
            source=VerdictSource.JUDGED,
            samples=samples,
            escalated=outcome is Outcome.ESCALATED,
        )

    async def all_votes(self, item: Item, answer: str) -> Judgement:
        """Every one of ``samples`` votes, no early stop (calibration: λ is chosen on them).

        Fail closed: a verdict missing any vote has none (its confidence would not be k's).
        """
        total = self.settings.samples
        drawn = await asyncio.gather(
            *(self._ask(item, answer, n) for n in range(total)), return_exceptions=True
        )
        errors = [str(x) for x in drawn if isinstance(x, JudgeError)]
        for x in drawn:
            if isinstance(x, BaseException) and not isinstance(x, JudgeError):
                raise x
        verdicts = [x for x in drawn if isinstance(x, JudgeVerdict)]
        samples = tuple(self._sample(v) for v in verdicts)
        if errors:
            return Judgement(
                verdict=None,
                error=f"{len(errors)} of {total} judge samples failed: {errors[-1]}",
                samples=samples,
            )
        return Judgement(
            verdict=speaker(verdicts, lambda v: self._sample(v).passed),
            source=VerdictSource.JUDGED,
            samples=samples,
        )

    def _settled(self, found: ItemResult) -> Outcome | None:
        """The outcome under λ of an earlier result's votes, when they settle it."""
        s = self.settings
        votes = [x.passed for x in found.samples]
        if s.threshold is None or not votes or len(votes) > s.samples:
            return None
        return settled_outcome(votes, s.samples, s.threshold)

    async def reusable(self, item: Item, answer_sha256: str, contract: str) -> ItemResult | None:
        """An earlier result of ``item`` with this answer digest whose verdict may be reused."""
        return await self._reusable(item, answer_sha256, contract)

    def needs_confirmation(
        self, item: Item, contract: str, gate: FactGate, first: JudgeSample
    ) -> bool:
        """Borderline, or it would make a verified regression (the fact gate did not decide)."""
        s = self.settings
        if s.samples < 2 or gate.auto_fail or s.threshold is not None:
            # The fact gate fails the item whatever the judge says; with λ
            # every verdict already rests on ``samples`` votes.
            return False
        if abs(first.correctness - s.pass_threshold) <= s.borderline:
            return True
        base = self._baselines.get(item.id)
        if first.passed or not item.verified or base is None or not base.passed:
            return False
        contract_changed = base.contract_digest is not None and base.contract_digest != contract
        return not contract_changed

    async def decide(
        self,
        item: Item,
        answer: str,
        answer_sha256: str,
        contract: str,
        gate: FactGate,
        ask: JudgeAsk = PLAIN,
    ) -> Judgement:
        """The item's verdict: reused, or judged (and confirmed when it matters).

        In compare mode a byte-identical answer of the other side is judged
        once for both: the first side to get there obtains the judgement, the
        other waits for it (and confirms it, should its own rules need that).
        A call with context (``ask``) is always judged by this side afresh.
        """
        if ask != PLAIN:
            return await self._judged(item, answer, contract, gate, ask)
        if self._shared is None:
            return await self._decide(item, answer, answer_sha256, contract, gate)
        key = (item.id, answer_sha256)
        pending = self._shared.get(key)
        if pending is None:
            pending = self._shared[key] = asyncio.get_running_loop().create_future()
            judgement: Judgement | None = None
            try:
                judgement = await self._decide(item, answer, answer_sha256, contract, gate)
            finally:
                if not pending.done():
                    # None: the other side decides on its own (this one failed or was cancelled).
                    pending.set_result(judgement)
            return judgement
        ready = await asyncio.shield(pending)
        del self._shared[key]
        if ready is None:
            return await self._decide(item, answer, answer_sha256, contract, gate)
        self.shared += 1
        if (
            ready.verdict is not None
            and len(ready.samples) < 2
            and self.needs_confirmation(item, contract, gate, self._sample(ready.verdict))
        ):
            return await self._confirm(item, answer, ready.verdict)
        return ready

    async def confirm_result(self, item: Item, result: ItemResult) -> Judgement | None:
        """A stored single-sample verdict confirmed by a majority; None when there is nothing to do.

        Compare mode confirms both sides of a verified worse pair before it
        gates (docs/design.md §5.1), after both sides were scored.
        """
        if (
            self.settings.samples < 2
            or len(result.samples) >= 2
            or result.answer is None
            or result.correctness is None
            or result.judge_pass is None
        ):
            return None
        first = JudgeVerdict(
            correctness=result.correctness,
            passed=result.judge_pass,
            reason=result.judge_reason or "",
        )
        return await self._confirm(item, result.answer, first)

    async def _decide(
        self, item: Item, answer: str, answer_sha256: str, contract: str, gate: FactGate
    ) -> Judgement:
        found = await self._reusable(item, answer_sha256, contract)
        threshold = None if gate.auto_fail else self.settings.threshold
        if found is not None and threshold is not None:
            settled = self._settled(found)
            if settled is None:
                found = None  # too few votes for λ: judged afresh
            else:
                self.reused += 1
                assert found.correctness is not None and found.judge_pass is not None
                return Judgement(
                    verdict=JudgeVerdict(
                        found.correctness, found.judge_pass, found.judge_reason or ""
                    ),
                    source=VerdictSource.REUSED,
                    source_run_id=found.run_id,
                    samples=found.samples,
                    escalated=settled is Outcome.ESCALATED,
                )
        if found is not None:
            assert found.correctness is not None and found.judge_pass is not None
            earlier = JudgeVerdict(
                correctness=found.correctness,
                passed=found.judge_pass,
                reason=found.judge_reason or "",
            )
            if len(found.samples) < 2 and self.needs_confirmation(
                item, contract, gate, self._sample(earlier)
            ):
                # A single earlier sample that would now gate (a verified
                # regression, a borderline score) is confirmed, not trusted:
                # it counts as the first vote.
                return await self._confirm(item, answer, earlier)
            self.reused += 1
            return Judgement(
                verdict=earlier,
                source=VerdictSource.REUSED,
                source_run_id=found.run_id,
                samples=found.samples,
            )
        return await self._judged(item, answer, contract, gate, PLAIN)

    async def _judged(
        self, item: Item, answer: str, contract: str, gate: FactGate, ask: JudgeAsk
    ) -> Judgement:
        """Judged afresh: one call, confirmed when it matters; with λ, selective votes."""
        threshold = None if gate.auto_fail else self.settings.threshold
        if threshold is not None:
            return await self._selective(item, answer, threshold, ask)
        try:
            first = await self._ask(item, answer, 0, ask)
        except JudgeError as exc:
            return Judgement(verdict=None, error=str(exc))
        sample = self._sample(first)
        if not self.needs_confirmation(item, contract, gate, sample):
            return Judgement(verdict=first, source=VerdictSource.JUDGED, samples=(sample,))
        return await self._confirm(item, answer, first, ask)

    async def _confirm(
        self, item: Item, answer: str, first: JudgeVerdict, ask: JudgeAsk = PLAIN
    ) -> Judgement:
        """Ask again until one side has a majority of ``samples``; errors are not votes."""
        total = self.settings.samples
        need = total // 2 + 1
        verdicts = [first]
        errors: list[str] = []
        asked = 1
        while asked < total:
            passing = sum(1 for v in verdicts if self._sample(v).passed)
            if max(passing, len(verdicts) - passing) >= need:
                break
            self.confirmation_calls += 1
            try:
                verdicts.append(await self._ask(item, answer, asked, ask))
            except JudgeError as exc:
                errors.append(str(exc))
            asked += 1
        samples = tuple(self._sample(v) for v in verdicts)
        passing = sum(1 for x in samples if x.passed)
        failing = len(samples) - passing
        if max(passing, failing) < need:
            return Judgement(
                verdict=None,
                error=(
                    f"judge could not confirm its verdict: {passing} pass, {failing} fail and "
                    f"{len(errors)} errors in {asked} samples (last error: {errors[-1]})"
                    if errors
                    else f"judge could not confirm its verdict: {passing} pass, {failing} fail"
                ),
                samples=samples,
            )
        majority = passing >= need
        side = sorted(
            (v for v in verdicts if self._sample(v).passed == majority),
            key=lambda v: v.correctness,
        )
        # The median sample of the winning side speaks for the verdict: its
        # correctness and reason are one the judge actually gave.
        return Judgement(verdict=side[len(side) // 2], source=VerdictSource.JUDGED, samples=samples)


def store_lookup(reusable: Callable[[ReuseKey], ItemResult | None]) -> Lookup:
    """A :data:`Lookup` running the store's synchronous query in a worker thread."""

    async def lookup(key: ReuseKey) -> ItemResult | None:
        return await asyncio.to_thread(reusable, key)

    return lookup
