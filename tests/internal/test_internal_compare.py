"""Compare mode with the internal agent (issue 35 §2, docs/design.md §5.1): two real AgentOS.

The candidate's agent is the module's AgentOS; the reference's is a second
AgentOS (its own key, in its own token file). The scripted team of
:mod:`tests.internal.agentos` answers ``Tim: …`` and the agent does not, so
an item that must include ``Tim:`` passes on whichever side asks the team:
that is how a side is made worse or better per surface.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.testing import ChatbotStandIn, serve_in_thread
from tests.e2e.conftest import Env, item, load_json
from tests.internal.agentos import AGENT_ID, TEAM_ID, RunningOS, serve
from tests.internal.test_internal_run import config, internal, lite, run

__all__ = ["lite"]  # the fixtures this module shares with the run tests


@pytest.fixture(scope="module")
def reference_os() -> Iterator[RunningOS]:
    """The reference's AgentOS: a second server with a key of its own."""
    with serve(f"ref-key-{secrets.token_hex(8)}") as running:
        yield running


@pytest.fixture
def ref_bot() -> Iterator[ChatbotStandIn]:
    with serve_in_thread(ChatbotStandIn()) as bot:
        yield bot


def compare_config(env: Env, agentos: RunningOS, ref_bot: ChatbotStandIn, **reference: Any) -> Path:
    """Compare mode on both surfaces: the candidate's agent on ``agentos``."""
    path = config(env, agentos)
    cfg = yaml.safe_load(path.read_text(encoding="utf-8"))
    cfg["goldeneval"]["compare"] = {"chatbot_url": ref_bot.url}
    if reference:
        cfg["goldeneval"]["compare"]["internal"] = reference
    path.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    return path


def token_file(env: Env, running: RunningOS) -> str:
    path = env.tmp / "reference-token"
    path.write_text(running.key, encoding="utf-8")
    return str(path)


def test_same_agents_pair_every_internal_item_by_surface(
    lite: Env,
    agentos: RunningOS,
    reference_os: RunningOS,
    ref_bot: ChatbotStandIn,
    cli: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    its = [internal(f"i{n}", f"Halo agen {n}", must_include=["Halo"]) for n in range(3)]
    public = [item(f"p{n}") for n in range(2)]
    lite.answer(public)
    for p in public:
        ref_bot.answers[p["question"]] = "jawaban yang benar"
    # The reference agent's URL from the environment; its token file from the config.
    monkeypatch.setenv("GOLDENEVAL_COMPARE_INTERNAL_URL", reference_os.url)
    cfg = compare_config(lite, agentos, ref_bot, token_file=token_file(lite, reference_os))
    out = lite.tmp / "s.json"
    before = reference_os.wire.runs
    done = run(cli, lite, its + public, cfg, "--json", str(out))
    assert done.code == 0, done.out + done.err
    c = load_json(out)["compare"]
    assert (c["paired"], c["same"], c["unpaired"]) == (5, 5, 0)
    assert c["by_surface"]["internal"]["same"] == 3
    assert c["by_surface"]["public"]["same"] == 2
    assert reference_os.wire.runs == before + 3  # every internal item asked of the reference
    assert "internal: 3 paired (same 3, worse 0, better 0)" in done.out


def test_a_worse_reference_agent_fails_the_internal_surface_alone(
    lite: Env,
    agentos: RunningOS,
    reference_os: RunningOS,
    ref_bot: ChatbotStandIn,
    cli: Any,
) -> None:
    # Internal: the reference asks the team (passes), the candidate the agent (fails): 6
    # worse. Public: the candidate passes where the reference fails: 6 better. Overall
    # the drop is nil (p = 1); on the internal surface it is 100 % with p = 2/2**6.
    its = [
        {**internal(f"i{n}", f"Halo agen {n}", must_include=["Tim:"]), "verified": False}
        for n in range(6)
    ]
    public = [item(f"p{n}", verified=False) for n in range(6)]
    lite.answer(public)
    for p in public:
        ref_bot.answers[p["question"]] = "jawaban yang salah"
    cfg = compare_config(
        lite,
        agentos,
        ref_bot,
        url=reference_os.url,
        team=TEAM_ID,
        token_file=token_file(lite, reference_os),
    )
    out = lite.tmp / "s.json"
    done = run(cli, lite, its + public, cfg, "--allow-unverified", "--json", str(out))
    assert done.code == 1, done.out + done.err
    doc = load_json(out)
    c = doc["compare"]
    assert (c["worse_count"], c["better_count"], c["mcnemar_p"]) == (6, 6, 1.0)
    internal_side, public_side = c["by_surface"]["internal"], c["by_surface"]["public"]
    assert (internal_side["worse_count"], internal_side["better_count"]) == (6, 0)
    assert internal_side["mcnemar_p"] == pytest.approx(2 / 2**6)
    assert (public_side["worse_count"], public_side["better_count"]) == (0, 6)
    [reason] = doc["gate"]["reasons"]
    assert reason.startswith("internal pass rate 0.00")
    assert "on 6 paired internal items (worse 6, better 0" in reason

    # The other way round the candidate is better on the internal surface: it passes.
    cfg = compare_config(lite, agentos, ref_bot, url=reference_os.url, agent=AGENT_ID)
    for p in public:
        ref_bot.answers[p["question"]] = "jawaban yang benar"
    plain = [
        {**internal(f"j{n}", f"Halo agen {n}", must_include=["Halo"]), "verified": False}
        for n in range(2)
    ]
    done = run(cli, lite, plain + public, cfg, "--allow-unverified", "--json", str(out))
    assert done.code == 0, done.out + done.err


def test_compare_internal_without_the_candidates_agent_is_refused(
    lite: Env, ref_bot: ChatbotStandIn, cli: Any
) -> None:
    cfg = lite.write_config(
        {
            "goldeneval.compare.chatbot_url": ref_bot.url,
            "goldeneval.compare.internal": {"url": "http://127.0.0.1:9", "agent": "a", "team": "b"},
        }
    )
    done = run(cli, lite, [item("p")], cfg)
    assert done.code == 2, done.out + done.err
    assert "needs the candidate's agent" in done.err
    assert "name one of agent and team, not both" in done.err
