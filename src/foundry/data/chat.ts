import { RULESET_IDS, DEFAULT_RULESET } from "../rulesets/ids";
import { CardModel } from "../chat/card-model";
import type { CardDamage } from "../rulesets/definition";
import { ATTACK_CARD_TEMPLATE, attackCardContext, attackSummary } from "../chat/render";

const { NumberField, StringField, BooleanField, ArrayField, SchemaField, ObjectField } = foundry.data.fields;

function uuidField() {
  return new StringField({ required: true, blank: false });
}

/**
 * The state every attack card shares: who attacked whom with what, the rolls' results, the outcome, the
 * damage and whether it was applied. Applying damage flips `applied`, so a second click (by anyone)
 * applies nothing. A ruleset's own attack card type adds its typed state to these (Time Count's
 * `tcAttack`, time-count/card-data.ts; Segmented Rounds' `sgAttack`, segments/card-data.ts).
 */
export function attackCardFields() {
  return {
    ruleset: new StringField({
      required: true,
      blank: false,
      initial: DEFAULT_RULESET,
      choices: [...RULESET_IDS],
    }),
    attacker: uuidField(),
    target: uuidField(),
    weapon: uuidField(),
    attackerName: new StringField({ required: true, blank: true, initial: "" }),
    targetName: new StringField({ required: true, blank: true, initial: "" }),
    weaponName: new StringField({ required: true, blank: true, initial: "" }),
    natural: new NumberField({ required: true, nullable: false, integer: true }),
    total: new NumberField({ required: true, nullable: false, integer: true }),
    defense: new NumberField({ required: true, nullable: false, integer: true }),
    defenseLabel: new StringField({ required: true, blank: false }),
    modifiers: new ArrayField(
      new SchemaField({
        label: new StringField({ required: true, blank: false }),
        value: new NumberField({ required: true, nullable: false, integer: true }),
      }),
    ),
    hit: new BooleanField({ required: true, initial: false }),
    critical: new BooleanField({ required: true, initial: false }),
    fumble: new BooleanField({ required: true, initial: false }),
    damage: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    damageFormula: new StringField({ required: true, blank: true, initial: "" }),
    applied: new BooleanField({ required: true, initial: false }),
  };
}

/**
 * The older shared `attack` card: the shared fields, and a ruleset's state as JSON. No ruleset posts it
 * any more; it stays registered so that an older world's cards load whole until the active GM's `ready`
 * brings them to their ruleset's own type (migration/cards.ts).
 */
function attackCardSchema() {
  return {
    ...attackCardFields(),
    /** Ruleset-specific card state (JSON), as older Tempo versions wrote it. */
    details: new ObjectField({ required: true, initial: {} }),
  };
}
export type AttackCardSchema = ReturnType<typeof attackCardSchema>;

/** An older card renders itself (chat/card-model.ts) with its ruleset's details partial, and no Apply: it is migrated. */
export class AttackCardData extends CardModel<AttackCardSchema> {
  static override defineSchema(): AttackCardSchema {
    return attackCardSchema();
  }

  get template(): string {
    return ATTACK_CARD_TEMPLATE;
  }

  summary(): string {
    return attackSummary(this);
  }

  override cardContext() {
    return attackCardContext(this, { ownApply: true });
  }
}

/** What a card of the shared attack fields (data/chat.ts) deals once it hit: its damage, its own Apply's state. */
export function attackFieldsDamage(
  card: { hit: boolean; damage: number | null; target: string; attacker: string; applied: boolean } | null,
): CardDamage | null {
  if (!card?.hit || card.damage === null) return null;
  return { amount: card.damage, target: card.target, attacker: card.attacker, targetApplied: card.applied };
}
