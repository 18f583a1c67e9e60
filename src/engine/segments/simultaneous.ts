/**
 * Simultaneous acts (seed 000, step 3 `tieResolution`): "If both sides roll the same initiative, they
 * act simultaneously. [...] even if one of the combatants dies during that segment, meaning mutual
 * destruction is possible." A blow struck in such a step is held and lands with every other blow of the
 * step, so a combatant dropped there has still struck.
 */
import { ensure } from "../core/errors";
import { key } from "./constants";
import { applySimultaneousHits, isDown, type Hit } from "./resolution";
import type { RoundSchedule, SegmentSchedule, StepKind } from "./schedule-types";

/**
 * Whether `attackerId` acts simultaneously with an opponent: it is among `actingTogether` (the
 * combatants of one step, or of one surprise segment) and those belong to two sides or more.
 */
export function actsWithOpponent(
  actingTogether: readonly string[],
  attackerId: string,
  sides: Readonly<Record<string, string>>,
): boolean {
  if (!actingTogether.includes(attackerId)) return false;
  const mine = sides[attackerId];
  return actingTogether.some((id) => sides[id] !== undefined && sides[id] !== mine);
}

/**
 * The first step of `segment` in which `combatantId` acts together with an opponent (its damage is
 * held until that step ends), or null when it acts alone with its side or not at all (its damage
 * lands at once: a set weapon's first strike drops a charger before the charger's own blow).
 * `attack` narrows it to the step of the attack being made: an attack the round gives (set weapon,
 * first strike, the free attack at a fleer: "an immediate additional attack") is made in the
 * interrupts step; a routine in the others.
 */
export function simultaneousStepOf(
  segment: SegmentSchedule | undefined,
  combatantId: string,
  sides: Readonly<Record<string, string>>,
  attack?: "given" | "routine",
): StepKind | null {
  for (const step of segment?.steps ?? []) {
    if (attack !== undefined && (step.step === "interrupts") !== (attack === "given")) continue;
    const ids = step.acts.map((a) => a.combatantId);
    if (actsWithOpponent(ids, combatantId, sides)) return step.step;
  }
  return null;
}

/** One target's share of the held damage of a step. */
export interface HeldOutcome {
  readonly targetId: string;
  readonly before: number;
  readonly damage: number;
  readonly after: number;
  /** Went down with this damage (was up before). */
  readonly downed: boolean;
}

/**
 * Lands every held hit of a step at once (`applySimultaneousHits`): one line per target hit, in the
 * order targets first appear, with its hit points before and after and whether it went down.
 */
export function landHeldHits(
  hitPoints: Readonly<Record<string, number>>,
  hits: readonly Hit[],
): HeldOutcome[] {
  for (const h of hits) ensure(Number.isInteger(h.damage), key("Error.BadDamage"), { damage: h.damage });
  const { hitPoints: after } = applySimultaneousHits(hitPoints, hits);
  const targets = [...new Set(hits.map((h) => h.targetId))];
  return targets.map((id) => {
    const before = hitPoints[id] as number;
    const now = after[id] as number;
    return { targetId: id, before, damage: before - now, after: now, downed: isDown(now) && !isDown(before) };
  });
}

/**
 * The simultaneous step the attacker strikes in right now, or null (its damage lands at once):
 * during the segments, a step of the schedule holding an opponent's act too; during surprise, a
 * surprise segment in which both sides act.
 */
export function heldStepAt(
  at: {
    phase: string;
    segment: number;
    surprise: readonly { readonly actors: readonly string[] }[];
    schedule: RoundSchedule | null;
  },
  memberId: string,
  sides: Readonly<Record<string, string>>,
  attack?: "given" | "routine",
): string | null {
  const { phase, segment, schedule } = at;
  if (phase === "surprise")
    return actsWithOpponent(at.surprise[segment - 1]?.actors ?? [], memberId, sides) ? "surprise" : null;
  if (phase !== "segments" || !schedule) return null;
  return simultaneousStepOf(schedule.segments[segment - 1], memberId, sides, attack);
}

/** A blow whose damage waits for its step's others (kept on its card until it lands). */
export interface HeldBlow {
  combatId: string;
  round: number;
  segment: number;
  /** The schedule step ("initiative", ...) or "surprise". */
  step: string;
  damage: number;
  /** The damage text to show once it has landed ("2d4 + 1"). */
  formula: string;
}
