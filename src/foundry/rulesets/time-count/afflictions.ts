import { timeCount } from "../../../engine/index";
import type { ModifierLine } from "../definition";
import { tcStats } from "./stats";

/** The actor's paralysis and petrification, as the engine applies them to its actions and defences. */
export function afflictionsOf(actor: Actor.Implementation): timeCount.AfflictionModifiers {
  const s = tcStats(actor);
  return timeCount.afflictionModifiers({
    paralysis: s.paralysis,
    petrification: s.petrification,
    vigor: s.defenses.vigor,
    movementFeet: s.movementFeet,
  });
}

/**
 * The attacker's affliction line on an attack roll (−1 per paralysis level, −1 per petrification
 * point) and its damage change; an attacker that cannot act (paralysed to 3 × Vigor, petrified) is
 * refused before anything is rolled.
 */
export function afflictionLines(actor: Actor.Implementation): { lines: ModifierLine[]; damage: number } {
  const m = afflictionsOf(actor);
  timeCount.ensureCanAct(m, actor.name ?? "");
  return {
    lines: m.attack ? [{ label: "TEMPO.TimeCount.Affliction.Line", value: m.attack }] : [],
    damage: m.damage,
  };
}

/** The sheet's summary of what the afflictions do now (null: none). */
export function afflictionView(actor: Actor.Implementation) {
  const s = tcStats(actor);
  if (s.paralysis <= 0 && s.petrification <= 0) return null;
  const m = afflictionsOf(actor);
  return {
    steps: m.speedClassSteps,
    sf: m.speedFactor,
    attack: m.attack,
    damage: m.damage,
    vigor: m.vigorBonus,
    feet: m.movementFeet,
    cannotAct: !m.canAct,
  };
}
