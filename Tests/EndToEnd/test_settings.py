"""Editor settings through pytest-lsp, which answers `workspace/configuration` per `scopeUri` as VS
Code does: each folder of a multi-root workspace gets its own settings, and the editor's `severity`
(the lowest severity shown) and `baseline` (relative to the workspace folder) take effect.

The binary comes from $FORMLSP, else <repo>/.build/debug/formlsp.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
from collections.abc import AsyncIterator, Callable

import pytest
import pytest_asyncio
from lsprotocol import types
from pytest_lsp import LanguageClient, make_test_lsp_client

from test_workspace import BINARY, CAPABILITIES, CONTACT_ROW, FORM, open_document, pull, until

#: The form with one finding, `unbound-focus-target` (a warning by default): `.mail` is no field's.
MISTAKEN_FORM = FORM.replace("focus = .email", "focus = .mail")


def write_project(folder: pathlib.Path, component: str = "ContactRow") -> None:
    """The form and the component it uses, named `component`: the workspace index spans every
    folder, and a name declared twice in it is no one's."""
    folder.mkdir()
    (folder / f"{component}.swift").write_text(CONTACT_ROW.replace("ContactRow", component))
    (folder / "Form.swift").write_text(MISTAKEN_FORM.replace("ContactRow", component).replace("SignUpForm", f"{component}Form"))


@pytest_asyncio.fixture
async def start_client() -> AsyncIterator[Callable]:
    """Starts a server on the given workspace folders, after `configure` set the client's settings,
    and waits for the folders to be indexed."""
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
    clients: list[LanguageClient] = []

    async def start(folders: list[pathlib.Path], configure: Callable[[LanguageClient], None]) -> LanguageClient:
        client = make_test_lsp_client()
        await client.start_io(str(BINARY))
        configure(client)
        await client.initialize_session(
            types.InitializeParams(
                capabilities=CAPABILITIES,
                workspace_folders=[types.WorkspaceFolder(uri=folder.as_uri(), name=folder.name) for folder in folders],
                initialization_options={"debounceMilliseconds": 0},
            )
        )
        clients.append(client)
        await until(lambda: any(isinstance(value, types.WorkDoneProgressEnd) for value in client.progress_reports.get("formlsp/indexing", [])), "indexing to end")
        return client

    yield start
    for client in clients:
        await client.shutdown_session()


async def findings(client: LanguageClient, uri: str) -> list[tuple[str, types.DiagnosticSeverity | None]]:
    return [(item.code, item.severity) for item in (await pull(client, uri)).items]


@pytest.mark.asyncio
async def test_each_folder_of_a_multi_root_workspace_gets_its_own_settings(start_client, tmp_path: pathlib.Path) -> None:
    app, kit = tmp_path / "app", tmp_path / "kit"
    write_project(app)
    write_project(kit, component="KitRow")

    def configure(client: LanguageClient) -> None:
        client.set_configuration({"rules": {"unbound-focus-target": "info"}}, section="formlsp")
        client.set_configuration({"rules": {"unbound-focus-target": "error"}}, section="formlsp", scope_uri=app.as_uri())
        client.set_configuration({"rules": {"unbound-focus-target": "off"}}, section="formlsp", scope_uri=kit.as_uri())

    client = await start_client([app, kit], configure)
    app_form = open_document(client, app / "Form.swift")
    kit_form = open_document(client, kit / "Form.swift")
    await until(lambda: client.diagnostic_refresh_count > 0, "the settings to arrive")
    assert await findings(client, app_form) == [("unbound-focus-target", types.DiagnosticSeverity.Error)]
    assert await findings(client, kit_form) == []

    # A change in one folder's settings reaches its files alone.
    refreshes = client.diagnostic_refresh_count
    client.set_configuration({"rules": {"unbound-focus-target": "warning"}}, section="formlsp", scope_uri=kit.as_uri())
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await until(lambda: client.diagnostic_refresh_count > refreshes, "workspace/diagnostic/refresh after the settings change")
    assert await findings(client, kit_form) == [("unbound-focus-target", types.DiagnosticSeverity.Warning)]
    assert await findings(client, app_form) == [("unbound-focus-target", types.DiagnosticSeverity.Error)]


@pytest.mark.asyncio
async def test_the_editors_baseline_and_severity_take_effect(start_client, tmp_path: pathlib.Path) -> None:
    app = tmp_path / "app"
    write_project(app)
    written = subprocess.run([str(BINARY), "check", "--write-baseline", "ci/formlsp-baseline.json", "."], cwd=app, capture_output=True, text=True, timeout=60)
    assert written.returncode == 0, written.stderr
    (app / "LoginForm.swift").write_text((app / "Form.swift").read_text().replace("ContactRowForm", "LoginForm"))
    # `.formlsp.json`'s `severity` is the checker's exit threshold: it hides nothing in the editor.
    (app / ".formlsp.json").write_text('{"severity": "error"}')

    def configure(client: LanguageClient) -> None:
        client.set_configuration({}, section="formlsp")
        client.set_configuration({"baseline": "ci/formlsp-baseline.json"}, section="formlsp", scope_uri=app.as_uri())

    client = await start_client([app], configure)
    recorded = open_document(client, app / "Form.swift", "// moved down\n" + (app / "Form.swift").read_text())
    new = open_document(client, app / "LoginForm.swift")
    await until(lambda: client.diagnostic_refresh_count > 0, "the settings to arrive")
    assert await findings(client, recorded) == [], "the baseline records it"
    assert await findings(client, new) == [("unbound-focus-target", types.DiagnosticSeverity.Warning)]

    refreshes = client.diagnostic_refresh_count
    client.set_configuration({"baseline": "ci/formlsp-baseline.json", "severity": "error"}, section="formlsp", scope_uri=app.as_uri())
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await until(lambda: client.diagnostic_refresh_count > refreshes, "workspace/diagnostic/refresh after the settings change")
    assert await findings(client, new) == [], "a warning is below the editor's severity"

    refreshes = client.diagnostic_refresh_count
    client.set_configuration({"severity": "error", "rules": {"unbound-focus-target": "error"}}, section="formlsp", scope_uri=app.as_uri())
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await until(lambda: client.diagnostic_refresh_count > refreshes, "workspace/diagnostic/refresh after the settings change")
    assert await findings(client, recorded) == [("unbound-focus-target", types.DiagnosticSeverity.Error)], "no baseline any more"
