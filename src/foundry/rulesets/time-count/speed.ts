import { scriptedDice, timeCount } from "../../../engine/index";
import { evaluateRoll, type TempoRoll } from "../../dice";
import { afflictionsOf } from "./afflictions";
import { activeImpairments, rollNpcSpeed } from "./settings";
import { speedClassOf, tcStats, tcWeapon } from "./stats";

/** Every die a Foundry roll rolled, in order: replayed through the engine, which decides the result. */
export function diceResults(roll: TempoRoll): number[] {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** Rolls `formula` with Foundry's dice (if it has dice at all) and hands the results to the engine. */
export async function engineDice(formula: string): Promise<ReturnType<typeof scriptedDice>> {
  if (!/d/i.test(formula)) return scriptedDice([]);
  return scriptedDice(diceResults(await evaluateRoll({ formula, data: {} })));
}

/** Who rolls the SF (engine `speedModeOf`): characters, and NPCs when the world says so. */
export function speedMode(actor: Actor.Implementation): timeCount.SpeedMode {
  return timeCount.speedModeOf(actor.type === "character", rollNpcSpeed());
}

/** The SF of an action of `speedClass` for this actor (engine `actorSpeedRequest`: afflictions joined). */
export async function speedFactorFor(
  actor: Actor.Implementation,
  speedClass: timeCount.SpeedClass,
  modifier = 0,
  steps = 0,
): Promise<number> {
  const { request, formula } = timeCount.actorSpeedRequest(
    speedClass,
    speedMode(actor),
    afflictionsOf(actor),
    modifier,
    steps,
  );
  return timeCount.speedFactor(request, formula ? await engineDice(formula) : scriptedDice([]));
}

/** The SF of an action with its own dice: rolled (characters), or its static value (NPCs). */
export async function diceSpeedFactorFor(
  actor: Actor.Implementation,
  term: timeCount.DiceTerm,
): Promise<number> {
  const mode = speedMode(actor);
  const dice = mode === "static" ? scriptedDice([]) : await engineDice(timeCount.formatDiceTerm(term));
  const sf = timeCount.actionSpeedFactor({ kind: "dice", term }, { mode }, dice);
  // An action with its own dice has no speed class to slow: petrification's +SF only.
  return timeCount.modifySpeedFactor(sf, afflictionsOf(actor).speedFactor);
}

/** The SF of a weapon's speed class for this actor (slashing impairments add to weapon SFs). */
export async function weaponSpeed(
  actor: Actor.Implementation,
  item: Item.Implementation,
  steps = 0,
): Promise<number> {
  const impairment = timeCount.impairmentPenalties(activeImpairments(tcStats(actor).impairments));
  const speedClass = speedClassOf(tcWeapon(item).stats.speedClass);
  return speedFactorFor(actor, speedClass, impairment.weaponSpeedFactor, steps);
}
