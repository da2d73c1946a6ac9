"""The pages' view models, without HTTP: plain functions of the store and the set (both stores)."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator

import pytest

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import CoverageDecision, GoldenSet
from goldeneval.store import Store, label_answer, open_store
from goldeneval.workbench._coverageview import coverage_view
from goldeneval.workbench._draftsview import drafts_view
from goldeneval.workbench._itemsview import item_view, items_view
from goldeneval.workbench._reviewview import review_view
from tests.workbench.conftest import World
from tests.workbench.seed import ESCALATED, SUITE


@pytest.fixture
def opened(world: World) -> Iterator[tuple[Store, GoldenSet]]:
    store = open_store(world.dsn)
    golden = parse_golden_set(world.set_path.read_text(encoding="utf-8"), "set")
    try:
        yield store, golden
    finally:
        store.close()


def test_review_shows_the_queue_one_answer_at_a_time_with_the_baseline_diff(
    opened: tuple[Store, GoldenSet],
) -> None:
    store, golden = opened
    items = {i.id: i for i in golden.items}
    view = review_view(store, SUITE, items)
    assert (view.position, view.total, view.next_item) == (1, 3, ESCALATED[1])
    assert view.entry is not None and view.entry.result.item_id == ESCALATED[0]
    assert view.entry.expected == items[ESCALATED[0]].expected
    diff = view.entry.baseline
    assert diff is not None and diff.run_id == "run-1"
    assert [s.text for s in diff.then if s.mark == "removed"] == ["daftar "]
    assert [s.text for s in diff.now if s.mark == "added"] == ["bayar PNBP "]
    last = review_view(store, SUITE, items, ESCALATED[2])
    assert (last.position, last.next_item) == (3, ESCALATED[0])
    for item_id in ESCALATED:
        label_answer(
            store,
            suite=SUITE,
            run_id="run-2",
            item_id=item_id,
            label="pass",
            note=None,
            by="local:ana",
        )
    empty = review_view(store, SUITE, items)
    assert (empty.position, empty.total, empty.entry) == (0, 0, None)


def test_items_join_the_set_with_the_latest_run_and_an_item_shows_every_label(
    opened: tuple[Store, GoldenSet],
) -> None:
    store, golden = opened
    view = items_view(store, SUITE, golden.items)
    rows = {r.item.id: r for r in view.rows}
    assert view.run_id == "run-2"
    assert rows["yayasan-nama-04"].outcome == "failed"
    assert rows["pt-syarat-01"].outcome == "escalated"
    assert rows["akta-salinan-05"].strip == "PP"
    at = time.time()
    for who, said in (("local:ana", "pass"), ("budi", "fail")):
        label_answer(
            store,
            suite=SUITE,
            run_id="run-2",
            item_id="cv-daftar-03",
            label=said,
            note=None,
            by=who,
            at=at,
        )
        at += 1
    page = item_view(store, SUITE, golden.items[2])
    assert [(x.labelled_by, x.label) for x in page.labels] == [
        ("budi", "fail"),
        ("local:ana", "pass"),
    ]
    assert page.disagreed == {page.labels[0].answer_sha256}
    assert [r.run_id for r in page.history] == ["run-2", "run-1"]
    assert page.tally is not None and page.tally.runs == 1  # an escalated answer is not scored


def test_a_decision_takes_its_group_out_of_the_drafts_and_shows_on_coverage(
    opened: tuple[Store, GoldenSet],
) -> None:
    store, golden = opened
    before = drafts_view(store, SUITE, golden.items, None)
    assert [d.count for d in before.drafts] == [3, 2, 1]  # most asked first
    first = before.drafts[0]
    assert first.domain == "pt" and first.down == 1 and first.new_id.startswith("harvest-")
    store.save_coverage_decision(
        CoverageDecision(
            SUITE, tuple(p for p, _ in first.phrasings), None, "local:ana", time.time(), first.key
        )
    )
    after = drafts_view(store, SUITE, golden.items, None)
    assert [d.key for d in after.drafts] == [d.key for d in before.drafts[1:]]
    view = coverage_view(store, SUITE)
    assert [d.decided_by for d in view.decisions] == ["local:ana"]
    assert view.latest is not None and view.chart is not None
    assert len(view.chart.points) == 1


def test_a_drafts_file_gives_the_drafts_instead(opened: tuple[Store, GoldenSet]) -> None:
    store, golden = opened
    first = golden.items[0]
    added_elsewhere = dataclasses.replace(first, id="harvest-q-1")  # kept under another id
    fresh = dataclasses.replace(first, id="harvest-q-2", question="Berapa lama prosesnya?")
    view = drafts_view(store, SUITE, golden.items, (first, added_elsewhere, fresh))
    assert [d.key for d in view.drafts] == ["harvest-q-2"]
    assert view.source == "the drafts file"


def test_a_conversation_shows_every_turn_and_the_breaking_call_is_marked() -> None:
    from goldeneval.model import ItemResult, JudgeStatus, Outcome, ToolCall, TurnRecord
    from goldeneval.workbench._reviewview import exchanges

    broke = ToolCall("delete_rows", {"table": "fidusia"}, "ok", broke="tools: delete_rows called")
    result = ItemResult(
        "run-2",
        "conv-01",
        "internal",
        "fidusia",
        True,
        "Berapa pendaftaran?",
        Outcome.ESCALATED,
        JudgeStatus.OK,
        answer="118",
        turn=2,
        turns=(
            TurnRecord("Berapa pendaftaran?", "120", Outcome.PASSED),
            TurnRecord(
                "Dan bulan lalu?",
                "118",
                Outcome.ESCALATED,
                tools=(ToolCall("count_rows", {"month": "10"}, "118"), broke),
            ),
        ),
    )
    shown = exchanges(result)
    assert [(x.question, x.answer, x.judged) for x in shown] == [
        ("Berapa pendaftaran?", "120", False),
        ("Dan bulan lalu?", "118", True),
    ]
    assert [(c.text, c.broke) for c in shown[1].calls] == [
        ('count_rows(month="10")', None),
        ("delete_rows(table=fidusia)", "tools: delete_rows called"),
    ]
