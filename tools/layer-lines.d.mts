export const RULESETS: string[];
export function codeLines(text: string): number;
export function linesUnder(dir: string): number;
export function rulesetLayers(): { id: string; shell: number; engine: number }[];
