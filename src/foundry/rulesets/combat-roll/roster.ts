// Combatants who join or leave a Combat Roll fight under way, whatever removed or added them (Foundry's
// token HUD, the tracker's context menu, a macro): the turn engine's roster follows, on the active
// GM's client only, in one combat.update each.
import { combatRoll, turns } from "../../../engine/index";
import type { CombatantInput } from "../../../engine/turns/index";
import { guarded } from "../../notify";
import { inGmQueue, isActiveGM } from "../../socket";
import { crStats } from "./stats";
import { CR_TURNS, readTurns, turnsUpdate, type Marks } from "./turn-state";

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

/** The marks that name the one who left are dropped with it. */
function marksWithout(marks: Marks, id: string): Marks {
  return {
    braced: marks.braced.filter((x) => x !== id),
    feints: marks.feints.filter((x) => !x.split(">").includes(id)),
    disengaged: marks.disengaged.filter((x) => !x.startsWith(`${id}@`)),
  };
}

async function onLeave(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  if (!combat || !isActiveGM()) return;
  const read = readTurns(combat);
  if (!read || !(id in read.state.combatants)) return;
  const state = turns.removeCombatant(read.state, CR_TURNS, id);
  await combat.update(turnsUpdate(combat, state, marksWithout(read.marks, id)));
}

/** A newcomer joins the order once it has an initiative (rolled from the tracker, or given). */
async function onInitiative(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  const initiative = combatant.initiative;
  if (!combat || !isActiveGM() || initiative === null || initiative === undefined) return;
  const read = readTurns(combat);
  if (!read || id in read.state.combatants) return;
  const state = turns.joinCombat(read.state, CR_TURNS, combatantInput(combatant, initiative));
  await combat.update(turnsUpdate(combat, state, read.marks));
}

/** Registered at init with the ruleset's other hooks. */
export function registerCombatRollRoster(): void {
  // in the GM's queue (socket.ts): never interleaved with a request that reads the same turn state
  Hooks.on("deleteCombatant", (combatant) => void guarded(() => inGmQueue(() => onLeave(combatant))));
  Hooks.on("createCombatant", (combatant) => void guarded(() => inGmQueue(() => onInitiative(combatant))));
  Hooks.on("updateCombatant", (combatant, changes) => {
    if ("initiative" in changes) void guarded(() => inGmQueue(() => onInitiative(combatant)));
  });
}
