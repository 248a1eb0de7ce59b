"""Shared fixtures for the end-to-end tests, which drive the real `formlsp` binary.

The binary comes from the environment variable FORMLSP, else `<repo>/.build/debug/formlsp`.
A missing binary stops the whole run with one clear message instead of skipping tests.
"""

from __future__ import annotations

import asyncio
import os
import pathlib
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

# The suite runs under `make test`; a `make` a test starts is a make of its own, not a sub-make that
# prints "Entering directory" lines into the output the test reads.
for variable in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
    os.environ.pop(variable, None)

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]

#: How long one exchange with the server may take before a test fails instead of hanging.
EXCHANGE_TIMEOUT_SECONDS = 15


def formlsp_path() -> pathlib.Path:
    configured = os.environ.get("FORMLSP")
    return pathlib.Path(configured) if configured else REPOSITORY / ".build" / "debug" / "formlsp"


def pytest_configure(config: pytest.Config) -> None:
    path = formlsp_path()
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise pytest.UsageError(
            f"formlsp binary not found (or not executable) at {path}. "
            "Build it with `swift build --product formlsp`, or set FORMLSP to its path."
        )


@pytest.fixture(scope="session")
def formlsp() -> pathlib.Path:
    """The path of the binary under test."""
    return formlsp_path()


class RecordingClient(LanguageClient):
    """pytest-lsp's client (every message is validated against lsprotocol's types), which also keeps
    each `publishDiagnostics` with its version, in arrival order, so tests can wait for a version."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.published: list[types.PublishDiagnosticsParams] = []
        self._published_changed = asyncio.Condition()

    async def record_published(self, params: types.PublishDiagnosticsParams) -> None:
        async with self._published_changed:
            self.published.append(params)
            self._published_changed.notify_all()

    async def wait_for_published(self, matching, description: str) -> types.PublishDiagnosticsParams:
        """Waits for the latest publication that satisfies `matching`, whether it arrived already or not."""

        def latest() -> types.PublishDiagnosticsParams | None:
            return next((params for params in reversed(self.published) if matching(params)), None)

        async def wait() -> types.PublishDiagnosticsParams:
            async with self._published_changed:
                await self._published_changed.wait_for(lambda: latest() is not None)
                return latest()

        try:
            return await asyncio.wait_for(wait(), EXCHANGE_TIMEOUT_SECONDS)
        except TimeoutError:
            seen = [(params.uri, params.version, len(params.diagnostics)) for params in self.published]
            raise AssertionError(f"no publishDiagnostics {description}; received (uri, version, count): {seen}") from None

    async def diagnostics_for(self, uri: str, version: int) -> list[types.Diagnostic]:
        """The diagnostics the server publishes for `version` of the document."""
        params = await self.wait_for_published(
            lambda params: params.uri == uri and params.version == version, f"for {uri} version {version}"
        )
        return list(params.diagnostics)


def make_recording_client() -> RecordingClient:
    client = RecordingClient(converter_factory=default_converter)
    register_lsp_features(
        client,
        {method: handler for method, handler in DEFAULT_CLIENT_FEATURES.items() if method != types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS},
    )

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    async def publish_diagnostics(client: RecordingClient, params: types.PublishDiagnosticsParams) -> None:
        client.diagnostics[params.uri] = params.diagnostics
        await client.record_published(params)

    # Editors that offer dynamic registration accept the server's file watchers, as real ones do.
    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(client: RecordingClient, params: types.RegistrationParams) -> None:
        return None

    return client


@pytest_asyncio.fixture
async def client(formlsp: pathlib.Path) -> AsyncIterator[RecordingClient]:
    """A running server with a client attached and not yet initialized, so that each test chooses
    the capabilities it offers. Teardown closes stdin and, should the server linger, kills it."""
    async for client in attached_client(formlsp):
        yield client


@pytest.fixture(scope="session")
def formlsp_release() -> pathlib.Path:
    """The release build, for tests of latency budgets, which hold for what users run: FORMLSP_RELEASE,
    else `<repo>/.build/release/formlsp` (`make test` builds it)."""
    configured = os.environ.get("FORMLSP_RELEASE")
    path = pathlib.Path(configured) if configured else REPOSITORY / ".build" / "release" / "formlsp"
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(f"release build not found at {path}: run `swift build -c release --product formlsp` or set FORMLSP_RELEASE")
    return path


@pytest_asyncio.fixture
async def release_client(formlsp_release: pathlib.Path) -> AsyncIterator[RecordingClient]:
    """As `client`, attached to the release build."""
    async for client in attached_client(formlsp_release):
        yield client


async def attached_client(binary: pathlib.Path) -> AsyncIterator[RecordingClient]:
    client = make_recording_client()
    await client.start_io(str(binary))
    yield client
    server = client._server
    if server is not None and server.returncode is None:
        if server.stdin is not None:
            server.stdin.close()
        try:
            await asyncio.wait_for(server.wait(), EXCHANGE_TIMEOUT_SECONDS)
        except TimeoutError:
            server.kill()
    await client.stop()
