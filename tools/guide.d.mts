export interface Guide {
  ruleset: string;
  name: string;
  entry: string;
  page: string;
}
export const GUIDES: Guide[];
export const WELCOME: Guide;
export function pageId(guide: Guide, n: number): string;
export function slug(text: string): string;
export function splitPages(markdown: string): string[];
export function renderGuide(markdown: string, systemId?: string): { title: string; html: string };
export function journalSource(
  guide: Guide,
  markdown: string,
  sort: number,
  name?: string,
): Record<string, unknown>;
export function writeGuidePack(dir?: string): Promise<string[]>;
export function refreshScreenshots(): Promise<string[]>;
