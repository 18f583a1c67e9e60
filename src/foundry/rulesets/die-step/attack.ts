// The attack card: declared by the attacker (AP spent, defences the rules allow fixed), then the
// defender's owner or the GM picks passive or one active defence before both dice roll.
import { displayName } from "../../combatants";
import { dieStep } from "../../../engine/index";
import type { AttackAction } from "../../../engine/die-step/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor, requireRole } from "../../chat/card-guard";
import { blankCard, type DsCard } from "./card-data";
import { createCard, dsCardOf, writeCard } from "./card-write";
import { mountActorOf } from "./mount";
import { postOffer } from "./opportunity";
import {
  cannotAct,
  dieOf,
  dsItem,
  dsStats,
  fullRollerState,
  hasDsCondition,
  hasShield,
  meleeWeapon,
  standingOf,
} from "./stats";
import type { DieStat } from "./fields";
import type { ChatMode } from "./line";
import { dsTurnOf, mayInterrupt, spendAp, turnWrite } from "./turn";

export type { AttackAction };

/** Whether the two are grappling each other (engine `grapplePartners`). */
export function partners(a: Actor.Implementation, b: Actor.Implementation): boolean {
  return dieStep.grapplePartners({ uuid: a.uuid, ...standingOf(a) }, { uuid: b.uuid, ...standingOf(b) });
}

/** The weapon struck with: the named item, else the first equipped melee weapon. */
function weaponOf(attacker: Actor.Implementation, itemId: string): Item.Implementation {
  const item = itemId ? attacker.items.get(itemId) : meleeWeapon(attacker);
  if (!item || (item.type !== "weapon" && item.type !== "spell"))
    throw new RuleError("TEMPO.Error.NoSuchWeapon");
  return item;
}

/**
 * Declares an attack (a major action; an interrupt for an opportunity attack): AP spent, the attack's
 * die and situation, the defences the target may choose. Unarmed strikes and grabs against an armed
 * foe, and aiming a ranged attack, first offer opportunity attacks. Writes: the combat, the cards, a line.
 */
export async function declareAttack(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  opts: { action: AttackAction; itemId: string; opportunity: boolean; lethalGround?: boolean },
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  requireRole(attacker.uuid, requester, attacker.name ?? "");
  if (target.uuid === attacker.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
  // outside a combat too (inside one, the shared shell's assertMayAct refuses the spending)
  dieStep.assertMayAct(standingOf(attacker), attacker.name ?? "");
  const item = opts.action === "attack" ? weaponOf(attacker, opts.itemId) : null;
  const w = item ? dsItem(item) : null;
  const targetWeapon = meleeWeapon(target);
  // knocked out, helpless or stunned: no active defence; "Mounts can dodge for both themselves and the rider"
  const actively = (a: Actor.Implementation) =>
    dieStep.defendsActively({
      cannotAct: cannotAct(a),
      helpless: hasDsCondition(a, "helpless"),
      stunned: hasDsCondition(a, "stunned"),
    });
  const mount = mountActorOf(target);
  const d = dieStep.declareAttack({
    action: opts.action,
    opportunity: opts.opportunity,
    attacker: { ...fullRollerState(attacker), str: dieOf(attacker, "str") },
    weapon: w ? { ...w, die: dieOf(attacker, w.roll as DieStat) } : undefined,
    target: {
      knockedOut: dsStats(target).hp.value === 0,
      mounted: dsStats(target).mounted,
      shield: hasShield(target),
      armed: targetWeapon !== null,
      longWeapon: targetWeapon ? dsItem(targetWeapon).long : false,
      aware: !hasDsCondition(target, "unaware"),
      cannotAct: !actively(target),
      nextTurnAp: mayInterrupt(target) ? 1 : 0,
      mountDodges: mount !== null && actively(mount),
      // which die each defence rolls (a rider's dodge: its mount's REF)
      dice: {
        passive: dieOf(target, dieStep.passiveStat(opts.action, w?.defense) as DieStat),
        def: dieOf(target, "def"),
        att: dieOf(target, "att"),
        ref: dieOf(mount ?? target, "ref"),
      },
      helpless: hasDsCondition(target, "helpless"),
      unaware: hasDsCondition(target, "unaware"),
      prone: hasDsCondition(target, "prone"),
    },
    rangedMinimum: w?.rangeMinimum ? dieStep.assertDie(w.rangeMinimum) : undefined,
    grapplePartner: partners(attacker, target),
    lethalGround: opts.lethalGround === true,
  });
  const e = dsTurnOf(attacker);
  const state = e ? spendAp(e, d.category) : null;
  const card: DsCard = {
    ...blankCard("attack"),
    combatId: e?.combat.id ?? "",
    attacker: attacker.uuid,
    target: target.uuid,
    attackerName: displayName(attacker),
    targetName: displayName(target),
    itemName: item?.name ?? "",
    attack: d.attack,
    action: opts.action,
    defenseStat: d.defenseStat,
    minimum: w?.rangeMinimum ?? "",
    lethal: d.lethal,
    opportunity: opts.opportunity,
    options: d.options.map((o) => ({
      kind: o.kind,
      allowed: o.allowed,
      reason: o.reason ?? "",
      die: d.defenseDice?.[o.kind] ?? "",
    })),
    passiveDie: d.defenseDice?.passive.die ?? "",
    passiveMinimum: d.defenseDice?.passive.minimum ?? false,
    attackReasons: dieStep.reasonKeys(d.reasons),
    attackRoll: { die: d.die, mode: d.mode, results: [], kept: 0 },
    hpAfter: dsStats(target).hp.value,
  };
  const provokes = d.provokes;
  await turnWrite(e, state)?.();
  // "will provoke an opportunity attack (before the strike is attempted)"
  if (provokes) await postOffer(attacker, provokes, provokes === "aim-ranged" ? null : target, mode);
  await createCard(attacker, card, mode, [attacker, target]);
}

/** A foe takes its offer: the offer is marked taken and its opportunity attack card is declared. */
export async function takeOffer(
  message: ChatMessage.Implementation,
  foeUuid: string,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  const card = dsCardOf(message, "opportunity");
  const offer = dieStep.openOffer(card.offers, foeUuid);
  requireRole(foeUuid, requester, offer.name);
  await declareAttack(
    cardActor(foeUuid),
    cardActor(card.attacker),
    { action: "attack", itemId: "", opportunity: true },
    requester,
    mode,
  );
  await writeCard(message, { ...card, offers: dieStep.withOfferTaken(card.offers, foeUuid) });
}
