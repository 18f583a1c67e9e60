/**
 * A combatant that is down attacks no more (interpretation 21: 0 hit points or fewer, or marked
 * defeated), except in the simultaneous step that dropped it (seed 000, step 3 `tieResolution`: "any
 * damage inflicted takes effect immediately—even if one of the combatants dies during that segment,
 * meaning mutual destruction is possible"): its own blow of that step still counts.
 */
import { key } from "./constants";
import { isDown } from "./resolution";

/** A step of the round: its round, segment and step ("initiative", "after"... or "surprise"). */
export interface StepRef {
  readonly round: number;
  readonly segment: number;
  readonly step: string;
}

export function sameStep(a: StepRef, b: StepRef): boolean {
  return a.round === b.round && a.segment === b.segment && a.step === b.step;
}

/**
 * Why a combatant may not attack because it is down (a key taking `{name}`), or null. `droppedIn`: the
 * simultaneous step whose landed blows dropped it (null: dropped otherwise, or not known);
 * `strikingIn`: the simultaneous step it strikes in now (null: its blow is not simultaneous).
 */
export function downAttackForbiddenReason(
  down: boolean,
  droppedIn: StepRef | null,
  strikingIn: StepRef | null,
): string | null {
  if (!down) return null;
  if (droppedIn && strikingIn && sameStep(droppedIn, strikingIn)) return null;
  return key("Error.Down");
}

/** A landing of held blows on one target: its combat, its step, the target's hit points before and after. */
export interface Landing {
  readonly combatId: string;
  readonly step: StepRef;
  readonly hpBefore: number | null;
  readonly hpAfter: number | null;
}

/**
 * The step of this combat whose landed blows dropped the target (from above 0 hit points to 0 or fewer,
 * `isDown`): the latest such landing, in the order given; null when none did.
 */
export function droppedStep(combatId: string, landings: readonly Landing[]): StepRef | null {
  let found: StepRef | null = null;
  for (const l of landings) {
    if (l.combatId !== combatId || l.hpBefore === null || l.hpAfter === null) continue;
    if (!isDown(l.hpBefore) && isDown(l.hpAfter)) found = l.step;
  }
  return found;
}
