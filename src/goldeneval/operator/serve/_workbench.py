"""The SME workbench in the cluster: ``/workbench/{namespace}/{suite}/`` (issue 45 §1, §3).

The same app ``goldeneval workbench`` serves locally, behind the port's
TokenReview and SubjectAccessReview. The person is the TokenReview's
username, never a name the client sends. Reading needs ``get goldenruns``
in the namespace; every change (a label, a coverage decision, a save) needs
``create`` on the subresource ``goldenruns/review`` there.

A request with a ``Cookie`` header comes from a browser (behind an
authenticating proxy, or through ``goldeneval workbench --cluster``): its
changes need the CSRF token the page was given, an HMAC of the person under
a secret of this process, and the app's own origin. A program sending only
``Authorization: Bearer`` needs its token alone.

The golden set shown is the one the suite's latest finished GoldenRun used
(its ConfigMap key, or its inline items), read-only: saves collect in the
person's change set, held in this process's memory (bounded; lost when the
operator restarts), and the page "Changes" offers the whole file to download.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import web

from goldeneval.goldenset import SetChangedOnDisk, set_sha256
from goldeneval.model import ClusterError, InvalidInputError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.kube import core_path, goldenrun_path
from goldeneval.operator.reconcile import golden_set_yaml
from goldeneval.operator.serve import _guard
from goldeneval.operator.serve._auth import read_goldenruns, review_goldenruns
from goldeneval.operator.serve._http import NAMESPACE_RE, StoreReader
from goldeneval.operator.serve._metrics import latest_finished
from goldeneval.operator.spec import SUITE_RE
from goldeneval.workbench import HEADERS, REL, Caller, serve

if TYPE_CHECKING:
    from goldeneval.model import Item
    from goldeneval.operator.kube import KubeApi
    from goldeneval.operator.serve._metrics import RunIndex
    from goldeneval.store import Store

PREFIX = "/workbench/"
"""Where the app is mounted: ``/workbench/NAMESPACE/SUITE/``."""

DEFAULT_KEY = "golden-set.yaml"
"""The ConfigMap key a GoldenRun's set is read from when its spec names none."""

MAX_CHANGE_SETS = 256
"""Change sets (one per person and suite) kept; the least recently used goes first."""

MAX_RUN_SETS = 64
"""Runs whose set is remembered (read once per run from the API server)."""

MAX_SET_BYTES = 8 << 20
"""The largest set a change set keeps (a ConfigMap holds at most 1 MiB; inline items less)."""

SIGN_IN_HELP = (
    "Open the workbench through your team's sign-in proxy, or run "
    "goldeneval workbench --cluster NAMESPACE/SUITE with your kubeconfig."
)
NO_AUTH = (
    "the workbench names who labels, so it needs the operator's http.auth.mode "
    "'delegated' (TokenReview and SubjectAccessReview); this operator runs with 'none'"
)


@dataclass
class KeptSet:
    """One person's saves to one suite's set."""

    base: str
    """The set the first save started from (the latest run's then)."""
    text: str
    """The set with every save since."""


class ChangeSets:
    """Every person's change set, in memory, bounded (least recently used dropped)."""

    def __init__(self, size: int = MAX_CHANGE_SETS) -> None:
        self._size = size
        self._sets: OrderedDict[tuple[str, str, str], KeptSet] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str, str]) -> KeptSet | None:
        """The change set of (namespace, suite, person), if there is one."""
        with self._lock:
            found = self._sets.get(key)
            if found is not None:
                self._sets.move_to_end(key)
            return found

    def put(self, key: tuple[str, str, str], kept: KeptSet) -> None:
        """Keep ``kept`` as that person's change set."""
        with self._lock:
            self._sets[key] = kept
            self._sets.move_to_end(key)
            while len(self._sets) > self._size:
                self._sets.popitem(last=False)


@dataclass
class ClusterGolden:
    """The set a suite's latest run used, read-only, with one person's change set."""

    name: str
    """How pages name it (``configmap/NAME/KEY``: the download is named KEY;
    ``goldenrun/NAME items``)."""
    run_set: str
    """The set's text as the latest run used it."""
    key: tuple[str, str, str]
    """(namespace, suite, person): whose change set."""
    sets: ChangeSets
    """Where change sets are kept."""
    in_place: bool = False
    """The cluster never writes the set."""

    def original(self) -> bytes:
        """The set the person's changes started from (the latest run's if there are none)."""
        kept = self.sets.get(self.key)
        return (kept.base if kept is not None else self.run_set).encode()

    def read(self) -> bytes:
        """The set with the person's changes."""
        kept = self.sets.get(self.key)
        return (kept.text if kept is not None else self.run_set).encode()

    def save(self, new_text: str, *, expected_sha256: str) -> str:
        """Keep ``new_text`` in the change set if the page read the set as it is now."""
        if set_sha256(self.read()) != expected_sha256:
            raise SetChangedOnDisk(self.name)
        data = new_text.encode()
        if len(data) > MAX_SET_BYTES:
            raise InvalidInputError(
                f"{self.name}: the changed set would have {len(data)} bytes, more than the "
                f"{MAX_SET_BYTES} a change set keeps; download it and continue in Git"
            )
        kept = self.sets.get(self.key)
        self.sets.put(self.key, KeptSet(kept.base if kept else self.run_set, new_text))
        return set_sha256(data)


@dataclass(frozen=True)
class ClusterHost:
    """One request's host in the cluster (implements the workbench's ``Host``)."""

    suite: str
    """The suite of the URL."""
    base: str
    """``/workbench/NAMESPACE/SUITE/``."""
    golden: ClusterGolden
    """The latest run's set with the person's change set."""
    who: Caller
    """The person, as the TokenReview named them, and their rights."""
    opened: Callable[[], Store]
    """The operator's history store."""
    drafts: tuple[Item, ...] | None = None
    """The stored harvest's drafts are shown (no drafts file in the cluster)."""
    sign_in_help: str = SIGN_IN_HELP
    """What a 401 page says."""

    def store(self) -> Store:
        """The operator's history store."""
        return self.opened()

    async def caller(self, request: web.Request) -> Caller | None:
        """The person the route established before serving."""
        return self.who


def run_golden_text(api: KubeApi, namespace: str, run_name: str) -> tuple[str, str]:
    """(name, text) of the set GoldenRun ``run_name`` used: its ConfigMap key or its inline
    items (written as the operator writes them for the evaluator)."""
    run = api.get(goldenrun_path(namespace, run_name))
    if run is None:
        raise ClusterError(f"GoldenRun {namespace}/{run_name} is gone; reload for the latest run")
    golden = (run.get("spec") or {}).get("goldenSet") or {}
    items = golden.get("items")
    if isinstance(items, list):
        return f"goldenrun/{run_name} items", golden_set_yaml(tuple(items))
    ref = golden.get("configMapRef") or {}
    name, key = str(ref.get("name") or ""), str(ref.get("key") or DEFAULT_KEY)
    cm = api.get(core_path("configmaps", namespace, name)) if name else None
    text = ((cm or {}).get("data") or {}).get(key)
    if not isinstance(text, str):
        raise ClusterError(
            f"the golden set of GoldenRun {namespace}/{run_name} (ConfigMap {name!r}, key "
            f"{key!r}) cannot be read now; is the ConfigMap still there?"
        )
    return f"configmap/{name}/{key}", text


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def _headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every workbench answer carries its headers, the guard's 401 and 403 included."""
    response = await handler(request)
    if request.path.startswith(PREFIX):
        response.headers.update(HEADERS)
    return response


@dataclass
class Workbench:
    """The workbench's mount in the operator's app: the API for the sets, the change sets."""

    api: KubeApi
    """The operator's client: reads GoldenRuns and their ConfigMaps."""
    sets: ChangeSets = field(default_factory=ChangeSets)
    """Every person's change set."""
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    """Signs the CSRF tokens (a new one per process: pages from before a restart reload)."""
    _texts: OrderedDict[str, tuple[str, str]] = field(default_factory=OrderedDict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def mount(
        self, app: web.Application, index: RunIndex, store: StoreReader, *, gated: bool
    ) -> None:
        """Add the routes to ``app`` (``gated`` False: ``auth: none``, every request refused)."""
        route = _Route(self, index, store, gated)
        app.middlewares.insert(0, _headers)
        app.router.add_get("/workbench/{namespace}/{suite}", route.slash)
        app.router.add_route("*", "/workbench/{namespace}/{suite}/" + REL, route.answer)

    def csrf(self, person: str, namespace: str, suite: str) -> str:
        """The CSRF token of ``person``'s pages of one suite."""
        what = f"{person}\n{namespace}/{suite}".encode()
        return hmac.new(self.secret, what, hashlib.sha256).hexdigest()

    def golden_text(self, namespace: str, run_name: str, uid: str) -> tuple[str, str]:
        """:func:`run_golden_text`, read once per run (a finished run's set is the one it used)."""
        with self._lock:
            found = self._texts.get(uid)
        if found is None:
            found = run_golden_text(self.api, namespace, run_name)
            with self._lock:
                self._texts[uid] = found
                while len(self._texts) > MAX_RUN_SETS:
                    self._texts.popitem(last=False)
        return found


def _problem(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


@dataclass(frozen=True)
class _Route:
    """The route's handlers over the mount, the run index and the store."""

    bench: Workbench
    index: RunIndex
    store: StoreReader
    gated: bool

    async def slash(self, request: web.Request) -> web.StreamResponse:
        """``/workbench/NS/SUITE`` → the app's root, which ends in a slash."""
        raise web.HTTPPermanentRedirect(request.path + "/")

    async def answer(self, request: web.Request) -> web.StreamResponse:
        """One request of the app, once the caller may read the namespace's runs."""
        namespace, suite = request.match_info["namespace"], request.match_info["suite"]
        if not NAMESPACE_RE.match(namespace) or not SUITE_RE.match(suite):
            return _problem(400, "use /workbench/NAMESPACE/SUITE/ with a namespace and a suite")
        user = _guard.caller_of(request)
        if not self.gated or user is None:
            return _problem(403, NO_AUTH)
        if (refused := await _guard.refusal(request, read_goldenruns(namespace))) is not None:
            return refused
        if not self.store.configured:
            return _problem(503, "no history store: set GOLDENEVAL_STORE for the operator")
        facts = latest_finished(self.index.snapshot()).get((namespace, suite))
        if facts is None:
            return _problem(
                404, f"no finished GoldenRun of suite {suite!r} in namespace {namespace!r}"
            )
        try:
            may_write = await _guard.may(request, review_goldenruns(namespace))
            name, text = await asyncio.to_thread(
                self.bench.golden_text, namespace, facts.name, facts.uid
            )
        except ClusterError as exc:
            return _problem(503, f"cannot ask the Kubernetes API now: {scrub(str(exc), 300)}")
        # A browser carries cookies (its proxy's session): its changes need the token.
        browser = "Cookie" in request.headers
        who = Caller(
            user.name, may_write, self.bench.csrf(user.name, namespace, suite) if browser else None
        )
        golden = ClusterGolden(name, text, (namespace, suite, user.name), self.bench.sets)
        host = ClusterHost(suite, f"{PREFIX}{namespace}/{suite}/", golden, who, self.store.opened)
        return await serve(request, host, request.match_info["rel"])
