""".ci/prebuilt-formlsp, which the GitHub Action and the pre-commit hooks start formlsp through: it
installs the release archive once, and when the archive cannot be had it fails within seconds with
the cause (no such archive, DNS, a proxy) and the ways out, never compiling unless asked to
(FORMLSP_BUILD_FROM_SOURCE=1, which says so). Each test runs a copy of the runner in a stand-in
checkout (the runner and Version.swift), so nothing touches this repository's .build."""

from __future__ import annotations

import http.server
import io
import os
import pathlib
import re
import shutil
import subprocess
import tarfile
import threading
import time
from collections.abc import Iterator

import pytest

from conftest import REPOSITORY

VERSION = re.search(r'^let formlspVersion = "(.*)"$', (REPOSITORY / "Sources/formlsp/Version.swift").read_text(), re.M).group(1)
RELEASE_NAME = f"formlsp-{VERSION}-{os.uname().sysname.lower()}-{os.uname().machine}"
FAIL_FAST_SECONDS = 30


@pytest.fixture
def checkout(tmp_path: pathlib.Path) -> pathlib.Path:
    """A stand-in for the checkout pre-commit clones: the runner and the version it reads."""
    root = tmp_path / "checkout"
    (root / ".ci").mkdir(parents=True)
    (root / "Sources" / "formlsp").mkdir(parents=True)
    shutil.copy2(REPOSITORY / ".ci" / "prebuilt-formlsp", root / ".ci" / "prebuilt-formlsp")
    shutil.copy2(REPOSITORY / "Sources" / "formlsp" / "Version.swift", root / "Sources" / "formlsp" / "Version.swift")
    return root


@pytest.fixture
def tools(tmp_path: pathlib.Path) -> pathlib.Path:
    """A folder first on PATH whose `make` records that it ran (and builds nothing)."""
    folder = tmp_path / "tools"
    folder.mkdir()
    make = folder / "make"
    make.write_text(f'#!/bin/sh\necho "$*" >> "{tmp_path / "make.log"}"\nexit 1\n')
    make.chmod(0o755)
    return folder


def archive_of(formlsp: pathlib.Path) -> bytes:
    """A release archive's layout, its bin/formlsp a script starting the binary under test (small
    to pack, and it answers as the binary does)."""
    script = f'#!/bin/sh\nexec "{formlsp}" "$@"\n'.encode()
    entry = tarfile.TarInfo(f"{RELEASE_NAME}/bin/formlsp")
    entry.size, entry.mode = len(script), 0o755
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        archive.addfile(entry, io.BytesIO(script))
    return buffer.getvalue()


def run_runner(checkout: pathlib.Path, tools: pathlib.Path, tmp_path: pathlib.Path, **environment: str) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {name: value for name, value in os.environ.items() if "proxy" not in name.lower()}
    env.update(PATH=f"{tools}:/usr/bin:/bin", FORMLSP_CACHE=str(tmp_path / "cache"), **environment)
    started = time.monotonic()
    run = subprocess.run([checkout / ".ci" / "prebuilt-formlsp", "--version"], env=env, capture_output=True, text=True, timeout=120)
    return run, time.monotonic() - started


def assert_fails_fast_with_ways_out(run: subprocess.CompletedProcess[str], elapsed: float, cause: str, tmp_path: pathlib.Path) -> None:
    assert run.returncode == 2, run.stdout + run.stderr
    assert elapsed < FAIL_FAST_SECONDS, f"took {elapsed:.1f} s"
    first_line = run.stderr.splitlines()[0]
    assert first_line.startswith(f"formlsp: cannot install formlsp {VERSION}: "), run.stderr
    assert cause in first_line, run.stderr
    for way_out in ("FORMLSP_RELEASES=file://", "make install", "brew install", "FORMLSP_BUILD_FROM_SOURCE=1"):
        assert way_out in run.stderr, run.stderr
    assert not (tmp_path / "make.log").exists(), "nothing is compiled unless asked to"
    assert [entry.name for entry in (tmp_path / "cache").iterdir()] == [], "nothing half-installed is left"


class Server(http.server.ThreadingHTTPServer):
    """A local web server answering every GET with one status and body."""

    def __init__(self, status: int, body: bytes = b"") -> None:
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                outer.paths.append(self.path)
                self.send_response(status)
                if status == 407:
                    self.send_header("Proxy-Authenticate", 'Basic realm="proxy"')
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments: object) -> None:
                pass

        self.paths: list[str] = []
        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture
def serve() -> Iterator[callable]:
    servers: list[Server] = []

    def start(status: int, body: bytes = b"") -> Server:
        server = Server(status, body)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def test_a_missing_local_archive_is_named_with_the_ways_out(checkout: pathlib.Path, tools: pathlib.Path, tmp_path: pathlib.Path) -> None:
    empty = tmp_path / "releases"
    empty.mkdir()
    for releases in (empty.as_uri(), str(empty)):
        run, elapsed = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES=releases)
        assert_fails_fast_with_ways_out(run, elapsed, f"there is no {RELEASE_NAME}.tar.gz in {empty}", tmp_path)


def test_an_unresolvable_host_is_blamed_on_the_network_not_the_archive(checkout: pathlib.Path, tools: pathlib.Path, tmp_path: pathlib.Path) -> None:
    # .invalid never resolves (RFC 2606), with or without a network.
    run, elapsed = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="https://releases.formlsp.invalid/v1")
    assert_fails_fast_with_ways_out(run, elapsed, "could not be resolved: no network, or no DNS", tmp_path)
    assert "no such" not in run.stderr and "no formlsp" not in run.stderr


def test_an_archive_missing_from_the_server_is_reported_as_missing(checkout, tools, tmp_path, serve) -> None:
    server = serve(404)
    run, elapsed = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES=f"{server.url}/v{VERSION}")
    assert_fails_fast_with_ways_out(run, elapsed, f"there is no {RELEASE_NAME}.tar.gz at {server.url}/v{VERSION} (HTTP 404)", tmp_path)
    assert server.paths == [f"/v{VERSION}/{RELEASE_NAME}.tar.gz"]


def test_a_proxy_that_wants_credentials_is_blamed(checkout, tools, tmp_path, serve) -> None:
    proxy = serve(407)
    run, elapsed = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="http://releases.example.com/v1", http_proxy=proxy.url)
    assert_fails_fast_with_ways_out(run, elapsed, f"the proxy {proxy.url} wants credentials (HTTP 407)", tmp_path)


def test_an_unreachable_proxy_is_blamed(checkout, tools, tmp_path, serve) -> None:
    closed = serve(200)
    address = closed.url
    closed.shutdown()
    closed.server_close()
    run, elapsed = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="https://releases.example.com/v1", HTTPS_PROXY=address)
    assert_fails_fast_with_ways_out(run, elapsed, f"could not connect to the proxy {address}", tmp_path)


def test_the_archive_is_installed_once_then_started_from_the_cache(checkout, tools, tmp_path, serve, formlsp: pathlib.Path) -> None:
    server = serve(200, archive_of(formlsp))
    first, _ = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES=server.url)
    assert first.returncode == 0 and first.stdout.strip() == VERSION, first.stderr
    assert f"installed {RELEASE_NAME} from {server.url}" in first.stderr
    second, _ = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES=server.url)
    assert second.returncode == 0 and second.stdout.strip() == VERSION and second.stderr == ""
    assert len(server.paths) == 1


def test_a_formlsp_of_this_version_on_path_is_used_instead_of_downloading(checkout, tools, tmp_path, formlsp: pathlib.Path) -> None:
    (tools / "formlsp").symlink_to(formlsp)
    run, _ = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="https://releases.formlsp.invalid/v1")
    assert run.returncode == 0 and run.stdout.strip() == VERSION and run.stderr == ""
    # Another version on PATH is not taken for this one.
    (tools / "formlsp").unlink()
    (tools / "formlsp").write_text("#!/bin/sh\necho 0.0.1\n")
    (tools / "formlsp").chmod(0o755)
    other, _ = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="https://releases.formlsp.invalid/v1")
    assert other.returncode == 2 and "could not be resolved" in other.stderr


def test_building_from_source_happens_only_when_asked_and_says_so(checkout, tools, tmp_path, formlsp: pathlib.Path) -> None:
    # A `make release` stand-in that puts the archive where the real one does, after printing progress.
    archive = tmp_path / "built.tar.gz"
    archive.write_bytes(archive_of(formlsp))
    (tools / "make").write_text(
        f'#!/bin/sh\necho "$*" >> "{tmp_path / "make.log"}"\necho "[1/2] Compiling formlsp"\n'
        f'mkdir -p "{checkout}/.build/dist" && cp "{archive}" "{checkout}/.build/dist/{RELEASE_NAME}.tar.gz"\n')
    run, _ = run_runner(checkout, tools, tmp_path, FORMLSP_RELEASES="https://releases.formlsp.invalid/v1", FORMLSP_BUILD_FROM_SOURCE="1")
    assert run.returncode == 0 and run.stdout.strip() == VERSION, run.stderr
    assert (tmp_path / "make.log").read_text() == f"-C {checkout} release\n"
    lines = run.stderr.splitlines()
    assert lines[0] == f"formlsp: building {RELEASE_NAME} from {checkout} (FORMLSP_BUILD_FROM_SOURCE=1: make release, several minutes)"
    assert "[1/2] Compiling formlsp" in lines, "the build's progress is shown as it goes"
