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
  // Paralysis slows every action by speed classes; petrification adds to every SF.
  const afflicted = afflictionsOf(actor);
  const allSteps = steps + afflicted.speedClassSteps;
  const dice =
    mode === "static"
      ? scriptedDice([])
      : await engineDice(timeCount.speedFactorFormula(speedClass, allSteps));
  return timeCount.speedFactor(
    { speedClass, steps: allSteps, modifier: modifier + afflicted.speedFactor, mode },
    dice,
  );
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

/** The actions of the SF table offered by the sheet's "Other action…" and the tracker, with their speed. */
export function tableActionChoices() {
  return timeCount.standaloneActions().flatMap((a) => {
    if (a.key === "readyAction") return [];
    const speed = a.speed;
    if (speed.kind === "class")
      return [
        {
          key: a.key,
          label: a.label,
          speedClass: `TEMPO.TimeCount.SpeedClass.${capital(speed.speedClass)}`,
          speedDice: "",
        },
      ];
    if (speed.kind === "dice")
      return [
        { key: a.key, label: a.label, speedClass: "", speedDice: timeCount.formatDiceTerm(speed.term) },
      ];
    return [];
  });
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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
