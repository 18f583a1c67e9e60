import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { afterDebt, poolBudget, reactionBudget, withPool } from "./budget";
import { TURN_ERR } from "./errors";
import { pairOf, partPair } from "./carry";
import { sortWithTiebreak } from "./order";
import type { CombatantInput, CombatantState, TurnConfig, TurnState } from "./types";

/** A zero counter for every action category of the config. */
export function zeroTaken(config: TurnConfig): Record<string, number> {
  const taken: Record<string, number> = {};
  for (const category of Object.keys(config.categories)) taken[category] = 0;
  return taken;
}

function whole(value: number, name: string, min = 0): number {
  ensure(Number.isInteger(value) && value >= min, TURN_ERR.BadNumber, { name, value: String(value) });
  return value;
}

/** Throws unless the state belongs to this config and has the combatant. */
export function combatant(state: TurnState, config: TurnConfig, id: string): CombatantState {
  ensure(state.config === config.id, TURN_ERR.ConfigMismatch, { state: state.config, config: config.id });
  const c = state.combatants[id];
  ensure(c !== undefined, TURN_ERR.UnknownCombatant, { id });
  return c;
}

function withCombatant(state: TurnState, c: CombatantState): TurnState {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}

/** Eligible to take a turn now: not done, not delayed, not defeated, not carried (it acts on its carrier's turn). */
function eligible(c: CombatantState): boolean {
  return !c.done && !c.delayed && !c.defeated && !c.carriedBy;
}

/** Begins `id`'s turn: refills what refreshes at one's own turn, pays interrupt debt. */
function startTurn(state: TurnState, config: TurnConfig, id: string): TurnState {
  const c = state.combatants[id]!;
  if (c.started) return { ...state, active: id };
  let next: CombatantState = { ...c, started: true, turnActions: 0 };
  if (config.apRefresh === "own-turn") {
    // its own budget, or the pair's pool when it carries another (budget.ts), less what it owes
    next = { ...withPool(next, afterDebt(poolBudget(config, state, c), c.debt)), debt: 0 };
  }
  if (config.reactionRefresh === "own-turn") next.reactions = reactionBudget(config, c);
  return { ...withCombatant(state, next), active: id };
}

/** Gives the turn to the next eligible combatant of the round, or begins a new round. */
export function advance(state: TurnState, config: TurnConfig): TurnState {
  const nextId = state.roundOrder.find((id) => eligible(state.combatants[id]!));
  if (nextId === undefined) return newRound(state, config);
  return startTurn(state, config, nextId);
}

/** Starts the next round (also the GM's "skip to next round"): refills round budgets, resets counters. */
export function newRound(state: TurnState, config: TurnConfig): TurnState {
  ensure(state.config === config.id, TURN_ERR.ConfigMismatch, { state: state.config, config: config.id });
  const round = state.round + 1;
  const combatants: Record<string, CombatantState> = {};
  for (const [id, c] of Object.entries(state.combatants)) {
    const skip = round === 1 && c.surprised && config.surprise === "lose-first-turn";
    let next: CombatantState = {
      ...c,
      attacks: 0,
      freeActions: 0,
      done: skip,
      started: false,
      turnActions: 0,
      delayed: false,
      surprised: round === 1 ? c.surprised : false,
      taken: zeroTaken(config),
      saved: null,
    };
    if (config.apRefresh === "round") {
      // a carried combatant's AP are its carrier's pool
      const none = skip || Boolean(c.carriedBy);
      const pool = afterDebt(poolBudget(config, state, c), c.debt);
      next = { ...withPool(next, none ? { ap: 0, movementOnly: 0, noMovement: 0 } : pool), debt: 0 };
    }
    if (config.reactionRefresh === "round") next.reactions = skip ? 0 : reactionBudget(config, c);
    combatants[id] = next;
  }
  const roundOrder = state.order.filter((id) => !combatants[id]!.defeated);
  const base: TurnState = { ...state, round, roundOrder, active: null, combatants };
  const first = roundOrder.find((id) => eligible(combatants[id]!));
  return first === undefined ? base : startTurn(base, config, first);
}

/** A combatant as it enters the fight: checked numbers, nothing spent, no budget yet. */
export function freshCombatant(config: TurnConfig, input: CombatantInput): CombatantState {
  whole(input.initiative, "initiative", Number.MIN_SAFE_INTEGER);
  return {
    id: input.id,
    initiative: input.initiative,
    modifier: whole(input.modifier ?? 0, "modifier", Number.MIN_SAFE_INTEGER),
    tiebreak: 0,
    baseAp: input.baseAp === undefined ? null : whole(input.baseAp, "baseAp"),
    ap: 0,
    reactions: 0,
    debt: 0,
    attacks: 0,
    freeActions: 0,
    done: false,
    started: false,
    turnActions: 0,
    surprised: input.surprised ?? false,
    delayed: false,
    defeated: false,
    modifiers: [...(input.modifiers ?? [])],
    taken: zeroTaken(config),
    saved: null,
  };
}

/**
 * Starts a combat: orders the combatants (highest initiative first, ties by `config.tiebreak` with
 * injected dice) and begins round 1 with the first eligible combatant active.
 */
export function startCombat(config: TurnConfig, inputs: readonly CombatantInput[], roll: RollDie): TurnState {
  ensure(inputs.length > 0, TURN_ERR.NoCombatants);
  const seen = new Set<string>();
  const list: CombatantState[] = inputs.map((input) => {
    ensure(!seen.has(input.id), TURN_ERR.DuplicateCombatant, { id: input.id });
    seen.add(input.id);
    return freshCombatant(config, input);
  });
  const sorted = sortWithTiebreak(list, config.tiebreak, roll);
  const combatants: Record<string, CombatantState> = {};
  for (const c of sorted) combatants[c.id] = c;
  const order = sorted.map((c) => c.id);
  return newRound(
    { config: config.id, round: 0, order, roundOrder: order, active: null, combatants },
    config,
  );
}

/** Ends the active combatant's turn (only the active one may end it) and passes the turn on. */
export function endTurn(state: TurnState, config: TurnConfig, id: string): TurnState {
  const c = combatant(state, config, id);
  ensure(state.active === id, TURN_ERR.NotYourTurn, { id });
  return advance(withCombatant(state, { ...c, done: true }), config);
}

/**
 * Marks a combatant defeated (or back in the fight); a defeated active combatant passes the turn. A
 * combatant of a pair that is defeated parts the pair first (the other goes on alone, `partPair`).
 */
export function setDefeated(state: TurnState, config: TurnConfig, id: string, defeated: boolean): TurnState {
  combatant(state, config, id);
  const parted = defeated && pairOf(state, id) !== null ? partPair(state, config, id) : state;
  const c = parted.combatants[id]!;
  const next = withCombatant(parted, { ...c, defeated });
  if (defeated) return state.active === id ? advance(next, config) : next;
  // Back in the fight: the round's order was fixed without it when the round began; put it back in its
  // initiative place so it keeps the rest of the round (a place already passed acts next; issue 14).
  if (next.roundOrder.includes(id)) return next;
  const roundOrder = next.order.filter((o) => o === id || next.roundOrder.includes(o));
  return { ...next, roundOrder };
}

/** Replaces a combatant's budget modifiers (conditions); they apply from its next refresh. */
export function setBudgetModifiers(
  state: TurnState,
  config: TurnConfig,
  id: string,
  modifiers: CombatantState["modifiers"],
): TurnState {
  const c = combatant(state, config, id);
  for (const m of modifiers) if (m.amount !== undefined) whole(m.amount, "amount");
  return withCombatant(state, { ...c, modifiers: [...modifiers] });
}

export { withCombatant };
