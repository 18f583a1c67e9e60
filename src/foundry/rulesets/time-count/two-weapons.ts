import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { tcCardOf } from "./card-data";
import { weaponSystem } from "../../data/access";
import type { IntentPayload } from "./act-payload";
import type { AttackChoices } from "./situation";
import { weaponSpeed } from "./speed";
import { tcWeapon } from "./stats";

/** The attacker's other ready melee weapons that can join `item` (not broken). */
export function secondWeapons(actor: Actor.Implementation, item: Item.Implementation): Item.Implementation[] {
  if (weaponSystem(item).ranged) return [];
  return actor.items.filter((i) => {
    if (i.type !== "weapon" || i.id === item.id) return false;
    const w = weaponSystem(i);
    return w.equipped && !w.ranged && !timeCount.isBroken(tcWeapon(i).stats.durability);
  });
}

/**
 * The weapon (uuid) of the attacker's previous weapon attack, read from the chat: its latest Time
 * Count weapon card (before `beforeId`, when given). Null when it has made none.
 */
export function previousAttackWeapon(attackerUuid: string, beforeId = ""): string | null {
  const messages = game.messages.contents;
  let end = messages.length;
  if (beforeId) {
    const at = messages.findIndex((m) => m.id === beforeId);
    if (at >= 0) end = at;
  }
  for (let i = end - 1; i >= 0; i -= 1) {
    const message = messages[i];
    const card = message ? tcCardOf(message) : null;
    if (!card || card.attacker !== attackerUuid) continue;
    if (card.details.kind === "weapon") return card.weapon;
  }
  return null;
}

/**
 * Checks the dialog's two-weapon choice by the rules (engine `checkTwoWeaponAttack`): both together
 * need another ready melee weapon against the same target; alternating needs the previous attack made
 * with another weapon. Returns the second weapon when both attack together.
 */
export function twoWeaponPlan(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  choices: AttackChoices,
  target: Actor.Implementation,
): Item.Implementation | null {
  const mode = choices.twoWeapons;
  if (mode === "none") return null;
  if (weaponSystem(item).ranged) throw new RuleError("TEMPO.TimeCount.Error.TwoWeaponsMelee");
  const second =
    mode === "together"
      ? secondWeapons(attacker, item).find((i) => i.id === choices.secondWeaponId)
      : undefined;
  timeCount.checkTwoWeaponAttack({
    mode,
    weaponId: item.uuid,
    secondWeaponId: second?.uuid ?? "",
    previousWeaponId: mode === "alternating" ? previousAttackWeapon(attacker.uuid) : null,
    targetIds: [target.uuid],
  });
  return second ?? null;
}

/**
 * At the GM: the alternating claim of an attack card checked against the chat (the attack before this
 * card was with another weapon), so a faster SF is never granted on the requester's word alone.
 */
export function checkAlternating(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  messageId: string,
): void {
  timeCount.checkTwoWeaponAttack({
    mode: "alternating",
    weaponId: item.uuid,
    previousWeaponId: previousAttackWeapon(attacker.uuid, messageId),
  });
}

/**
 * The SF of a weapon attack's turn: the weapon's; alternating two weapons one class faster (checked
 * against the chat); both together the worse of the two weapons' SFs (rolled in that order).
 */
export async function weaponTurnSpeed(
  actor: Actor.Implementation,
  item: Item.Implementation,
  payload: Pick<IntentPayload, "twoWeapons" | "messageId" | "secondItemId">,
): Promise<number> {
  const mode = payload.twoWeapons;
  if (mode === "alternating") checkAlternating(actor, item, payload.messageId.split(",")[0] ?? "");
  const first = await weaponSpeed(actor, item, timeCount.twoWeaponSpeedSteps(mode));
  if (mode !== "together") return first;
  const second = actor.items.get(payload.secondItemId);
  if (second?.type !== "weapon") throw new RuleError("TEMPO.TimeCount.Error.TwoWeaponsNeedsSecond");
  return timeCount.twoWeaponTurnSpeedFactor(mode, [first, await weaponSpeed(actor, second)]);
}
