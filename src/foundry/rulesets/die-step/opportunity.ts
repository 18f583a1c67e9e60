// Opportunity attacks: a provoking event posts an offer; each foe offered may take one basic melee attack
// as a minor interrupt (1 AP from its next turn), which becomes an ordinary attack card.
import { displayName } from "../../combatants";
import { dieStep } from "../../../engine/index";
import type { OpportunityTrigger } from "../../../engine/die-step/index";
import { blankCard, type DsCard } from "./card-data";
import { createCard } from "./card-write";
import { cannotAct, hasDsCondition, isStunned, meleeWeapon } from "./stats";
import type { ChatMode } from "./line";
import { dsTurnOf } from "./turn";

/** The foes of `actor` in its combat offered a region-wide opportunity attack (engine `opportunityFoes`). */
function foesOf(actor: Actor.Implementation): Actor.Implementation[] {
  const e = dsTurnOf(actor);
  if (!e) return [];
  const disposition = (c: Combatant.Implementation | undefined) => c?.token?.disposition ?? 0;
  const all = e.combat.combatants.contents.flatMap((c) => (c.actor ? [{ c, a: c.actor }] : []));
  const ids = dieStep.opportunityFoes(
    { id: e.combatantId, disposition: disposition(e.combat.combatants.get(e.combatantId)) },
    all.map(({ c, a }) => ({ id: c.id ?? "", disposition: disposition(c), ...striker(a) })),
  );
  return all.filter(({ c }) => ids.includes(c.id ?? "")).map(({ a }) => a);
}

/** What decides whether `actor` may strike an opportunity attack now (engine `mayStrikeOpportunity`). */
function striker(actor: Actor.Implementation) {
  return {
    canAct: !cannotAct(actor) && !isStunned(actor),
    helpless: hasDsCondition(actor, "helpless"),
    meleeWeapon: meleeWeapon(actor) !== null,
  };
}

/** Why `actor` may not take an offered opportunity attack now (a localization key), or null. */
export function opportunityUnavailable(actor: Actor.Implementation): string | null {
  if (hasDsCondition(actor, "helpless")) return "TEMPO.DieStep.Sheet.Helpless";
  return dieStep.mayStrikeOpportunity(striker(actor)) ? null : "TEMPO.DieStep.Sheet.CannotAct";
}

/**
 * An action that may provoke ("will provoke a possible opportunity attack for each enemy in the region"):
 * the offer for its first trigger comes first (one offer, Interpretation 14), then the action's writes.
 */
export async function offerThen(
  actor: Actor.Implementation,
  triggers: readonly OpportunityTrigger[],
  mode: ChatMode,
  writes: () => Promise<unknown>,
): Promise<void> {
  const [trigger] = triggers;
  if (trigger) await postOffer(actor, trigger, null, mode);
  await writes();
}

/** Posts the offer of `trigger` by `provoker`: to `only` (the armed target), else to every foe. */
export async function postOffer(
  provoker: Actor.Implementation,
  trigger: OpportunityTrigger,
  only: Actor.Implementation | null,
  mode: ChatMode,
): Promise<void> {
  // the armed target of a strike or grab too, only when it may strike one (not helpless, able to act)
  const offered = only ? [only].filter((a) => dieStep.mayStrikeOpportunity(striker(a))) : foesOf(provoker);
  if (offered.length === 0) return;
  const card: DsCard = {
    ...blankCard("opportunity"),
    combatId: dsTurnOf(provoker)?.combat.id ?? "",
    attacker: provoker.uuid,
    attackerName: displayName(provoker),
    trigger,
    offers: offered.map((a) => ({ actor: a.uuid, combatantId: "", name: a.name ?? "", taken: false })),
  };
  await createCard(provoker, card, mode, [provoker, ...offered]);
}
