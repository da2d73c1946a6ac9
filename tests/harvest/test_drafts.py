"""Drafts for the SMEs (docs/design.md §14.6): valid items whatever the questions hold."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import (
    Coverage,
    Harvest,
    Phrasing,
    QuestionGroup,
    ToolCount,
    Window,
)
from goldeneval.traffic import draft_id, render_drafts
from goldeneval.traffic._drafts import printable
from goldeneval.traffic._tidy import clean


def group(
    text: str, *, gid: str = "q-0123456789", surface: str = "public", **kw: object
) -> QuestionGroup:
    fields: dict[str, object] = {
        "id": gid,
        "surface": surface,
        "count": 3,
        "phrasings": (Phrasing(text, 2), Phrasing(text + " ya", 1)),
        "covered_by": None,
        "domain": None,
    }
    fields.update(kw)
    return QuestionGroup(**fields)  # type: ignore[arg-type]


def harvest_of(*groups: QuestionGroup) -> Harvest:
    return Harvest(
        read=3,
        kept=3,
        dropped={},
        window=Window("2025-03-03", "2025-03-09"),
        coverage=Coverage(0.0, {"public": 0.0, "internal": None}, {}),
        groups=groups,
    )


@settings(max_examples=300)
@given(st.text(min_size=1))
def test_any_question_stays_one_string_and_the_file_loads(text: str) -> None:
    rendered = render_drafts(harvest_of(group(text)), existing_ids=())
    loaded = parse_golden_set(rendered, "drafts.yaml").items[0]
    # one line (YAML folds its own line breaks: U+0085, U+2028), nothing YAML refuses
    # the chat around it taken off (greetings, particles), or as typed when nothing is left
    asked = clean(text) or text
    assert loaded.question == (" ".join(printable(asked).split()) or "q-0123456789")


def test_an_item_without_a_near_item_is_in_the_draft_domain_and_ids_never_collide() -> None:
    g = group("jam buka kantor?")
    taken = {"harvest-q-0123456789", "harvest-q-0123456789-2"}
    assert draft_id(g, taken) == "harvest-q-0123456789-3"
    loaded = parse_golden_set(render_drafts(harvest_of(g), taken), "d.yaml")
    assert loaded.items[0].id == "harvest-q-0123456789-3"
    assert loaded.items[0].domain == "draft"


def test_the_comments_say_what_the_traffic_says() -> None:
    g = group(
        "berapa pendaftaran fidusia hari ini",
        surface="internal",
        up=1,
        down=2,
        tools=(ToolCount("count_registrations", 3), ToolCount("search: x", 1)),
        first_seen=datetime(2025, 3, 3, 8, tzinfo=UTC),
        last_seen=datetime(2025, 3, 9, 17, 30, tzinfo=UTC),
        answers=("Ada 120 pendaftaran.\nMenurut data.",),
    )
    text = render_drafts(harvest_of(g), ())
    assert "asked 3 times on the internal surface; first seen 2025-03-03 08:00 UTC, " in text
    assert "last seen 2025-03-09 17:30 UTC" in text
    assert "# votes on its answers: 2 down, 1 up" in text
    assert "#   - Ada 120 pendaftaran. Menurut data." in text
    assert "    #     - {name: count_registrations}  # called 3x" in text
    assert "    #     - {name: 'search: x'}  # called 1x" in text
    loaded = parse_golden_set(text, "d.yaml").items[0]
    assert loaded.expected.tools is None  # a comment only, for the SME to start from


def test_top_limits_and_covered_groups_are_not_drafted() -> None:
    groups = [group(f"q{n}", gid=f"q-{n:010d}") for n in range(5)]
    groups[0] = group("covered", gid="q-9999999999", covered_by="x", domain="d")
    text = render_drafts(harvest_of(*groups), (), top=2)
    assert text.count("- id: ") == 2 and "covered" not in text.split("\n- id:")[1]
    assert render_drafts(harvest_of(), ()).rstrip().endswith("[]")
