import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { createAttackCard } from "../../chat/create-card";
import { requestGM } from "../../socket";
import { singleTarget } from "../../targets";
import type { RequestPayload } from "../definition";
import { askAttackChoices, quickChoices } from "./attack-dialog";
import { cardRolls, cardSystem } from "./card";
import { turnOf, type Turn } from "./clock";
import { defenseFor, stanceNow } from "./defense";
import { rollAttack, rollSpec, weaponDamageSpec } from "./rolls";
import { activeImpairments } from "./settings";
import { attackModifierLines, type AttackChoices } from "./situation";
import { sizeModifierOf, tcStats, tcWeapon } from "./stats";

export { defenseFor } from "./defense";

/** The attacker's stance numbers for an attack roll; a stance that forbids attacks is refused. */
export function attackStance(attacker: Actor.Implementation, melee: boolean): number {
  const stance = stanceNow(attacker);
  if (stance && !stance.canAttack) throw new RuleError("TEMPO.TimeCount.Error.StanceCannotAttack");
  return (stance?.attack ?? 0) + (melee ? (stance?.meleeAttack ?? 0) : 0);
}

/** The attacker's impairment to Accuracy (bludgeoning), under the optional rule. */
export function accuracyImpairment(attacker: Actor.Implementation): number {
  return timeCount.impairmentPenalties(activeImpairments(tcStats(attacker).impairments)).accuracy;
}

/** Asks the GM to complete the attacker's action on the Time Count (SF, add-ons, costs). */
export async function requestAct(turn: Turn | null, payload: RequestPayload): Promise<void> {
  if (!turn) return;
  await requestGM("clock", {
    combatId: turn.combatId,
    combatantId: turn.combatantId,
    clockAction: "act",
    ...payload,
  });
}

/** The add-ons of a dialog as a payload field. */
export function addOnsPayload(choices: AttackChoices): RequestPayload {
  return choices.addOns.length ? { addOns: choices.addOns.join(",") } : {};
}

/**
 * A weapon attack under the Time Count, from a sheet button: the dialog of the seed's modifiers
 * (skipped for a quick attack: the weapon list's button, `quick` in the payload), the attack roll
 * against the right defence, hit / miss / critical / fumble and the damage roll, each an engine
 * call; ONE write (the card). Inside a running fight the attacker must be due now, and the card then
 * asks the GM to move its next turn on (the weapon's SF, add-ons): one Combatant write.
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
  const { weapon, stats: w } = tcWeapon(item);
  const melee = !weapon.ranged;
  const stance = attackStance(attacker, melee);
  const turn = turnOf(attacker);
  const auto = defenseFor(target, item, "");
  const choices = payload.quick
    ? quickChoices()
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
    stance,
    impairment: accuracyImpairment(attacker),
    choices,
  });
  const attack = await rollAttack(modifiers);
  const result = timeCount.resolveAttack({
    natural: attack.natural,
    total: attack.total,
    defense: defense.value,
    precise: w.precise,
  });
  const damage = result.hit
    ? await rollSpec(weaponDamageSpec(attacker, item, choices.damageBonus), {
        critical: result.critical,
        multiplier: choices.multiplier,
      })
    : null;
  const system = cardSystem({
    attacker,
    target,
    item,
    natural: attack.natural,
    total: attack.total,
    defense,
    modifiers,
    result,
    damage,
    turn,
    details: {
      kind: "weapon",
      melee,
      multiplier: choices.multiplier,
      damageType: w.damageType,
      nonlethal: w.nonlethal,
    },
  });
  const message = await createAttackCard(system, cardRolls(attack.roll, damage?.roll), attacker);
  if (message?.id)
    await requestAct(turn, { itemId: item.id ?? "", messageId: message.id, ...addOnsPayload(choices) });
}
