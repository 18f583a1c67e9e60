import { RuleError } from "../core/errors";
import { act, checkAction, type Payment } from "../turns/actions";
import { afterDebt, pairPool, poolBudget, withPool } from "../turns/budget";
import { carriedOf, payerOf } from "../turns/carry";
import { combatant, endTurn } from "../turns/flow";
import type { ActionInput, BudgetModifier, TurnConfig, TurnState } from "../turns/types";
import { dieFormula, rollMode, type Die, type RollMode } from "./dice";
import { DS_ERR } from "./errors";
import { nonNegativeInt } from "./validate";

/** The AP a character has per turn when its sheet gives none (the seed gives no number). */
export const DEFAULT_AP = 3;

/** AP of each action category (Interpretation: minor 1 and interrupt 1 are the seed's; major 2; exclusive = the whole turn). */
export const ACTION_COST = { major: 2, minor: 1, interrupt: 1, free: 0 } as const;

/**
 * Die-Step Contests (seed 002) for the generic turn engine: each character's own AP (`baseAp`, default
 * 3) refilled at the start of its own turn; major 2 AP, minor 1 AP, exclusive = every AP left and only
 * as the first action of a turn (see `checkDieStepAction`); interrupts (block, parry, dodge, opportunity
 * attack) 1 AP, outside one's own turn borrowed from the NEXT turn (`debt`, repaid when that turn starts,
 * never more than that turn's budget); free actions unlimited; ties of the REF roll at random; no saving
 * or delaying; the surprised still act (their REF roll and passive defences are disadvantaged).
 */
export const DIE_STEP_TURNS: TurnConfig = {
  id: "die-step",
  ap: DEFAULT_AP,
  apRefresh: "own-turn",
  reactions: 0,
  reactionRefresh: "own-turn",
  maxAttacksPerRound: null,
  freeActions: { max: null },
  categories: {
    major: { timing: "turn", payment: "ap", cost: ACTION_COST.major },
    minor: { timing: "turn", payment: "ap", cost: ACTION_COST.minor },
    exclusive: { timing: "turn", payment: "ap", cost: "all" },
    interrupt: { timing: "any", payment: "borrow", cost: ACTION_COST.interrupt },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["random"],
  waiting: { save: false, delay: false },
  surprise: "initiative-only",
};

export type DieStepCategory = "major" | "minor" | "exclusive" | "interrupt" | "free";

/** The named actions of the seed and their category (escape: see `escapeCost`; mounting: `mountCategory`). */
export const DIE_STEP_ACTIONS = {
  attack: "major",
  cast: "major",
  "unarmed-strike": "major",
  grab: "major",
  "stand-up": "major",
  "move-region": "minor",
  run: "major",
  crawl: "exclusive",
  block: "interrupt",
  parry: "interrupt",
  dodge: "interrupt",
  "opportunity-attack": "interrupt",
} as const satisfies Record<string, DieStepCategory>;

/** "Mounting or dismounting is a minor action (or an exclusive action for an unskilled rider)." */
export function mountCategory(unskilledRider: boolean): DieStepCategory {
  return unskilledRider ? "exclusive" : "minor";
}

/**
 * Checks an action: the turn engine's rules, and an exclusive action only as the FIRST action of one's
 * own turn (it is the whole turn). Returns the RuleError it would throw, or the payment.
 */
export function checkDieStepAction(state: TurnState, id: string, action: ActionInput): RuleError | Payment {
  // a mount's exclusive action is the pair's whole turn: the rider's turn counts
  const payer = payerOf(state, id);
  if (action.category === "exclusive" && state.active === payer) {
    const c = combatant(state, DIE_STEP_TURNS, payer);
    if (c.turnActions > 0) return new RuleError(DS_ERR.ExclusiveNotFirst, { id });
  }
  return checkAction(state, DIE_STEP_TURNS, id, action);
}

/** Takes an action (throws a RuleError when illegal), paying interrupts from the next turn's AP. */
export function actDieStep(state: TurnState, id: string, action: ActionInput): TurnState {
  const check = checkDieStepAction(state, id, action);
  if (check instanceof RuleError) throw check;
  return act(state, DIE_STEP_TURNS, id, action);
}

/**
 * Whether the character can take an interrupt now (block, parry, dodge, opportunity attack): from the
 * next turn's AP outside its own turn, from the current AP on it. For the card's disabled options.
 */
export function canInterrupt(state: TurnState, id: string): boolean {
  return !(checkDieStepAction(state, id, { category: "interrupt" }) instanceof RuleError);
}

/** AP already owed to the next turn (the tracker shows it). */
export function owedAp(state: TurnState, id: string): number {
  combatant(state, DIE_STEP_TURNS, id);
  return combatant(state, DIE_STEP_TURNS, payerOf(state, id)).debt;
}

/**
 * AP the next turn will start with if nothing more is borrowed (the budget after conditions, less the
 * debt); a mounted pair's (rider's or mount's) is the pair's pool.
 */
export function nextTurnAp(state: TurnState, id: string): number {
  combatant(state, DIE_STEP_TURNS, id);
  const c = combatant(state, DIE_STEP_TURNS, payerOf(state, id));
  return afterDebt(poolBudget(DIE_STEP_TURNS, state, c), c.debt).ap;
}

/**
 * The pure debt rule, also usable without the turn engine: an interrupt outside one's own turn adds its
 * cost to the debt (refused past the next turn's budget); a turn starts with budget - debt AP.
 */
export function borrow(debt: number, budget: number, cost: number = ACTION_COST.interrupt): number | null {
  nonNegativeInt(debt, "debt");
  nonNegativeInt(budget, "budget");
  nonNegativeInt(cost, "cost");
  return debt + cost > budget ? null : debt + cost;
}

export function turnStartAp(budget: number, debt: number): number {
  nonNegativeInt(budget, "budget");
  nonNegativeInt(debt, "debt");
  return Math.max(0, budget - debt);
}

/**
 * Total AP after halving (round down; 0 = only free actions): badly wounded, unskilled rider.
 * Interpretation: both halve once, not twice (a state, like the turn engine's "halve" modifier).
 */
export function actionPoints(
  baseAp: number,
  state: { badlyWounded?: boolean; unskilledRider?: boolean },
): number {
  nonNegativeInt(baseAp, "baseAp");
  return state.badlyWounded === true || state.unskilledRider === true ? Math.floor(baseAp / 2) : baseAp;
}

/** The same halving as the turn engine's budget modifiers (set with turns.setBudgetModifiers). */
export function apModifiers(state: { badlyWounded?: boolean; unskilledRider?: boolean }): BudgetModifier[] {
  const out: BudgetModifier[] = [];
  if (state.badlyWounded === true) out.push({ pool: "ap", op: "halve", source: "badly-wounded" });
  if (state.unskilledRider === true) out.push({ pool: "ap", op: "halve", source: "unskilled-rider" });
  return out;
}

/**
 * Rider and mount act as one: "Use the higher of the pair's initiatives and APs"; the mount's extra AP
 * only move, the rider's extra AP never move.
 */
export function mountedPair(
  rider: { initiative: number; ap: number },
  mount: { initiative: number; ap: number },
): { initiative: number; ap: number; movementOnly: number; noMovement: number } {
  nonNegativeInt(rider.ap, "rider.ap");
  nonNegativeInt(mount.ap, "mount.ap");
  // the turn engine's pool of a carrier (the rider) and what it carries (the mount): one rule
  return { initiative: Math.max(rider.initiative, mount.initiative), ...pairPool(rider.ap, mount.ap) };
}

/**
 * "When a character is surprised at the beginning of combat, their REF roll to determine turn order is
 * disadvantaged (along with any passive defense rolls)": the passive defences of round 1 (the turn
 * engine keeps the mark for round 1 only). Not in a fight, or not in it: not surprised.
 */
export function surprisedNow(state: TurnState | null, id: string): boolean {
  const c = state?.combatants[id];
  return c !== undefined && state !== null && state.round === 1 && c.surprised;
}

/** Turn order is a REF roll, disadvantaged when surprised (and by every other source, see rollSituation). */
export function initiativeRoll(ref: Die, surprised: boolean): { formula: string; mode: RollMode } {
  const mode = rollMode(false, surprised);
  return { formula: dieFormula(ref, mode), mode };
}

/** A run covers two regions; a "mount runs" three (unless unusually slow or fast: the GM). Interpretation 37. */
export const RUN_REGIONS = { onFoot: 2, mounted: 3 } as const;

/**
 * A stunned character ("unable to take actions", e.g. the first turn after waking up) starts its turn with
 * no AP; its debt was already repaid from that turn's budget. Interpretation 29.
 */
export function stunnedTurn(state: TurnState, id: string): TurnState {
  const c = combatant(state, DIE_STEP_TURNS, id);
  // a stunned rider's turn is its pair's: no AP at all, none restricted either
  const none = withPool(c, { ap: 0, movementOnly: 0, noMovement: 0 });
  return { ...state, combatants: { ...state.combatants, [id]: none } };
}

/**
 * A stunned mount's turn is its pair's, started by its rider (`riderId`): unable to take actions, the mount
 * brings no AP and does not move. The pool keeps what the rider brings, debt paid as before: the AP that
 * only the mount brought (movement only) are gone, and none of the rest may move. Interpretation 44.
 */
export function stunnedMountTurn(state: TurnState, riderId: string): TurnState {
  const c = combatant(state, DIE_STEP_TURNS, riderId);
  const ap = c.ap - (c.movementOnly ?? 0);
  const riderOnly = withPool(c, { ap, movementOnly: 0, noMovement: ap });
  return { ...state, combatants: { ...state.combatants, [riderId]: riderOnly } };
}

/**
 * A turn start with a stunned character in it (woke up from a knock-out: "stunned for the first turn";
 * Interpretation 44): a stunned starter has no AP this turn; a rider's stunned mount (the pair's turn is its
 * turn too) brings none and does not move. Null when no one of the pair is stunned, or for a delayed turn
 * coming back (it was stunned at its place). `stunned`: who of them is, whose one-turn stun then ends.
 */
export function stunnedStart(
  state: TurnState,
  event: { combatantId: string; resumed: boolean },
  isStunned: (id: string) => boolean,
): { state: TurnState; stunned: string[] } | null {
  if (event.resumed) return null;
  const id = event.combatantId;
  const mount = carriedOf(state, id);
  const stunned = [id, ...(mount === null ? [] : [mount])].filter(isStunned);
  if (stunned.length === 0) return null;
  const riderOnly = mount !== null && stunned.includes(mount) ? stunnedMountTurn(state, id) : state;
  return { state: stunned.includes(id) ? stunnedTurn(riderOnly, id) : riderOnly, stunned };
}

/**
 * The turn after an escape's cost was spent (`escapeCost`): a plain win ("counts as a major action and
 * their turn is over") ends the payer's turn (a held mount's: its rider's).
 */
export function afterEscape(state: TurnState, id: string, endsTurn: boolean): TurnState {
  return endsTurn ? endTurn(state, DIE_STEP_TURNS, payerOf(state, id)) : state;
}
