// Combatants who join or leave an action-point fight, whatever added or removed them (the token HUD,
// the tracker's context menu, a macro), and the combat's beginning: the turn engine's roster follows,
// on the active GM's client only, in one combat.update each.
import { refreshSheetsOnTurns } from "../combat/sheet-refresh";
import { isOfRuleset } from "../combatants";
import { turns } from "../../engine/index";
import type { CombatantInput } from "../../engine/turns/index";
import { RuleError } from "../../engine/core/errors";
import { foundryDie } from "../dice";
import { guarded } from "../notify";
import { inGmQueue, isActiveGM } from "../socket";
import type { ApRules } from "./rules";
import { readTurns } from "./state";
import { isRecord } from "../../engine/core/stored";
import { turnsWrite, writeAfter, writeTurns } from "./transition";
import type { CombatWrite } from "../rulesets/definition";

/**
 * A leaver leaves the engine's roster (one combat update); then the ruleset's own writes, if any, and
 * what the turn rules write of a turn its leaving began.
 */
async function onLeave<M>(rules: ApRules<M>, combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.parent;
  const id = combatant.id ?? "";
  if (!combat || !isActiveGM()) return;
  const read = readTurns(combat, rules);
  if (!read || !(id in read.state.combatants)) return;
  const state = turns.removeCombatant(read.state, rules.turns, id);
  const write = turnsWrite(combat, rules, state, rules.marks.without(read.marks, id));
  await combat.update(write.update);
  await rules.onLeave?.(combatant, combat, read.state);
  await writeAfter(write);
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
  await writeTurns(combat, rules, state, read.marks);
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
  await writeTurns(combat, rules, state, read.marks);
}

/**
 * The Begin (documents/combat.ts `startCombat`, at the active GM): the engine's state, with what the
 * ruleset's rules did at the first round's and turn's start, in the Begin's one update; the writes of
 * other documents those rules ask for follow it. Every combatant needs an initiative: else refused.
 */
export function beginWrite<M>(rules: ApRules<M>, combat: Combat.Implementation): CombatWrite {
  if (readTurns(combat, rules)) throw new RuleError("TEMPO.ActionPoints.Error.AlreadyStarted");
  const inputs: CombatantInput[] = combat.combatants.map((c) => {
    if (c.initiative === null || c.initiative === undefined)
      throw new RuleError("TEMPO.ActionPoints.Error.RollInitiativeFirst", { name: c.name ?? "" });
    return rules.input(c, c.initiative);
  });
  return turnsWrite(combat, rules, turns.startCombat(rules.turns, inputs, foundryDie), rules.marks.empty);
}

/**
 * A fight begun by another update than the Begin's (a macro's `round: 1`) would have no turn state: it is
 * refused, and the active GM begins the fight the one way instead. A fight that has begun never begins
 * anew: Foundry's round back at 0 and moved to 1 (a player's previousRound, the turn guard writing the
 * clock's round back) leaves the engine's state as it is.
 */
function onPreUpdateCombat<M>(
  rules: ApRules<M>,
  combat: Combat.Implementation,
  changes: Record<string, unknown>,
): boolean | void {
  if (combat.round !== 0 || changes.round !== 1 || readTurns(combat, rules)) return;
  const system = changes.system;
  const begun = "system.turns" in changes || (isRecord(system) && "turns" in system);
  if (begun) return;
  if (isActiveGM()) void guarded(() => combat.startCombat());
  return false;
}

/** Registers the roster's hooks for one ruleset's combats (at init, with the ruleset's other hooks). */
export function registerApRoster<M>(rulesetId: string, rules: ApRules<M>): void {
  const ours = (c: Combatant.Implementation) => isOfRuleset(c.parent, rulesetId);
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) =>
    isOfRuleset(combat, rulesetId) ? onPreUpdateCombat(rules, combat, changes) : undefined,
  );
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
