import type { SheetAction } from "../definition";
import { timeCountAttack } from "./attack-flow";
import { derivedStats, tcStats } from "./stats";

/**
 * "Recalculate": the five defences and the Threshold of Pain's maximum from the actor's scores
 * (engine `defenseValues`, `effectiveThreshold`); the current ToP is raised by what the maximum
 * gained, never above it. One actor write.
 */
const recalculate: SheetAction = async (actor) => {
  const s = tcStats(actor);
  const { defenses, threshold } = derivedStats(s);
  const current = Math.min(threshold, Math.max(0, s.threshold.value + threshold - s.threshold.max));
  await actor.update({
    system: { stats: { timeCount: { defenses, threshold: { value: current, max: threshold } } } },
  });
};

export const sheetActions: Record<string, SheetAction> = {
  attack: timeCountAttack,
  recalculate,
};
