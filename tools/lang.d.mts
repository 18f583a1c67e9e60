export type LanguageTree = { [key: string]: string | LanguageTree };
export function deepMergeStrict(target: LanguageTree, source: LanguageTree, path?: string): LanguageTree;
export function mergeLanguage(dir: string): Promise<LanguageTree>;
