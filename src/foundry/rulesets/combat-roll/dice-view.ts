/** One d20 of a test as a card lists it, and whether it is the die the test kept. */
export interface DieView {
  value: number;
  kept: boolean;
}

/**
 * Every d20 a test rolled, the kept one marked (issue 14: a boon or bane rolled two dice and the card
 * showed only the kept one). Empty for a single die (the "rolled N" line says it all) and for an automatic
 * result. Only the first die equal to the kept value is marked, so two equal dice show one kept.
 */
export function diceView(test: { dice: readonly number[]; kept: number; automatic: boolean }): DieView[] {
  if (test.automatic || test.dice.length < 2) return [];
  const keptAt = test.dice.indexOf(test.kept);
  return test.dice.map((value, i) => ({ value, kept: i === keptAt }));
}
