/** Applying the results of a step: simultaneous damage, who still acts, which spells are lost. */
import { ensure } from "../core/errors";
import { key } from "./constants";
import type { ScheduledAct } from "./schedule-types";
import { spellDisrupted } from "./spells";

export interface Hit {
  readonly attackerId: string;
  readonly targetId: string;
  readonly damage: number;
}

/** A combatant at 0 hit points or fewer is down and no longer acts. */
export function isDown(hitPoints: number): boolean {
  return hitPoints <= 0;
}

/**
 * Applies every hit of one step at once: in a simultaneous segment all damage takes effect
 * together, so combatants may destroy each other. Returns the new hit points and who went down.
 */
export function applySimultaneousHits(
  hitPoints: Readonly<Record<string, number>>,
  hits: readonly Hit[],
): { hitPoints: Record<string, number>; downed: string[] } {
  const next: Record<string, number> = { ...hitPoints };
  for (const h of hits) {
    const hp = next[h.targetId];
    ensure(hp !== undefined, key("Error.UnknownCombatant"), { id: h.targetId });
    ensure(h.damage >= 0, key("Error.BadDamage"), { damage: h.damage });
    next[h.targetId] = hp - h.damage;
  }
  const downed = Object.keys(next).filter(
    (id) => isDown(next[id] as number) && !isDown(hitPoints[id] as number),
  );
  return { hitPoints: next, downed };
}

/**
 * The acts of a step that are resolved: those of combatants still up when the step begins. Everyone in
 * the step acts even if killed by another act of the same step (they are simultaneous); a combatant
 * downed in an earlier step does not act.
 */
export function actsThatResolve(
  acts: readonly ScheduledAct[],
  hitPointsAtStepStart: Readonly<Record<string, number>>,
): ScheduledAct[] {
  return acts.filter((a) => {
    const hp = hitPointsAtStepStart[a.combatantId];
    return hp === undefined || !isDown(hp);
  });
}

/** Casters whose spell is lost because they took damage in `segment` while casting. */
export function spellsLostToDamage(
  casting: Readonly<Record<string, { startSegment: number; completesInSegment: number }>>,
  hits: readonly Hit[],
  segment: number,
): string[] {
  const lost = new Set<string>();
  for (const h of hits) {
    const w = casting[h.targetId];
    if (h.damage > 0 && w !== undefined && spellDisrupted(w.startSegment, w.completesInSegment, segment)) {
      lost.add(h.targetId);
    }
  }
  return [...lost];
}
