"""De-identification (docs/design.md, "What users actually ask"): personal details out first.

Real questions carry personal details. Every text a harvest reads passes
through :func:`deidentify` before it is grouped, stored, printed or written,
so nothing downstream ever holds one. The rule, by what a run of digits is:

* an e-mail address → ``<EMAIL>``;
* 16 digits → ``<NIK>`` (the national identity number), or ``<NPWP>`` when
  written in the tax number's dotted form;
* 15 digits → ``<NPWP>`` (the tax number's older form);
* 9 to 14 digits starting ``+62``, ``62`` or ``08`` → ``<TELEPON>``;
* any other run of 10 or more digits → ``<NOMOR>``.

Digits may be separated as people type them: a space or two, a dash of any
kind, a dot, a slash or a bracket, with spaces around it (``0812-3456-7890``,
``0812 - 3456 - 7890``, ``(0812) 3456 7890``, ``3201 1234 5678 9012``,
``01.234.567.8-901.000``), and a run is found even glued to letters
(``NIK3201…``). Erring towards a placeholder is the safe side:
a long amount of money becomes ``<NOMOR>`` too. Names of people are not
detected: no rule can tell them from the words of a question.
"""

from __future__ import annotations

import re

_EMAIL = re.compile(r"[\w.%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
_SEPARATOR = r"[ \t]{0,2}[./()\-\u2010-\u2015\u2212]?[ \t]{0,2}"
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


def deidentify(text: str) -> str:
    """``text`` with every personal detail the rule finds replaced by its placeholder."""
    text = _EMAIL.sub("<EMAIL>", text)
    return _DIGIT_RUN.sub(_replace_run, text)
