"""The operator test harness: emulator + simulated Job controller + real operator.

* :class:`Cluster` runs the realistic kmock emulator (``emulator.py``) and the
  simulated Job controller (``jobsim.py``) on an event loop in a background
  thread, serving HTTPS on 127.0.0.1 with a private CA and answering 401 to
  any request without the cluster's bearer token. Its kubeconfig is written
  the way managed clusters hand them out: the token comes from an exec
  credential plugin (``./token.sh``, client.authentication.k8s.io/v1) and the
  CA from a path relative to the kubeconfig's directory, and every process
  using it runs from another working directory.
* The operator is the real thing: ``python -m goldeneval operator`` in a
  subprocess (kopf watching the emulator, our REST client, the HTTP server).
* Evaluator pods are real ``goldeneval run --shard`` subprocesses talking to
  the loopback chatbot/judge stand-ins and the real PostgreSQL.

One cluster, stand-ins and operator per test module; each test uses its own
namespace and suite so tests never see each other's history.
"""

from __future__ import annotations

import asyncio
import base64
import os
import ssl
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import trustme
import yaml

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.conftest import unused_port, wait_until

from .emulator import ApiError, Emulator, Grant, tls_server
from .jobsim import Faults, JobController

ROOT = Path(__file__).resolve().parents[2]
CRD = ROOT / "crds" / "goldenrun.yaml"
GR = "goldeneval.ahu.go.id/v1alpha1/goldenruns"
SUBMIT_WAIT = ("--wait", "--timeout", "60", "--poll-interval", "0.2")
"""``goldeneval submit`` options of the end-to-end tests: wait for the verdict, polling quickly."""

# Answers the chatbot stand-in gives, and the judge's verdict on each kind.
GOOD = "BENAR: pendiri WNI berusia 17 tahun; dokumen publik dapat diapostille."
BAD = "SALAH: jawaban yang keliru."
FAIL_VERDICT = {"correctness": 0.1, "pass": False, "reason": "wrong"}

READER_TOKEN = "reader-token-of-the-e2e-tests"
"""A token the API server knows as ``e2e-reader``: GoldenRuns in every namespace and /metrics."""


def golden_yaml(prefix: str, n: int = 2, *, verified: bool = True) -> str:
    """A small valid golden set whose questions are unique to ``prefix``."""
    items = [
        {
            "id": f"{prefix}-item-{i}",
            "surface": "public",
            "domain": "badan-hukum-pt",
            "question": f"[{prefix}] pertanyaan nomor {i}?",
            "expected": {"must_include": ["WNI"], "must_not_include": [], "rubric": "mentions WNI"},
            "verified": verified,
        }
        for i in range(n)
    ]
    return yaml.safe_dump(items, sort_keys=False)


class Cluster:
    """The emulated cluster, driven from synchronous test code."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.loop = asyncio.new_event_loop()
        self.emu = Emulator()
        self.jobs = JobController(self.emu, workdir)
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="emulator", daemon=True)
        self.url = ""
        self.ca = trustme.CA()
        self.token = "exec-plugin-token-1"
        self.emu.tokens.add(self.token)
        self.kubedir = workdir / "kube"
        self.kubeconfig = self.kubedir / "config"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())

    async def _main(self) -> None:
        import kmock

        emu = self.emu
        emu.declare("", "v1", "namespaces", "Namespace", namespaced=False, status=True)
        emu.declare("", "v1", "pods", "Pod", status=True)
        emu.declare("", "v1", "configmaps", "ConfigMap")
        emu.declare("", "v1", "secrets", "Secret")
        emu.declare("", "v1", "events", "Event")
        emu.declare("", "v1", "serviceaccounts", "ServiceAccount")
        emu.declare("batch", "v1", "jobs", "Job", status=True)
        emu.declare(
            "apiextensions.k8s.io",
            "v1",
            "customresourcedefinitions",
            "CustomResourceDefinition",
            namespaced=False,
            status=True,
        )
        emu.install_crd(yaml.safe_load(CRD.read_text()))
        self.jobs.attach()
        self._stop = asyncio.Event()
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        self.ca.issue_cert("127.0.0.1").configure_cert(context)
        # Client certificates are optional, as on an API server (tokens are the other way in).
        context.verify_mode = ssl.CERT_OPTIONAL
        self.ca.configure_trust(context)
        async with emu, kmock.Server(emu, server_cls=tls_server(context)) as server:
            self.url = str(server.url).rstrip("/")
            self._ready.set()
            await self._stop.wait()
            for task in list(self.jobs.tasks.values()):
                task.cancel()
            await asyncio.sleep(0.2)

    def start(self) -> None:
        self._thread.start()
        assert self._ready.wait(10), "the emulator did not start"
        self.kubedir.mkdir(exist_ok=True)
        self.ca.cert_pem.write_to_path(str(self.kubedir / "ca.crt"))
        self.set_token(self.token)
        self.identity(READER_TOKEN, "e2e-reader", namespaces=["*"], urls=["/metrics"])
        plugin = self.kubedir / "token.sh"
        plugin.write_text(
            "#!/bin/sh\n"
            "# An exec credential plugin, like aws eks get-token or kubelogin.\n"
            'printf \'{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential",'
            '"status":{"token":"%s"}}\' "$(cat "$(dirname "$0")/token")"\n'
        )
        plugin.chmod(0o755)
        self.kubeconfig.write_text(yaml.safe_dump(self.kubeconfig_dict()))

    def kubeconfig_dict(
        self, user: dict[str, Any] | None = None, cluster: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """A kubeconfig for this cluster; by default relative CA path and exec plugin."""
        exec_user = {
            "exec": {
                "apiVersion": "client.authentication.k8s.io/v1",
                "command": "./token.sh",
                "interactiveMode": "Never",
            }
        }
        return {
            "apiVersion": "v1",
            "kind": "Config",
            "clusters": [
                {
                    "name": "emu",
                    "cluster": cluster or {"server": self.url, "certificate-authority": "ca.crt"},
                }
            ],
            "users": [{"name": "tester", "user": user or exec_user}],
            "contexts": [
                {
                    "name": "emu",
                    "context": {"cluster": "emu", "user": "tester", "namespace": "default"},
                }
            ],
            "current-context": "emu",
        }

    def set_token(self, token: str) -> None:
        """Rotate the credential: the API server and the exec plugin switch to ``token``."""
        self.call(lambda: (self.emu.tokens.clear(), self.emu.tokens.add(token)))
        self.token = token
        (self.kubedir / "token").write_text(token)

    def identity(
        self,
        token: str,
        user: str,
        *,
        groups: tuple[str, ...] = (),
        namespaces: list[str] | tuple[str, ...] = (),
        urls: list[str] | tuple[str, ...] = (),
        portforward: list[str] | tuple[str, ...] = (),
        review: list[str] | tuple[str, ...] = (),
    ) -> None:
        """Let the API server know ``token`` as ``user`` (it authenticates, and TokenReview
        says so) and its RBAC grant it ``get`` on GoldenRuns in ``namespaces``, on the
        non-resource ``urls``, ``create`` pods/portforward in ``portforward`` and ``create``
        goldenruns/review (the workbench's SME writes) in ``review``."""
        who = {"username": user, "uid": f"uid-{user}", "groups": list(groups)}

        def apply() -> None:
            self.emu.identities[token] = who
            self.emu.grants[user] = Grant(set(namespaces), set(urls), set(portforward), set(review))

        self.call(apply)

    def revoke(self, token: str) -> None:
        """The API server stops accepting ``token`` (deleted ServiceAccount, expired token)."""
        self.call(lambda: self.emu.identities.pop(token, None))

    def operator_tls(self, directory: Path) -> dict[str, str]:
        """A certificate of this cluster's CA for 127.0.0.1, as a mounted Secret would hold it;
        returns the operator config's ``http.tls``."""
        directory.mkdir(parents=True, exist_ok=True)
        cert = self.ca.issue_cert("127.0.0.1", "localhost")
        cert.cert_chain_pems[0].write_to_path(str(directory / "tls.crt"))
        cert.private_key_pem.write_to_path(str(directory / "tls.key"))
        return {"certFile": str(directory / "tls.crt"), "keyFile": str(directory / "tls.key")}

    def client_tls(self) -> ssl.SSLContext:
        """A client context that trusts this cluster's CA (and so the operator's port)."""
        context = ssl.create_default_context()
        self.ca.configure_trust(context)
        return context

    def env(self) -> dict[str, str]:
        """The environment of a process using this cluster: its kubeconfig, a home of its own."""
        env = {**os.environ, "KUBECONFIG": str(self.kubeconfig), "HOME": str(self.workdir)}
        env.pop("KUBERNETES_SERVICE_HOST", None)
        return env

    def stop(self) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` on the emulator's loop (its state is only touched there)."""
        fut: Future[Any] = Future()

        def run() -> None:
            try:
                fut.set_result(fn())
            except BaseException as exc:
                fut.set_exception(exc)

        self.loop.call_soon_threadsafe(run)
        return fut.result(10)

    # ---- convenience

    def create(self, key: str, namespace: str | None, body: dict[str, Any]) -> dict[str, Any]:
        result: dict[str, Any] = self.call(lambda: self.emu.put(key, namespace, body))
        return result

    def get(self, key: str, namespace: str | None, name: str) -> dict[str, Any] | None:
        result: dict[str, Any] | None = self.call(lambda: self.emu.get(key, namespace, name))
        return result

    def objects(self, key: str, namespace: str | None = None) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.call(lambda: self.emu.objects(key, namespace))
        return result

    def delete(self, key: str, namespace: str | None, name: str) -> None:
        self.call(lambda: self.emu.delete(key, namespace, name))

    def secret(self, namespace: str, name: str, data: dict[str, str]) -> None:
        encoded = {k: base64.b64encode(v.encode()).decode() for k, v in data.items()}
        try:
            self.create("v1/secrets", namespace, {"metadata": {"name": name}, "data": encoded})
        except ApiError as exc:
            if exc.code != 409:
                raise

    def configmap(self, namespace: str, name: str, data: dict[str, str]) -> None:
        self.create("v1/configmaps", namespace, {"metadata": {"name": name}, "data": data})

    def prepare_namespace(self, namespace: str, dsn: str, *, service_account: bool = True) -> None:
        """The Secrets the operator's defaults point at, and the evaluator's ServiceAccount."""
        self.secret(namespace, "goldeneval-db", {"dsn": dsn})
        self.secret(namespace, "goldeneval-judge", {"api-key": "judge-secret-key-123"})
        if service_account:
            self.service_account(namespace, "goldeneval-evaluator")

    def service_account(self, namespace: str, name: str) -> None:
        try:
            self.create(
                "v1/serviceaccounts",
                namespace,
                {"metadata": {"name": name}, "automountServiceAccountToken": False},
            )
        except ApiError as exc:
            if exc.code != 409:
                raise

    def set_faults(self, suite: str, faults: Faults) -> None:
        self.call(lambda: self.jobs.faults.__setitem__(suite, faults))

    def wait_for(
        self, what: str, predicate: Callable[[], Any], timeout: float = 60.0, interval: float = 0.1
    ) -> Any:
        return wait_until(what, predicate, timeout, interval)

    def run_status(self, namespace: str, name: str) -> dict[str, Any]:
        obj = self.get(GR, namespace, name)
        return {} if obj is None else obj.get("status") or {}

    def wait_phase(
        self, namespace: str, name: str, phases: tuple[str, ...], timeout: float = 60.0
    ) -> dict[str, Any]:
        def check() -> dict[str, Any] | None:
            status = self.run_status(namespace, name)
            return status if status.get("phase") in phases else None

        try:
            result: dict[str, Any] = self.wait_for(
                f"{namespace}/{name} to reach {phases}", check, timeout
            )
        except AssertionError as exc:
            events = [(e["reason"], e["message"]) for e in self.events_for(namespace, name)]
            raise AssertionError(
                f"{exc}\nstatus: {self.run_status(namespace, name)}\nevents: {events}"
            ) from None
        if result.get("phase") in ("Passed", "Failed", "Error"):
            # The operator posts the verdict's event right after the status: let
            # it land, so tests that read the events do not race the operator.
            reason = result.get("reason")
            self.wait_for(
                f"the {reason} event of {namespace}/{name}",
                lambda: any(e.get("reason") == reason for e in self.events_for(namespace, name)),
                timeout=15,
            )
        return result

    def submit_run(self, namespace: str, spec: dict[str, Any], prefix: str = "run-") -> str:
        obj = self.create(
            GR,
            namespace,
            {
                "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
                "kind": "GoldenRun",
                "metadata": {"generateName": prefix},
                "spec": spec,
            },
        )
        return str(obj["metadata"]["name"])

    def events_for(self, namespace: str, name: str) -> list[dict[str, Any]]:
        return [
            e
            for e in self.objects("v1/events", namespace)
            if (e.get("involvedObject") or {}).get("name") == name
        ]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    c = Cluster(tmp_path_factory.mktemp("cluster"))
    c.start()
    try:
        yield c
    finally:
        c.stop()


@pytest.fixture(scope="module")
def standins() -> Iterator[tuple[ChatbotStandIn, JudgeStandIn]]:
    """The chatbot answers GOOD unless told otherwise; the judge fails answers saying SALAH."""
    bot = ChatbotStandIn(default_answer=GOOD, latency_ms=5)
    judge = JudgeStandIn(verdicts=[("SALAH", FAIL_VERDICT)], latency_ms=5)
    with serve_in_thread(bot) as b, serve_in_thread(judge) as j:
        yield b, j


class OperatorProcess:
    """``goldeneval operator`` as a subprocess pointed at the emulator."""

    def __init__(
        self, cluster: Cluster, config_path: Path, port: int, dsn: str, log_path: Path
    ) -> None:
        self.cluster = cluster
        self.config_path = config_path
        self.port = port
        self.dsn = dsn
        self.log_path = log_path
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"https://127.0.0.1:{self.port}"

    def get(
        self, path: str, *, token: str | None = READER_TOKEN, timeout: float = 5
    ) -> tuple[int, str]:
        """(status, body) of a GET over HTTPS with ``token`` (by default the e2e reader's)."""
        return http_get(
            self.base_url + path, timeout=timeout, token=token, tls=self.cluster.client_tls()
        )

    def start(self) -> None:
        env = {**self.cluster.env(), "GOLDENEVAL_STORE": self.dsn, "PYTHONUNBUFFERED": "1"}
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "goldeneval", "operator", "--config", str(self.config_path)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=self.log_path.parent,  # not the kubeconfig's directory
        )
        deadline = time.monotonic() + 60  # generous: CI machines may be busy
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(
                    f"the operator exited early:\n{self.log_path.read_text()[-3000:]}"
                )
            if self.get("/healthz", token=None, timeout=1)[0] == 200:
                return
            time.sleep(0.1)
        raise AssertionError(
            f"the operator never became healthy:\n{self.log_path.read_text()[-3000:]}"
        )

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def http_get(
    url: str,
    timeout: float = 5,
    *,
    token: str | None = None,
    tls: ssl.SSLContext | None = None,
) -> tuple[int, str]:
    """(status, body) of a GET to the operator's HTTP server; (0, why) when unreachable."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout, context=tls) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()
    except OSError as exc:
        return 0, str(exc)


def operator_config_text(
    bot_url: str,
    judge_url: str,
    port: int,
    evaluator: dict[str, Any] | None = None,
    top: dict[str, Any] | None = None,
    http: dict[str, Any] | None = None,
) -> str:
    return yaml.safe_dump(
        {
            "namespaces": [],
            "evaluator": {
                "image": "ghcr.io/ahu/goldeneval:test",
                "backoffLimit": 2,
                "imagePullGraceSeconds": 0,
                **(evaluator or {}),
            },
            "defaults": {
                "chatbot": {"url": bot_url},
                "judge": {
                    "url": judge_url,
                    "model": "judge-test",
                    "apiKeySecretRef": {"name": "goldeneval-judge", "key": "api-key"},
                },
                "databaseSecretRef": {"name": "goldeneval-db", "key": "dsn"},
                "minPassRate": 0.8,
                "timeoutSeconds": 120,
            },
            "http": {"port": port, "host": "127.0.0.1", **(http or {})},
            "resyncSeconds": 1,
            "pendingTimeoutSeconds": 3,
            **(top or {}),
        }
    )


@contextmanager
def running_operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    dsn: str,
    workdir: Path,
    evaluator: dict[str, Any] | None = None,
    top: dict[str, Any] | None = None,
    http: dict[str, Any] | None = None,
) -> Iterator[OperatorProcess]:
    """A started ``goldeneval operator`` whose defaults point at ``standins``, serving HTTPS
    with a certificate of the cluster's CA (``http`` adds to the config's ``http``)."""
    bot, judge = standins
    port = unused_port()
    config = workdir / "operator.yaml"
    tls = cluster.operator_tls(workdir / "operator-tls")
    config.write_text(
        operator_config_text(bot.url, judge.url, port, evaluator, top, {"tls": tls, **(http or {})})
    )
    op = OperatorProcess(cluster, config, port, dsn, workdir / "operator.log")
    op.start()
    try:
        yield op
    finally:
        op.stop()


@pytest.fixture(scope="module")
def operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    pg_session_dsn: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[OperatorProcess]:
    workdir = tmp_path_factory.mktemp("operator")
    with running_operator(cluster, standins, pg_session_dsn, workdir) as op:
        yield op
