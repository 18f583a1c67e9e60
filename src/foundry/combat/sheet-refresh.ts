/**
 * On every client, the open sheets of a combat's creatures re-render when its turn state changes (a
 * combat update, or a combatant's: the Time Count keeps each one's next count on it), when the viewed
 * combat changes, and when a combatant joins or leaves: their action buttons are enabled or disabled by
 * whose turn it is, and their header shows what is left of the turn (issue 29). An actor sheet does not
 * re-render on a combat's change by itself. No write.
 *
 * One change may reach several hooks (a batch of combatants, a combat and its combatants): the sheets
 * due are gathered and each re-renders once, after the hooks of that change have run (a microtask).
 */
import { isOfRuleset } from "../combatants";

type Sheet = NonNullable<Actor.Implementation["sheet"]>;

export function refreshSheetsOnTurns(rulesetId: string): void {
  const due = new Set<Sheet>();
  const flush = () => {
    const sheets = [...due];
    due.clear();
    for (const sheet of sheets) if (sheet.rendered) void sheet.render();
  };
  const queue = (actor: Actor.Implementation | null | undefined) => {
    const sheet = actor?.sheet;
    if (!sheet?.rendered) return;
    if (due.size === 0) queueMicrotask(flush);
    due.add(sheet);
  };
  const refresh = (combat: Combat.Implementation | null | undefined) => {
    if (!combat || !isOfRuleset(combat, rulesetId)) return;
    for (const c of combat.combatants) queue(c.actor);
  };
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if (["system", "turn", "round", "active"].some((k) => k in changes)) refresh(combat);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => refresh(combat));
  Hooks.on("updateCombatant", (c: Combatant.Implementation) => refresh(c.parent));
  Hooks.on("createCombatant", (c: Combatant.Implementation) => refresh(c.parent));
  Hooks.on("deleteCombatant", (c: Combatant.Implementation) => {
    // the one who left is no longer among the combat's combatants
    if (isOfRuleset(c.parent, rulesetId)) queue(c.actor);
    refresh(c.parent);
  });
}
