// A Time Count healing card (a healing spell cast on a target): a ChatMessage of type `tcHealing` whose
// data model holds who healed whom with what, the rolled amount, and once applied how it was split; the
// card renders itself from it (chat/card-model.ts).
import { CardModel } from "../../chat/card-model";
import { intField, textField } from "../../data/common";

const { SchemaField } = foundry.data.fields;

export const HEAL_CARD_TEMPLATE = "systems/tempo/templates/time-count/heal-card.hbs";

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

export class HealCardData extends CardModel<HealCardSchema> {
  static override defineSchema(): HealCardSchema {
    return schema();
  }

  get template(): string {
    return HEAL_CARD_TEMPLATE;
  }

  summary(): string {
    const { casterName: caster, targetName: target, spell } = this;
    return `${game.i18n.format("TEMPO.TimeCount.Heal.CardTitle", { caster, target, spell })}: ${this.amount}`;
  }
}

export const HEAL_CARD_TYPE = "tcHealing" as const;
