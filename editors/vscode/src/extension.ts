import * as vscode from 'vscode';
import {
    ErrorCodes,
    LanguageClient,
    LanguageClientOptions,
    Middleware,
    ResponseError,
    ServerOptions,
} from 'vscode-languageclient/node';
import { describeChains, focusChainsMethod } from './focusChains';
import { serverCommand } from './serverCommand';
import { serverSettings } from './settings';

/** The code action kind of formlsp's fix-all, distinct from `source.fixAll` so it can run alone. */
export const fixAllKind = 'source.fixAll.formlsp';

export const commandIds = {
    fixAll: 'formlsp.fixAll',
    showFocusChains: 'formlsp.showFocusChains',
    restartServer: 'formlsp.restartServer',
} as const;

let client: LanguageClient | undefined;

function configuration(scope?: vscode.Uri): vscode.WorkspaceConfiguration {
    return vscode.workspace.getConfiguration('formlsp', scope);
}

/**
 * Hover and inlay hints can be turned off in the editor without the server knowing; everything
 * else goes to the server unchanged. `workspace/configuration` for `formlsp` answers the server's
 * settings shape (see settings.ts) rather than the raw editor settings, for the resource each item
 * names: the server asks once per workspace folder (`scopeUri`), so the folders of a multi-root
 * workspace each get their own settings.
 */
export function middleware(): Middleware {
    return {
        provideHover: (document, position, token, next) =>
            configuration(document.uri).get<boolean>('hover.enabled') === false
                ? undefined
                : next(document, position, token),
        provideInlayHints: (document, range, token, next) =>
            configuration(document.uri).get<boolean>('inlayHints.enabled') === false
                ? undefined
                : next(document, range, token),
        workspace: {
            configuration: async (params, token, next) => {
                const answers = await next(params, token);
                if (!Array.isArray(answers)) {
                    return answers;
                }
                return params.items.map((item, index) =>
                    item.section === 'formlsp'
                        ? serverSettings(configuration(item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined))
                        : answers[index],
                );
            },
        },
    };
}

function createClient(channel: vscode.OutputChannel): LanguageClient {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    const { command, args } = serverCommand(configuration().get<string>('path'), folder);
    // stdio is the default transport, so none is named (naming it only appends `--stdio`, which
    // formlsp accepts and ignores).
    const serverOptions: ServerOptions = { command, args };
    const clientOptions: LanguageClientOptions = {
        documentSelector: [
            { scheme: 'file', language: 'swift' },
            { scheme: 'untitled', language: 'swift' },
        ],
        synchronize: {
            fileEvents: vscode.workspace.createFileSystemWatcher('**/{*.swift,.formlsp.json}'),
        },
        outputChannel: channel,
        traceOutputChannel: channel,
        middleware: middleware(),
    };
    return new LanguageClient('formlsp', 'formlsp', serverOptions, clientOptions);
}

async function startClient(channel: vscode.OutputChannel): Promise<void> {
    client = createClient(channel);
    try {
        await client.start();
    } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        channel.appendLine(`formlsp could not start: ${reason}`);
        void vscode.window.showErrorMessage(
            `formlsp could not start (${reason}). Install formlsp on your PATH or set "formlsp.path".`,
        );
    }
}

async function restartClient(channel: vscode.OutputChannel): Promise<void> {
    const running = client;
    client = undefined;
    await running?.stop().catch(() => undefined);
    await startClient(channel);
}

async function fixAll(): Promise<void> {
    await vscode.commands.executeCommand('editor.action.codeAction', { kind: fixAllKind, apply: 'first' });
}

async function showFocusChains(channel: vscode.OutputChannel): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || !client) {
        void vscode.window.showInformationMessage('formlsp: open a Swift file to see its focus chains.');
        return;
    }
    try {
        const answer = await client.sendRequest<unknown>(focusChainsMethod, {
            textDocument: { uri: editor.document.uri.toString() },
        });
        const lines = describeChains(answer);
        channel.appendLine(`Focus chains of ${editor.document.uri.fsPath}:`);
        for (const line of lines.length > 0 ? lines : ['(none)']) {
            channel.appendLine(`  ${line}`);
        }
        channel.show(true);
    } catch (error) {
        if (error instanceof ResponseError && error.code === ErrorCodes.MethodNotFound) {
            void vscode.window.showWarningMessage(
                `formlsp: this formlsp cannot show focus chains yet (${focusChainsMethod}: method not found). Update formlsp.`,
            );
            return;
        }
        const reason = error instanceof Error ? error.message : String(error);
        void vscode.window.showErrorMessage(`formlsp: ${focusChainsMethod} failed: ${reason}`);
    }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    const channel = vscode.window.createOutputChannel('formlsp');
    context.subscriptions.push(
        channel,
        vscode.commands.registerCommand(commandIds.fixAll, fixAll),
        vscode.commands.registerCommand(commandIds.showFocusChains, () => showFocusChains(channel)),
        vscode.commands.registerCommand(commandIds.restartServer, () => restartClient(channel)),
        vscode.workspace.onDidChangeConfiguration(async (change) => {
            if (change.affectsConfiguration('formlsp.path')) {
                await restartClient(channel);
            } else if (change.affectsConfiguration('formlsp') && client?.isRunning()) {
                // No settings in the notification: the server asks again, per workspace folder.
                await client.sendNotification('workspace/didChangeConfiguration', { settings: null });
            }
        }),
    );
    await startClient(channel);
}

export async function deactivate(): Promise<void> {
    const running = client;
    client = undefined;
    await running?.stop();
}
