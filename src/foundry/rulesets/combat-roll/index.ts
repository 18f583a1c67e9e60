import { pendingRuleset } from "../stub";

/** Combat Roll (seed 003); its turn engine, cards and content arrive with its own issue. */
export const combatRollRuleset = pendingRuleset(
  "combat-roll",
  "TEMPO.Ruleset.combat-roll",
  "action-points",
  "1d6",
);
