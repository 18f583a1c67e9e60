import { segments } from "../../../engine/index";
import type { HealthChange, HealthRules } from "../definition";

/** The status of a combatant at 0 hit points or fewer: it takes it out of the fight. */
export const DOWN = "down";

const L = "TEMPO.Segments.Health.";

/**
 * Segmented Rounds' health door (seed 000; interpretation 21: "a combatant at 0 hit points or fewer is
 * down"): a value set by hand is kept as written below 0 and is at most the maximum (engine `healthSet`);
 * at 0 or fewer the combatant is Down, which takes it out of the fight, and above 0 it is up again. The
 * cards' Apply and the held blows write hit points the same way, so they lead to the same state.
 */
export const segmentsHealth: HealthRules = {
  change(actor, from, to, max): HealthChange {
    const next = segments.healthSet({ value: from, max }, to);
    const was = actor.statuses.has(DOWN);
    const fell = next.down && !was;
    const rose = !next.down && was;
    const line = fell ? "Down" : rose ? "Up" : null;
    return {
      value: next.value,
      system: {},
      add: fell ? [DOWN] : [],
      remove: rose ? [DOWN] : [],
      line: line ? { key: `${L}${line}`, data: {} } : null,
    };
  },
  outStatuses: [DOWN],
};
