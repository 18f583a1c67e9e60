// The client half of a Segmented Rounds attack (a weapon or a routine): the dialog's defaults from what
// the round and the target's state already say, the dialog, and the payload the GM reads back.
import { displayName } from "../../combatants";
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { hasCondition } from "../../conditions/index";
import { memberFor, type RoundContext } from "./attack-context";
import { askAttackChoices } from "./attack-dialog";
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, meleeWeapon } from "./stats";
import type { StrikeAnswer } from "./strike-payload";
import { pickPayload, spendPick, type TargetChoice } from "./target-pick";

/** What the round's declarations say about this attack (engine `circumstancesAt`); null outside it. */
function circumstancesOf(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  ctx: RoundContext | null,
): Partial<AttackChoices> | null {
  const tm = memberFor(ctx, target);
  if (!ctx || !tm) return null;
  const { state, lost } = ctx.record;
  const weapon = (a: Actor.Implementation, id: string) => {
    const item = meleeWeapon(a, state.declarations[id]?.weaponId);
    return item ? engineWeapon(item) : undefined;
  };
  return segments.circumstancesAt({
    state,
    schedule: ctx.schedule,
    lost,
    attackerId: ctx.member.id,
    targetId: tm.id,
    attacker: engineActor(attacker, acMode()),
    wielded: weapon(attacker, ctx.member.id),
    target: engineActor(target, acMode()),
    parried: weapon(target, tm.id),
  });
}

/** How the attacker perceives an invisible target (null: the target is not invisible). */
export function detectionOf(attacker: Actor.Implementation, target: Actor.Implementation) {
  return hasCondition(target, "invisible")
    ? segments.invisibleDetection(engineActor(attacker, acMode()))
    : null;
}

/** A rider's lance charge doubles damage only when the engine allows it (`lanceChargeReason`). */
export function checkLanceCharge(
  attacker: Actor.Implementation,
  weapons: readonly (segments.SegmentsWeaponStats | undefined)[],
  choices: Pick<AttackChoices, "doubling" | "charging">,
): void {
  const reason = segments.lanceChargeReason(engineActor(attacker, acMode()), weapons, choices);
  if (reason) throw new RuleError(reason);
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
export async function askStrike(attacker: Actor.Implementation, a: StrikeAsk): Promise<StrikeAnswer | null> {
  const { target, random } = a.choice;
  const detection = detectionOf(attacker, target);
  const defaults = segments.attackDefaults({
    form: a.forms[0] ?? "unarmed",
    target: {
      prone: hasCondition(target, "prone"),
      stunned: hasCondition(target, "stunned"),
      invisible: hasCondition(target, "invisible"),
      sleeping: hasCondition(target, "sleeping"),
    },
    circumstances: circumstancesOf(attacker, target, a.ctx),
    detection,
    otherHand: a.otherHand,
    attacker: engineActor(attacker, acMode()),
    weapons: a.weapons,
  });
  const choices = await askAttackChoices({
    attacker: displayName(attacker),
    target: displayName(target),
    weapon: a.label,
    forms: a.forms,
    defaults,
    detection,
    random: random ? { ...random, missile: a.forms[0] === "missile" } : null,
    otherHand: a.otherHand,
    acMode: acMode(),
    check: (c) => checkLanceCharge(attacker, a.weapons, c),
  });
  if (!choices) return null;
  spendPick(a.choice);
  return { ...choices, target: target.uuid, ...pickPayload(a.choice) };
}
