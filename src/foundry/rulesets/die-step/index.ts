import { pendingRuleset } from "../stub";

/** Die-Step Contests (seed 002); arrives with its own issue. */
export const dieStepRuleset = pendingRuleset("die-step", "TEMPO.Ruleset.die-step", "action-points", "1d6");
