"""``GET /reports/{namespace}/{suite}``: the operator serves a run's HTML report from the store.

Real parts: the runs are made by the real CLI against the loopback stand-ins
into a real SQLite store; the operator's aiohttp app is served on loopback
and asked over HTTP. The GoldenRuns are the index entries kopf would feed it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import yaml

from goldeneval.cli import main
from goldeneval.operator.serve._http import StoreReader, build_app, start_http
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.htmlpage import page_text, read_page

SUITE = "tanya-prod"
GOOD = "Pendirian PT memerlukan akta notaris."
BAD = "Pendirian PT gratis <script>alert(1)</script>"


def _stored_runs(tmp: Path) -> str:
    """Two runs by the real CLI, uid-1 passing and uid-2 regressing; returns the store DSN."""
    store = f"sqlite:///{tmp}/history.db"
    q = "Apa syarat pendirian PT?"
    golden = [
        {
            "id": "pt-akta",
            "surface": "public",
            "domain": "badan usaha",
            "question": q,
            "expected": {"must_include": ["akta notaris"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }
    ]
    (tmp / "set.yaml").write_text(yaml.safe_dump(golden), encoding="utf-8")
    with (
        serve_in_thread(ChatbotStandIn({q: GOOD})) as bot,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        cfg = {
            "chatbot_url": bot.url,
            "goldeneval": {"suite": SUITE, "store": store, "judge": {"url": judge.url}},
        }
        (tmp / "c.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        args = [
            "run",
            "-set",
            str(tmp / "set.yaml"),
            "-config",
            str(tmp / "c.yaml"),
            "--no-progress",
        ]
        assert main([*args, "--run-id", "uid-1"]) == 0
        bot.answers[q] = BAD
        assert main([*args, "--run-id", "uid-2"]) == 1
    return store


def _goldenrun(uid: str, namespace: str, phase: str, done: str) -> dict[str, Any]:
    return {
        "metadata": {"uid": uid, "namespace": namespace, "name": f"run-{uid}"},
        "spec": {"suite": SUITE},
        "status": {"phase": phase, "completionTime": done},
    }


@pytest.fixture
async def api(tmp_path: Path) -> AsyncIterator[tuple[str, RunIndex]]:
    store = await asyncio.to_thread(_stored_runs, tmp_path)
    index = RunIndex()
    index.update(_goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    index.update(_goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
    index.update(_goldenrun("uid-9", "tanya", "Error", "2026-10-01T10:00:00Z"))  # never stored
    ready = asyncio.Event()
    ready.set()
    reader = StoreReader(store)
    runner, port = await start_http(build_app(index, ready, reader), "127.0.0.1", 0)
    try:
        yield f"http://127.0.0.1:{port}", index
    finally:
        await runner.cleanup()
        reader.close()


async def _get(url: str) -> tuple[int, dict[str, str], str]:
    async with aiohttp.ClientSession() as http, http.get(url) as resp:
        return resp.status, dict(resp.headers), await resp.text()


async def test_the_latest_runs_report_is_served_as_a_self_contained_page(api) -> None:  # type: ignore[no-untyped-def]
    base, _ = api

    status, headers, body = await _get(f"{base}/reports/tanya/{SUITE}")

    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    text = page_text(body)
    assert "run uid-2" in text and "1 verified item regressed (pt-akta)" in text
    assert GOOD in text and BAD in text  # the baseline answer beside the new one
    assert read_page(body).count("script") == 1 and read_page(body).external_references() == []


async def test_a_pinned_run_and_the_api_link_to_it(api) -> None:  # type: ignore[no-untyped-def]
    base, _ = api

    pinned = await _get(f"{base}/reports/tanya/{SUITE}?run=uid-1")
    _, _, listing = await _get(f"{base}/api/quality/golden?suite={SUITE}")

    assert pinned[0] == 200 and "run uid-1" in page_text(pinned[2])
    assert "GATE PASSED" in page_text(pinned[2])
    link = json.loads(listing)["report"]
    assert link == f"/reports/tanya/{SUITE}?run=uid-2"
    assert (await _get(base + link))[0] == 200


async def test_wrong_namespace_unknown_run_and_bad_names_are_refused(api) -> None:  # type: ignore[no-untyped-def]
    base, index = api

    other_ns = await _get(f"{base}/reports/elsewhere/{SUITE}")
    pinned_elsewhere = await _get(f"{base}/reports/elsewhere/{SUITE}?run=uid-1")
    bad_name = await _get(f"{base}/reports/Not_A_Namespace/{SUITE}")
    index.update(_goldenrun("uid-9", "tanya", "Error", "2026-12-01T10:00:00Z"))  # now the latest
    not_stored = await _get(f"{base}/reports/tanya/{SUITE}")

    assert other_ns[0] == 404 and "namespace 'elsewhere'" in other_ns[2]
    assert pinned_elsewhere[0] == 404
    assert bad_name[0] == 400
    assert not_stored[0] == 404 and "run-uid-9 has no results" in not_stored[2]


async def test_without_a_store_the_reports_say_what_to_configure() -> None:
    index = RunIndex()
    index.update(_goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    ready = asyncio.Event()
    ready.set()
    runner, port = await start_http(build_app(index, ready, StoreReader(None)), "127.0.0.1", 0)
    try:
        status, _, body = await _get(f"http://127.0.0.1:{port}/reports/tanya/{SUITE}")
    finally:
        await runner.cleanup()
    assert status == 503 and "GOLDENEVAL_STORE" in body
