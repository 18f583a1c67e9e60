// The client half of a Segmented Rounds attack (a weapon or a routine): the dialog's defaults from what
// the round and the target's state already say, the dialog, and the payload the GM reads back.
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { hasCondition } from "../../conditions/index";
import { choicesAsPayload } from "../../form-dialog";
import type { RequestPayload } from "../definition";
import { memberFor, type RoundContext } from "./attack-context";
import { askAttackChoices } from "./attack-dialog";
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, meleeWeapon } from "./stats";
import { pickPayload, spendPick, type TargetChoice } from "./target-pick";

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

/** How the attacker perceives an invisible target (null: the target is not invisible). */
export function detectionOf(attacker: Actor.Implementation, target: Actor.Implementation) {
  return hasCondition(target, "invisible")
    ? segments.invisibleDetection(engineActor(attacker, acMode()))
    : null;
}

/** A rider's lance charge doubles damage only when the engine allows it (`mountedLanceChargeReason`). */
export function checkLanceCharge(
  attacker: Actor.Implementation,
  weapons: readonly (segments.SegmentsWeaponStats | undefined)[],
  choices: Pick<AttackChoices, "doubling" | "charging">,
): void {
  if (choices.doubling !== "mounted-lance-charge") return;
  const stats = engineActor(attacker, acMode());
  for (const weapon of weapons) {
    const reason = segments.mountedLanceChargeReason(stats, weapon, choices.charging);
    if (reason) throw new RuleError(reason);
  }
}

/** What an attack's dialog shows: its target (picked), forms, weapons and the routine's other hand. */
export interface StrikeAsk {
  ctx: RoundContext | null;
  choice: TargetChoice;
  forms: readonly segments.AttackForm[];
  /** The weapon's name, or the routine's strikes. */
  label: string;
  weapons: readonly (segments.SegmentsWeaponStats | undefined)[];
  /** The other hand's attack of a two-weapon routine: its hand, pre-set. */
  otherHand: segments.Hand | null;
}

/**
 * The dialog of the chapter's situations with what the round already says pre-set; returns what the GM
 * needs (the target, the choices, the random pick and its die), or null when cancelled.
 */
export async function askStrike(
  attacker: Actor.Implementation,
  a: StrikeAsk,
): Promise<RequestPayload | null> {
  const { target, random } = a.choice;
  const detection = detectionOf(attacker, target);
  const defaults = defaultsFor(attacker, target, a.forms[0] ?? "unarmed", a.ctx);
  if (a.otherHand) defaults.hand = a.otherHand;
  // "creatures with more than eleven hit dice almost always perceive them normally": no -4 by default.
  if (detection === "normal") defaults.invisible = false;
  // A rider on a warhorse charging with a lance: double weapon damage by default.
  const stats = engineActor(attacker, acMode());
  if (defaults.charging && a.weapons.every((w) => segments.mountedLanceChargeReason(stats, w, true) === null))
    defaults.doubling = "mounted-lance-charge";
  const choices = await askAttackChoices({
    attacker: attacker.name ?? "",
    target: target.name ?? "",
    weapon: a.label,
    forms: a.forms,
    defaults,
    detection,
    random: random ? { ...random, missile: a.forms[0] === "missile" } : null,
    otherHand: a.otherHand,
    acMode: acMode(),
  });
  if (!choices) return null;
  checkLanceCharge(attacker, a.weapons, choices);
  spendPick(a.choice);
  return { target: target.uuid, ...choicesAsPayload(choices), ...pickPayload(a.choice) };
}
