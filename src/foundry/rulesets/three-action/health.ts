import { threeAction } from "../../../engine/index";
import type { HealthChange, HealthRules, LineSpec } from "../definition";
import { vitalsOf } from "./stats";

const PENALTY = "stats.threeAction.bleedPenalty";

/** The line of a change of state: what the creature became, in words (no numbers: see health/door.ts). */
function lineOf(before: readonly string[], after: readonly string[]): LineSpec | null {
  const line = threeAction.healthLine(before, after);
  return line ? { key: `TEMPO.ThreeAction.Health.${line}`, data: {} } : null;
}

/**
 * Three-Action's health door (seed 001 "Incapacitated", "Dead", "Bleeding"): a value set by hand is one
 * instance of damage or one healing (engine `healthSet`): 0 or less Incapacitated, Prone and Bleeding;
 * a negative value of max HP or beyond Dead; healed above 0 no longer Incapacitated; healing stops at the
 * maximum the same update writes, if it writes one. A Bleed Penalty the same update writes is the writer's
 * ruling and stands as written. Dead takes a combatant out of the fight.
 */
export const threeActionHealth: HealthRules = {
  change(actor, from, to, max, written): HealthChange {
    const before = vitalsOf(actor);
    // judged against the maximum this update leaves (a macro raising both): never below the value it had
    const { vitals } = threeAction.healthSet({ ...before, hp: from, maxHp: Math.max(max, from) }, to);
    const ruled = written(PENALTY) !== undefined;
    return {
      value: vitals.hp,
      system: ruled ? {} : { [PENALTY]: vitals.bleedPenalty },
      add: vitals.conditions.filter((c) => !before.conditions.includes(c)),
      remove: before.conditions.filter((c) => !vitals.conditions.includes(c)),
      line: lineOf(before.conditions, vitals.conditions),
    };
  },
  outStatuses: ["dead"],
};
