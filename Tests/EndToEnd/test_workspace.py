"""The workspace-aware server through pytest-lsp (which checks every message against the LSP
specification and the capabilities offered): workspace indexing with progress, a focus chain over
a form whose fields come from a component in another file, pull diagnostics with result ids, an
edit of the component reaching the form, hover, inlay
hints, the `formlsp/focusChains` request against its JSON Schema, and configuration changes.

The binary comes from $FORMLSP, else <repo>/.build/debug/formlsp. Fixtures live here, not in the
shared conftest.py.
"""

from __future__ import annotations

import asyncio
import json
import os
import pathlib
import re
import subprocess
from collections.abc import AsyncIterator, Callable

import jsonschema
import pytest
import pytest_asyncio
from lsprotocol import types
from pytest_lsp import LanguageClient, make_test_lsp_client

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("FORMLSP", REPOSITORY / ".build" / "debug" / "formlsp"))
FOCUS_CHAINS_SCHEMA = json.loads((REPOSITORY / "protocol" / "focus-chains.schema.json").read_text())
#: Generous, to survive a loaded machine; a healthy server answers in milliseconds.
PATIENCE_SECONDS = 15

FORM = """\
import SwiftUI

struct SignUpForm: View {
    enum Field { case name, email, phone }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus = .email }
            ContactRow(text: $email, focus: $focus, value: .email, onReturn: { focus = .phone })
            TextField("Phone", text: $phone)
                .focused($focus, equals: .phone)
                .submitLabel(.done)
                .onSubmit { focus = nil }
        }
    }
}
"""

#: A design-system row in a file of its own: a form component.
CONTACT_ROW = """\
import SwiftUI

struct ContactRow<Value: Hashable>: View {
    @Binding var text: String
    let focus: FocusState<Value?>.Binding
    let value: Value
    var onReturn: (() -> Void)?

    var body: some View {
        TextField("", text: $text)
            .focused(focus, equals: value)
            .submitLabel(.next)
            .onSubmit { onReturn?() }
    }
}
"""

#: Line 13 (0-based 12) holds the name field's `.focused(...)`.
NAME_FOCUSED = types.Position(line=12, character=18)
#: Line 16 (0-based 15) holds the email row, and `focus = .email` is on line 15 (0-based 14).
EMAIL_ROW_LINE = 15
EMAIL_ASSIGNMENT = types.Position(line=14, character=28)

CAPABILITIES = types.ClientCapabilities(
    window=types.WindowClientCapabilities(work_done_progress=True),
    workspace=types.WorkspaceClientCapabilities(
        configuration=True,
        diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=True),
    ),
    text_document=types.TextDocumentClientCapabilities(
        diagnostic=types.DiagnosticClientCapabilities(related_document_support=False),
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        inlay_hint=types.InlayHintClientCapabilities(resolve_support=types.ClientInlayHintResolveOptions(properties=["tooltip"])),
    ),
)


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    """A workspace folder holding the form, the component it uses and a file that matters to no chain."""
    (tmp_path / "ContactRow.swift").write_text(CONTACT_ROW)
    (tmp_path / "Constants.swift").write_text("let maximumNameLength = 40\n")
    (tmp_path / "Notes.md").write_text("not Swift")
    (tmp_path / "SignUpForm.swift").write_text(FORM)
    return tmp_path


@pytest_asyncio.fixture
async def workspace_client(project: pathlib.Path) -> AsyncIterator[LanguageClient]:
    """A server initialized on `project` (pulling diagnostics, showing progress, answering
    `workspace/configuration`), with the workspace indexed."""
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
    client = make_test_lsp_client()
    await client.start_io(str(BINARY))
    client.set_configuration({"hover": True}, section="formlsp")
    await client.initialize_session(
        types.InitializeParams(
            capabilities=CAPABILITIES,
            workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="app")],
            initialization_options={"debounceMilliseconds": 0},
        )
    )
    await until(lambda: any(isinstance(value, types.WorkDoneProgressEnd) for value in client.progress_reports.get("formlsp/indexing", [])), "indexing to end")
    yield client
    await client.shutdown_session()


async def until(condition: Callable[[], bool], what: str) -> None:
    """Waits for `condition`, failing with `what` after PATIENCE_SECONDS."""
    for _ in range(PATIENCE_SECONDS * 50):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None, version: int = 1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text if text is not None else path.read_text())
        )
    )
    return uri


async def pull(client: LanguageClient, uri: str, previous: str | None = None):
    return await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=previous)
    )


async def focus_chains(client: LanguageClient, uri: str) -> dict:
    """The raw JSON result of formlsp's custom request (pygls hands it over as named tuples)."""

    def plain(value):
        if hasattr(value, "_asdict"):
            return {key: plain(item) for key, item in value._asdict().items()}
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        return value

    return plain(await client.protocol.send_request_async("formlsp/focusChains", {"textDocument": {"uri": uri}}))


@pytest.mark.asyncio
async def test_indexing_reports_progress_with_counts(workspace_client: LanguageClient) -> None:
    reports = workspace_client.progress_reports["formlsp/indexing"]
    assert isinstance(reports[0], types.WorkDoneProgressBegin)
    assert reports[0].title == "Indexing focus chains"
    assert reports[0].message == "0/3 files"
    assert any(isinstance(report, types.WorkDoneProgressReport) and report.message == "3/3 files" for report in reports)
    assert reports[-1].message == "2 of 3 files can take part in focus chains"


@pytest.mark.asyncio
async def test_a_chain_through_a_component_in_another_file_matches_its_schema(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    uri = open_document(workspace_client, project / "SignUpForm.swift")
    result = await focus_chains(workspace_client, uri)
    jsonschema.validate(result, FOCUS_CHAINS_SCHEMA)
    chain = result["chains"][0]
    assert chain["summary"] == "name → email → phone ⏎ ends"
    assert [field["location"]["uri"] for field in chain["fields"]] == [uri, uri, uri]
    assert [field["location"]["range"]["start"]["line"] for field in chain["fields"]][1] == EMAIL_ROW_LINE
    assert [field["outcome"] for field in chain["fields"]] == ["moves", "moves", "ends"]
    assert [field["label"] for field in chain["fields"]] == ["next", "next", "done"]


@pytest.mark.asyncio
async def test_pull_diagnostics_answer_unchanged_for_the_current_result_id(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    uri = open_document(workspace_client, project / "SignUpForm.swift")
    first = await pull(workspace_client, uri)
    assert first.kind == "full"
    assert list(first.items) == []
    second = await pull(workspace_client, uri, previous=first.result_id)
    assert second.kind == "unchanged"
    assert second.result_id == first.result_id
    assert uri not in workspace_client.diagnostics, "a pulling client must never get pushed diagnostics"


@pytest.mark.asyncio
async def test_editing_the_component_updates_the_form_that_uses_it(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    form = open_document(workspace_client, project / "SignUpForm.swift")
    row = open_document(workspace_client, project / "ContactRow.swift")
    before = await pull(workspace_client, form)
    assert list(before.items) == []
    refreshes = workspace_client.diagnostic_refresh_count
    workspace_client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=row, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=CONTACT_ROW.replace(".submitLabel(.next)", ".submitLabel(.done)"))],
        )
    )
    await until(lambda: workspace_client.diagnostic_refresh_count > refreshes, "workspace/diagnostic/refresh")
    after = await pull(workspace_client, form, previous=before.result_id)
    assert after.kind == "full"
    assert [(item.code, item.range.start.line) for item in after.items] == [("submit-label-mismatch", EMAIL_ROW_LINE)]
    assert after.items[0].message == "`email` shows `.done` (set inside `ContactRow`) but Return moves focus to `phone`"


@pytest.mark.asyncio
async def test_hover_draws_the_chain_with_each_steps_source(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    uri = open_document(workspace_client, project / "SignUpForm.swift")
    hover = await workspace_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=NAME_FOCUSED)
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "`name → email → phone ⏎ ends`" in hover.contents.value
    assert "| `email` | `.next` | → phone | SignUpForm.swift:16, handler SignUpForm.swift:16 |" in hover.contents.value


@pytest.mark.asyncio
async def test_inlay_hints_after_each_field_with_resolved_tooltips(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    uri = open_document(workspace_client, project / "SignUpForm.swift")
    hints = await workspace_client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=24, character=0)),
        )
    )
    assert [(hint.label, hint.position.line) for hint in hints] == [("→ email", 12), ("→ phone", 15), ("⏎ ends", 17)]
    resolved = await workspace_client.inlay_hint_resolve_async(hints[0])
    assert resolved.tooltip.value.startswith("Return in `name`: → email")


@pytest.mark.asyncio
async def test_configuration_changes_recheck_and_switch_features(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    form = open_document(workspace_client, project / "SignUpForm.swift", FORM.replace("focus = .email", "focus = .mail"))
    assert [item.code for item in (await pull(workspace_client, form)).items] == ["unbound-focus-target"]

    refreshes = workspace_client.diagnostic_refresh_count
    workspace_client.set_configuration({"rules": {"unbound-focus-target": "off"}, "hover": False}, section="formlsp")
    workspace_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await until(lambda: workspace_client.diagnostic_refresh_count > refreshes, "workspace/diagnostic/refresh after the settings change")
    assert list((await pull(workspace_client, form)).items) == []
    hover = await workspace_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=form), position=NAME_FOCUSED)
    )
    assert hover is None


@pytest.mark.asyncio
async def test_the_baseline_the_configuration_names_is_honoured(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    mistaken = FORM.replace("focus = .email", "focus = .mail")
    (project / "SignUpForm.swift").write_text(mistaken)
    written = subprocess.run([str(BINARY), "check", "--write-baseline", "ci/formlsp-baseline.json", "."], cwd=project, capture_output=True, text=True, timeout=60)
    assert written.returncode == 0, written.stderr
    (project / ".formlsp.json").write_text('{"baseline": "ci/formlsp-baseline.json"}')
    form = open_document(workspace_client, project / "SignUpForm.swift", "// moved down\n" + mistaken)
    assert list((await pull(workspace_client, form)).items) == [], "the recorded finding, though its line moved"
    workspace_client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=form, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=mistaken.replace("focus = .phone", "focus = .fone"))],
        )
    )
    assert [item.code for item in (await pull(workspace_client, form)).items] == ["unbound-focus-target"], "a second one is new"


def documented_examples(document: pathlib.Path, after: str) -> list[str]:
    """The backticked examples in the sentence of `document` that starts with `after`."""
    text = " ".join(document.read_text().split())
    sentence = text[text.index(after):]
    sentence = sentence[:sentence.index(".", sentence.index("`")) + 1]
    return re.findall(r"`([^`]+)`", sentence)


@pytest.mark.asyncio
async def test_the_readmes_show_hints_and_chains_as_the_server_sends_them(workspace_client: LanguageClient, project: pathlib.Path) -> None:
    # The form as it is, and with Email's Return doing nothing mid-form.
    labels: set[str] = set()
    dead_end = FORM.replace("SignUpForm", "DeadEnd").replace(
        "ContactRow(text: $email, focus: $focus, value: .email, onReturn: { focus = .phone })",
        'TextField("Email", text: $email).focused($focus, equals: .email).submitLabel(.next)')
    for name, text in (("SignUpForm.swift", FORM), ("DeadEnd.swift", dead_end)):
        (project / name).write_text(text)
        uri = open_document(workspace_client, project / name)
        hints = await workspace_client.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=24, character=0)),
            )
        )
        labels |= {hint.label for hint in hints}
    assert labels == {"→ email", "→ phone", "⏎ ends", "⚠ nowhere"}
    hover = await workspace_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=open_document(workspace_client, project / "SignUpForm.swift")), position=NAME_FOCUSED)
    )
    chain = re.search(r"`(name → [^`]+)`", hover.contents.value).group(1)

    vscode = REPOSITORY / "editors" / "vscode" / "README.md"
    readme = REPOSITORY / "README.md"
    for examples in (documented_examples(vscode, "inlay hint says where Return goes"), documented_examples(readme, "inlay hints after each field say what Return does")):
        assert examples and set(examples) <= labels, examples
    assert documented_examples(vscode, "shows the whole chain") == [chain]
