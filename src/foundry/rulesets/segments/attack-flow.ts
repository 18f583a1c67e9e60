// A Segmented Rounds weapon (or unarmed form) attack: the dialog on the clicking client (attack-ask.ts),
// then at the GM the d20 against armour class and the damage, each an engine call, on the GM's card.
import { scriptedDice, segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { Posted } from "../../chat/roll-mode";
import { evaluateRoll, naturalResult } from "../../dice";
import type { StrikeAnswer, StrikePayload } from "./strike-payload";
import { assertMayAttack, diceResults, roundContext, type RoundContext } from "./attack-context";
import { askStrike, checkLanceCharge } from "./attack-ask";
import { postStrikeCard, strikeAt } from "./attack-card";
import { countAttack, type CountedAttack } from "./attack-count";
import { heldStepNow, type HeldBlow } from "./held-damage";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, sgStats } from "./stats";
import { chooseTarget, type TargetChoice } from "./target-pick";

export async function rollDamage(
  attacker: segments.SegmentsActorStats,
  weapon: segments.SegmentsWeaponStats | undefined,
  choices: AttackChoices,
) {
  const dice = segments.damageDiceOf(choices.form, weapon);
  const roll =
    dice.count > 0 ? await evaluateRoll({ formula: `${dice.count}d${dice.faces}`, data: {} }) : null;
  const doubling = choices.doubling || undefined;
  const input = {
    attacker,
    form: choices.form,
    ...(weapon ? { weapon } : {}),
    ...(doubling ? { doubling } : {}),
  };
  const result = segments.rollDamage(input, scriptedDice(roll ? diceResults(roll) : []));
  return { roll, result, text: segments.damageText(dice, doubling !== undefined, result.modifiers) };
}

/** Modifiers as a card's lines. */
export const modifierLines = (list: readonly { key: string; value: number }[]) =>
  list.map((m) => ({ label: m.key, value: m.value }));

/** One strike: the d20 against armour class (engine `rollAttack`) and, on a hit, its damage. */
export async function rollStrike(
  attacker: segments.SegmentsActorStats,
  defender: segments.SegmentsActorStats,
  weapon: segments.SegmentsWeaponStats | undefined,
  choices: AttackChoices,
  mode: segments.AcMode,
) {
  const input = segments.attackInputOf(attacker, defender, weapon, choices, mode);
  const modifier = segments.sumModifiers(segments.attackModifiers(input).modifiers);
  const roll = await evaluateRoll({ formula: "1d20 + @modifier", data: { modifier } });
  const result = segments.rollAttack(input, scriptedDice([naturalResult(roll)]));
  const damage = result.hit ? await rollDamage(input.attacker, input.weapon, choices) : null;
  return { input, roll, result, damage };
}

/** A grapple restrains; an overbear knocks prone if the attacker wins the Strength contest (its d20 here). */
async function grappleOutcome(attacker: Actor.Implementation, target: Actor.Implementation, form: string) {
  const roll = form === "overbear" ? await evaluateRoll({ formula: "1d20", data: {} }) : null;
  const strengths = { attacker: sgStats(attacker).strength, target: sgStats(target).strength };
  return segments.grappleOutcomeOf(form, strengths, scriptedDice(roll ? [naturalResult(roll)] : []));
}

/**
 * The blow is held when the attacker strikes in the same step as an opponent (engine
 * `simultaneousStepOf`): its damage lands with the step's others (held-damage.ts), not at once. A
 * given attack (the free attack at a fleer, a set weapon) is made in the interrupts step, a routine
 * in its act's step (`attack`, from how the attack counted).
 */
export function heldBlow(
  ctx: RoundContext,
  damage: number,
  formula: string,
  attack?: "given" | "routine",
): HeldBlow | null {
  const step = heldStepNow(ctx.record, ctx.schedule, ctx.member.id, ctx.sides, attack);
  if (!step) return null;
  const { round, segment } = ctx.record.state;
  return { combatId: ctx.combat.id ?? "", round, segment, step, damage, formula };
}

/** The weapon an attack names (none: a form without a weapon) and the forms the attack may take. */
function attackWeapon(attacker: Actor.Implementation, itemId: string) {
  const item = itemId ? attacker.items.get(itemId) : undefined;
  if (itemId && item?.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const weapon = item ? engineWeapon(item) : undefined;
  const forms = segments.attackForms(weapon);
  return { item, weapon, forms, meleeId: weapon?.kind === "melee" ? (item?.id ?? undefined) : undefined };
}

/**
 * The checks of an attack that read only the documents (the weapon, the round's schedule, declaration
 * and counts; no target, no dialog): thrown as its refusal. The sheet's button is grey from it beforehand.
 */
export function checkSegmentsAttack(attacker: Actor.Implementation, itemId: string) {
  const { item, weapon, forms, meleeId } = attackWeapon(attacker, itemId);
  const ctx = roundContext(attacker);
  assertMayAttack(attacker, ctx);
  return { item, weapon, forms, ctx, counted: countAttack(attacker, ctx, meleeId) };
}

/**
 * A Segmented Rounds attack from a sheet button, on the clicking client: the checks, the target
 * (picked at random among several), the dialog with what the round already says pre-set. Returns what
 * the GM needs (target, choices, the pick), or null.
 */
export async function askSegmentsAttack(
  attacker: Actor.Implementation,
  itemId: string,
): Promise<StrikeAnswer | null> {
  const { item, weapon, forms, ctx, counted } = checkSegmentsAttack(attacker, itemId);
  const choice =
    joinedTarget(ctx, counted) ??
    (await chooseTarget(attacker, ctx, weapon?.kind === "missile" ? "missile" : "melee"));
  const otherHand = counted?.joins ? (counted.hand ?? null) : null;
  return askStrike(attacker, { ctx, choice, forms, label: item?.name ?? "", weapons: [weapon], otherHand });
}

/**
 * At the GM: the attack asked for, checked again (the weapon, the round's schedule and counts, the
 * target still strikable), then the d20 against armour class and the damage, each an engine call; ONE
 * write (the attack card, the GM's).
 */
export async function performSegmentsAttack(
  attacker: Actor.Implementation,
  payload: StrikePayload,
  posted: Posted,
): Promise<void> {
  const { item, weapon, forms, meleeId } = attackWeapon(attacker, payload.itemId);
  const at = strikeAt(attacker, payload, forms);
  const { ctx, target, choices } = at;
  checkLanceCharge(attacker, [weapon], choices);
  // the hand chosen settles how the attack counts (engine `countWithHand`): anew, if not the routine's
  const counted = segments.countWithHand(countAttack(attacker, ctx, meleeId), choices.hand, (weaponId) =>
    countAttack(attacker, ctx, weaponId, { joinHand: false }),
  );
  const mode = at.acMode;
  const strike = await rollStrike(
    engineActor(attacker, mode),
    engineActor(target, mode),
    weapon,
    choices,
    mode,
  );
  const { input, result, damage, roll: attackRoll } = strike;
  const card = {
    attacker,
    weapon: {
      uuid: item?.uuid ?? attacker.uuid,
      name: item?.name ?? game.i18n.localize(`TEMPO.Segments.Form.${choices.form}`),
    },
    form: choices.form,
    lead: {
      natural: result.natural,
      total: result.total,
      needed: result.needed,
      modifiers: modifierLines(result.modifiers),
    },
    hit: result.hit,
    damage: damage?.result.total ?? 0,
    formula: damage?.text ?? "",
    held: damage && ctx ? heldBlow(ctx, damage.result.total, damage.text, counted?.kind) : null,
    armorClass: input.defender.armourClass,
    thac0: input.attacker.thac0,
    notes: [...result.notes],
    damageModifiers: damage ? modifierLines(damage.result.modifiers) : [],
    grapple: result.hit ? await grappleOutcome(attacker, target, choices.form) : null,
    details: counted ? { counted } : {},
  };
  const rolls = damage?.roll ? [attackRoll, damage.roll] : [attackRoll];
  await postStrikeCard(at, card, rolls, posted);
}

/**
 * The other hand's attack of a two-weapon routine goes at the routine's one opponent ("all such attacks
 * are directed at the same opponent"), no new pick; while that opponent is still up (else a new pick).
 */
function joinedTarget(ctx: RoundContext | null, counted: CountedAttack | null): TargetChoice | null {
  const joined = counted?.joins ? ctx?.members.find((m) => m.actor.uuid === counted.joins) : undefined;
  return joined?.up ? { target: joined.actor, random: null, roll: null, key: null } : null;
}
