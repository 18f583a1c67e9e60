export const GUIDES: { ruleset: string; entry: string; page: string }[];
export function renderGuide(markdown: string, systemId?: string): { title: string; html: string };
export function journalSource(
  guide: { ruleset: string; entry: string; page: string },
  markdown: string,
  sort: number,
): Record<string, unknown>;
export function writeGuidePack(dir?: string): Promise<string[]>;
export function refreshScreenshots(): Promise<string[]>;
