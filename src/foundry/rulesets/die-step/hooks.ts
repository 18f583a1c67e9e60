import { registerApRoster } from "../../action-points/index";
import { DS_AP } from "./ap-rules";
import { registerSurvivalHooks } from "./survival";
import { registerHealthHooks } from "./health";
import { refreshSheetsNamedBy } from "../../sheets/linked-sheets";

/**
 * At init: the shared roster, the survival card when an encounter ends (the shared roster re-renders open
 * sheets when the turn state changes), what follows a wound state or a defeat in a fight.
 */
export function registerDieStepHooks(): void {
  registerApRoster("die-step", DS_AP);
  registerSurvivalHooks();
  // the wound state's budget and a defeated grappler's holds (issue 28)
  registerHealthHooks();
  // a grappler's open sheet lists whom it holds and how: it follows grabs, escapes, releases, holds set by hand
  refreshSheetsNamedBy("system.stats.dieStep.heldBy", ["system.stats.dieStep.hold"]);
}
