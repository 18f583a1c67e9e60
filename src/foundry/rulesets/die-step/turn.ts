// Spending AP for Die-Step, and its dice rolled as Foundry Rolls.
import { dieStep } from "../../../engine/index";
import type { Die, DieRoll, RollMode as DieMode } from "../../../engine/die-step/index";
import { RuleError } from "../../../engine/core/errors";
import type { TurnState } from "../../../engine/turns/index";
import * as ap from "../../action-points/index";
import type { ActorTurn } from "../../action-points/index";
import { evaluateRoll } from "../../dice";
import { DS_AP, type Marks } from "./ap-rules";

export type DsTurn = ActorTurn<Marks>;

export function dsTurnOf(actor: Actor.Implementation): DsTurn | null {
  return ap.actorTurnOf(actor, DS_AP);
}

/**
 * The state after an action of `category`: the engine's die-step check (exclusive first) then the shell's.
 * `movement`: the action moves (a mounted pair's AP that may only move, or may not, decide).
 */
export function spendAp(e: DsTurn, category: dieStep.DieStepCategory, movement = false): TurnState {
  const action = { category, movement };
  const check = dieStep.checkDieStepAction(e.state, e.combatantId, action);
  if (check instanceof RuleError && check.key === dieStep.DS_ERR.ExclusiveNotFirst) throw check;
  return ap.spend(e, DS_AP, action);
}

/** The combat write of a new state (start-of-turn rules included), or null outside a combat. */
export function turnWrite(e: DsTurn | null, state: TurnState | null): (() => Promise<unknown>) | null {
  if (!e || !state) return null;
  return () => ap.writeTurns(e.combat, DS_AP, state, e.marks);
}

/** Whether the actor could take an interrupt now (outside its turn: from the next turn's AP). */
export function mayInterrupt(actor: Actor.Implementation): boolean {
  const e = dsTurnOf(actor);
  return !e || ap.maySpend(e, DS_AP, { category: "interrupt" });
}

/** Rolls a die with Foundry's Roll ("2d8kh" for advantage), returning the Roll and the engine's DieRoll. */
export async function rollDie(die: Die, mode: DieMode) {
  const roll = await evaluateRoll({ formula: dieStep.dieFormula(die, mode), data: {} });
  const results = roll.dice.flatMap((d) => d.results.map((r) => r.result));
  const dieRoll: DieRoll = { die, mode, results };
  return { roll, dieRoll, kept: dieStep.keptResult(dieRoll) };
}
