import { RuleError } from "../../engine/core/errors";
import { activeRuleset } from "../rulesets/registry";
import type { AttackContext } from "../rulesets/definition";
import { evaluateRoll, naturalResult } from "../dice";
import { singleTarget } from "../targets";
import { createAttackCard } from "./create-card";

/**
 * An attack from a sheet button: the attacker's owner attacks the one targeted actor with a weapon.
 * Engine calls decide hit and damage; the result is ONE document write (the chat card).
 */
export async function attackWithWeapon(
  attacker: Actor.Implementation,
  weaponId: string,
): Promise<ChatMessage.Implementation | undefined> {
  const ruleset = activeRuleset();
  // A ruleset with its own "attack" sheet action (its clock, its card) takes over; the weapon
  // list's button asks it for a quick attack (no dialog of modifiers).
  const own = ruleset.sheetActions.attack;
  if (own) {
    await own(attacker, { itemId: weaponId, quick: true });
    return undefined;
  }
  if (!ruleset.attack)
    throw new RuleError("TEMPO.Error.RulesetNotPlayable", { ruleset: game.i18n.localize(ruleset.label) });
  if (!attacker.isOwner) throw new RuleError("TEMPO.Error.NotOwner", { name: attacker.name ?? "" });
  const weapon = attacker.items.get(weaponId);
  if (!weapon || weapon.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const target = singleTarget();
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");

  const ctx: AttackContext = { attacker, target, weapon };
  const plan = ruleset.attack.attackRoll(ctx);
  const attackRoll = await evaluateRoll(plan.roll);
  const natural = naturalResult(attackRoll);
  const total = attackRoll.total ?? 0;
  const outcome = ruleset.attack.resolve(ctx, natural, total, plan.defense.value);
  const rolls = [attackRoll];
  let damage: number | null = null;
  let damageFormula = "";
  if (outcome.hit) {
    const damageRoll = await evaluateRoll(ruleset.attack.damageRoll(ctx, outcome));
    rolls.push(damageRoll);
    damage = Math.max(1, damageRoll.total ?? 0);
    damageFormula = damageRoll.formula;
  }
  const system = {
    ruleset: ruleset.id,
    attacker: attacker.uuid,
    target: target.uuid,
    weapon: weapon.uuid,
    attackerName: attacker.name ?? "",
    targetName: target.name ?? "",
    weaponName: weapon.name ?? "",
    natural,
    total,
    defense: plan.defense.value,
    defenseLabel: plan.defense.label,
    modifiers: plan.modifiers,
    ...outcome,
    damage,
    damageFormula,
    applied: false,
  };
  return createAttackCard(system, rolls, attacker);
}
