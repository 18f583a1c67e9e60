import { carriedOf, carry, pairOf, partPair } from "../turns/carry";
import { combatant, setBudgetModifiers } from "../turns/flow";
import type { BudgetModifier, TurnState } from "../turns/types";
import { actDieStep, DIE_STEP_TURNS, mountCategory, type DieStepCategory } from "./turns";
import { opportunityTriggers, type OpportunityTrigger } from "./opportunity";

/**
 * Mounted combat (seed 002): "the rider and mount generally act as one character". In the turn engine the
 * rider carries its mount (turns `carry`): the pair takes the rider's turns at the higher of the two
 * initiatives, the mount never has a turn of its own, and each one's actions are paid from one pool,
 * "the higher of the pair's ... APs" (the mount's extra AP only move, the rider's extra AP never do).
 */

const UNSKILLED = "unskilled-rider";

/** The rider's budget modifiers with an unskilled rider's halving on (while riding) or off. */
function riding(modifiers: readonly BudgetModifier[], unskilledRiding: boolean): BudgetModifier[] {
  const rest = modifiers.filter((m) => m.source !== UNSKILLED);
  return unskilledRiding ? [...rest, { pool: "ap", op: "halve", source: UNSKILLED }] : rest;
}

export interface MountOptions {
  /** "Unskilled riders ... their APs are halved" and mount or dismount with an exclusive action. */
  unskilledRider: boolean;
  /**
   * Nothing to pay: the rider is already in the saddle (flagged mounted when the fight began, the pair is
   * only recorded), or falls from it (it cannot act). Interpretation 39.
   */
  free?: boolean;
}

/**
 * The rider mounts: "a minor action (or an exclusive action for an unskilled rider)" on its own turn, paid
 * from its own AP; then the pair acts as one (turns `carry`). An unskilled rider's own AP are halved from
 * its next turn (the pair's pool is the higher of that and the mount's).
 */
export function mountUp(state: TurnState, riderId: string, mountId: string, opts: MountOptions): TurnState {
  const paired = carry(state, DIE_STEP_TURNS, riderId, mountId);
  const paid = opts.free
    ? paired
    : actDieStep(paired, riderId, { category: mountCategory(opts.unskilledRider) });
  const rider = paid.combatants[riderId]!;
  return setBudgetModifiers(paid, DIE_STEP_TURNS, riderId, riding(rider.modifiers, opts.unskilledRider));
}

/**
 * The rider dismounts: the same action as mounting, paid from the pair's AP (not movement: it leaves the
 * saddle, it moves no region); the pair parts (turns `partPair`: the rider keeps what is left of its own
 * AP, the mount takes its own turns again from the next round) and the unskilled rider's halving ends. A
 * rider whose pair already parted (its mount left the fight or was defeated) only pays and ends the halving.
 */
export function dismount(state: TurnState, riderId: string, opts: MountOptions): TurnState {
  combatant(state, DIE_STEP_TURNS, riderId);
  const paid = opts.free
    ? state
    : actDieStep(state, riderId, { category: mountCategory(opts.unskilledRider) });
  const parted = pairOf(paid, riderId) === null ? paid : partPair(paid, DIE_STEP_TURNS, riderId);
  const rider = parted.combatants[riderId]!;
  return setBudgetModifiers(parted, DIE_STEP_TURNS, riderId, riding(rider.modifiers, false));
}

/** The rider's mount (the combatant it carries), or null. */
export function mountOf(state: TurnState, riderId: string): string | null {
  return carriedOf(state, riderId);
}

/** The mount's rider (the combatant carrying it), or null. */
export function riderOf(state: TurnState, mountId: string): string | null {
  return state.combatants[mountId]?.carriedBy ?? null;
}

/** Whether the combatant is in a mounted pair (as rider or mount). */
export function inPair(state: TurnState, id: string): boolean {
  return pairOf(state, id) !== null;
}

/** The mounted pair `id` belongs to (its rider and its mount), or null: e.g. the pair one who left parted. */
export function mountedPairOf(state: TurnState, id: string): { rider: string; mount: string } | null {
  const pair = pairOf(state, id);
  return pair === null ? null : { rider: pair.carrier, mount: pair.carried };
}

/** What the sheet and the actions need to know of a combatant's mounting now. */
export interface Mounting {
  /** In a pair: "rider" (it carries its mount) or "mount"; null when on its own. */
  role: "rider" | "mount" | null;
  /** The other one of its pair, or null. */
  partner: string | null;
  /** The combatants it may mount now: not itself, in no pair, not defeated, not taking their turn. */
  mounts: string[];
  /** Its action to mount or dismount: minor, exclusive for an unskilled rider. */
  category: DieStepCategory;
  /** Mounting costs nothing: it is already flagged mounted (in the saddle when the fight began). */
  mountFree: boolean;
  /** Dismounting costs nothing: it cannot act (knocked out, dead) and falls from the saddle. */
  dismountFree: boolean;
  /** What mounting and dismounting provoke: "Taking an exclusive action" (an unskilled rider's) does. */
  mountTriggers: OpportunityTrigger[];
  dismountTriggers: OpportunityTrigger[];
}

/** A combatant's mounting in a begun fight, from the turn state and its sheet's flags. */
export function mounting(
  state: TurnState,
  id: string,
  actor: { mounted: boolean; unskilledRider: boolean; cannotAct: boolean },
): Mounting {
  combatant(state, DIE_STEP_TURNS, id);
  const category = mountCategory(actor.unskilledRider);
  const pair = pairOf(state, id);
  const free = (x: string) => {
    const c = state.combatants[x]!;
    return x !== id && pairOf(state, x) === null && !c.defeated && state.active !== x;
  };
  return {
    role: pair === null ? null : pair.carrier === id ? "rider" : "mount",
    partner: pair === null ? null : pair.carrier === id ? pair.carried : pair.carrier,
    mounts: pair === null ? state.order.filter(free) : [],
    category,
    mountFree: actor.mounted,
    dismountFree: actor.cannotAct,
    mountTriggers: actor.mounted ? [] : opportunityTriggers({ category }),
    dismountTriggers: actor.cannotAct ? [] : opportunityTriggers({ category }),
  };
}
