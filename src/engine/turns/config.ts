import type { TurnConfig } from "./types";
// The die-step ruleset owns its turn definition (costs are its interpretations, docs/rules/die-step.md).
import { DIE_STEP_TURNS } from "../die-step/turns";

export { DIE_STEP_TURNS };

/**
 * Combat Roll (seed 003): 3 AP gained at the start of each round, unspent AP lost; primary actions on
 * one's own turn, reactions at any time, both 1 AP; at most 2 attacks per round; one free action per
 * round; save your turn (act right after a declared combatant); the surprised lose their first turn.
 */
export const COMBAT_ROLL_TURNS: TurnConfig = {
  id: "combat-roll",
  ap: 3,
  apRefresh: "round",
  reactions: 0,
  reactionRefresh: "round",
  maxAttacksPerRound: 2,
  freeActions: { max: 1 },
  categories: {
    primary: { timing: "turn", payment: "ap", cost: 1 },
    reaction: { timing: "any", payment: "ap", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["modifier", "random"],
  waiting: { save: true, delay: false },
  surprise: "lose-first-turn",
};

/**
 * Three-Action Turns (seed 001): 3 actions per turn and 1 reaction that refills at the start of one's
 * own turn; free actions unlimited; ties at random; hold (save) and delay (lasting new place).
 * Conditions (Slowed, Incapacitated, Stunned) are BudgetModifiers on the combatant.
 */
export const THREE_ACTION_TURNS: TurnConfig = {
  id: "three-action",
  ap: 3,
  apRefresh: "own-turn",
  reactions: 1,
  reactionRefresh: "own-turn",
  maxAttacksPerRound: null,
  freeActions: { max: null },
  categories: {
    action: { timing: "turn", payment: "ap", cost: 1 },
    reaction: { timing: "any", payment: "reaction", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["random"],
  waiting: { save: true, delay: true },
  surprise: "lose-first-turn",
};

export const TURN_CONFIGS: Readonly<Record<string, TurnConfig>> = {
  [COMBAT_ROLL_TURNS.id]: COMBAT_ROLL_TURNS,
  [THREE_ACTION_TURNS.id]: THREE_ACTION_TURNS,
  [DIE_STEP_TURNS.id]: DIE_STEP_TURNS,
};
