// An npc's stat block (issue 31): what a ruleset's `actorContext` returns as `statBlock` for its
// `npcStatBlockTemplate`, the numbers a GM runs a monster from, in the order of the ruleset's entries.

/** One line of a stat block: a language key and its value as the block prints it (numbers, dice, words). */
export interface StatBlockLine {
  label: string;
  value: string | number;
}

/** A line's value for a value the entry may lack (0 or blank): a dash, as printed entries have it. */
export const orDash = (value: string | number): string | number =>
  value === 0 || value === "" ? "—" : value;
