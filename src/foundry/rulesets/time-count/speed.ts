import { scriptedDice, timeCount } from "../../../engine/index";
import { evaluateRoll, type TempoRoll } from "../../dice";
import { rollNpcSpeed } from "./settings";

/** Every die a Foundry roll rolled, in order: replayed through the engine, which decides the result. */
export function diceResults(roll: TempoRoll): number[] {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** Rolls `formula` with Foundry's dice (if it has dice at all) and hands the results to the engine. */
export async function engineDice(formula: string): Promise<ReturnType<typeof scriptedDice>> {
  if (!/d/i.test(formula)) return scriptedDice([]);
  return scriptedDice(diceResults(await evaluateRoll({ formula, data: {} })));
}

/** "Player characters roll their SF ... NPCs use the Static SF" unless the world setting says roll. */
export function speedMode(actor: Actor.Implementation): timeCount.SpeedMode {
  return actor.type === "character" || rollNpcSpeed() ? "random" : "static";
}

/** The SF of an action of `speedClass` for this actor (class shift first, then the flat modifier). */
export async function speedFactorFor(
  actor: Actor.Implementation,
  speedClass: timeCount.SpeedClass,
  modifier = 0,
  steps = 0,
): Promise<number> {
  const mode = speedMode(actor);
  const dice =
    mode === "static" ? scriptedDice([]) : await engineDice(timeCount.speedFactorFormula(speedClass, steps));
  return timeCount.speedFactor({ speedClass, steps, modifier, mode }, dice);
}
