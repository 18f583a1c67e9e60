import { combatRoll } from "../../../engine/index";
import type { HealthChange, HealthRules } from "../definition";
import { crStats } from "./stats";

const L = "TEMPO.CombatRoll.Health.";

/**
 * Combat Roll's health door (seed 003 "Damage & Health"): a value set by hand stays within the Health Pool
 * (engine `healthSet`); at 0 the character is Unconscious, which takes it out of the fight, and Health
 * above 0 wakes it. A card's damage writes Health the same way, so it leads to the same state.
 */
export const combatRollHealth: HealthRules = {
  change(actor, from, to): HealthChange {
    const { health } = crStats(actor);
    const next = combatRoll.healthSet({ value: from, max: health.max }, to);
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
