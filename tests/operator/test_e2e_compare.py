"""End to end, compare mode: real operator ↔ emulator ↔ real evaluator pods ↔ two chatbots ↔ Postgres.

A GoldenRun with ``spec.compare`` asks the candidate (the module's chatbot
stand-in) and a reference stand-in in the same run, over two shards; the
operator sums the shards' pairs, applies the pairwise gate and publishes
``status.comparison`` and the compare metrics.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

from .conftest import BAD, GOOD, Cluster, OperatorProcess, golden_yaml
from .test_e2e_runs import FINAL, question, setup_ns, spec

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


@pytest.fixture(scope="module")
def reference() -> Iterator[ChatbotStandIn]:
    with serve_in_thread(ChatbotStandIn(default_answer=GOOD, latency_ms=5)) as bot:
        yield bot


def test_a_canary_worse_than_stable_on_a_verified_item_fails_with_its_pairs(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    reference: ChatbotStandIn,
) -> None:
    bot, _ = standins
    ns = "compare"
    setup_ns(cluster, operator, ns, golden_yaml("compare", 6))
    bot.answers[question("compare", 2)] = BAD  # worse: stable answers GOOD
    reference.answers[question("compare", 4)] = BAD  # better: the canary answers GOOD
    name = cluster.submit_run(
        ns, spec("e2e-compare", shards=2, compare={"chatbot": {"url": reference.url}})
    )
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Failed", status
    assert status["gate"]["reasons"] == ["verified item worse than the reference: compare-item-2"]
    c = status["comparison"]
    assert (c["paired"], c["same"], c["worse"], c["better"], c["unpaired"]) == (6, 4, 1, 1, 0)
    assert c["verifiedWorseIds"] == ["compare-item-2"] and c["mcnemarP"] == "1"
    assert all(reference.requests_per_question[question("compare", i)] >= 1 for i in range(6))
    code, text = operator.get("/metrics")
    assert code == 200
    worse = 'goldeneval_compare_items{namespace="compare",outcome="worse",suite="e2e-compare"} 1.0'
    assert worse in text
    assert 'goldeneval_compare_verified_worse{namespace="compare",suite="e2e-compare"} 1.0' in text
