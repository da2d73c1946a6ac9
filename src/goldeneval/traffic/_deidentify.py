"""De-identification (docs/design.md, "What users actually ask"): personal details out first.

Real questions carry personal details. Every text a harvest reads passes
through :func:`deidentify` before it is grouped, stored, printed or written,
so nothing downstream ever holds one. The rule:

* an e-mail address → ``<EMAIL>``, also spelled out as people type it to
  dodge spam filters: ``budi [at] gmail [dot] com``, ``budi (at) gmail (dot)
  com``, ``budi at gmail dot com`` (``titik`` for ``dot`` too). The bare word
  ``at`` counts only with a spelled-out ``dot`` after it, so ``at`` in a
  sentence (``login at ahu.go.id``, ``look at the form``) is left alone;
* a letter or two and 6 to 8 digits after ``paspor`` / ``passport`` (a few
  words between allowed: ``no paspor saya: A1234567``) → ``<PASPOR>``;
* by what a run of digits is: 16 digits → ``<NIK>`` (the national identity
  number), or ``<NPWP>`` when written in the tax number's dotted form;
  15 digits → ``<NPWP>`` (the tax number's older form); 9 to 14 digits
  starting ``+62``, ``62`` or ``08`` → ``<TELEPON>``; any other run of 10 or
  more digits → ``<NOMOR>``.

Digits may be separated as people type them: a space or two, a dash of any
kind, a dot, an underscore, a slash or a bracket, with spaces around it
(``0812-3456-7890``, ``0812_3456_7890``, ``0812 - 3456 - 7890``, ``(0812)
3456 7890``, ``3201 1234 5678 9012``, ``01.234.567.8-901.000``), and a run is
found even glued to letters (``NIK3201…``). Erring towards a placeholder is
the safe side: a long amount of money becomes ``<NOMOR>`` too. Names of
people are not detected: no rule can tell them from the words of a question.
"""

from __future__ import annotations

import re

EMAIL, PASPOR = "<EMAIL>", "<PASPOR>"

_EMAIL = re.compile(r"(?<![\w.%+\-])[\w.%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")


def _bracketed(word: str) -> str:
    """``word`` in square, round or curly brackets, spaces allowed: ``[at]``, ``( dot )``."""
    return rf"[ \t]*[\[({{][ \t]*{word}[ \t]*[\])}}][ \t]*"


_AT = rf"(?P<at>[ \t]*@[ \t]*|{_bracketed('(?:at|@)')}|[ \t]+at[ \t]+)"
_SPELLED_DOT = rf"(?:{_bracketed('(?:dot|titik)')}|[ \t]+(?:dot|titik)[ \t]+)"
_DOT = rf"(?:[ \t]*\.[ \t]*|{_SPELLED_DOT})"
_SPELLED_EMAIL = re.compile(
    rf"(?<![\w.%+\-])[\w.%+\-]+{_AT}[a-z0-9\-]+(?:{_DOT}[a-z0-9\-]+)*{_DOT}[a-z]{{2,}}(?![\w@])",
    re.IGNORECASE,
)
"""An address with its ``@`` or dots spelled out; labels never hold a space, so the dots
and the words between them cannot be read two ways (no backtracking blow-up)."""
_HAS_SPELLED_DOT = re.compile(_SPELLED_DOT, re.IGNORECASE)
_MAY_SPELL = re.compile(r"@|(?<![^\W\d_])at(?![^\W\d_])", re.IGNORECASE)
"""An ``@`` or the word ``at``: without one no address is spelled out, and looking for it
is far cheaper than looking for the address (100,000 questions: 0.2 s against 2 s)."""

_PASPOR = re.compile(
    r"(?<![^\W\d_])(?:paspor|passport|pasport)(?![^\W\d_])"  # the word, whole
    r"(?P<between>[^\w\n]*(?:[^\W\d_]{1,8}[^\w\n]+){0,3}?)"  # up to 3 short words: no, saya…
    r"(?<![^\W\d_])[A-Za-z]{1,2}[ \t\-]?(?:\d[ \t\-]?){5,7}\d(?=(?:nya|ku|mu)?(?![^\W_]))",  # a word of its own
    re.IGNORECASE,
)
"""A passport number: a letter or two and 6 to 8 digits (Indonesia's are a letter and 7),
only after a passport word: alone, such a number may be anything."""

_SEPARATOR = r"[ \t]{0,2}[./()_\-\u2010-\u2015\u2212]?[ \t]{0,2}"
"""What may stand between two digits of one number: a punctuation mark at most, spaces
around it (two at most, so the words of a sentence still part two numbers)."""
_DIGIT_RUN = re.compile(rf"(?<![\d+])\+?\d(?:{_SEPARATOR}\d)*(?!\d)")
_NPWP_DOTTED = re.compile(r"^\d{2}\.\d{3}\.\d{3}\.\d[.\-]\d{3}\.\d{3,4}$")
_PHONE_PREFIXES = ("+62", "62", "08")


def _placeholder(run: str) -> str | None:
    """The placeholder for a run of digits, or None when it is short enough to keep."""
    digits = sum(c.isdigit() for c in run)
    if digits == 16:
        return "<NPWP>" if _NPWP_DOTTED.match(run) else "<NIK>"
    if digits == 15:
        return "<NPWP>"
    if 9 <= digits <= 14 and re.sub(r"[^\d+]", "", run).startswith(_PHONE_PREFIXES):
        return "<TELEPON>"
    return "<NOMOR>" if digits >= 10 else None


def _replace_run(match: re.Match[str]) -> str:
    run = match.group(0)
    found = _placeholder(run)
    return run if found is None else found


def _replace_spelled(match: re.Match[str]) -> str:
    """``<EMAIL>``, unless only the bare word ``at`` joined plain dots (a sentence)."""
    text = match.group(0)
    if match.group("at").strip().lower() == "at" and not _HAS_SPELLED_DOT.search(text):
        return text
    return EMAIL


def _replace_paspor(match: re.Match[str]) -> str:
    number = match.start("between") + len(match.group("between"))
    return match.string[match.start() : number] + PASPOR


def deidentify(text: str) -> str:
    """``text`` with every personal detail the rule finds replaced by its placeholder."""
    text = _EMAIL.sub(EMAIL, text)
    if _MAY_SPELL.search(text):
        text = _SPELLED_EMAIL.sub(_replace_spelled, text)
    text = _PASPOR.sub(_replace_paspor, text)
    return _DIGIT_RUN.sub(_replace_run, text)
