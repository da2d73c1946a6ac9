"""SME labels decide every kind of item (issue 35 §3, docs/design.md §13.5), against a real AgentOS.

A label of an internal item, of a grounded item (its answer *with* the tool
results it came with) and of a conversation (all its answers) is that
answer's verdict in the next run: ``verdict_source: sme``, and the judge
stand-in receives no call for it. A changed tool result is another answer:
the label no longer decides it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.e2e.conftest import Env, load_json
from tests.internal import agentos as scripted
from tests.internal.agentos import RunningOS
from tests.internal.test_internal_run import config, internal, lite, run

__all__ = ["lite"]  # the fixtures this module shares with the run tests

GROUNDED = internal(
    "top3",
    "Tiga provinsi dengan registrasi terbanyak 2024?",
    must_include=["Jawa Barat"],
    grounded="tools",
)
PLAIN = internal("halo", "Halo agen", must_include=["Halo"])
MEMORY = {
    "id": "ingat",
    "surface": "internal",
    "domain": "data",
    "conversation": [
        {"question": "Tolong ingat angka 7", "expected": {"must_include": ["ingat"]}},
        {"question": "Berapa angka tadi?", "expected": {"must_include": ["Angkanya 7"]}},
    ],
    "verified": True,
}


def labels(env: Env, entries: list[dict[str, Any]], name: str = "labels.yaml") -> Path:
    path = env.tmp / name
    path.write_text(yaml.safe_dump(entries), encoding="utf-8")
    return path


def outcomes(path: Path) -> dict[str, tuple[str, str | None]]:
    return {r["item_id"]: (r["outcome"], r["verdict_source"]) for r in load_json(path)["results"]}


def test_labels_decide_internal_grounded_and_conversation_items_without_a_judge_call(
    lite: Env, agentos: RunningOS, cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    cfg = config(lite, agentos)
    items = [GROUNDED, PLAIN, MEMORY]
    out = lite.tmp / "s.json"
    first = run(cli, lite, items, cfg, "--run-id", "l1", "--json", str(out))
    assert first.code == 0, first.out + first.err
    assert outcomes(out) == {k: ("passed", "judged") for k in ("top3", "halo", "ingat")}
    judged = lite.judge.calls
    assert judged == 4  # top3, halo, both turns of ingat

    entries = [
        {"item": "top3", "label": "fail", "note": "counted the wrong table"},
        {"item": "halo", "label": "pass"},
        {"item": "ingat", "label": "fail", "note": "remembers the wrong number"},
    ]
    stored = cli(
        "label", "--labels", str(labels(lite, entries)), "-config", str(cfg), "--as", "dewi"
    )
    assert stored.code == 0, stored.out + stored.err

    second = run(cli, lite, items, cfg, "--run-id", "l2", "--json", str(out))
    assert second.code == 1, second.out + second.err
    assert outcomes(out) == {
        "top3": ("failed", "sme"),
        "halo": ("passed", "sme"),
        "ingat": ("failed", "sme"),
    }
    assert lite.judge.calls == judged  # the labels decided: not one judge call
    results = {r["item_id"]: r for r in load_json(out)["results"]}
    assert results["top3"]["reason"] == "SME label fail by local:dewi: counted the wrong table"
    assert results["ingat"]["reason"] == "SME label fail by local:dewi: remembers the wrong number"
    assert results["ingat"]["verdict_by"] == "local:dewi"  # a conversation's too (§13.6)
    assert results["top3"]["verdict_run_id"] == "l1"

    # The same words over other data are another answer: the label of top3 no longer
    # decides it (judged again), while the unchanged items stay decided by theirs.
    changed = {**scripted.REGISTRATIONS[2024], "Bali": 161}
    monkeypatch.setitem(scripted.REGISTRATIONS, 2024, changed)
    third = run(cli, lite, items, cfg, "--run-id", "l3", "--json", str(out))
    assert third.code == 1, third.out + third.err
    assert outcomes(out) == {
        "top3": ("passed", "judged"),
        "halo": ("passed", "sme"),
        "ingat": ("failed", "sme"),
    }
    assert lite.judge.calls == judged + 1


def test_a_conversation_label_stops_deciding_once_a_turn_answers_otherwise(
    lite: Env, agentos: RunningOS, cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    conversation = {
        "id": "dua-giliran",
        "surface": "internal",
        "domain": "data",
        "conversation": [
            {"question": "Provinsi teratas 2024?", "expected": {"must_include": []}},
            {"question": "Halo agen", "expected": {"must_include": ["Halo"]}},
        ],
        "verified": True,
    }
    cfg = config(lite, agentos)
    out = lite.tmp / "s.json"
    assert run(cli, lite, [conversation], cfg, "--run-id", "c1", "--json", str(out)).code == 0
    entries = [{"item": "dua-giliran", "label": "fail"}]
    assert cli("label", "--labels", str(labels(lite, entries)), "-config", str(cfg)).code == 0
    calls = lite.judge.calls
    assert run(cli, lite, [conversation], cfg, "--run-id", "c2", "--json", str(out)).code == 1
    assert outcomes(out) == {"dua-giliran": ("failed", "sme")}
    assert lite.judge.calls == calls
    # The first turn now names another province first: same contract, one answer changed,
    # so the label decides nothing and both turns are judged afresh.
    changed = {**scripted.REGISTRATIONS[2024], "Bali": 9000}
    monkeypatch.setitem(scripted.REGISTRATIONS, 2024, changed)
    assert run(cli, lite, [conversation], cfg, "--run-id", "c3", "--json", str(out)).code == 0
    [result] = load_json(out)["results"]
    assert result["turns"][0]["answer"].startswith("Tiga provinsi teratas: Bali")
    assert outcomes(out) == {"dua-giliran": ("passed", "judged")}
    assert lite.judge.calls == calls + 2


def test_label_and_review_report_every_bad_input_at_once(lite: Env, cli: Any) -> None:
    broken = lite.tmp / "broken.yaml"
    broken.write_text("goldeneval:\n  judge:\n    samples: banyak\n", encoding="utf-8")
    bad_labels = labels(lite, [{"item": "a", "label": "maybe"}, {"label": "pass"}], "bad.yaml")

    out = cli("label", "--labels", str(bad_labels), "-config", str(broken))
    assert out.code == 2, out.out + out.err
    assert "2 inputs have problems" in out.err
    assert "maybe" in out.err and "samples" in out.err and "Traceback" not in out.err

    missing_dir = lite.tmp / "no-such-dir" / "q.json"
    out = cli("review", "-config", str(broken), "--json", str(missing_dir))
    assert out.code == 2, out.out + out.err
    assert "2 inputs have problems" in out.err
    assert "no-such-dir" in out.err and "samples" in out.err


def test_an_escalated_grounded_item_and_conversation_never_escalate_again_once_labelled(
    lite: Env, agentos: RunningOS, cli: Any
) -> None:
    """The issue's report, end to end: selective verdicts escalate an internal grounded item
    and a conversation, ``review`` lists them, the SME labels them with ``label``, and the
    next run takes the labels (``verdict_source: sme``, no judge call, nothing queued)."""
    from goldeneval.config import JudgeConfig
    from goldeneval.job.clients._judge import prompt_digest
    from goldeneval.model import SelectiveCalibration
    from goldeneval.store import open_store
    from goldeneval.testing import JudgeStandIn, serve_in_thread

    store = open_store(lite.store)
    try:
        # λ = 1 over 3 votes: any split of the judge's votes escalates.
        store.record_threshold(
            SelectiveCalibration(
                suite="tanya-test",
                judge_model="stand-in",
                prompt_digest=prompt_digest(JudgeConfig(url=None, model="stand-in").max_tokens),
                votes=3,
                target=0.9,
                risk=0.1,
                threshold=1.0,
                coverage=1.0,
                labels=100,
                agreement=1.0,
                calibrated_at=1.0,
            )
        )
    finally:
        store.close()
    items = [GROUNDED, MEMORY]
    out = lite.tmp / "s.json"
    with serve_in_thread(JudgeStandIn(flip_rate=0.5, seed=SEED)) as unsure:
        lite.judge = unsure  # before the config is written: it names the judge's URL
        cfg = config(lite, agentos)
        selective = yaml.safe_load(cfg.read_text(encoding="utf-8"))
        selective["goldeneval"]["judge"].update(samples=3, target_agreement=0.9, risk=0.1)
        selective["rag_quality"]["golden_min_pass_rate"] = 0.0
        selective["goldeneval"]["min_coverage"] = 0.0
        cfg.write_text(yaml.safe_dump(selective), encoding="utf-8")
        first = run(cli, lite, items, cfg, "--run-id", "e1", "--json", str(out))
        assert {k: v[0] for k, v in outcomes(out).items()} == {
            "top3": "escalated",
            "ingat": "escalated",
        }, first.out + first.err
        queue = cli("review", "-config", str(cfg), "--run", "e1")
        assert queue.code == 0 and "2 answers await an SME" in queue.out, queue.out + queue.err
        entries = [{"item": "top3", "label": "pass"}, {"item": "ingat", "label": "pass"}]
        stored = cli("label", "--labels", str(labels(lite, entries)), "-config", str(cfg))
        assert stored.code == 0, stored.out + stored.err
        queue = cli("review", "-config", str(cfg), "--run", "e1")
        assert "0 answers await an SME" in queue.out
        calls = unsure.calls
        second = run(cli, lite, items, cfg, "--run-id", "e2", "--json", str(out))
        assert second.code == 0, second.out + second.err
        assert outcomes(out) == {"top3": ("passed", "sme"), "ingat": ("passed", "sme")}
        assert unsure.calls == calls
        queue = cli("review", "-config", str(cfg), "--run", "e2")
        assert "0 answers await an SME" in queue.out


SEED = 0
"""A seed whose flips split the judge's votes on both items of the escalation test."""
