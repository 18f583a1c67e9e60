import { combatRoll } from "../../../engine/index";
import type { AttackRange, DamageType } from "../../../engine/combat-roll/index";
import type { ActionInput } from "../../../engine/turns/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { assertFormula } from "../../dice";
import { conditionsOf, crItem, crStats, loadoutOf } from "./stats";
import { assertFit } from "./turn-state";

/** The sheet's Unarmed strike names this instead of an item id. */
export const UNARMED = "unarmed";

/** What a Strike or spell attack declares: checked on the attacker's client, then again at the GM. */
export interface AttackPlan {
  /** The weapon or spell; null for an unarmed Strike. */
  item: Item.Implementation | null;
  /** The card's "with …": the item's name, or "Unarmed strike". */
  itemName: string;
  /** The gear struck with, for the Fighting Style check: the weapon, "unarmed fighting", or none (a spell). */
  gear: Item.Implementation | string | undefined;
  attackKind: "strike" | "spell";
  /** The item's own range: ranged weapons, spells without the Melee Attack trait; unarmed is melee. */
  range: AttackRange;
  damageFormula: string;
  damageType: DamageType;
  targetsMind: boolean;
  /** Spells with the Melee Attack trait do not provoke opportunity attacks when cast. */
  meleeAttack: boolean;
  action: ActionInput;
}

function checkTarget(attacker: Actor.Implementation, target: Actor.Implementation): void {
  if (target === attacker || target.uuid === attacker.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
}

/**
 * A Strike without a weapon (engine `unarmedStrike`): a melee Fighting Style test that counts as the gear
 * "unarmed fighting", the actor's own damage formula or 1d3, crushing; 1 AP and one of the two attacks.
 */
function planUnarmed(attacker: Actor.Implementation, opts: { opportunity?: boolean }): AttackPlan {
  const u = combatRoll.unarmedStrike(crStats(attacker).unarmedDamage);
  assertFormula(u.damageFormula);
  return {
    item: null,
    itemName: game.i18n.localize("TEMPO.CombatRoll.Sheet.UnarmedStrike"),
    gear: u.gear,
    attackKind: u.attackKind,
    range: u.range,
    damageFormula: u.damageFormula,
    damageType: u.damageType,
    targetsMind: false,
    meleeAttack: true,
    action: combatRoll.turnAction(opts.opportunity ? "opportunity-attack" : "strike"),
  };
}

/**
 * What a foe's opportunity attack strikes with (engine `opportunityStrike`): its first held melee weapon,
 * else its fists (an unarmed Strike). `id` is what `planAttack` takes.
 */
export function opportunityWeapon(actor: Actor.Implementation): { id: string; name: string } {
  const weapon = combatRoll.meleeWeaponOf(loadoutOf(actor));
  const strike = combatRoll.opportunityStrike({ meleeWeapon: weapon !== null });
  if (strike === "weapon" && weapon) return { id: weapon.id, name: weapon.name };
  return { id: UNARMED, name: game.i18n.localize("TEMPO.CombatRoll.Sheet.UnarmedStrike") };
}

export function planAttack(
  attacker: Actor.Implementation,
  itemId: string,
  target: Actor.Implementation,
  opts: { opportunity?: boolean } = {},
): AttackPlan {
  checkTarget(attacker, target);
  // An unconscious or defeated character makes no attack, in combat or out of it.
  assertFit(attacker);
  if (itemId === UNARMED) return planUnarmed(attacker, opts);
  const item = attacker.items.get(itemId);
  if (!item || (item.type !== "weapon" && item.type !== "spell"))
    throw new RuleError("TEMPO.Error.NoSuchWeapon");
  combatRoll.assertHolding(conditionsOf(attacker), item.id ?? "", item.name ?? "");
  const stats = crItem(item);
  const system = itemSystem(item);
  const spell = item.type === "spell";
  const { attackKind, range, action } = combatRoll.attackProfile(
    {
      name: item.name ?? "",
      spell,
      equipped: !("equipped" in system) || system.equipped,
      attackTrait: stats.attackTrait,
      meleeAttack: stats.meleeAttack,
      ranged: "ranged" in system && system.ranged,
    },
    attacker.name ?? "",
    opts.opportunity,
  );
  const damageFormula = spell ? stats.damage : "damage" in system ? system.damage : "";
  // The damage is rolled only once the contest is won: a formula that cannot roll is refused now,
  // before the Strike spends its AP and attack (an empty one deals none).
  if (damageFormula !== "") assertFormula(damageFormula);
  return {
    item,
    itemName: item.name ?? "",
    gear: spell ? undefined : item,
    attackKind,
    range,
    damageFormula,
    damageType: stats.damageType,
    targetsMind: spell && stats.targetsMind,
    meleeAttack: stats.meleeAttack,
    action,
  };
}
