// package.json is the extension's contract with VS Code: what activates it, which commands and
// settings it contributes, where the .formlsp.json schema comes from.
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { test } = require('node:test');
const { activate, makeWorld } = require('./fakes');

const extensionFolder = path.resolve(__dirname, '..');
const repository = path.resolve(extensionFolder, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(extensionFolder, 'package.json'), 'utf8'));
const { contributes } = manifest;
const settings = contributes.configuration.properties;
const ruleSettingPrefix = 'formlsp.rules.';
const configSchemaPath = path.join(repository, 'protocol', 'formlsp-config.schema.json');

test('runs on VS Code 1.82+ with vscode-languageclient, and @types/vscode does not outrun engines', () => {
    assert.equal(manifest.engines.vscode, '^1.82.0');
    assert.equal(manifest.devDependencies['@types/vscode'], manifest.engines.vscode);
    assert.match(manifest.dependencies['vscode-languageclient'], /^\^9\./);
    assert.equal(manifest.main, './out/src/extension.js');
    assert.ok(fs.existsSync(path.join(extensionFolder, 'src', 'extension.ts')));
});

test('activates on Swift files and on workspaces with a .formlsp.json', () => {
    assert.deepEqual(manifest.activationEvents, ['onLanguage:swift', 'workspaceContains:**/.formlsp.json']);
});

test('contributes exactly the commands the extension registers, with their titles', async () => {
    const world = makeWorld();
    await activate(world);

    const contributed = contributes.commands.map((command) => command.command).sort();
    assert.deepEqual(contributed, [...world.registeredCommands.keys()].sort());
    const titles = Object.fromEntries(contributes.commands.map((command) => [command.command, command.title]));
    assert.equal(titles['formlsp.fixAll'], 'Fix all focus issues');
    assert.equal(titles['formlsp.showFocusChains'], 'Show focus chains');
    for (const entry of contributes.menus.commandPalette) {
        assert.ok(entry.command in titles, `${entry.command} is contributed`);
    }
});

test('every setting has a type, a default of that type, a description and a scope', () => {
    for (const [key, setting] of Object.entries(settings)) {
        assert.match(key, /^formlsp\./, key);
        assert.ok(['string', 'boolean', 'array'].includes(setting.type), `${key}: type`);
        const defaultType = Array.isArray(setting.default) ? 'array' : typeof setting.default;
        assert.equal(defaultType, setting.type, `${key}: default`);
        if (setting.enum) {
            assert.ok(setting.enum.includes(setting.default), `${key}: default among the enum`);
        }
        assert.ok((setting.markdownDescription ?? setting.description ?? '').length > 20, `${key}: description`);
        assert.ok(['machine-overridable', 'resource', 'window'].includes(setting.scope), `${key}: scope`);
    }
    assert.deepEqual(settings['formlsp.trace.server'].enum, ['off', 'messages', 'verbose']);
    assert.equal(settings['formlsp.hover.enabled'].type, 'boolean');
    assert.equal(settings['formlsp.inlayHints.enabled'].type, 'boolean');
});

test('each rule setting offers default, off and the three severities', () => {
    const ruleSettings = Object.keys(settings).filter((key) => key.startsWith(ruleSettingPrefix));
    assert.ok(ruleSettings.length > 0);
    for (const key of ruleSettings) {
        assert.match(key.slice(ruleSettingPrefix.length), /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
        assert.deepEqual(settings[key].enum, ['default', 'off', 'info', 'warning', 'error'], key);
        assert.equal(settings[key].default, 'default', key);
    }
});

test('the rule settings are the rules `formlsp rules` lists', () => {
    const listing = execFileSync(process.env.FORMLSP ?? 'formlsp', ['rules', '--format', 'json'], {
        encoding: 'utf8',
        timeout: 15000,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listed = JSON.parse(listing).map((rule) => rule.id);
    const offered = Object.keys(settings)
        .filter((key) => key.startsWith(ruleSettingPrefix))
        .map((key) => key.slice(ruleSettingPrefix.length));
    assert.deepEqual(offered.sort(), listed.sort());
});

test('.formlsp.json is JSON with comments, validated by the schema in protocol/', () => {
    assert.deepEqual(contributes.languages, [{ id: 'jsonc', filenames: ['.formlsp.json'] }]);
    assert.deepEqual(contributes.jsonValidation, [
        { fileMatch: '.formlsp.json', url: './schemas/formlsp-config.schema.json' },
    ]);
    // A file of the extension's own (a VSIX holds only the extension's folder), the same as protocol/'s.
    const shipped = path.join(extensionFolder, 'schemas', 'formlsp-config.schema.json');
    assert.ok(!fs.lstatSync(shipped).isSymbolicLink());
    assert.deepEqual(fs.readFileSync(shipped), fs.readFileSync(configSchemaPath));
    const schema = JSON.parse(fs.readFileSync(configSchemaPath, 'utf8'));
    assert.equal(schema.title, '.formlsp.json');
});

test('the settings mirror every key of .formlsp.json, per resource', () => {
    const schema = JSON.parse(fs.readFileSync(configSchemaPath, 'utf8'));
    for (const key of Object.keys(schema.properties)) {
        const mirrored = key === 'rules'
            ? Object.keys(settings).some((setting) => setting.startsWith(ruleSettingPrefix))
            : `formlsp.${key}` in settings;
        assert.ok(mirrored, `.formlsp.json's ${key} has a setting`);
    }
    const severities = schema.properties.rules.additionalProperties.enum;
    assert.deepEqual(settings[`${ruleSettingPrefix}missing-focus-transition`].enum.slice(1), severities);
    assert.deepEqual(settings['formlsp.severity'].enum.slice(1), schema.properties.severity.enum);
    // Each folder of a multi-root workspace may set them apart (the server asks per folder).
    for (const [key, setting] of Object.entries(settings)) {
        if (key !== 'formlsp.path' && key !== 'formlsp.trace.server') {
            assert.equal(setting.scope, 'resource', key);
        }
    }
});
