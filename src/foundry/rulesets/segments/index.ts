import { pendingRuleset } from "../stub";

/** Segmented Rounds (seed 000); its sequencing, cards and content arrive with its own issue. */
export const segmentsRuleset = pendingRuleset("segments", "TEMPO.Ruleset.segments", "segments", "1d6");
