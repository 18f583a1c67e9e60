// A Die-Step card (ChatMessage type `dieStep`): its data, and its view, rendered from that data each time
// it is shown (chat/card-model.ts) through its view (card-view.ts).
import { CardModel } from "../../chat/card-model";
import {
  choiceField as choice,
  flagField as flag,
  signedField as whole,
  textField as text,
} from "../../data/common";
import { cardContext, DS_CARD_TEMPLATE, DS_OFFER_TEMPLATE, DS_SURVIVAL_TEMPLATE } from "./card-view";

export {
  DS_CARD_TEMPLATE,
  DS_FIRST_AID_TEMPLATE,
  DS_OFFER_TEMPLATE,
  DS_SURVIVAL_TEMPLATE,
} from "./card-view";

const { BooleanField, ArrayField, SchemaField } = foundry.data.fields;

/** One die roll as the card keeps it (the Roll itself is in the message's `rolls`). */
function dieRoll() {
  return new SchemaField({
    die: text(),
    mode: text("normal"),
    results: new ArrayField(whole()),
    kept: whole(0),
  });
}

/**
 * A Die-Step card: an attack (weapon, spell, unarmed strike or grab) whose defender chooses passive or an
 * allowed active defence before the dice, then both rolls, the contest and the hit; or an offer of
 * opportunity attacks (`kind: "opportunity"`).
 */
function schema() {
  return {
    ruleset: text("die-step"),
    /** An attack; an offer of opportunity attacks; the survival rolls owed after an encounter (`offers`). */
    kind: choice(["attack", "opportunity", "survival"]),
    combatId: text(),
    attacker: text(),
    target: text(),
    attackerName: text(),
    targetName: text(),
    itemName: text(),
    /** melee | ranged | physical-spell | spell; "grab" for a grab (STR-2 against STR). */
    attack: text("melee"),
    action: text("attack"),
    /** The target's passive die stat (def, pre, for; str against a grab) and the range's minimum die. */
    defenseStat: text("def"),
    minimum: text(),
    lethal: new BooleanField({ required: true, initial: true }),
    opportunity: flag(),
    /**
     * Every active defence with whether it is allowed and why not (engine `defenseOptions`), and the die
     * it would roll (block DEF, parry ATT, dodge REF: the mount's when it dodges for its rider).
     */
    options: new ArrayField(new SchemaField({ kind: text(), allowed: flag(), reason: text(), die: text() })),
    /** The die the passive defence would roll when declared (a helpless DEF's d2, the range's minimum). */
    passiveDie: text(),
    /** The passive die is the range's minimum (engine `DefenseDice`). */
    passiveMinimum: flag(),
    /** The attack's advantage / disadvantage reasons ("advantage:throw"), fixed when it was declared. */
    attackReasons: new ArrayField(text()),
    defenseReasons: new ArrayField(text()),
    defense: text(),
    attackRoll: dieRoll(),
    defenseRoll: dieRoll(),
    successes: whole(0),
    damage: whole(0),
    hpAfter: whole(0),
    knockOut: flag(),
    death: text(),
    survivalPending: flag(),
    hold: text(),
    trigger: text(),
    offers: new ArrayField(
      new SchemaField({ actor: text(), combatantId: text(), name: text(), taken: flag() }),
    ),
  };
}
export type DsCardSchema = ReturnType<typeof schema>;

export const DS_CARD_TYPE = "dieStep";

/** A card's data as stored and read (the schema's own type: one owner of its fields). */
export type DsCard = foundry.data.fields.SchemaField.SourceData<DsCardSchema>;
export type DsRoll = DsCard["attackRoll"];

/**
 * A card with nothing decided yet (an offer, the survival rolls, or the base of an attack): the schema's
 * initial values, which are the one owner of a card's defaults.
 */
export function blankCard(kind: DsCard["kind"]): DsCard {
  const initial = new DsCardData().toObject();
  return { ...initial, kind, opportunity: kind === "opportunity" };
}

const TEMPLATES: Readonly<Record<DsCard["kind"], string>> = {
  attack: DS_CARD_TEMPLATE,
  opportunity: DS_OFFER_TEMPLATE,
  survival: DS_SURVIVAL_TEMPLATE,
};

/** Every Die-Step card: rendered from its data by kind; who may use which button is each action's. */
export class DsCardData extends CardModel<DsCardSchema> {
  static override defineSchema(): DsCardSchema {
    return schema();
  }

  get template(): string {
    return TEMPLATES[this.kind];
  }

  /** The card's title in words (its header), for the message's plain summary. */
  summary(): string {
    const f = (key: string, data: Record<string, string> = {}) =>
      game.i18n.format(`TEMPO.DieStep.Card.${key}`, data);
    if (this.kind === "opportunity") return f("OfferTitle", { name: this.attackerName });
    if (this.kind === "survival") return f("SurvivalTitle");
    return f(`Title.${this.action}`, {
      attacker: this.attackerName,
      target: this.targetName,
      item: this.itemName,
    });
  }

  override cardContext(): Record<string, unknown> {
    const card = this.toObject();
    return card.kind === "attack" ? cardContext(card) : { card };
  }
}
