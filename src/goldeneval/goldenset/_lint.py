"""Lint warnings for a golden set (docs/design.md §3).

The fact gate is a plain case-insensitive substring test, so some phrases that
look sensible to an SME quietly fail correct answers (or let wrong ones pass).
Lint points those out *before* a run. It reads a loaded :class:`GoldenSet` and
returns warnings; it never changes how matching works and never rejects a set
(the one contradiction that makes an item impossible to pass is a load error,
in ``_goldenset``). An SME who has checked a warning acknowledges it per item
with ``lint_ignore``; the warning is still listed, marked acknowledged, and
``lint --strict`` no longer counts it.

Every comparison uses :func:`goldeneval.goldenset._matching.fold`, the same folding the
fact gate uses, so a warning describes exactly what the gate would do.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from goldeneval.goldenset._lintcodes import (
    ACKNOWLEDGEABLE as ACKNOWLEDGEABLE,  # re-exported: lint's API
)
from goldeneval.goldenset._lintcodes import (
    NOT_ACKNOWLEDGEABLE as NOT_ACKNOWLEDGEABLE,
)
from goldeneval.goldenset._lintcodes import LintCode, LintWarning
from goldeneval.goldenset._lintcodes import format_warnings as format_warnings  # lint's API
from goldeneval.goldenset._lintcodes import unacknowledged as unacknowledged
from goldeneval.goldenset._lintdrift import count_warnings, expiry_warnings
from goldeneval.goldenset._lintplaceholder import placeholder_warnings
from goldeneval.goldenset._linttools import unknown_tool_warnings
from goldeneval.goldenset._matching import fold
from goldeneval.goldenset._negation import NEGATORS, denials
from goldeneval.model import GoldenSet, Item

SHORT_TOKEN_MAX = 3
"""``must_not_include`` phrases this short (after stripping) match almost anything."""

MAX_EXAMPLE_WORDS = 3
"""How many hiding words a warning names."""

MAX_REQUIRED_WORDS = 6
"""A ``must_include`` phrase longer than this is a sentence, not a fact."""


def _words(text: str) -> tuple[str, ...]:
    """Split a space-separated word list (keeps the long lists below compact)."""
    return tuple(text.split())


COMMON_WORDS: frozenset[str] = frozenset(
    _words(
        # Indonesian function words and very frequent words in legal answers
        "tidak dan yang atau untuk dengan di ke dari ini "
        "itu ada akan juga dapat bisa harus wajib boleh "
        "bukan tanpa belum sudah oleh pada dalam sebagai "
        "adalah karena jika bila maka serta atas secara "
        "perlu hanya lebih sama saja ya tak para anda "
        "kami kita saya online daring biaya syarat dokumen "
        # English
        "the and not no or a an of to in is are "
        "be it for with on by at as must can may "
        "yes do does without never"
    )
)
"""Single words that appear in nearly every answer; forbidding one fails most answers."""

WORD_SAMPLE: tuple[str, ...] = _words(
    # Ordinary words that hide short fragments SMEs tend to forbid or require.
    "adaptor kapten optik konseptual aptitude captain concept "
    "receipt script except option empty "
    "ketidakpastian ketidaksesuaian tidaknya setidaknya "
    "badan dana pidana perdana sedangkan dandanan "
    "sayang bayangan ataupun pantau "
    "perusahaan usaha pengesahan disahkan kesehatan "
    "fakta faktor faktanya kontrak "
    "diwajibkan kewajiban sebelumnya bukankah "
    "nomor notaris ekonomi teknologi nominal nonaktif "
    "pendirian persyaratan keterangan ketentuan perseroan "
    "persekutuan komanditer yayasan perkumpulan kewarganegaraan "
    "legalisasi apostille fidusia jaminan wasiat pendaftaran "
    "penyampaian permohonan pembayaran perorangan tahun berusia "
    "another nothing notice note knowledge cannot band standard "
    "theory other together island organisation organization"
)
"""A small built-in sample of Indonesian and English words used as a corpus."""

_WORD_RE = re.compile(r"\w+")


def _normalise(text: str) -> str:
    """Folded, with whitespace runs collapsed: how two questions are compared."""
    return " ".join(fold(text).split())


class _Corpus:
    """Ordinary words an answer may well contain: the sample plus the set's own prose.

    The set's prose makes the corpus grow with the set, so it is searched as
    one sorted, newline-separated text by the regex engine, and each phrase is
    looked up once: a Python scan of every word for every phrase made
    ``lint`` quadratic (4,000 items took 9.7 s).
    """

    def __init__(self, golden: GoldenSet) -> None:
        words = {fold(w) for w in WORD_SAMPLE}
        for item in golden.items:
            for turn in item.turns:
                e = turn.expected
                for text in (turn.question, e.rubric, *e.must_include):
                    words.update(_WORD_RE.findall(fold(text)))
        self._text = "\n".join(sorted(words))
        self._hiding: dict[str, list[str]] = {}

    def hiding_words(self, phrase: str) -> list[str]:
        """Corpus words that contain the (single-token) phrase without being it."""
        p = fold(phrase).strip()
        if not p or any(ch.isspace() for ch in p):
            # Multi-word phrases rarely hide inside a single word; only tokens are checked.
            return []
        if p not in self._hiding:
            hits = [w for w in re.findall(f"[^\n]*{re.escape(p)}[^\n]*", self._text) if w != p]
            # Prefer short, familiar words first so the example is easy to recognise.
            hits.sort(key=len)
            self._hiding[p] = hits[:MAX_EXAMPLE_WORDS]
        return self._hiding[p]


def _quote_list(words: Sequence[str]) -> str:
    return ", ".join(f"'{w}'" for w in words)


def _phrase_line(item: Item, lines: tuple[int, ...], index: int) -> int | None:
    """The phrase's own line when the item was loaded from a file, else the item's."""
    return lines[index] if index < len(lines) else item.line


def _forbidden_warnings(item: Item, index: int, phrase: str, corpus: _Corpus) -> list[LintWarning]:
    out: list[LintWarning] = []
    line = _phrase_line(item, item.must_not_include_lines, index)
    folded = fold(phrase).strip()
    tokens = folded.split()
    flagged_weak = False
    if len(folded) <= SHORT_TOKEN_MAX:
        flagged_weak = True
        out.append(
            LintWarning(
                item.id,
                line,
                LintCode.SHORT_TOKEN,
                f"must_not_include '{phrase}' is only {len(folded)} characters: matching has no "
                "word boundaries, so it fires inside many unrelated words and auto-fails correct "
                "answers; forbid a distinctive multi-word claim instead",
            )
        )
    elif len(tokens) == 1 and folded in COMMON_WORDS:
        flagged_weak = True
        out.append(
            LintWarning(
                item.id,
                line,
                LintCode.COMMON_WORD,
                f"must_not_include '{phrase}' is a common word that almost any answer contains; "
                "forbid a distinctive multi-word claim instead, or make the point in the rubric",
            )
        )
    hidden = corpus.hiding_words(phrase)
    if hidden:
        out.append(
            LintWarning(
                item.id,
                line,
                LintCode.INSIDE_WORDS,
                f"must_not_include '{phrase}' also matches inside ordinary words such as "
                f"{_quote_list(hidden)}, so an answer using them is auto-failed; "
                "use a longer, distinctive phrase",
            )
        )
    # Short/common tokens already need replacing; a negation warning on top would be noise.
    examples = (
        () if flagged_weak or (tokens and tokens[0] in NEGATORS) else denials(phrase, item.question)
    )
    if examples:
        out.append(
            LintWarning(
                item.id,
                line,
                LintCode.NEGATION_TRAP,
                f"must_not_include '{phrase}' is also contained in a correct answer that denies "
                f"it, e.g. one saying {' or '.join(repr(e) for e in examples)}, which would be "
                "auto-failed; forbid a wording only a wrong answer would use, or move the point "
                "to the rubric (if no correct answer would put it that way, acknowledge it with "
                "lint_ignore: [negation-trap])",
            )
        )
    return out


def _required_warnings(item: Item, index: int, phrase: str, corpus: _Corpus) -> list[LintWarning]:
    line = _phrase_line(item, item.must_include_lines, index)
    words = len(phrase.split())
    if words > MAX_REQUIRED_WORDS:
        return [
            LintWarning(
                item.id,
                line,
                LintCode.LONG_PHRASE,
                f"must_include '{phrase}' is {words} words long: a correct answer that words the "
                "sentence differently is auto-failed; require the fact itself (a number with its "
                f"unit, a name, a term; at most {MAX_REQUIRED_WORDS} words) and describe the rest "
                "in the rubric",
            )
        ]
    # Longer required phrases found inside a longer word are nearly always the
    # same root with an affix (apostille in diapostille), so only short tokens
    # are worth a warning: those are satisfied by unrelated words.
    if len(fold(phrase).strip()) > SHORT_TOKEN_MAX:
        return []
    hidden = corpus.hiding_words(phrase)
    if not hidden:
        return []
    return [
        LintWarning(
            item.id,
            line,
            LintCode.INSIDE_WORDS,
            f"must_include '{phrase}' is also found inside ordinary words such as "
            f"{_quote_list(hidden)}, so an answer can satisfy it without stating the fact; "
            "use a longer, more specific phrase",
        )
    ]


def _overlap_warnings(item: Item) -> list[LintWarning]:
    # A forbidden phrase inside a required one is a load error (_goldenset);
    # the other way round an answer can still pass, but rarely as intended.
    out: list[LintWarning] = []
    for index, req in enumerate(item.expected.must_include):
        r = fold(req)
        for forb in item.expected.must_not_include:
            f = fold(forb)
            if r in f and f not in r:
                out.append(
                    LintWarning(
                        item.id,
                        _phrase_line(item, item.must_include_lines, index),
                        LintCode.REQUIRED_INSIDE_FORBIDDEN,
                        f"must_include '{req}' is part of must_not_include '{forb}': the item "
                        "requires and forbids overlapping wording; check that this is intended",
                    )
                )
    return out


def _turn_warnings(item: Item, corpus: _Corpus) -> list[LintWarning]:
    """The warnings about one question and its contract (``item`` is the turn as an item)."""
    out: list[LintWarning] = []
    for index, phrase in enumerate(item.expected.must_not_include):
        out += _forbidden_warnings(item, index, phrase, corpus)
    for index, phrase in enumerate(item.expected.must_include):
        out += _required_warnings(item, index, phrase, corpus)
    out += _overlap_warnings(item)
    out += count_warnings(item, item.expected)
    out += placeholder_warnings(item)
    e = item.expected
    checks = e.must_include or e.must_not_include or e.count or e.grounded or e.tools
    if not (checks or e.rubric.strip()):
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.NOTHING_TO_CHECK,
                "expected says nothing (no must_include, must_not_include, count, tools or rubric): "
                "the fact gate passes every answer and the judge has no standard to hold it to; add "
                "the phrases a correct answer must contain, or a rubric",
            )
        )
    elif item.verified and not item.expected.rubric.strip():
        out.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.NO_RUBRIC,
                "the item is verified but has no rubric: the judge then sees only the phrases "
                "and cannot tell a complete answer from one that merely contains them; write in "
                "expected.rubric what a correct answer must convey",
            )
        )
    return out


def _item_warnings(item: Item, corpus: _Corpus, today: date) -> list[LintWarning]:
    """The item's warnings: each turn's (named by its number in a conversation), then expiry."""
    if not item.conversation:
        return _turn_warnings(item, corpus) + expiry_warnings(item, today)
    out: list[LintWarning] = []
    for n, turn in enumerate(item.conversation, 1):
        view = replace(
            item,
            question=turn.question,
            expected=turn.expected,
            line=turn.line if turn.line is not None else item.line,
            must_include_lines=turn.must_include_lines,
            must_not_include_lines=turn.must_not_include_lines,
            conversation=(),
        )
        out += [replace(w, message=f"turn {n}: {w.message}") for w in _turn_warnings(view, corpus)]
    return out + expiry_warnings(item, today)


def _acknowledge(item: Item, warnings: list[LintWarning]) -> list[LintWarning]:
    """The warnings with the item's ``lint_ignore`` applied, plus the verified-item check."""
    marked = [
        replace(w, acknowledged=True) if w.code.value in item.lint_ignore else w for w in warnings
    ]
    # The expiry warnings are about time, not the contract: they have their own remedy.
    own_remedy = (LintCode.NO_RUBRIC, LintCode.EXPIRES_SOON, LintCode.EXPIRED)
    open_codes = sorted(
        {w.code.value for w in marked if not (w.acknowledged or w.error or w.code in own_remedy)}
    )
    if item.verified and open_codes:
        marked.append(
            LintWarning(
                item.id,
                item.line,
                LintCode.VERIFIED_WITH_WARNINGS,
                f"the item is verified but still has unacknowledged warnings "
                f"({', '.join(open_codes)}); fix them, or, once you have checked that they do not "
                f"apply, list them in the item's lint_ignore",
            )
        )
    return marked


def lint(
    golden: GoldenSet,
    today: date | None = None,
    *,
    agent_tools: tuple[str, frozenset[str]] | None = None,
) -> list[LintWarning]:
    """Every lint warning for ``golden``, in item order, the set-wide ones last.

    Warnings an item acknowledges in ``lint_ignore`` are included, marked
    ``acknowledged``. ``today`` decides which items have expired or soon
    will (default: the current UTC day). ``agent_tools`` (the agent as
    messages name it, and the tools it has) adds a warning per
    ``expected.tools`` name of an internal item that the agent lacks.
    """
    today = today or datetime.now(UTC).date()
    corpus = _Corpus(golden)
    warnings: list[LintWarning] = []
    first_question: dict[tuple[str, ...], Item] = {}
    for item in golden.items:
        found = _item_warnings(item, corpus, today)
        if agent_tools is not None and item.surface == "internal":
            found += unknown_tool_warnings(item, agent_tools[1], agent_tools[0])
        # A conversation repeats another only when every turn's question does.
        key = tuple(_normalise(t.question) for t in item.turns)
        first = first_question.get(key)
        if first is None:
            first_question[key] = item
        else:
            where = "" if first.line is None else f" on line {first.line}"
            what = "the questions duplicate" if item.conversation else "the question duplicates"
            found.append(
                LintWarning(
                    item.id,
                    item.line,
                    LintCode.DUPLICATE_QUESTION,
                    f"{what} item '{first.id}'{where}; merge the two items or make the "
                    "questions differ",
                )
            )
        warnings += _acknowledge(item, found)
    unverified = len(golden.unverified)
    if unverified:
        total = len(golden.items)
        warnings.append(
            LintWarning(
                None,
                None,
                LintCode.UNVERIFIED,
                f"{unverified} of {total} items are verified: false; a run of this set fails the "
                "gate unless -allow-unverified is given, and proves nothing about quality until "
                "an SME has reviewed each item and set verified: true",
            )
        )
    return warnings
