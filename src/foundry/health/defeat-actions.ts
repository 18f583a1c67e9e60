/**
 * The tracker's **Mark defeated** and **Bring back** (issue 28), the GM's, for any ruleset whose tracker
 * offers them. Mark defeated is Foundry's defeated mark (one Combatant write): its clock skips the
 * combatant. Bring back takes the actor's out-of-the-fight statuses (`health.outStatuses`) off unless its
 * rules say it is still out (`health.stillOut`: dead at 0 hit points), then the mark; where it rejoins the
 * fight is its clock's (`health.rejoin`, defeat.ts).
 */
import { RuleError } from "../../engine/core/errors";
import { combatAction, optionalText, type ActionMap } from "../actions/index";
import { setCondition } from "../conditions/index";
import { assertGM } from "../permissions";
import { activeRuleset } from "../rulesets/registry";

function combatantIn(combat: Combat.Implementation, id: string): Combatant.Implementation {
  const c = combat.combatants.get(id);
  if (!c) throw new RuleError("TEMPO.Error.NoCombatant", { id });
  return c;
}

export const defeatActions: ActionMap = {
  markDefeated: combatAction(async (combat, payload, requester) => {
    assertGM(requester);
    const c = combatantIn(combat, optionalText(payload, "combatantId"));
    if (c.defeated) throw new RuleError("TEMPO.Defeat.AlreadyDefeated", { name: c.name ?? "" });
    await c.update({ defeated: true });
  }),
  bringBack: combatAction(async (combat, payload, requester) => {
    assertGM(requester);
    const c = combatantIn(combat, optionalText(payload, "combatantId"));
    const name = c.name ?? "";
    const health = activeRuleset().health;
    const actor = c.actor;
    const out = actor ? (health?.outStatuses ?? []).filter((id) => actor.statuses.has(id)) : [];
    if (!c.defeated && out.length === 0) throw new RuleError("TEMPO.Defeat.NotDefeated", { name });
    const still = actor ? health?.stillOut?.(actor) : null;
    if (still) throw new RuleError(still, { name });
    if (actor) for (const id of out) await setCondition(actor, id, false);
    if (c.defeated) await c.update({ defeated: false });
  }),
};
