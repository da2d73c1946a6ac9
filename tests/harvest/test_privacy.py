"""No personal detail leaves a harvest (docs/design.md §14.2): stdout, stderr, --json,
drafts and the store, with generated NIK, NPWP, phone numbers and e-mail addresses."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.job.cli import main
from tests.harvest.conftest import everything_written

DIGIT = st.sampled_from("0123456789")


def digits(n: int) -> st.SearchStrategy[str]:
    return st.text(DIGIT, min_size=n, max_size=n)


@st.composite
def detail(draw: st.DrawFn) -> str:
    """A personal detail as users type one."""
    kind = draw(st.sampled_from(["nik", "npwp", "npwp-dotted", "phone", "email"]))
    if kind == "nik":
        return draw(digits(16))
    if kind == "npwp":
        return draw(digits(15))
    if kind == "npwp-dotted":
        d = draw(digits(15))
        return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"
    if kind == "phone":
        prefix = draw(st.sampled_from(["08", "+628", "628"]))
        body = draw(digits(draw(st.integers(8, 10))))
        sep = draw(st.sampled_from(["", " ", "-"]))
        return prefix + sep.join(body[i : i + 4] for i in range(0, len(body), 4))
    user = draw(st.from_regex(r"[a-z][a-z0-9._]{2,12}", fullmatch=True))
    host = draw(st.from_regex(r"[a-z]{3,10}", fullmatch=True))
    return f"{user}@{host}.{draw(st.sampled_from(['com', 'co.id', 'go.id']))}"


QUESTIONS = ["syarat pendirian PT", "biaya apostille", "cara daftar fidusia online"]


@settings(max_examples=15, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(QUESTIONS), detail(), st.sampled_from([" ", ": ", " no "])),
        min_size=1,
        max_size=6,
    ),
    detail(),
)
def test_generated_details_appear_nowhere(rows: list[tuple[str, str, str]], answer: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        log = work / "log.jsonl"
        lines = [
            {"question": f"{q}{sep}{d}", "answer": f"hubungi {answer}", "session": d}
            for q, d, sep in rows
        ]
        log.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
        golden = work / "set.yaml"
        golden.write_text(
            "- id: pt\n  surface: public\n  domain: pt\n  question: syarat pendirian PT\n"
            "  expected: {must_include: [x], must_not_include: [], rubric: ''}\n",
            encoding="utf-8",
        )
        db = work / "h.db"
        o, e = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(o), contextlib.redirect_stderr(e):
            code = main(
                [
                    "harvest",
                    "--set",
                    str(golden),
                    "--log",
                    str(log),
                    "--store",
                    f"sqlite:///{db}",
                    "--json",
                    str(work / "h.json"),
                    "--drafts",
                    str(work / "d.yaml"),
                    "--top",
                    "50",
                ]
            )
        assert code == 0, e.getvalue()
        everything = everything_written(o.getvalue(), e.getvalue(), work, db)
        for _, d, _ in rows:
            assert d not in everything
            if "@" not in d:  # however the digits were separated
                assert "".join(c for c in d if c.isdigit()) not in everything.replace(" ", "")
        assert answer not in everything
