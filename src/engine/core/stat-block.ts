/**
 * One line of an npc's stat block (issue 31): a language key and its value as the block prints it (numbers,
 * dice, words), in the order of the seed's entries. Each ruleset's engine computes its lines from plain stats.
 */
export interface StatBlockLine {
  label: string;
  value: string | number;
}

/** The words a stat block's values need: injected, as dice are, so the engine stays free of Foundry. */
export interface StatBlockWords {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** A bonus as a stat block prints it: +2, 0, -1. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A list's entries joined with "; ", or a dash when it has none. */
export const listed = (entries: readonly string[]): string => entries.join("; ") || "—";
