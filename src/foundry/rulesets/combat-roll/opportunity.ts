import { combatRoll } from "../../../engine/index";
import type { Offer, ProvokingEvent } from "../../../engine/combat-roll/index";
import { CONTEST_TYPE } from "./contest";
import { loadoutOf } from "./stats";
import { asCombatant, canAct, type CombatRollTurn } from "./turn-state";
import type { TurnState } from "../../../engine/turns/index";

/** A combatant's side from its token's disposition (engine `sideOf`: friendly 1, neutral 0, hostile -1). */
export function side(c: Combatant.Implementation): number {
  return combatRoll.sideOf(c.token?.disposition ?? c.actor?.prototypeToken.disposition ?? 0);
}

/**
 * The foes of a combatant in its combat (engine `foesAmong`). Combatants without an actor, or outside
 * the turn state, are left out.
 */
export function foesOf(e: CombatRollTurn): Combatant.Implementation[] {
  const self = e.combat.combatants.get(e.combatantId);
  if (!self) return [];
  const others = e.combat.combatants.filter((c) => c.actor !== null);
  const ids = combatRoll.foesAmong(
    { id: e.combatantId, side: side(self) },
    others.map((c) => ({
      id: c.id ?? "",
      side: side(c),
      defeated: e.state.combatants[c.id ?? ""]?.defeated ?? true,
    })),
  );
  return others.filter((c) => ids.includes(c.id ?? ""));
}

/**
 * The foes offered an opportunity attack after `event` (engine `opportunityAttackers`: the event must
 * provoke, the foe must hold a melee weapon and be able to react with an attack now). `among` limits
 * the foes to those whose reach the event concerns (a move); otherwise every foe may answer.
 */
export function opportunityOffers(
  e: CombatRollTurn,
  event: ProvokingEvent,
  among?: readonly string[],
): Offer[] {
  const foes = foesOf(e).filter((c) => !among || among.includes(c.id ?? ""));
  const candidates = foes.map((c) => ({
    id: c.id ?? "",
    meleeWeapon: c.actor !== null && combatRoll.meleeWeaponOf(loadoutOf(c.actor)) !== null,
    canReact: canAct(asCombatant(e, c.id ?? ""), combatRoll.turnAction("opportunity-attack")),
  }));
  const ids = combatRoll.opportunityAttackers(event, candidates);
  return foes
    .filter((c) => ids.includes(c.id ?? ""))
    .map((c) => ({ actor: c.actor?.uuid ?? "", combatantId: c.id ?? "", name: c.name ?? "", taken: false }));
}

/**
 * The opportunity card's creation data for a provoking event by `mover`, or null when nobody may
 * answer it. The card offers each eligible foe's owners (and the GM) an "Opportunity attack" button.
 */
export async function opportunityMessage(
  mover: Actor.Implementation,
  e: CombatRollTurn,
  trigger: "move" | "cast" | "stand-up",
  event: ProvokingEvent,
  opts: { among?: readonly string[]; itemName?: string; after?: TurnState } = {},
): Promise<ChatMessage.CreateData | null> {
  const offers = opportunityOffers(e, event, opts.among);
  if (offers.length === 0) return null;
  const card = combatRoll.newContest("opportunity", {
    combatId: e.combat.id ?? "",
    attacker: "",
    target: mover.uuid,
    attackerName: "",
    targetName: mover.name ?? "",
    itemName: opts.itemName ?? "",
    trigger,
    offers,
    // The offer answers this exposure only: it closes when the mover acts again or the turn ends. The
    // state after the exposing act (a Dash's or a cast's AP already counted).
    window: combatRoll.windowOf(opts.after ?? e.state, e.combatantId),
  });
  return {
    type: CONTEST_TYPE,
    system: card,
    speaker: ChatMessage.getSpeaker({ actor: mover }),
  };
}
