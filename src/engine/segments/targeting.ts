/** Random targeting (seed 000, "Melee Attack", "Missile Attacks"). */
import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { key } from "./constants";
import { engagedOpponents, meleeAround } from "./engagement";
import type { Declaration } from "./types";

/** Picks one of `candidates` uniformly with one die of as many faces as there are candidates. */
export function pickRandom<T>(candidates: readonly T[], rollDie: RollDie): T {
  ensure(candidates.length > 0, key("Error.NoTargets"));
  if (candidates.length === 1) return candidates[0] as T;
  return candidates[rollDie(candidates.length) - 1] as T;
}

/**
 * The target of a melee attack routine when several opponents are engaged with the attacker: chosen at
 * random, and every attack of the same routine goes at that one opponent.
 */
export function randomMeleeTarget(engagedOpponents: readonly string[], rollDie: RollDie): string {
  return pickRandom(engagedOpponents, rollDie);
}

/**
 * The target of a missile fired at opponents engaged in melee: chosen at random among ALL the melee's
 * participants, allies included.
 */
export function missileIntoMeleeTarget(meleeParticipants: readonly string[], rollDie: RollDie): string {
  return pickRandom(meleeParticipants, rollDie);
}

/** An actor the attacking user targets, as the rules see it (a combatant's id, or any key outside). */
export interface Aimed {
  id: string;
  up: boolean;
  opponent: boolean;
}

/** The round an attack is made in: who declared what, the sides, and who is still up (ids). */
export interface StrikeRound {
  attackerId: string;
  declarations: Readonly<Record<string, Declaration>>;
  sides: Readonly<Record<string, string>>;
  up: readonly string[];
}

export interface StrikeAim {
  mode: "melee" | "missile";
  attackerName: string;
  /** The user's targets, the attacker left out (none: the round says who). */
  targeted: readonly Aimed[];
  /** Null outside a combat's round. */
  round: StrikeRound | null;
}

/** The living opponents aimed at: the user's targets (of the other side, up), else `fallback`. */
function aimed(aim: StrikeAim, fallback: () => string[]): string[] {
  if (aim.targeted.length === 0) {
    const list = fallback();
    ensure(list.length > 0, "TEMPO.Error.NoTarget");
    return list;
  }
  const open = aim.targeted.filter((a) => a.opponent && a.up).map((a) => a.id);
  ensure(open.length > 0, key("Error.NoLivingOpponent"), { name: aim.attackerName });
  return open;
}

/**
 * Who an attack may strike (seed 000, "Melee Attack", "Missile Attacks"): a melee attack's living
 * opponents engaged with the attacker (the user's targets, else the round's engaged opponents, else its
 * declared target); a missile's one aimed opponent, or, when that opponent is engaged in melee, every
 * living participant of that melee but the shooter ("the attacker might inadvertently hit an ally").
 * More than one: the attack picks at random (`pickRandom`). Ids, in the round's order.
 */
export function strikeCandidates(aim: StrikeAim): string[] {
  const r = aim.round;
  const living = (ids: readonly string[]) => ids.filter((id) => r?.up.includes(id));
  const declared = () => {
    const id = r?.declarations[r.attackerId]?.targetId;
    return id ? living([id]) : [];
  };
  if (aim.mode === "melee")
    return aimed(aim, () => {
      if (!r) return [];
      const engaged = living(engagedOpponents(r.declarations, r.sides, r.attackerId));
      return engaged.length > 0 ? engaged : declared();
    });
  const aims = aimed(aim, declared);
  ensure(aims.length === 1, key("Error.MissileOneTarget"));
  const at = aims[0] as string;
  if (!r || r.sides[at] === undefined) return [at];
  const around = living(meleeAround(r.declarations, r.sides, at).filter((id) => id !== r.attackerId));
  return around.length > 0 ? around : [at];
}

/** A random pick as an attack's request carries it (its dialog showed it): checked, else null. */
export function readRandomPick(value: unknown): { names: string[]; roll: number; faces: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const names = Array.isArray(v.names) ? v.names.filter((n): n is string => typeof n === "string") : [];
  const { roll, faces } = v;
  if (names.length < 2 || faces !== names.length || typeof roll !== "number") return null;
  return Number.isInteger(roll) && roll >= 1 && roll <= faces ? { names, roll, faces } : null;
}
