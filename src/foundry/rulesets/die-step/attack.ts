// The attack card: declared by the attacker (AP spent, defences the rules allow fixed), then the
// defender's owner or the GM picks passive or one active defence before both dice roll.
import { dieStep } from "../../../engine/index";
import type { AttackKind, DefenseKind, Reason, RollMode, RollSituation } from "../../../engine/die-step/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor, once, requireRole } from "../../chat/card-guard";
import { DS_CARD_TYPE, DsCardData, NO_ROLL, type DsCard } from "./card-data";
import { renderCard } from "./card-view";
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
} from "./stats";
import type { DieStat } from "./fields";
import { dsTurnOf, mayInterrupt, postLine, rollDie, spendAp, spendText, turnWrite, type ChatMode } from "./turn";

export type AttackAction = "attack" | "unarmed" | "grab";

/** A stored roll mode, checked. */
function modeOf(stored: string): RollMode {
  return stored === "advantage" || stored === "disadvantage" ? stored : "normal";
}

const reasonsOf = (reasons: Reason[]) => reasons.map((r) => `${r.effect}:${r.id}`);

/** Whether the two are grappling each other (either holds the other). */
function partners(a: Actor.Implementation, b: Actor.Implementation): boolean {
  return dsStats(a).heldBy === b.uuid || dsStats(b).heldBy === a.uuid;
}

/** The card's data or a RuleError when the message is not a Die-Step card of `kind`. */
export function dsCardOf(message: ChatMessage.Implementation, kind: DsCard["kind"] = "attack"): DsCard {
  const system: unknown = message.system;
  if (!(system instanceof DsCardData)) throw new RuleError("TEMPO.Error.MissingCard");
  const card = system.toObject() as unknown as DsCard;
  if (card.kind !== kind) throw new RuleError("TEMPO.Error.MissingCard");
  return card;
}

export async function writeCard(message: ChatMessage.Implementation, card: DsCard): Promise<void> {
  await message.update({ system: card, content: await renderCard(card) } as ChatMessage.UpdateData);
}

export async function createCard(speaker: Actor.Implementation, card: DsCard): Promise<void> {
  await ChatMessage.create({
    type: DS_CARD_TYPE,
    speaker: ChatMessage.getSpeaker({ actor: speaker }),
    content: await renderCard(card),
    system: card,
  } as ChatMessage.CreateData);
}

/** The weapon struck with: the named item, else the first equipped melee weapon. */
function weaponOf(attacker: Actor.Implementation, itemId: string): Item.Implementation {
  const item = itemId ? attacker.items.get(itemId) : meleeWeapon(attacker);
  if (!item || (item.type !== "weapon" && item.type !== "spell")) throw new RuleError("TEMPO.Error.NoSuchWeapon");
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
  opts: { action: AttackAction; itemId: string; opportunity: boolean },
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  requireRole(attacker.uuid, requester, attacker.name ?? "");
  if (target.uuid === attacker.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const item = opts.action === "attack" ? weaponOf(attacker, opts.itemId) : null;
  const w = item ? dsItem(item) : null;
  const attack: AttackKind = dieStep.assertAttackKind(w?.attack ?? "melee");
  if (opts.opportunity && !dieStep.opportunityAttackAllowed(attack, true))
    throw new RuleError("TEMPO.DieStep.Error.OpportunityMelee");
  const die =
    opts.action === "attack" ? dieOf(attacker, (w?.roll ?? "att") as DieStat) : dieStep.unarmedDie(dieOf(attacker, "str"));
  const e = dsTurnOf(attacker);
  const category = opts.opportunity ? "interrupt" : "major";
  const state = e ? spendAp(e, category) : null;
  const targetWeapon = meleeWeapon(target);
  const sit: RollSituation = {
    roll: "attack",
    self: fullRollerState(attacker),
    attack,
    grapplePartner: partners(attacker, target),
    firearmOrCrossbow: w?.firearmOrCrossbow ?? false,
    oneHandedMelee: attack === "melee" && !(w?.twoHanded ?? false),
    targetMounted: dsStats(target).mounted,
    targetLongWeapon: targetWeapon ? dsItem(targetWeapon).long : false,
  };
  const situation = dieStep.rollSituation(sit);
  const options = dieStep.defenseOptions({
    attack,
    shield: hasShield(target),
    meleeWeapon: targetWeapon !== null,
    aware: !hasDsCondition(target, "unaware"),
    rider: dsStats(target).mounted,
    cannotAct: cannotAct(target) || hasDsCondition(target, "helpless") || hasDsCondition(target, "stunned"),
    nextTurnAp: mayInterrupt(target) ? 1 : 0,
  });
  const card: DsCard = {
    ruleset: "die-step",
    kind: "attack",
    combatId: e?.combat.id ?? "",
    attacker: attacker.uuid,
    target: target.uuid,
    attackerName: attacker.name ?? "",
    targetName: target.name ?? "",
    itemName: item?.name ?? "",
    attack,
    action: opts.action,
    defenseStat: opts.action === "grab" ? "str" : (w?.defense ?? "def"),
    minimum: w?.rangeMinimum ?? "",
    // unarmed strikes are lethal only against the unconscious; a grab does no damage
    lethal: opts.action === "attack" || (opts.action === "unarmed" && dsStats(target).hp.value === 0),
    opportunity: opts.opportunity,
    options: options.map((o) => ({ kind: o.kind, allowed: o.allowed, reason: o.reason ?? "" })),
    attackReasons: reasonsOf(situation.reasons),
    defenseReasons: [],
    defense: "",
    attackRoll: { ...NO_ROLL, die, mode: situation.mode },
    defenseRoll: { ...NO_ROLL },
    successes: 0,
    damage: 0,
    hpAfter: dsStats(target).hp.value,
    knockOut: false,
    death: "",
    survivalPending: false,
    hold: "",
    trigger: "",
    offers: [],
  };
  const provokes =
    opts.action !== "attack" && targetWeapon !== null
      ? opts.action === "unarmed"
        ? "unarmed-vs-armed"
        : "grab-vs-armed"
      : attack === "ranged" && !opts.opportunity
        ? "aim-ranged"
        : null;
  await turnWrite(e, state)?.();
  // "will provoke an opportunity attack (before the strike is attempted)"
  if (provokes) await postOffer(attacker, provokes, provokes === "aim-ranged" ? null : target);
  await createCard(attacker, card);
  await postLine(attacker, spendText(attacker, `TEMPO.DieStep.Action.${opts.opportunity ? "opportunity" : opts.action}`, category), mode);
}

/** The defence's die and mode: passive (DEF, PRE, FOR; STR against a grab) or block / parry / dodge. */
function defenseDie(card: DsCard, kind: "passive" | DefenseKind, attacker: Actor.Implementation, target: Actor.Implementation) {
  const attack = dieStep.assertAttackKind(card.attack);
  const self = fullRollerState(target);
  const weapon = meleeWeapon(target);
  const base = { self, attack, grapplePartner: partners(attacker, target) };
  if (kind === "passive") {
    const s = dieStep.rollSituation({ ...base, roll: "passive-defense" });
    const pd = dieStep.passiveDefense({
      die: dieOf(target, card.defenseStat as DieStat),
      attack,
      helpless: self.helpless === true,
      unaware: self.unaware === true,
      prone: self.prone === true,
      disadvantaged: s.disadvantage,
      rangedMinimum: card.minimum ? dieStep.assertDie(card.minimum) : undefined,
    });
    const mode = pd.minimum ? "normal" : dieStep.rollMode(s.advantage, pd.disadvantage);
    return { die: pd.die, mode, reasons: pd.minimum ? [] : s.reasons };
  }
  const { die } = dieStep.activeDefenseRoll(kind, {
    def: dieOf(target, "def"),
    att: dieOf(target, "att"),
    ref: dieOf(target, "ref"),
  });
  const s = dieStep.rollSituation({
    ...base,
    roll: kind,
    giantOpponent: dsStats(attacker).giant,
    unarmedVsWeapon: weapon === null && card.action === "attack",
    weaponCannotParry: weapon !== null && !dsItem(weapon).canParry,
  });
  return { die, mode: s.mode, reasons: s.reasons };
}

/**
 * The defender's choice, made before anyone rolls: passive (no action) or an allowed active defence (a
 * minor interrupt, 1 AP from the NEXT turn outside one's own turn). Then both Rolls, the contest, the hit
 * (damage, knock-out, instant death, minions, survival owed) or the grab's hold.
 * Writes: the combat (interrupt), the target actor, the card, and the dice line.
 */
export async function defend(
  message: ChatMessage.Implementation,
  kind: string,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  await once(message, "defend", async () => {
    const card = dsCardOf(message);
    if (card.defense !== "") throw new RuleError("TEMPO.Error.AlreadyApplied");
    requireRole(card.target, requester, card.targetName);
    const option = card.options.find((o) => o.kind === kind);
    if (kind !== "passive" && !option?.allowed)
      throw new RuleError("TEMPO.DieStep.Error.DefenseNotAllowed", { kind, reason: option?.reason ?? "" });
    const attacker = cardActor(card.attacker);
    const target = cardActor(card.target);
    const e = kind === "passive" ? null : dsTurnOf(target);
    const state = e ? spendAp(e, "interrupt") : null;
    const d = defenseDie(card, kind === "passive" ? "passive" : dieStep.assertDefenseKind(kind), attacker, target);
    const a = await rollDie(dieStep.assertDie(card.attackRoll.die), modeOf(card.attackRoll.mode));
    const dr = await rollDie(d.die, d.mode);
    const s = dsStats(target);
    const next: DsCard = {
      ...card,
      defense: kind,
      defenseReasons: reasonsOf(d.reasons),
      attackRoll: { ...a.dieRoll, results: [...a.dieRoll.results], kept: a.kept },
      defenseRoll: { ...dr.dieRoll, results: [...dr.dieRoll.results], kept: dr.kept },
    };
    const p = "system.stats.dieStep";
    let update: Record<string, unknown> | null = null;
    if (card.action === "grab") {
      const c = dieStep.resolveContest(a.dieRoll, dr.dieRoll);
      next.successes = c.successes;
      next.hold = dieStep.grappleResult(c.successes);
      if (next.hold !== "none") update = { [`${p}.heldBy`]: attacker.uuid, [`${p}.hold`]: next.hold };
    } else {
      const r = dieStep.resolveAttack({
        attack: a.dieRoll,
        defense: dr.dieRoll,
        target: { hp: s.hp.value, maxHp: s.hp.max, mp: s.mp.value, knockedOut: s.hp.value === 0, minion: s.minion },
        lethal: card.lethal,
      });
      next.successes = r.contest.successes;
      if (r.hit) {
        Object.assign(next, { damage: r.contest.damage, hpAfter: r.hit.hp, knockOut: r.hit.knockOut, death: r.hit.death ?? "", survivalPending: r.hit.survivalPending });
        update = { [`${p}.hp.value`]: r.hit.hp, [`${p}.mp.value`]: r.hit.mp };
        if (r.hit.survivalPending) update[`${p}.survivalPending`] = true;
        if (r.hit.dead) update[`${p}.wound`] = "dead";
      }
    }
    await turnWrite(e, state)?.();
    if (update) await target.update(update as Actor.UpdateData);
    await writeCard(message, next);
    if (kind !== "passive") await postLine(target, spendText(target, `TEMPO.DieStep.Defense.${kind}`, "interrupt"), mode);
    const line = game.i18n.format("TEMPO.DieStep.Line.Contest", {
      attacker: card.attackerName,
      target: card.targetName,
      attack: a.kept,
      defense: dr.kept,
    });
    await postLine(attacker, line, mode, [a.roll, dr.roll]);
  });
}
