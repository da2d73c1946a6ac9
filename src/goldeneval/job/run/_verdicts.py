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
from dataclasses import dataclass

from goldeneval.job.clients import JudgeAsk, JudgeError
from goldeneval.job.clients._judge import PLAIN
from goldeneval.model import Baseline, Item, ItemResult, JudgeSample, VerdictSource
from goldeneval.store import ReuseKey
from goldeneval.verdict import FactGate, JudgeVerdict

DAY_SECONDS = 86_400.0

JudgeCall = Callable[..., Awaitable[JudgeVerdict]]
"""Ask the judge about (item, answer) as sample number n; raises JudgeError. A call with
context is made with a fourth argument, the :class:`JudgeAsk`."""
Lookup = Callable[[ReuseKey], Awaitable[ItemResult | None]]
"""Find a reusable earlier result (the store, off the event loop)."""
SharedJudgements = dict[tuple[str, str], "asyncio.Future[Judgement | None]"]
"""Compare mode: (item id, answer digest) -> the judgement one side is obtaining for both."""


@dataclass(frozen=True)
class VerdictSettings:
    """How verdicts are obtained in one run."""

    run_id: str
    """The asking run."""
    suite: str
    """Reuse never crosses suites."""
    pass_threshold: float
    """Item correctness threshold (a sample passes at or above it, with the judge's pass)."""
    judge_model: str
    """The model every call names."""
    prompt_digest: str
    """The judge prompt digest of this run."""
    borderline: float = 0.1
    """Confirm verdicts with correctness this close to the threshold."""
    samples: int = 7
    """Odd size of a confirmation's majority vote (1 turns confirmation off)."""
    reuse_max_age_days: float = 30.0
    """Reuse judgements up to this old (0 turns reuse off)."""
    rejudge: bool = False
    """Never reuse: ask afresh."""


@dataclass(frozen=True)
class Judgement:
    """The verdict for one item and where it came from."""

    verdict: JudgeVerdict | None
    """The verdict; None when the judge could not give one."""
    error: str | None = None
    """Why there is no verdict."""
    source: VerdictSource | None = None
    """judged or reused (None without a verdict)."""
    source_run_id: str | None = None
    """The run whose judgement was reused."""
    samples: tuple[JudgeSample, ...] = ()
    """Every sample behind the verdict."""


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
    ) -> None:
        self.settings = settings
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

    async def reusable(self, item: Item, answer_sha256: str, contract: str) -> ItemResult | None:
        """An earlier result of ``item`` with this answer digest whose verdict may be reused."""
        return await self._reusable(item, answer_sha256, contract)

    def needs_confirmation(
        self, item: Item, contract: str, gate: FactGate, first: JudgeSample
    ) -> bool:
        """Borderline, or it would make a verified regression (the fact gate did not decide)."""
        s = self.settings
        if s.samples < 2 or gate.auto_fail:
            return False  # the fact gate fails the item whatever the judge says
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
        """Judged afresh: one call, confirmed when it matters."""
        try:
            first = await self._ask(item, answer, 0, ask)
        except JudgeError as exc:
            return Judgement(verdict=None, error=str(exc))
        sample = self._sample(first)
        if not self.needs_confirmation(item, contract, gate, sample):
            return Judgement(verdict=first, source=VerdictSource.JUDGED, samples=(sample,))
        return await self._confirm(item, answer, first, ask)

    async def _ask(self, item: Item, answer: str, sample: int, ask: JudgeAsk) -> JudgeVerdict:
        if ask == PLAIN:
            return await self._call(item, answer, sample)
        return await self._call(item, answer, sample, ask)

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
