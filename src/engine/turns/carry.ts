import { ensure } from "../core/errors";
import { apBudget, carriedBy, poolOf, withPool } from "./budget";
import { TURN_ERR } from "./errors";
import { compareInitiative } from "./order";
import type { CombatantState, TurnConfig, TurnState } from "./types";

/**
 * Carrying: two combatants acting as one (a rider and its mount). The carrier keeps its place and its
 * turns; the carried one never becomes active (the order skips it) and acts on its carrier's turn, its
 * actions paid from the carrier's pool (`payerOf`: AP, debt, attacks and every other count). At each
 * refresh the pool is the pair's (`pairPool`: the larger budget; what only the carried one brings may
 * only move, what only the carrier brings may not).
 */

function member(state: TurnState, config: TurnConfig, id: string): CombatantState {
  ensure(state.config === config.id, TURN_ERR.ConfigMismatch, { state: state.config, config: config.id });
  const c = state.combatants[id];
  ensure(c !== undefined, TURN_ERR.UnknownCombatant, { id });
  return c;
}

/** Who pays for `id`'s actions: its carrier while it is carried, else itself. */
export function payerOf(state: TurnState, id: string): string {
  return state.combatants[id]?.carriedBy ?? id;
}

/** The id of the combatant `id` carries, or null. */
export function carriedOf(state: TurnState, id: string): string | null {
  return carriedBy(state, id)?.id ?? null;
}

/** The pair `id` belongs to (as carrier or carried), or null. */
export function pairOf(state: TurnState, id: string): { carrier: string; carried: string } | null {
  const c = state.combatants[id];
  if (c?.carriedBy) return { carrier: c.carriedBy, carried: id };
  const carried = carriedOf(state, id);
  return carried === null ? null : { carrier: id, carried };
}

/** `list` with `id` moved right before `before` when `before` comes first (the pair's earlier place). */
function earlierPlace(list: readonly string[], id: string, before: string): string[] {
  const at = list.indexOf(before);
  if (at < 0 || list.indexOf(id) < 0 || at > list.indexOf(id)) return [...list];
  const rest = list.filter((x) => x !== id);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** `list` with `c` put back by its own initiative (before the first one it beats; ties by the config's steps). */
function ownPlace(
  state: TurnState,
  config: TurnConfig,
  list: readonly string[],
  c: CombatantState,
): string[] {
  if (!list.includes(c.id)) return [...list];
  const rest = list.filter((x) => x !== c.id);
  const at = rest.findIndex((id) => {
    const other = state.combatants[id];
    return other !== undefined && compareInitiative(c, other, config.tiebreak) < 0;
  });
  return at < 0 ? [...rest, c.id] : [...rest.slice(0, at), c.id, ...rest.slice(at)];
}

/**
 * `carrierId` starts carrying `carriedId` (a rider mounts): the pair acts at the earlier of their two
 * places in the order (the higher initiative) on the carrier's turns. Neither may already be in a pair or
 * defeated, and the carried one may not be taking its own turn. The carried one's debt joins the
 * carrier's (one pool, one debt) and its own AP are left unused. The carrier's turn goes on with the AP it
 * has left (the carried one's AP join at the pair's next refresh), of which no more than the carried one's
 * own budget may move.
 */
export function carry(state: TurnState, config: TurnConfig, carrierId: string, carriedId: string): TurnState {
  const carrier = member(state, config, carrierId);
  const carried = member(state, config, carriedId);
  ensure(carrierId !== carriedId, TURN_ERR.CarrySelf, { id: carrierId });
  for (const c of [carrier, carried]) {
    ensure(pairOf(state, c.id) === null, TURN_ERR.InPair, { id: c.id });
    ensure(!c.defeated, TURN_ERR.Defeated, { id: c.id });
  }
  ensure(state.active !== carriedId, TURN_ERR.CarriedActive, { id: carriedId });
  const debt = carrier.debt + carried.debt;
  const noMovement = Math.max(0, carrier.ap - apBudget(config, carried));
  const nextCarrier = { ...withPool(carrier, { ap: carrier.ap, movementOnly: 0, noMovement }), debt };
  const nextCarried: CombatantState = {
    ...withPool(carried, { ap: 0, movementOnly: 0, noMovement: 0 }),
    debt: 0,
    carriedBy: carrierId,
  };
  return {
    ...state,
    order: earlierPlace(state.order, carrierId, carriedId),
    roundOrder: earlierPlace(state.roundOrder, carrierId, carriedId),
    combatants: { ...state.combatants, [carrierId]: nextCarrier, [carriedId]: nextCarried },
  };
}

/**
 * The pair `id` belongs to parts (a rider dismounts; one of them leaves or is defeated). The carrier keeps
 * the AP left of its own (the AP only the carried one brought go with it, restrictions end) and the debt,
 * and goes back to its own place by its own initiative. The carried one takes its own turns again from its
 * place: not this round once the pair's turn has begun or its place has passed (it acted with the pair, or
 * its time is gone), else at its place this round.
 */
export function partPair(state: TurnState, config: TurnConfig, id: string): TurnState {
  member(state, config, id);
  const pair = pairOf(state, id);
  ensure(pair !== null, TURN_ERR.NotInPair, { id });
  const carrier = state.combatants[pair.carrier]!;
  const carried = state.combatants[pair.carried]!;
  const pool = poolOf(carrier);
  const nextCarrier = withPool(carrier, { ap: pool.ap - pool.movementOnly, movementOnly: 0, noMovement: 0 });
  const order = ownPlace(state, config, state.order, carrier);
  const roundOrder = ownPlace(state, config, state.roundOrder, carrier);
  const after = roundOrder.slice(roundOrder.indexOf(carried.id) + 1);
  const passed = state.active === null || after.some((x) => state.combatants[x]?.started === true);
  const done = carried.done || carrier.started || passed || !roundOrder.includes(carried.id);
  return {
    ...state,
    order,
    roundOrder,
    // null, not a dropped key: the shell's write merges into the stored state
    combatants: {
      ...state.combatants,
      [carrier.id]: nextCarrier,
      [carried.id]: { ...carried, carriedBy: null, done },
    },
  };
}
