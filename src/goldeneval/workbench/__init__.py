"""The SME workbench: review, items, drafts and coverage as one web app (issue 45).

Owns the pages (Jinja2 templates with autoescaping and StrictUndefined,
under ``templates/``), their plain view-model functions, the one small script
and style sheet (``static/``, package data: nothing is fetched from elsewhere),
the security every response carries (``_guard``: CSP, CSRF) and the local host.
It reads the store, the golden set and the stored harvests; it never imports
the run pipeline, ``job`` or ``operator``, which sit above it and mount it.

Mounting it (the interface a host implements)::

    from goldeneval.workbench import REL, serve
    # a catch-all route of the host's own aiohttp app (REL matches any rest, newlines too):
    #   "/workbench/{namespace}/{suite}/" + REL  ->  await serve(request, host, rel)

``serve(request, host, rel)`` answers one request; ``rel`` is the path below
``host.base`` without its leading slash (``""``, ``review``, ``items/ID``,
``static/wb.js``…). ``host`` is a :class:`Host`, resolved per request:

* ``await host.caller(request) -> Caller | None``: who asks (never a name the
  client sends). None answers 401 with ``host.sign_in_help``. ``Caller`` holds
  ``person`` (stored as labeller/decider), ``may_write`` (labels, decisions,
  saves; False answers every change 403) and ``csrf_token`` (the session's,
  checked on every change; None for a bearer-token program without a cookie).
* ``host.store()``: the opened store; ``host.suite``; ``host.base`` (the app's
  URL path, ending in ``/``: every link is built on it).
* ``host.golden``: a :class:`GoldenSource` — ``name``, ``in_place``,
  ``read() -> bytes``, ``original() -> bytes`` and ``save(new_text,
  expected_sha256=...) -> new sha256`` (raises ``SetChangedOnDisk``). The local
  host's :class:`LocalGoldenFile` rewrites the file; the cluster's keeps a
  per-session change set instead (``in_place`` False): the navigation then adds
  "Changes" (``changes``: the unified diff of ``original()`` and ``read()``, a
  "Download golden set" button, ``changes/download``: the whole changed file).
* ``host.drafts``: draft items given by file, or None for the stored harvest's.

The local host (``LocalHost`` and ``local_app``) adds the one-time token, the
session cookie and the ``Host`` check; ``goldeneval workbench`` (``job``)
opens the store, prints the link and runs it.
"""

from goldeneval.workbench import (  # noqa: F401  (their routes)
    _pagechanges,
    _pagedrafts,
    _pageitems,
    _pagereview,
)
from goldeneval.workbench._app import REL, serve
from goldeneval.workbench._guard import CSP, HEADERS, secure
from goldeneval.workbench._host import Caller, GoldenSource, Host, LocalGoldenFile
from goldeneval.workbench._local import COOKIE, LocalHost, SignIn, door_app, local_app
from goldeneval.workbench._loopback import bind_loopback, check_port, serve_until_stopped

__all__ = [
    "COOKIE",
    "CSP",
    "HEADERS",
    "REL",
    "Caller",
    "GoldenSource",
    "Host",
    "LocalGoldenFile",
    "LocalHost",
    "SignIn",
    "bind_loopback",
    "check_port",
    "door_app",
    "local_app",
    "secure",
    "serve",
    "serve_until_stopped",
]
