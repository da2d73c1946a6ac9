"""Running the operator: kopf, the HTTP server and the resync loop in one event loop."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import ssl

import kopf
from aiohttp import web

from goldeneval.operator._app import OperatorApp
from goldeneval.operator._handlers import configure_settings, register
from goldeneval.operator.kube import KubeApi, load_connection
from goldeneval.operator.reconcile import env_name
from goldeneval.operator.schedule import Scheduler, register_schedules
from goldeneval.operator.serve import (
    Gatekeeper,
    StoreReader,
    Workbench,
    build_app,
    keep_certificate_fresh,
    server_context,
    start_http,
)
from goldeneval.operator.spec import OperatorConfig

log = logging.getLogger("goldeneval.operator")


async def run_operator(
    config: OperatorConfig,
    *,
    kubeconfig: str | None = None,
    context: str | None = None,
    stop_flag: asyncio.Event | None = None,
) -> None:
    """Run until ``stop_flag`` is set or SIGINT/SIGTERM arrives."""
    connection = await asyncio.to_thread(load_connection, kubeconfig, context)
    api = KubeApi(connection, user_agent="goldeneval-operator")
    app = OperatorApp(config, api)
    registry = kopf.OperatorRegistry()
    register(registry, app)
    scheduler = Scheduler(api, resync_seconds=config.resync_seconds)
    register_schedules(registry, scheduler)
    settings = kopf.OperatorSettings()
    configure_settings(settings)
    store = StoreReader(os.environ.get(env_name("store")) or None)
    runner, tls = await _serve(config, api, app, scheduler, store)
    loops = [
        asyncio.create_task(
            keep_certificate_fresh(tls, config.http_tls), name="goldeneval-cert-renewals"
        ),
        asyncio.create_task(app.resync_forever(), name="goldeneval-resync"),
        asyncio.create_task(scheduler.run_forever(), name="goldeneval-schedules"),
        asyncio.create_task(app.watch_api_forever(), name="goldeneval-api-watch"),
    ]
    try:
        await kopf.operator(
            registry=registry,
            settings=settings,
            standalone=True,
            clusterwide=not config.namespaces,
            namespaces=list(config.namespaces),
            ready_flag=app.ready,
            stop_flag=stop_flag,
        )
    finally:
        for task in loops:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await runner.cleanup()
        await asyncio.to_thread(store.close)
        api.close()


async def _serve(
    config: OperatorConfig,
    api: KubeApi,
    app: OperatorApp,
    scheduler: Scheduler,
    store: StoreReader,
) -> tuple[web.AppRunner, ssl.SSLContext | None]:
    """Start the HTTP port (metrics, health, the reports API), saying how it is protected;
    the runner and the port's TLS context (None: plain HTTP)."""
    tls, _ = await asyncio.to_thread(server_context, config.http_tls)
    gate = None
    if config.http_auth.mode == "delegated":
        gate = Gatekeeper(api, config.http_auth)
    else:
        log.warning(
            "http.auth.mode is none: anyone who reaches port %d reads every namespace's "
            "reports and metrics; only safe behind a proxy of your own",
            config.http_port,
        )
    if tls is None:
        log.warning("http.tls.enabled is false: plain HTTP, unsafe outside a trusted network")
    port_app = build_app(
        app.index, app.ready, store, schedules=scheduler.periods, health=app.health, gate=gate
    )
    Workbench(api).mount(port_app, app.index, store, gated=gate is not None)
    runner, port = await start_http(
        port_app,
        config.http_host,
        config.http_port,
        tls,
    )
    log.info(
        "goldeneval operator: watching %s; %s on port %d (/metrics /healthz /api/quality/golden "
        "/reports /workbench), access %s",
        ", ".join(config.namespaces) or "all namespaces",
        "HTTPS" if tls else "HTTP",
        port,
        config.http_auth.mode,
    )
    return runner, tls
