/**
 * On every client, the open sheets of a combat's creatures re-render when its turn state changes (a
 * combat update, or a combatant's: the Time Count keeps each one's next count on it): their action
 * buttons are enabled or disabled by whose turn it is and what is left. No write.
 */
import { isOfRuleset } from "../combatants";

export function refreshSheetsOnTurns(rulesetId: string): void {
  const refresh = (combat: Combat.Implementation | null | undefined) => {
    if (!combat || !isOfRuleset(combat, rulesetId)) return;
    for (const c of combat.combatants) if (c.actor?.sheet?.rendered) void c.actor.sheet.render();
  };
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if ("system" in changes || "turn" in changes || "round" in changes) refresh(combat);
  });
  Hooks.on("updateCombatant", (c: Combatant.Implementation) => refresh(c.parent));
}
