// A Segmented Rounds attack card (`sgAttack`): the shared attack card's fields (data/chat.ts) and, in
// `details`, typed, what Segmented Rounds keeps beside them: the armour class mode and both sides'
// numbers, the attack's form and situation, how it counted in the round, a routine's strikes, a grapple's
// outcome, a blow held for its step and, once landed or applied, the target's hit points before and after.
// It renders itself from these with the shared Apply damage (chat/apply-damage.ts).
import { CardModel } from "../../chat/card-model";
import { ATTACK_CARD_TEMPLATE, attackCardContext, attackSummary } from "../../chat/render";
import { cardOf } from "../../chat/card-guard";
import { attackCardFields } from "../../data/chat";
import {
  choiceField as oneOf,
  flagField as flag,
  intField as int,
  maybeInt,
  maybeText,
  nullableSchema as nullable,
  signedField as whole,
  textField as text,
} from "../../data/common";

const { ArrayField, SchemaField } = foundry.data.fields;

export const SG_ATTACK_TYPE = "sgAttack" as const;
export const SG_DETAILS_TEMPLATE = "systems/tempo/templates/segments/card-details.hbs";
/** The target's hit points as the shared Apply damage writes them (index.ts `damageUpdate`) and the card reads them back. */
export const SG_HP_PATH = "system.stats.segments.hp.value";

const lines = () => new ArrayField(new SchemaField({ label: text(), value: whole(0) }));

/** When an attack was made and how it counted in the round (attack-count.ts `CountedAttack`). */
function countedFields() {
  return {
    combatId: text(),
    round: int(0),
    /** "segments" or "surprise" ("": not in a round). */
    phase: text(),
    segment: int(0),
    number: int(0),
    kind: oneOf(["routine", "given"]),
    at: int(0),
    /** "primary" or "off-hand" ("": not fighting with two weapons). */
    hand: text(),
    weaponId: text(),
    /** An other-hand attack joining a routine: the routine's target. */
    joins: text(),
  };
}

/** One strike of a routine (routine-flow.ts). */
function strikeFields() {
  return {
    weapon: text(),
    natural: whole(0),
    total: whole(0),
    needed: whole(0),
    hit: flag(),
    damage: int(0),
    formula: text(),
    modifiers: lines(),
    notes: new ArrayField(text()),
  };
}

function detailsFields() {
  return {
    acMode: oneOf(["descending", "ascending"]),
    /** Whose numbers the roll needed tells (chat/secrets.ts): "*" both sides' (THAC0 and armour class), "!" the target's. */
    defenseOf: oneOf(["*", "!"]),
    armorClass: whole(0),
    thac0: whole(0),
    form: text("melee"),
    /** The random pick among the targets in reach: the names, the die and who it picked. */
    random: nullable({ names: new ArrayField(text()), roll: int(0), faces: int(0), list: text() }),
    /** Localization keys of the situation's notes. */
    notes: new ArrayField(text()),
    /** A doubling of the damage ("" none, "set-vs-charge", "lance-charge"...). */
    doubling: text(),
    damageModifiers: lines(),
    /** A grapple's or overbear's outcome, applied from the card's button. */
    grapple: nullable({ outcome: text(), roll: int(0), target: int(0), applied: flag() }),
    /** How the attacker perceives an invisible target (engine `invisibleDetection`), or null. */
    detection: maybeText(),
    /** How a weapon attack counted (null outside the round, and on a routine's card). */
    counted: nullable(countedFields()),
    /** A routine's card: how it counted, its strikes and how many hit. */
    routine: nullable({
      ...countedFields(),
      hits: int(0),
      strikes: new ArrayField(new SchemaField(strikeFields())),
    }),
    /** A blow waiting for its step's others (engine `HeldBlow`); null again once it landed. */
    held: nullable({
      combatId: text(),
      round: int(0),
      segment: int(0),
      step: text(),
      damage: int(0),
      formula: text(),
    }),
    /** Where a held blow landed, and with how many others. */
    landed: nullable({
      combatId: text(),
      round: int(0),
      segment: int(0),
      step: text(),
      surprise: flag(),
      together: int(0),
    }),
    /** Once applied or landed: the target's hit points before and after. */
    applied: nullable({
      before: new SchemaField({ hp: maybeInt() }),
      after: new SchemaField({ hp: maybeInt() }),
    }),
    round: int(0),
    segment: int(0),
  };
}

function schema() {
  return { ...attackCardFields(), details: new SchemaField(detailsFields()) };
}
export type SgAttackSchema = ReturnType<typeof schema>;
export type SgCardDetails = foundry.data.fields.SchemaField.InitializedData<ReturnType<typeof detailsFields>>;

/** The recorded value at a document path of the shared Apply damage's before / after (null: none). */
function hpIn(recorded: Record<string, unknown>): number | null {
  const value: unknown = foundry.utils.getProperty(recorded, SG_HP_PATH);
  return typeof value === "number" ? value : null;
}

export class SgAttackData extends CardModel<SgAttackSchema> {
  static override defineSchema(): SgAttackSchema {
    return schema();
  }

  get template(): string {
    return ATTACK_CARD_TEMPLATE;
  }

  summary(): string {
    return attackSummary(this);
  }

  override cardContext() {
    return attackCardContext(this, { details: SG_DETAILS_TEMPLATE });
  }

  /** The card's update once the shared Apply damage wrote the target: the hit points it shows before and after. */
  appliedUpdate(before: Record<string, unknown>, after: Record<string, unknown>) {
    return { details: { applied: { before: { hp: hpIn(before) }, after: { hp: hpIn(after) } } } };
  }
}

/** The Segmented Rounds attack card a GM posted, or null (chat/card-guard: only a GM's card is read). */
export const sgCardOf = (message: ChatMessage.Implementation) => cardOf(message, SgAttackData);
