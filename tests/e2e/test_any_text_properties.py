"""Any text in, a verdict out (issue 10): property tests through the real CLI.

Real stand-ins on loopback, real stores (both backends), the real entry
point in-process. Whatever the chatbot answers, the judge reasons, and
whatever the item ids and run id are, ``goldeneval run`` returns an exit
code in {0, 1, 2, 3} without raising, and unless it refused the input
(exit 2) every item of the set has a stored result.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._parse import parse_golden_set
from goldeneval.store import open_store
from tests.anytext import any_text

from .conftest import Env, item

E2E = settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Every id: any code point, NUL and lone surrogates included (the loader
# refuses those two; YAML cannot even carry a surrogate), line breaks, bidi
# controls, CJK, Turkish İ.
_lead = st.sampled_from(list("aZ9İı法\u0645é"))
_name_char = st.one_of(st.characters(), st.sampled_from(list("\n\r\t\x1b\x85\u2028\u202e\u200b -")))
_clean_name = st.builds(lambda lead, rest: lead + rest, _lead, st.text(_name_char, max_size=20))
_bad_name = st.builds(
    lambda lead, bad, rest: lead + bad + rest,
    _lead,
    st.sampled_from(["\x00", "\ud800", "\udcc4"]),
    st.text(_name_char, max_size=10),
)
# One name in eight holds what no store can keep as a key (the input is refused).
_name = st.integers(0, 7).flatmap(lambda n: _bad_name if n == 0 else _clean_name)
ids = st.lists(_name, min_size=1, max_size=3, unique=True)
run_ids = _name

# Answers reach the judge request: the HTTP client replaces lone surrogates
# at its boundary, so any text at all may come back from the chatbot.
_answer_text = any_text
_passing_answer = st.builds(lambda a, b: f"{a} benar {b}", _answer_text, _answer_text)
_verdict = st.fixed_dictionaries(
    {"correctness": st.floats(0, 1), "pass": st.booleans(), "reason": any_text}
)
_passing_verdict = st.fixed_dictionaries(
    {"correctness": st.floats(0.7, 1), "pass": st.just(True), "reason": any_text}
)


def _write_set(env: Env, item_ids: list[str], name: str) -> Path:
    items = [item(i, question=f"pertanyaan {n}?") for n, i in enumerate(item_ids)]
    path = env.tmp / name
    # allow_unicode writes the text as it is; what YAML cannot hold raw it escapes.
    path.write_text(yaml.safe_dump(items, allow_unicode=True), encoding="utf-8", errors="strict")
    return path


def _stored(env: Env, run_id: str) -> set[str]:
    store = open_store(env.store)
    try:
        return {r.item_id for r in store.results(run_id)}
    finally:
        store.close()


@E2E
@given(data=st.data(), item_ids=ids, run_id=run_ids, sse=st.booleans())
def test_any_answer_reason_id_and_run_id_end_in_a_stored_result_and_an_exit_code(
    env: Env, cli, data: st.DataObject, item_ids: list[str], run_id: str, sse: bool
) -> None:
    # Half the runs are meant to pass (answers hold the required "benar", the
    # judge says pass), so the exit-0 path sees hostile text as well.
    passing = data.draw(st.booleans(), label="passing")
    for n in range(len(item_ids)):
        answer = _passing_answer if passing else st.one_of(_answer_text, _passing_answer)
        env.bot.answers[f"pertanyaan {n}?"] = data.draw(answer, label=f"answer {n}")
    env.bot.sse = sse
    env.judge.default = data.draw(_passing_verdict if passing else _verdict, label="verdict")
    set_path = _write_set(env, item_ids, "set.yaml")
    out = env.tmp / "summary.json"
    junit = env.tmp / "junit.xml"
    argv = ("run", "-set", str(set_path), "-config", str(env.write_config()))
    run = cli(*argv, "--run-id", run_id, "--json", str(out), "--junit", str(junit))
    assert run.code in (0, 1, 2, 3), run
    event(f"exit {run.code}")
    assert "Traceback" not in run.err
    if run.code == 2:
        assert run.err.startswith("goldeneval: "), run.err
        return
    # The ids as the set file holds them (YAML folds a few line breaks, e.g. NEL).
    loaded = parse_golden_set(set_path.read_text(encoding="utf-8"), str(set_path))
    assert _stored(env, run_id) == {i.id for i in loaded.items}
    verdict_lines = [x for x in run.out.splitlines() if x.startswith(("GATE", "NO VERDICT"))]
    assert verdict_lines == [run.last_line]
    assert out.read_text(encoding="utf-8").startswith("{")
    assert junit.read_text(encoding="utf-8").startswith("<?xml")


def test_the_strategies_reach_the_cases_they_are_for() -> None:
    # The property above is only as good as its inputs: they do produce
    # NUL, lone surrogates and line breaks in ids, and verdict reasons with them.
    found = {"nul": False, "surrogate": False, "newline": False}

    @settings(max_examples=300, deadline=None)
    @given(ids)
    def probe(values: list[str]) -> None:
        for v in values:
            found["nul"] |= "\x00" in v
            found["surrogate"] |= any("\ud800" <= c <= "\udfff" for c in v)
            found["newline"] |= "\n" in v

    probe()
    assert all(found.values()), found


def test_a_nul_answer_and_a_surrogate_reason_are_stored_and_the_run_resumes(env: Env, cli) -> None:
    # Before: PostgreSQL refused the whole batch over the NUL (exit 3, and the
    # same on every resume); a judge reason with a lone surrogate failed every
    # batch save on both backends.
    items = [item("a"), item("b")]
    env.bot.answers[items[0]["question"]] = "jawaban \x00 benar"
    env.bot.answers[items[1]["question"]] = "jawaban benar"
    env.judge.default = {"correctness": 0.9, "pass": True, "reason": "baik \ud800 sekali"}
    argv = ("run", "-set", str(env.write_set(items)), "-config", str(env.write_config()))
    first = cli(*argv, "--run-id", "r1")
    assert first.code == 0, first.err
    store = open_store(env.store)
    try:
        got = {r.item_id: r for r in store.results("r1")}
    finally:
        store.close()
    nul = "\x00" if env.store.startswith("sqlite") else "\ufffd"
    assert got["a"].answer == f"jawaban {nul} benar"
    assert got["b"].judge_reason == "baik \ufffd sekali"
    calls = env.judge.calls
    again = cli(*argv, "--run-id", "r1")
    assert again.code == 0, again.err
    assert env.judge.calls == calls  # resumed: nothing asked twice
