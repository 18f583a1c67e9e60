// What the shared action-point roster (src/foundry/action-points/roster.ts) needs of a Combat Roll
// combatant: its initiative and the modifier that breaks ties.
import { combatRoll } from "../../../engine/index";
import type { CombatantInput } from "../../../engine/turns/index";
import { crStats } from "./stats";

/** What the turn engine needs of a combatant with an initiative (the modifier breaks ties). */
export function combatantInput(c: Combatant.Implementation, initiative: number): CombatantInput {
  const actor = c.actor;
  const stats = actor ? crStats(actor) : null;
  return {
    id: c.id ?? "",
    initiative: Math.round(initiative),
    modifier: stats
      ? combatRoll.initiativeBonus({
          isPC: actor?.type === "character",
          initiative: stats.initiative,
          per: stats.perception,
        })
      : 0,
    surprised: Boolean((c.system as { surprised?: boolean }).surprised),
  };
}
