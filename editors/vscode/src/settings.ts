/** The `formlsp` settings section as the server reads it: the keys of `.formlsp.json`. */
export interface ServerSettings {
    rules?: Record<string, RuleSeverity>;
    exclude?: string[];
    include?: string[];
}

export type RuleSeverity = 'off' | 'info' | 'warning' | 'error';

/** What a rule's setting holds when the user has not chosen: `.formlsp.json` or the rule decides. */
export const unsetRuleSeverity = 'default';

const severities: readonly string[] = ['off', 'info', 'warning', 'error'];

/** The subset of `vscode.WorkspaceConfiguration` this module reads. */
export interface SettingsSource {
    get<T>(section: string): T | undefined;
}

/**
 * Turns the editor's `formlsp.*` settings into the server's settings: rules left at "default" and
 * empty glob lists are left out, so that `.formlsp.json` decides them.
 */
export function serverSettings(configuration: SettingsSource): ServerSettings {
    const settings: ServerSettings = {};
    const rules: Record<string, RuleSeverity> = {};
    for (const [rule, severity] of Object.entries(configuration.get<Record<string, string>>('rules') ?? {})) {
        if (severities.includes(severity)) {
            rules[rule] = severity as RuleSeverity;
        }
    }
    if (Object.keys(rules).length > 0) {
        settings.rules = rules;
    }
    for (const key of ['exclude', 'include'] as const) {
        const patterns = configuration.get<string[]>(key) ?? [];
        if (patterns.length > 0) {
            settings[key] = patterns;
        }
    }
    return settings;
}
