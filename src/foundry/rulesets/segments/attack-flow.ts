import { scriptedDice, segments } from "../../../engine/index";
import { hasCondition } from "../../conditions/index";
import { RuleError } from "../../../engine/core/errors";
import { createAttackCard } from "../../chat/create-card";
import { evaluateRoll, naturalResult } from "../../dice";
import type { RequestPayload } from "../definition";
import { assertMayAttack, diceResults, memberFor, roundContext, type RoundContext } from "./attack-context";
import { countAttack, type CountedAttack } from "./attack-count";
import { askAttackChoices } from "./attack-dialog";
import { heldStepNow, type HeldBlow } from "./held-damage";
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, meleeWeapon, sgStats } from "./stats";
import { chooseTarget, spendPick, type TargetChoice } from "./target-pick";

/** What the round and the target's state already say about this attack (the dialog's defaults). */
export function defaultsFor(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  form: segments.AttackForm,
  ctx: RoundContext | null,
): AttackChoices {
  const out: AttackChoices = {
    ...segments.NO_CHOICES,
    form,
    prone: hasCondition(target, "prone"),
    stunned: hasCondition(target, "stunned"),
    invisible: hasCondition(target, "invisible"),
    sleeping: hasCondition(target, "sleeping"),
  };
  const tm = memberFor(ctx, target);
  if (!ctx || !tm) return out;
  const { state } = ctx.record;
  const mine = state.declarations[ctx.member.id];
  const theirs = state.declarations[tm.id];
  const parrying = theirs !== undefined && segments.isParrying(theirs);
  const parried = parrying ? meleeWeapon(target, theirs.weaponId) : null;
  const wielded = meleeWeapon(attacker, mine?.weaponId);
  const schedule = ctx.schedule;
  const round = segments.declaredCircumstances({
    attackerId: ctx.member.id,
    mine,
    theirs,
    settable: wielded ? segments.canSetWeapon(engineActor(attacker, acMode()), engineWeapon(wielded)) : false,
    parry: parrying
      ? segments.parryValue(engineActor(target, acMode()), parried ? engineWeapon(parried) : undefined)
      : 0,
    castingNow:
      schedule !== null &&
      state.phase === "segments" &&
      ctx.record.lost[tm.id] === undefined &&
      segments.isCasting(schedule, tm.id, state.segment),
  });
  Object.assign(out, round);
  return out;
}

export async function rollDamage(
  attacker: segments.SegmentsActorStats,
  weapon: segments.SegmentsWeaponStats | undefined,
  choices: AttackChoices,
) {
  const dice = segments.damageDiceOf(choices.form, weapon);
  const roll =
    dice.count > 0 ? await evaluateRoll({ formula: `${dice.count}d${dice.faces}`, data: {} }) : null;
  const doubling = choices.doubling === "" ? undefined : choices.doubling;
  const input = {
    attacker,
    form: choices.form,
    ...(weapon ? { weapon } : {}),
    ...(doubling ? { doubling } : {}),
  };
  const result = segments.rollDamage(input, scriptedDice(roll ? diceResults(roll) : []));
  return { roll, result, text: segments.damageText(dice, doubling !== undefined, result.modifiers) };
}

/** A grapple restrains; an overbear knocks prone if the attacker wins the Strength contest. */
async function grappleOutcome(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  form: segments.AttackForm,
) {
  if (form === "grapple") return { outcome: "restrained", roll: 0, target: 0, applied: false };
  if (form !== "overbear") return null;
  const roll = await evaluateRoll({ formula: "1d20", data: {} });
  const r = segments.resolveOverbear(
    sgStats(attacker).strength,
    sgStats(target).strength,
    scriptedDice([naturalResult(roll)]),
  );
  return { outcome: r.outcome, roll: r.roll, target: r.target, applied: false };
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

/**
 * A Segmented Rounds attack from a sheet button: the target (picked at random among several), the
 * dialog of the chapter's situations with what the round already says pre-set, the d20 against armour
 * class and the damage, each an engine call; ONE write (the attack card).
 */
export async function segmentsAttack(attacker: Actor.Implementation, payload: RequestPayload): Promise<void> {
  if (!attacker.isOwner) throw new RuleError("TEMPO.Error.NotOwner", { name: attacker.name ?? "" });
  const itemId = String(payload.itemId ?? "");
  const item = itemId ? attacker.items.get(itemId) : undefined;
  if (itemId && item?.type !== "weapon") throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const weapon = item ? engineWeapon(item) : undefined;
  const forms: segments.AttackForm[] = weapon
    ? [weapon.kind]
    : segments.FORMS.filter((f) => f !== "melee" && f !== "missile");
  const ctx = roundContext(attacker);
  assertMayAttack(attacker, ctx);
  let counted = countAttack(attacker, ctx, weapon?.kind === "melee" ? (item?.id ?? undefined) : undefined);
  const choice =
    joinedTarget(ctx, counted) ??
    (await chooseTarget(attacker, ctx, weapon?.kind === "missile" ? "missile" : "melee"));
  const { target, random } = choice;
  const mode = acMode();
  const detection = hasCondition(target, "invisible")
    ? segments.invisibleDetection(engineActor(attacker, mode))
    : null;
  const defaults = defaultsFor(attacker, target, forms[0] ?? "unarmed", ctx);
  if (counted?.joins) defaults.hand = counted.hand ?? "";
  // "creatures with more than eleven hit dice almost always perceive them normally": no -4 by default.
  if (detection === "normal") defaults.invisible = false;
  // A rider on a warhorse charging with a lance: double weapon damage by default.
  const stats = engineActor(attacker, mode);
  if (defaults.charging && segments.mountedLanceChargeReason(stats, weapon, true) === null)
    defaults.doubling = "mounted-lance-charge";
  const choices = await askAttackChoices({
    attacker: attacker.name ?? "",
    target: target.name ?? "",
    weapon: item?.name ?? "",
    forms,
    defaults,
    detection,
    random: random ? { ...random, missile: weapon?.kind === "missile" } : null,
    otherHand: counted?.joins ? (counted.hand ?? null) : null,
    acMode: mode,
  });
  if (!choices) return;
  if (choices.doubling === "mounted-lance-charge") {
    const reason = segments.mountedLanceChargeReason(stats, weapon, choices.charging);
    if (reason) throw new RuleError(reason);
  }
  counted = handCounted(attacker, ctx, counted, choices.hand);
  const input: segments.AttackInput = {
    attacker: stats,
    defender: engineActor(target, mode),
    ...(weapon && (choices.form === "melee" || choices.form === "missile") ? { weapon } : {}),
    situation: segments.situationOf(choices),
    acMode: mode,
  };
  const plan = segments.attackModifiers(input);
  const attackRoll = await evaluateRoll({
    formula: "1d20 + @modifier",
    data: { modifier: segments.sumModifiers(plan.modifiers) },
  });
  const result = segments.rollAttack(input, scriptedDice([naturalResult(attackRoll)]));
  const rolls = choice.roll ? [choice.roll, attackRoll] : [attackRoll];
  const damage = result.hit ? await rollDamage(input.attacker, input.weapon, choices) : null;
  if (damage?.roll) rolls.push(damage.roll);
  const grapple = result.hit ? await grappleOutcome(attacker, target, choices.form) : null;
  const held = damage && ctx ? heldBlow(ctx, damage.result.total, damage.text, counted?.kind) : null;
  await createAttackCard(
    {
      ruleset: "segments",
      attacker: attacker.uuid,
      target: target.uuid,
      weapon: item?.uuid ?? attacker.uuid,
      attackerName: attacker.name ?? "",
      targetName: target.name ?? "",
      weaponName: item?.name ?? game.i18n.localize(`TEMPO.Segments.Form.${choices.form}`),
      natural: result.natural,
      total: result.total,
      defense: result.needed,
      defenseLabel: `TEMPO.Segments.Card.Needed.${mode}`,
      modifiers: result.modifiers.map((m) => ({ label: m.key, value: m.value })),
      hit: result.hit,
      critical: false,
      fumble: false,
      damage: damage && !held ? damage.result.total : null,
      damageFormula: held
        ? game.i18n.format("TEMPO.Segments.Card.HeldFormula", { formula: held.formula })
        : (damage?.text ?? ""),
      applied: false,
      details: {
        acMode: mode,
        armorClass: input.defender.armourClass,
        thac0: input.attacker.thac0,
        form: choices.form,
        random: random ? { ...random, list: random.names.join(", ") } : null,
        notes: [...result.notes],
        doubling: choices.doubling,
        damageModifiers: damage ? damage.result.modifiers.map((m) => ({ label: m.key, value: m.value })) : [],
        grapple,
        detection,
        ...(held ? { held } : {}),
        ...(counted ? { counted } : {}),
        round: ctx?.record.state.round ?? 0,
        segment: ctx && ctx.record.state.phase === "segments" ? ctx.record.state.segment : 0,
      },
    },
    rolls,
    attacker,
  );
  spendPick(choice);
}

/**
 * The other hand's attack of a two-weapon routine goes at the routine's one opponent ("all such attacks
 * are directed at the same opponent"), no new pick; while that opponent is still up (else a new pick).
 */
function joinedTarget(ctx: RoundContext | null, counted: CountedAttack | null): TargetChoice | null {
  const joined = counted?.joins ? ctx?.members.find((m) => m.actor.uuid === counted.joins) : undefined;
  return joined?.up ? { target: joined.actor, random: null, roll: null, key: null } : null;
}

/**
 * The hand chosen in the dialog settles how the attack counts: the other hand's attack of the routine
 * keeps its count; with another hand (or one weapon) it is a routine of its own, counted anew (refused
 * when none is left, still before any roll). A routine's first attack records its hand.
 */
function handCounted(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  counted: CountedAttack | null,
  hand: AttackChoices["hand"],
): CountedAttack | null {
  if (!counted || counted.kind !== "routine") return counted;
  if (counted.joins !== undefined) {
    if (hand === counted.hand) return counted;
    const fresh = countAttack(attacker, ctx, counted.weaponId, { joinHand: false });
    return fresh && hand ? { ...fresh, hand } : fresh;
  }
  return hand ? { ...counted, hand } : counted;
}
