import { ensure } from "../core/errors";
import { contestSuccesses } from "./contest";
import { shiftDie, type Die } from "./dice";
import { DS_ERR } from "./errors";
import { nonNegativeInt } from "./validate";

/** Unarmed strikes and grabs use "the attacker's STR die, reduced by two die ranks". */
export const UNARMED_STEPS = -2;

export function unarmedDie(str: Die): Die {
  return shiftDie(str, UNARMED_STEPS);
}

/** A grab: the attacker's STR two ranks down against the defender's STR "(not reduced at all)". */
export function grabDice(attackerStr: Die, defenderStr: Die): { attack: Die; defense: Die } {
  return { attack: unarmedDie(attackerStr), defense: shiftDie(defenderStr, 0) };
}

export type Hold = "none" | "partial" | "full";

/** "A single success results in a partial grab ... A double success results in a full hold." */
export function grappleResult(successes: number): Hold {
  nonNegativeInt(successes, "successes");
  if (successes === 0) return "none";
  return successes === 1 ? "partial" : "full";
}

/**
 * Escaping: the target's STR against the grappler's STR two ranks down, by the contest model.
 * "If the target wins, they escape, but this counts as a major action and their turn is over. If the
 * target rolls double the grappler's roll, it is only a minor action ... triple ... a free action."
 */
export type EscapeResult = "fail" | "major" | "minor" | "free";

export function escapeResult(targetRoll: number, grapplerRoll: number): EscapeResult {
  const successes = contestSuccesses(targetRoll, grapplerRoll);
  if (successes === 0) return "fail";
  if (successes === 1) return "major";
  return successes === 2 ? "minor" : "free";
}

/** The escape's dice: the target's STR (disadvantaged if fully held) against the grappler's STR -2 ranks. */
export function escapeDice(targetStr: Die, grapplerStr: Die): { target: Die; grappler: Die } {
  return { target: shiftDie(targetStr, 0), grappler: unarmedDie(grapplerStr) };
}

/**
 * What the escape attempt costs once rolled. Interpretation: a failed attempt is a major action (the
 * attempt is "using an action"; it costs what a success costs), the turn goes on.
 */
export function escapeCost(result: EscapeResult): {
  category: "major" | "minor" | "free";
  endsTurn: boolean;
} {
  switch (result) {
    case "fail":
      return { category: "major", endsTurn: false };
    case "major":
      return { category: "major", endsTurn: true };
    case "minor":
      return { category: "minor", endsTurn: false };
    case "free":
      return { category: "free", endsTurn: false };
  }
}

export const GRAPPLE_ACTION_IDS = ["sustain", "force-down", "crush", "move", "throw"] as const;
export type GrappleActionId = (typeof GRAPPLE_ACTION_IDS)[number];

export interface GrappleAction {
  /** The action category it costs. */
  category: "major" | "minor" | "exclusive";
  /** The weakest hold it needs. */
  needs: "partial" | "full";
  /** An unarmed strike against which active defences cannot be used (crush, throw). */
  strike: boolean;
  /** The strike is advantaged (throw). */
  advantage: boolean;
  /** The strike may be lethal (throw onto solid, rocky or spiked ground: the GM says). */
  mayBeLethal: boolean;
  /** The grappler moves one region with the target (move). */
  movesBoth: boolean;
  /** The target ends prone (forced or thrown to the ground). */
  prone: boolean;
}

/** The grappler's actions on a grabbed target, as data. */
export const GRAPPLE_ACTIONS: Readonly<Record<GrappleActionId, GrappleAction>> = {
  // "A grab can be sustained each turn with a minor action (otherwise the target is released)."
  sustain: { category: "minor", needs: "partial", ...plain() },
  // a partially grabbed (and so a fully held) target "can be forced to the ground with a minor action"
  "force-down": { category: "minor", needs: "partial", ...plain(), prone: true },
  // "crushed (effectively an unarmed strike that active defenses cannot be used against) with a major action"
  crush: { category: "major", needs: "full", ...plain(), strike: true },
  // "forced to move one region with an exclusive action (the attacker moves with them)"
  move: { category: "exclusive", needs: "full", ...plain(), movesBoth: true },
  // "thrown to the ground with a major action (... with advantage and potentially lethal ...)"
  throw: {
    category: "major",
    needs: "full",
    ...plain(),
    strike: true,
    advantage: true,
    mayBeLethal: true,
    prone: true,
  },
};

function plain(): Omit<GrappleAction, "category" | "needs"> {
  return { strike: false, advantage: false, mayBeLethal: false, movesBoth: false, prone: false };
}

/** Throws unless the grappler's hold allows the action; returns its rule. */
export function grappleAction(id: string, hold: Hold): GrappleAction {
  const rule = (GRAPPLE_ACTIONS as Readonly<Record<string, GrappleAction>>)[id];
  ensure(rule !== undefined, DS_ERR.UnknownGrappleAction, { id });
  const enough = hold === "full" || (hold === "partial" && rule.needs === "partial");
  ensure(enough, DS_ERR.HoldTooWeak, { id, hold });
  return rule;
}

/** What a grab means for moving: the target cannot move; the grappler only by letting go (unless much larger). */
export function grabMovement(
  hold: Hold,
  grapplerMuchLarger: boolean,
): { targetMoves: boolean; grapplerMoves: boolean } {
  if (hold === "none") return { targetMoves: true, grapplerMoves: true };
  return { targetMoves: false, grapplerMoves: grapplerMuchLarger };
}

/** Where a hold was made or last sustained: the grappler's turn, as the combat and round it fell in. */
export function holdTurnKey(combatId: string, round: number): string {
  return `${combatId}@${round}`;
}

/**
 * "A grab can be sustained each turn with a minor action (otherwise the target is released)": when the
 * grappler's turn of `round` ends, a hold neither made nor sustained in that round is released.
 */
export function releasedAtTurnEnd(holdTurn: string, ended: { combatId: string; round: number }): boolean {
  return holdTurn !== holdTurnKey(ended.combatId, ended.round);
}

/**
 * A grappler that leaves the fight (its combatant removed) takes no more turns there to sustain a grab: a
 * hold it made or last sustained in that combat is released. A hold of no combat (made outside one, or
 * set by hand) or of another combat is not that fight's to end.
 */
export function releasedOnLeaving(holdTurn: string, combatId: string): boolean {
  return holdTurn.startsWith(`${combatId}@`);
}
