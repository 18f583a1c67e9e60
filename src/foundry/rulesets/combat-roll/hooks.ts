import { markClosedChoices } from "./choice-view";
import { registerApRoster } from "../../action-points/index";
import { refreshSheetsNamedBy } from "../../sheets/linked-sheets";
import { isOfRuleset } from "../../combatants";
import { CR_AP } from "./ap-rules";

let registered = false;

/** Registers Combat Roll's hooks once (the definition's onInit, at init). */
export function registerCombatRollHooks(): void {
  if (registered) return;
  registered = true;
  registerApRoster("combat-roll", CR_AP);
  // the grapplers' open sheets show their "Let go" buttons anew when whom they hold changes
  refreshSheetsNamedBy("system.stats.combatRoll.grappledBy");
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (isOfRuleset(combat, "combat-roll")) markClosedChoices(combat);
  });
}
