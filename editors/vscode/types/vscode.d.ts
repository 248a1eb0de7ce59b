// BUILD-TIME STAND-IN, not the real API. The subset of `@types/vscode` this extension uses, so that
// it type-checks where npm is unavailable (tsconfig.standins.json). A real build (npm install, see
// README.md) uses @types/vscode instead and never reads this file. Keep signatures identical to
// @types/vscode ^1.82.
declare module 'vscode' {
    export type ProviderResult<T> = T | undefined | null | Thenable<T | undefined | null>;

    export interface Disposable {
        dispose(): any;
    }

    export interface Event<T> {
        (listener: (e: T) => any, thisArgs?: any, disposables?: Disposable[]): Disposable;
    }

    export class Uri {
        static parse(value: string, strict?: boolean): Uri;
        static file(path: string): Uri;
        readonly scheme: string;
        readonly fsPath: string;
        toString(skipEncoding?: boolean): string;
    }

    export class Position {
        constructor(line: number, character: number);
        readonly line: number;
        readonly character: number;
    }

    export class Range {
        constructor(start: Position, end: Position);
        readonly start: Position;
        readonly end: Position;
    }

    export interface CancellationToken {
        isCancellationRequested: boolean;
    }

    export class Hover {
        constructor(contents: any, range?: Range);
    }

    export class InlayHint {
        constructor(position: Position, label: string);
    }

    export interface TextDocument {
        readonly uri: Uri;
        readonly languageId: string;
        readonly version: number;
    }

    export interface TextEditor {
        readonly document: TextDocument;
    }

    export interface OutputChannel {
        readonly name: string;
        append(value: string): void;
        appendLine(value: string): void;
        show(preserveFocus?: boolean): void;
        dispose(): void;
    }

    export interface WorkspaceConfiguration {
        get<T>(section: string): T | undefined;
        get<T>(section: string, defaultValue: T): T;
    }

    export interface ConfigurationChangeEvent {
        affectsConfiguration(section: string, scope?: Uri): boolean;
    }

    export interface WorkspaceFolder {
        readonly uri: Uri;
        readonly name: string;
        readonly index: number;
    }

    export interface FileSystemWatcher extends Disposable {}

    export interface ExtensionContext {
        readonly subscriptions: { dispose(): any }[];
    }

    export namespace workspace {
        export const workspaceFolders: readonly WorkspaceFolder[] | undefined;
        export function getConfiguration(section?: string, scope?: Uri | null): WorkspaceConfiguration;
        export function createFileSystemWatcher(globPattern: string): FileSystemWatcher;
        export const onDidChangeConfiguration: Event<ConfigurationChangeEvent>;
    }

    export namespace window {
        export const activeTextEditor: TextEditor | undefined;
        export function createOutputChannel(name: string): OutputChannel;
        export function showInformationMessage(message: string, ...items: string[]): Thenable<string | undefined>;
        export function showWarningMessage(message: string, ...items: string[]): Thenable<string | undefined>;
        export function showErrorMessage(message: string, ...items: string[]): Thenable<string | undefined>;
    }

    export namespace commands {
        export function registerCommand(command: string, callback: (...args: any[]) => any, thisArg?: any): Disposable;
        export function executeCommand<T = unknown>(command: string, ...rest: any[]): Thenable<T>;
    }
}

interface Thenable<T> extends PromiseLike<T> {}
