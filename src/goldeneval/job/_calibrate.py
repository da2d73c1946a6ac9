"""``goldeneval calibrate``: how far the judge agrees with the SMEs (docs/design.md §13).

1. Each label of the file is tied to one stored answer (its run, or the
   latest run that answered the item); every problem, in the file or against
   the store, is reported at once, exit 2, before anything is stored.
2. The labels are stored by answer digest and every labelled answer of the
   suite is read back with its result. The chatbot is never asked.
3. Each answer is judged through the run's own verdict path
   (``_verdicts.Verdicts``: stored verdicts of the same answer, contract,
   model and prompt reused, borderline verdicts confirmed).
4. The figures (``verdict/_agreement``) are stored as the judge's latest
   calibration, which every run states and ``judge.min_agreement`` gates on.

With a candidate judge it exits like a gate: 0 when the candidate's κ is at
most ``calibration_tolerance`` below the current judge's, 1 when it is
worse, 3 when too few answers could be judged.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.config import Config, JudgeConfig
from goldeneval.goldenset import Label
from goldeneval.job._labelstore import local_labeller, resolve_labels
from goldeneval.job.run import Verdicts, judge_client, store_lookup, verdict_settings
from goldeneval.model import (
    GoldenSet,
    Item,
    JudgeCalibration,
    JudgeSample,
    Outcome,
    Problem,
)
from goldeneval.report._calibration import (
    CalibrationReport,
    Disagreement,
    JudgeFigures,
    selective_verdict_line,
)
from goldeneval.store import LabelledAnswer, Store
from goldeneval.verdict import (
    DEFINITIVE_CONFIDENCE,
    JudgeVerdict,
    KappaDifference,
    LabelledVerdict,
    PersonLabel,
    SelectiveThreshold,
    SmeAgreement,
    agreement,
    answer_digest,
    by_domain,
    choose_threshold,
    confidence,
    contract_digest,
    fact_gate,
    kappa_difference,
    score,
    sme_agreement,
    threshold_grid,
)

if TYPE_CHECKING:
    import ssl

# ------------------------------------------------------------ judging


@dataclass(frozen=True)
class _Verdict:
    """One labelled answer as one judge saw it."""

    answer: LabelledAnswer
    item: Item
    judge_pass: bool | None
    """None: the judge gave no verdict."""
    gate_pass: bool | None
    correctness: float | None
    reason: str
    samples: tuple[JudgeSample, ...]
    error: str | None
    definitive: bool = False
    """A deterministic auto-fail: confidence 1 whatever the judge said (§13.5)."""


@dataclass(frozen=True)
class _Measured:
    figures: JudgeFigures
    verdicts: dict[tuple[str, str], _Verdict]
    """By (item id, answer digest), only the judged ones."""
    errors: Counter[str]


async def _judge_all(
    answers: Sequence[tuple[LabelledAnswer, Item]],
    judge_cfg: JudgeConfig,
    cfg: Config,
    store: Store,
    tls: ssl.SSLContext | None,
) -> tuple[list[_Verdict], int, int, str]:
    """Every labelled answer judged through the run's verdict path (the run's judge stack).

    Returns the verdicts, the judge calls made, the verdicts reused and the prompt digest.
    """
    calibration_id = f"calibrate-{uuid.uuid4().hex[:12]}"
    async with judge_client(judge_cfg, cfg, tls) as client:
        calls = 0

        async def call(item: Item, answer: str, sample: int) -> JudgeVerdict:
            nonlocal calls
            calls += 1
            # One idempotency key per answer: two labelled answers of one item are two questions.
            return await client.judge(
                item, answer, f"{calibration_id}-{answer_digest(answer)[:16]}", sample
            )

        settings = verdict_settings(judge_cfg, cfg, calibration_id, client)
        verdicts = Verdicts(settings, call, lookup=store_lookup(store.reusable))
        full = cfg.judge.target_agreement is not None
        done = await asyncio.gather(
            *(_judged(verdicts, a, i, cfg.pass_threshold, full=full) for a, i in answers)
        )
        return list(done), calls, verdicts.reused, client.prompt_digest


async def _judged(
    verdicts: Verdicts, labelled: LabelledAnswer, item: Item, threshold: float, *, full: bool
) -> _Verdict:
    """One labelled answer's verdict, as a run would obtain it (reused, judged, confirmed).

    ``full`` (a target agreement is set): every one of the k votes, never reused, so
    the answer's confidence is the one λ is chosen on.
    """
    result = labelled.result
    assert result is not None and result.answer is not None
    answer = result.answer
    gate = fact_gate(answer, item.expected, result.tools)  # a grounded gate reads the tools
    if full and not gate.auto_fail:
        judgement = await verdicts.all_votes(item, answer)
    else:
        judgement = await verdicts.decide(
            item, answer, labelled.label.answer_sha256, contract_digest(item), gate
        )
    v = judgement.verdict
    if v is None:
        error = judgement.error or "the judge gave no verdict"
        return _Verdict(labelled, item, None, None, None, "", judgement.samples, error)
    outcome = score(item, verdicts.settings.run_id, answer, gate, v, None, threshold)
    return _Verdict(
        labelled,
        item,
        v.passed and v.correctness >= threshold,
        outcome.outcome is Outcome.PASSED,
        v.correctness,
        v.reason,
        judgement.samples,
        None,
        definitive=bool(gate.auto_fail),
    )


def _measure(
    answers: Sequence[tuple[LabelledAnswer, Item]],
    labels: int,
    judge_cfg: JudgeConfig,
    cfg: Config,
    store: Store,
    tls: ssl.SSLContext | None,
) -> _Measured:
    verdicts, calls, reused, digest = asyncio.run(_judge_all(answers, judge_cfg, cfg, store, tls))
    judged = [v for v in verdicts if v.judge_pass is not None]
    errors = Counter(v.error for v in verdicts if v.error is not None)

    def sme(v: _Verdict) -> bool:
        return v.answer.label.label == "pass"

    domains: dict[str, list[tuple[bool, bool]]] = {}
    for v in judged:
        domains.setdefault(v.item.domain, []).append((sme(v), bool(v.judge_pass)))
    disagreements = tuple(
        Disagreement(
            item_id=v.item.id,
            run_id=v.answer.label.run_id,
            domain=v.item.domain,
            sme=v.answer.label.label,
            judge="pass" if v.judge_pass else "fail",
            correctness=v.correctness,
            reason=v.reason,
            note=v.answer.label.note,
            samples_pass=sum(1 for x in v.samples if x.passed),
            samples_fail=sum(1 for x in v.samples if not x.passed),
        )
        for v in judged
        if v.judge_pass != sme(v)
    )
    figures = JudgeFigures(
        model=judge_cfg.model,
        prompt_digest=digest,
        labels=labels,
        judged=len(judged),
        judge_agreement=agreement((sme(v), bool(v.judge_pass)) for v in judged),
        gate_agreement=agreement((sme(v), bool(v.gate_pass)) for v in judged),
        by_domain=by_domain(domains),
        disagreements=disagreements,
        calls=calls,
        reused=reused,
    )
    keyed = {(v.item.id, v.answer.label.answer_sha256): v for v in judged}
    return _Measured(figures, keyed, errors)


# ------------------------------------------------------------ the command


@dataclass(frozen=True)
class CalibrateRequest:
    """Everything :func:`calibrate` needs."""

    golden: GoldenSet
    """The golden set: each labelled item's contract, for the judge."""
    config: Config
    """Resolved configuration (the judge, the suite, the store)."""
    labels: tuple[Label, ...]
    """The labels file's valid labels."""
    problems: tuple[Problem, ...]
    """The labels file's problems (reported with those found against the store)."""
    source: str
    """The labels file's path (for messages)."""
    candidate: JudgeConfig | None = None
    """A second judge to compare with the configured one."""
    tls: ssl.SSLContext | None = None
    """TLS context for an https judge (extra CAs)."""
    labeller: str | None = None
    """Who gave the file's labels, as stored (``local:NAME``); None: the OS login."""


def calibrate(request: CalibrateRequest, store: Store) -> CalibrationReport:
    """Store the labels, judge every labelled answer of the suite, store and report the figures."""
    started = time.monotonic()
    cfg = request.config
    by = request.labeller or local_labeller(None)
    resolved = resolve_labels(
        request.labels, store, cfg.suite, request.source, time.time(), request.problems, by=by
    )
    store.save_labels(resolved)
    items = {i.id: i for i in request.golden.items}
    stored = store.labelled_answers(cfg.suite)
    answers = [
        (a, items[a.label.item_id])
        for a in stored
        if a.result is not None and a.result.answer is not None and a.label.item_id in items
    ]
    current = _measure(answers, len(stored), cfg.judge, cfg, store, request.tls)
    candidate = None
    if request.candidate is not None:
        candidate = _measure(answers, len(stored), request.candidate, cfg, store, request.tls)
    seconds = time.monotonic() - started  # judging; storing the figures is not part of it
    line, code, difference = _outcome(cfg, store, current, candidate)
    selective = None
    if cfg.judge.target_agreement is not None and code != 3:
        selective = _threshold(store, cfg, current)
        if selective.threshold is None:
            # The asked target cannot be promised: not a failed gate (1), but no usable
            # result, like any calibration that ends without a verdict (docs/design.md §13.5).
            # κ was measured and stored all the same; the outcome comes first on the line.
            measured = line.removeprefix("CALIBRATED: ")
            line, code = f"NO VERDICT: {selective_verdict_line(selective)}; {measured}", 3
        else:
            line += f"; {selective_verdict_line(selective)}"
    return CalibrationReport(
        suite=cfg.suite,
        current=current.figures,
        compare=None if candidate is None else candidate.figures,
        difference=difference,
        tolerance=cfg.judge.calibration_tolerance,
        line=line,
        exit_code=code,
        seconds=seconds,
        selective=selective,
        sme=smes_agree(store, cfg.suite),
    )


def smes_agree(store: Store, suite: str) -> SmeAgreement:
    """SME–SME agreement over the suite's stored labels of known authors (§13.6): labels
    kept before 0016 name nobody, so they are nobody's second opinion."""
    return sme_agreement(
        PersonLabel(x.item_id, x.answer_sha256, x.labelled_by, x.label == "pass")
        for x in store.suite_labels(suite)
        if x.labelled_by is not None
    )


def _threshold(store: Store, cfg: Config, measured: _Measured) -> SelectiveThreshold:
    """λ chosen on the labelled verdicts' confidences (all k votes each), and stored (§13.5)."""
    j = cfg.judge
    assert j.target_agreement is not None
    labelled: list[LabelledVerdict] = []
    for v in measured.verdicts.values():
        agrees = bool(v.gate_pass) == (v.answer.label.label == "pass")
        if v.definitive:
            labelled.append(LabelledVerdict(DEFINITIVE_CONFIDENCE, agrees))
        elif len(v.samples) == j.samples:
            labelled.append(LabelledVerdict(confidence([x.passed for x in v.samples]), agrees))
    chosen = choose_threshold(labelled, j.target_agreement, j.risk, threshold_grid(j.samples))
    store.record_threshold(
        chosen.stored(
            suite=cfg.suite,
            judge_model=j.model,
            prompt_digest=measured.figures.prompt_digest,
            votes=j.samples,
            at=time.time(),
        )
    )
    return chosen


_Outcome = tuple[str, int, KappaDifference | None]
"""The report's line, the exit code, and the κ difference of a judge change."""


def _outcome(
    cfg: Config, store: Store, current: _Measured, candidate: _Measured | None
) -> _Outcome:
    """What the calibration concludes; the figures are stored unless too little was judged."""
    for measured in (current, candidate):
        if measured is None:
            continue
        f = measured.figures
        if f.judged < cfg.min_coverage * f.labels or f.judged == 0:
            why = ""
            if measured.errors:
                error, n = measured.errors.most_common(1)[0]
                why = f"; most common judge error: {error} ({n} answer{'s' * (n != 1)})"
            return (
                f"NO VERDICT: judge {f.model!r} judged {f.judged} of {f.labels} labelled answers, "
                f"below the minimum coverage {cfg.min_coverage:.0%}{why}; nothing was stored",
                3,
                None,
            )
    for measured in (current, candidate):
        if measured is not None:
            _record(store, cfg.suite, measured.figures)
    if candidate is None:
        f = current.figures
        a = f.judge_agreement
        kappa = "κ undefined" if a.kappa is None else f"κ {a.kappa:.2f}"
        return (
            f"CALIBRATED: judge {f.model!r} {kappa} on {f.judged} labelled "
            f"answer{'s' * (f.judged != 1)} of suite "
            f"{cfg.suite} (stored)",
            0,
            None,
        )
    return _judge_change(cfg.judge.calibration_tolerance, current, candidate)


def _judge_change(tolerance: float, current: _Measured, candidate: _Measured) -> _Outcome:
    """A candidate judge against the current one: accepted within ``tolerance`` of its κ."""
    both = [k for k in current.verdicts if k in candidate.verdicts]
    sme = [current.verdicts[k].answer.label.label == "pass" for k in both]
    difference = kappa_difference(
        sme,
        [bool(current.verdicts[k].judge_pass) for k in both],
        [bool(candidate.verdicts[k].judge_pass) for k in both],
    )
    fa, fb = current.figures, candidate.figures
    if difference.delta is None:
        return (
            f"NO VERDICT: κ is undefined for judge {fa.model!r} or {fb.model!r} on these labels "
            "(every label and verdict on one side); label answers of both kinds",
            3,
            difference,
        )
    ka, kb = fa.judge_agreement.kappa, fb.judge_agreement.kappa
    figures = f"κ {kb:.2f} against {ka:.2f}, difference {difference.delta:+.2f}"
    if difference.delta < -tolerance - 1e-12:
        return (
            f"JUDGE CHANGE REFUSED: candidate {fb.model!r} agrees less with the SMEs than "
            f"{fa.model!r} ({figures}, more than the tolerance {tolerance:.2f})",
            1,
            difference,
        )
    return (
        f"JUDGE CHANGE ACCEPTED: candidate {fb.model!r} agrees with the SMEs at least as well as "
        f"{fa.model!r} within the tolerance {tolerance:.2f} ({figures})",
        0,
        difference,
    )


def _record(store: Store, suite: str, f: JudgeFigures) -> None:
    a = f.judge_agreement
    store.record_calibration(
        JudgeCalibration(
            suite=suite,
            judge_model=f.model,
            prompt_digest=f.prompt_digest,
            kappa=a.kappa,
            kappa_ci=a.kappa_ci,
            labels=a.n,
            calibrated_at=time.time(),
        ),
        f.to_dict(suite),
    )
