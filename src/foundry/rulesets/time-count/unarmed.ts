import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { weaponSystem } from "../../data/access";
import type { IntentPayload } from "./act-payload";
import { activeImpairments } from "./settings";
import type { AttackChoices } from "./situation";
import { speedFactorFor } from "./speed";
import { tcStats } from "./stats";
import { previousAttackWeapon } from "./two-weapons";

/**
 * The unarmed strike is no item: its cards name the actor's own "unarmed" reference (a uuid under the
 * actor's), so the chat tells an unarmed attack apart (alternating strikes) and no weapon is worn.
 */
export function unarmedRef(actor: Actor.Implementation): { uuid: string; name: string } {
  return { uuid: `${actor.uuid}.Unarmed`, name: game.i18n.localize("TEMPO.TimeCount.Unarmed.Name") };
}

/** The actor's ready weapons, each holding a hand (a two-handed one both). */
export function heldWeapons(actor: Actor.Implementation): timeCount.HeldWeapon[] {
  return actor.items.contents.flatMap((i) => {
    if (i.type !== "weapon") return [];
    const w = weaponSystem(i);
    return w.equipped ? [{ twoHanded: w.stats.timeCount.twoHanded }] : [];
  });
}

/** Hands not holding an equipped weapon (two at most); strikes without hands use the feet (two). */
export function appendagesFree(actor: Actor.Implementation, withoutHands: boolean): number {
  return withoutHands ? 2 : timeCount.handsFree(heldWeapons(actor));
}

/** The engine's unarmed action for these dialog choices (refused: no appendage free, alternating...). */
export function unarmedPlan(
  actor: Actor.Implementation,
  choices: Pick<AttackChoices, "withoutHands" | "twoWeapons">,
  beforeMessageId = "",
): timeCount.UnarmedStrike {
  const s = tcStats(actor);
  const mode = choices.twoWeapons;
  if (!timeCount.isSize(s.size)) throw new RuleError("TEMPO.TimeCount.Error.UnknownSize", { size: s.size });
  return timeCount.unarmedStrike({
    size: s.size,
    withoutHands: choices.withoutHands,
    mode,
    appendagesFree: appendagesFree(actor, choices.withoutHands),
    previousWasUnarmed:
      mode === "alternating"
        ? previousAttackWeapon(actor.uuid, beforeMessageId) === unarmedRef(actor).uuid
        : null,
  });
}

/**
 * At the GM: the SF of an unarmed action. The seed gives none (interpretation: Fast, as the light
 * dagger); slashing impairments add to it as to weapon SFs; alternating is one class faster once the
 * chat confirms the previous attack was unarmed; two strikes at once take the worse of two rolls.
 */
export async function unarmedTurnSpeed(
  actor: Actor.Implementation,
  payload: Pick<IntentPayload, "twoWeapons" | "messageId" | "withoutHands">,
): Promise<number> {
  const mode = payload.twoWeapons;
  const strike = unarmedPlan(actor, payload, payload.messageId.split(",")[0] ?? "");
  const impairment = timeCount.impairmentPenalties(activeImpairments(tcStats(actor).impairments));
  const roll = () =>
    speedFactorFor(
      actor,
      strike.speedClass,
      impairment.weaponSpeedFactor,
      timeCount.twoWeaponSpeedSteps(mode),
    );
  const first = await roll();
  if (mode !== "together") return first;
  return timeCount.twoWeaponTurnSpeedFactor(mode, [first, await roll()]);
}
