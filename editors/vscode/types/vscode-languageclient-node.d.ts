// BUILD-TIME STAND-IN, not the real library. The subset of `vscode-languageclient/node` (^9) this
// extension uses, so that it type-checks where npm is unavailable (tsconfig.standins.json). A real
// build (npm install, see README.md) uses the package's own declarations and never reads this file.
declare module 'vscode-languageclient/node' {
    import type {
        CancellationToken,
        FileSystemWatcher,
        Hover,
        InlayHint,
        OutputChannel,
        Position,
        ProviderResult,
        Range,
        TextDocument,
    } from 'vscode';

    export interface Executable {
        command: string;
        args?: string[];
        options?: { cwd?: string; env?: any; detached?: boolean; shell?: boolean };
    }

    export type ServerOptions = Executable | { run: Executable; debug: Executable };

    export type DocumentSelector = ({ language?: string; scheme?: string; pattern?: string } | string)[];

    export interface ConfigurationItem {
        scopeUri?: string;
        section?: string;
    }

    export interface ConfigurationParams {
        items: ConfigurationItem[];
    }

    export class ResponseError<D = void> extends Error {
        readonly code: number;
        readonly data: D | undefined;
        constructor(code: number, message: string, data?: D);
    }

    export namespace ErrorCodes {
        const MethodNotFound: -32601;
    }

    export type HandlerResult<R, E> = R | ResponseError<E> | Thenable<R> | Thenable<ResponseError<E>> | Thenable<R | ResponseError<E>>;

    export type ProvideHoverSignature = (
        document: TextDocument,
        position: Position,
        token: CancellationToken,
    ) => ProviderResult<Hover>;

    export type ProvideInlayHintsSignature = (
        document: TextDocument,
        viewPort: Range,
        token: CancellationToken,
    ) => ProviderResult<InlayHint[]>;

    export type ConfigurationHandlerSignature = (
        params: ConfigurationParams,
        token: CancellationToken,
    ) => HandlerResult<any[], void>;

    export interface Middleware {
        provideHover?: (
            document: TextDocument,
            position: Position,
            token: CancellationToken,
            next: ProvideHoverSignature,
        ) => ProviderResult<Hover>;
        provideInlayHints?: (
            document: TextDocument,
            viewPort: Range,
            token: CancellationToken,
            next: ProvideInlayHintsSignature,
        ) => ProviderResult<InlayHint[]>;
        workspace?: {
            configuration?: (
                params: ConfigurationParams,
                token: CancellationToken,
                next: ConfigurationHandlerSignature,
            ) => HandlerResult<any[], void>;
        };
    }

    export interface LanguageClientOptions {
        documentSelector?: DocumentSelector | string[];
        synchronize?: { fileEvents?: FileSystemWatcher | FileSystemWatcher[] };
        outputChannel?: OutputChannel;
        traceOutputChannel?: OutputChannel;
        middleware?: Middleware;
        initializationOptions?: any;
    }

    export class LanguageClient {
        constructor(id: string, name: string, serverOptions: ServerOptions, clientOptions: LanguageClientOptions, forceDebug?: boolean);
        start(): Promise<void>;
        stop(timeout?: number): Promise<void>;
        isRunning(): boolean;
        sendRequest<R>(method: string, param: any, token?: CancellationToken): Promise<R>;
        sendNotification(method: string, params?: any): Promise<void>;
    }
}
