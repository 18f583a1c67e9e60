/**
 * Which simultaneous step dropped an actor: the landed held cards (held-damage.ts) keep the step their
 * blow was struck in and the target's hit points before and after the landing.
 */
import { segments } from "../../../engine/index";
import { attackCardOf } from "../../chat/create-card";
import { isRecord } from "../../../engine/core/stored";

function hpOf(value: unknown): number | null {
  const hp = isRecord(value)
    ? (value as { system?: { stats?: { segments?: { hp?: { value?: unknown } } } } })
    : null;
  const v = hp?.system?.stats?.segments?.hp?.value;
  return typeof v === "number" ? v : null;
}

/** The step of this combat whose landed blows dropped `actor` (engine `droppedStep`), or null. */
export function droppedIn(combatId: string, actor: Actor.Implementation): segments.StepRef | null {
  const landings = game.messages.contents.flatMap((message) => {
    const card = attackCardOf(message);
    if (!card || card.ruleset !== "segments" || card.target !== actor.uuid) return [];
    const { landed, applied } = card.details;
    if (!isRecord(landed) || !isRecord(applied)) return [];
    const step = {
      round: Number(landed.round) || 0,
      segment: Number(landed.segment) || 0,
      step: String(landed.step),
    };
    return [
      {
        combatId: String(landed.combatId),
        step,
        hpBefore: hpOf(applied.before),
        hpAfter: hpOf(applied.after),
      },
    ];
  });
  return segments.droppedStep(combatId, landings);
}
