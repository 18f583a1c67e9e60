import { combatRoll } from "../../../engine/index";
import type { HealthChange, HealthRules } from "../definition";

const L = "TEMPO.CombatRoll.Health.";

/**
 * Combat Roll's health door (seed 003 "Damage & Health"): a value set by hand stays within the Health Pool
 * (engine `healthSet`); at 0 the character is Unconscious, which takes it out of the fight, and Health
 * above 0 wakes it. A card's damage writes Health the same way, so it leads to the same state. The pool is
 * the one this update leaves: a macro raising Health and its maximum at once is judged by the new maximum.
 */
export const combatRollHealth: HealthRules = {
  change(actor, from, to, max): HealthChange {
    const next = combatRoll.healthSet({ value: from, max: Math.max(max, from) }, to);
    const was = actor.statuses.has("unconscious");
    const knocked = next.unconscious && !was;
    const woken = !next.unconscious && was;
    const line = knocked ? "Unconscious" : woken ? "Conscious" : null;
    return {
      value: next.value,
      system: {},
      add: knocked ? ["unconscious"] : [],
      remove: woken ? ["unconscious"] : [],
      line: line ? { key: `${L}${line}`, data: {} } : null,
    };
  },
  outStatuses: ["unconscious"],
};
