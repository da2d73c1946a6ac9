"""A question read in its conversation (docs/design.md §14.3): follow-ups lean on what came before.

Staff ask the data agent in sessions: "berapa PT perorangan didaftarkan bulan lalu per
provinsi?" then "kalau bulan sebelumnya?", "yang paling sedikit?". A data-agent question is
read as the kind of figure it asks, without the place and period it filters by
(``_staff.staff_reading``). A follow-up names no service and says only what changes; alone it
asks nothing anyone could answer. So a question that names no service and holds at most
:data:`FOLLOW_UP` content stems, asked after a question of the same session that named
one, asks that question with its own words added: its facet stays its own when it names
one, else the earlier question's. A visitor of the public chatbot asks whole questions, so
only a question of asking words alone ("biayanya berapa?"), or one naming another service
and nothing else ("kalau yayasan?"), leans on the one before. A
golden conversation's later turns are read the same way (``_coverage.item_keys``), so the
set's follow-ups cover the traffic's.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from goldeneval.model import Question, Surface
from goldeneval.traffic._facets import HOW
from goldeneval.traffic._normalise import Asked, KeyMaker
from goldeneval.traffic._services import SERVICE_STEMS
from goldeneval.traffic._staff import asks_count, staff_reading

FOLLOW_UP = 2
"""How many content stems a question naming no service may hold and still lean on the one
before it ("kalau 2024?", "bayarnya berapa per dokumen?"); a question saying more ("cara
bayar voucher pnbp lewat m-banking") is about what it says."""

PUBLIC_FOLLOW_UP = 1
"""How many content stems a visitor's question naming no service may hold and still be read
after the visitor's question before it: visitors ask whole questions, and reading longer
ones in their sessions joined unrelated questions."""

_SWITCH = frozenset(["kalau", "about", "untuk", "juga"])
"""Words that turn a visitor's question naming only a service into a follow-up ("kalau
yayasan?", "how about PT perorangan?", "untuk CV gimana?", "PT perorangan juga?"): without
one, "gimana caranya punya PT perorangan" asks how, whatever the visitor asked before."""

_NEVER = datetime.min.replace(tzinfo=UTC)
"""Where a question without a time sorts in its session (before every timed one)."""


def follow_up(
    asked: Asked, before: Asked | None, *, inherit: bool = True, switch: bool = False
) -> Asked:
    """``asked`` read after ``before`` (the conversation's previous question, if any); its
    facet that of ``before`` when it names none and ``inherit`` (staff refine one figure:
    "kalau bulan sebelumnya?" after a ranking asks the ranking). With ``switch``, a question
    naming a service and at most one word more, and no facet, asks the figure before of that
    service ("kalau fidusia?" after a ranking of PT perorangan asks the ranking of fidusia)."""
    if before is None or not before.block[1]:
        return asked
    if asked.block[1]:
        if not switch or asked.facet != HOW or len(set(asked.key) - SERVICE_STEMS) > 1:
            return asked
        key = {*asked.key, *(s for s in before.key if s not in SERVICE_STEMS)}
    elif len(asked.key) > FOLLOW_UP:
        return asked
    else:
        key = {*before.key, *asked.key}
    facet = before.facet if asked.facet == HOW and inherit else asked.facet
    return Asked(facet, tuple(sorted(key)))


def staff_follow_up(text: str, asked: Asked, before: Asked | None, maker: KeyMaker) -> Asked:
    """A data-agent question (``text``, read as ``asked``) after the session's ``before``:
    it refines the figure before unless it asks a count of its own (``_staff.asks_count``),
    and it may name another service only."""
    own = asks_count(text, maker, before)
    return follow_up(asked, before, inherit=not own, switch=True)


def reading(text: str, surface: Surface, maker: KeyMaker) -> Asked:
    """What ``text`` asks alone: a data-agent question read as staff ask
    (``_staff.staff_reading``), a visitor's as the key maker reads it."""
    return staff_reading(text, maker) if surface == "internal" else maker.asked(text)


def turn_after(
    text: str, asked: Asked, before: Asked | None, surface: Surface, maker: KeyMaker
) -> Asked:
    """A golden conversation's turn (``text``, read alone as ``asked``) after the turn before
    it, by the rule of its surface's follow-ups."""
    if surface == "internal":
        return staff_follow_up(text, asked, before, maker)
    return follow_up(asked, before)


def _switches(text: str, asked: Asked, maker: KeyMaker) -> bool:
    """Whether a visitor's question names a service and nothing else, with a word turning
    it into a follow-up (:data:`_SWITCH`)."""
    named = asked.facet == HOW and bool(asked.block[1]) and set(asked.key) <= SERVICE_STEMS
    return named and bool(_SWITCH & set(maker.corrected(text)))


def in_context(questions: Sequence[Question], maker: KeyMaker) -> list[Asked]:
    """What each question asks: a data-agent question read after the question before it in
    its session (by time, then by input order); a visitor's question only when it holds
    asking words alone ("biayanya berapa?") or names another service only ("kalau
    yayasan?"); a question without a session read alone.
    Visitors ask whole questions: read in their sessions, unrelated short ones joined
    (docs/design.md §14.3 step 6)."""
    found = [reading(q.text, q.surface, maker) for q in questions]
    previous: dict[tuple[str, str], Asked] = {}
    order = sorted(
        (n for n, q in enumerate(questions) if q.session is not None),
        key=lambda n: (str(questions[n].session), questions[n].at or _NEVER, n),
    )
    for n in order:
        session = (questions[n].surface, str(questions[n].session))
        if questions[n].surface == "internal":
            found[n] = staff_follow_up(questions[n].text, found[n], previous.get(session), maker)
        elif (before := previous.get(session)) and _switches(questions[n].text, found[n], maker):
            # "kalau PT perorangan?", "how about yayasan?" say a service and nothing it
            # asks: they ask what the visitor asked before, of that service (the earlier
            # question's other words were about its own service: "per dokumen").
            found[n] = Asked(before.facet, found[n].key)
        elif len(found[n].key) <= PUBLIC_FOLLOW_UP:
            # A visitor's question of asking words and at most one word more ("biayanya
            # berapa?", "bedanya sama legalisasi apa?") asks about the service the visitor
            # asked about before, and asks what its own words ask; one saying more is read
            # alone.
            found[n] = follow_up(found[n], previous.get(session), inherit=False)
        previous[session] = found[n]
    return found
