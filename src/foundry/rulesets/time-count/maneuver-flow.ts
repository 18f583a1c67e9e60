import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { singleTarget } from "../../targets";
import type { ModifierLine } from "../definition";
import { act, type ActionPayload } from "../../actions/index";
import { cardActor } from "../../chat/card-guard";
import { completeAct } from "./clock-actions";
import { maneuverItem, needsWeapon, type ManeuverItem } from "./action-items";
import { askAttackChoices } from "./attack-dialog";
import { accuracyImpairment, attackStance, rangeCheck } from "./attack-flow";
import { cardRolls, cardSystem, postTcCard } from "./card";
import type { Posted } from "../../chat/roll-mode";
import { turnOf, type Turn } from "./clock";
import { fatigueChanges } from "./damage";
import { ruledHealth } from "../../health/ruled";
import { clockState, defenseAgainst, defenseFor } from "./defense";
import { markLines } from "./marks";
import { rollAttack, rollSpec, weaponDamageSpec } from "./rolls";
import { choicesOf, choicesPayload, type AttackChoices, type ChoicesPayload } from "./situation";
import { sizeModifierOf, tcStats, tcWeapon } from "./stats";
import { heldWeapons } from "./unarmed";

const STAT_LABEL: Record<timeCount.ManeuverAttackStat, string> = {
  weapon: "TEMPO.TimeCount.Stat.accuracy",
  melee: "TEMPO.TimeCount.Stat.accuracy",
  unarmed: "TEMPO.TimeCount.Stat.accuracy",
  strength: "TEMPO.TimeCount.Attribute.strength",
  athleticsStr: "TEMPO.TimeCount.AttackStat.athleticsStr",
  acrobaticsDex: "TEMPO.TimeCount.AttackStat.acrobaticsDex",
};

/** The weapons a special combat action may use: equipped ones (melee only for a "Melee" attack). */
function usableWeapons(actor: Actor.Implementation, m: ManeuverItem): Item.Implementation[] {
  if (!needsWeapon(m)) return [];
  const weapons = actor.items.filter((i) => {
    if (i.type !== "weapon") return false;
    const w = tcWeapon(i).weapon;
    return w.equipped && (m.stat !== "melee" || !w.ranged);
  });
  // Broken weapons (0 Durability Points) cannot be used; if every one is broken, say so by name.
  const whole = weapons.filter((i) => !timeCount.isBroken(tcWeapon(i).stats.durability));
  const broken = weapons[0];
  if (whole.length === 0 && broken)
    timeCount.ensureWeaponUsable(tcWeapon(broken).stats.durability, broken.name ?? "");
  if (whole.length === 0) throw new RuleError("TEMPO.TimeCount.Error.ManeuverNeedsWeapon");
  return whole;
}

/** The defences offered: the printed one(s), the better first when the target chooses. */
function offeredDefenses(target: Actor.Implementation, m: ManeuverItem, melee: boolean) {
  if (m.defenses.length === 0) return undefined;
  if (m.mode !== "targetChooses") return m.defenses.slice(0, 1);
  const value = (d: timeCount.Defense) => defenseAgainst(target, d, melee).value;
  return [...m.defenses].sort((a, b) => value(b) - value(a));
}

/** The attack's own lines: the stat (Accuracy, Strength...) and the printed modifier. */
function baseLines(actor: Actor.Implementation, m: ManeuverItem): ModifierLine[] {
  const s = tcStats(actor);
  const bonus = timeCount.maneuverAttackBonus(m.stat, 0, {
    accuracy: s.accuracy,
    strength: s.attributes.strength,
    dexterity: s.attributes.dexterity,
  });
  return [
    { label: STAT_LABEL[m.stat], value: bonus },
    { label: "TEMPO.TimeCount.Modifier.Maneuver", value: m.modifier },
  ];
}

/** Distract Opponent's "specific ally": the fight's other combatants (by actor uuid). */
function allyChoices(actor: Actor.Implementation, target: Actor.Implementation) {
  return (game.combat?.combatants.contents ?? []).flatMap((c) => {
    const a = c.actor;
    return a && a !== actor && a !== target ? [{ id: a.uuid, name: c.name ?? a.name ?? "" }] : [];
  });
}

interface Rolled {
  choices: AttackChoices;
  weapon: Item.Implementation | null;
}

/** The dialog: weapon, defence (the target's choice), the seed's modifiers and add-ons; null: cancelled. */
async function ask(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  item: Item.Implementation,
  m: ManeuverItem,
): Promise<AttackChoices | null> {
  const weapons = usableWeapons(actor, m);
  const first = weapons[0];
  const melee = first ? !tcWeapon(first).weapon.ranged : true;
  const defenses = offeredDefenses(target, m, melee);
  const auto =
    first && !defenses ? defenseFor(target, first, "") : defenseAgainst(target, defenses?.[0], melee);
  return askAttackChoices({
    attacker: actor,
    target,
    item,
    melee,
    autoDefense: auto.label,
    rangeIncrement: first ? tcWeapon(first).weapon.range : 0,
    ...(defenses ? { defenses } : {}),
    weapons: weapons.map((w) => ({ id: w.id ?? "", name: w.name ?? "" })),
    ...(m.maneuver.key === "distract" ? { allies: allyChoices(actor, target) } : {}),
    // The GM's own checks of the choices, in the dialog: what it refuses keeps what was typed.
    check: (choices) => void rolledWith(actor, m, choices),
  });
}

/** The choices checked against what the actor has: the weapon among its usable ones, the distraction's ally. */
function rolledWith(actor: Actor.Implementation, m: ManeuverItem, choices: AttackChoices): Rolled {
  // The distraction is a mark of the fight: inside one, it needs its ally.
  if (m.maneuver.key === "distract" && turnOf(actor) && !choices.allyId)
    throw new RuleError("TEMPO.TimeCount.Error.DistractNeedsAlly");
  const weapons = usableWeapons(actor, m);
  const weapon = weapons.find((w) => w.id === choices.weaponId) ?? weapons[0] ?? null;
  // A ranged weapon's maximum range (a disarm or a quick strike with a bow).
  rangeCheck(actor, weapon)(choices);
  return { choices, weapon };
}

/** Whether the maneuver waits for its preparation (coup de grace) before it may attack. */
function awaitsPreparation(actor: Actor.Implementation, item: Item.Implementation, m: ManeuverItem): boolean {
  const state = clockState(actor);
  const prepared = state?.marker?.kind === "maneuver" && state.marker.itemId === item.id && !state.inDelay;
  return Boolean(m.preparation) && turnOf(actor) !== null && !prepared;
}

/**
 * A special combat action from its item on the sheet, on the clicking client: a maneuver with a
 * preparation (coup de grace) first spends the preparation as a delay, with a pending marker (the
 * tracker's `act`), and attacks when it ends; otherwise the target and the dialog. Null: nothing more.
 */
export async function askManeuver(
  actor: Actor.Implementation,
  item: Item.Implementation,
): Promise<ActionPayload | null> {
  const m = maneuverItem(item);
  const turn = turnOf(actor);
  if (turn && awaitsPreparation(actor, item, m)) {
    // the preparation is its own action on the clock (the tracker's `act`), then the attack
    const { combatId, combatantId } = turn;
    await act("act", { combatId, combatantId, itemId: item.id ?? "", stage: "prepare" });
    return null;
  }
  // The hands it needs (a grab's free hand), known before any dialog (issue 30).
  timeCount.checkManeuverHands(m.maneuver.key, heldWeapons(actor));
  const target = singleTarget();
  if (target === actor) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const choices = await ask(actor, target, item, m);
  if (!choices) return null;
  rolledWith(actor, m, choices);
  return { target: target.uuid, ...choicesPayload(choices) };
}

/**
 * At the GM: the special combat action's attack, checked again (the item, its weapon, the preparation
 * spent, the attacker due now): the attack its item names (stat, printed modifier, the defence or the
 * target's choice, Vigor and Celerity for a throw) through the same card as a weapon attack; the card
 * lists what the hit and each great success do and carries the conditions and damage the GM applies
 * with its button. Inside a fight the action then completes (its SF: a class, the weapon's SF, half of
 * it, or a class shift) with its fatigue cost; outside one the actor pays the cost.
 */
export async function performManeuver(
  actor: Actor.Implementation,
  item: Item.Implementation,
  payload: ChoicesPayload & { target: string },
  posted: Posted,
): Promise<void> {
  const m = maneuverItem(item);
  if (awaitsPreparation(actor, item, m))
    throw new RuleError("TEMPO.TimeCount.Error.PrepareFirst", { name: item.name ?? "" });
  timeCount.checkManeuverHands(m.maneuver.key, heldWeapons(actor));
  const target = cardActor(payload.target);
  if (target === actor) throw new RuleError("TEMPO.Error.TargetIsSelf");
  await resolveManeuver(
    actor,
    target,
    item,
    m,
    rolledWith(actor, m, choicesOf(payload)),
    turnOf(actor),
    posted,
  );
}

async function resolveManeuver(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  item: Item.Implementation,
  m: ManeuverItem,
  { choices, weapon }: Rolled,
  turn: Turn | null,
  posted: Posted,
): Promise<void> {
  const s = tcStats(actor);
  const key = m.maneuver.key;
  const weaponLike = timeCount.isWeaponAttackStat(m.stat);
  const melee = weapon ? !tcWeapon(weapon).weapon.ranged : true;
  const named = m.defenses.find((d) => d === choices.defense) ?? m.defenses[0];
  const defense =
    named === undefined && weapon
      ? defenseFor(target, weapon, choices.defense)
      : defenseAgainst(target, named, melee);
  // Bull rush: "the defender adds his [size modifier] to his defense".
  if (key === "bullRush") defense.value += sizeModifierOf(tcStats(target));
  const alt = m.mode === "each" && m.defenses[1] ? defenseAgainst(target, m.defenses[1], melee) : null;
  const marks = markLines(actor, target, key);
  const modifiers = timeCount.attackModifierLines({
    accuracy: s.accuracy,
    melee,
    sizeModifier: weaponLike || key === "bullRush" ? sizeModifierOf(s) : 0,
    rangeIncrement: weapon ? tcWeapon(weapon).weapon.range : 0,
    stance: attackStance(actor, melee),
    impairment: weaponLike ? accuracyImpairment(actor) : 0,
    choices,
    base: baseLines(actor, m),
    marks: marks.lines,
  });
  const attack = await rollAttack(modifiers);
  const precise = weapon !== null && m.stat === "weapon" && tcWeapon(weapon).stats.precise;
  const roll = { natural: attack.natural, total: attack.total, precise };
  const result = timeCount.resolveAttack({ ...roll, defense: defense.value });
  const altResult = alt ? timeCount.resolveAttack({ ...roll, defense: alt.value }) : undefined;
  const outcome = timeCount.maneuverOutcome(m.maneuver, result, altResult);
  const spec = timeCount.maneuverDamage(outcome.damage, {
    strength: s.attributes.strength,
    dexterity: s.attributes.dexterity,
    ...(weapon ? { weapon: weaponDamageSpec(actor, weapon, choices.damageBonus + marks.damage) } : {}),
    critical: result.critical,
  });
  const hit = result.hit || altResult?.hit === true;
  const damage = hit && spec ? await rollSpec(spec.spec, spec.options) : null;
  const weaponDamage = outcome.damage.some((d) => d.kind === "weapon") && weapon;
  const system = cardSystem({
    attacker: actor,
    target,
    item,
    natural: attack.natural,
    total: attack.total,
    defense,
    modifiers,
    result: { ...result, hit },
    damage,
    turn,
    details: {
      kind: "maneuver",
      melee,
      maneuver: key,
      texts: [...outcome.texts],
      conditions: [...outcome.conditions],
      special: m.maneuver.special,
      requirements: m.maneuver.requirements,
      fatigue: m.fatigue,
      damageType: weaponDamage ? tcWeapon(weaponDamage).stats.damageType : "bludgeoning",
      nonlethal: weaponDamage ? tcWeapon(weaponDamage).stats.nonlethal : false,
      ...(alt && altResult ? { alt: { label: alt.label, value: alt.value, hit: altResult.hit } } : {}),
      ...(key === "bullRush" && result.hit ? { pushFeet: timeCount.bullRushDistance(result.margin) } : {}),
      ...(key === "distract" ? { ally: choices.allyId, distractOn: choices.distractOn } : {}),
    },
  });
  const rolls = cardRolls(attack.roll, damage?.roll);
  const message = await postTcCard(actor, system, rolls, posted);
  if (!message?.id) return;
  if (turn) {
    const payload = { itemId: item.id ?? "", weaponId: weapon?.id ?? "", messageId: message.id };
    await completeAct(turn, { ...payload, addOns: choices.addOns.join(",") }, posted);
  } else {
    const changes = fatigueChanges(s, m.fatigue);
    // the fatigue cost and the check it owes are the rules' own, not a hand edit for the health door
    if (Object.keys(changes).length) await actor.update(changes, ruledHealth());
  }
}
