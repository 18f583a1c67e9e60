/** Builds the system folder into `dist` (default "dist"). */
export function build(dist?: string): Promise<void>;
