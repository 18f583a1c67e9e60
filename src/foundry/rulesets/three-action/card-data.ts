// Three-Action's attack card state: only what a player may not see in the card's HTML (the Defense each
// target was rolled against), filled per viewer by the shared chat/secrets.ts ("What a player may see").
import { signedField as whole, textField as text } from "../../data/common";

const { ArrayField, SchemaField } = foundry.data.fields;

function schema() {
  return {
    /** The targets' uuids and the Defense each was rolled against (an opposed roll: none). */
    targets: new ArrayField(new SchemaField({ uuid: text(), against: whole(0) })),
  };
}
export type TaCardSchema = ReturnType<typeof schema>;

export class TaCardData extends foundry.abstract.TypeDataModel<TaCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): TaCardSchema {
    return schema();
  }
}

export const TA_CARD_TYPE = "taCard";

/** One d20 as the card shows it: its face, and whether it is the kept one of two. */
export interface ShownDie {
  value: number;
  kept: boolean;
}

/** The d20s of a roll with the kept one marked (the engine's `keptDie` decides which). */
export function shownDice(dice: readonly number[], natural: number): ShownDie[] {
  const at = dice.indexOf(natural);
  return dice.map((value, i) => ({ value, kept: dice.length === 1 || i === at }));
}

/** A damage Roll as the card shows it: formula, each die's face, total. */
export function shownDamage(roll: Roll): { formula: string; faces: string; total: number } {
  const faces = roll.dice.flatMap((d) => d.results.map((r) => r.result)).join(", ");
  return { formula: roll.formula, faces, total: roll.total ?? 0 };
}
