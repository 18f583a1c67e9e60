/** Builds the system folder into `dist` (default "dist"); a release build has no source map nor hotReload flag. */
export function build(dist?: string, options?: { release?: boolean }): Promise<void>;
