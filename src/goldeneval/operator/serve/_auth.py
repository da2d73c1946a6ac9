"""Who may read the HTTP port: delegated authentication and authorization.

The caller's bearer token is checked by the API server (a TokenReview), and
what the reviewed user may read by the same RBAC that ``kubectl`` obeys (a
SubjectAccessReview for the user, its groups, uid and extra). The operator's
own ServiceAccount needs ``system:auth-delegator`` for both.

Answers are remembered briefly (an accepted token or a granted permission
for ``allowed_cache_seconds``, a refusal for ``denied_cache_seconds``) in
bounded caches keyed by a digest of the token, never the token itself. At
most ``max_concurrent_reviews`` reviews are in flight, and concurrent
requests that need the same answer share one review.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from goldeneval.operator.spec import GROUP, PLURAL, HttpAuthConfig

TOKEN_REVIEWS = "/apis/authentication.k8s.io/v1/tokenreviews"  # noqa: S105 - a path
ACCESS_REVIEWS = "/apis/authorization.k8s.io/v1/subjectaccessreviews"


@dataclass(frozen=True)
class User:
    """A caller as the API server's TokenReview described it."""

    name: str
    """``status.user.username``."""
    uid: str
    """``status.user.uid`` (may be empty)."""
    groups: tuple[str, ...]
    """``status.user.groups``."""
    extra: tuple[tuple[str, tuple[str, ...]], ...]
    """``status.user.extra``, sorted, as hashable pairs."""


@dataclass(frozen=True)
class Permission:
    """What a request needs: a resource verb in a namespace, or a non-resource URL."""

    verb: str
    """The RBAC verb (``get``)."""
    resource: str | None = None
    """Plural resource name (``goldenruns``); None for a non-resource URL."""
    group: str = ""
    """API group of ``resource``."""
    namespace: str | None = None
    """Namespace of ``resource``."""
    path: str | None = None
    """Non-resource URL (``/metrics``); None for a resource."""
    subresource: str | None = None
    """Subresource of ``resource`` (``review`` of ``goldenruns/review``); None: the resource."""

    def describe(self) -> str:
        """The permission in words: ``get goldenruns in namespace "tanya"``, ``get /metrics``,
        ``create goldenruns/review in namespace "tanya"``."""
        if self.resource is None:
            return f"{self.verb} {self.path}"
        where = f' in namespace "{self.namespace}"' if self.namespace else ""
        sub = f"/{self.subresource}" if self.subresource else ""
        return f"{self.verb} {self.resource}{sub}{where}"


def read_goldenruns(namespace: str) -> Permission:
    """Reading a namespace's reports: ``get`` GoldenRuns there."""
    return Permission("get", resource=PLURAL, group=GROUP, namespace=namespace)


def review_goldenruns(namespace: str) -> Permission:
    """An SME's change in a namespace's workbench (a label, a coverage decision, a save):
    ``create`` on the subresource ``goldenruns/review``, which RBAC grants like any rule."""
    return Permission(
        "create", resource=PLURAL, group=GROUP, namespace=namespace, subresource="review"
    )


READ_METRICS = Permission("get", path="/metrics")
"""Scraping: ``get`` on the non-resource URL ``/metrics``."""


def bearer_token(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header; None when there is none."""
    scheme, _, token = (header or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or any(c.isspace() for c in token):
        return None
    return token


def token_review(token: str) -> dict[str, Any]:
    """The TokenReview that asks the API server who ``token`` is."""
    return {
        "apiVersion": "authentication.k8s.io/v1",
        "kind": "TokenReview",
        "spec": {"token": token},
    }


def reviewed_user(reply: Mapping[str, Any]) -> User | None:
    """The authenticated user of a TokenReview's answer; None when not authenticated."""
    status = reply.get("status") or {}
    user = status.get("user") or {}
    name = user.get("username")
    if status.get("authenticated") is not True or not isinstance(name, str) or not name:
        return None
    extra = user.get("extra") or {}
    return User(
        name=name,
        uid=str(user.get("uid") or ""),
        groups=tuple(str(g) for g in user.get("groups") or ()),
        extra=tuple(sorted((str(k), tuple(str(x) for x in v or ())) for k, v in extra.items())),
    )


def access_review(user: User, permission: Permission) -> dict[str, Any]:
    """The SubjectAccessReview that asks whether ``user`` holds ``permission``."""
    spec: dict[str, Any] = {
        "user": user.name,
        "groups": list(user.groups),
        "extra": {k: list(v) for k, v in user.extra},
    }
    if user.uid:
        spec["uid"] = user.uid
    if permission.resource is None:
        spec["nonResourceAttributes"] = {"verb": permission.verb, "path": permission.path}
    else:
        attrs = {"verb": permission.verb, "group": permission.group}
        attrs["resource"] = permission.resource
        if permission.subresource:
            attrs["subresource"] = permission.subresource
        if permission.namespace:
            attrs["namespace"] = permission.namespace
        spec["resourceAttributes"] = attrs
    return {"apiVersion": "authorization.k8s.io/v1", "kind": "SubjectAccessReview", "spec": spec}


def access_granted(reply: Mapping[str, Any]) -> bool:
    """Whether a SubjectAccessReview's answer allows (a denial or anything odd does not)."""
    status = reply.get("status") or {}
    return status.get("allowed") is True and status.get("denied") is not True


class Creator(Protocol):
    """Creates an API object and returns the API server's answer (blocking)."""

    def create(self, path: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """POST ``body`` to ``path``."""


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ExpiringCache(Generic[K, V]):
    """At most ``size`` answers, each until its own expiry; the oldest go first."""

    def __init__(self, size: int, clock: Callable[[], float] = time.monotonic) -> None:
        self._size = size
        self._clock = clock
        self._items: OrderedDict[K, tuple[float, V]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: K) -> tuple[bool, V | None]:
        """(found, value) of a live entry."""
        entry = self._items.get(key)
        if entry is None:
            return False, None
        if entry[0] <= self._clock():
            del self._items[key]
            return False, None
        return True, entry[1]

    def put(self, key: K, value: V, seconds: float) -> None:
        """Remember ``value`` for ``seconds`` (0: not at all)."""
        if seconds <= 0:
            return
        self._items.pop(key, None)
        self._items[key] = (self._clock() + seconds, value)
        while len(self._items) > self._size:
            self._items.popitem(last=False)


class Gatekeeper:
    """Asks the API server who a caller is and what it may read, remembering briefly.

    Used from one event loop; the blocking API calls run in worker threads.
    """

    def __init__(
        self,
        api: Creator,
        config: HttpAuthConfig,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._api = api
        self._config = config
        self._users: ExpiringCache[str, User | None] = ExpiringCache(config.cache_size, clock)
        self._grants: ExpiringCache[tuple[User, Permission], bool] = ExpiringCache(
            config.cache_size, clock
        )
        self._slots = asyncio.Semaphore(config.max_concurrent_reviews)
        self._pending: dict[Hashable, asyncio.Future[Any]] = {}
        self.reviews = 0
        """Reviews sent to the API server (for the cost figures in the docs)."""

    async def authenticate(self, token: str) -> User | None:
        """The caller behind ``token``, or None when the API server does not accept it.

        Raises :class:`~goldeneval.ClusterError` when the API server cannot be asked.
        """
        key = hashlib.sha256(token.encode()).hexdigest()
        found, user = self._users.get(key)
        if found:
            return user

        async def review() -> User | None:
            user = reviewed_user(await self._create(TOKEN_REVIEWS, token_review(token)))
            cfg = self._config
            ttl = cfg.allowed_cache_seconds if user else cfg.denied_cache_seconds
            self._users.put(key, user, ttl)
            return user

        result: User | None = await self._once(("token", key), review)
        return result

    async def allowed(self, user: User, permission: Permission) -> bool:
        """Whether ``user`` holds ``permission`` by the cluster's RBAC."""
        key = (user, permission)
        found, granted = self._grants.get(key)
        if found:
            return bool(granted)

        async def review() -> bool:
            granted = access_granted(await self._create(ACCESS_REVIEWS, access_review(*key)))
            cfg = self._config
            ttl = cfg.allowed_cache_seconds if granted else cfg.denied_cache_seconds
            self._grants.put(key, granted, ttl)
            return granted

        result: bool = await self._once(("access", key), review)
        return result

    async def _once(self, key: Hashable, review: Callable[[], Awaitable[Any]]) -> Any:
        """One review per key at a time: later askers share the first one's answer.

        The review runs as its own task, so a caller that goes away never
        cancels the answer others are waiting for.
        """
        task = self._pending.get(key)
        if task is None:
            task = asyncio.ensure_future(review())
            self._pending[key] = task
            task.add_done_callback(lambda _: self._pending.pop(key, None))
        return await asyncio.shield(task)

    async def _create(self, path: str, body: Mapping[str, Any]) -> dict[str, Any]:
        async with self._slots:
            self.reviews += 1
            return await asyncio.to_thread(self._api.create, path, body)
