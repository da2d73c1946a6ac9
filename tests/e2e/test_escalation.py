"""Selective verdicts end to end (docs/design.md §13.5): calibrate → target → review → label.

Real loopback stand-ins, the real CLI, both stores. The SME truth is known
for every item: an answer carrying ``BAD`` is wrong, every other is right,
and the judge's scripted verdict is that truth. On the "hard" items the
judge is unsure: each of its samples flips with probability 0.35 (a seeded,
reproducible draw per sample), so its samples split; on the easy items they
always agree. Calibrate on one labelled half, run the other half with the
target, and check the promise against the truth.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.testing import JudgeStandIn, serve_in_thread
from tests.e2e.conftest import Env, item, run_items, stored_results

BAD = "JAWABAN-BURUK"
FAIL = {"correctness": 0.2, "pass": False, "reason": "wrong"}
PASS = {"correctness": 0.9, "pass": True, "reason": "right"}
TARGET, RISK, SAMPLES = 0.9, 0.1, 3
FLIP = 0.35


def half(prefix: str) -> list[dict[str, Any]]:
    """60 easy and 20 hard items; every third answer is wrong."""
    easy = [item(f"{prefix}e{n:02d}", question=f"mudah {prefix}e{n:02d}?") for n in range(60)]
    hard = [item(f"{prefix}h{n:02d}", question=f"sulit {prefix}h{n:02d}?") for n in range(20)]
    return easy + hard


def truth_fails(item_id: str) -> bool:
    return int(item_id[-2:]) % 3 == 0


def answer_of(item_id: str) -> str:
    return f"jawaban yang benar untuk {item_id}" + (f" {BAD}" if truth_fails(item_id) else "")


def labels_file(env: Env, items: list[dict[str, Any]], name: str = "labels.yaml") -> Path:
    labels = [{"item": i["id"], "label": "fail" if truth_fails(i["id"]) else "pass"} for i in items]
    path = env.tmp / name
    path.write_text(yaml.safe_dump(labels), encoding="utf-8")
    return path


def selective_config(env: Env, **extra: Any) -> Path:
    return env.write_config(
        {
            "rag_quality.golden_min_pass_rate": 0.5,
            "goldeneval.judge.samples": SAMPLES,
            "goldeneval.judge.target_agreement": TARGET,
            "goldeneval.judge.risk": RISK,
            **extra,
        }
    )


@pytest.fixture
def unsure(env: Env) -> Iterator[JudgeStandIn]:
    """The judge: truthful, but its samples flip on the hard items (``sulit``)."""
    with serve_in_thread(
        JudgeStandIn([(BAD, FAIL)], default=PASS, flip_rate=FLIP, flip_for=["sulit"], seed=7)
    ) as judge:
        env.judge = judge
        yield judge


def answered(env: Env, items: list[dict[str, Any]]) -> None:
    for it in items:
        env.bot.answers[it["question"]] = answer_of(it["id"])


def calibrate_half(cli: Any, env: Env, items: list[dict[str, Any]]) -> dict[str, Any]:
    """Run r-a without a target (it stores the answers), then calibrate on its labels."""
    answered(env, items)
    plain = env.write_config({"rag_quality.golden_min_pass_rate": 0.5}, name="plain.yaml")
    out = run_items(cli, env, items, "--run-id", "r-a", config=plain)
    assert out.code == 0, out.out + out.err
    selective_config(env)
    out = cli(
        "calibrate",
        "-config",
        str(env.tmp / "config.yaml"),
        "--set",
        str(env.tmp / "set.yaml"),
        "--labels",
        str(labels_file(env, items)),
        "--json",
        str(env.tmp / "cal.json"),
    )
    assert out.code == 0, out.out + out.err
    doc: dict[str, Any] = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))
    return doc


def test_non_escalated_verdicts_meet_the_target_and_the_hard_items_are_escalated(
    cli: Any, env: Env, unsure: JudgeStandIn
) -> None:
    doc = calibrate_half(cli, env, half("a"))
    sel = doc["selective"]
    assert sel["target"] == TARGET and sel["risk"] == RISK and sel["n"] == 80
    assert sel["threshold"] == 1.0  # split verdicts (⅔) disagree too often to keep
    assert 0.7 < sel["coverage"] < 1.0
    b = half("b")
    answered(env, b)
    calls_before = unsure.calls
    out = run_items(
        cli,
        env,
        b,
        "--run-id",
        "r-b",
        "--json",
        str(env.tmp / "b.json"),
        "--html",
        str(env.tmp / "b.html"),
        config=selective_config(env),
    )
    assert out.code == 0, out.out + out.err
    results = stored_results(env, "r-b")
    given = [r for r in results.values() if r.outcome.value != "escalated"]
    escalated = [r for r in results.values() if r.outcome.value == "escalated"]
    agree = sum(1 for r in given if (r.outcome.value == "failed") == truth_fails(r.item_id))
    observed = agree / len(given)
    # Observed with seed 7: 100 % of the 68 verdicts given agree; 12 of 80 escalated.
    assert observed >= TARGET, observed
    assert escalated and all("h" in r.item_id[1:2] for r in escalated)  # only hard ones
    assert all(r.confidence is not None and r.confidence < 1.0 for r in escalated)
    assert all(r.confidence == 1.0 for r in given)
    # Early stop: a split is settled after two votes; unanimous ones need all three.
    calls = unsure.calls - calls_before
    assert calls < SAMPLES * len(b), calls
    summary = json.loads((env.tmp / "b.json").read_text(encoding="utf-8"))
    assert summary["selective"]["escalated"] == len(escalated)
    assert summary["selective"]["statement"].startswith("verdicts hold ≥ 90 % SME agreement")
    assert f"{len(escalated)} of 80 escalated" in out.out
    assert summary["scored"] == 80 - len(escalated)
    page = (env.tmp / "b.html").read_text(encoding="utf-8")
    assert summary["selective"]["statement"] in page.replace("&#8805;", "≥")
    # A stored run states the same level when it is reported again.
    again = cli("report", "-config", str(env.tmp / "config.yaml"), "--run", "r-b")
    assert summary["selective"]["statement"] in again.out


def test_an_sme_label_decides_its_exact_answer_with_no_judge_call(
    cli: Any, env: Env, unsure: JudgeStandIn
) -> None:
    calibrate_half(cli, env, half("a"))
    b = half("b")
    answered(env, b)
    cfg = selective_config(env)
    assert run_items(cli, env, b, "--run-id", "r-b", config=cfg).code == 0
    queue = cli("review", "-config", str(cfg), "--json", str(env.tmp / "q.json"))
    assert queue.code == 0, queue.err
    doc = json.loads((env.tmp / "q.json").read_text(encoding="utf-8"))
    # Confidences print as figures (0.67), never as long floats (issue 40 §8).
    shown = re.findall(r"^(\S+) \(.*\): confidence (\S+), judge votes", queue.out, re.M)
    assert shown == [
        (e["item"], "-" if e["confidence"] is None else f"{e['confidence']:.2f}")
        for e in doc["awaiting"]
    ], queue.out
    assert any(c not in ("0.00", "1.00", "-") for _, c in shown)  # a split vote among them
    escalated = {
        r.item_id for r in stored_results(env, "r-b").values() if r.outcome.value == "escalated"
    }
    assert {e["item"] for e in doc["awaiting"]} == escalated  # exactly the escalated ones
    first = doc["awaiting"][0]
    assert first["question"] and first["answer"] and len(first["judge"]["samples"]) >= 2
    # The SME labels the first escalated answer "pass" (whatever the truth).
    target = first["item"]
    labels = env.tmp / "sme.yaml"
    labels.write_text(
        yaml.safe_dump([{"item": target, "label": "pass", "note": "checked"}]), encoding="utf-8"
    )
    out = cli("label", "--labels", str(labels), "-config", str(cfg), "--as", "budi")
    assert out.code == 0, out.err
    assert out.out.startswith("LABELLED: 1 answer of suite")  # not "1 answers"
    assert "stored as labelled by local:budi;" in out.out
    page = cli("review", "-config", str(cfg), "--set", str(env.tmp / "set.yaml"), "--html", "-")
    assert page.code == 0, page.err
    # The labelled answer has left the page; every other escalated one is on it.
    assert 'id="labels-download"' in page.out and f">{target}<" not in page.out
    assert all(i in page.out for i in escalated - {target})
    assert all(i["id"] not in page.out for i in b if i["id"] not in escalated)
    again = cli("review", "-config", str(cfg), "--json", str(env.tmp / "q2.json"))
    assert again.code == 0
    left = json.loads((env.tmp / "q2.json").read_text(encoding="utf-8"))["awaiting"]
    assert {e["item"] for e in left} == escalated - {target}
    # Rerun with the same answer: the label is the verdict, no judge call for it.
    asked = sum(n for msg, n in unsure.asked.items() if f"{target}?" in msg)
    assert run_items(cli, env, b, "--run-id", "r-c", config=cfg).code == 0
    r = stored_results(env, "r-c")[target]
    assert r.outcome.value == "passed" and r.verdict_source is not None
    assert r.verdict_source.value == "sme" and r.confidence == 1.0
    assert sum(n for msg, n in unsure.asked.items() if f"{target}?" in msg) == asked
    # Every report of the run names who labelled (docs/design.md §13.6).
    assert (r.verdict_by, r.reason) == ("local:budi", "SME label pass by local:budi: checked")
    shown = cli("report", "-config", str(cfg), "--run-id", "r-c", "--html", str(env.tmp / "r.html"))
    assert shown.code in (0, 1), shown.err
    assert "1 decided by SME labels of the same answer (by local:budi 1)" in shown.out
    page = (env.tmp / "r.html").read_text(encoding="utf-8")
    assert "1 SME labels (by local:budi 1)" in page
    assert cli("report", "-config", str(cfg), "--run-id", "r-c", "--json", str(env.tmp / "r.json"))
    results = json.loads((env.tmp / "r.json").read_text(encoding="utf-8"))["results"]
    assert [x["verdict_by"] for x in results if x["id" if "id" in x else "item_id"] == target] == [
        "local:budi"
    ]
    # A changed answer is judged again.
    env.bot.answers[next(i["question"] for i in b if i["id"] == target)] = "jawaban benar baru"
    assert run_items(cli, env, b, "--run-id", "r-d", config=cfg).code in (0, 1)
    changed = stored_results(env, "r-d")[target]
    assert changed.verdict_source is not None and changed.verdict_source.value == "judged"
    assert sum(n for msg, n in unsure.asked.items() if f"{target}?" in msg) > asked


def test_no_stored_threshold_is_no_verdict_before_any_chatbot_call(cli: Any, env: Env) -> None:
    items = half("a")[:3]
    answered(env, items)
    out = run_items(cli, env, items, config=selective_config(env))
    assert out.code == 3, out.out + out.err
    assert env.bot.requests == 0 and env.judge.calls == 0
    assert "goldeneval calibrate -set SET.yaml" in out.err and "--target-agreement 0.9" in out.err
    assert out.last_line.startswith("NO VERDICT:")


def test_a_risk_without_a_target_is_refused(cli: Any, lite: Env) -> None:
    items = half("a")[:2]
    plain = lite.write_config({}, name="plain.yaml")
    out = run_items(cli, lite, items, "--risk", "0.05", config=plain)
    assert out.code == 2, out.out + out.err
    assert "--risk 0.05 is given without a target agreement" in out.err
    assert lite.bot.requests == 0
    labels = labels_file(lite, items)
    args = ("--set", str(lite.tmp / "set.yaml"), "--labels", str(labels), "--risk", "0.05")
    out = cli("calibrate", "-config", str(plain), *args)
    assert out.code == 2 and "add --target-agreement" in out.err, out.out + out.err


def test_escalation_with_one_sample_is_a_config_error(cli: Any, env: Env) -> None:
    items = half("a")[:1]
    out = run_items(
        cli, env, items, config=selective_config(env, **{"goldeneval.judge.samples": 1})
    )
    assert out.code == 2
    assert "escalation needs at least 3 judge samples" in out.err


def test_label_reports_every_problem_and_stores_nothing(cli: Any, env: Env) -> None:
    items = half("a")[:2]
    answered(env, items)
    cfg = env.write_config({"rag_quality.golden_min_pass_rate": 0.5})
    assert run_items(cli, env, items, "--run-id", "r1", config=cfg).code == 0
    path = env.tmp / "bad.yaml"
    path.write_text(
        yaml.safe_dump(
            [
                {"item": items[0]["id"], "label": "pass"},
                {"item": "never-asked", "label": "fail"},
                {"item": items[1]["id"], "label": "maybe"},
                {"item": items[1]["id"], "run": "no-such-run", "label": "pass"},
            ]
        ),
        encoding="utf-8",
    )
    out = cli("label", "--labels", str(path), "-config", str(cfg))
    assert out.code == 2, out.out + out.err
    assert "never-asked" in out.err and "maybe" in out.err and "no-such-run" in out.err
    from goldeneval.store import open_store

    store = open_store(env.store)
    try:
        assert store.labelled_answers("tanya-test") == []
    finally:
        store.close()


def test_the_promise_holds_over_twenty_seeded_repetitions(cli: Any, lite: Env) -> None:
    """Each repetition: a judge with its own seed, a suite of its own, calibrate on half a,
    run half b. Observed (seeds 0–19): in 19 repetitions calibrate found λ (1 in 14 of
    them, ⅔ in 5) and the verdicts given agreed with the SME truth at or above the 0.9
    target in all 19 (lowest 0.9375, median 0.98), 0–19 of 80 escalated, all hard; with
    seed 13 no threshold held, so the run was NO VERDICT before any chatbot call."""
    held, lowest, without_threshold = 0, 1.0, 0
    for seed in range(20):
        with serve_in_thread(
            JudgeStandIn([(BAD, FAIL)], default=PASS, flip_rate=FLIP, flip_for=["sulit"], seed=seed)
        ) as judge:
            lite.judge = judge
            suite = {"goldeneval.suite": f"seed-{seed}"}
            a, b = half("a"), half("b")
            answered(lite, a + b)
            plain = lite.write_config(
                {"rag_quality.golden_min_pass_rate": 0.5, **suite}, name="plain.yaml"
            )
            assert run_items(cli, lite, a, "--run-id", f"a-{seed}", config=plain).code == 0
            cfg = selective_config(lite, **suite)
            out = cli(
                "calibrate",
                "-config",
                str(cfg),
                "--set",
                str(lite.tmp / "set.yaml"),
                "--labels",
                str(labels_file(lite, a)),
            )
            # No λ holds: calibrate says so with exit 3 (no verdict), not 0.
            assert out.code == (3 if "NO CONFIDENCE THRESHOLD" in out.last_line else 0), out.out
            out = run_items(cli, lite, b, "--run-id", f"b-{seed}", config=cfg)
            assert out.code in (0, 3), out.out + out.err
            if out.code == 3:  # calibrate found no λ that holds: the run refuses, unasked
                assert "no confidence threshold" in out.err, out.err
                without_threshold += 1
                continue
            results = stored_results(lite, f"b-{seed}").values()
            given = [r for r in results if r.outcome.value != "escalated"]
            escalated = [r for r in results if r.outcome.value == "escalated"]
            assert all(r.item_id[1] == "h" for r in escalated)
            observed = sum(
                1 for r in given if (r.outcome.value == "failed") == truth_fails(r.item_id)
            ) / len(given)
            lowest = min(lowest, observed)
            held += observed >= TARGET
    assert without_threshold <= 2 and held == 20 - without_threshold, (held, lowest)


def test_calibrate_says_plainly_when_no_threshold_holds(
    cli: Any, env: Env, unsure: JudgeStandIn
) -> None:
    a = half("a")
    answered(env, a)
    plain = env.write_config({"rag_quality.golden_min_pass_rate": 0.5}, name="plain.yaml")
    assert run_items(cli, env, a, "--run-id", "r-a", config=plain).code == 0
    cfg = selective_config(env, **{"goldeneval.judge.target_agreement": 0.999})
    out = cli(
        "calibrate",
        "-config",
        str(cfg),
        "--set",
        str(env.tmp / "set.yaml"),
        "--labels",
        str(labels_file(env, a)),
        "--json",
        str(env.tmp / "cal.json"),
        "--html",
        str(env.tmp / "cal.html"),
    )
    # Not a failed gate (1), but the asked promise cannot be made: no verdict (issue 36).
    assert out.code == 3, out.out + out.err
    sel = json.loads((env.tmp / "cal.json").read_text(encoding="utf-8"))["selective"]
    assert sel["threshold"] is None and sel["coverage"] == 0.0 and sel["n"] == 80
    assert out.last_line.startswith("NO VERDICT: NO CONFIDENCE THRESHOLD holds")
    assert "κ" in out.last_line and "(stored)" in out.last_line  # κ is kept all the same
    assert "every verdict would be escalated" in out.last_line
    assert "threshold 1.00: " in out.out and " fails" in out.out  # the walk, step by step
    assert "Selective verdicts" in (env.tmp / "cal.html").read_text(encoding="utf-8")
    # Nothing usable is stored: a run with this target refuses before asking anyone.
    asked = env.bot.requests
    assert run_items(cli, env, a, config=cfg).code == 3
    assert env.bot.requests == asked


def test_junit_reports_an_escalated_item_as_skipped(
    cli: Any, env: Env, unsure: JudgeStandIn
) -> None:
    calibrate_half(cli, env, half("a"))
    b = half("b")
    answered(env, b)
    junit = env.tmp / "b.xml"
    out = run_items(cli, env, b, "--junit", str(junit), config=selective_config(env))
    assert out.code == 0, out.out + out.err
    import xml.etree.ElementTree as ET

    suite = ET.parse(junit).getroot()
    skipped = [c.get("name") for c in suite.iter("testcase") if c.find("skipped") is not None]
    assert skipped and int(suite.get("skipped", "0")) == len(skipped)
