/**
 * The custom request `formlsp/focusChains` (see protocol/) and how its answer reads in the output
 * channel: one line per chain, its fields in the order Return visits them.
 */
export const focusChainsMethod = 'formlsp/focusChains';

/** The parts of a chain this view shows; other members of the answer are ignored. */
export interface FocusChain {
    title?: string;
    state?: string;
    fields?: { name?: string; value?: string }[];
    ending?: string;
}

export function describeChains(answer: unknown): string[] {
    const chains: FocusChain[] = Array.isArray(answer)
        ? answer
        : Array.isArray((answer as { chains?: unknown } | null)?.chains)
          ? (answer as { chains: FocusChain[] }).chains
          : [];
    return chains.map((chain) => {
        const fields = (chain.fields ?? []).map((field) => field.name ?? field.value ?? '?');
        const heading = chain.title ?? chain.state;
        const ending = chain.ending ? ` ⏎ ${chain.ending}` : '';
        return `${heading ? `${heading}: ` : ''}${fields.join(' → ')}${ending}`;
    });
}
