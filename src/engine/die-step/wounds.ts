import { ensure } from "../core/errors";
import { type Die, type RollMode } from "./dice";
import { DS_ERR } from "./errors";
import { int, nonNegativeInt } from "./validate";

/** The FOR roll after a lethal knock-out: 1 dead, 2 mortal wound, 3 badly wounded, 4+ wakes. */
export type SurvivalOutcome = "dead" | "mortally-wounded" | "badly-wounded" | "wakes";

export function survivalOutcome(roll: number): SurvivalOutcome {
  int(roll, "roll");
  ensure(roll >= 1, DS_ERR.Negative, { name: "roll", value: roll });
  if (roll === 1) return "dead";
  if (roll === 2) return "mortally-wounded";
  if (roll === 3) return "badly-wounded";
  return "wakes";
}

/** The survival roll's mode: "If a magical healing ritual is used ... the survival roll is advantaged." */
export function survivalMode(ritual: boolean): RollMode {
  return ritual ? "advantage" : "normal";
}

/** The lasting wound state on the actor (none = whole or merely wounded, no penalty). */
export type Wound = "none" | "badly-wounded" | "mortally-wounded" | "dead";

export interface WoundEffects {
  /** All rolls disadvantaged (badly wounded; stunned). */
  disadvantageAll: boolean;
  /** Total AP halved, round down. */
  halveAp: boolean;
  /** Cannot recover or use MP. */
  noMp: boolean;
  /** Will die within ten minutes unless healed (1+ HP) or given first aid. */
  dying: boolean;
  /** Does not wake up by itself (mortal wound). */
  staysDown: boolean;
}

/** What a wound state means while it lasts ("The penalty is removed when HPs are fully restored"). */
export function woundEffects(wound: Wound): WoundEffects {
  const bad = wound === "badly-wounded";
  const mortal = wound === "mortally-wounded";
  return { disadvantageAll: bad, halveAp: bad, noMp: bad || mortal, dying: mortal, staysDown: mortal };
}

export interface Vitals {
  hp: number;
  maxHp: number;
  wound: Wound;
  /** 0 HP after a LETHAL knock-out: the survival roll is still owed. */
  survivalPending: boolean;
  /** Lasting injury after a mortal wound survived without magical healing (the GM says what). */
  permanentInjury: boolean;
  /** "turn": stunned for the next turn it takes; "encounter": until the encounter ends or HP are full. */
  stunned: "none" | "turn" | "encounter";
}

/** The survival roll's consequence after the encounter (FOR die, "stunned for the first turn they wake up"). */
export function afterSurvival(v: Vitals, roll: number): Vitals {
  ensure(v.survivalPending && v.hp === 0, DS_ERR.NotKnockedOut, {});
  const outcome = survivalOutcome(roll);
  const base = { ...v, survivalPending: false };
  switch (outcome) {
    case "dead":
      return { ...base, wound: "dead", stunned: "none" };
    case "mortally-wounded":
      return { ...base, wound: "mortally-wounded", stunned: "none" };
    case "badly-wounded":
      return { ...base, wound: "badly-wounded", stunned: "none" };
    case "wakes":
      return { ...base, wound: "none", hp: Math.min(1, v.maxHp), stunned: "turn" };
  }
}

/** First aid's difficulty die: "D4 (D8 if you have to improvise bandages, D12 if you can't even improvise)". */
export type Supplies = "bandages" | "improvised" | "none";

const FIRST_AID_DIE: Readonly<Record<Supplies, Die>> = { bandages: "d4", improvised: "d8", none: "d12" };

export function firstAidDie(supplies: Supplies): Die {
  const die = (FIRST_AID_DIE as Readonly<Record<string, Die>>)[supplies];
  ensure(die !== undefined, DS_ERR.UnknownSupplies, { supplies });
  return die;
}

/**
 * Healing by any means (first aid heals 1 HP). "If they are healed (at least 1 HP), they will go from
 * mortally wounded to badly wounded"; the bad wound's penalty ends "when HPs are fully restored".
 * Magical healing at 0 HP goes through `magicalHealing` (it makes the survival roll first).
 */
export function heal(v: Vitals, amount: number): Vitals {
  nonNegativeInt(amount, "amount");
  ensure(v.wound !== "dead", DS_ERR.Dead, {});
  const hp = Math.min(v.maxHp, v.hp + amount);
  let wound = v.wound;
  // "Without magical healing, even if a mortally wounded character ultimately survives, they will be
  // permanently scarred"; a magical healing ritual alone prevents it (magicalHealing clears it).
  const permanentInjury = v.permanentInjury || (wound === "mortally-wounded" && hp >= 1);
  if (wound === "mortally-wounded" && hp >= 1) wound = "badly-wounded";
  if (hp === v.maxHp && hp > 0) wound = "none";
  const stunned = v.stunned === "encounter" && hp === v.maxHp ? "turn" : v.stunned;
  return { ...v, hp, wound, stunned, permanentInjury };
}

/** First aid on a mortally wounded character: INT against the supplies' die; a win heals one HP. */
export function firstAid(
  v: Vitals,
  intRoll: number,
  difficultyRoll: number,
): { saved: boolean; vitals: Vitals } {
  int(intRoll, "intRoll");
  int(difficultyRoll, "difficultyRoll");
  const saved = intRoll > difficultyRoll;
  return { saved, vitals: saved ? heal(v, 1) : v };
}

/**
 * Magical healing. At 0 HP after a lethal knock-out the survival roll is made at once (advantaged for a
 * ritual, see `survivalMode`): 1 = too late, dead. Otherwise (and for anyone else at 0 HP) HP are
 * restored and the character is stunned at least one turn; a mortally wounded one is stunned for the
 * rest of the encounter (or until HP are full), then badly wounded, with a "permanent" injury unless a
 * ritual healed it. A ritual restores every HP (which also ends a bad wound's penalty).
 */
export function magicalHealing(
  v: Vitals,
  input: { amount: number; ritual: boolean; survivalRoll?: number },
): Vitals {
  nonNegativeInt(input.amount, "amount");
  ensure(v.wound !== "dead", DS_ERR.Dead, {});
  let wound = v.wound;
  if (v.hp === 0 && v.survivalPending) {
    ensure(input.survivalRoll !== undefined, DS_ERR.SurvivalRollNeeded, {});
    const outcome = survivalOutcome(input.survivalRoll);
    if (outcome === "dead") return { ...v, survivalPending: false, wound: "dead", stunned: "none" };
    wound = outcome === "wakes" ? "none" : outcome;
  }
  const amount = input.ritual ? v.maxHp : Math.max(1, input.amount);
  const healed = heal({ ...v, wound, survivalPending: false }, amount);
  const mortal = wound === "mortally-wounded";
  const full = healed.hp === v.maxHp;
  let stunned = healed.stunned;
  if (v.hp === 0) stunned = mortal && !full ? "encounter" : "turn";
  return { ...healed, stunned, permanentInjury: input.ritual ? false : healed.permanentInjury };
}
