"""``goldeneval workbench --cluster NAMESPACE/SUITE``: the operator's workbench through a local front.

Real parts: the command runs as a subprocess (the real CLI) with an
exec-plugin kubeconfig; the emulated API server checks its token and its
``create pods/portforward`` and relays the port-forward to the operator's
real HTTPS app on loopback, whose TokenReview and SubjectAccessReview decide
the rest; the browser's side is an aiohttp client keeping cookies as a
browser does. The kubeconfig's token must never reach it.
"""

from __future__ import annotations

import asyncio
import re
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from yarl import URL

from .conftest import Cluster
from .reportruns import SUITE, Served
from .test_clusterreport import OPERATOR_NS, POD, _operator_pod, user_kubeconfig
from .test_workbench_route import BASE, NS, SME, VIEWER, app, labels_of, stored

__all__ = ["app", "stored"]  # the fixtures, shared with the route's tests


@pytest.fixture
async def pod(app: Served, cluster: Cluster) -> AsyncIterator[Served]:
    _operator_pod(cluster, int(app.base.rsplit(":", 1)[1]))
    try:
        yield app
    finally:
        cluster.delete("v1/pods", OPERATOR_NS, POD)


async def start(cluster: Cluster, tmp: Path, token: str, *args: str) -> asyncio.subprocess.Process:
    kubeconfig = user_kubeconfig(cluster, tmp / "home", token)
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "goldeneval",
        "workbench",
        "--cluster",
        f"{NS}/{SUITE}",
        "--no-open",
        *args,
        env={**cluster.env(), "KUBECONFIG": str(kubeconfig)},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def stop(proc: asyncio.subprocess.Process, *, interrupt: bool = True) -> tuple[int, str, str]:
    """(exit code, the rest of stdout, stderr) once it ended, after Ctrl-C if ``interrupt``."""
    if interrupt and proc.returncode is None:
        proc.send_signal(signal.SIGINT)
    out, err = await asyncio.wait_for(proc.communicate(), 30)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_the_link_opens_the_operators_pages_and_the_token_stays_here(
    pod: Served, cluster: Cluster, stored: tuple[str, Path], tmp_path: Path
) -> None:
    pin = pod.tls.fingerprint.hex(":").upper()  # type: ignore[union-attr]
    proc = await start(cluster, tmp_path, SME, "--operator-fingerprint", pin)
    try:
        assert proc.stdout is not None
        line = (await asyncio.wait_for(proc.stdout.readline(), 60)).decode()
        found = re.fullmatch(r"workbench: (http://127\.0\.0\.1:(\d+)/\?token=[\w-]{43,})\n", line)
        assert found is not None, line
        link, port = found[1], found[2]
        seen: list[str] = []
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
            async with browser.get(link, allow_redirects=False) as signin:
                assert signin.status == 303
                seen.append(str(signin.headers))
            async with browser.get(f"http://127.0.0.1:{port}/") as root:
                assert root.status == 200 and str(root.url).endswith(BASE + "review")
                page = await root.text()
                seen += [page, str(root.headers)]
            assert "Signed in as sari@ahu.go.id" in page
            csrf = re.search(r'name="csrf-token" content="([0-9a-f]+)"', page)
            assert csrf is not None
            label = {"run": "uid-2", "item": "pt-akta", "label": "pass", "note": "", "by": "x"}
            origin = {"Origin": f"http://127.0.0.1:{port}"}
            async with browser.post(
                f"http://127.0.0.1:{port}{BASE}review/label", json=label, headers=origin
            ) as forged:
                assert forged.status == 403  # no CSRF token: the operator refuses
                seen.append(await forged.text())
            headers = {**origin, "X-CSRF-Token": csrf[1]}
            async with browser.post(
                f"http://127.0.0.1:{port}{BASE}review/label", json=label, headers=headers
            ) as labelled:
                seen += [await labelled.text(), str(labelled.headers)]
                assert labelled.status == 200, seen[-2]
            async with browser.get(link, allow_redirects=False) as again:
                assert again.status == 403  # the link works once
            async with browser.get(
                URL(f"http://127.0.0.1:{port}{BASE}items"), headers={"Host": f"evil.example:{port}"}
            ) as rebound:
                assert rebound.status == 421
        async with (
            aiohttp.ClientSession() as stranger,
            stranger.get(f"http://127.0.0.1:{port}{BASE}review") as anonymous,
        ):
            assert anonymous.status == 401  # no session cookie, no forwarding
    finally:
        code, out, err = await stop(proc)
    assert labels_of(stored[0])[0] == ("sari@ahu.go.id", "pass")
    assert code == 0, err
    assert out == ""  # the link was the one line on stdout
    assert all(SME not in text for text in seen) and SME not in err
    assert "Set-Cookie" not in "".join(seen[2:])  # the operator's answers pass no cookie on


async def test_a_refusal_is_said_before_any_link_is_printed(
    pod: Served, cluster: Cluster, stored: tuple[str, Path], tmp_path: Path
) -> None:
    viewer = await start(cluster, tmp_path, VIEWER)
    code, out, err = await stop(viewer, interrupt=False)

    # The viewer may read GoldenRuns but not port-forward to the operator.
    assert code == 3 and out == ""
    assert "may not create pods/portforward in namespace 'goldeneval'" in err
    assert VIEWER not in err
