"""End to end, compare mode with the internal agent (issue 35 §2): a GoldenRun's
``spec.compare.internal`` makes the evaluator pods ask a second REAL AgentOS (the
reference's, its token from a Secret of its own) the internal items, paired like the
public ones over two shards; the emulator refuses a block that breaks the CRD's CEL rules.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest
import yaml

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.internal.agentos import AGENT_ID, TEAM_ID, RunningOS, serve

from .conftest import GOOD, Cluster, OperatorProcess
from .emulator import ApiError
from .test_e2e_internal import public_items
from .test_e2e_runs import FINAL, spec

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


@pytest.fixture(scope="module")
def candidate_os() -> Iterator[RunningOS]:
    with serve(f"canary-key-{secrets.token_hex(12)}") as running:
        yield running


@pytest.fixture(scope="module")
def stable_os() -> Iterator[RunningOS]:
    with serve(f"stable-key-{secrets.token_hex(12)}") as running:
        yield running


@pytest.fixture(scope="module")
def reference() -> Iterator[ChatbotStandIn]:
    with serve_in_thread(ChatbotStandIn(default_answer=GOOD)) as bot:
        yield bot


def golden(prefix: str) -> str:
    public = public_items(prefix)
    # The stable side asks the team, which answers "Tim: …"; the canary's agent does not.
    internal = [
        {
            "id": f"{prefix}-tim-{i}",
            "surface": "internal",
            "domain": "registrasi",
            "question": f"[{prefix}] Halo nomor {i}",
            "expected": {"must_include": ["Tim:"], "must_not_include": [], "rubric": "r"},
            "verified": True,
        }
        for i in range(2)
    ]
    return yaml.safe_dump(public + internal, sort_keys=False, allow_unicode=True)


def agent(os_: RunningOS, secret: str, **which: str) -> dict:
    return {"url": os_.url, **which, "tokenSecretRef": {"name": secret, "key": "security-key"}}


def test_the_reference_agent_is_asked_and_paired_per_item(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    reference: ChatbotStandIn,
    candidate_os: RunningOS,
    stable_os: RunningOS,
) -> None:
    ns = "compare-internal"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden(ns)})
    cluster.secret(ns, "canary-token", {"security-key": candidate_os.key})
    cluster.secret(ns, "stable-token", {"security-key": stable_os.key})
    before = stable_os.wire.runs
    run_spec = spec(
        "e2e-compare-internal",
        shards=2,
        internal=agent(candidate_os, "canary-token", agent=AGENT_ID),
        compare={
            "chatbot": {"url": reference.url},
            "internal": agent(stable_os, "stable-token", team=TEAM_ID),
        },
    )
    name = cluster.submit_run(ns, run_spec)
    status = cluster.wait_phase(ns, name, FINAL, timeout=180)
    assert status["phase"] == "Failed", status
    [reason] = status["gate"]["reasons"]
    assert reason.startswith("2 verified items worse than the reference:"), reason
    c = status["comparison"]
    assert (c["paired"], c["same"], c["worse"], c["unpaired"]) == (4, 2, 2, 0), c
    # With the default chatbot.samples (5): each internal item asked of the reference once,
    # then each verified worse pair's reference confirmed by answer confirmation (§5.1): 2
    # fresh passing answers make 3 of 5. The stored tallies say why, should the count differ.
    store = open_store(operator.dsn)
    try:
        refs = {
            r.item_id: (r.outcome.value, r.answers, r.answers_passed)
            for r in store.reference_results(status["runId"])
            if r.surface == "internal"
        }
    finally:
        store.close()
    assert refs == {f"{ns}-tim-{i}": ("passed", 3, 3) for i in range(2)}, refs
    assert stable_os.wire.runs - before == 2 * 3, refs
    said = str(cluster.get("goldeneval.ahu.go.id/v1alpha1/goldenruns", ns, name)) + operator.log()
    assert stable_os.key not in said and candidate_os.key not in said


def test_the_cel_rules_refuse_a_reference_agent_with_two_credentials(
    cluster: Cluster, stable_os: RunningOS
) -> None:
    block = agent(stable_os, "stable-token", agent=AGENT_ID)
    block["oidc"] = {
        "tokenUrl": "https://sso.example/token",
        "clientId": "goldeneval",
        "clientSecretRef": {"name": "sso", "key": "client-secret"},
    }
    with pytest.raises(ApiError) as refused:
        cluster.submit_run(
            "default",
            spec("e2e-cel", compare={"chatbot": {"url": "http://stable"}, "internal": block}),
        )
    assert refused.value.code == 422
    assert "set exactly one of compare.internal.tokenSecretRef or compare.internal.oidc" in str(
        refused.value
    )
