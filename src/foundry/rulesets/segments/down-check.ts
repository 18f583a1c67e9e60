/**
 * Which simultaneous step dropped an actor: the landed held cards (held-damage.ts) keep the step their
 * blow was struck in and the target's hit points before and after the landing.
 */
import type { segments } from "../../../engine/index";
import { attackCardOf } from "../../chat/create-card";
import { isRecord } from "../../../engine/core/stored";

function hpOf(value: unknown): number | null {
  const hp = isRecord(value)
    ? (value as { system?: { stats?: { segments?: { hp?: { value?: unknown } } } } })
    : null;
  const v = hp?.system?.stats?.segments?.hp?.value;
  return typeof v === "number" ? v : null;
}

/**
 * The step of this combat whose landed blows took `actor` from above 0 hit points to 0 or fewer (the
 * latest such landing), or null.
 */
export function droppedIn(combatId: string, actor: Actor.Implementation): segments.StepRef | null {
  let found: segments.StepRef | null = null;
  for (const message of game.messages) {
    const card = attackCardOf(message);
    if (!card || card.ruleset !== "segments" || card.target !== actor.uuid) continue;
    const { landed, applied } = card.details;
    if (!isRecord(landed) || !isRecord(applied) || landed.combatId !== combatId) continue;
    const before = hpOf(applied.before);
    const after = hpOf(applied.after);
    if (before === null || after === null || before <= 0 || after > 0) continue;
    found = {
      round: Number(landed.round) || 0,
      segment: Number(landed.segment) || 0,
      step: String(landed.step),
    };
  }
  return found;
}
