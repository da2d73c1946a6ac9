"""The lexical grouping's quality on a labelled week (bench/harvest_week.py, seed 11,
1,200 lines: paraphrases, informal words, affixes, typos in a third, greetings, details).

A floor, not the figure: bench/README.md states what the bench measures at scale.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from tests.harvest.conftest import CliRun
from tests.harvest.quality import quality

DATA = Path(__file__).parent / "data"
COVERED = ("pt-syarat", "cv-daftar", "fidusia-daftar", "apostille-biaya", "wn-naturalisasi")


def test_groups_follow_the_labels(cli: Callable[..., CliRun]) -> None:
    log = DATA / "labelled-week.jsonl"
    labels = [json.loads(line)["label"] for line in log.read_text(encoding="utf-8").splitlines()]
    run = cli("harvest", "--set", str(DATA / "labelled-set.yaml"), "--log", str(log), "--json", "-")
    assert run.code == 0, run.err
    q = quality(json.loads(run.out), labels, COVERED)
    assert q.precision >= 0.95, q
    assert q.recall >= 0.7, q
    assert q.ari >= 0.8, q
    assert abs(q.coverage_error) <= 0.08, q
