"""``goldeneval stand-ins``: a scripted chatbot and judge to try a golden set with (issue 23)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.testing._script import ScriptError, load_script

SCRIPT = """\
default:
  answer: Maaf, saya tidak tahu.
  judge: {correctness: 0.1, pass: false, reason: no answer}
questions:
  - question: Apa syarat PT perorangan?
    answer: Syaratnya KTP dan NPWP.
    judge: {correctness: 0.95, pass: true, reason: complete}
    latency_ms: 5
  - question: Berapa biaya apostille?
    answer: Gratis.
    judge: {correctness: 0.3, pass: false, reason: wrong fee}
  - question: Bagaimana mendaftar fidusia?
    status: 503
"""

GOLDEN = [
    {
        "id": id_,
        "surface": "public",
        "domain": "test",
        "question": q,
        "expected": {"must_include": [must]},
        "verified": True,
    }
    for id_, q, must in [
        # Worded with other case, spacing and quotes than the script: still its answer.
        ("pt", "apa  syarat\u00a0PT Perorangan?", "KTP"),
        ("apostille", "Berapa biaya apostille?", "Gratis"),
        ("fidusia", "Bagaimana mendaftar fidusia?", "online"),
        ("wasiat", "Di mana mendaftar wasiat?", "notaris"),
    ]
]


def test_the_script_says_answers_verdicts_latency_and_status() -> None:
    script = load_script(SCRIPT, "s.yaml")
    assert script.answers["Apa syarat PT perorangan?"] == "Syaratnya KTP dan NPWP."
    assert dict(script.verdicts)["Berapa biaya apostille?"] == {
        "correctness": 0.3,
        "pass": False,
        "reason": "wrong fee",
    }
    assert script.latency_ms == {"Apa syarat PT perorangan?": 5.0}
    assert script.status == {"Bagaimana mendaftar fidusia?": 503}
    assert script.default_answer == "Maaf, saya tidak tahu."


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("questions:\n  - question: q\n    pas: true\n", "s.yaml:3: unknown key 'pas'"),
        (
            "questions:\n  - question: q\n    anwser: a\n",
            "s.yaml:3: unknown key 'anwser' in questions.0 (did you mean answer?)",
        ),
        ("questions:\n  - answer: a\n", "s.yaml:2: each entry needs a question"),
        (
            "questions:\n  - question: q\n    judge: {correctness: 2}\n",
            "s.yaml:3: correctness must be a number from 0 to 1",
        ),
        ("questions:\n  - question: q\n    status: 302\n", "s.yaml:3: questions.0.status must be"),
        ("questions:\n  - question: q\n  - question: q\n", "s.yaml:3: question 'q' is scripted"),
        ("questions: {a: b}\n", "s.yaml:1: questions must be a list"),
        ("default: [1]\n", "s.yaml:1: default must be a mapping"),
        ("a: 1\na: 2\n", "s.yaml:2: key 'a' appears twice"),
        # the agent's keys (issue 36)
        ("questions:\n  - question: q\n    tools: [{nama: t}]\n", "s.yaml:3: unknown key 'nama'"),
        ("questions:\n  - question: q\n    tools: {a: 1}\n", "s.yaml:3: tools must be a list"),
        ("questions:\n  - question: q\n    chunks: []\n", "s.yaml:3: chunks must be a non-empty"),
        (
            "questions:\n  - question: q\n    tools:\n      - {name: t, error: ya}\n",
            "s.yaml:4: error must be true or false",
        ),
        ("questions:\n  - question: q\n    error: {kind: X}\n", "s.yaml:3: unknown key 'kind'"),
        ("questions:\n  - question: q\n    after: [1]\n", "s.yaml:3: questions.0.after must be"),
    ],
)
def test_a_wrong_script_names_file_and_line(text: str, needle: str) -> None:
    with pytest.raises(ScriptError) as caught:
        load_script(text, "s.yaml")
    assert needle in str(caught.value)


@settings(max_examples=200)
@given(st.text(max_size=200))
def test_any_text_is_a_script_or_a_script_error(text: str) -> None:
    problem = None
    try:
        load_script(text, "s.yaml")
    except ScriptError as exc:
        problem = str(exc)
    assert problem is None or problem.startswith("s.yaml")


def _goldeneval(*args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goldeneval", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        **kw,  # type: ignore[call-overload]
    )


def test_help_explains_every_flag_and_the_exit_codes() -> None:
    out = _goldeneval("stand-ins", "--help").stdout
    codes = out[out.index("exit codes:") :].splitlines()[1:4]
    assert [line.split()[0] for line in codes] == ["0", "2", "3"]
    flags = ("--script", "--answers", "--host", "--chatbot-port", "--judge-port", "--sse")
    for flag in (
        *flags,
        "--answer-flip-rate",
        "--seed",
        "--agent",
        "--agent-key-file",
        "--judge-flip-rate",
        "--judge-seed",
    ):
        line = next(x for x in out.splitlines() if x.strip().startswith(flag))
        rest = out[out.index(line) :].split("\n  -", 1)[0]
        assert len(rest.split()) > 2, f"{flag} has no help"


@pytest.mark.parametrize("rate", ["1.5", "-0.1"])
def test_a_flip_rate_that_is_no_chance_is_exit_2(rate: str) -> None:
    proc = _goldeneval("stand-ins", "--answer-flip-rate", rate)
    assert proc.returncode == 2
    assert "--answer-flip-rate must be a chance from 0 to 1" in proc.stderr


def test_a_bad_script_is_exit_2_naming_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "s.yaml"
    bad.write_text("questions:\n  - question: q\n    pas: true\n", encoding="utf-8")
    proc = _goldeneval("stand-ins", "--script", str(bad))
    assert proc.returncode == 2
    assert f"{bad}:3: unknown key 'pas'" in proc.stderr
    assert "Traceback" not in proc.stderr


def _standins(script: Path, *flags: str) -> tuple[subprocess.Popen[str], list[str]]:
    """``goldeneval stand-ins --script script *flags`` started, and what it printed up to the
    snippet's last line (so it is serving)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "goldeneval", "stand-ins", "--script", str(script), *flags],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    lines = [proc.stdout.readline()]
    while lines[-1] and not lines[-1].startswith("# then"):
        lines.append(proc.stdout.readline())
    return proc, lines


def test_a_golden_set_runs_against_the_scripted_stand_ins(tmp_path: Path) -> None:
    script = tmp_path / "script.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    proc, lines = _standins(script)
    try:
        snippet = "".join(line for line in lines[2:] if not line.startswith("#"))
        cfg = yaml.safe_load(snippet)
        assert lines[0] == f"chatbot_url={cfg['chatbot_url']}\n"
        assert lines[1] == f"judge_url={cfg['goldeneval']['judge']['url']}\n"
        # Trial runs get a store of their own, never the user's default one.
        assert cfg["goldeneval"]["store"] == "sqlite:goldeneval-tryout.db"
        cfg["goldeneval"].update(store=f"sqlite:///{tmp_path / 'h.db'}", max_attempts=1)
        (tmp_path / "config.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        (tmp_path / "golden.yaml").write_text(yaml.safe_dump(GOLDEN), encoding="utf-8")
        args = ("-set", str(tmp_path / "golden.yaml"), "-config", str(tmp_path / "config.yaml"))
        run = _goldeneval("run", *args, "--json", "-")
        _goldeneval("run", *args, "--rejudge")  # the same questions again
    finally:
        proc.send_signal(signal.SIGTERM)
        _, served_err = proc.communicate(timeout=10)
    assert proc.returncode == 0
    warnings = [line for line in served_err.splitlines() if "no scripted answer" in line]
    assert len(warnings) == 1 and "'Di mana mendaftar wasiat?'" in warnings[0], served_err
    outcomes = {r["item_id"]: r for r in json.loads(run.stdout)["results"]}
    assert outcomes["pt"]["outcome"] == "passed"
    assert outcomes["pt"]["correctness"] == 0.95
    assert outcomes["apostille"]["outcome"] == "failed"  # the fact gate passes, the judge not
    assert outcomes["apostille"]["correctness"] == 0.3
    assert outcomes["fidusia"]["outcome"] == "errored"  # scripted 503
    assert outcomes["wasiat"]["outcome"] == "failed"  # the default answer misses "notaris"
    assert run.returncode == 1, run.stderr


def test_answers_from_a_golden_set_cover_every_turn_of_a_conversation(tmp_path: Path) -> None:
    from goldeneval.testing.__main__ import load_answers

    talk = {
        "id": "talk",
        "surface": "public",
        "domain": "test",
        "conversation": [
            {"question": "Apa itu PT perorangan?", "expected": {"must_include": ["satu orang"]}},
            {"question": "Berapa modalnya?", "expected": {"must_include": ["bebas"]}},
        ],
        "verified": True,
    }
    golden = tmp_path / "golden.yaml"
    golden.write_text(yaml.safe_dump([talk]), encoding="utf-8")
    answers = load_answers(golden)
    assert set(answers) == {"Apa itu PT perorangan?", "Berapa modalnya?"}
    assert "bebas" in answers["Berapa modalnya?"]


AGENT_SCRIPT = """\
questions:
  - question: Tiga provinsi teratas 2024?
    answer: Jawa Barat, DKI Jakarta dan Jawa Timur.
    tools:
      - {name: registrations, args: {year: 2024}, result: '{"Jawa Barat": 1410}'}
"""


def test_the_agent_and_a_flipping_judge_from_the_command_line(tmp_path: Path) -> None:
    script = tmp_path / "script.yaml"
    script.write_text(AGENT_SCRIPT, encoding="utf-8")
    key = tmp_path / "agent.key"
    key.write_text("kunci-rahasia-123\n", encoding="utf-8")
    flags = (
        "--agent",
        "--agent-key-file",
        str(key),
        "--judge-flip-rate",
        "0.4",
        "--judge-seed",
        "3",
    )
    proc, lines = _standins(script, *flags)
    try:
        cfg = yaml.safe_load("".join(line for line in lines[3:] if not line.startswith("#")))
        assert lines[2] == f"agent_url={cfg['goldeneval']['internal']['url']}\n"
        # The key's file is named, never the key; the run below only passes with it.
        assert cfg["goldeneval"]["internal"]["token_file"] == str(key)
        assert "kunci-rahasia-123" not in "".join(lines)
        cfg["goldeneval"].update(store=f"sqlite:///{tmp_path / 'h.db'}", max_attempts=1)
        (tmp_path / "config.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        items = [
            {
                "id": f"pub-{n}",
                "surface": "public",
                "domain": "test",
                "question": f"Pertanyaan nomor {n}?",
                "expected": {"must_include": []},
                "verified": True,
            }
            for n in range(8)
        ]
        items.append(
            {
                "id": "top3",
                "surface": "internal",
                "domain": "data",
                "question": "Tiga provinsi teratas 2024?",
                "expected": {"must_include": ["Jawa Barat"], "grounded": "tools"},
                "verified": True,
            }
        )
        (tmp_path / "golden.yaml").write_text(yaml.safe_dump(items), encoding="utf-8")
        args = ("-set", str(tmp_path / "golden.yaml"), "-config", str(tmp_path / "config.yaml"))
        run = _goldeneval("run", *args, "--json", "-")
    finally:
        proc.send_signal(signal.SIGTERM)
        _, served_err = proc.communicate(timeout=10)
    assert proc.returncode == 0
    assert "agent runs=1" in served_err
    results = {r["item_id"]: r for r in json.loads(run.stdout)["results"]}
    assert results["top3"]["tools"][0]["name"] == "registrations"
    assert results["top3"]["judge_pass"] is not None
    # Some verdicts flip, reproducibly for the seed (what makes votes disagree and escalate).
    flipped = [r for r in results.values() if (r["judge_reason"] or "").startswith("flipped")]
    assert flipped, served_err
    assert f"flips={len(flipped)}" in served_err


def test_a_flip_rate_outside_0_to_1_is_refused() -> None:
    proc = _goldeneval("stand-ins", "--judge-flip-rate", "1.5")
    assert proc.returncode == 2
    assert "--judge-flip-rate must be a share from 0 to 1" in proc.stderr


def test_a_port_in_use_is_said_without_a_traceback() -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = _goldeneval("stand-ins", "--agent", "--agent-port", str(port), "--no-snippet")
    assert proc.returncode == 3
    assert "goldeneval stand-ins: cannot serve:" in proc.stderr
    assert "address already in use" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_an_unusable_agent_key_file_is_exit_2(tmp_path: Path) -> None:
    key = tmp_path / "agent.key"
    key.write_text("two words\n", encoding="utf-8")
    proc = _goldeneval("stand-ins", "--agent", "--agent-key-file", str(key))
    assert proc.returncode == 2
    assert f"--agent-key-file {key}: expected one key (no spaces) on one line" in proc.stderr
    missing = _goldeneval("stand-ins", "--agent", "--agent-key-file", str(tmp_path / "none"))
    assert missing.returncode == 2 and "cannot read it" in missing.stderr


def _fluke_seed(question: str, rate: float) -> int:
    """A seed whose flips give the agent's ``question`` a wrong second run and right ones after
    it (the first run makes the baseline; the second is the one confirmed)."""
    from goldeneval.testing import AgentStandIn

    agent = AgentStandIn()
    agent.flip_rate = rate
    for seed in range(10_000):
        agent.seed = seed
        if [agent.flip_drawn(question, n) for n in range(5)] == [False, True, False, False, False]:
            return seed
    raise AssertionError("no seed found")  # pragma: no cover (2**-5 of seeds qualify)


def test_a_sampling_agent_shows_answer_confirmation_on_an_internal_item(tmp_path: Path) -> None:
    script = tmp_path / "script.yaml"
    script.write_text(AGENT_SCRIPT, encoding="utf-8")
    question = "Tiga provinsi teratas 2024?"
    seed = _fluke_seed(question, 0.5)
    flags = ("--agent", "--answer-flip-rate", "0.5", "--seed", str(seed))
    proc, lines = _standins(script, *flags)
    try:
        cfg = yaml.safe_load("".join(line for line in lines[3:] if not line.startswith("#")))
        assert cfg["goldeneval"]["suite"] == "tryout"  # the pasted snippet names a suite
        cfg["goldeneval"].update(store=f"sqlite:///{tmp_path / 'h.db'}", max_attempts=1)
        (tmp_path / "config.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        top3 = {
            "id": "top3",
            "surface": "internal",
            "domain": "data",
            "question": question,
            "expected": {"must_include": ["Jawa Barat"], "grounded": "tools"},
            "verified": True,
        }
        (tmp_path / "golden.yaml").write_text(yaml.safe_dump([top3]), encoding="utf-8")
        args = ("-set", str(tmp_path / "golden.yaml"), "-config", str(tmp_path / "config.yaml"))
        first = _goldeneval("run", *args)
        second = _goldeneval("run", *args, "--json", "-")
    finally:
        proc.send_signal(signal.SIGTERM)
        _, served_err = proc.communicate(timeout=10)
    assert first.returncode == 0, first.stdout + first.stderr
    assert second.returncode == 0, second.stdout + second.stderr  # a fluke, not a regression
    [result] = json.loads(second.stdout)["results"]
    # One wrong run (the default answer, no tool called), then three right ones.
    assert (result["outcome"], result["answers"], result["answers_passed"]) == ("passed", 4, 3)
    said = [a["answer"] for a in result["answer_samples"]]
    assert ["Jawa Barat" in a for a in said] == [False, True, True, True], said
    assert "agent runs=5" in served_err


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("- just a string\n", "expected a mapping of question -> answer or a golden set"),
        ("a: [unclosed\n", ":2: not YAML"),
        (None, "cannot read it"),
        (b"q: \xff\n", "cannot read it (not UTF-8 text at byte 3)"),
    ],
)
def test_a_bad_answers_file_is_exit_2_with_the_prefix(
    tmp_path: Path, text: str | bytes | None, said: str
) -> None:
    answers = tmp_path / "answers.yaml"
    if isinstance(text, str):
        answers.write_text(text, encoding="utf-8")
    elif isinstance(text, bytes):
        answers.write_bytes(text)
    proc = _goldeneval("stand-ins", "--answers", str(answers))
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith(f"goldeneval stand-ins: --answers {answers}"), proc.stderr
    assert said in proc.stderr and "Traceback" not in proc.stderr


def test_no_snippet_prints_only_the_url_lines_its_help_names(tmp_path: Path) -> None:
    help_text = " ".join(_goldeneval("stand-ins", "--help").stdout.split())
    assert (
        "--no-snippet print only the URL lines (chatbot_url and judge_url, with --agent also agent_url)"
        in help_text
    )
    for flags, names in (
        ((), ["chatbot_url", "judge_url"]),
        (("--agent",), ["chatbot_url", "judge_url", "agent_url"]),
    ):
        proc = subprocess.Popen(
            [sys.executable, "-m", "goldeneval", "stand-ins", "--no-snippet", *flags],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert proc.stderr is not None
        # Serving once it says so on stderr, after the URL lines.
        while "serving until" not in proc.stderr.readline():
            pass
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=10)
        assert [line.split("=", 1)[0] for line in out.splitlines()] == names, out
