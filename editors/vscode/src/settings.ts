/** The `formlsp` settings section as the server reads it: the keys of `.formlsp.json`. */
export interface ServerSettings {
    rules?: Record<string, RuleSeverity>;
    exclude?: string[];
    include?: string[];
    /** The lowest severity shown. */
    severity?: Severity;
    /** A baseline file, relative to the workspace folder. */
    baseline?: string;
}

export type Severity = 'info' | 'warning' | 'error';
export type RuleSeverity = 'off' | Severity;

/** What a rule's setting holds when the user has not chosen: `.formlsp.json` or the rule decides. */
export const unsetRuleSeverity = 'default';

const severities: readonly string[] = ['info', 'warning', 'error'];
const ruleSeverities: readonly string[] = ['off', ...severities];

/** The subset of `vscode.WorkspaceConfiguration` this module reads. */
export interface SettingsSource {
    get<T>(section: string): T | undefined;
}

/**
 * Turns the editor's `formlsp.*` settings (of one workspace folder, or the window's) into the
 * server's settings: rules and severity left at "default", an empty baseline and empty glob lists
 * are left out, so that `.formlsp.json` decides them.
 */
export function serverSettings(configuration: SettingsSource): ServerSettings {
    const settings: ServerSettings = {};
    const rules: Record<string, RuleSeverity> = {};
    for (const [rule, severity] of Object.entries(configuration.get<Record<string, string>>('rules') ?? {})) {
        if (ruleSeverities.includes(severity)) {
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
    const severity = configuration.get<string>('severity') ?? '';
    if (severities.includes(severity)) {
        settings.severity = severity as Severity;
    }
    const baseline = (configuration.get<string>('baseline') ?? '').trim();
    if (baseline !== '') {
        settings.baseline = baseline;
    }
    return settings;
}
