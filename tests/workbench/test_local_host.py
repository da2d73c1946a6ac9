"""The local host (issue 45 §1): loopback only, one line, the one-time link, the session
cookie, the Host check, the CSRF rule, the headers, Ctrl-C."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from goldeneval.store import open_store
from goldeneval.workbench import CSP
from tests.conftest import wait_until
from tests.workbench.conftest import Workbench, World, start_workbench
from tests.workbench.seed import SUITE

NORMATIVE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)


def _headers_ok(response: httpx.Response) -> None:
    assert response.headers["Content-Security-Policy"] == NORMATIVE_CSP
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"


def _listening_addresses(port: int) -> set[str]:
    """The local addresses a LISTEN socket on ``port`` has (from the kernel's table)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for row in Path(table).read_text().splitlines()[1:]:
            local, state = row.split()[1], row.split()[3]
            address, hex_port = local.split(":")
            if int(hex_port, 16) == port and state == "0A":
                found.add(address)
    return found


def test_the_link_works_once_for_a_cookie_and_every_answer_carries_the_headers(
    lite_running: Workbench,
) -> None:
    bench = lite_running
    assert CSP == NORMATIVE_CSP
    assert bench.link.startswith(f"http://127.0.0.1:{bench.port}/?token=")
    token = bench.link.split("token=")[1]
    assert len(token) >= 22  # ≥ 128 bits in URL-safe base64
    assert _listening_addresses(bench.port) == {"0100007F"}  # 127.0.0.1 only

    anonymous = httpx.Client(base_url=bench.origin)
    refused = anonymous.get("/review")
    assert refused.status_code == 401
    assert "Open the link goldeneval workbench printed" in refused.text
    _headers_ok(refused)

    client = httpx.Client(base_url=bench.origin)
    first = client.get(f"/items?token={token}")
    assert first.status_code == 303
    assert first.headers["Location"] == "/items"
    cookie = first.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    _headers_ok(first)
    page = client.get("/items")
    assert page.status_code == 200 and "Signed in as local:ana" in page.text
    _headers_ok(page)
    _headers_ok(client.get("/static/wb.js"))

    again = httpx.Client(base_url=bench.origin).get(f"/?token={token}")
    assert again.status_code == 403
    assert "used already" in again.text
    _headers_ok(again)


def test_another_host_name_is_refused(lite_running: Workbench) -> None:
    client = lite_running.signed_in()
    rebound = client.get("/review", headers={"Host": f"evil.example:{lite_running.port}"})
    assert rebound.status_code == 421
    _headers_ok(rebound)
    assert (
        client.get("/review", headers={"Host": f"localhost:{lite_running.port}"}).status_code == 200
    )


def _label_body() -> str:
    return json.dumps({"run": "run-2", "item": "pt-syarat-01", "label": "pass", "note": ""})


def _csrf(client: httpx.Client) -> str:
    text = client.get("/review").text
    return text.split('name="csrf-token" content="')[1].split('"')[0]


def test_a_change_needs_json_the_sessions_token_and_the_own_origin(
    running: Workbench, world: World
) -> None:
    client = running.signed_in()
    token = _csrf(client)
    good = {
        "Content-Type": "application/json",
        "X-CSRF-Token": token,
        "Origin": running.origin,
    }
    bad = [
        {**good, "X-CSRF-Token": "forged"},
        {k: v for k, v in good.items() if k != "X-CSRF-Token"},
        {**good, "Content-Type": "text/plain"},
        {**good, "Origin": "http://evil.example"},
        {k: v for k, v in good.items() if k != "Origin"},
        {**good, "Sec-Fetch-Site": "cross-site"},
    ]
    for headers in bad:
        answer = client.post("/review/label", content=_label_body(), headers=headers)
        assert answer.status_code == 403, (headers, answer.text)
        _headers_ok(answer)
    store = open_store(world.dsn)
    try:
        assert store.item_labels(SUITE, "pt-syarat-01") == []
    finally:
        store.close()

    done = client.post("/review/label", content=_label_body(), headers=good)
    assert done.status_code == 200, done.text
    assert done.json()["next"] == "/review"
    store = open_store(world.dsn)
    try:
        (label,) = store.item_labels(SUITE, "pt-syarat-01")
    finally:
        store.close()
    assert (label.label, label.labelled_by, label.run_id) == ("pass", "local:ana", "run-2")


def test_ctrl_c_stops_it_within_two_seconds_after_one_line(lite_running: Workbench) -> None:
    lite_running.signed_in().get("/review")
    took = lite_running.stop()
    assert took < 2.0
    assert lite_running.proc.returncode == 0
    assert lite_running.proc.stdout is not None
    rest = lite_running.proc.stdout.read()
    assert rest == ""  # exactly one line on stdout: the link


def test_the_browser_opens_the_link_and_stdout_keeps_one_line(
    lite_world: World, tmp_path: Path
) -> None:
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    # A browser that talks on stdout, as some do; it records what it was asked to open.
    browser.write_text(f'#!/bin/sh\necho "browser noise"\necho "$1" > {opened}\n')
    browser.chmod(0o755)
    bench = start_workbench(lite_world, display={"DISPLAY": ":99", "BROWSER": str(browser)})
    try:
        wait_until("the browser to be opened", opened.exists)
        wait_until("the browser to write the link", lambda: opened.read_text().strip())
        assert opened.read_text().strip() == bench.link
    finally:
        bench.stop()
    assert bench.proc.stdout is not None
    assert bench.proc.stdout.read() == ""


def test_the_pages_read_without_the_script(lite_running: Workbench) -> None:
    client = lite_running.signed_in()
    narrowed = client.get("/items", params={"filter": "FIDUSIA"}).text
    assert "fidusia-biaya-02" in narrowed and "internal-fidusia-06" in narrowed
    assert "cv-daftar-03" not in narrowed
    assert 'value="FIDUSIA"' in narrowed
    skipped = client.get("/review", params={"item": "cv-daftar-03"}).text
    assert "3 of 3" in skipped and ">cv-daftar-03</h2>" in skipped
    assert client.get("/", follow_redirects=False).headers["Location"] == "/review"
    missing = client.get("/items/no-such-item")
    assert missing.status_code == 404 and "no item &#39;no-such-item&#39;" in missing.text
    odd = client.get("/%0A/..%2F")
    assert odd.status_code == 404
    _headers_ok(odd)
