import { scriptedDice, timeCount } from "../../../engine/index";
import { evaluateRoll, naturalResult, type TempoRoll } from "../../dice";
import type { ModifierLine } from "../definition";
import { activeImpairments } from "./settings";
import { diceResults } from "./speed";
import { tcStats, tcWeapon, weaponAttributeBonus } from "./stats";

/** The d20 attack roll with its modifier lines: Foundry rolls it, the card shows the natural die. */
export async function rollAttack(
  lines: readonly ModifierLine[],
): Promise<{ roll: TempoRoll; natural: number; total: number }> {
  const roll = await evaluateRoll({
    formula: "1d20 + @modifier",
    data: { modifier: timeCount.sumLines(lines) },
  });
  return { roll, natural: naturalResult(roll), total: roll.total ?? 0 };
}

/**
 * Damage from an engine spec: Foundry rolls `damageFormula` (die for die what `rollDamage` draws)
 * and the engine totals the results (critical maximum, multiplied copies, half, at least 1).
 */
export async function rollSpec(
  spec: timeCount.DamageSpec,
  options: timeCount.DamageOptions,
): Promise<{ roll: TempoRoll; formula: string; total: number }> {
  const formula = timeCount.damageFormula(spec, options);
  const roll = await evaluateRoll({ formula, data: {} });
  const damage = timeCount.rollDamage(spec, options, scriptedDice(diceResults(roll)));
  return { roll, formula, total: damage.total };
}

/** A weapon's damage for this attacker: its dice, category attribute, Power (impairments) and extra dice. */
export function weaponDamageSpec(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  damageBonus = 0,
): timeCount.DamageSpec {
  const s = tcStats(attacker);
  const { weapon, stats: w } = tcWeapon(item);
  return {
    weapon: [timeCount.parseDiceTerm(weapon.damage)],
    attribute: weaponAttributeBonus(s, item),
    power: timeCount.powerNow(s.power, activeImpairments(s.impairments)),
    modifiers: damageBonus,
    extraDice: w.extraDamage ? [timeCount.parseDiceTerm(w.extraDamage)] : [],
  };
}
