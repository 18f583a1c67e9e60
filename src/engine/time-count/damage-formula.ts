import { checkDiceTerm, formatDiceTerm, maxDiceTerm, type DiceTerm } from "./dice-terms";
import { checkDamageMultiplier, type DamageOptions, type DamageSpec } from "./damage";

function signed(value: number): string {
  return value < 0 ? ` - ${-value}` : ` + ${value}`;
}

/**
 * The damage of a hit as a dice formula the shell can roll (Foundry's Roll), matching `rollDamage`
 * term for term and die for die: each multiplied copy is its weapon dice (maximized on a critical)
 * plus attribute, Power and modifiers; extra dice come last, once, never maximized. The dice appear
 * in the order `rollDamage` draws them, so the rolled results can be replayed through it. A multiplier
 * outside 1..MAX_DAMAGE_MULTIPLIER is refused (as `rollDamage` does) before any text is built.
 */
export function damageFormula(spec: DamageSpec, options: DamageOptions = {}): string {
  const multiplier = checkDamageMultiplier(options.multiplier ?? 1);
  for (const term of [...spec.weapon, ...(spec.extraDice ?? [])]) checkDiceTerm(term);
  const critical = options.critical === true;
  const attribute = critical ? Math.max(1, spec.attribute) : spec.attribute;
  const flat = attribute + spec.power + (spec.modifiers ?? 0);
  const copy = (): string => {
    const dice = spec.weapon.map((t) => (critical ? String(maxDiceTerm(t)) : formatDiceTerm(t)));
    return `${dice.length ? dice.join(" + ") : "0"}${flat === 0 ? "" : signed(flat)}`;
  };
  const parts: string[] = [];
  for (let i = 0; i < multiplier; i++) parts.push(copy());
  const extra = (spec.extraDice ?? []).map((t: DiceTerm) => formatDiceTerm(t));
  return [...parts, ...extra].join(" + ");
}
