"""``goldeneval calibrate``'s report: records, the normative JSON, text and HTML (docs/design.md §13).

The records hold what the command measured; :meth:`CalibrationReport.to_dict`
is the ``--json`` document, :func:`render_calibration` the text report (its
last line is the outcome) and :func:`render_calibration_html` a
self-contained page drawn by ``templates/calibration.html.j2``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from goldeneval.report._html_assets import CSP, CSS
from goldeneval.report._textfmt import escape, one_line
from goldeneval.verdict import (
    Agreement,
    KappaDifference,
    SelectiveThreshold,
    SmeAgreement,
    kappa_note,
)

PassFail = Literal["pass", "fail"]


@dataclass(frozen=True)
class Disagreement:
    """One labelled answer on which the judge's verdict differs from the SME's."""

    item_id: str
    """The golden item."""
    run_id: str
    """The run whose answer was labelled."""
    domain: str
    """The item's domain."""
    sme: PassFail
    """The SME's label."""
    judge: PassFail
    """The judge's item verdict (its pass and correctness at or above the threshold)."""
    correctness: float | None
    """The judge's correctness."""
    reason: str
    """The judge's reason."""
    note: str | None
    """The SME's note."""
    samples_pass: int
    """Judge samples behind the verdict that passed the answer."""
    samples_fail: int
    """Judge samples behind the verdict that failed it."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "item_id": self.item_id,
            "run_id": self.run_id,
            "sme": self.sme,
            "judge": self.judge,
            "correctness": self.correctness,
            "reason": self.reason,
            "note": self.note,
        }


@dataclass(frozen=True)
class JudgeFigures:
    """One judge measured against the SME labels."""

    model: str
    """The judge model."""
    prompt_digest: str
    """Its prompt digest."""
    labels: int
    """Labelled answers of the suite."""
    judged: int
    """Of them, those the judge gave a verdict on."""
    judge_agreement: Agreement
    """The judge's item verdict against the SME labels."""
    gate_agreement: Agreement
    """The item outcome (fact gate and judge) against the SME labels."""
    by_domain: tuple[tuple[str, Agreement], ...]
    """Judge agreement per domain, worst first (κ None below the domain minimum)."""
    disagreements: tuple[Disagreement, ...]
    """Every answer where the judge's verdict differs from the SME label."""
    calls: int
    """Judge calls made (reused verdicts cost none)."""
    reused: int
    """Answers whose stored verdict was reused."""

    def to_dict(self, suite: str) -> dict[str, Any]:
        return {
            "suite": suite,
            "judge": {"model": self.model, "prompt_digest": self.prompt_digest},
            "labels": self.labels,
            "judged": self.judged,
            "judge_agreement": self.judge_agreement.to_dict(),
            "gate_agreement": self.gate_agreement.to_dict(),
            "by_domain": {d: a.to_dict() for d, a in self.by_domain},
            "disagreements": [x.to_dict() for x in self.disagreements],
        }


@dataclass(frozen=True)
class CalibrationReport:
    """What ``goldeneval calibrate`` found, and its outcome."""

    suite: str
    """The suite whose labels were used."""
    current: JudgeFigures
    """The configured (or named) judge."""
    compare: JudgeFigures | None
    """The candidate judge of ``--compare-judge-model``/``--compare-judge-url``."""
    difference: KappaDifference | None
    """κ(candidate) − κ(current) on the answers both judged."""
    tolerance: float
    """``judge.calibration_tolerance``."""
    line: str
    """The outcome, the report's last line."""
    exit_code: int
    """0 calibrated or candidate accepted, 1 candidate worse, 3 too few judged."""
    seconds: float
    """Wall time of the command."""
    selective: SelectiveThreshold | None = None
    """λ chosen for ``--target-agreement`` (§13.5); None when no target was given."""
    sme: SmeAgreement | None = None
    """How far the SMEs agree with each other (§13.6); None when not measured."""

    def to_dict(self) -> dict[str, Any]:
        """The normative ``--json`` document."""
        out = self.current.to_dict(self.suite)
        compare: dict[str, Any] | None = None
        if self.compare is not None:
            d = self.difference
            compare = {
                **self.compare.to_dict(self.suite),
                "kappa_delta": None if d is None else d.delta,
                "kappa_delta_ci": None if d is None or d.ci is None else list(d.ci),
            }
        out["compare"] = compare
        out["selective"] = None if self.selective is None else self.selective.to_dict()
        out["sme_agreement"] = None if self.sme is None else self.sme.to_dict()
        return out


def _num(x: float | None) -> str:
    # round first: a bound of -0.001 is shown as 0.00, not -0.00
    return "-" if x is None else f"{round(x, 2) + 0.0:.2f}"


def kappa_text(a: Agreement) -> str:
    """``κ 0.62 (95 % 0.41 to 0.83)``, or why there is none."""
    if a.kappa is None:
        return kappa_note(a) or "no κ"
    ci = "" if a.kappa_ci is None else f" (95 % {_num(a.kappa_ci[0])} to {_num(a.kappa_ci[1])})"
    return f"κ {_num(a.kappa)}{ci}"


def sme_kappa_text(a: SmeAgreement) -> str:
    """``κ 0.62 (95 % 0.41 to 0.83), n 14``, or ``κ undefined (why), n 3``."""
    g = a.agreement
    if g.kappa is None:
        c = g.confusion
        side = "pass" if c.sme_pass_judge_pass + c.sme_pass_judge_fail else "fail"
        why = "no answer was labelled by two people" if g.n == 0 else f"every first label is {side}"
        return f"κ undefined ({why}), n {g.n}"
    return f"{kappa_text(g)}, n {g.n}"


def sme_lines(a: SmeAgreement) -> list[str]:
    """SME–SME agreement and every answer the SMEs labelled differently."""
    lines = [
        f"SME–SME agreement: {sme_kappa_text(a)} (pairs of labels of one answer by two people, "
        f"over {a.answers} answer{'s' * (a.answers != 1)})"
    ]
    if a.differing:
        lines.append(f"  labelled differently ({len(a.differing)}):")
    for x in a.differing:
        said = ", ".join(f"{escape(by)} {'pass' if p else 'fail'}" for by, p in x.labels)
        lines.append(f"    {escape(x.item_id)} (answer {x.answer[:12]}): {said}")
    return lines


def _rate(rate: float | None, part: int, whole: int) -> str:
    return "-" if rate is None else f"{rate:.2f} ({part} of {whole})"


def agreement_lines(title: str, a: Agreement) -> list[str]:
    c = a.confusion
    sme_pass = c.sme_pass_judge_pass + c.sme_pass_judge_fail
    sme_fail = c.sme_fail_judge_pass + c.sme_fail_judge_fail
    return [
        f"{title}: n {a.n}, accuracy {_num(a.accuracy)}, {kappa_text(a)}",
        f"  false fail {_rate(a.false_fail_rate, c.sme_pass_judge_fail, sme_pass)}, "
        f"false pass {_rate(a.false_pass_rate, c.sme_fail_judge_pass, sme_fail)}",
        f"  SME pass: judge pass {c.sme_pass_judge_pass}, judge fail {c.sme_pass_judge_fail}; "
        f"SME fail: judge pass {c.sme_fail_judge_pass}, judge fail {c.sme_fail_judge_fail}",
    ]


def domain_text(a: Agreement, minimum: int) -> str:
    if a.kappa is None and a.n < minimum:
        return f"only {a.n} label{'s' * (a.n != 1)} (fewer than {minimum}): no κ"
    return kappa_text(a)


def _judge_lines(f: JudgeFigures, minimum: int) -> list[str]:
    lines = [
        f"judge {escape(f.model)!r} (prompt {f.prompt_digest[:19]}…): {f.judged} of {f.labels} "
        f"labelled answers judged; {f.calls} judge calls, {f.reused} verdicts reused",
        *agreement_lines("judge agreement", f.judge_agreement),
        *agreement_lines("gate agreement (fact gate and judge)", f.gate_agreement),
        "by domain, worst first:",
    ]
    width = max((len(escape(d)) for d, _ in f.by_domain), default=0)
    for domain, a in f.by_domain:
        lines.append(
            f"  {escape(domain).ljust(width)}  n {a.n:<4} accuracy {_num(a.accuracy)}  "
            f"{domain_text(a, minimum)}"
        )
    lines.append(f"disagreements ({len(f.disagreements)}):")
    for x in f.disagreements:
        note = f" — SME note: {one_line(x.note)}" if x.note else ""
        lines.append(
            f"  {escape(x.item_id)} (run {escape(x.run_id)}, {escape(x.domain)}): SME {x.sme}, "
            f"judge {x.judge} at correctness {_num(x.correctness)} "
            f"[samples {x.samples_pass} pass, {x.samples_fail} fail]: {one_line(x.reason)}{note}"
        )
    return lines


def selective_verdict_line(t: SelectiveThreshold) -> str:
    """What ``--target-agreement`` found, in one plain sentence (the outcome line's end)."""
    level = f"≥ {t.target:.0%} SME agreement at risk {t.risk:.2f}"
    if t.threshold is None:
        return (
            f"NO CONFIDENCE THRESHOLD holds {level} on {t.n} labelled verdicts: every verdict "
            "would be escalated to an SME (nothing usable stored; label more answers or lower "
            "the target)"
        )
    return (
        f"confidence threshold {t.threshold:.2f} holds {level}: it covers {t.coverage:.0%} of "
        f"{t.n} labelled verdicts, agreement {_num(t.agreement_at_threshold)} at it (stored)"
    )


def selective_lines(t: SelectiveThreshold) -> list[str]:
    """The threshold walk: each step tested, and what was chosen."""
    lines = [
        f"selective verdicts: target {t.target:.2f}, risk {t.risk:.2f}, {t.n} label{'s' * (t.n != 1)}"
    ]
    lines += [
        f"  threshold {x.threshold:.2f}: {x.covered} verdicts at or above, {x.disagreements} "
        f"disagree, upper bound {x.upper_bound:.3f} {'≤' if x.passed else '>'} "
        f"{1 - t.target:.3f} {'passes' if x.passed else 'fails'}"
        for x in t.steps
    ]
    lines.append(f"  {selective_verdict_line(t)}")
    return lines


def render_calibration(report: CalibrationReport, *, domain_minimum: int = 10) -> str:
    """The text report; its last line is the outcome."""
    lines = [f"goldeneval calibrate: suite {escape(report.suite)}", ""]
    lines += _judge_lines(report.current, domain_minimum)
    if report.sme is not None:
        lines += ["", *sme_lines(report.sme)]
    if report.compare is not None:
        a, b = report.current, report.compare
        lines += ["", "candidate:", *_judge_lines(b, domain_minimum), ""]
        rows: Sequence[tuple[str, str, str]] = (
            ("judge model", escape(a.model), escape(b.model)),
            ("judged", str(a.judged), str(b.judged)),
            ("κ (judge)", _num(a.judge_agreement.kappa), _num(b.judge_agreement.kappa)),
            ("accuracy", _num(a.judge_agreement.accuracy), _num(b.judge_agreement.accuracy)),
            (
                "false fail rate",
                _num(a.judge_agreement.false_fail_rate),
                _num(b.judge_agreement.false_fail_rate),
            ),
            (
                "false pass rate",
                _num(a.judge_agreement.false_pass_rate),
                _num(b.judge_agreement.false_pass_rate),
            ),
            ("κ (gate)", _num(a.gate_agreement.kappa), _num(b.gate_agreement.kappa)),
        )
        # Columns as wide as their longest value plus a gutter: two long model
        # names must never run together.
        w = max(len(v) for row in rows for v in row[1:]) + 2
        lines.append(f"{'':24}{'current':>{w}}{'candidate':>{w}}")
        lines += [f"{k:24}{x:>{w}}{y:>{w}}" for k, x, y in rows]
        d = report.difference
        if d is not None and d.delta is not None:
            ci = "" if d.ci is None else f" (95 % {d.ci[0]:+.2f} to {d.ci[1]:+.2f})"
            lines.append(
                f"κ difference (candidate − current): {d.delta:+.2f}{ci}; "
                f"tolerance {report.tolerance:.2f}"
            )
    if report.selective is not None:
        lines += ["", *selective_lines(report.selective)]
    lines += ["", f"time {report.seconds:.1f} s", "", escape(report.line)]
    return "\n".join(lines)


def render_calibration_html(report: CalibrationReport, *, domain_minimum: int = 10) -> str:
    """A self-contained page of the report (no script, nothing loaded)."""
    from goldeneval.report._html import _environment

    judges = [report.current] + ([report.compare] if report.compare is not None else [])
    template = _environment().get_template("calibration.html.j2")
    return template.render(
        csp=CSP,
        css=CSS,
        report=report,
        judges=judges,
        minimum=domain_minimum,
        kappa_text=kappa_text,
        domain_text=domain_text,
        num=_num,
        sme=None if report.sme is None else sme_kappa_text(report.sme),
        selective=(
            None if report.selective is None else "\n".join(selective_lines(report.selective))
        ),
    )
