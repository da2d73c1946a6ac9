"""``goldeneval harvest`` from the command line: sources, window, drops, outputs, exit codes."""

from __future__ import annotations

import io
import json
import socket
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from goldeneval.goldenset import lint, parse_golden_set
from goldeneval.job.harvest._source import SourceRead
from goldeneval.traffic import PLACES_SHOWN
from tests.harvest.conftest import CliRun, write_log

Cli = Callable[..., CliRun]


def harvest(cli: Cli, golden: Path, log: Path | str, *extra: str) -> CliRun:
    """``goldeneval harvest --set GOLDEN --log LOG`` plus ``extra``."""
    return cli("harvest", "--set", str(golden), "--log", str(log), *extra)


ROWS = [
    {"question": "Halo kak, apa saja syarat mendirikan PT?", "at": "2025-03-03T08:00:00Z"},
    {"question": "syarat pendirian PT apa aja ya min", "at": "2025-03-04T09:00:00+07:00"},
    {
        "question": "cara daftar fidusia online",
        "at": "2025-03-05",
        "feedback": "down",
        "answer": "Lewat AHU online, hubungi 0812-3456-7890",
    },
    {"question": "cara daftar fidusia online ya kak", "at": "2025-03-06T10:00:00Z"},
    {"question": "berapa jumlah pendaftaran fidusia bulan ini", "surface": "internal"},
    {"question": "Di mana CV didaftarkan: online? # tanya", "at": "2025-03-07T10:00:00Z"},
]


def test_json_has_the_normative_shape(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    run = harvest(cli, golden, log, "--json", "-")
    assert run.code == 0, run.err
    data = json.loads(run.out)
    assert list(data) == ["read", "kept", "dropped", "ignored", "window", "coverage", "groups"]
    assert (data["read"], data["kept"], data["dropped"], data["ignored"]) == (6, 6, {}, {})
    assert data["window"] == {"since": None, "until": None}
    assert set(data["coverage"]) == {"share", "by_surface", "by_domain", "excluded"}
    assert data["coverage"]["by_surface"] == {"public": 0.4, "internal": 1.0}
    group = data["groups"][0]
    assert list(group) == [
        "id",
        "surface",
        "count",
        "phrasings",
        "covered_by",
        "feedback",
        "tools",
        "sources",
    ]
    assert group["count"] == 2 and group["id"].startswith("q-")
    fidusia = next(g for g in data["groups"] if g["phrasings"][0]["text"].startswith("cara"))
    assert fidusia["feedback"] == {"up": 0, "down": 1}
    assert fidusia["sources"] == {"log_lines": {str(log): [3, 4]}, "runs": []}
    assert "coverage:" in run.err  # the text report moves to stderr when --json takes stdout


def test_text_output_states_coverage_and_the_most_asked_uncovered(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    run = harvest(cli, golden, log)
    assert run.code == 0, run.err
    assert "harvest: 6 records read, 6 questions kept, 0 dropped" in run.out
    assert "coverage: 50.0%" in run.out
    assert "public: 40.0% of 5" in run.out and "internal: 100.0% of 1" in run.out
    assert '1. 2x "cara daftar fidusia online"' in run.out
    # "… ya kak" differs only by chat particles: the same wording, not another phrasing.
    assert "ya kak" not in run.out


def test_bad_lines_are_dropped_and_counted_with_their_place(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    rows = [
        ROWS[0],
        "not json",
        "",
        '["a list"]',
        {"answer": "no question"},
        {"question": "x", "at": "yesterday"},
        {"question": "x", "surface": "staff"},
        {"question": "x", "feedback": "meh"},
        {"question": "   "},
    ]
    log = write_log(tmp_path / "log.jsonl", rows)
    (tmp_path / "bad.jsonl").write_bytes(b'{"question": "\xff\xfe"}\n')
    run = harvest(
        cli,
        golden,
        log,
        "--log",
        str(tmp_path / "bad.jsonl"),
        "--json",
        str(tmp_path / "h.json"),
    )
    assert run.code == 0, run.err
    data = json.loads((tmp_path / "h.json").read_text())
    assert data["read"] == 9 and data["kept"] == 3  # an unreadable side field costs nothing
    assert data["ignored"] == {"feedback": 1, "surface": 1}
    assert data["dropped"] == {
        "bad-time": 1,
        "no-question": 2,
        "not-an-object": 1,
        "not-json": 1,
        "not-utf8": 1,
    }
    assert f"dropped 1 not-json (the line is not JSON): {log}:2" in run.out
    assert f"{log}:5, {log}:9" in run.out
    assert (
        "ignored 1 surface value (neither public nor internal; read as public), "
        f"questions kept: {log}:7"
    ) in run.out
    assert "ignored 1 feedback value (not a vote: up/down, +1/-1" in run.out
    assert f"thumbs_up/thumbs_down), questions kept: {log}:8" in run.out


def test_every_line_bad_is_exit_2_with_the_reasons(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "log.jsonl", ["oops", {"answer": "a"}])
    run = harvest(cli, golden, log)
    assert run.code == 2
    assert f"every one of the 2 records read from {log} was dropped; nothing stored" in run.err
    assert "the log format: one JSON object per line" in run.err
    assert f"1 not-json (the line is not JSON): {log}:1" in run.err
    assert "1 no-question" in run.err


def test_an_unreadable_log_is_exit_2_naming_it(cli: Cli, golden: Path, tmp_path: Path) -> None:
    missing = tmp_path / "gone.jsonl"
    run = cli("harvest", "--set", str(golden), "--log", str(missing))
    assert run.code == 2 and f"--log {missing}: file not found" in run.err
    run = cli("harvest", "--set", str(golden), "--log", str(tmp_path))
    assert run.code == 2 and "is a directory" in run.err


def test_no_source_and_bad_flags_are_reported_together(cli: Cli, tmp_path: Path) -> None:
    run = cli("harvest", "--set", str(tmp_path / "none.yaml"), "--since", "3 March", "--top", "0")
    assert run.code == 2
    for part in ("no source given", "--since '3 March'", "--top 0", "file not found"):
        assert part in run.err


def test_since_and_until_keep_the_days_between_inclusive(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    run = harvest(
        cli,
        golden,
        log,
        "--since",
        "2025-03-04",
        "--until",
        "2025-03-05",
        "--json",
        "-",
    )
    data = json.loads(run.out)
    # 03-04 09:00+07:00 is 03-04 02:00 UTC; 03-05 a day; lines without a time are kept.
    assert data["kept"] == 3 and data["dropped"] == {"outside-window": 3}
    assert data["window"] == {"since": "2025-03-04", "until": "2025-03-05"}
    run = harvest(
        cli,
        golden,
        log,
        "--since",
        "2025-03-06",
        "--until",
        "2025-03-05",
    )
    assert run.code == 2 and "the window is empty" in run.err


def test_csv_with_the_same_header_names(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = tmp_path / "export.csv"
    log.write_text(
        "at,question,answer,feedback,extra\n"
        '2025-03-03T08:00:00Z,"syarat pendirian PT, apa aja?",,up,x\n'
        ",,,,\n"
        '2025-03-03T09:00:00Z,"biaya apostille ""resmi""",Rp 150.000,,\n'
        "2025-03-03T09:00:00Z,,jawaban,,\n",
        encoding="utf-8",
    )
    run = harvest(cli, golden, log, "--json", "-")
    data = json.loads(run.out)
    assert (data["read"], data["kept"], data["dropped"]) == (3, 2, {"no-question": 1})
    texts = {g["phrasings"][0]["text"]: g for g in data["groups"]}
    assert texts['biaya apostille "resmi"']["sources"]["log_lines"] == {str(log): [4]}
    assert texts["syarat pendirian PT, apa aja?"]["covered_by"] == "pt-syarat"


def test_standard_input(cli: Cli, golden: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = "".join(json.dumps(r) + "\n" for r in ROWS[:2]).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    run = cli("harvest", "--set", str(golden), "--log", "-", "--json", "-")
    result = json.loads(run.out)
    assert result["kept"] == 2 and result["groups"][0]["sources"]["log_lines"] == {"-": [1, 2]}


def test_drafts_pass_lint_and_are_byte_identical(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    one, two = tmp_path / "one.yaml", tmp_path / "two.yaml"
    j1, j2 = tmp_path / "one.json", tmp_path / "two.json"
    for drafts_path, json_path in ((one, j1), (two, j2)):
        run = harvest(cli, golden, log, "--drafts", str(drafts_path), "--json", str(json_path))  # fmt: skip
        assert run.code == 0, run.err
    assert one.read_bytes() == two.read_bytes() and j1.read_bytes() == j2.read_bytes()
    drafts = parse_golden_set(one.read_text(), str(one))  # what `goldeneval lint` loads
    # The drafts' questions have the chat around them taken off ("# tanya": "tanya" is a
    # filler word); the ": " left in stays one YAML string.
    assert [i.question for i in drafts.items] == [
        "Cara daftar fidusia online",
        "Di mana CV didaftarkan: online?",
    ]
    assert all(not i.verified and i.expected.must_include == () for i in drafts.items)
    assert drafts.items[0].domain == "fidusia"  # its nearest item's
    ids = {i.id for i in parse_golden_set(golden.read_text(), str(golden)).items}
    assert not ids & {i.id for i in drafts.items}
    lint(drafts)
    assert cli("lint", str(one)).code == 0
    text = one.read_text()
    assert "# votes on its answers: 1 down, 0 up" in text
    assert "# other phrasings" not in text.split("# q-")[1]  # "… ya kak" is the same wording
    assert "# domain guessed from the nearest item " in text
    assert "Lewat AHU online, hubungi <TELEPON>" in text


def test_drafts_are_never_overwritten_without_force(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    drafts = tmp_path / "drafts.yaml"
    drafts.write_text("mine\n")
    run = harvest(cli, golden, log, "--drafts", str(drafts))
    assert run.code == 2 and "--force" in run.err and drafts.read_text() == "mine\n"
    run = harvest(
        cli,
        golden,
        log,
        "--drafts",
        str(drafts),
        "--force",
        "--top",
        "1",
    )
    assert run.code == 0 and drafts.read_text().count("- id: harvest-q-") == 1


def test_a_window_with_nothing_in_it_is_exit_2_and_stores_nothing(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    rows = [r for r in ROWS if "at" in r]
    log = write_log(tmp_path / "log.jsonl", rows)
    run = harvest(cli, golden, log, "--since", "2026-01-01")
    assert run.code == 2, run.err
    assert f"every one of the {len(rows)} records read from {log} was dropped" in run.err
    assert "nothing stored" in run.err
    assert f"{len(rows)} outside-window (asked outside --since/--until): {log}:1" in run.err
    assert "the window is 2026-01-01 to the end (UTC days)" in run.err
    assert "coverage" not in run.out + run.err
    assert not (tmp_path / "history.db").exists()


def test_one_output_on_standard_output_at_most(cli: Cli, golden: Path, tmp_path: Path) -> None:
    log = write_log(tmp_path / "log.jsonl", ROWS)
    run = harvest(cli, golden, log, "--json", "-", "--drafts", "-")
    assert run.code == 2 and "both write to standard output" in run.err
    run = harvest(cli, golden, log, "--drafts", "-")
    assert run.code == 0 and run.out.startswith("# Drafted by `goldeneval harvest`")
    assert "coverage:" in run.err


def test_greetings_and_thanks_alone_ask_nothing_and_are_dropped_not_drafted(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    rows = [
        {"question": "terima kasih min"},
        {"question": "Halo kak"},
        {"question": "ok makasih ya"},
        {"question": "berapa biaya pendaftaran yayasan?"},
    ]
    log = write_log(tmp_path / "log.jsonl", rows)
    drafts = tmp_path / "drafts.yaml"
    run = harvest(cli, golden, log, "--json", "-", "--drafts", str(drafts))
    assert run.code == 0, run.err
    data = json.loads(run.out)
    assert (data["read"], data["kept"], data["dropped"]) == (4, 1, {"asks-nothing": 3})
    assert [g["phrasings"][0]["text"] for g in data["groups"]] == [
        "berapa biaya pendaftaran yayasan?"
    ]
    assert "makasih" not in drafts.read_text(encoding="utf-8")
    text = harvest(cli, golden, log)
    assert (
        f"dropped 3 asks-nothing (only greetings, thanks or filler words: nothing asked): {log}:1, {log}:2, {log}:3"
        in text.out
    )


def test_counts_past_a_thousand_are_grouped_by_thousands_as_every_report_writes_them(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    rows = [{"question": "berapa lama pendaftaran yayasan?"}] * 1200
    run = harvest(cli, golden, write_log(tmp_path / "log.jsonl", rows))
    assert run.code == 0, run.err
    assert run.out.startswith("harvest: 1,200 records read, 1,200 questions kept, 0 dropped")
    assert '1,200x "berapa lama pendaftaran yayasan?"' in run.out


def test_a_store_that_fails_is_exit_3_and_nothing_is_written(
    cli: Cli, golden: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("GOLDENEVAL_STORE", f"postgresql://postgres@127.0.0.1:{port}/gone")
    monkeypatch.setenv("GOLDENEVAL_STORE_OUTAGE_SECONDS", "0.2")
    log = write_log(tmp_path / "log.jsonl", ROWS)
    out_json, drafts = tmp_path / "harvest.json", tmp_path / "drafts.yaml"
    run = harvest(cli, golden, log, "--json", str(out_json), "--drafts", str(drafts))
    assert run.code == 3, run.err
    assert f"port {port}" in run.err
    # A harvest withholds no verdict: its failure reads as one.
    assert "goldeneval: harvest failed: " in run.err and "no verdict" not in run.err
    assert run.err.rstrip().endswith("harvest failed, nothing stored, exit 3")
    # Stored first: no file says a harvest happened whose record is missing.
    assert not out_json.exists() and not drafts.exists()
    assert "coverage:" not in run.out


def test_a_line_nested_too_deep_is_dropped_as_not_json_and_places_are_capped(
    cli: Cli, golden: Path, tmp_path: Path
) -> None:
    rows: list[object] = ["[" * 200_000, *["not json"] * 40, {"question": "biaya apostille?"}]
    run = harvest(cli, golden, write_log(tmp_path / "log.jsonl", rows), "--json", "-")
    assert run.code == 0, run.err
    data = json.loads(run.out)
    assert (data["read"], data["kept"], data["dropped"]) == (42, 1, {"not-json": 41})
    found = SourceRead()
    for n in range(1, 42):
        found.drop("not-json", f"log:{n}")
    assert found.dropped["not-json"] == 41 and len(found.dropped_at["not-json"]) == PLACES_SHOWN
