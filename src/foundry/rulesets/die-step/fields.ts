import { ATTACK_KINDS, DIE_RANKS, DIE_STATS, DEFAULT_AP } from "../../../engine/die-step/index";
import { intField } from "../../data/common";

const { StringField, BooleanField, SchemaField } = foundry.data.fields;

/** A die rank, d2 to d12 ("d2 < d4 < d6 < d8 < d10 < d12": a helpless DEF is a d2). */
function dieField(initial: string) {
  return new StringField({ required: true, blank: false, initial, choices: [...DIE_RANKS] });
}
function choice(initial: string, choices: readonly string[]) {
  return new StringField({ required: true, blank: false, initial, choices: [...choices] });
}
function toggle() {
  return new BooleanField({ required: true, initial: false });
}
/** HP and MP never go below 0 ("HPs cannot go below zero"). */
function pool(initial: number) {
  return new SchemaField({ value: intField(initial), max: intField(initial) });
}

// the die stats of seed 002 (sheet order) are the engine's
export { DIE_STATS, type DieStat } from "../../../engine/die-step/index";

/**
 * Die-Step Contests (seed 002) statistics of an actor: the die stats, HP, MP, AP per turn, and the
 * lasting wound state the survival roll leaves (engine `Vitals`).
 */
export function dieStepActorFields() {
  return {
    att: dieField("d6"),
    def: dieField("d6"),
    ref: dieField("d6"),
    pre: dieField("d6"),
    for: dieField("d6"),
    str: dieField("d6"),
    int: dieField("d6"),
    hp: pool(6),
    mp: pool(0),
    /** AP per turn (the seed gives no number: DEFAULT_AP); halved while badly wounded or riding unskilled. */
    ap: intField(DEFAULT_AP),
    wound: choice("none", ["none", "badly-wounded", "mortally-wounded", "dead"]),
    /** 0 HP after a LETHAL knock-out: the survival roll is owed (after the encounter). */
    survivalPending: toggle(),
    /** The last survival roll's outcome ("" before any), shown on the sheet. */
    survival: new StringField({ required: true, blank: true, initial: "" }),
    permanentInjury: toggle(),
    /** "turn": stunned for its next turn (woke up); "encounter": until the encounter ends or HP are full. */
    stunned: choice("none", ["none", "turn", "encounter"]),
    /** A minor unnamed foe: dies when knocked out by lethal damage. */
    minion: toggle(),
    /** A giant: parrying it is disadvantaged. */
    giant: toggle(),
    mounted: toggle(),
    unskilledRider: toggle(),
    /** Who holds the actor (the grappler's actor uuid; blank: free) and how. */
    heldBy: new StringField({ required: true, blank: true, initial: "" }),
    hold: choice("none", ["none", "partial", "full"]),
    /**
     * The grappler's turn the hold was made or last sustained in ("<combatId>@<round>"; engine
     * `holdTurnKey`): a hold not sustained on the grappler's turn is released when that turn ends.
     */
    holdTurn: new StringField({ required: true, blank: true, initial: "" }),
  };
}

/**
 * Die-Step statistics of an item: a weapon's or spell's attack kind and rolled stat, the passive defence
 * it meets, and what the situations read (parrying weapon, long weapon, one-handed, firearm or crossbow,
 * the range's minimum passive defence).
 */
export function dieStepItemFields() {
  return {
    attack: choice("melee", ATTACK_KINDS),
    /** The attacker's die: ATT for weapons, PRE for most spells. */
    roll: choice("att", DIE_STATS),
    /** The target's passive die: DEF against weapons and physical spells, PRE or FOR against others. */
    defense: choice("def", DIE_STATS),
    canParry: new BooleanField({ required: true, initial: true }),
    long: toggle(),
    twoHanded: toggle(),
    firearmOrCrossbow: toggle(),
    /** The range's minimum passive defence (blank: none), e.g. "d4". */
    rangeMinimum: new StringField({ required: true, blank: true, initial: "", choices: ["", ...DIE_RANKS] }),
  };
}
