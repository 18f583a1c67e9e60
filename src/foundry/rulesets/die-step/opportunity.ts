// Opportunity attacks: a provoking event posts an offer; each foe offered may take one basic melee attack
// as a minor interrupt (1 AP from its next turn), which becomes an ordinary attack card.
import type { OpportunityTrigger } from "../../../engine/die-step/index";
import { RuleError } from "../../../engine/core/errors";
import { cardActor, once, requireRole } from "../../chat/card-guard";
import { blankCard, type DsCard } from "./card-data";
import { createCard, dsCardOf, writeCard } from "./card-write";
import { cannotAct, meleeWeapon } from "./stats";
import { dsTurnOf, type ChatMode } from "./turn";

/** The foes of `actor` in its combat (another token disposition), able to act and holding a melee weapon. */
function foesOf(actor: Actor.Implementation): Actor.Implementation[] {
  const e = dsTurnOf(actor);
  if (!e) return [];
  const mine = e.combat.combatants.get(e.combatantId)?.token?.disposition;
  return e.combat.combatants.contents.flatMap((c) => {
    const foe = c.actor;
    if (!foe || c.id === e.combatantId || c.token?.disposition === mine) return [];
    return !cannotAct(foe) && meleeWeapon(foe) ? [foe] : [];
  });
}

/** Posts the offer of `trigger` by `provoker`: to `only` (the armed target), else to every foe. */
export async function postOffer(
  provoker: Actor.Implementation,
  trigger: OpportunityTrigger,
  only: Actor.Implementation | null,
  mode: ChatMode,
): Promise<void> {
  const offered = only ? [only] : foesOf(provoker);
  if (offered.length === 0) return;
  const card: DsCard = {
    ...blankCard("opportunity"),
    combatId: dsTurnOf(provoker)?.combat.id ?? "",
    attacker: provoker.uuid,
    attackerName: provoker.name ?? "",
    trigger,
    offers: offered.map((a) => ({ actor: a.uuid, combatantId: "", name: a.name ?? "", taken: false })),
  };
  await createCard(provoker, card, mode, [provoker, ...offered]);
}

/** A foe takes its offer: the offer is marked taken and its opportunity attack card is declared. */
export async function takeOffer(
  message: ChatMessage.Implementation,
  foeUuid: string,
  requester: User.Implementation,
  mode: ChatMode,
): Promise<void> {
  await once(message, `offer:${foeUuid}`, async () => {
    const { declareAttack } = await import("./attack");
    const card = dsCardOf(message, "opportunity");
    const offer = card.offers.find((o) => o.actor === foeUuid);
    if (!offer || offer.taken) throw new RuleError("TEMPO.Error.AlreadyApplied");
    requireRole(foeUuid, requester, offer.name);
    await declareAttack(
      cardActor(foeUuid),
      cardActor(card.attacker),
      { action: "attack", itemId: "", opportunity: true },
      requester,
      mode,
    );
    await writeCard(message, {
      ...card,
      offers: card.offers.map((o) => (o === offer ? { ...o, taken: true } : o)),
    });
  });
}
