// Combatants who join or leave an action-point fight, whatever added or removed them (the token HUD,
// the tracker's context menu, a macro), and the combat's beginning: the turn engine's roster follows,
// on the active GM's client only, in one combat.update each.
import { refreshSheetsOnTurns } from "../combat/sheet-refresh";
import { isOfRuleset } from "../combatants";
import { turns } from "../../engine/index";
import type { CombatantInput } from "../../engine/turns/index";
import { RuleError } from "../../engine/core/errors";
import { foundryDie } from "../dice";
import { errorMessage, guarded } from "../notify";
import { inGmQueue, isActiveGM } from "../socket";
import type { ApRules } from "./rules";
import { readTurns } from "./state";
import { pendingAfter, turnsUpdate } from "./transition";

/** A leaver leaves the engine's roster (one combat update); then the ruleset's own writes, if any. */
async function onLeave<M>(rules: ApRules<M>, combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  if (!combat || !isActiveGM()) return;
  const read = readTurns(combat, rules);
  if (!read || !(id in read.state.combatants)) return;
  const state = turns.removeCombatant(read.state, rules.turns, id);
  await combat.update(turnsUpdate(combat, rules, state, rules.marks.without(read.marks, id)));
  await rules.onLeave?.(combatant, combat, read.state);
}

/** A newcomer joins the order once it has an initiative (rolled from the tracker, or given). */
async function onInitiative<M>(rules: ApRules<M>, combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  const initiative = combatant.initiative;
  if (!combat || !isActiveGM() || initiative === null || initiative === undefined) return;
  const read = readTurns(combat, rules);
  if (!read || id in read.state.combatants) return;
  const state = turns.joinCombat(read.state, rules.turns, rules.input(combatant, initiative));
  await combat.update(turnsUpdate(combat, rules, state, read.marks));
}

/**
 * Foundry's defeated mark is the one defeat (health/defeat.ts, core's "Mark defeated", the tracker's
 * button): the engine's state follows it, so a defeated combatant's turns are skipped (the active one
 * passes its turn) and one brought back keeps the rest of the round (`turns.setDefeated`).
 */
async function onDefeated<M>(rules: ApRules<M>, combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  if (!combat || !isActiveGM()) return;
  const read = readTurns(combat, rules);
  const now = read?.state.combatants[id];
  if (!read || !now || now.defeated === combatant.defeated) return;
  const state = turns.setDefeated(read.state, rules.turns, id, combatant.defeated);
  await combat.update(turnsUpdate(combat, rules, state, read.marks));
}

/**
 * When the GM begins the combat (round 0 -> 1, Foundry's own Begin button), the engine's state (and
 * what the ruleset's rules did at the first round's and turn's start) joins that same update: one
 * write. Every combatant needs an initiative; without one the Begin is refused.
 */
function onPreUpdateCombat<M>(
  rules: ApRules<M>,
  combat: Combat.Implementation,
  changes: Record<string, unknown>,
): boolean | void {
  // A fight that has begun never begins anew: Foundry's round back at 0 and moved to 1 (a player's
  // previousRound, the turn guard writing the clock's round back) leaves the engine's state as it is.
  if (combat.round !== 0 || changes.round !== 1 || readTurns(combat, rules)) return;
  try {
    const inputs: CombatantInput[] = combat.combatants.map((c) => {
      if (c.initiative === null || c.initiative === undefined)
        throw new RuleError("TEMPO.ActionPoints.Error.RollInitiativeFirst", { name: c.name ?? "" });
      return rules.input(c, c.initiative);
    });
    const state = turns.startCombat(rules.turns, inputs, foundryDie);
    const update = turnsUpdate(combat, rules, state, rules.marks.empty);
    changes.turn = update.turn;
    changes.system = { ...((changes.system as object | undefined) ?? {}), turns: update["system.turns"] };
  } catch (error) {
    ui.notifications?.error(errorMessage(error));
    return false;
  }
}

/** Registers the roster's hooks for one ruleset's combats (at init, with the ruleset's other hooks). */
export function registerApRoster<M>(rulesetId: string, rules: ApRules<M>): void {
  const ours = (c: Combatant.Implementation) => isOfRuleset(c.parent, rulesetId);
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) =>
    isOfRuleset(combat, rulesetId) ? onPreUpdateCombat(rules, combat, changes) : undefined,
  );
  // The turn rules' writes of other documents, once the combat update that asked for them has landed:
  // queued behind the request that wrote it, so they never interleave with another request.
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    const after = combat.id ? pendingAfter.get(combat.id) : undefined;
    if (!after || !isActiveGM() || !isOfRuleset(combat, rulesetId)) return;
    pendingAfter.delete(combat.id ?? "");
    void guarded(() =>
      inGmQueue(async () => {
        for (const write of after) await write();
      }),
    );
  });
  refreshSheetsOnTurns(rulesetId);
  // in the GM's queue (socket.ts): never interleaved with a request that reads the same turn state
  Hooks.on("deleteCombatant", (c) => {
    if (ours(c)) void guarded(() => inGmQueue(() => onLeave(rules, c)));
  });
  Hooks.on("createCombatant", (c) => {
    if (ours(c)) void guarded(() => inGmQueue(() => onInitiative(rules, c)));
  });
  Hooks.on("updateCombatant", (c, changes) => {
    if (ours(c) && "initiative" in changes) void guarded(() => inGmQueue(() => onInitiative(rules, c)));
    if (ours(c) && "defeated" in changes) void guarded(() => inGmQueue(() => onDefeated(rules, c)));
  });
}
