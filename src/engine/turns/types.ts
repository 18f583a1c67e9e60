/**
 * The generic action-point turn engine. A ruleset is DATA (a TurnConfig); the state is plain JSON
 * (no classes, no functions, no undefined-only fields that matter) so the Foundry shell can keep it in
 * a Combat document's flags and pass it back in. Every function returns a new state.
 */

/** When a budget (AP or reactions) is refilled. */
export type Refresh = "round" | "own-turn";

/** How an action category may be paid for and when it may be taken. */
export interface CategoryRule {
  /** "turn": only on one's own turn; "any": on any turn, one's own included; "others": only outside it. */
  timing: "turn" | "any" | "others";
  /**
   * "ap": from the current AP; "reaction": from the separate reaction pool; "borrow": outside one's own
   * turn the AP come from the NEXT turn's budget (on one's own turn, from the current AP);
   * "free": no AP (counted against `freeActions.max`).
   */
  payment: "ap" | "reaction" | "borrow" | "free";
  /** AP cost (ignored for "free"; "all" = every remaining AP, at least 1). */
  cost: number | "all";
}

export type TiebreakStep = "modifier" | "random";

export interface TurnConfig {
  id: string;
  /** Default AP budget per refresh (a combatant may carry its own `baseAp`). */
  ap: number;
  apRefresh: Refresh;
  /** Separate reaction pool (0 = reactions are paid from AP) and when it refills. */
  reactions: number;
  reactionRefresh: Refresh;
  /** Attacks allowed per round (null = no limit). */
  maxAttacksPerRound: number | null;
  /** Free actions: at most `max` per round (null = unlimited). */
  freeActions: { max: number | null };
  categories: Readonly<Record<string, CategoryRule>>;
  /** Ties of initiative: steps in order, ending with "random" (injected dice). */
  tiebreak: readonly TiebreakStep[];
  /**
   * Waiting: "save" (declare now after whom you act; this round only), "delay" (leave the order and
   * re-enter after any current turn; the new place lasts for the rest of the combat).
   */
  waiting: { save: boolean; delay: boolean };
  /** "lose-first-turn": surprised combatants skip round 1 and take no actions or reactions in it. */
  surprise: "lose-first-turn" | "initiative-only";
}

/** A condition's effect on a budget: halve (round down) or subtract, never below 0. Halving goes first. */
export interface BudgetModifier {
  pool: "ap" | "reactions";
  op: "halve" | "subtract" | "zero";
  amount?: number;
  /** Free text for the shell (e.g. the condition's id). */
  source?: string;
}

export interface CombatantState {
  id: string;
  initiative: number;
  /** The initiative modifier, used by the "modifier" tiebreak. */
  modifier: number;
  /** Random tiebreak value drawn at the start (higher first); 0 when no tie needed it. */
  tiebreak: number;
  /** Own AP budget (overrides config.ap), e.g. seed 002's per-character AP. */
  baseAp: number | null;
  ap: number;
  reactions: number;
  /** AP already spent from the next turn (interrupts, seed 002). */
  debt: number;
  attacks: number;
  freeActions: number;
  /** Turn over (or skipped) this round. */
  done: boolean;
  /** The turn's start (refresh, start-of-turn effects) happened this round. */
  started: boolean;
  /** Actions taken on the current turn (saving a turn is only allowed before any). */
  turnActions: number;
  surprised: boolean;
  /** Out of the order until it resumes (seed 001's delay). */
  delayed: boolean;
  defeated: boolean;
  modifiers: BudgetModifier[];
  /**
   * Actions taken this round per category (every category of the config is a key, reset to 0 each
   * round), so a tracker can show "reaction used" even when reactions are paid from AP. Optional
   * for states written before it existed.
   */
  taken?: Record<string, number>;
  /** The combatant this one saved its turn to act after, this round (null when it did not). */
  saved?: string | null;
  /**
   * The combatant carrying this one (a mount's rider: they act as one), or null. A carried combatant never
   * takes a turn of its own: it acts on its carrier's turn, and its actions are paid from the carrier's
   * pool (carry.ts). Optional for states written before it existed; null once the pair parted (a stored
   * state is merged into by its writes: a key is never dropped).
   */
  carriedBy?: string | null;
  /** Of `ap`, how many may only pay for movement (a carrier's pool: what only its carried one brings). */
  movementOnly?: number;
  /** Of `ap`, how many may not pay for movement (a carrier's pool: what only the carrier brings). */
  noMovement?: number;
}

export interface TurnState {
  config: string;
  round: number;
  /** The lasting order (ids), highest initiative first; delay may change it. */
  order: string[];
  /** This round's order; saving a turn changes it for the round only. */
  roundOrder: string[];
  /** Whose turn it is; null between rounds. */
  active: string | null;
  combatants: Record<string, CombatantState>;
}

export interface CombatantInput {
  id: string;
  initiative: number;
  modifier?: number;
  baseAp?: number;
  surprised?: boolean;
  modifiers?: BudgetModifier[];
}

export interface ActionInput {
  /** A key of config.categories: "primary", "reaction", "free", "major", "interrupt"... */
  category: string;
  /** The action has the Attack trait (counts against maxAttacksPerRound). */
  attack?: boolean;
  /** Overrides the category's cost (e.g. a two-AP spell). */
  cost?: number;
  /**
   * The action is movement: in a carrier's pool it takes the AP that may only move first, and may not take
   * the AP that may not move (carry.ts). Omitted: not movement.
   */
  movement?: boolean;
}
