"""docs/try-it.md runs as written (issue 36): every shell block, in order, in a scratch copy.

The walk-through's commands are the test: the blocks are taken from the page
(so the page cannot drift from what works), run by bash with ``-e`` and
``pipefail`` (a command that fails, a ``grep`` that finds nothing, fails the
test), against the real ``goldeneval`` on PATH. Only the fixed ports are
swapped for free ones, in the commands and in the config files alike, since
other tests may hold 8801-8803.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import unused_port

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "try-it.md"
FENCE = re.compile(r"^( *)```sh\n(.*?)^\1```", re.MULTILINE | re.DOTALL)


def shell_blocks(text: str) -> list[str]:
    """Each ```sh block of the page, its list indentation removed."""
    blocks = []
    for indent, body in FENCE.findall(text):
        lines = [line.removeprefix(indent) for line in body.splitlines()]
        blocks.append("\n".join(lines))
    return blocks


def test_the_walk_through_runs_as_written(tmp_path: Path) -> None:
    blocks = shell_blocks(PAGE.read_text(encoding="utf-8"))
    assert blocks[0].startswith("cp -r docs/tryout "), blocks[0]  # done here, into tmp_path
    work = tmp_path / "tryout"
    shutil.copytree(ROOT / "docs" / "tryout", work)
    ports = {str(p): str(unused_port()) for p in (8801, 8802, 8803)}

    def swapped(text: str) -> str:
        for old, new in ports.items():
            text = text.replace(old, new)
        return text

    for config in work.glob("*.yaml"):
        config.write_text(swapped(config.read_text(encoding="utf-8")), encoding="utf-8")
    script = "\n".join(["set -euo pipefail", "trap 'kill $STANDINS 2>/dev/null || true' EXIT"])
    script += "\n" + swapped("\n".join(blocks[1:])) + "\n"
    # The page's reports are read as a wide terminal shows them (an xdist worker has none).
    path = f"{Path(sys.executable).parent}:{os.environ['PATH']}"
    env = {**os.environ, "PATH": path, "COLUMNS": "200"}
    done = subprocess.run(
        ["bash", "-c", script],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    out = done.stdout
    assert done.returncode == 0, out[-3000:] + done.stderr[-3000:]
    # Part 1: what the page says to look for; first a misspelt tool caught by lint --config,
    # from the tools the agent stand-in lists (issue 40).
    [typo] = [line for line in out.splitlines() if "unknown-tool" in line]
    assert typo.startswith("typo-set.yaml:") and "[item provinsi-teratas-2025]" in typo, typo
    assert "names 'registrasi_pt_perorangn', which internal agent 'stand-in-agent'" in typo
    assert typo.endswith("did you mean registrasi_pt_perorangan?")
    assert re.search(r"provinsi-teratas-2025 +internal .* passed", out), out
    assert re.search(r"bulan-lalu +internal .* failed .*auto-fail", out), out
    assert re.search(r"bali-lanjutan +internal .* passed .*all 2 turns passed", out), out
    assert re.search(r"fidusia-hari-ini +internal .* errored", out), out
    assert "latency internal agent" in out and "exit 1" in out
    assert '{"name":"registrasi_pt_perorangan","args":{"tahun":2025},"error":false}' in out
    # Part 2: a threshold, escalations, the review queue labelled, then decided by SMEs.
    assert "46/60 scored items passed" in out  # one vote each: the unsure judge fails some
    # One vote per answer without a target, as the page says (issue 40).
    assert re.search(r"^cost: .* in 60 judge calls, ", out, re.MULTILINE), out
    assert "confidence threshold 1.00 holds ≥ 90% SME agreement at risk 0.20" in out
    assert "30 of 60 escalated" in out
    assert "LABELLED: 30 answers of suite tryout-selective" in out
    assert "30 decided by SME labels" in out and "0 of 60 escalated" in out
    # Part 3: a sampling chatbot's flukes confirmed away, marked flaky, the note, the cost.
    assert out.count("GATE PASSED") >= 6, out
    assert re.search(r"s3\d\d +public .* passed flaky .*answers \d/\d pass", out), out
    assert "flaky this run (answers disagreed)" in out and "#### Flaky" in out
    assert re.search(r"^cost: .* chatbot calls$", out, re.MULTILINE), out
    assert "flaky items of suite tryout-sampling" in out
    # Part 4: the sample week harvested, the figures the page quotes, drafts without the
    # personal details, and a second --drafts refused.
    assert "harvest: 53 records read, 45 questions kept, 8 dropped" in out, out
    assert "dropped 1 not-json (the line is not JSON): week.jsonl:16" in out
    assert (
        "dropped 2 outside-window (asked outside --since/--until): week.jsonl:1, week.jsonl:53"
        in out
    )
    assert (
        "48.9% of the kept questions are in groups the golden set covers (15 groups, 7 covered)"
        in out
    )
    assert "badan-hukum-pt: 43.8% of 16" in out and "kewarganegaraan: 33.3% of 3" in out
    top = '1. 8x "berapa biaya pendirian PT perorangan?"  [q-63076ca464, public, near domain badan-hukum-pt]'
    assert top in out and "down-votes: 4" in out
    assert '0.4889\n{"covered_by":"pt-perorangan-akta-duplikat","count":7}' in out
    # Paraphrases of the set's items are covered: no draft repeats an item (issue 44).
    for item in ("fidusia-pendaftaran", "cv-firma-pendaftaran", "apostille-vs-legalisasi"):
        assert f'{{"covered_by":"{item}",' in out, item
    assert "most-asked uncovered groups (8 in all)" in out
    assert "  question: Berapa biaya pendirian PT perorangan?" in out
    assert (
        "# domain guessed from the nearest item pt-perorangan-akta-duplikat, similarity 0.98" in out
    )
    assert "unverified: 8 of 8 items are verified: false" in out and "9 lint warnings" in out
    assert "week.jsonl:5\ndrafts.yaml:0\nharvest.json:0" in out
    assert "exists; add --force to overwrite it" in done.stderr and "exit 2" in out
    # Everything stayed in the scratch directory, the trial store included.
    assert (work / "goldeneval-tryout.db").is_file()
