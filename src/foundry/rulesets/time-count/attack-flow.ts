import { scriptedDice, timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { createAttackCard } from "../../chat/create-card";
import { evaluateRoll, naturalResult } from "../../dice";
import { requestGM } from "../../socket";
import { singleTarget } from "../../targets";
import type { RequestPayload } from "../definition";
import { askAttackChoices } from "./attack-dialog";
import { activeCombatantOf, isUnsteady, timelineOf } from "./clock";
import { attackModifierLines, readChoices, sumLines, type AttackChoices } from "./situation";
import { diceResults } from "./speed";
import {
  isDefense,
  isStance,
  sizeModifierOf,
  tcStats,
  tcWeapon,
  weaponAttributeBonus,
  wieldsMeleeWeapon,
} from "./stats";

/** Which defence the attack targets, and its value with the defender's stance. */
export function defenseFor(target: Actor.Implementation, item: Item.Implementation, chosen: string) {
  const s = tcStats(target);
  const { weapon, stats: w } = tcWeapon(item);
  const melee = !weapon.ranged;
  const stance = isStance(s.stance) ? timeCount.stanceModifiers(s.stance) : null;
  const named = isDefense(chosen) ? chosen : isDefense(w.defense) ? w.defense : undefined;
  const key = timeCount.targetedDefense(
    named,
    {
      unsteady: isUnsteady(target, s),
      immobile: s.conditions.immobile || stance?.immobile === true,
      spellcasting: stance?.usesPassiveDefense === true,
      wieldingMeleeWeapon: wieldsMeleeWeapon(target),
      unarmedTraining: s.unarmedTraining,
    },
    melee,
  );
  let value = s.defenses[key];
  if (stance && (key === "primary" || key === "passive")) {
    value +=
      (key === "primary" ? stance.primaryDefense : 0) +
      (melee ? stance.defenseVsMelee : stance.defenseVsRanged);
  }
  const label = `TEMPO.TimeCount.Defense.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return { key, value, label };
}

/** The Time Count combat turn this attack belongs to, or null outside a running Time Count fight. */
function turnOf(attacker: Actor.Implementation) {
  const combatant = activeCombatantOf(attacker);
  const combat = game.combat;
  if (!combat || !combatant?.id || !combat.started || combatant.clock?.nextCount === null) return null;
  if (!timeCount.isDueNow(timelineOf(combat), combatant.id))
    throw new RuleError("TEMPO.TimeCount.Error.NotYourTurn", { id: combatant.name ?? "" });
  return { combatId: combat.id ?? "", combatantId: combatant.id };
}

async function rollDamage(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  critical: boolean,
  choices: AttackChoices,
) {
  const s = tcStats(attacker);
  const { weapon, stats: w } = tcWeapon(item);
  const spec = {
    weapon: [timeCount.parseDiceTerm(weapon.damage)],
    attribute: weaponAttributeBonus(s, item),
    power: s.power + timeCount.impairmentPenalties(s.impairments).power,
    modifiers: choices.damageBonus,
    extraDice: w.extraDamage ? [timeCount.parseDiceTerm(w.extraDamage)] : [],
  };
  const options = { critical, multiplier: choices.multiplier };
  const formula = timeCount.damageFormula(spec, options);
  const roll = await evaluateRoll({ formula, data: {} });
  const damage = timeCount.rollDamage(spec, options, scriptedDice(diceResults(roll)));
  return { roll, formula, total: damage.total };
}

/**
 * A weapon attack under the Time Count, from a sheet button: the dialog of the seed's modifiers
 * (skipped for a quick attack: the weapon list's button, `quick` in the payload),
 * the attack roll against the right defence, hit / miss / critical / fumble and the damage roll,
 * each an engine call; ONE write (the card). Inside a running fight the attacker must be due now,
 * and the card then asks the GM to move its next turn on (the weapon's SF): one Combatant write.
 */
export async function timeCountAttack(
  attacker: Actor.Implementation,
  payload: RequestPayload,
): Promise<void> {
  if (!attacker.isOwner) throw new RuleError("TEMPO.Error.NotOwner", { name: attacker.name ?? "" });
  const item = attacker.items.get(String(payload.itemId ?? ""));
  if (!item || item.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const target = singleTarget();
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const s = tcStats(attacker);
  const stance = isStance(s.stance) ? timeCount.stanceModifiers(s.stance) : null;
  if (stance && !stance.canAttack) throw new RuleError("TEMPO.TimeCount.Error.StanceCannotAttack");
  const turn = turnOf(attacker);
  const { weapon, stats: w } = tcWeapon(item);
  const melee = !weapon.ranged;
  const auto = defenseFor(target, item, "");
  const choices = payload.quick
    ? readChoices(() => null)
    : await askAttackChoices({
        attacker,
        target,
        item,
        melee,
        autoDefense: auto.label,
        rangeIncrement: weapon.range,
      });
  if (!choices) return;

  const defense = defenseFor(target, item, choices.defense);
  const modifiers = attackModifierLines({
    accuracy: s.accuracy,
    melee,
    sizeModifier: sizeModifierOf(s),
    rangeIncrement: weapon.range,
    stance: (stance?.attack ?? 0) + (melee ? (stance?.meleeAttack ?? 0) : 0),
    impairment: timeCount.impairmentPenalties(s.impairments).accuracy,
    choices,
  });
  const attackRoll = await evaluateRoll({
    formula: "1d20 + @modifier",
    data: { modifier: sumLines(modifiers) },
  });
  const natural = naturalResult(attackRoll);
  const total = attackRoll.total ?? 0;
  const outcome = timeCount.resolveAttack({ natural, total, defense: defense.value, precise: w.precise });
  const rolls = [attackRoll];
  let damage: number | null = null;
  let damageFormula = "";
  if (outcome.hit) {
    const dmg = await rollDamage(attacker, item, outcome.critical, choices);
    rolls.push(dmg.roll);
    damage = dmg.total;
    damageFormula = dmg.formula;
  }
  const message = await createAttackCard(
    {
      ruleset: "time-count",
      attacker: attacker.uuid,
      target: target.uuid,
      weapon: item.uuid,
      attackerName: attacker.name ?? "",
      targetName: target.name ?? "",
      weaponName: item.name ?? "",
      natural,
      total,
      defense: defense.value,
      defenseLabel: defense.label,
      modifiers,
      hit: outcome.hit,
      critical: outcome.critical,
      fumble: outcome.fumble,
      damage,
      damageFormula,
      applied: false,
      details: { defense: defense.key, margin: outcome.margin, multiplier: choices.multiplier, melee },
    },
    rolls,
    attacker,
  );
  if (turn && message?.id) {
    await requestGM("clock", { ...turn, clockAction: "act", itemId: item.id ?? "", messageId: message.id });
  }
}
