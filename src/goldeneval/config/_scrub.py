"""Making text from remote parties safe to store, show and encode (docs/design.md §6, §7).

Whatever a chatbot, a judge gateway or a library's exception hands back is
passed through here before goldeneval prints, logs, stores or forwards it:

* :func:`storable` — text every encoder and store accepts. JSON may carry
  UTF-16 surrogate escapes (``\\ud83d``); a valid pair, even one split across
  two stream events, is joined back into its character, and a lone
  surrogate becomes the visible replacement character U+FFFD (:data:`REPLACEMENT`).
* :func:`mask_credentials` — anything shaped like a credential: a bearer
  token, ``password=…``/``api_key: …``/``Authorization: …`` values, the
  password in a URL's user info.
* :class:`Scrubber` — both of the above plus the literal values of this
  run's secrets (the judge key, the store's password), wherever they appear.

Masked values read ``***``. Pure functions: the core does no I/O.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from urllib.parse import quote, unquote, urlsplit

from goldeneval.config._records import Config
from goldeneval.config._secret import redact_dsn

REPLACEMENT = "\ufffd"
"""What a lone surrogate becomes: U+FFFD REPLACEMENT CHARACTER, visible in every report."""

MASK = "***"
"""What a secret becomes."""

MIN_SECRET = 4
"""Shorter secrets are not searched for literally (a 1-character password would mask every
occurrence of that letter); the credential patterns still mask them where they are labelled."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_URL_WITH_USERINFO = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s/@'\"]+@[^\s'\"]+")
_KEY_VALUE = re.compile(
    r"(?i)\b(password|passwd|pwd|secret|token|api[_-]?key|authorization)(\s*[=:]\s*)"
    r"(?:bearer\s+|basic\s+)?[^\s,;'\"]+"
)
_BEARER = re.compile(r"(?i)\b(bearer|basic)\s+[a-z0-9._~+/=-]+")


def storable(text: str) -> str:
    """``text`` with surrogate pairs joined and lone surrogates replaced by U+FFFD.

    Applied where remote text enters; each store backend applies its own last
    guard (``store._text.backend_safe``: NUL for PostgreSQL) before writing.
    """
    if _SURROGATE.search(text) is None:
        return text
    # UTF-16 is where surrogates mean something: encoding them as code units and
    # decoding again pairs what pairs and replaces what does not.
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def mask_credentials(text: str) -> str:
    """``text`` with credential-shaped values (bearer tokens, labelled secrets, URL passwords) masked."""
    text = _URL_WITH_USERINFO.sub(lambda m: redact_dsn(m.group(0)), text)
    text = _KEY_VALUE.sub(lambda m: f"{m.group(1)}{m.group(2)}{MASK}", text)
    return _BEARER.sub(lambda m: f"{m.group(1)} {MASK}", text)


def _variants(secret: str) -> set[str]:
    """The forms a secret takes when echoed: as is, percent-encoded, JSON-escaped."""
    forms = {secret, quote(secret, safe=""), json.dumps(secret)[1:-1], unquote(secret)}
    return {f for f in forms if len(f) >= MIN_SECRET}


class Scrubber:
    """Removes this run's secrets and credential-shaped values from remote text.

    ``scrubber(text)`` is for error messages, bodies and judge reasons.
    :meth:`secrets_only` is for answers under test: it repairs surrogates and
    removes the literal secrets but leaves ordinary words such as "token:"
    alone, so the answer that is scored is the answer that was given.
    """

    __slots__ = ("_pattern",)

    def __init__(self, secrets: Iterable[str | None] = ()) -> None:
        forms = {form for s in secrets if s for form in _variants(s)}
        # Longest first, so a secret that contains another is masked whole.
        ordered = sorted(forms, key=len, reverse=True)
        self._pattern = re.compile("|".join(map(re.escape, ordered))) if ordered else None

    def secrets_only(self, text: str) -> str:
        """``text`` made storable, with the literal secrets masked."""
        text = storable(text)
        return text if self._pattern is None else self._pattern.sub(MASK, text)

    def __call__(self, text: str) -> str:
        """``text`` made storable, with secrets and credential-shaped values masked."""
        return mask_credentials(self.secrets_only(text))

    def __repr__(self) -> str:
        return "Scrubber(***)"


def dsn_password(dsn: str | None) -> str | None:
    """The password inside a store DSN (URL user info, ``password=`` parameter or libpq form)."""
    if not dsn:
        return None
    try:
        parts = urlsplit(dsn)
        if parts.password:
            return unquote(parts.password)
    except ValueError:
        pass
    found = re.search(r"(?i)\bpassword\s*=\s*('(?:[^'\\]|\\.)*'|[^&\s]+)", dsn)
    return found.group(1).strip("'") if found else None


def config_secrets(cfg: Config) -> tuple[str, ...]:
    """The secrets a run holds: the judge's and the embeddings endpoint's keys, the store's password."""
    embeddings = cfg.embeddings.api_key if cfg.embeddings else None
    found = [
        cfg.judge.api_key.reveal() if cfg.judge.api_key else None,
        embeddings.reveal() if embeddings else None,
        dsn_password(cfg.store),
    ]
    return tuple(s for s in found if s)
