/** Bundles the sandbox runtime and server into sandbox/.build/; resolves to that folder. */
export function buildSandbox(): Promise<string>;
