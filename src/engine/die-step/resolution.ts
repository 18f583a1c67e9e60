// What a Die-Step defence's two dice do (seed 002): a grab's hold on the target, or an attack's hit (its
// pools, its death, the survival roll owed), as the card records it and as the target's block changes; and
// who may defend how. The shell rolls the dice, then writes what this returns.
import { resolveAttack } from "./attack";
import { resolveContest } from "./contest";
import type { AttackAction } from "./declare";
import type { DieRoll } from "./dice";
import { grappleResult, type Hold } from "./grapple";
import type { Reason } from "./situation";

/** A reason as a card stores it: "advantage:flanked". */
export function reasonKeys(reasons: readonly Reason[]): string[] {
  return reasons.map((r) => `${r.effect}:${r.id}`);
}

/** Knocked out, helpless or stunned: no active defence, only the passive one ("Mounts can dodge for both"). */
export function defendsActively(s: { cannotAct: boolean; helpless: boolean; stunned: boolean }): boolean {
  return !s.cannotAct && !s.helpless && !s.stunned;
}

/** The passive die stat an attack meets: STR against a grab, else its weapon's (DEF for a strike). */
export function passiveStat(action: AttackAction, weaponDefense?: string): string {
  return action === "grab" ? "str" : (weaponDefense ?? "def");
}

/**
 * The defence's reasons on the card: its mount dodging for the rider (Interpretation 40), the range's
 * minimum that replaced the passive defence ("with no disadvantage from any source"), then the roll's own.
 */
export function defenseReasons(
  roll: { minimum: boolean; reasons: readonly Reason[] },
  mountDodges: boolean,
): string[] {
  return [
    ...(mountDodges ? ["mount:mount-dodges"] : []),
    ...(roll.minimum ? ["minimum:ranged-minimum"] : []),
    ...reasonKeys(roll.reasons),
  ];
}

/** What the attack card records of the dice's outcome. */
export interface DefendRecord {
  successes: number;
  hold?: Hold;
  damage?: number;
  hpAfter?: number;
  knockOut?: boolean;
  death?: string;
  survivalPending?: boolean;
}

/** What the defender's two dice did: the card's record and the target's changes (paths in its block). */
export interface DefendResolution {
  card: DefendRecord;
  target: Record<string, string | number | boolean> | null;
}

/**
 * Both dice of an attack card, resolved: a grab holds the target by its successes (its hold made in the
 * grappler's turn `holdTurn`, engine `holdTurnKey`); any other attack is a contest whose hit damages the
 * target (knock-out, instant death, minions, the survival roll owed: `resolveAttack`).
 */
export function resolveDefense(input: {
  /** A grab (STR against STR): it holds by its successes instead of hitting. */
  grab: boolean;
  attack: DieRoll;
  defense: DieRoll;
  target: { hp: number; maxHp: number; mp: number; minion: boolean };
  lethal: boolean;
  grappler: string;
  holdTurn: string;
}): DefendResolution {
  if (input.grab) {
    const { successes } = resolveContest(input.attack, input.defense);
    const hold = grappleResult(successes);
    const target = hold === "none" ? null : { heldBy: input.grappler, hold, holdTurn: input.holdTurn };
    return { card: { successes, hold }, target };
  }
  const { hp, maxHp, mp, minion } = input.target;
  const r = resolveAttack({
    attack: input.attack,
    defense: input.defense,
    target: { hp, maxHp, mp, knockedOut: hp === 0, minion },
    lethal: input.lethal,
  });
  const successes = r.contest.successes;
  if (!r.hit) return { card: { successes }, target: null };
  const { hit } = r;
  return {
    card: {
      successes,
      damage: r.contest.damage,
      hpAfter: hit.hp,
      knockOut: hit.knockOut,
      death: hit.death ?? "",
      survivalPending: hit.survivalPending,
    },
    target: {
      "hp.value": hit.hp,
      "mp.value": hit.mp,
      ...(hit.survivalPending ? { survivalPending: true } : {}),
      ...(hit.dead ? { wound: "dead" } : {}),
    },
  };
}
