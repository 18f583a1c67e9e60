// Combat Roll's tracker: the shared action-point tracker (src/foundry/action-points/tracker.ts) with
// Combat Roll's columns (ap-rules.ts), and its initiative roll.
import { combatRoll } from "../../../engine/index";
import { apTracker, apTrackerActions } from "../../action-points/index";
import { combatAction } from "../../actions/index";
import type { TrackerExtension } from "../definition";
import { CR_AP } from "./ap-rules";
import { SURPRISE, runSurprise } from "./surprise";

/** The tracker part: the shared action-point tracker with Combat Roll's columns. */
export const combatRollTracker: TrackerExtension = apTracker(CR_AP);

/**
 * The tracker's buttons, actions on the combat: the shared ones, and Combat Roll's own before the combat
 * begins, the Stealth vs Observation contest.
 */
export const trackerActions = {
  ...apTrackerActions(CR_AP),
  surprise: combatAction(runSurprise, {}, SURPRISE),
};

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
