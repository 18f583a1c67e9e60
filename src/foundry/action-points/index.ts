/** The shared action-point shell: what a ruleset on the action-point turn engine imports. */
export type { ApRules, ApRowExtras } from "./rules";
export {
  readTurns,
  actorTurnOf,
  spend,
  maySpend,
  refusalOf,
  apTurnBudget,
  transition,
  type ActorTurn,
  type TurnRecord,
} from "./state";
export { turnsUpdate, turnsWrite, writeTurns, storedTurns } from "./transition";
export { apTracker, AP_TRACKER_TEMPLATE } from "./tracker";
export { apTrackerActions } from "./actions";
export { registerApRoster } from "./roster";
