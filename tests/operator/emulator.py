"""A Kubernetes API emulator for the operator tests: kmock's emulator, made realistic.

``kmock.KubernetesEmulator`` serves discovery and a thin object store over
real HTTP. The operator (kopf + our REST client), ``kubectl`` and
``goldeneval submit`` need more of the API server's behaviour, so this
subclass keeps its own store and adds:

* ``uid``, ``resourceVersion`` (one counter, like etcd's revision),
  ``generation`` (bumped only when something outside metadata/status
  changes), ``creationTimestamp``, ``generateName``, 409 on an existing name;
* the ``status`` subresource isolated from the main resource (a patch of one
  never changes the other, and ``status`` is dropped on create);
* list responses with ``apiVersion``/``kind: XList``/``resourceVersion``,
  label selectors (``=``, ``==``, ``!=``, ``in``, ``notin``, exists, ``!``)
  and field selectors (``metadata.name``, ``metadata.namespace``);
* watches as ``application/json`` lines that resume from a
  ``resourceVersion`` (or start with the current objects) and honour
  ``timeoutSeconds``;
* JSON merge patch (and strategic merge patch treated as merge, which is
  enough for the objects involved), JSON patch, and PUT;
* the CRD's schema checked on create/update like the API server's strict field
  validation, and its ``self == oldSelf`` rule on ``spec``;
* the garbage collector: deleting an owner deletes its dependents
  (ownerReferences), recursively, in the background;
* authentication like an API server's: with ``tokens`` (or ``client_cns``)
  set, a request without one of those bearer tokens (or a client certificate
  with one of those common names) is answered 401 — kubectl sends tokens only
  over HTTPS, so :func:`tls_server` serves the emulator with a private CA;
* injected faults (:meth:`Emulator.inject`): a status such as 503 or 429,
  with ``Retry-After``, for the next N matching requests;
* TokenReview and SubjectAccessReview (delegated authentication and
  authorization) answered from a fixed policy: :attr:`Emulator.identities`
  (token → user) and :attr:`Emulator.grants` (user or ``group:NAME`` →
  namespaces whose GoldenRuns it may get, non-resource URLs it may get);
  the same tokens authenticate to the emulator itself;
* ``pods/portforward`` over a websocket (``v4.channel.k8s.io``: per port a
  data and an error channel, each opened by a frame carrying the port as two
  bytes little-endian), relayed to the pod's ``status.podIP`` (loopback in
  the tests) at that port; the caller needs ``create pods/portforward`` in the
  namespace (:attr:`Grant.portforward`; the cluster's own token may).

Discovery, the HTTP server and error rendering are kmock's.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import copy
import datetime
import json
import random
import re
import ssl
import string
import uuid
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import aiohttp.test_utils
import aiohttp.web
import attrs
import jsonschema
import kmock
from kmock._internal import enums, rendering

Obj = dict[str, Any]
Key = tuple[str, str | None, str]  # (resource key "group/version/plural", namespace, name)
ChangeHook = Callable[[str, str, Obj], None]  # (resource key, event type, object)


def now_iso() -> str:
    return datetime.datetime.now(tz=datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def res_key(group: str, version: str, plural: str) -> str:
    return f"{group}/{version}/{plural}" if group else f"v1/{plural}"


def status_error(code: int, reason: str, message: str) -> aiohttp.web.Response:
    return aiohttp.web.json_response(
        {
            "apiVersion": "v1",
            "kind": "Status",
            "metadata": {},
            "status": "Failure",
            "code": code,
            "reason": reason,
            "message": message,
        },
        status=code,
    )


class ApiError(Exception):
    def __init__(self, code: int, reason: str, message: str) -> None:
        super().__init__(message)
        self.code, self.reason, self.message = code, reason, message


# ------------------------------------------------------------------ selectors


def _split_outside_parens(text: str) -> list[str]:
    parts: list[str] = []
    depth = 0
    current = ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    return [p.strip() for p in [*parts, current] if p.strip()]


def _label_requirement(part: str) -> tuple[str, str, frozenset[str]]:
    """(key, operator, values) of one label-selector requirement."""
    for op in (" notin ", " in "):
        if op in part:
            k, _, vals = part.partition(op)
            return (
                k.strip(),
                op.strip(),
                frozenset(v.strip() for v in vals.strip().strip("()").split(",")),
            )
    for op in ("!=", "==", "="):
        if op in part:
            k, _, v = part.partition(op)
            return k.strip(), "!=" if op == "!=" else "=", frozenset({v.strip()})
    if part.startswith("!"):
        return part[1:].strip(), "!exists", frozenset()
    return part, "exists", frozenset()


def _label_ok(labels: Mapping[str, str], req: tuple[str, str, frozenset[str]]) -> bool:
    key, op, values = req
    value = labels.get(key)
    if op == "exists":
        return key in labels
    if op == "!exists":
        return key not in labels
    if op in ("=", "in"):
        return value in values
    return value not in values  # "!=" and "notin" also match objects without the key


def _field_value(obj: Mapping[str, Any], path: str) -> Any:
    node: Any = obj
    for p in path.split("."):
        node = node.get(p) if isinstance(node, Mapping) else None
    return node


def _field_ok(obj: Mapping[str, Any], part: str) -> bool:
    if "!=" in part:
        k, _, v = part.partition("!=")
        return str(_field_value(obj, k.strip())) != v.strip()
    k, _, v = part.partition("==" if "==" in part else "=")
    return str(_field_value(obj, k.strip())) == v.strip()


def matches(obj: Obj, label_selector: str | None, field_selector: str | None) -> bool:
    labels = (obj.get("metadata") or {}).get("labels") or {}
    if label_selector and not all(
        _label_ok(labels, _label_requirement(p)) for p in _split_outside_parens(label_selector)
    ):
        return False
    return not field_selector or all(
        _field_ok(obj, p) for p in _split_outside_parens(field_selector)
    )


# ------------------------------------------------------------------ patches


def merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7386 JSON merge patch."""
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    result = dict(target) if isinstance(target, dict) else {}
    for k, v in patch.items():
        if v is None:
            result.pop(k, None)
        else:
            result[k] = merge_patch(result.get(k), v)
    return result


def json_patch(target: Obj, ops: list[dict[str, Any]]) -> Obj:
    """RFC 6902 (add / replace / remove / test), enough for kubectl and kopf."""
    doc = copy.deepcopy(target)
    for op in ops:
        parts = [p.replace("~1", "/").replace("~0", "~") for p in op["path"].lstrip("/").split("/")]
        parent: Any = doc
        for p in parts[:-1]:
            parent = parent[int(p)] if isinstance(parent, list) else parent.setdefault(p, {})
        last = parts[-1]
        kind = op["op"]
        if kind == "test":
            current = parent[int(last)] if isinstance(parent, list) else parent.get(last)
            if current != op["value"]:
                raise ApiError(422, "Invalid", f"test operation failed at {op['path']}")
        elif kind in ("add", "replace"):
            if isinstance(parent, list):
                if last == "-":
                    parent.append(op["value"])
                elif kind == "add":
                    parent.insert(int(last), op["value"])
                else:
                    parent[int(last)] = op["value"]
            else:
                parent[last] = op["value"]
        elif kind == "remove":
            if isinstance(parent, list):
                del parent[int(last)]
            else:
                parent.pop(last, None)
        else:
            raise ApiError(422, "Invalid", f"unsupported JSON patch op {kind}")
    return doc


def strict_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A CRD structural schema as JSON Schema with unknown fields rejected (strict validation)."""
    s = copy.deepcopy(dict(schema))

    def walk(node: dict[str, Any]) -> None:
        # Kubernetes schemas are OpenAPI 3.0: ``exclusiveMinimum: true`` makes
        # ``minimum`` exclusive. JSON Schema (2020-12) says the same with a number.
        for bound, flag in (("minimum", "exclusiveMinimum"), ("maximum", "exclusiveMaximum")):
            if node.get(flag) is True:
                node[flag] = node.pop(bound)
            elif node.get(flag) is False:
                del node[flag]
        if (
            node.get("type") == "object"
            and "properties" in node
            and not node.get("x-kubernetes-preserve-unknown-fields")
        ):
            node.setdefault("additionalProperties", False)
        for child in (node.get("properties") or {}).values():
            walk(child)
        if isinstance(node.get("items"), dict):
            walk(node["items"])
        if isinstance(node.get("additionalProperties"), dict):
            walk(node["additionalProperties"])

    walk(s)
    s.setdefault("properties", {})["metadata"] = {"type": "object"}
    return s


# ------------------------------------------------------------------ TLS and faults


def tls_server(context: ssl.SSLContext) -> type[aiohttp.test_utils.RawTestServer]:
    """A kmock ``server_cls`` that serves HTTPS with ``context``."""

    class TLSServer(aiohttp.test_utils.RawTestServer):
        async def start_server(self, loop: Any = None, **kwargs: Any) -> None:
            await super().start_server(loop=loop, ssl=context, **kwargs)

    return TLSServer


@attrs.define
class Fault:
    """Answer ``status`` to the next ``times`` requests matching ``method`` and ``path``
    (after ``delay`` seconds; status 0 = only the delay, then the real answer)."""

    status: int
    method: str | None = None
    path_contains: str | None = None
    times: int = 1
    retry_after: str | None = None
    delay: float = 0.0
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        return (
            self.hits < self.times
            and (self.method is None or self.method == method)
            and (self.path_contains is None or self.path_contains in path)
        )


# ------------------------------------------------------------------ reviews


@attrs.define
class Grant:
    """What RBAC lets a user (or a group) do, as far as the operator's port asks."""

    namespaces: set[str] = attrs.field(factory=set)
    """Namespaces where it may ``get`` goldenruns.goldeneval.ahu.go.id (``*``: all, as a
    ClusterRoleBinding grants)."""
    urls: set[str] = attrs.field(factory=set)
    """Non-resource URLs it may ``get`` (``/metrics``)."""
    portforward: set[str] = attrs.field(factory=set)
    """Namespaces where it may ``create`` pods/portforward."""
    review: set[str] = attrs.field(factory=set)
    """Namespaces where it may ``create`` goldenruns/review (the workbench's SME writes)."""


def _grants_access(grant: Grant, spec: Obj) -> bool:
    res = spec.get("resourceAttributes")
    if res is not None:
        if res.get("group") != "goldeneval.ahu.go.id" or res.get("resource") != "goldenruns":
            return False
        # As RBAC matches: a rule on ``goldenruns`` grants no subresource, a rule on
        # ``goldenruns/review`` grants only that subresource.
        wanted = (res.get("verb"), res.get("subresource") or "")
        where = grant.namespaces if wanted == ("get", "") else set()
        if wanted == ("create", "review"):
            where = grant.review
        return "*" in where or res.get("namespace") in where
    non = spec.get("nonResourceAttributes") or {}
    return non.get("verb") == "get" and non.get("path") in grant.urls


# ------------------------------------------------------------------ the emulator

PORTFORWARD_RE = re.compile(r"^/api/v1/namespaces/(?P<ns>[^/]+)/pods/(?P<pod>[^/]+)/portforward$")
PORTFORWARD_PROTOCOL = "v4.channel.k8s.io"


@attrs.define(kw_only=True)
class Emulator(kmock.KubernetesEmulator):
    """The realistic emulator (see the module docstring)."""

    store: dict[Key, Obj] = attrs.field(factory=dict)
    log: list[tuple[int, str, Obj]] = attrs.field(factory=list)
    rv: int = 1000
    kinds: dict[str, tuple[str, str, bool]] = attrs.field(
        factory=dict
    )  # key → (apiVersion, kind, namespaced)
    schemas: dict[str, dict[str, Any]] = attrs.field(factory=dict)
    immutable_spec: dict[str, str] = attrs.field(factory=dict)  # key → CEL message
    cel_crds: dict[str, Mapping[str, Any]] = attrs.field(factory=dict)
    """Installed CRDs by resource key: their CEL rules are evaluated on create."""
    printer_columns: dict[str, list[dict[str, Any]]] = attrs.field(factory=dict)
    hooks: list[ChangeHook] = attrs.field(factory=list)
    changed: asyncio.Condition | None = None
    requests_log: list[tuple[str, str]] = attrs.field(factory=list)
    tokens: set[str] = attrs.field(factory=set)
    """Bearer tokens the API server accepts (empty = no authentication)."""
    client_cns: set[str] = attrs.field(factory=set)
    """Common names of client certificates it accepts."""
    faults: list[Fault] = attrs.field(factory=list)
    unauthorized: list[tuple[str, str]] = attrs.field(factory=list)
    """(method, path) of every request answered 401."""
    calls: list[tuple[str, str, bool, str]] = attrs.field(factory=list)
    """(method, path, is a watch, User-Agent) of every authenticated request."""
    identities: dict[str, Obj] = attrs.field(factory=dict)
    """TokenReview's policy: token → ``status.user`` (username, uid, groups, extra)."""
    grants: dict[str, Grant] = attrs.field(factory=dict)
    """SubjectAccessReview's policy: username or ``group:NAME`` → what it may get."""
    reviews: list[tuple[str, Obj]] = attrs.field(factory=list)
    """(kind, spec) of every review answered (tokens replaced by ``***``)."""

    # ---- authentication and faults (before kmock sees the request)

    def inject(self, fault: Fault) -> Fault:
        self.faults.append(fault)
        return fault

    def _authenticated(self, raw: aiohttp.web.BaseRequest) -> bool:
        if not self.tokens and not self.client_cns:
            return True
        scheme, _, token = raw.headers.get("Authorization", "").partition(" ")
        if scheme.lower() == "bearer" and (
            token.strip() in self.tokens or token.strip() in self.identities
        ):
            return True
        peer = raw.transport.get_extra_info("peercert") if raw.transport else None
        for rdn in (peer or {}).get("subject", ()):
            for key, value in rdn:
                if key == "commonName" and value in self.client_cns:
                    return True
        return False

    async def __call__(self, raw_request: aiohttp.web.BaseRequest) -> aiohttp.web.StreamResponse:
        method, path = raw_request.method, raw_request.path
        if not self._authenticated(raw_request):
            self.unauthorized.append((method, path))
            return status_error(401, "Unauthorized", "Unauthorized")
        watch = raw_request.query.get("watch") in ("true", "1")
        self.calls.append((method, path, watch, raw_request.headers.get("User-Agent", "")))
        for fault in self.faults:
            if fault.matches(method, path):
                fault.hits += 1
                if fault.delay:
                    await asyncio.sleep(fault.delay)
                if not fault.status:
                    break
                resp = status_error(fault.status, "Injected", f"injected HTTP {fault.status}")
                if fault.retry_after is not None:
                    resp.headers["Retry-After"] = fault.retry_after
                return resp
        if method == "POST" and path == "/apis/authentication.k8s.io/v1/tokenreviews":
            return await self._token_review(raw_request)
        if method == "POST" and path == "/apis/authorization.k8s.io/v1/subjectaccessreviews":
            return await self._access_review(raw_request)
        forward = PORTFORWARD_RE.match(path)
        if method == "GET" and forward is not None:
            return await self._portforward(raw_request, forward["ns"], forward["pod"])
        return await super().__call__(raw_request)

    # ---- pods/portforward (the kubelet's side included)

    def _may_forward(self, raw: aiohttp.web.BaseRequest, namespace: str) -> str | None:
        """None when the caller may create pods/portforward in ``namespace``, else its name."""
        token = raw.headers.get("Authorization", "").partition(" ")[2].strip()
        user = self.identities.get(token)
        if user is None:
            return None  # the cluster's own credentials (its admin)
        subjects = [str(user["username"])] + [f"group:{g}" for g in user.get("groups") or ()]
        if any(namespace in self.grants[s].portforward for s in subjects if s in self.grants):
            return None
        return str(user["username"])

    async def _portforward(
        self, raw: aiohttp.web.BaseRequest, namespace: str, name: str
    ) -> aiohttp.web.StreamResponse:
        refused = self._may_forward(raw, namespace)
        if refused is not None:
            return status_error(
                403,
                "Forbidden",
                f'pods "{name}" is forbidden: User "{refused}" cannot create resource '
                f'"pods/portforward" in API group "" in the namespace "{namespace}"',
            )
        pod = self.get("v1/pods", namespace, name)
        if pod is None:
            return status_error(404, "NotFound", f'pods "{name}" not found')
        ports = [int(p) for p in raw.query.get("ports", "").split(",") if p.strip()]
        if not ports:
            return status_error(400, "BadRequest", "query parameter ports is required")
        ws = aiohttp.web.WebSocketResponse(protocols=(PORTFORWARD_PROTOCOL,))
        await ws.prepare(raw)
        host = str((pod.get("status") or {}).get("podIP") or "127.0.0.1")
        writers: dict[int, asyncio.StreamWriter] = {}
        pumps: list[asyncio.Task[None]] = []
        for i, port in enumerate(ports):
            for channel in (2 * i, 2 * i + 1):  # data, then error: each opens with its port
                await ws.send_bytes(bytes([channel]) + port.to_bytes(2, "little"))
            try:
                reader, writer = await asyncio.open_connection(host, port)
            except OSError as exc:
                await ws.send_bytes(
                    bytes([2 * i + 1])
                    + f"error forwarding port {port} to pod {name}: {exc}".encode()
                )
                continue
            writers[2 * i] = writer
            pumps.append(asyncio.create_task(self._pump(reader, ws, 2 * i)))
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.BINARY or not msg.data:
                    continue
                writer = writers.get(msg.data[0])
                if writer is not None:
                    writer.write(msg.data[1:])
                    await writer.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            for task in pumps:
                task.cancel()
            for writer in writers.values():
                writer.close()
            await ws.close()
        return ws

    @staticmethod
    async def _pump(
        reader: asyncio.StreamReader, ws: aiohttp.web.WebSocketResponse, channel: int
    ) -> None:
        """The pod's bytes to the client, on ``channel``; its end closes the stream."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            while data := await reader.read(65536):
                await ws.send_bytes(bytes([channel]) + data)
            await ws.close()

    # ---- delegated authentication and authorization

    async def _token_review(self, raw: aiohttp.web.BaseRequest) -> aiohttp.web.StreamResponse:
        body = await raw.json()
        token = str(((body or {}).get("spec") or {}).get("token") or "")
        self.reviews.append(("TokenReview", {"token": "***"}))
        user = self.identities.get(token)
        status: Obj = {"authenticated": False, "error": "invalid bearer token"}
        if user is not None:
            status = {"authenticated": True, "user": user, "audiences": []}
        body = {**body, "status": status}
        return aiohttp.web.json_response(body, status=201)

    async def _access_review(self, raw: aiohttp.web.BaseRequest) -> aiohttp.web.StreamResponse:
        body = await raw.json()
        spec = (body or {}).get("spec") or {}
        self.reviews.append(("SubjectAccessReview", spec))
        subjects = [str(spec.get("user"))] + [f"group:{g}" for g in spec.get("groups") or ()]
        allowed = any(_grants_access(self.grants[s], spec) for s in subjects if s in self.grants)
        status: Obj = {"allowed": allowed}
        if not allowed:
            status["reason"] = "no RBAC policy matched"
        return aiohttp.web.json_response({**body, "status": status}, status=201)

    # ---- declaring resources

    def declare(
        self,
        group: str,
        version: str,
        plural: str,
        kind: str,
        *,
        namespaced: bool = True,
        status: bool = False,
        shortnames: Iterable[str] = (),
        singular: str | None = None,
    ) -> str:
        key = res_key(group, version, plural)
        self.resources[key if group else f"v1/{plural}"] = kmock.ResourceInfo(
            kind=kind,
            namespaced=namespaced,
            singular=singular or kind.lower(),
            shortnames=set(shortnames),
            verbs={"get", "list", "watch", "create", "update", "patch", "delete"},
            subresources={"status"} if status else set(),
        )
        self.kinds[key] = (f"{group}/{version}" if group else version, kind, namespaced)
        return key

    def install_crd(self, crd: Mapping[str, Any]) -> str:
        """Serve a CRD's resource with its schema and spec-immutability rule, and store the CRD."""
        spec = crd["spec"]
        names = spec["names"]
        (v,) = [v for v in spec["versions"] if v.get("served")]
        key = self.declare(
            spec["group"],
            v["name"],
            names["plural"],
            names["kind"],
            namespaced=spec["scope"] == "Namespaced",
            status="status" in (v.get("subresources") or {}),
            shortnames=names.get("shortNames", ()),
            singular=names.get("singular"),
        )
        openapi = v["schema"]["openAPIV3Schema"]
        self.schemas[key] = strict_schema(openapi)
        self.printer_columns[key] = list(v.get("additionalPrinterColumns") or ())
        for rule in openapi["properties"]["spec"].get("x-kubernetes-validations", ()):
            if rule["rule"].replace(" ", "") == "self==oldSelf":
                self.immutable_spec[key] = " ".join(rule.get("message", "immutable").split())
        self.cel_crds[key] = crd
        self.put("apiextensions.k8s.io/v1/customresourcedefinitions", None, dict(crd))
        return key

    # ---- discovery: shortnames only on the main resource (kubectl warns otherwise)

    async def _serve_version(self, request: rendering.Request) -> rendering.Payload:
        payload = await super()._serve_version(request)
        if isinstance(payload, dict):
            # kmock writes the core group's version as "/v1"; clients expect "v1".
            payload["groupVersion"] = str(payload.get("groupVersion", "")).lstrip("/")
            for r in payload.get("resources", []):
                if "/" in r["name"]:
                    r["shortNames"] = []
                    r["categories"] = []
                    r["verbs"] = ["get", "patch", "update"]
        return payload

    # ---- internal API (used by the simulated controllers and the tests)

    def _next_rv(self) -> int:
        self.rv += 1
        return self.rv

    def _emit(self, key: str, etype: str, obj: Obj) -> None:
        self.log.append(
            (
                int(obj["metadata"]["resourceVersion"]),
                key,
                {"type": etype, "object": copy.deepcopy(obj)},
            )
        )
        for hook in list(self.hooks):
            hook(key, etype, obj)
        if self.changed is not None:
            cond = self.changed

            async def notify() -> None:
                async with cond:
                    cond.notify_all()

            asyncio.get_running_loop().create_task(notify())

    def get(self, key: str, namespace: str | None, name: str) -> Obj | None:
        obj = self.store.get((key, namespace, name))
        return copy.deepcopy(obj) if obj is not None else None

    def objects(self, key: str, namespace: str | None = None) -> list[Obj]:
        return [
            copy.deepcopy(o)
            for (k, ns, _), o in sorted(
                self.store.items(), key=lambda kv: kv[1]["metadata"]["resourceVersion"]
            )
            if k == key and (namespace is None or ns == namespace)
        ]

    def put(self, key: str, namespace: str | None, body: Obj) -> Obj:
        """Create an object (the API server's create, minus HTTP)."""
        obj = copy.deepcopy(body)
        meta = obj.setdefault("metadata", {})
        if not meta.get("name"):
            prefix = meta.get("generateName")
            if not prefix:
                raise ApiError(422, "Invalid", "metadata.name or metadata.generateName is required")
            for _ in range(20):
                candidate = prefix + "".join(
                    random.choices(string.ascii_lowercase + string.digits, k=5)
                )
                if (key, namespace, candidate) not in self.store:
                    break
            meta["name"] = candidate
        name = meta["name"]
        if (key, namespace, name) in self.store:
            api_version, kind, _ = self.kinds.get(key, ("", key, True))
            raise ApiError(409, "AlreadyExists", f'{kind.lower()}s "{name}" already exists')
        if key in self.schemas:
            self._validate(key, obj)
        if key in self.cel_crds:
            self._validate_cel(key, obj)
        api_version, kind, namespaced = self.kinds.get(key, ("v1", "Unknown", True))
        obj["apiVersion"] = obj.get("apiVersion") or api_version
        obj["kind"] = obj.get("kind") or kind
        if namespaced:
            meta["namespace"] = namespace
        meta["uid"] = str(uuid.uuid4())
        meta["generation"] = 1
        meta["creationTimestamp"] = now_iso()
        meta["resourceVersion"] = str(self._next_rv())
        if self._has_status(key):
            obj.pop("status", None)
        self.store[(key, namespace, name)] = obj
        self._emit(key, "ADDED", obj)
        return copy.deepcopy(obj)

    def _has_status(self, key: str) -> bool:
        for res in self.resources:
            if res_key(res.group or "", res.version or "", res.plural or "") == key:
                return "status" in self.resources[res].subresources
        return False

    def _validate_cel(self, key: str, obj: Obj) -> None:
        """The CRD's x-kubernetes-validations on create, as the API server refuses them (422).
        Transition rules need a stored object; updates keep the immutability check above."""
        from .cel import cel_errors

        errors = cel_errors(self.cel_crds[key], obj)
        if errors:
            name = obj.get("metadata", {}).get("name") or ""
            raise ApiError(
                422, "Invalid", f"{self.kinds[key][1]}.{name} is invalid: " + ", ".join(errors)
            )

    def _validate(self, key: str, obj: Obj) -> None:
        try:
            jsonschema.validate(obj, self.schemas[key])
        except jsonschema.ValidationError as exc:
            where = ".".join(str(p) for p in exc.absolute_path) or "(root)"
            raise ApiError(
                422, "Invalid", f"{self.kinds[key][1]} is invalid: {where}: {exc.message}"
            ) from None

    def update(
        self,
        key: str,
        namespace: str | None,
        name: str,
        new: Obj,
        *,
        subresource: str | None = None,
    ) -> Obj:
        """Replace an object's content (after a patch or a PUT), with API server rules."""
        old = self.store.get((key, namespace, name))
        if old is None:
            raise ApiError(404, "NotFound", f'"{name}" not found')
        obj = copy.deepcopy(old)
        if subresource == "status":
            obj["status"] = new.get("status")
            if obj["status"] is None:
                obj.pop("status")
        else:
            has_status = self._has_status(key)
            for field, value in new.items():
                if field in ("metadata", "status") or field in ("apiVersion", "kind"):
                    continue
                obj[field] = value
            for field in [
                f
                for f in obj
                if f not in new and f not in ("metadata", "status", "apiVersion", "kind")
            ]:
                del obj[field]
            if not has_status and "status" in new:
                obj["status"] = new["status"]
            meta = dict(new.get("metadata") or {})
            for locked in (
                "uid",
                "creationTimestamp",
                "resourceVersion",
                "generation",
                "name",
                "namespace",
            ):
                meta[locked] = old["metadata"].get(locked)
            if old["metadata"].get("deletionTimestamp"):
                meta["deletionTimestamp"] = old["metadata"]["deletionTimestamp"]
            obj["metadata"] = {k: v for k, v in meta.items() if v is not None}
            if key in self.immutable_spec and obj.get("spec") != old.get("spec"):
                raise ApiError(
                    422,
                    "Invalid",
                    f"{self.kinds[key][1]}.{name} is invalid: spec: Invalid value: {self.immutable_spec[key]}",
                )
            if key in self.schemas:
                self._validate(key, obj)
            spec_like = {k: v for k, v in obj.items() if k not in ("metadata", "status")}
            old_spec_like = {k: v for k, v in old.items() if k not in ("metadata", "status")}
            if spec_like != old_spec_like:
                obj["metadata"]["generation"] = int(old["metadata"].get("generation", 1)) + 1
        if obj == old:
            return copy.deepcopy(old)  # a no-op write does not bump resourceVersion
        obj["metadata"]["resourceVersion"] = str(self._next_rv())
        self.store[(key, namespace, name)] = obj
        if obj["metadata"].get("deletionTimestamp") and not obj["metadata"].get("finalizers"):
            self._remove(key, namespace, name)
        else:
            self._emit(key, "MODIFIED", obj)
        return copy.deepcopy(obj)

    def patch_status(self, key: str, namespace: str | None, name: str, status: Obj) -> Obj | None:
        obj = self.store.get((key, namespace, name))
        if obj is None:
            return None
        new = copy.deepcopy(obj)
        new["status"] = merge_patch(obj.get("status") or {}, status)
        return self.update(key, namespace, name, new, subresource="status")

    def delete(self, key: str, namespace: str | None, name: str) -> Obj:
        obj = self.store.get((key, namespace, name))
        if obj is None:
            raise ApiError(404, "NotFound", f'"{name}" not found')
        if obj["metadata"].get("finalizers"):
            if not obj["metadata"].get("deletionTimestamp"):
                new = copy.deepcopy(obj)
                new["metadata"]["deletionTimestamp"] = now_iso()
                self.store[(key, namespace, name)] = new
                new["metadata"]["resourceVersion"] = str(self._next_rv())
                self._emit(key, "MODIFIED", new)
                return copy.deepcopy(new)
            return copy.deepcopy(obj)
        return self._remove(key, namespace, name)

    def _remove(self, key: str, namespace: str | None, name: str) -> Obj:
        obj = self.store.pop((key, namespace, name))
        obj["metadata"]["resourceVersion"] = str(self._next_rv())
        self._emit(key, "DELETED", obj)
        self._collect_garbage(obj["metadata"]["uid"])
        return copy.deepcopy(obj)

    def _collect_garbage(self, owner_uid: str) -> None:
        """Background cascading deletion of every dependent of a deleted owner."""
        dependents = [
            k
            for k, o in self.store.items()
            if any(
                ref.get("uid") == owner_uid for ref in o["metadata"].get("ownerReferences") or ()
            )
        ]
        for key, namespace, name in dependents:
            if (key, namespace, name) in self.store:
                self.delete(key, namespace, name)

    def secret_keys(self, namespace: str, name: str) -> list[str] | None:
        """The keys of a Secret (``data`` and ``stringData``); None when it does not exist."""
        secret = self.store.get(("v1/secrets", namespace, name))
        if secret is None:
            return None
        return sorted({*(secret.get("data") or {}), *(secret.get("stringData") or {})})

    def secret_value(self, namespace: str, name: str, key: str) -> str | None:
        secret = self.store.get(("v1/secrets", namespace, name))
        if secret is None:
            return None
        if key in (secret.get("stringData") or {}):
            return str(secret["stringData"][key])
        raw = (secret.get("data") or {}).get(key)
        return None if raw is None else base64.b64decode(raw).decode()

    # ---- HTTP

    async def _handle(self, request: rendering.Request) -> aiohttp.web.StreamResponse:
        if self.changed is None:
            self.changed = asyncio.Condition()
        res = request.resource
        if res is None or res.plural is None or res.version is None:
            return await super()._handle(request)
        key = res_key(res.group or "", res.version, res.plural)
        if key not in self.kinds:
            return await super()._handle(request)
        self.requests_log.append((str(request.method.value), str(request.url.path)))
        try:
            return await self._serve(key, request)
        except ApiError as exc:
            return status_error(exc.code, exc.reason, exc.message)

    async def _serve(self, key: str, request: rendering.Request) -> aiohttp.web.StreamResponse:
        ns, name, sub = request.namespace, request.name, request.subresource
        method = request.method.value if request.method is not None else ""
        params = request.params
        if request.action == enums.action.WATCH:
            return await self._watch(key, request)
        if method == "GET" and name is None:
            items = [
                o
                for o in self.objects(key, ns)
                if matches(o, params.get("labelSelector"), params.get("fieldSelector"))
            ]
            api_version, kind, _ = self.kinds[key]
            if "as=Table" in request.headers.get("Accept", "") and key in self.printer_columns:
                return aiohttp.web.json_response(self._table(key, items))
            return aiohttp.web.json_response(
                {
                    "apiVersion": api_version,
                    "kind": f"{kind}List",
                    "metadata": {"resourceVersion": str(self.rv)},
                    "items": items,
                }
            )
        if method == "GET":
            obj = self.get(key, ns, name)  # type: ignore[arg-type]
            if obj is None:
                raise ApiError(404, "NotFound", f'{self.kinds[key][1].lower()}s "{name}" not found')
            if "as=Table" in request.headers.get("Accept", "") and key in self.printer_columns:
                return aiohttp.web.json_response(self._table(key, [obj]))
            return aiohttp.web.json_response(obj)
        if method == "POST" and name is None:
            body = request.data
            if not isinstance(body, dict):
                raise ApiError(400, "BadRequest", "expected a JSON object")
            return aiohttp.web.json_response(
                self.put(key, ns or (body.get("metadata") or {}).get("namespace"), body), status=201
            )
        if method == "PATCH" and name is not None:
            current = self.get(key, ns, name)
            if current is None:
                raise ApiError(404, "NotFound", f'{self.kinds[key][1].lower()}s "{name}" not found')
            ctype = request.headers.get("Content-Type", "").split(";")[0].strip()
            patch = json.loads(request.text or "null")
            if ctype == "application/json-patch+json":
                new = json_patch(current, patch)
            elif ctype in (
                "application/merge-patch+json",
                "application/strategic-merge-patch+json",
            ):
                new = merge_patch(current, patch)
            elif ctype == "application/apply-patch+yaml":
                raise ApiError(415, "UnsupportedMediaType", "server-side apply is not emulated")
            else:
                raise ApiError(415, "UnsupportedMediaType", f"unsupported patch type {ctype!r}")
            return aiohttp.web.json_response(self.update(key, ns, name, new, subresource=sub))
        if method == "PUT" and name is not None:
            return aiohttp.web.json_response(
                self.update(key, ns, name, request.data, subresource=sub)
            )
        if method == "DELETE" and name is not None:
            return aiohttp.web.json_response(self.delete(key, ns, name))
        raise ApiError(405, "MethodNotAllowed", f"{method} is not supported here")

    def _table(self, key: str, items: list[Obj]) -> Obj:
        """Server-side printing (what kubectl get shows) from the CRD's printer columns."""
        columns = [
            {"name": "Name", "type": "string", "format": "name", "description": "", "priority": 0}
        ]
        columns += [
            {
                "name": c["name"],
                "type": c["type"],
                "format": "",
                "description": c.get("description", ""),
                "priority": c.get("priority", 0),
            }
            for c in self.printer_columns[key]
        ]
        rows = []
        for obj in items:
            cells: list[Any] = [obj["metadata"]["name"]]
            for c in self.printer_columns[key]:
                value = _field_value(obj, c["jsonPath"].lstrip("."))
                if c["type"] == "date" and value:
                    created = datetime.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
                    age = datetime.datetime.now(tz=datetime.UTC) - created
                    value = f"{int(age.total_seconds())}s"
                cells.append(value)
            rows.append(
                {
                    "cells": cells,
                    "object": {
                        "kind": "PartialObjectMetadata",
                        "apiVersion": "meta.k8s.io/v1",
                        "metadata": obj["metadata"],
                    },
                }
            )
        return {
            "kind": "Table",
            "apiVersion": "meta.k8s.io/v1",
            "metadata": {"resourceVersion": str(self.rv)},
            "columnDefinitions": columns,
            "rows": rows,
        }

    async def _watch(self, key: str, request: rendering.Request) -> aiohttp.web.StreamResponse:
        assert request._raw_request is not None
        assert self.changed is not None
        params = request.params
        ns = request.namespace
        labels, fields = params.get("labelSelector"), params.get("fieldSelector")
        if request.name is not None:
            fields = ",".join(x for x in (fields, f"metadata.name={request.name}") if x)
        timeout = float(params.get("timeoutSeconds") or 0) or None
        since = int(params.get("resourceVersion") or 0)

        def wanted(obj: Obj) -> bool:
            return (ns is None or obj["metadata"].get("namespace") == ns) and matches(
                obj, labels, fields
            )

        resp = aiohttp.web.StreamResponse(headers={"Content-Type": "application/json"})
        await resp.prepare(request._raw_request)
        if since == 0:
            for obj in self.objects(key, ns):
                if wanted(obj):
                    await resp.write(json.dumps({"type": "ADDED", "object": obj}).encode() + b"\n")
            since = self.rv
        loop = asyncio.get_running_loop()
        end = None if timeout is None else loop.time() + timeout
        try:
            while True:
                for rv, k, event in list(self.log):
                    if rv > since and k == key and wanted(event["object"]):
                        await resp.write(json.dumps(event).encode() + b"\n")
                    since = max(since, rv) if rv > since else since
                remaining = None if end is None else end - loop.time()
                if remaining is not None and remaining <= 0:
                    break
                async with self.changed:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(
                            self.changed.wait(), timeout=min(remaining or 1.0, 1.0)
                        )
            await resp.write_eof()
        except (ConnectionError, asyncio.CancelledError):
            pass
        return resp
