import { ensure } from "../core/errors";
import { currentHitPoints } from "./health";
import { checkOwed } from "./hits";
import { addCombatant, hasCombatant, removeCombatant } from "./timeline";
import type { Timeline } from "./timeline-store";

/** What of an actor hit points set by hand (a sheet field, the token bar, a macro) weigh against. */
export interface HandHealthState {
  /** The normal hit points stored before the change. */
  readonly hp: number;
  readonly maxHp: number;
  readonly invigoration: number;
  readonly fatigue: number;
  /** The DC of the Constitution check to stay conscious owed now (0: none). */
  readonly checkDc: number;
  readonly dead: boolean;
  readonly unconscious: boolean;
}

/** What follows hit points set by hand (interpretation 84 of the rules document). */
export interface HandHealthOutcome {
  /** The normal hit points stored: 0 to the maximum. */
  readonly hp: number;
  /** Invigoration, cut so that hit points and Invigoration never pass the maximum together. */
  readonly invigoration: number;
  /** The DC of the check owed after the change (0: none). */
  readonly checkDc: number;
  /** The check the change calls for now, rolled at once (0: none). */
  readonly check: number;
  /** A change of state: dead (0 hit points), or revived (a dead creature's hit points above 0 again). */
  readonly event: "dead" | "revived" | null;
}

/**
 * Hit points set by hand, as the GM's ruling on the pool itself (a fall, a trap, a spell without a card;
 * natural healing): the value is the normal hit points, clamped to 0 ("When your hit point total reaches
 * 0, you are dead") and the maximum ("never ... exceed your maximum", Invigoration counted). Lowered while
 * fatigue exceeds the current hit points, or revived with fatigue above them, they call for the check to
 * stay conscious ("every time thereafter that ... your hit points decrease"); raised, a check owed is
 * counted again, none once fatigue no longer exceeds them (as healing does). The unconscious make no
 * check to stay conscious (their check to wake follows the state); the dead make none.
 */
export function healthSet(s: HandHealthState, to: number): HandHealthOutcome {
  ensure(Number.isFinite(to), "TEMPO.TimeCount.Error.InvalidHitPoints", { value: String(to) });
  const hp = Math.max(0, Math.min(Math.trunc(to), s.maxHp));
  const invigoration = Math.min(s.invigoration, Math.max(0, s.maxHp - hp));
  const revived = s.dead && s.hp <= 0 && hp > 0;
  const event = hp <= 0 && !s.dead ? "dead" : revived ? "revived" : null;
  const after = { hp: currentHitPoints({ hp, invigoration }), fatigue: s.fatigue };
  if (hp <= 0 || (s.dead && !revived) || s.unconscious)
    return { hp, invigoration, checkDc: hp <= 0 ? 0 : s.checkDc, check: 0, event };
  // back from the dead, fatigue over the hit points is exceeding them for the first time
  const before = revived ? { hp: after.hp, fatigue: 0 } : { hp: s.hp + s.invigoration, fatigue: s.fatigue };
  const check = hp < s.hp || revived ? checkOwed(before, after) : 0;
  const recounted = s.checkDc > 0 ? Math.max(0, after.fatigue - after.hp) : 0;
  return { hp, invigoration, checkDc: check || recounted, check, event };
}

/**
 * Where a combatant brought back into the fight (revived, woken by the GM, no longer marked defeated)
 * rejoins the Time Count (interpretation 85): its next turn, written before it left, stands while the
 * count has not passed it; once the count passed it while the combatant was out, it rejoins as a newcomer
 * does (interpretation 16), a new initiative counted from now (`rejoin`).
 */
export function turnPassed(tl: Timeline, storedNext: number): boolean {
  return storedNext < tl.count;
}

/** The timeline with `id` rejoining as a newcomer: its next turn at the current count + `initiative`. */
export function rejoin(tl: Timeline, id: string, initiative: number): Timeline {
  const without = hasCombatant(tl, id) ? removeCombatant(tl, id) : tl;
  return addCombatant(without, { id, initiative });
}

/** What follows fatigue set by hand (a sheet field, a macro, a GM's ruling). */
export interface HandFatigueOutcome {
  /** The fatigue stored: never below 0. */
  readonly fatigue: number;
  /** The DC of the check owed after the change (0: none). */
  readonly checkDc: number;
  /** The check the change calls for now, rolled at once (0: none). */
  readonly check: number;
}

/**
 * Fatigue set by hand, as the GM's ruling on it: never below 0 ("or your fatigue to drop below 0"). Raised
 * so that it exceeds the current hit points (hit points and Invigoration), it calls for the check to stay
 * conscious ("when your fatigue first exceeds your current hit points, and every time thereafter that
 * either your fatigue increases..."), DC fatigue minus current hit points; lowered, a check owed is counted
 * again, none once fatigue no longer exceeds them. The unconscious and the dead make no such check.
 */
export function fatigueSet(s: HandHealthState, to: number): HandFatigueOutcome {
  ensure(Number.isFinite(to), "TEMPO.TimeCount.Error.InvalidFatigue", { value: String(to) });
  const fatigue = Math.max(0, Math.trunc(to));
  const hp = currentHitPoints({ hp: s.hp, invigoration: s.invigoration });
  if (s.dead || s.unconscious || s.hp <= 0) return { fatigue, checkDc: s.checkDc, check: 0 };
  const check = fatigue > s.fatigue ? checkOwed({ hp, fatigue: s.fatigue }, { hp, fatigue }) : 0;
  const recounted = s.checkDc > 0 ? Math.max(0, fatigue - hp) : 0;
  return { fatigue, checkDc: check || recounted, check };
}
