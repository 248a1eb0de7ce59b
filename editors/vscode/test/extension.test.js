// The extension's activation logic against fake `vscode` and `vscode-languageclient` modules.
'use strict';

const assert = require('node:assert/strict');
const { test } = require('node:test');
const { ResponseError, activate, makeWorld } = require('./fakes');

const swiftEditor = { document: { uri: { scheme: 'file', fsPath: '/work/app/SignUpForm.swift', toString: () => 'file:///work/app/SignUpForm.swift' } } };

test('activation starts formlsp from PATH over stdio for Swift documents', async () => {
    const world = makeWorld();
    await activate(world);

    assert.equal(world.clients.length, 1);
    const [client] = world.clients;
    assert.equal(client.id, 'formlsp');
    // No `transport`: vscode-languageclient would append `--stdio`, an argument formlsp refuses.
    assert.deepEqual(client.serverOptions, { command: 'formlsp', args: [] });
    assert.ok(client.running);
    assert.deepEqual(
        client.clientOptions.documentSelector.map((filter) => filter.language),
        ['swift', 'swift'],
    );
    assert.equal(client.clientOptions.synchronize.fileEvents.glob, '**/{*.swift,.formlsp.json}');
});

test('formlsp.path names the binary, with ${workspaceFolder} expanded', async () => {
    const world = makeWorld({ settings: { 'formlsp.path': '${workspaceFolder}/.build/debug/formlsp' } });
    await activate(world);

    assert.equal(world.clients[0].serverOptions.command, '/work/app/.build/debug/formlsp');
});

test('one output channel, named formlsp, carries the log and the trace', async () => {
    const world = makeWorld();
    await activate(world);

    assert.deepEqual(world.channels.map((channel) => channel.name), ['formlsp']);
    const { outputChannel, traceOutputChannel } = world.clients[0].clientOptions;
    assert.equal(outputChannel, world.channels[0]);
    assert.equal(traceOutputChannel, world.channels[0]);
});

test('a binary that cannot start is reported with the setting to fix it', async () => {
    const world = makeWorld({ startFails: true });
    await activate(world);

    assert.equal(world.messages.length, 1);
    assert.equal(world.messages[0].level, 'error');
    assert.match(world.messages[0].message, /ENOENT/);
    assert.match(world.messages[0].message, /formlsp\.path/);
});

test('"Fix all focus issues" applies the source.fixAll.formlsp code action', async () => {
    const world = makeWorld();
    await activate(world);

    await world.registeredCommands.get('formlsp.fixAll')();

    assert.deepEqual(world.executedCommands, [
        { id: 'editor.action.codeAction', args: [{ kind: 'source.fixAll.formlsp', apply: 'first' }] },
    ]);
});

test('"Show focus chains" asks formlsp/focusChains and writes each chain to the output channel', async () => {
    const chains = {
        uri: 'file:///work/app/SignUpForm.swift',
        version: 1,
        chains: [{ framework: 'swiftUI', name: 'focus', summary: 'name → email ⏎ ends', fields: [{ target: 'name' }, { target: 'email' }] }],
    };
    const world = makeWorld({ answers: { 'formlsp/focusChains': chains } });
    await activate(world);
    world.activeTextEditor = swiftEditor;

    await world.registeredCommands.get('formlsp.showFocusChains')();

    assert.deepEqual(world.clients[0].requests, [
        { method: 'formlsp/focusChains', params: { textDocument: { uri: 'file:///work/app/SignUpForm.swift' } } },
    ]);
    assert.deepEqual(world.channels[0].lines, [
        'Focus chains of /work/app/SignUpForm.swift:',
        '  focus: name → email ⏎ ends',
    ]);
    assert.ok(world.channels[0].shown);
});

test('"Show focus chains" on a formlsp without the request says so, without an error', async () => {
    const missing = new ResponseError(-32601, 'Unhandled method formlsp/focusChains');
    const world = makeWorld({ answers: { 'formlsp/focusChains': missing } });
    await activate(world);
    world.activeTextEditor = swiftEditor;

    await world.registeredCommands.get('formlsp.showFocusChains')();

    assert.deepEqual(world.messages.map((message) => message.level), ['warning']);
    assert.match(world.messages[0].message, /method not found/);
});

test('the server reads rule settings in the .formlsp.json shape, unset rules left out', async () => {
    const world = makeWorld({
        settings: {
            'formlsp.rules.missing-submit-label': 'warning',
            'formlsp.rules.focus-chain-gap': 'off',
            'formlsp.rules.bool-focus-states': 'default',
            'formlsp.exclude': ['Generated/**'],
            'formlsp.include': [],
        },
    });
    await activate(world);
    const { configuration } = world.clients[0].clientOptions.middleware.workspace;
    const params = { items: [{ section: 'formlsp' }, { section: 'editor' }] };

    const answers = await configuration(params, {}, async () => [{ raw: true }, { tabSize: 4 }]);

    assert.deepEqual(answers, [
        { rules: { 'missing-submit-label': 'warning', 'focus-chain-gap': 'off' }, exclude: ['Generated/**'] },
        { tabSize: 4 },
    ]);
});

test('severity and baseline reach the server; "default" and an empty baseline leave them to .formlsp.json', async () => {
    const world = makeWorld({
        settings: { 'formlsp.severity': 'error', 'formlsp.baseline': ' ci/formlsp-baseline.json ' },
        folderSettings: { '/work/kit': { 'formlsp.severity': 'default', 'formlsp.baseline': '' } },
    });
    await activate(world);
    const { configuration } = world.clients[0].clientOptions.middleware.workspace;
    const params = { items: [{ section: 'formlsp', scopeUri: 'file:///work/app' }, { section: 'formlsp', scopeUri: 'file:///work/kit' }] };

    const answers = await configuration(params, {}, async () => [{}, {}]);

    assert.deepEqual(answers, [{ severity: 'error', baseline: 'ci/formlsp-baseline.json' }, {}]);
});

test('each workspace folder is answered with its own settings', async () => {
    const world = makeWorld({
        settings: { 'formlsp.rules.focus-chain-gap': 'warning' },
        folderSettings: { '/work/kit': { 'formlsp.rules.focus-chain-gap': 'off', 'formlsp.exclude': ['Generated/**'] } },
    });
    await activate(world);
    const { configuration } = world.clients[0].clientOptions.middleware.workspace;
    const params = {
        items: [
            { section: 'formlsp' },
            { section: 'formlsp', scopeUri: 'file:///work/app' },
            { section: 'formlsp', scopeUri: 'file:///work/kit' },
        ],
    };

    const answers = await configuration(params, {}, async () => [{}, {}, {}]);

    assert.deepEqual(answers, [
        { rules: { 'focus-chain-gap': 'warning' } },
        { rules: { 'focus-chain-gap': 'warning' } },
        { rules: { 'focus-chain-gap': 'off' }, exclude: ['Generated/**'] },
    ]);
});

test('a settings change asks the server to pull again (per folder); a changed path restarts it', async () => {
    const world = makeWorld({ settings: { 'formlsp.rules.focus-chain-gap': 'error' } });
    await activate(world);
    const [listener] = world.configurationListeners;

    await listener({ affectsConfiguration: (section) => section === 'formlsp' });
    // Settings in the notification would be the window's, the same for every folder.
    assert.deepEqual(world.clients[0].notifications, [
        { method: 'workspace/didChangeConfiguration', params: { settings: null } },
    ]);

    await listener({ affectsConfiguration: (section) => section === 'formlsp' || section === 'formlsp.path' });
    assert.equal(world.clients.length, 2);
    assert.ok(world.clients[0].stopped);
    assert.ok(world.clients[1].running);
});

test('hover and inlay hints can be turned off in the editor alone', async () => {
    const world = makeWorld({ settings: { 'formlsp.hover.enabled': false } });
    await activate(world);
    const { middleware } = world.clients[0].clientOptions;
    const document = swiftEditor.document;
    const next = () => 'from the server';

    assert.equal(middleware.provideHover(document, {}, {}, next), undefined);
    assert.equal(middleware.provideInlayHints(document, {}, {}, next), 'from the server');
});

test('deactivation stops the client', async () => {
    const world = makeWorld();
    const { extension } = await activate(world);

    await extension.deactivate();

    assert.ok(world.clients[0].stopped);
});
