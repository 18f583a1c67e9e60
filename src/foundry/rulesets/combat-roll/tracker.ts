// Combat Roll's tracker: the shared action-point tracker (src/foundry/action-points/tracker.ts) with
// Combat Roll's columns (ap-rules.ts), and its initiative roll.
import { combatRoll } from "../../../engine/index";
import { apTracker, apTrackerActions } from "../../action-points/index";
import type { TrackerExtension } from "../definition";
import { CR_AP } from "./ap-rules";
import { runSurprise } from "./surprise";

const CR_TRACKER = {
  ...CR_AP,
  // Combat Roll's own request before the combat begins: the Stealth vs Observation contest
  tracker: { ...CR_AP.tracker, actions: { surprise: runSurprise } },
};

/** The tracker part: the shared action-point tracker with Combat Roll's columns. */
export const combatRollTracker: TrackerExtension = apTracker(CR_TRACKER);

/** The tracker's buttons (the shared ones and the surprise contest): actions on the combat. */
export const trackerActions = apTrackerActions(CR_TRACKER);

/** The initiative roll: 1d6 + Initiative for player characters, 1d6 + PER for NPCs. */
export function initiativeOf(actor: Actor.Implementation, stats: { initiative: number; perception: number }) {
  return {
    formula: combatRoll.initiativeFormula({
      isPC: actor.type === "character",
      initiative: stats.initiative,
      per: stats.perception,
    }),
    data: {},
  };
}
