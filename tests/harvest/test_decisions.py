"""The SMEs' coverage decisions applied to a harvest (docs/design.md §14.9): pure, and through
the real ``goldeneval harvest`` reading them from its store."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Coverage, CoverageDecision, Harvest, Phrasing, QuestionGroup, Window
from goldeneval.store import open_store
from goldeneval.traffic import apply_decisions, wording
from goldeneval.traffic._coverage import coverage
from tests.harvest.conftest import SET_YAML, CliRun, write_log

Cli = Callable[..., CliRun]

WORDS = ["biaya pt", "syarat cv", "cara daftar fidusia", "cek wasiat", "halo admin", "cuaca"]


def _decision(wordings: tuple[str, ...], item: str | None, at: float = 1.0) -> CoverageDecision:
    return CoverageDecision("tanya", wordings, item, "local:budi", at)


@st.composite
def harvests(draw: st.DrawFn) -> Harvest:
    """Groups whose phrasings are distinct wordings (as a grouping makes them)."""
    sizes = draw(st.lists(st.integers(1, 3), min_size=1, max_size=6))
    groups = []
    for n, size in enumerate(sizes):
        texts = tuple(f"{WORDS[n]} {k}" for k in range(size))
        groups.append(
            QuestionGroup(
                id=f"q-{n:010d}",
                surface=draw(st.sampled_from(["public", "internal"])),
                count=draw(st.integers(1, 50)),
                phrasings=tuple(Phrasing(t, 1) for t in texts),
                covered_by=draw(st.sampled_from([None, "pt-syarat"])),
                domain=draw(st.sampled_from([None, "badan-hukum-pt"])),
            )
        )
    return Harvest(
        read=99,
        kept=sum(g.count for g in groups),
        dropped={},
        window=Window(None, None),
        coverage=coverage(groups),
        groups=tuple(groups),
    )


def _respelt(text: str, upper: bool) -> str:
    """The same wording as another user might type it: case and spaces changed."""
    spaced = "  ".join(text.split()) + " "
    return spaced.upper() if upper else spaced


@given(harvests(), st.data(), st.sampled_from([None, "apostille-biaya"]), st.booleans())
def test_a_decided_wording_in_any_position_decides_its_group(
    harvest: Harvest, data: st.DataObject, item: str | None, upper: bool
) -> None:
    chosen = data.draw(st.integers(0, len(harvest.groups) - 1))
    target = harvest.groups[chosen]
    at = data.draw(st.integers(0, len(target.phrasings) - 1))
    decided = _decision((_respelt(target.phrasings[at].text, upper),), item)
    got = apply_decisions(harvest, [decided])
    others = [g for g in harvest.groups if g is not target]
    if item is None:
        assert list(got.groups) == others  # left out; every other group unchanged
        assert got.coverage.excluded == target.count
        assert got.coverage == Coverage(**{**vars(coverage(others)), "excluded": target.count})
    else:
        assert [g.covered_by for g in got.groups if g.id == target.id] == [item]
        assert [g for g in got.groups if g.id != target.id] == others
        assert got.coverage.excluded == 0
        assert got.coverage.share == coverage(got.groups).share
    assert (got.read, got.kept, got.window) == (harvest.read, harvest.kept, harvest.window)


@given(harvests())
def test_decisions_on_wordings_no_group_holds_change_nothing(harvest: Harvest) -> None:
    assert apply_decisions(harvest, [_decision(("never asked",), None)]) == harvest
    assert apply_decisions(harvest, []) == harvest


def test_the_newest_decision_on_a_group_wins_and_gives_the_items_domain() -> None:
    golden = parse_golden_set(SET_YAML, "set.yaml")
    group = QuestionGroup(
        "q-1", "public", 4, (Phrasing("Biaya PT", 3), Phrasing("biaya pt ya", 1)), None, "wasiat"
    )
    harvest = Harvest(4, 4, {}, Window(None, None), coverage([group]), (group,))
    newest = _decision(("biaya pt ya",), "apostille-biaya", at=2.0)
    older = _decision(("biaya pt",), None, at=1.0)
    got = apply_decisions(harvest, [newest, older], items=golden.items)
    (covered,) = got.groups
    assert (covered.covered_by, covered.domain) == ("apostille-biaya", "apostille")
    assert (got.coverage.share, got.coverage.excluded) == (1.0, 0)
    assert wording("  Biaya   PT ") == "biaya pt"
    excluded = apply_decisions(harvest, [older, newest], items=golden.items)
    assert (excluded.groups, excluded.coverage.share, excluded.coverage.excluded) == ((), None, 4)


ROWS = [
    {"question": "berapa lama cuaca di kantor notaris hari ini"},
    {"question": "berapa lama cuaca di kantor notaris hari ini"},
    {"question": "bagaimana cara mengurus izin kapal nelayan"},
    {"question": "Apa saja syarat mendirikan PT?"},
]


def test_the_harvest_honours_the_decisions_stored_for_its_suite(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    args = ("harvest", "--set", str(golden), "--log", str(log), "--suite", "tanya")
    before = cli(*args, "--json", str(tmp_path / "before.json"))
    assert before.code == 0, before.err
    groups = json.loads((tmp_path / "before.json").read_text(encoding="utf-8"))["groups"]
    uncovered = {g["phrasings"][0]["text"]: g for g in groups if g["covered_by"] is None}
    weather = uncovered["berapa lama cuaca di kantor notaris hari ini"]
    ships = uncovered["bagaimana cara mengurus izin kapal nelayan"]
    store = open_store(f"sqlite:///{tmp_path / 'history.db'}")
    try:
        store.save_coverage_decision(
            CoverageDecision(
                "tanya", (wording(weather["phrasings"][0]["text"]),), None, "local:budi", 1.0
            )
        )
        store.save_coverage_decision(
            CoverageDecision(
                "tanya",
                ("bagaimana cara mengurus izin kapal nelayan",),
                "pt-syarat",
                "local:ani",
                2.0,
            )
        )
        # Another suite's decision is not this suite's.
        store.save_coverage_decision(
            CoverageDecision("other", ("apa saja syarat mendirikan pt?",), None, "local:ani", 3.0)
        )
    finally:
        store.close()
    drafts = tmp_path / "drafts.yaml"
    after = cli(*args, "--json", str(tmp_path / "after.json"), "--drafts", str(drafts))
    assert after.code == 0, after.err
    doc = json.loads((tmp_path / "after.json").read_text(encoding="utf-8"))
    assert doc["coverage"]["excluded"] == weather["count"] == 2
    assert weather["id"] not in {g["id"] for g in doc["groups"]}
    assert {g["id"]: g["covered_by"] for g in doc["groups"]}[ships["id"]] == "pt-syarat"
    assert doc["coverage"]["share"] == 1.0  # 2 of 2 questions left are covered
    assert "excluded: 2 questions an SME decided are not a question for us" in after.out
    text = drafts.read_text(encoding="utf-8")
    assert "cuaca" not in text and "kapal" not in text
    # The stored harvest counts the same share.
    store = open_store(f"sqlite:///{tmp_path / 'history.db'}")
    try:
        stored = store.latest_coverage("tanya")
    finally:
        store.close()
    assert stored is not None and stored.coverage.share == 1.0
