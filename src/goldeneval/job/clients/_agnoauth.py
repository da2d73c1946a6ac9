"""Where the internal surface's Bearer token comes from (issue #27 §1).

Three sources, one per deployment style:

* :class:`FileToken` — a file (a Kubernetes Secret mounted in the pod, the
  AgentOS security key or a staff JWT), read again whenever it changes: the
  file's identity, size and modification time are checked on every call (one
  ``stat``), so a Secret rotated mid-run (the kubelet swaps a symlink) is
  picked up by the next question without a restart;
* :class:`StaticToken` — ``GOLDENEVAL_INTERNAL_TOKEN`` from the environment;
* :class:`ClientCredentials` — OAuth 2.0 client credentials against an OIDC
  token endpoint (the secret from a file, read at each fetch), cached and
  fetched again before it expires.

A token never leaves this module except as the ``Authorization`` header: it
is not logged, not part of any ``repr`` and every reason that could quote it
is scrubbed by the caller with :meth:`TokenSource.scrubber`.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path
from typing import Protocol
from urllib.parse import urlencode

from goldeneval.config import OidcConfig, Scrubber
from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import RemoteError, RetryPolicy, call_with_retries
from goldeneval.job.clients._session import Reply, Session

TOKEN_ENV = "GOLDENEVAL_INTERNAL_TOKEN"  # noqa: S105 (a variable name, not a token)
"""The environment variable that may hold the token when no file or OIDC client is configured."""


class TokenError(RemoteError):
    """No usable token: the file is unreadable or empty, or the token endpoint refused us.

    A file that cannot be used, or an endpoint that refuses the client, is a
    refusal of the configuration (``status`` 401, or the endpoint's own
    4xx), so the run's fail-fast watch stops the run with a clear cause
    instead of asking every item; an endpoint that is down has no status.
    """

    def __init__(self, reason: str, status: int | None = None) -> None:
        super().__init__(reason)
        self.status = status


class TokenSource(Protocol):
    """Gives the current Bearer token (or None: send no ``Authorization`` header)."""

    async def token(self) -> str | None:
        """The token to send now."""
        ...

    def invalidate(self) -> None:
        """The server refused the token: the next :meth:`token` fetches or reads it afresh."""
        ...

    def scrubber(self) -> Scrubber:
        """Masks every token (and secret) this source has handed out so far."""
        ...


class _Remembering:
    """Keeps the tokens handed out, so any of them echoed in a reason is masked."""

    def __init__(self, *secrets: str) -> None:
        self._seen: list[str] = [s for s in secrets if s]
        self._scrubber = Scrubber(self._seen)

    def _remember(self, value: str) -> str:
        if value not in self._seen:
            self._seen.append(value)
            self._scrubber = Scrubber(self._seen)
        return value

    def scrubber(self) -> Scrubber:
        """Masks every token (and secret) this source has handed out so far."""
        return self._scrubber

    def __repr__(self) -> str:
        return f"{type(self).__name__}(***)"


class NoToken(_Remembering):
    """No token configured: requests go without ``Authorization`` (an open AgentOS)."""

    async def token(self) -> str | None:
        """None: no header."""
        return None

    def invalidate(self) -> None:
        """Nothing to refresh."""


class StaticToken(_Remembering):
    """A fixed token (``GOLDENEVAL_INTERNAL_TOKEN``)."""

    def __init__(self, value: str) -> None:
        super().__init__(value)
        self._value = value.strip()
        if not self._value:
            raise ValueError(f"{TOKEN_ENV} is set but empty")
        self._remember(self._value)

    async def token(self) -> str | None:
        """The configured token."""
        return self._value

    def invalidate(self) -> None:
        """A fixed token cannot be refreshed."""


class FileToken(_Remembering):
    """A token file, read again when its identity, size or modification time changes."""

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = Path(path)
        """The token file (a mounted Secret's key)."""
        self._stamp: tuple[int, int, int] | None = None
        self._value = ""

    async def token(self) -> str | None:
        """The file's token (whitespace around it dropped); TokenError when unusable."""
        try:
            st = self.path.stat()
        except OSError as exc:
            raise TokenError(
                f"the internal token file {self.path} cannot be read ({type(exc).__name__})",
                401,
            ) from None
        stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
        if stamp != self._stamp:
            try:
                value = self.path.read_text(encoding="utf-8", errors="replace").strip()
            except OSError as exc:
                raise TokenError(
                    f"the internal token file {self.path} cannot be read ({type(exc).__name__})"
                ) from None
            if not value:
                raise TokenError(f"the internal token file {self.path} is empty", 401)
            self._value, self._stamp = self._remember(value), stamp
        return self._value

    def invalidate(self) -> None:
        """Read the file again at the next call, even if it looks unchanged."""
        self._stamp = None


class ClientCredentials(_Remembering):
    """OAuth 2.0 client credentials; the access token is fetched again before it expires."""

    def __init__(
        self, http: Session, oidc: OidcConfig, *, timeout: float = 30.0, margin: float = 60.0
    ) -> None:
        super().__init__()
        self._http = http
        self._oidc = oidc
        self._timeout = timeout
        self._margin = margin
        self._lock = asyncio.Lock()
        self._value: str | None = None
        self._renew_at = 0.0  # time.monotonic()
        self._limiter = FixedLimiter(1)
        self.fetches = 0
        """Tokens fetched from the endpoint so far."""

    async def token(self) -> str | None:
        """A valid access token, fetched when there is none or it is about to expire."""
        if self._value is not None and time.monotonic() < self._renew_at:
            return self._value
        async with self._lock:  # one fetch however many questions wait for it
            if self._value is None or time.monotonic() >= self._renew_at:
                await self._fetch()
        return self._value

    def invalidate(self) -> None:
        """Fetch a new token at the next call."""
        self._renew_at = 0.0

    def _secret(self) -> str:
        path = Path(self._oidc.client_secret_file)
        try:
            secret = path.read_text(encoding="utf-8", errors="replace").strip()
        except OSError as exc:
            raise TokenError(
                f"the OIDC client secret file {path} cannot be read ({type(exc).__name__})",
                401,
            ) from None
        if not secret:
            raise TokenError(f"the OIDC client secret file {path} is empty", 401)
        return self._remember(secret)

    async def _fetch(self) -> None:
        form = {"grant_type": "client_credentials", "client_id": self._oidc.client_id}
        form["client_secret"] = self._secret()
        if self._oidc.scope:
            form["scope"] = self._oidc.scope
        asked = time.monotonic()
        try:
            reply = await call_with_retries(
                self._http,
                self._oidc.token_url,
                urlencode(form).encode(),
                _read_token,
                party="the OIDC token endpoint",
                policy=RetryPolicy(max_attempts=3),
                limiter=self._limiter,
                timeout=self._timeout,
                headers={"Content-Type": "application/x-www-form-urlencoded"},
                error=TokenError,
            )
        except TokenError as exc:
            exc.reason = self.scrubber()(exc.reason)
            exc.args = (exc.reason,)
            raise
        access, lifetime = reply
        self.fetches += 1
        self._value = self._remember(access)
        # Renew ahead of expiry: a question sent with a token that expires in
        # flight would be refused, and a refusal is no verdict.
        ahead = min(self._margin, lifetime * 0.2)
        self._renew_at = asked + max(0.0, lifetime - ahead)


async def _read_token(resp: Reply) -> tuple[str, float]:
    body = await resp.aread()
    try:
        data = json.loads(body)
    except ValueError:
        data = None
    access = data.get("access_token") if isinstance(data, dict) else None
    if not isinstance(access, str) or not access.strip():
        raise TokenError("the OIDC token endpoint's reply holds no access_token")
    expires = data.get("expires_in") if isinstance(data, dict) else None
    lifetime = float(expires) if isinstance(expires, int | float) and expires > 0 else 300.0
    return access.strip(), lifetime


def token_source(
    http: Session,
    *,
    token_file: str | None = None,
    oidc: OidcConfig | None = None,
    environ: dict[str, str] | None = None,
) -> TokenSource:
    """The configured source: the token file, else OIDC, else ``GOLDENEVAL_INTERNAL_TOKEN``."""
    if token_file is not None and oidc is not None:
        raise ValueError("configure either internal.token_file or internal.oidc, not both")
    if token_file is not None:
        return FileToken(token_file)
    if oidc is not None:
        return ClientCredentials(http, oidc)
    value = (os.environ if environ is None else environ).get(TOKEN_ENV)
    return StaticToken(value) if value is not None else NoToken()
