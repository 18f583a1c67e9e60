// A Time Count attack card (`tcAttack`): the shared attack card's fields (data/chat.ts) and, in
// `details`, typed, what Time Count keeps beside them: the kind of attack, the targeted defence and
// margin, what applying it needs (the turn's count for simultaneous attacks, the damage type for
// impairments, nonlethal, conditions), and once applied what changed. It renders itself from these
// (chat/card-model.ts) with its own Apply (apply.ts), so the shared card's Apply damage is left out.
import { CardModel } from "../../chat/card-model";
import { ATTACK_CARD_TEMPLATE, attackCardContext, attackSummary } from "../../chat/render";
import { cardOf } from "../../chat/card-guard";
import { attackCardFields } from "../../data/chat";
import {
  flagField as flag,
  intField as int,
  maybeInt,
  maybeText,
  nullableSchema as nullable,
  signedField as whole,
  textField as text,
} from "../../data/common";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

export const TC_ATTACK_TYPE = "tcAttack" as const;
export const TC_DETAILS_TEMPLATE = "systems/tempo/templates/time-count/card-details.hbs";

/** What the card shows of the target before and after it was applied (null: that value did not change). */
function appliedValues() {
  return new SchemaField({
    hp: maybeInt(),
    fatigue: maybeInt(),
    threshold: maybeInt(),
    checkDc: maybeInt(),
    /** The casting DC of a spell the target was preparing. */
    preparationDc: maybeInt(),
    stance: maybeText(),
    /** Conditions set true by it. */
    immobile: flag(),
    wounded: flag(),
    dead: flag(),
  });
}
export type TcAppliedValues = foundry.data.fields.SchemaField.InitializedData<
  ReturnType<typeof appliedValues>["fields"]
>;

function detailsFields() {
  return {
    kind: new StringField({ required: true, initial: "weapon", choices: ["weapon", "maneuver", "spell"] }),
    /** The targeted defence's key, and the attack's margin over it. */
    defense: text(),
    margin: whole(0),
    multiplier: int(1),
    melee: flag(),
    /** The fight and count of the attacker's turn ("" / -1 outside a running fight). */
    combatId: text(),
    count: whole(-1),
    /** "": no impairment type. */
    damageType: text(),
    nonlethal: flag(),
    unarmed: flag(),
    /** Conditions the target gains when the card is applied ("prone", "immobile"). */
    conditions: new ArrayField(text()),
    /** Localization keys of the lines the GM reads (a maneuver's hit and great successes...). */
    texts: new ArrayField(text()),
    /** "none", "together" or "alternating" ("": not asked). */
    twoWeapons: text(),
    /** A fumble's 1d6, and whether it breaks the weapon. */
    fumbleDie: int(0),
    weaponBreaks: flag(),
    /** A spell's charges on the attack. */
    charges: int(0),
    /** A maneuver: its key, what the GM reads, its fatigue, and who or what it is for. */
    maneuver: text(),
    special: maybeText(),
    requirements: maybeText(),
    fatigue: int(0),
    pushFeet: int(0),
    ally: text(),
    distractOn: text("attack"),
    /** A maneuver's second roll against another defence. */
    alt: nullable({ label: text(), value: whole(0), hit: flag() }),
    /** Once applied: what changed, the impairments gained, and how many hits landed together. */
    applied: nullable({ before: appliedValues(), after: appliedValues() }),
    impairments: new ArrayField(text()),
    together: int(0),
    /** The Constitution check to stay conscious asked from the card once applied. */
    consciousness: nullable({
      dc: whole(0),
      total: whole(0),
      conscious: flag(),
      unconsciousTc: int(0),
      roll: whole(0),
    }),
  };
}

function schema() {
  return { ...attackCardFields(), details: new SchemaField(detailsFields()) };
}
export type TcAttackSchema = ReturnType<typeof schema>;
export type TcCardDetails = foundry.data.fields.SchemaField.InitializedData<ReturnType<typeof detailsFields>>;

export class TcAttackData extends CardModel<TcAttackSchema> {
  static override defineSchema(): TcAttackSchema {
    return schema();
  }

  get template(): string {
    return ATTACK_CARD_TEMPLATE;
  }

  summary(): string {
    return attackSummary(this);
  }

  override cardContext() {
    return attackCardContext(this, { ownApply: true, details: TC_DETAILS_TEMPLATE });
  }
}

/** The Time Count attack card a GM posted, or null (chat/card-guard: only a GM's card is read). */
export const tcCardOf = (message: ChatMessage.Implementation) => cardOf(message, TcAttackData);
