import { ensure } from "../core/errors";
import { isRecord } from "../core/stored";
import { CR_ERR } from "./errors";
import type { ManeuverId } from "./maneuvers";

/**
 * The conditions Combat Roll names: Dazed (Bash), Prone (Trip), Disarmed (Disarm: the item lands on the
 * floor), Pushed (Push: back 1 m) and Grappled (Grapple: held, "prohibiting them from moving").
 */
export const CONDITION_IDS = ["dazed", "prone", "disarmed", "pushed", "grappled"] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

export interface Conditions {
  dazed: boolean;
  prone: boolean;
  pushed: boolean;
  grappled: boolean;
  /** Items dropped by a Disarm (their ids): Disarmed while any lies on the floor. */
  dropped: readonly string[];
}

const BY_MANEUVER: Partial<Record<ManeuverId, ConditionId>> = {
  bash: "dazed",
  trip: "prone",
  disarm: "disarmed",
};

/**
 * The condition a successful maneuver puts on the loser (Brace, Feint and Precision put none). Push puts
 * none either: "pushed back 1m" is a one-off move, done when the maneuver lands; the seed gives Pushed no
 * lasting effect or duration, so nothing stays on the loser (issue 14). "pushed" stays a condition id so
 * that a mark made before this change can still be seen and cleared.
 */
export function maneuverCondition(id: ManeuverId): ConditionId | null {
  return BY_MANEUVER[id] ?? null;
}

/** The conditions in effect, in the seed's order ("disarmed" while any dropped item lies on the floor). */
export function activeConditions(c: Conditions): ConditionId[] {
  return CONDITION_IDS.filter((id) => (id === "disarmed" ? c.dropped.length > 0 : c[id]));
}

/** What a tracker row shows: the conditions in effect, and Unconscious at 0 Health or below. */
export function shownConditions(c: Conditions, health: number): (ConditionId | "unconscious")[] {
  const ids: (ConditionId | "unconscious")[] = activeConditions(c);
  return knockedOut(health) ? [...ids, "unconscious"] : ids;
}

/** A grappled character cannot move: Grapple holds the foe, "prohibiting them from moving". */
export function assertCanMove(c: Pick<Conditions, "grappled">, name: string): void {
  ensure(!c.grappled, CR_ERR.Grappled, { name });
}

/** Standing up ends the Prone condition; a character who is not prone has nothing to stand up from. */
export function assertCanStandUp(c: Pick<Conditions, "prone">, name: string): void {
  ensure(c.prone, CR_ERR.NotProne, { name });
}

/** A held item that a Disarm made the character drop cannot be used until it is picked up. */
export function assertHolding(c: Pick<Conditions, "dropped">, itemId: string, name: string): void {
  ensure(!c.dropped.includes(itemId), CR_ERR.ItemDropped, { name });
}

/** The conditions cleared by hand (the seed gives them no end: the table decides when). */
const CLEARABLE: readonly ConditionId[] = ["dazed", "pushed"];
/** Conditions with their own way out (standing up; letting go or breaking free): only the GM ends them by hand. */
const OWN_WAY_OUT: Partial<Record<ConditionId, string>> = {
  prone: CR_ERR.StandUpInstead,
  grappled: CR_ERR.EscapeInstead,
};

/**
 * Ending a condition by hand (the sheet's "×"): Dazed or Pushed by the actor's owner or the GM; Prone
 * (others stand up) and Grappled (the grappler lets go, the held one breaks free) by the GM only. Disarmed
 * ends by picking the item up. Returns the condition, or throws why not.
 */
export function assertMayClear(id: string, byGM: boolean): ConditionId {
  const condition = CONDITION_IDS.find((c) => c === id);
  const ownWay = condition ? OWN_WAY_OUT[condition] : undefined;
  ensure(
    condition !== undefined && (CLEARABLE.includes(condition) || ownWay !== undefined),
    CR_ERR.NotClearable,
    {
      id,
    },
  );
  ensure(ownWay === undefined || byGM, ownWay ?? CR_ERR.NotClearable, { id });
  return condition;
}

/** "Your Health Pool determines how many points of damage you can take before being knocked unconscious." */
export function knockedOut(health: number): boolean {
  return health <= 0;
}

/** Who may act: the Health that decides unconsciousness, and the combatant's "defeated" mark. */
export interface Fitness {
  health: number;
  defeated: boolean;
}

/** The Fitness of a stored actor `system` (one without Combat Roll stats counts as fit: nothing says it is down). */
export function fitnessOf(system: unknown, defeated: boolean): Fitness {
  const stats = isRecord(system) ? system.stats : undefined;
  const block = isRecord(stats) ? stats.combatRoll : undefined;
  const health = isRecord(block) && isRecord(block.health) ? block.health.value : undefined;
  return { health: typeof health === "number" ? health : 1, defeated };
}

/**
 * A knocked-out character (Health at 0 or below: "knocked unconscious") or a defeated combatant takes no
 * action and no reaction: no Strike, maneuver, move, test, opportunity attack or defence.
 * Interpretation: the seed names no exception (an unconscious character cannot choose to do anything).
 */
export function canAct(f: Fitness): boolean {
  return !f.defeated && !knockedOut(f.health);
}

/** Throws the reason `canAct` is false: unconscious first (it says why), then defeated. */
export function assertCanAct(f: Fitness, name: string): void {
  ensure(!knockedOut(f.health), CR_ERR.Unconscious, { name });
  ensure(!f.defeated, CR_ERR.Defeated, { name });
}
