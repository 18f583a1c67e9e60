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
    // The Defend reaction, paid like every reaction but counted apart: it answers another's attack, so a
    // card's choice window (combat-roll/expiry.ts) does not count it as an act of the defender's own.
    defend: { timing: "any", payment: "ap", cost: 1 },
    free: { timing: "any", payment: "free", cost: 0 },
  },
  tiebreak: ["modifier", "random"],
  waiting: { save: true, delay: false },
  surprise: "lose-first-turn",
};

// The two other action-point rulesets own their turn definitions beside their rules (one owner each).
export { THREE_ACTION_TURNS } from "../three-action/turns";
export { DIE_STEP_TURNS } from "../die-step/turns";
import { THREE_ACTION_TURNS } from "../three-action/turns";
import { DIE_STEP_TURNS } from "../die-step/turns";

export const TURN_CONFIGS: Readonly<Record<string, TurnConfig>> = {
  [COMBAT_ROLL_TURNS.id]: COMBAT_ROLL_TURNS,
  [THREE_ACTION_TURNS.id]: THREE_ACTION_TURNS,
  [DIE_STEP_TURNS.id]: DIE_STEP_TURNS,
};
