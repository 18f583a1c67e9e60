import { registerApRoster } from "../../action-points/index";
import { TA_AP } from "./ap-rules";

/**
 * At init: the shared roster, and on every client the open sheets of a three-action combat's creatures
 * re-render when its turn state changes (their buttons are enabled or disabled by the actions left; no write).
 */
export function registerThreeActionHooks(): void {
  registerApRoster("three-action", TA_AP);
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if ((combat.system as { ruleset?: string }).ruleset !== "three-action") return;
    for (const c of combat.combatants) {
      const sheet = c.actor?.sheet;
      if (sheet?.rendered) void sheet.render();
    }
  });
}
