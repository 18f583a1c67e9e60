export const RULESETS: string[];
export function linesUnder(dir: string): number;
export function rulesetLayers(): { id: string; shell: number; engine: number }[];
