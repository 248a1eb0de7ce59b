"""formlsp seen from a real LSP client: pytest-lsp drives the binary over stdio and lsprotocol
checks the shape of every message both ways.

Documents carry emoji, CJK text and a CRLF line, and every position the client sends or reads is
converted in the encoding the server negotiated, so a server that counts in the wrong unit underlines
the wrong text and fails here.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

import pytest
from lsprotocol import types
from pytest_lsp import client_capabilities

from conftest import EXCHANGE_TIMEOUT_SECONDS, RecordingClient

pytestmark = pytest.mark.asyncio

FIX_ALL_KIND = "source.fixAll.formlsp"
STUCK_FIELD_RULE = "missing-focus-transition"

#: Return on the email field does nothing although a password field follows.
SIGN_UP_FORM = """\
import SwiftUI

struct SignUpForm: View {
    enum Field { case name, email, password }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("名前 🙂", text: $name).focused($focus, equals: .name).submitLabel(.next)
            TextField("📧 メール", text: $email).focused($focus, equals: .email).submitLabel(.next)
            SecureField("🔑 パスワード", text: $password).focused($focus, equals: .password).submitLabel(.done)
        }
        .onSubmit {
            switch focus {
            case .name: focus = .email
            default: break
            }
        }
    }
}
"""

#: The same form with every Return routed: nothing to report, nothing to fix.
ROUTED_SIGN_UP_FORM = SIGN_UP_FORM.replace(
    "case .name: focus = .email\n", "case .name: focus = .email\n            case .email: focus = .password\n"
)

FORM_URI = "file:///work/SignUpForm.swift"

#: LSP line terminators: CRLF, LF and a lone CR all end a line.
LINE_BREAK = re.compile(r"\r\n|\n|\r")


def units(text: str, encoding: str) -> int:
    """The length of `text` in the code units of a negotiated position encoding."""
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8"))
    if encoding == types.PositionEncodingKind.Utf32:
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def line_starts(text: str) -> list[int]:
    return [0] + [match.end() for match in LINE_BREAK.finditer(text)]


def position_at(text: str, index: int, encoding: str) -> types.Position:
    starts = line_starts(text)
    line = max(number for number, start in enumerate(starts) if start <= index)
    return types.Position(line=line, character=units(text[starts[line] : index], encoding))


def index_at(text: str, position: types.Position, encoding: str) -> int:
    """The string index of an LSP position; the inverse of `position_at`."""
    start = line_starts(text)[position.line]
    index = start
    while units(text[start:index], encoding) < position.character:
        index += 1
    assert units(text[start:index], encoding) == position.character, f"{position} splits a character"
    return index


@dataclass
class OpenDocument:
    """The client's copy of a document open in the server, edited the way editors do:
    one ranged change at a time, positions in the negotiated encoding."""

    client: RecordingClient
    uri: str
    text: str
    encoding: str
    version: int = 1

    def __post_init__(self) -> None:
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=self.uri, language_id="swift", version=self.version, text=self.text
                )
            )
        )

    def range_of(self, start: int, end: int) -> types.Range:
        return types.Range(
            start=position_at(self.text, start, self.encoding), end=position_at(self.text, end, self.encoding)
        )

    def underlined(self, range: types.Range) -> str:
        return self.text[index_at(self.text, range.start, self.encoding) : index_at(self.text, range.end, self.encoding)]

    def replacing(self, old: str, new: str) -> types.TextDocumentContentChangePartial:
        """Replaces the one occurrence of `old` in the client's copy; returns the change to send."""
        assert self.text.count(old) == 1, f"{old!r} must occur exactly once"
        start = self.text.index(old)
        return self._edit(start, start + len(old), new)

    def inserting(self, new: str, before: str) -> types.TextDocumentContentChangePartial:
        assert self.text.count(before) == 1, f"{before!r} must occur exactly once"
        start = self.text.index(before)
        return self._edit(start, start, new)

    def _edit(self, start: int, end: int, new: str) -> types.TextDocumentContentChangePartial:
        change = types.TextDocumentContentChangePartial(range=self.range_of(start, end), text=new)
        self.text = self.text[:start] + new + self.text[end:]
        return change

    def send(self, *changes: types.TextDocumentContentChangeEvent) -> None:
        """One `didChange` with the changes in order, each relative to the text the one before left."""
        self.version += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=list(changes),
            )
        )

    def apply(self, edit: types.WorkspaceEdit) -> None:
        """Applies a server's workspace edit like an editor: checks the version it was computed for,
        then sends its text edits to the server, last first, so that earlier ranges stay valid."""
        assert edit.document_changes, "edits must come as versioned documentChanges"
        (document_edit,) = edit.document_changes
        assert isinstance(document_edit, types.TextDocumentEdit)
        assert document_edit.text_document.uri == self.uri
        assert document_edit.text_document.version == self.version
        ordered = sorted(
            document_edit.edits,
            key=lambda text_edit: (text_edit.range.start.line, text_edit.range.start.character),
            reverse=True,
        )
        changes = []
        for text_edit in ordered:
            start = index_at(self.text, text_edit.range.start, self.encoding)
            end = index_at(self.text, text_edit.range.end, self.encoding)
            changes.append(self._edit(start, end, text_edit.new_text))
        self.send(*changes)

    async def diagnostics(self) -> list[types.Diagnostic]:
        """The current version's diagnostics: pulled when the client pulls them (the server then
        never pushes), else awaited as published."""
        capabilities = self.client.capabilities
        if capabilities and capabilities.text_document and capabilities.text_document.diagnostic:
            report = await asyncio.wait_for(
                self.client.text_document_diagnostic_async(
                    types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=self.uri))
                ),
                EXCHANGE_TIMEOUT_SECONDS,
            )
            return list(report.items)
        return await self.client.diagnostics_for(self.uri, self.version)

    async def code_actions(
        self, only: list[str], diagnostics: list[types.Diagnostic], range: types.Range | None = None
    ) -> list[types.CodeAction]:
        whole_document = self.range_of(0, len(self.text))
        answer = await asyncio.wait_for(
            self.client.text_document_code_action_async(
                types.CodeActionParams(
                    text_document=types.TextDocumentIdentifier(uri=self.uri),
                    range=range or whole_document,
                    context=types.CodeActionContext(diagnostics=diagnostics, only=only),
                )
            ),
            EXCHANGE_TIMEOUT_SECONDS,
        )
        actions = answer or []
        assert all(isinstance(action, types.CodeAction) for action in actions), "bare Commands are not offered"
        return actions


def editor_capabilities(position_encodings: list[str] | None = None) -> types.ClientCapabilities:
    """What a capable editor offers: versioned diagnostics, code action literals, versioned edits."""
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=position_encodings),
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            workspace_edit=types.WorkspaceEditClientCapabilities(document_changes=True),
        ),
        text_document=types.TextDocumentClientCapabilities(
            synchronization=types.TextDocumentSyncClientCapabilities(did_save=True),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
                related_information=True, version_support=True, code_description_support=True
            ),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(
                        value_set=[
                            types.CodeActionKind.QuickFix,
                            types.CodeActionKind.RefactorRewrite,
                            types.CodeActionKind.SourceFixAll,
                        ]
                    )
                ),
                is_preferred_support=True,
            ),
        ),
    )


async def initialize(
    client: RecordingClient, capabilities: types.ClientCapabilities | None = None
) -> types.InitializeResult:
    return await asyncio.wait_for(
        client.initialize_session(
            types.InitializeParams(
                capabilities=capabilities or editor_capabilities(),
                root_uri="file:///work",
                workspace_folders=[types.WorkspaceFolder(uri="file:///work", name="work")],
            )
        ),
        EXCHANGE_TIMEOUT_SECONDS,
    )


async def shut_down(client: RecordingClient) -> int:
    """`shutdown` then `exit`; returns the server's exit code."""
    await asyncio.wait_for(client.shutdown_session(), EXCHANGE_TIMEOUT_SECONDS)
    return client._server.returncode


def stuck_field_diagnostics(diagnostics: list[types.Diagnostic]) -> list[types.Diagnostic]:
    return [diagnostic for diagnostic in diagnostics if diagnostic.code == STUCK_FIELD_RULE]


async def test_initialize_advertises_what_formlsp_does_and_no_formatting(client: RecordingClient) -> None:
    result = await initialize(client)
    capabilities = result.capabilities

    assert result.server_info is not None and result.server_info.name == "formlsp"
    sync = capabilities.text_document_sync
    assert isinstance(sync, types.TextDocumentSyncOptions)
    assert sync.open_close is True
    assert sync.change == types.TextDocumentSyncKind.Incremental
    assert isinstance(capabilities.code_action_provider, types.CodeActionOptions)
    assert {
        types.CodeActionKind.QuickFix,
        types.CodeActionKind.RefactorRewrite,
        FIX_ALL_KIND,
    } <= set(capabilities.code_action_provider.code_action_kinds or [])
    # sourcekit-lsp formats Swift; a second formatter would fight it on every save.
    assert not capabilities.document_formatting_provider
    assert not capabilities.document_range_formatting_provider
    assert not capabilities.document_on_type_formatting_provider


@pytest.mark.parametrize(
    ("offered", "negotiated"),
    [
        (None, types.PositionEncodingKind.Utf16),
        ([types.PositionEncodingKind.Utf16], types.PositionEncodingKind.Utf16),
        ([types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16], types.PositionEncodingKind.Utf8),
        ([types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf8], types.PositionEncodingKind.Utf8),
    ],
    ids=["nothing offered", "utf-16 offered", "utf-8 preferred", "utf-8 offered second"],
)
async def test_position_encoding_is_utf16_unless_utf8_is_offered(
    client: RecordingClient, offered: list[str] | None, negotiated: str
) -> None:
    result = await initialize(client, editor_capabilities(offered))

    # An absent positionEncoding means utf-16 (LSP 3.17).
    assert (result.capabilities.position_encoding or types.PositionEncodingKind.Utf16) == negotiated


@pytest.mark.parametrize("editor", ["neovim@v0.7", "neovim@v0.11", "visual_studio_code", "emacs"])
async def test_recorded_editor_capabilities_are_served(client: RecordingClient, editor: str) -> None:
    """The exact capabilities real editors send (recorded by pytest-lsp) start a working session."""
    await initialize(client, client_capabilities(editor))
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)

    await document.diagnostics()

    assert await shut_down(client) == 0


@pytest.mark.parametrize(
    "offered",
    [None, [types.PositionEncodingKind.Utf8]],
    ids=["utf-16", "utf-8"],
)
async def test_incremental_edits_keep_the_servers_text_in_step(
    client: RecordingClient, offered: list[str] | None
) -> None:
    result = await initialize(client, editor_capabilities(offered))
    encoding = result.capabilities.position_encoding or types.PositionEncodingKind.Utf16
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, encoding)
    await document.diagnostics()

    document.send(document.replacing("メール", "電子メール 📨"))
    document.send(document.inserting("// 🚀 サインアップ画面\r\n", before="struct SignUpForm"))
    document.send(
        document.inserting("/* 👩‍👩‍👧 */ ", before=".focused($focus, equals: .email)"),
        document.replacing("名前 🙂", "氏名"),
    )
    diagnostics = await document.diagnostics()

    (stuck,) = stuck_field_diagnostics(diagnostics)
    underlined = document.underlined(stuck.range)
    assert "focused($focus, equals: .email)" in underlined
    assert "\n" not in underlined

    # The server computes fix-all on its own copy: applied to ours, it must land where it belongs.
    (fix_all,) = await document.code_actions(only=[FIX_ALL_KIND], diagnostics=diagnostics)
    document.apply(fix_all.edit)
    assert await document.diagnostics() == []
    for edited in ["電子メール 📨", "// 🚀 サインアップ画面\r\n", "/* 👩‍👩‍👧 */ .focused", "氏名", "case .email:"]:
        assert edited in document.text


async def test_diagnostics_name_rule_source_and_docs(client: RecordingClient) -> None:
    await initialize(client)
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)
    diagnostics = await document.diagnostics()

    (stuck,) = stuck_field_diagnostics(diagnostics)
    assert stuck.source == "formlsp"
    assert stuck.severity == types.DiagnosticSeverity.Warning
    assert "email" in stuck.message
    assert stuck.code_description is not None and STUCK_FIELD_RULE in stuck.code_description.href


async def test_routed_form_has_no_diagnostics_and_no_quick_fixes(client: RecordingClient) -> None:
    await initialize(client)
    document = OpenDocument(client, FORM_URI, ROUTED_SIGN_UP_FORM, types.PositionEncodingKind.Utf16)

    assert await document.diagnostics() == []
    assert await document.code_actions(only=[types.CodeActionKind.QuickFix], diagnostics=[]) == []


async def test_preferred_quick_fix_routes_the_stuck_field(client: RecordingClient) -> None:
    await initialize(client)
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)
    diagnostics = await document.diagnostics()
    (stuck,) = stuck_field_diagnostics(diagnostics)

    actions = await document.code_actions(only=[types.CodeActionKind.QuickFix], diagnostics=[stuck], range=stuck.range)
    preferred = [action for action in actions if action.is_preferred]
    assert len(preferred) == 1, [action.title for action in actions]
    (fix,) = preferred
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.diagnostics and fix.diagnostics[0].code == STUCK_FIELD_RULE
    assert fix.edit is not None
    document.apply(fix.edit)

    assert stuck_field_diagnostics(await document.diagnostics()) == []
    assert "case .email:" in document.text


async def test_fix_all_source_action_leaves_nothing_to_fix(client: RecordingClient) -> None:
    await initialize(client)
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)
    diagnostics = await document.diagnostics()

    actions = await document.code_actions(only=[FIX_ALL_KIND], diagnostics=diagnostics)
    (fix_all,) = actions
    assert fix_all.kind == FIX_ALL_KIND
    assert fix_all.edit is not None
    document.apply(fix_all.edit)

    assert stuck_field_diagnostics(await document.diagnostics()) == []
    assert await document.code_actions(only=[FIX_ALL_KIND], diagnostics=[]) == []


async def test_close_clears_the_documents_diagnostics(client: RecordingClient) -> None:
    await initialize(client)
    document = OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)
    assert await document.diagnostics() != []
    published_while_open = len(client.published)

    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=FORM_URI))
    )

    await client.wait_for_published(
        lambda params: params.uri == FORM_URI
        and len(params.diagnostics) == 0
        and client.published.index(params) >= published_while_open,
        "clearing the closed document",
    )


async def test_shutdown_then_exit_ends_with_code_0(client: RecordingClient) -> None:
    await initialize(client)
    OpenDocument(client, FORM_URI, SIGN_UP_FORM, types.PositionEncodingKind.Utf16)

    assert await shut_down(client) == 0
