// one owner of the field builders (data/common.ts): a text, a whole number, a yes / no
import { flagField as flag, signedField as whole, textField as text } from "../../data/common";

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
    kind: text("attack"),
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

export class DsCardData extends foundry.abstract.TypeDataModel<DsCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): DsCardSchema {
    return schema();
  }
}

export const DS_CARD_TYPE = "dieStep";

export interface DsRoll {
  die: string;
  mode: string;
  results: number[];
  kept: number;
}

export interface DsCard {
  ruleset: string;
  /** An attack; an offer of opportunity attacks; the survival rolls owed after an encounter (`offers`). */
  kind: "attack" | "opportunity" | "survival";
  combatId: string;
  attacker: string;
  target: string;
  attackerName: string;
  targetName: string;
  itemName: string;
  attack: string;
  action: string;
  defenseStat: string;
  minimum: string;
  lethal: boolean;
  opportunity: boolean;
  options: { kind: string; allowed: boolean; reason: string; die: string }[];
  passiveDie: string;
  passiveMinimum: boolean;
  attackReasons: string[];
  defenseReasons: string[];
  defense: string;
  attackRoll: DsRoll;
  defenseRoll: DsRoll;
  successes: number;
  damage: number;
  hpAfter: number;
  knockOut: boolean;
  death: string;
  survivalPending: boolean;
  hold: string;
  trigger: string;
  offers: { actor: string; combatantId: string; name: string; taken: boolean }[];
}

/**
 * A card with nothing decided yet (an offer, the survival rolls, or the base of an attack): the schema's
 * initial values, which are the one owner of a card's defaults.
 */
export function blankCard(kind: DsCard["kind"]): DsCard {
  const initial = new DsCardData().toObject() as unknown as DsCard;
  return { ...initial, kind, opportunity: kind === "opportunity" };
}
