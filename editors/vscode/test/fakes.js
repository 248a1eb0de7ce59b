// Fakes of `vscode` and `vscode-languageclient/node` for unit tests under `node --test`: each test
// builds a fresh world, loads the compiled extension (FORMLSP_VSCODE_BUILD) against it, and reads
// what the extension did from the fakes' records.
'use strict';

const Module = require('node:module');
const path = require('node:path');

const build = process.env.FORMLSP_VSCODE_BUILD;
if (!build) {
    throw new Error('FORMLSP_VSCODE_BUILD must name the folder tsc compiled the extension into');
}

class ResponseError extends Error {
    constructor(code, message, data) {
        super(message);
        this.code = code;
        this.data = data;
    }
}

/**
 * A fresh fake world; `settings` are the user's `formlsp.*` settings, by full key, and
 * `folderSettings` each workspace folder's own (by folder path), over them.
 */
function makeWorld({ settings = {}, folderSettings = {}, startFails = false, answers = {} } = {}) {
    const world = {
        settings: { ...settings },
        folderSettings,
        clients: [],
        registeredCommands: new Map(),
        executedCommands: [],
        messages: [],
        channels: [],
        configurationListeners: [],
        activeTextEditor: undefined,
    };

    const configuration = (section, scope) => ({
        get(key, fallback) {
            const folder = Object.keys(world.folderSettings).find((path) => scope?.fsPath.startsWith(`${path}/`) || scope?.fsPath === path);
            const settings = { ...world.settings, ...(folder ? world.folderSettings[folder] : {}) };
            const prefix = `${section}.${key}`;
            if (prefix in settings) {
                return settings[prefix];
            }
            const nested = Object.entries(settings).filter(([name]) => name.startsWith(`${prefix}.`));
            if (nested.length > 0) {
                return Object.fromEntries(nested.map(([name, value]) => [name.slice(prefix.length + 1), value]));
            }
            return fallback;
        },
    });

    const uri = (fsPath) => ({ scheme: 'file', fsPath, toString: () => `file://${fsPath}` });

    world.vscode = {
        Uri: { parse: (value) => uri(value.replace(/^file:\/\//, '')), file: uri },
        workspace: {
            workspaceFolders: [{ uri: uri('/work/app'), name: 'app', index: 0 }],
            getConfiguration: (section, scope) => configuration(section, scope),
            createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
            onDidChangeConfiguration: (listener) => {
                world.configurationListeners.push(listener);
                return { dispose() {} };
            },
        },
        window: {
            get activeTextEditor() {
                return world.activeTextEditor;
            },
            createOutputChannel: (name) => {
                const channel = { name, lines: [], shown: false, appendLine(line) { this.lines.push(line); }, append() {}, show() { this.shown = true; }, dispose() {} };
                world.channels.push(channel);
                return channel;
            },
            showInformationMessage: async (message) => void world.messages.push({ level: 'info', message }),
            showWarningMessage: async (message) => void world.messages.push({ level: 'warning', message }),
            showErrorMessage: async (message) => void world.messages.push({ level: 'error', message }),
        },
        commands: {
            registerCommand: (id, callback) => {
                world.registeredCommands.set(id, callback);
                return { dispose() {} };
            },
            executeCommand: async (id, ...args) => void world.executedCommands.push({ id, args }),
        },
    };

    class LanguageClient {
        constructor(id, name, serverOptions, clientOptions) {
            Object.assign(this, { id, name, serverOptions, clientOptions, running: false, stopped: false, requests: [], notifications: [] });
            world.clients.push(this);
        }
        async start() {
            if (startFails) {
                throw new Error(`spawn ${this.serverOptions.command} ENOENT`);
            }
            this.running = true;
        }
        async stop() {
            this.running = false;
            this.stopped = true;
        }
        isRunning() {
            return this.running;
        }
        async sendRequest(method, params) {
            this.requests.push({ method, params });
            const answer = answers[method];
            if (answer instanceof Error) {
                throw answer;
            }
            return answer;
        }
        async sendNotification(method, params) {
            this.notifications.push({ method, params });
        }
    }

    world.languageClient = {
        LanguageClient,
        ResponseError,
        ErrorCodes: { MethodNotFound: -32601 },
    };
    return world;
}

/** Loads a fresh copy of the compiled extension, wired to `world`'s fakes. */
function loadExtension(world) {
    const originalLoad = Module._load;
    Module._load = function (request, parent, isMain) {
        if (request === 'vscode') {
            return world.vscode;
        }
        if (request === 'vscode-languageclient/node') {
            return world.languageClient;
        }
        return originalLoad.call(this, request, parent, isMain);
    };
    try {
        for (const cached of Object.keys(require.cache)) {
            if (cached.startsWith(path.resolve(build))) {
                delete require.cache[cached];
            }
        }
        return require(path.resolve(build, 'src', 'extension.js'));
    } finally {
        Module._load = originalLoad;
    }
}

/** Activates the extension in `world`; returns the extension module and its context. */
async function activate(world) {
    const extension = loadExtension(world);
    const context = { subscriptions: [] };
    await extension.activate(context);
    return { extension, context };
}

module.exports = { ResponseError, activate, build, makeWorld };
