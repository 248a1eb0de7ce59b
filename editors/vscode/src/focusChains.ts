/**
 * The custom request `formlsp/focusChains` (see protocol/) and how its answer reads in the output
 * channel: one line per chain, its fields in the order Return visits them.
 */
export const focusChainsMethod = 'formlsp/focusChains';

/** The parts of a chain (protocol/focus-chains.schema.json) this view shows. */
export interface FocusChain {
    /** The focus state (`focus`) or the owning type. */
    name?: string;
    /** The chain as hover draws it: `name → email → phone ⏎ ends`. */
    summary?: string;
    fields?: { target?: string }[];
}

export function describeChains(answer: unknown): string[] {
    const chains: FocusChain[] = Array.isArray(answer)
        ? answer
        : Array.isArray((answer as { chains?: unknown } | null)?.chains)
          ? (answer as { chains: FocusChain[] }).chains
          : [];
    return chains.map((chain) => {
        const route = chain.summary ?? (chain.fields ?? []).map((field) => field.target ?? '?').join(' → ');
        return `${chain.name ? `${chain.name}: ` : ''}${route}`;
    });
}
