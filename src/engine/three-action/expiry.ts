import type { Until } from "./maneuvers";

/** A lasting effect laid by a creature: Feint's Flat Footed, Grapple's Slowed, a Ready, a 1-Round spell. */
export interface TimedEffect {
  until: Until;
  /** The creature whose turns measure the effect (the feinter, the grappler, the readier, the caster). */
  creator: string;
}

/** A turn boundary as the turn engine reports it. */
export interface TurnEvent {
  type: "turn-start" | "turn-end";
  combatant: string;
}

/**
 * Whether a timed effect ends at this turn boundary: "end-of-attacker-turn" at the end of the creator's
 * turn, "start-of-attacker-next-turn" (the seed's 1 Round: after every other creature has had a turn)
 * at the start of the creator's next turn. Effects are laid after the creator's turn started, so the
 * first matching boundary is the right one.
 */
export function expiresAt(effect: TimedEffect, event: TurnEvent): boolean {
  if (event.combatant !== effect.creator) return false;
  return effect.until === "end-of-attacker-turn" ? event.type === "turn-end" : event.type === "turn-start";
}

/** Splits effects into those that end at this boundary and those that go on. */
export function expireEffects<T extends TimedEffect>(
  effects: readonly T[],
  event: TurnEvent,
): { ended: T[]; kept: T[] } {
  const ended: T[] = [];
  const kept: T[] = [];
  for (const e of effects) (expiresAt(e, event) ? ended : kept).push(e);
  return { ended, kept };
}
