// A Time Count healing card (a healing spell cast on a target): a ChatMessage of type `tcHealing` whose
// data model holds who healed whom with what, the rolled amount, and once applied how it was split.
import { intField, textField } from "../../data/common";

const { SchemaField } = foundry.data.fields;

function schema() {
  return {
    /** The ruleset whose actions its buttons call (the route reads it, as for every card). */
    ruleset: textField("time-count"),
    caster: textField(),
    target: textField(),
    casterName: textField(),
    targetName: textField(),
    spell: textField(),
    amount: intField(0),
    formula: textField(),
    /** Once applied: the points given as Invigoration, taken off fatigue, and lost to the caps. */
    applied: new SchemaField(
      { invigoration: intField(0), fatigueReduction: intField(0), lost: intField(0) },
      { required: true, nullable: true, initial: null },
    ),
  };
}
export type HealCardSchema = ReturnType<typeof schema>;

export class HealCardData extends foundry.abstract.TypeDataModel<HealCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): HealCardSchema {
    return schema();
  }
}

export const HEAL_CARD_TYPE = "tcHealing";
