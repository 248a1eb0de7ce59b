/** How to start formlsp: `formlsp.path` when set, else `formlsp` found on PATH. */
export interface ServerCommand {
    command: string;
    args: string[];
}

/**
 * The command for `formlsp.path` (empty: `formlsp` on PATH). `${workspaceFolder}` in the path is
 * replaced by the first workspace folder, so a project can pin its own build of formlsp.
 */
export function serverCommand(configuredPath: string | undefined, workspaceFolder: string | undefined): ServerCommand {
    const path = (configuredPath ?? '').trim();
    if (path === '') {
        return { command: 'formlsp', args: [] };
    }
    const command = workspaceFolder === undefined ? path : path.split('${workspaceFolder}').join(workspaceFolder);
    return { command, args: [] };
}
