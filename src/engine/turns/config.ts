import type { TurnConfig } from "./types";

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

/**
 * Die-Step Contests (seed 002): per-character AP (`baseAp`) refilled at one's own turn; interrupts
 * (block, parry, dodge, opportunity attack) are paid from the NEXT turn's AP; badly wounded or
 * unskilled riders halve their AP (BudgetModifier "halve"). The seed text we have does not give the
 * AP costs of major and exclusive actions nor the default budget: the numbers below are PROVISIONAL
 * placeholders for that ruleset's engineer (minor = 1 AP and interrupt = 1 AP are from the seed).
 */
export const DIE_STEP_TURNS: TurnConfig = {
  id: "die-step",
  ap: 3,
  apRefresh: "own-turn",
  reactions: 0,
  reactionRefresh: "own-turn",
  maxAttacksPerRound: null,
  freeActions: { max: null },
  categories: {
    major: { timing: "turn", payment: "ap", cost: 2 },
    minor: { timing: "turn", payment: "ap", cost: 1 },
    exclusive: { timing: "turn", payment: "ap", cost: "all" },
    interrupt: { timing: "any", payment: "borrow", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["random"],
  waiting: { save: false, delay: false },
  surprise: "initiative-only",
};

export const TURN_CONFIGS: Readonly<Record<string, TurnConfig>> = {
  [COMBAT_ROLL_TURNS.id]: COMBAT_ROLL_TURNS,
  [THREE_ACTION_TURNS.id]: THREE_ACTION_TURNS,
  [DIE_STEP_TURNS.id]: DIE_STEP_TURNS,
};
