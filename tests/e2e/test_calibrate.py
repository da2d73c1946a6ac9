"""``goldeneval calibrate`` and ``judge.min_agreement`` end to end (docs/design.md §13).

Real loopback stand-ins for the chatbot and three judges, the real CLI, both
stores. The set has three domains of SME-labelled answers (half pass, half
fail each); a "skewed" judge contradicts the SMEs on a known 30 % of the
apostille items and agrees everywhere else.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.store import open_store
from goldeneval.testing import JudgeStandIn, serve_in_thread
from goldeneval.verdict import ShardNoVerdict, answer_digest
from tests.e2e.conftest import Env, item, run_items

BAD = "JAWABAN-BURUK"
FAIL = {"correctness": 0.2, "pass": False, "reason": "wrong"}
PASS = {"correctness": 0.9, "pass": True, "reason": "right"}

DOMAINS = {"apostille": 20, "pt": 10, "fidusia": 10}
ITEMS = [
    item(f"{d[:2]}-{n:02d}", question=f"pertanyaan {d[:2]}-{n:02d}?", domain=d)
    for d, count in DOMAINS.items()
    for n in range(count)
]
SME_FAIL = {i["id"] for i in ITEMS if int(i["id"][-2:]) % 2 == 1}
"""Odd-numbered items got a bad answer: the SMEs failed them."""
SKEWED = {"ap-00", "ap-02", "ap-04", "ap-01", "ap-03", "ap-05"}
"""The 30 % of apostille items the skewed judge gets wrong: 3 SME passes, 3 SME fails."""


def answer_of(item_id: str) -> str:
    return f"jawaban yang benar untuk {item_id}" + (f" {BAD}" if item_id in SME_FAIL else "")


def skewed_verdicts() -> list[tuple[str, dict[str, Any]]]:
    # The question is unique per item ("…ap-03?"), so it scripts that item alone.
    flipped = [(f"{i}?", PASS if i in SME_FAIL else FAIL) for i in sorted(SKEWED)]
    return [*flipped, (BAD, FAIL)]


@pytest.fixture
def judges() -> Iterator[tuple[JudgeStandIn, JudgeStandIn]]:
    """(agreeing, skewed) judges on their own loopback ports."""
    with (
        serve_in_thread(JudgeStandIn([(BAD, FAIL)])) as good,
        serve_in_thread(JudgeStandIn(skewed_verdicts())) as skewed,
    ):
        yield good, skewed


def first_run(cli, env: Env) -> Path:  # type: ignore[no-untyped-def]
    """The suite's run ``r1`` with every answer, judged by the config's judge; the labels file."""
    env.judge.verdicts = [(BAD, FAIL)]
    for it in ITEMS:
        env.bot.answers[it["question"]] = answer_of(it["id"])
    out = run_items(cli, env, ITEMS, "--run-id", "r1", config=config(env))
    assert out.code == 0, out.out + out.err
    labels = [
        {"item": i["id"], "label": "fail" if i["id"] in SME_FAIL else "pass"}
        | ({"note": "fee is wrong"} if i["id"] == "ap-03" else {})
        for i in ITEMS
    ]
    path = env.tmp / "labels.yaml"
    path.write_text(yaml.safe_dump(labels), encoding="utf-8")
    return path


def config(env: Env, **extra: Any) -> Path:
    """The suite's config: half the answers are bad, so the gate floor is lowered to 0.4."""
    return env.write_config({"rag_quality.golden_min_pass_rate": 0.4, **extra})


def calibrate(cli, env: Env, labels: Path, *args: str):  # type: ignore[no-untyped-def]
    return cli(
        "calibrate",
        "-config",
        str(env.tmp / "config.yaml"),
        "--set",
        str(env.tmp / "set.yaml"),
        "--labels",
        str(labels),
        *args,
    )


def test_skewed_judge_is_measured_worst_domain_first_with_its_disagreements(
    cli, env: Env, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:  # type: ignore[no-untyped-def]
    _, skewed = judges
    labels = first_run(cli, env)
    asked_before = env.bot.requests
    out = calibrate(
        cli,
        env,
        labels,
        "--judge-url",
        skewed.url,
        "--judge-model",
        "skewed",
        "--json",
        str(env.tmp / "cal.json"),
        "--html",
        str(env.tmp / "cal.html"),
    )
    assert out.code == 0, out.out + out.err
    assert env.bot.requests == asked_before  # calibrate never asks the chatbot
    assert skewed.calls == 40  # another model: nothing to reuse, one call per answer
    doc = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))
    # By hand: SME pass/judge pass 17, pass/fail 3, fail/pass 3, fail/fail 17;
    # p_o = 34/40 = 0.85, both margins 0.5 so p_e = 0.5, kappa = 0.35/0.5 = 0.70.
    ja = doc["judge_agreement"]
    assert ja["confusion"] == {
        "sme_pass_judge_pass": 17,
        "sme_pass_judge_fail": 3,
        "sme_fail_judge_pass": 3,
        "sme_fail_judge_fail": 17,
    }
    assert ja["kappa"] == pytest.approx(0.70)
    assert ja["accuracy"] == pytest.approx(0.85)
    assert ja["false_fail_rate"] == pytest.approx(3 / 20)
    assert ja["false_pass_rate"] == pytest.approx(3 / 20)
    assert ja["kappa_ci"][0] < 0.70 < ja["kappa_ci"][1]
    assert doc["gate_agreement"]["kappa"] == pytest.approx(0.70)  # the fact gate passes all
    assert (doc["suite"], doc["labels"], doc["judged"]) == ("tanya-test", 40, 40)
    assert doc["judge"]["model"] == "skewed" and doc["judge"]["prompt_digest"].startswith("sha256:")
    domains = list(doc["by_domain"])
    assert domains[0] == "apostille"  # worst first
    # apostille by hand: 7/3/3/7, p_o 0.7, p_e 0.5 -> kappa 0.4; the others agree fully.
    assert doc["by_domain"]["apostille"]["kappa"] == pytest.approx(0.40)
    assert doc["by_domain"]["pt"]["kappa"] == pytest.approx(1.0)
    assert {d["item_id"] for d in doc["disagreements"]} == SKEWED
    ap03 = next(d for d in doc["disagreements"] if d["item_id"] == "ap-03")
    assert ap03 == {
        "item_id": "ap-03",
        "run_id": "r1",
        "sme": "fail",
        "judge": "pass",
        "correctness": 0.9,
        "reason": "right",
        "note": "fee is wrong",
    }
    assert doc["compare"] is None
    text = out.out
    assert text.rstrip().splitlines()[-1].startswith("CALIBRATED: judge 'skewed' κ 0.70")
    by_domain = text[text.index("by domain, worst first:") :]
    assert by_domain.index("apostille") < by_domain.index("pt") < by_domain.index("disagreements")
    assert "ap-03 (run r1, apostille): SME fail, judge pass" in text
    assert "SME note: fee is wrong" in text
    page = (env.tmp / "cal.html").read_text(encoding="utf-8")
    assert "Content-Security-Policy" in page and "fee is wrong" in page and "<script" not in page
    # Stored: the next run by this judge states it.
    store = open_store(env.store)
    try:
        found = store.latest_calibration("tanya-test", "skewed", doc["judge"]["prompt_digest"])
    finally:
        store.close()
    assert found is not None and found.kappa == pytest.approx(0.70) and found.labels == 40


def test_the_configured_judge_reuses_its_verdicts_and_a_domain_below_ten_has_no_kappa(
    cli, env: Env
) -> None:  # type: ignore[no-untyped-def]
    labels = first_run(cli, env)
    few = yaml.safe_load(labels.read_text(encoding="utf-8"))
    few = [x for x in few if not x["item"].startswith("pt-")] + [
        x for x in few if x["item"].startswith("pt-")
    ][:6]
    labels.write_text(yaml.safe_dump(few), encoding="utf-8")
    calls = env.judge.calls
    out = calibrate(cli, env, labels, "--json", str(env.tmp / "cal.json"))
    assert out.code == 0, out.out + out.err
    assert env.judge.calls == calls  # every verdict reused: same answer, contract, model, prompt
    doc = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))
    assert doc["judge_agreement"]["kappa"] == pytest.approx(1.0)
    assert doc["by_domain"]["pt"]["n"] == 6 and doc["by_domain"]["pt"]["kappa"] is None
    assert "only 6 labels (fewer than 10): no κ" in out.out
    assert "0 judge calls, 36 verdicts reused" in out.out


def test_compare_accepts_a_better_judge_and_refuses_a_worse_one(
    cli, env: Env, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:  # type: ignore[no-untyped-def]
    good, skewed = judges
    labels = first_run(cli, env)
    asked = env.bot.requests
    better = calibrate(
        cli,
        env,
        labels,
        "--judge-url",
        skewed.url,
        "--judge-model",
        "skewed",
        "--compare-judge-url",
        good.url,
        "--compare-judge-model",
        "good",
        "--json",
        str(env.tmp / "cmp.json"),
    )
    assert better.code == 0, better.out + better.err
    assert (
        better.out.rstrip().splitlines()[-1].startswith("JUDGE CHANGE ACCEPTED: candidate 'good'")
    )
    doc = json.loads((env.tmp / "cmp.json").read_text(encoding="utf-8"))
    assert doc["judge"]["model"] == "skewed"
    assert doc["compare"]["judge"]["model"] == "good"
    assert doc["compare"]["judge_agreement"]["kappa"] == pytest.approx(1.0)
    assert doc["compare"]["kappa_delta"] == pytest.approx(0.30)
    lo, hi = doc["compare"]["kappa_delta_ci"]
    assert lo <= 0.30 <= hi
    assert doc["compare"]["disagreements"] == []
    worse = calibrate(
        cli,
        env,
        labels,
        "--compare-judge-url",
        skewed.url,
        "--compare-judge-model",
        "skewed",
    )
    assert worse.code == 1, worse.out + worse.err
    last = worse.out.rstrip().splitlines()[-1]
    assert last.startswith("JUDGE CHANGE REFUSED: candidate 'skewed'")
    assert "difference -0.30" in last
    assert env.bot.requests == asked  # neither comparison asked the chatbot


def test_too_few_judged_is_no_verdict_and_nothing_is_recorded(cli, env: Env) -> None:  # type: ignore[no-untyped-def]
    labels = first_run(cli, env)
    with serve_in_thread(JudgeStandIn(reject_status=404)) as broken:
        out = calibrate(cli, env, labels, "--judge-url", broken.url, "--judge-model", "gone")
    assert out.code == 3, out.out + out.err
    assert (
        out.out.rstrip()
        .splitlines()[-1]
        .startswith("NO VERDICT: judge 'gone' judged 0 of 40 labelled answers")
    )
    store = open_store(env.store)
    try:
        assert store.latest_calibration("tanya-test", "gone", "sha256:x") is None
        assert all(
            store.latest_calibration("tanya-test", "gone", digest) is None
            for digest in {r.prompt_digest for r in store.results("r1") if r.prompt_digest}
        )
    finally:
        store.close()


def test_a_label_follows_its_answer_not_the_item(
    cli, env: Env, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:  # type: ignore[no-untyped-def]
    _, skewed = judges
    labels = first_run(cli, env)
    changed = "jawaban yang benar tetapi BERUBAH"
    env.bot.answers["pertanyaan pt-00?"] = changed
    assert run_items(cli, env, ITEMS, "--run-id", "r2", config=config(env)).code == 0
    entries = yaml.safe_load(labels.read_text(encoding="utf-8"))
    for x in entries:
        x["run"] = "r1"  # the SME read run r1's answers
    labels.write_text(yaml.safe_dump(entries), encoding="utf-8")
    out = calibrate(cli, env, labels, "--judge-url", skewed.url, "--judge-model", "skewed")
    assert out.code == 0, out.out + out.err
    assert not any(changed in message for message in skewed.asked)  # r2's answer never judged
    store = open_store(env.store)
    try:
        pt00 = [a for a in store.labelled_answers("tanya-test") if a.label.item_id == "pt-00"]
    finally:
        store.close()
    assert len(pt00) == 1
    assert pt00[0].label.answer_sha256 == answer_digest(answer_of("pt-00"))
    assert pt00[0].result is not None and pt00[0].result.run_id == "r1"


def test_labels_problems_are_all_reported_and_nothing_is_stored(cli, env: Env) -> None:  # type: ignore[no-untyped-def]
    first_run(cli, env)
    bad = env.tmp / "bad.yaml"
    bad.write_text(
        "- {item: ap-00, label: pass, run: nope}\n"
        "- {item: ap-01, label: maybe}\n"
        "- {item: zz-99, label: pass}\n"
        "- {item: ap-02, label: pass}\n",
        encoding="utf-8",
    )
    out = calibrate(cli, env, bad)
    assert out.code == 2
    # The file's problems and the store's, all at once, in line order.
    assert f"the labels file has 3 problems:\n  {bad}:1 [item ap-00]: unknown run 'nope'" in out.err
    assert f"{bad}:2 [item ap-01]: label must be pass or fail, not 'maybe'" in out.err
    assert f"{bad}:3 [item zz-99]: unknown item" in out.err
    assert f"4 labels (2 with problems, listed below) from {bad}" in out.err  # not "2 labels"
    bad.write_text(
        "- {item: ap-00, label: pass}\n- {item: ap-00, label: fail, run: r1}\n",
        encoding="utf-8",
    )
    out = calibrate(cli, env, bad)
    assert out.code == 2
    assert f"{bad}:2 [item ap-00]: labels the same answer as line 1" in out.err
    store = open_store(env.store)
    try:
        assert store.labelled_answers("tanya-test") == []  # nothing stored
    finally:
        store.close()


def test_a_refused_shard_tells_the_operator_why_in_its_summary_file(cli, env: Env) -> None:  # type: ignore[no-untyped-def]
    """In the cluster the summary file is the pod's termination message: the operator
    names the cause in the run's status instead of quoting a log tail."""
    first_run(cli, env)
    asked = env.bot.requests
    summary = env.tmp / "termination-log"
    cfg = config(env, **{"goldeneval.judge.min_agreement": 0.6})
    out = run_items(cli, env, ITEMS, "--shard", "0/1", "--summary-file", str(summary), config=cfg)
    assert out.code == 3
    record = ShardNoVerdict.from_dict(json.loads(summary.read_text(encoding="utf-8")))
    assert (record.cause, record.shard, record.shards) == ("judge_not_calibrated", 0, 1)
    assert "judge 'stand-in' not calibrated for suite tanya-test" in record.detail
    assert env.bot.requests == asked


def test_min_agreement_refuses_an_uncalibrated_judge_before_any_chatbot_call(cli, env: Env) -> None:  # type: ignore[no-untyped-def]
    labels = first_run(cli, env)
    asked = env.bot.requests
    cfg = config(env, **{"goldeneval.judge.min_agreement": 0.6})
    out = run_items(cli, env, ITEMS, config=cfg)
    assert out.code == 3
    assert out.last_line == (
        "NO VERDICT: judge 'stand-in' not calibrated for suite tanya-test (no calibration is "
        "stored for this judge model and prompt; run goldeneval calibrate)"
    )
    assert env.bot.requests == asked
    assert calibrate(cli, env, labels).code == 0  # kappa 1.0 on 40 labels
    out = run_items(cli, env, ITEMS, "--min-agreement", "0.6", config=cfg)
    assert out.code == 0, out.out + out.err
    assert "judge calibration: stand-in κ 1.00" in out.out and "on 40 SME labels" in out.out
    out = run_items(cli, env, ITEMS, "--json", str(env.tmp / "run.json"), config=config(env))
    assert json.loads((env.tmp / "run.json").read_text())["judge_calibration"]["labels"] == 40
    reprinted = cli("report", "-config", str(cfg))
    assert "judge calibration: stand-in κ 1.00" in reprinted.out


def test_min_agreement_names_the_latest_kappa_below_the_floor(
    cli, env: Env, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:  # type: ignore[no-untyped-def]
    _, skewed = judges
    labels = first_run(cli, env)
    assert (
        calibrate(cli, env, labels, "--judge-url", skewed.url, "--judge-model", "skewed").code == 0
    )
    asked = env.bot.requests
    out = run_items(
        cli,
        env,
        ITEMS,
        "--judge-url",
        skewed.url,
        "--judge-model",
        "skewed",
        "--min-agreement",
        "0.8",
    )
    assert out.code == 3
    assert out.last_line == (
        "NO VERDICT: judge 'skewed' not calibrated for suite tanya-test "
        "(latest κ 0.70 < 0.80 on 40 labels)"
    )
    assert env.bot.requests == asked


def test_counts_of_one_label_are_singular() -> None:
    from goldeneval.job._review import _labels_count

    assert _labels_count([object()], []) == "1 label"
    assert _labels_count([object(), object()], []) == "2 labels"


def test_two_people_labelling_the_same_answers_differently_is_smes_kappa(cli, env: Env) -> None:  # type: ignore[no-untyped-def]
    labels = first_run(cli, env)
    stored = cli(
        "label", "-config", str(env.tmp / "config.yaml"), "--labels", str(labels), "--as", "budi"
    )
    assert stored.code == 0, stored.err
    # A second SME reads the same answers and differs on four: two passes, two fails.
    flipped = {"ap-00", "pt-02", "ap-01", "fi-03"}
    second = yaml.safe_load(labels.read_text(encoding="utf-8"))
    for x in second:
        if x["item"] in flipped:
            x["label"] = "pass" if x["label"] == "fail" else "fail"
    other = env.tmp / "ani.yaml"
    other.write_text(yaml.safe_dump(second), encoding="utf-8")
    out = calibrate(cli, env, other, "--as", "ani@ahu.go.id", "--json", str(env.tmp / "cal.json"))
    assert out.code == 0, out.out + out.err
    # 40 answers labelled by both: 36 alike, so κ = (0.9 − 0.5) / (1 − 0.5) = 0.80.
    assert "SME–SME agreement: κ 0.80 (95 % " in out.out
    assert ", n 40 (pairs of labels of one answer by two people, over 40 answers)" in out.out
    assert "labelled differently (4):" in out.out
    assert "ap-00 (answer " in out.out and "local:budi pass, local:ani@ahu.go.id fail" in out.out
    doc = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))["sme_agreement"]
    assert (doc["answers"], doc["pairs"], round(doc["kappa"], 2)) == (40, 40, 0.8)
    assert sorted(x["item_id"] for x in doc["disagreements"]) == sorted(flipped)
    # The judge is measured against the newest label of each answer: the second SME's.
    judge = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))["judge_agreement"]
    assert judge["n"] == 40 and judge["accuracy"] == pytest.approx(0.9)
