"""``goldeneval harvest`` end to end with its remote parties: a real AgentOS, an embeddings
endpoint, the store (docs/design.md §14).

The AgentOS is agno's own with real staff runs in its session store; the
embeddings endpoint is the loopback stand-in. The command is the real CLI, as a
user types it: a config file names the agent, its token file and the endpoint.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
import yaml
from agno.db.in_memory import InMemoryDb

from goldeneval.goldenset import parse_golden_set
from goldeneval.store import open_store
from goldeneval.testing import EmbeddingsStandIn, serve_in_thread, stand_in_vector
from tests.harvest.conftest import CliRun, write_log
from tests.harvest.test_cli import Cli
from tests.internal.agentos import AGENT_ID, RunningOS
from tests.internal.test_harvest_agentos import ask, at, stored

ITEM = "Apa saja syarat mendirikan PT?"
"""The question of the golden item pt-syarat (tests/harvest/conftest.py)."""
NIK = "3174012501990003"
PHONE = "0812-3456-7890"
EMAIL = "rina.wulandari@contoh.go.id"


def write_config(tmp_path: Path, *, internal: dict[str, Any] | None = None, **harvest: Any) -> Path:
    """A config file as a user writes it: the internal agent and the harvest's settings."""
    section: dict[str, Any] = {"suite": "tanya-harvest", "max_attempts": 2}
    if internal is not None:
        section["internal"] = internal
    if harvest:
        section["harvest"] = harvest
    path = tmp_path / "goldeneval.yaml"
    path.write_text(yaml.safe_dump({"goldeneval": section}), encoding="utf-8")
    return path


def agent_config(tmp_path: Path, url: str, key: str, **harvest: Any) -> Path:
    token = tmp_path / "agentos-token"
    token.write_text(key, encoding="utf-8")
    internal = {"url": url, "agent": AGENT_ID, "token_file": str(token)}
    return write_config(tmp_path, internal=internal, **harvest)


def everything(run: CliRun, *files: Path) -> str:
    """All a harvest printed and wrote."""
    return "\n".join([run.out, run.err, *(f.read_text(encoding="utf-8") for f in files)])


def test_agentos_staff_sessions_are_grouped_covered_and_drafted_with_their_tools(
    cli: Cli, golden: Path, tmp_path: Path, agentos: RunningOS, db: InMemoryDb
) -> None:
    ask(agentos, "provinsi mana paling banyak pendaftaran PT tahun 2024?")
    ask(agentos, "provinsi mana yang paling banyak pendaftaran PT di 2024", user="staff-2")
    ask(agentos, f"cek status NIK {NIK}, hubungi {PHONE}", user="staff-3")
    ask(agentos, f"kirim rekap ke {EMAIL}")
    stored(db, "old", (at(3), "berapa jumlah pendaftaran fidusia bulan ini", ["count_rows"]))
    cfg = agent_config(tmp_path, agentos.url, agentos.key)
    out_json, drafts = tmp_path / "harvest.json", tmp_path / "drafts.yaml"
    run = cli(
        "harvest", "--set", str(golden), "--config", str(cfg), "--agentos",
        "--json", str(out_json), "--drafts", str(drafts),
    )  # fmt: skip
    assert run.code == 0, run.err
    data = json.loads(out_json.read_text(encoding="utf-8"))
    assert (data["read"], data["kept"]) == (5, 5)
    assert {g["surface"] for g in data["groups"]} == {"internal"}
    top = data["groups"][0]
    assert top["count"] == 2 and top["covered_by"] is None
    assert top["tools"] == [{"name": "registrations", "count": 2}]
    assert len(top["sources"]["runs"]) == 2 and top["sources"]["log_lines"] == {}
    covered = [g for g in data["groups"] if g["covered_by"] == "fidusia-jumlah"]
    assert [g["count"] for g in covered] == [1]
    assert data["coverage"]["by_surface"] == {"public": None, "internal": 0.2}
    # The drafts start the SME from what the agent did: a commented expected.tools.
    text = drafts.read_text(encoding="utf-8")
    assert "    # tools:" in text and "#     - {name: registrations}" in text
    drafted = parse_golden_set(text, str(drafts))
    assert {i.surface for i in drafted.items} == {"internal"}
    # Uncommented as it stands, the block is the item's expected.tools.
    uncommented = text.replace("    # tools:", "    tools:").replace(
        "    #   must_call:", "      must_call:"
    )
    uncommented = uncommented.replace("    #     - {name:", "        - {name:")
    tools = [i.expected.tools for i in parse_golden_set(uncommented, str(drafts)).items]
    assert any(t is not None and [c.name for c in t.must_call] == ["registrations"] for t in tools)
    # Nothing personal and never the AgentOS's token, anywhere.
    seen = everything(run, out_json, drafts)
    for secret in (NIK, "3456-7890", "rina.wulandari", "contoh.go.id", agentos.key):
        assert secret not in seen
    # The harvest is stored for the suite the config names, with the set it measured;
    # five questions are too few to state a coverage from.
    store = open_store(f"sqlite:///{tmp_path / 'history.db'}")
    try:
        latest = store.latest_harvest("tanya-harvest")
        stated = store.latest_coverage("tanya-harvest")
    finally:
        store.close()
    assert latest is not None and latest.coverage.kept == 5 and stated is None
    assert latest.coverage.too_small and latest.coverage.set_items == 4
    assert latest.coverage.coverage.by_surface["internal"] == pytest.approx(0.2)
    assert "stored for suite tanya-harvest in default SQLite" not in run.out
    assert f"stored for suite tanya-harvest in sqlite:///{tmp_path / 'history.db'}" in run.out


def test_an_unreachable_agentos_is_exit_3_naming_its_address(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    cfg = agent_config(tmp_path, url, "never-shown-key")
    drafts = tmp_path / "drafts.yaml"
    run = cli(
        "harvest", "--set", str(golden), "--config", str(cfg), "--agentos",
        "--drafts", str(drafts),
    )  # fmt: skip
    assert run.code == 3, run.err
    assert url in run.err and "never-shown-key" not in run.err + run.out
    assert "harvest failed: " in run.err and "no verdict" not in run.err
    assert not drafts.exists()  # nothing half-written


LOG = [
    {"question": f"Halo min, syarat mendirikan PT apa saja? NIK {NIK}"},
    {"question": "syarat pendirian PT apa aja ya"},
    {"question": f"biaya apostille berapa? wa {PHONE}"},
]


def test_with_an_embeddings_endpoint_only_de_identified_text_is_sent_and_vectors_group(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    with serve_in_thread(EmbeddingsStandIn(model="e5")) as endpoint:
        cfg = write_config(tmp_path, embeddings={"url": endpoint.url, "model": "e5"})
        log = write_log(tmp_path / "log.jsonl", LOG)
        run = cli("harvest", "--set", str(golden), "--config", str(cfg), "--log", str(log),
                  "--json", "-")  # fmt: skip
        sent = list(endpoint.inputs)
    assert run.code == 0, run.err
    assert sent, "the vectors must come from the endpoint"
    assert not any(NIK in t or "3456" in t for t in sent)
    assert any("<NIK>" in t for t in sent)
    data = json.loads(run.out)
    assert data["kept"] == 3 and sum(g["count"] for g in data["groups"]) == 3


def test_an_embeddings_endpoint_that_keeps_failing_is_exit_3_never_a_fall_back(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    with serve_in_thread(EmbeddingsStandIn(model="e5", fail_status=503)) as endpoint:
        cfg = write_config(tmp_path, embeddings={"url": endpoint.url, "model": "e5"})
        log = write_log(tmp_path / "log.jsonl", LOG)
        out_json = tmp_path / "harvest.json"
        run = cli("harvest", "--set", str(golden), "--config", str(cfg), "--log", str(log),
                  "--json", str(out_json))  # fmt: skip
        url = endpoint.url
    assert run.code == 3, run.err
    assert url in run.err
    assert not out_json.exists()
    assert "coverage:" not in run.out  # no lexical harvest printed in its stead


def test_min_cosine_sets_where_two_texts_ask_the_same_thing(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    question = "syarat pendirian PT perorangan WNI"
    log = write_log(tmp_path / "log.jsonl", [{"question": question}])
    # The stand-in's cosine of this question and the item pt-syarat's lies between the two
    # thresholds tried: the default 0.85 leaves the group uncovered, 0.5 covers it.
    near = sum(a * b for a, b in zip(stand_in_vector(question), stand_in_vector(ITEM), strict=True))
    assert 0.5 <= near < 0.85, near
    covered_by = {}
    with serve_in_thread(EmbeddingsStandIn(model="e5")) as endpoint:
        for name, extra in (("default", {}), ("0.5", {"min_cosine": 0.5})):
            cfg = write_config(tmp_path, embeddings={"url": endpoint.url, "model": "e5", **extra})
            run = cli("harvest", "--set", str(golden), "--config", str(cfg), "--log", str(log),
                      "--json", "-")  # fmt: skip
            assert run.code == 0, run.err
            covered_by[name] = json.loads(run.out)["groups"][0]["covered_by"]
        cfg = write_config(
            tmp_path, embeddings={"url": endpoint.url, "model": "e5", "min_cosine": 0}
        )
        refused = cli("harvest", "--set", str(golden), "--config", str(cfg), "--log", str(log))
    assert covered_by == {"default": None, "0.5": "pt-syarat"}
    assert refused.code == 2 and "min_cosine" in refused.err, refused.err
