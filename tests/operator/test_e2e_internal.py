"""End to end, the internal surface (issue 27): a GoldenRun with ``spec.internal`` asks a
REAL Agno AgentOS (tests/internal/agentos.py: agno's own routes, security key and event
stream, a scripted offline model, a real tool) with the token from a Secret, mounted as a
file in the evaluator pod; the token never reaches the status, an event or a log.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest
import yaml

from goldeneval.testing import ChatbotStandIn, JudgeStandIn
from tests.internal.agentos import AGENT_ID, RunningOS, serve

from .conftest import Cluster, OperatorProcess

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

FINAL = ("Passed", "Failed", "Error")
TOKEN_SECRET = "agentos-token"
TOKEN_KEY = "security-key"


@pytest.fixture(scope="module")
def agentos() -> Iterator[RunningOS]:
    with serve(f"os-key-{secrets.token_hex(12)}") as running:
        yield running


def public_items(prefix: str) -> list[dict[str, object]]:
    """Two verified public items the chatbot stand-in's default answer passes."""
    return [
        {
            "id": f"{prefix}-public-{i}",
            "surface": "public",
            "domain": "badan-hukum-pt",
            "question": f"[{prefix}] pertanyaan nomor {i}?",
            "expected": {"must_include": ["WNI"], "must_not_include": [], "rubric": "WNI"},
            "verified": True,
        }
        for i in range(2)
    ]


def golden(prefix: str, greetings: int = 1) -> str:
    """Two public items for the chatbot stand-in, and internal items for the agent: the
    provinces (its tool) and ``greetings`` plain questions."""
    public = public_items(prefix)
    internal = [
        {
            "id": f"{prefix}-provinsi",
            "surface": "internal",
            "domain": "registrasi",
            "question": f"[{prefix}] Provinsi mana dengan registrasi PT terbanyak tahun 2024?",
            "expected": {
                "must_include": ["Jawa Barat", "DKI Jakarta"],
                "must_not_include": [],
                "rubric": "names the top provinces from the registrations table",
            },
            "verified": True,
        },
    ]
    internal += [
        {
            "id": f"{prefix}-sapa-{i}",
            "surface": "internal",
            "domain": "registrasi",
            "question": f"[{prefix}] Selamat pagi nomor {i}",
            "expected": {"must_include": ["Halo dari agen"], "must_not_include": [], "rubric": "r"},
            "verified": True,
        }
        for i in range(greetings)
    ]
    return yaml.safe_dump(public + internal, sort_keys=False, allow_unicode=True)


def setup(
    cluster: Cluster, operator: OperatorProcess, ns: str, key: str | None, greetings: int = 1
) -> None:
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden(ns, greetings)})
    if key is not None:
        cluster.secret(ns, TOKEN_SECRET, {TOKEN_KEY: key})


def spec(suite: str, agentos: RunningOS, secret: str = TOKEN_SECRET) -> dict:
    return {
        "suite": suite,
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "internal": {
            "url": agentos.url,
            "agent": AGENT_ID,
            "userId": "goldeneval-e2e",
            "tokenSecretRef": {"name": secret, "key": TOKEN_KEY},
        },
    }


def everything_said(cluster: Cluster, operator: OperatorProcess, ns: str, name: str) -> str:
    """What the run, its events and the operator's log say (where a token must never be)."""
    return (
        str(cluster.get("goldeneval.ahu.go.id/v1alpha1/goldenruns", ns, name))
        + str(cluster.events_for(ns, name))
        + operator.log()
    )


def test_a_run_asks_the_real_agentos_with_the_token_from_a_secret(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    agentos: RunningOS,
) -> None:
    ns = "internal-pass"
    setup(cluster, operator, ns, agentos.key)
    runs_before = agentos.wire.runs
    name = cluster.submit_run(ns, spec("e2e-internal-pass", agentos))
    status = cluster.wait_phase(ns, name, FINAL, timeout=120)

    assert status["phase"] == "Passed", status
    # Every item was asked and scored: the internal ones by the agent, none skipped.
    assert status["counts"]["items"] == 4
    assert status["counts"]["scored"] == 4, status["counts"]
    assert status["counts"]["skipped"] == 0
    # The status names each surface's figures (issue 27, §4).
    assert status["surfaces"]["internal"]["passRate"] == "1.000", status.get("surfaces")
    assert status["surfaces"]["public"]["passRate"] == "1.000", status.get("surfaces")
    assert agentos.wire.runs - runs_before >= 2
    asked = [h[-1][1] for h in agentos.model.seen if h and h[-1][0] == "user"]
    assert any(f"[{ns}] Provinsi mana" in q for q in asked)
    assert agentos.key not in everything_said(cluster, operator, ns, name)


def test_a_missing_token_secret_explains_itself(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    agentos: RunningOS,
) -> None:
    """As for the database Secret: the pod cannot start, and the status says which Secret."""
    ns = "internal-nosecret"
    setup(cluster, operator, ns, None)
    name = cluster.submit_run(ns, spec("e2e-internal-nosecret", agentos, secret="agentos-gone"))
    status = cluster.wait_phase(ns, name, FINAL, timeout=60)

    assert status["phase"] == "Error", status
    assert status["reason"] == "ContainerConfigError", status
    assert 'secret "agentos-gone" not found' in status["message"]
    assert "internal agent" in status["message"]


def test_a_refused_token_is_no_verdict_and_never_repeated(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    agentos: RunningOS,
) -> None:
    """A Secret holding the wrong key: the agent refuses it, the run has no verdict (not a
    gate failure), and the wrong key is not echoed anywhere either. Three internal items:
    the evaluator stops after as many refusals (its fail-fast probes) without a success."""
    ns = "internal-refused"
    wrong = f"wrong-key-{secrets.token_hex(12)}"
    setup(cluster, operator, ns, wrong, greetings=2)
    name = cluster.submit_run(ns, spec("e2e-internal-refused", agentos))
    status = cluster.wait_phase(ns, name, FINAL, timeout=120)

    assert status["phase"] == "Error", status
    assert status["reason"] == "NoVerdict", status
    assert status["gate"]["passed"] is False
    assert "refused" in status["message"], status["message"]
    said = everything_said(cluster, operator, ns, name)
    assert wrong not in said and agentos.key not in said
