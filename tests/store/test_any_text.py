"""Any text a chatbot or judge returns is stored (docs/design.md §8), on both backends.

NUL is kept where the backend can keep it (SQLite) and replaced by U+FFFD
where it cannot (PostgreSQL); a lone surrogate is replaced by U+FFFD on
both. Nothing fails the batch, and a resume reads the run back.
"""

from __future__ import annotations

import hashlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.model import Counts, GateVerdict, Outcome
from goldeneval.store import RunStatus, Store
from goldeneval.store._text import REPLACEMENT, backend_safe
from tests.anytext import any_text

from .helpers import result, start

HOSTILE = "Jum\u2019at\x00 libur \ud800 \udfff ok \U0001f600 \x1b[31m"


def _backend_keeps_nul(store: Store) -> bool:
    return type(store).__name__.startswith("Sqlite")


def test_nul_and_lone_surrogates_in_every_text_field_are_stored(store: Store) -> None:
    store.begin_run(start("r1"))
    hostile = result(
        "r1",
        "a",
        Outcome.FAILED,
        answer=HOSTILE,
        reason=f"judge: fail ({HOSTILE})",
        judge_reason=HOSTILE,
        error=HOSTILE,
        auto_fail=(HOSTILE,),
        auto_fail_reason=f'missing "{HOSTILE}"',
        question=HOSTILE,
        domain="d\x00\ud83d",
    )
    plain = result("r1", "b", answer="biasa")
    store.save_results([hostile, plain])  # one batch: the hostile row must not sink the other
    got = {r.item_id: r for r in store.results("r1")}
    assert set(got) == {"a", "b"}
    nul = "\x00" if _backend_keeps_nul(store) else REPLACEMENT
    expected = f"Jum\u2019at{nul} libur {REPLACEMENT} {REPLACEMENT} ok \U0001f600 \x1b[31m"
    a = got["a"]
    assert a.answer == expected
    assert a.judge_reason == expected
    assert a.error == expected
    assert a.question == expected
    assert a.reason == f"judge: fail ({expected})"
    assert a.auto_fail_reason == f'missing "{expected}"'
    assert a.auto_fail == (
        f"Jum\u2019at{REPLACEMENT} libur {REPLACEMENT} {REPLACEMENT} ok \U0001f600 \x1b[31m",
    )
    assert a.domain == f"d{nul}{REPLACEMENT}"
    # The digest is of the answer as received, lone surrogates included.
    assert a.answer_sha256 == hashlib.sha256(HOSTILE.encode("utf-8", "surrogatepass")).hexdigest()
    assert got["b"].answer == "biasa"


def test_a_run_with_hostile_text_finishes_and_resumes(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([result("r1", "a", Outcome.ERRORED, error="koneksi \x00 putus \udc80")])
    store.save_results([result("r1", "a", Outcome.FAILED, judge_reason="\ud800\x00")])
    store.finish_run(
        "r1",
        status=RunStatus.FINISHED,
        finished_at=1_700_000_100.0,
        counts=Counts(items=1, scored=1, failed=1),
        gate=GateVerdict(passed=False, reasons=("item a \x00 regressed \ud800",)),
        regressions=(),
    )
    run = store.begin_run(start("r1", set_source="set-\udcff.yaml"))  # a resume
    assert run.gate is not None and run.gate.reasons[0].startswith("item a ")
    finals = store.final_results("r1")
    assert set(finals) == {"a"}
    assert finals["a"].judge_reason is not None and REPLACEMENT in finals["a"].judge_reason


def test_storable_replaces_only_what_a_store_cannot_keep() -> None:
    assert backend_safe("biasa \u00a0 \U0001f600 \x1b") == "biasa \u00a0 \U0001f600 \x1b"
    assert backend_safe("a\x00b") == f"a{REPLACEMENT}b"
    assert backend_safe("a\x00b", keeps_nul=True) == "a\x00b"
    assert backend_safe("\ud83d\ude00") == REPLACEMENT * 2  # two halves that never paired


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(any_text, min_size=1, max_size=4))
def test_any_text_is_stored_and_read_back(store: Store, texts: list[str]) -> None:
    run = f"r{abs(hash(tuple(texts)))}"
    store.begin_run(start(run))
    batch = [
        result(run, f"i{n}", Outcome.FAILED, answer=t, judge_reason=t, reason=t, error=t)
        for n, t in enumerate(texts)
    ]
    store.save_results(batch)
    got = {r.item_id: r for r in store.results(run)}
    keeps_nul = _backend_keeps_nul(store)
    for n, t in enumerate(texts):
        assert got[f"i{n}"].answer == backend_safe(t, keeps_nul=keeps_nul)
        assert got[f"i{n}"].reason == backend_safe(t, keeps_nul=keeps_nul)
