import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { flag, text, type PayloadOf } from "../../actions/index";
import { singleTarget } from "../../targets";
import { askAttackChoices, quickChoices } from "./attack-dialog";
import { cardRolls, cardSystem, postAttackCards, type CardInput } from "./card";
import type { Posted } from "../../chat/roll-mode";
import { completeAct } from "./clock-actions";
import { cardActor } from "../../chat/card-guard";
import { turnOf, type Turn } from "./clock";
import { defenseFor, stanceNow } from "./defense";
import { rollAttack, rollSpec, weaponDamageSpec } from "./rolls";
import { activeImpairments } from "./settings";
import { CHOICES, choicesOf, choicesPayload, type AttackChoices } from "./situation";
import { actorAction, ON_ACTOR, TARGET } from "./actor-action";
import { markLines } from "./marks";
import { secondWeapons, twoWeaponPlan } from "./two-weapons";
import { sizeModifierOf, tcStats, tcWeapon } from "./stats";

export { defenseFor } from "./defense";

/** The attacker's stance numbers for an attack roll; a stance that forbids attacks is refused. */
export function attackStance(attacker: Actor.Implementation, melee: boolean): number {
  return timeCount.stanceAttackBonus(stanceNow(attacker), melee);
}

/** The attacker's impairment to Accuracy (bludgeoning), under the optional rule. */
export function accuracyImpairment(attacker: Actor.Implementation): number {
  return timeCount.impairmentPenalties(activeImpairments(tcStats(attacker).impairments)).accuracy;
}

/** The attacker's weapon for this attack, checked usable (not broken, a damage formula the engine takes). */
function usableWeapon(attacker: Actor.Implementation, itemId: string): Item.Implementation {
  const item = attacker.items.get(itemId);
  if (!item || item.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
  // A weapon broken by fumbles (0 Durability Points) cannot attack until repaired.
  timeCount.ensureWeaponUsable(tcWeapon(item).stats.durability, item.name ?? "");
  // A damage formula the engine refuses (too many dice, malformed) stops the attack before any roll.
  weaponDamageSpec(attacker, item);
  return item;
}

/**
 * A weapon's maximum range (Range Penalties: missiles 10 increments, thrown 10 plus the attacker's
 * Strength), as a check of the dialog's distance; none for a melee weapon.
 */
export function rangeCheck(
  attacker: Actor.Implementation,
  item: Item.Implementation | null,
): (choices: AttackChoices) => void {
  if (!item) return () => undefined;
  const { weapon, stats } = tcWeapon(item);
  if (!weapon.ranged || weapon.range <= 0) return () => undefined;
  const strength = tcStats(attacker).attributes.strength;
  return (choices) =>
    timeCount.checkRange({
      distanceFeet: choices.distance,
      incrementFeet: weapon.range,
      kind: stats.rangedKind === "thrown" ? "thrown" : "missile",
      strength,
    });
}

/** What an attack with a weapon sends: the weapon, quick (no dialog), the target and the dialog's choices. */
const ATTACK = { ...ON_ACTOR, itemId: text(), quick: flag(), ...TARGET, ...CHOICES };
type AttackPayload = PayloadOf<typeof ATTACK>;

/**
 * A weapon attack under the Time Count, on the clicking client: the weapon and the turn checked first,
 * then the dialog of the seed's modifiers (skipped for a quick attack: the weapon list's button, `quick`
 * in the payload). Returns the target and the choices for the GM, or null (cancelled).
 */
async function askWeaponAttack(attacker: Actor.Implementation, payload: AttackPayload) {
  const item = usableWeapon(attacker, payload.itemId);
  const target = singleTarget();
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const { weapon } = tcWeapon(item);
  const melee = !weapon.ranged;
  attackStance(attacker, melee);
  turnOf(attacker);
  const seconds = melee ? secondWeapons(attacker, item) : [];
  const choices = payload.quick
    ? quickChoices()
    : await askAttackChoices({
        attacker,
        target,
        item,
        melee,
        autoDefense: defenseFor(target, item, "").label,
        rangeIncrement: weapon.range,
        seconds: seconds.map((i) => ({ id: i.id ?? "", name: i.name ?? "" })),
        check: rangeCheck(attacker, item),
      });
  return choices ? { target: target.uuid, ...choicesPayload(choices) } : null;
}

/**
 * At the GM: the weapon attack asked for. Everything is checked again here (the weapon, the stance, the
 * attacker due now inside a running fight) before the attack roll against the right defence, hit / miss
 * / critical / fumble and the damage roll, each an engine call; ONE write (the card, or both cards of two
 * weapons together in one batch). Inside a running fight the attacker's next turn then moves on (the
 * weapon's SF, add-ons): one Combatant write.
 */
async function performWeaponAttack(attacker: Actor.Implementation, payload: AttackPayload, posted: Posted) {
  const item = usableWeapon(attacker, payload.itemId);
  const target = cardActor(payload.target);
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const melee = !tcWeapon(item).weapon.ranged;
  const stance = attackStance(attacker, melee);
  const turn = turnOf(attacker);
  const choices = choicesOf(payload);
  rangeCheck(attacker, item)(choices);
  const second = twoWeaponPlan(attacker, item, choices, target);
  const input = { attacker, target, choices, stance, turn, melee };
  // Both weapons together: two attack rolls, two cards in one batch.
  const cards = [await weaponCard({ ...input, item })];
  if (second) cards.push(await weaponCard({ ...input, item: second }));
  const ids = await postAttackCards(attacker, cards, posted);
  if (!ids || !turn) return;
  await completeAct(
    turn,
    {
      itemId: item.id ?? "",
      messageId: ids.join(","),
      twoWeapons: choices.twoWeapons,
      secondItemId: second?.id ?? "",
      addOns: choices.addOns.join(","),
    },
    posted,
  );
}

interface WeaponCardInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  item: Item.Implementation;
  choices: AttackChoices;
  stance: number;
  turn: Turn | null;
  melee: boolean;
}

/** One weapon's attack against the right defence (the chosen one, the weapon's, or the usual one). */
function weaponCard(input: WeaponCardInput) {
  const { attacker, item, choices } = input;
  const { weapon, stats: w } = tcWeapon(item);
  return strikeCard({
    ...input,
    defense: defenseFor(input.target, item, choices.defense),
    rangeIncrement: weapon.range,
    precise: w.precise,
    damage: (bonus) => weaponDamageSpec(attacker, item, bonus),
    details: { damageType: w.damageType, nonlethal: w.nonlethal },
  });
}

/** What a strike's card takes beyond the attack's own choices: weapon and unarmed strikes differ only here. */
export interface StrikeCardInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  item: CardInput["item"];
  choices: AttackChoices;
  stance: number;
  turn: Turn | null;
  melee: boolean;
  defense: CardInput["defense"];
  rangeIncrement: number;
  precise?: boolean;
  /** The damage dice, given the dialog's bonus plus the marks' (feint). */
  damage: (bonus: number) => timeCount.DamageSpec;
  /** The card's own details (damage type, nonlethal, unarmed). */
  details: Omit<CardInput["details"], "kind" | "melee">;
}

/** One strike's attack roll against its defence, its outcome and damage: the card's data. */
export async function strikeCard(input: StrikeCardInput) {
  const { attacker, target, choices } = input;
  const s = tcStats(attacker);
  const marks = markLines(attacker, target);
  const modifiers = timeCount.attackModifierLines({
    accuracy: s.accuracy,
    melee: input.melee,
    sizeModifier: sizeModifierOf(s),
    rangeIncrement: input.rangeIncrement,
    stance: input.stance,
    impairment: accuracyImpairment(attacker),
    choices,
    marks: marks.lines,
  });
  const attack = await rollAttack(modifiers);
  const result = timeCount.resolveAttack({
    natural: attack.natural,
    total: attack.total,
    defense: input.defense.value,
    precise: input.precise === true,
  });
  const damage = result.hit
    ? await rollSpec(input.damage(choices.damageBonus + marks.damage), {
        critical: result.critical,
        multiplier: choices.multiplier,
      })
    : null;
  const system = cardSystem({
    attacker,
    target,
    item: input.item,
    natural: attack.natural,
    total: attack.total,
    defense: input.defense,
    modifiers,
    result,
    damage,
    turn: input.turn,
    details: {
      kind: "weapon",
      melee: input.melee,
      multiplier: choices.multiplier,
      ...input.details,
      ...(choices.twoWeapons !== "none" ? { twoWeapons: choices.twoWeapons } : {}),
    },
  });
  return { system, rolls: cardRolls(attack.roll, damage?.roll) };
}

/** "Attack" with a weapon (the sheet's weapon list, a macro): one action, from the click to the rules. */
export const attack = actorAction("attack", ATTACK, { ask: askWeaponAttack, perform: performWeaponAttack });
