/**
 * Which simultaneous step dropped an actor: the landed held cards (held-damage.ts) keep the step their
 * blow was struck in and the target's hit points before and after the landing.
 */
import { segments } from "../../../engine/index";
import { sgCardOf } from "./card-data";

/** The step of this combat whose landed blows dropped `actor` (engine `droppedStep`), or null. */
export function droppedIn(combatId: string, actor: Actor.Implementation): segments.StepRef | null {
  const landings = game.messages.contents.flatMap((message) => {
    const card = sgCardOf(message);
    if (!card || card.target !== actor.uuid) return [];
    const { landed, applied } = card.details;
    if (!landed || !applied) return [];
    const step = { round: landed.round, segment: landed.segment, step: landed.step };
    return [{ combatId: landed.combatId, step, hpBefore: applied.before.hp, hpAfter: applied.after.hp }];
  });
  return segments.droppedStep(combatId, landings);
}
