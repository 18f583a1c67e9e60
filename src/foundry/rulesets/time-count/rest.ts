import { combatantOfActor } from "../../combatants";
import { timeCount } from "../../../engine/index";
import { foundryDie } from "../../dice";
import { type ActorFlow } from "../../actions/actor-flows";
import { TC_STATS } from "./damage";
import { impairmentsRule } from "./settings";
import { tcStats } from "./stats";

export const REST_CARD_TEMPLATE = "systems/tempo/templates/time-count/rest-card.hbs";

/** The actor takes part in a fight that has begun (any combat of the world, not only the viewed one). */
export function inStartedCombat(actor: Actor.Implementation): boolean {
  return game.combats.some((combat) => combat.started && combatantOfActor(combat, actor) !== null);
}

/**
 * "A night's rest" (engine `nightsRest`): refused while the actor is a combatant of a fight that has
 * begun; otherwise the day's castings are forgotten, Invigoration is lost and, under the optional
 * rule, one point of the worst impairment recovers (a tie broken by a die). Two writes: the actor,
 * then a chat line of what the night restored; by its owner (`here`: its own actor).
 */
export const nightsRestFlow: ActorFlow = {
  here: () => true,
  perform: nightsRest,
};

async function nightsRest(actor: Actor.Implementation): Promise<void> {
  const s = tcStats(actor);
  const stored = s.castingsToday as Record<string, unknown>;
  const castings = Object.fromEntries(
    Object.keys(stored).map((id) => [id, timeCount.castingsToday(stored, id)]),
  );
  const out = timeCount.nightsRest(
    { castingsToday: castings, invigoration: s.invigoration, impairments: s.impairments },
    { name: actor.name ?? "", inCombat: inStartedCombat(actor), impairmentsRule: impairmentsRule() },
    foundryDie,
  );
  const changes: Record<string, unknown> = {
    // An update merges into the stored map: every spell's count goes back to 0.
    [`${TC_STATS}.castingsToday`]: out.castingsToday,
    [`${TC_STATS}.invigoration`]: out.invigoration,
  };
  if (impairmentsRule()) changes[`${TC_STATS}.impairments`] = out.impairments;
  await actor.update(changes);
  const content = await foundry.applications.handlebars.renderTemplate(REST_CARD_TEMPLATE, {
    name: actor.name ?? "",
    invigorationLost: out.invigorationLost,
    castingsForgotten: out.castingsForgotten,
    recovered: out.recovered ? `TEMPO.TimeCount.DamageType.${out.recovered}` : "",
    nothing: out.invigorationLost === 0 && out.castingsForgotten === 0 && out.recovered === null,
  });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
}
