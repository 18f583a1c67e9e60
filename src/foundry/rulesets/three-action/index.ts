import { pendingRuleset } from "../stub";

/** Three-Action Turns (seed 001); arrives with its own issue. */
export const threeActionRuleset = pendingRuleset(
  "three-action",
  "TEMPO.Ruleset.three-action",
  "action-points",
  "1d20",
);
