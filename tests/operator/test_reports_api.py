"""``GET /reports/{namespace}/{suite}``: the operator serves a run's HTML report from the store.

Real parts: the runs are made by the real CLI against the loopback stand-ins
into a real SQLite store; the operator's aiohttp app is served on loopback
over HTTPS and asked with the e2e reader's token, which the emulated API
server reviews. The GoldenRuns are the index entries kopf would feed it.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

from goldeneval.model import JudgeCalibration
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.store import open_store
from tests.htmlpage import page_text, read_page

from .conftest import Cluster
from .reportruns import BAD, GOOD, SUITE, Served, goldenrun, served, stored_runs


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> str:
    return stored_runs(tmp_path_factory.mktemp("reports"))


@pytest.fixture
async def api(cluster: Cluster, store: str) -> AsyncIterator[tuple[Served, RunIndex]]:
    async with served(cluster, store) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        app.index.update(
            goldenrun("uid-9", "tanya", "Error", "2026-10-01T10:00:00Z")
        )  # never stored
        yield app, app.index


async def test_the_latest_runs_report_is_served_as_a_self_contained_page(api) -> None:  # type: ignore[no-untyped-def]
    app, _ = api

    status, headers, body = await app.get(f"/reports/tanya/{SUITE}")

    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    text = page_text(body)
    assert "run uid-2" in text and "1 verified item regressed (pt-akta)" in text
    assert GOOD in text and BAD in text  # the baseline answer beside the new one
    # pt-akta passed, then failed: one change is a regression, never flaky (issue 40 §1).
    assert "failed · regressed" in text and "flaky in history" not in text
    assert read_page(body).count("script") == 1 and read_page(body).external_references() == []


async def test_a_pinned_run_and_the_api_link_to_it(api) -> None:  # type: ignore[no-untyped-def]
    app, _ = api

    pinned = await app.get(f"/reports/tanya/{SUITE}?run=uid-1")
    _, _, listing = await app.get(f"/api/quality/golden?suite={SUITE}")

    assert pinned[0] == 200 and "run uid-1" in page_text(pinned[2])
    assert "GATE PASSED" in page_text(pinned[2])
    link = json.loads(listing)["report"]
    assert link == f"/reports/tanya/{SUITE}?run=uid-2"
    assert (await app.get(link))[0] == 200


async def test_wrong_namespace_unknown_run_and_bad_names_are_refused(api) -> None:  # type: ignore[no-untyped-def]
    app, index = api

    other_ns = await app.get(f"/reports/elsewhere/{SUITE}")
    pinned_elsewhere = await app.get(f"/reports/elsewhere/{SUITE}?run=uid-1")
    bad_name = await app.get(f"/reports/Not_A_Namespace/{SUITE}")
    index.update(goldenrun("uid-9", "tanya", "Error", "2026-12-01T10:00:00Z"))  # now the latest
    not_stored = await app.get(f"/reports/tanya/{SUITE}")

    assert other_ns[0] == 404 and "namespace 'elsewhere'" in other_ns[2]
    assert pinned_elsewhere[0] == 404
    assert bad_name[0] == 400
    assert not_stored[0] == 404 and "run-uid-9 has no results" in not_stored[2]


async def test_without_a_store_the_reports_say_what_to_configure(cluster: Cluster) -> None:
    async with served(cluster, None) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        status, _, body = await app.get(f"/reports/tanya/{SUITE}")
    assert status == 503 and "GOLDENEVAL_STORE" in body


@pytest.fixture
def calibrated(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """A store of the two runs plus a calibration of the judge that judged them: (DSN, model)."""
    dsn = stored_runs(tmp_path_factory.mktemp("calibrated"))
    store = open_store(dsn)
    try:
        judged = next(r for r in store.results("uid-2") if r.judge_model and r.prompt_digest)
        assert judged.judge_model and judged.prompt_digest
        store.record_calibration(
            JudgeCalibration(
                SUITE, judged.judge_model, judged.prompt_digest, 0.78, (0.64, 0.92), 80, 1.8e9
            ),
            {},
        )
    finally:
        store.close()
    return dsn, judged.judge_model


async def test_the_report_states_the_calibration_of_the_judge_that_judged_the_run(
    cluster: Cluster, calibrated: tuple[str, str]
) -> None:
    dsn, model = calibrated
    async with served(cluster, dsn) as app:
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        _, _, page = await app.get(f"/reports/tanya/{SUITE}")
        _, _, text = await app.get(f"/reports/tanya/{SUITE}?format=text")

    line = f"judge calibration: {model} κ 0.78 (95 % interval 0.64 to 0.92) on 80 SME labels"
    assert line in page_text(page)
    assert line in text


async def test_a_store_no_evaluator_has_written_yet_is_no_runs_not_an_outage(
    cluster: Cluster, pg_dsn: str
) -> None:
    """A brand-new database (never migrated: no evaluator has written to it) is "no runs
    yet", 404 — an outage's 503 would tell the tenant to wait for a database that is fine."""
    async with served(cluster, pg_dsn) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))

        report = await app.get(f"/reports/tanya/{SUITE}")
        text = await app.get(f"/reports/tanya/{SUITE}?format=text")
        latest = await app.get(f"/api/quality/golden?suite={SUITE}")

    assert report[0] == 404 and "has no results" in report[2], report
    assert text[0] == 404, text
    assert latest[0] == 404 and "no finished run" in latest[2], latest


@pytest.fixture
def escalating(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The two runs' store, uid-2 with two more answers it escalated, one an SME labelled."""
    from dataclasses import replace

    from goldeneval.model import Outcome
    from goldeneval.verdict import answer_digest

    dsn = stored_runs(tmp_path_factory.mktemp("escalating"))
    store = open_store(dsn)
    try:
        (judged,) = store.results("uid-2")
        left = [
            replace(
                judged,
                item_id=item_id,
                outcome=Outcome.ESCALATED,
                answer=f"Jawaban {item_id}",
                answer_sha256=answer_digest(f"Jawaban {item_id}"),
                confidence=2 / 3,
            )
            for item_id in ("pt-modal", "pt-npwp")
        ]
        store.save_results(left)
        store.save_labels([_label_of(left[1])])
    finally:
        store.close()
    return dsn


def _label_of(result):  # type: ignore[no-untyped-def]
    """An SME's label of exactly this answer under its expectations: it leaves the queue."""
    from goldeneval.store import StoredLabel

    return StoredLabel(
        SUITE,
        result.item_id,
        result.answer_sha256,
        "uid-2",
        "pass",
        None,
        1_800_000_000.0,
        result.contract_digest,
    )


async def test_the_review_queue_is_the_latest_runs_escalated_unlabelled_answers(
    cluster: Cluster, escalating: str
) -> None:
    async with served(cluster, escalating) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        latest = await app.get(f"/reviews/tanya/{SUITE}")
        pinned = await app.get(f"/reviews/tanya/{SUITE}?run=uid-1")
        elsewhere = await app.get(f"/reviews/elsewhere/{SUITE}")
        bad_name = await app.get(f"/reviews/Not_A_Namespace/{SUITE}")

    assert latest[0] == 200 and latest[1]["Content-Type"].startswith("application/json")
    queue = json.loads(latest[2])
    assert (queue["namespace"], queue["suite"], queue["run_id"]) == ("tanya", SUITE, "uid-2")
    assert [i["item_id"] for i in queue["items"]] == ["pt-modal"]  # pt-npwp is labelled
    assert queue["items"][0]["outcome"] == "escalated"
    assert queue["items"][0]["answer"] == "Jawaban pt-modal"
    assert (pinned[0], json.loads(pinned[2])["items"]) == (200, [])
    assert elsewhere[0] == 404 and bad_name[0] == 400
    assert "/reviews/NAMESPACE/SUITE" in bad_name[2]


async def test_without_a_store_the_review_queue_says_what_to_configure(cluster: Cluster) -> None:
    async with served(cluster, None) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        status, _, body = await app.get(f"/reviews/tanya/{SUITE}")
    assert status == 503 and "GOLDENEVAL_STORE" in body
