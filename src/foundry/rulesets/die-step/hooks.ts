import { registerApRoster } from "../../action-points/index";
import { DS_AP } from "./ap-rules";
import { registerSurvivalHooks } from "./survival";

/**
 * At init: the shared roster, the survival card when an encounter ends, and on every client the open
 * sheets of a Die-Step combat's creatures re-render when its turn state changes (their attack buttons
 * are enabled or disabled by the AP left; no write).
 */
export function registerDieStepHooks(): void {
  registerApRoster("die-step", DS_AP);
  registerSurvivalHooks();
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if ((combat.system as { ruleset?: string }).ruleset !== "die-step") return;
    for (const c of combat.combatants) {
      const sheet = c.actor?.sheet;
      if (sheet?.rendered) void sheet.render();
    }
  });
}
